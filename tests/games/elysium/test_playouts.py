"""Random legal playouts for 2-5 players and every option, with the invariants the rules keep."""

from __future__ import annotations

import tomllib

import pytest
import tomli_w

from game.core import IllegalAction, Rng
from game.games import get
from game.games.elysium.state import HIDDEN, ElysiumState

INFO = get("elysium")
OPTION_SETS = [{}, {"ten_again": True}, {"exact_order": True, "turns": 9}, {"clans": "chosen"},
               {"turns": 12}]


def random_choice(state, rng: Rng):
    """A uniform legal action, except that leaving the game is rare (so the rest gets played)."""
    legal = state.legal_actions()
    stay = [a for a in legal if a.kind != "withdraw"]
    return rng.choice(legal if not stay or rng.random() < 0.02 else stay)


def check_invariants(state: ElysiumState) -> None:
    every = [*state.deck, *state.discard, *state.events, *state.removed,
             *(c for h in state.hands for c in h), *(c for p in state.play for c in p)]
    assert sorted(every) == list(range(100))
    assert all(0 <= v <= 6 for v in state.vitae)
    drawing = state.offer.get("from", -1) if state.step == "offer" else -1  # giving the extra card away
    if state.step != "hand":
        assert all(len(h) <= 3 for s, h in enumerate(state.hands) if s != drawing)
    if state.step != "trim":
        assert all(len(p) <= 5 for p in state.play)
    assert all(v == 0 for s, v in enumerate(state.vitae) if state.in_torpor(s))
    assert all(min(row) >= 0 for row in state.tokens) and state.tokens[0] == [0] * state.players
    assert all(p >= 0 for p in state.prestige)
    if not state.is_over:
        assert state.legal_actions(), f"no legal action at {state.step}"


def play(players: int, seed: int, options: dict, check: bool = True) -> ElysiumState:
    state = INFO.new_game(players, seed, options)
    rng = Rng(seed * 31 + players)
    for _ in range(20_000):
        if state.is_over:
            return state  # type: ignore[return-value]
        if check:
            check_invariants(state)  # type: ignore[arg-type]
        state.apply(random_choice(state, rng))
    raise AssertionError("the game never ended")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("options", OPTION_SETS)
def test_random_games_keep_the_rules(players: int, options: dict) -> None:
    for seed in range(3):
        state = play(players, seed, options)
        assert state.winners() and state.current_player is None and state.legal_actions() == []
        assert state.turn >= state.turns_total
        totals = state.scores()
        assert [sum(column) for column in zip(*(row for _label, row in state.score_breakdown()))] == totals
        for w in state.winners():
            assert not state.withdrawn[w]
        if players == 2:
            assert all(i not in state.deck for i in state.removed) and len(state.removed) == 6


def test_same_seed_and_actions_give_the_same_game() -> None:
    a = play(4, 11, {"ten_again": True}, check=False)
    b = INFO.new_game(4, 11, {"ten_again": True})
    for action in a.history:
        b.apply(INFO.action_from_data(action.to_data()))
    assert a.to_data() == b.to_data()


def test_toml_round_trip_mid_game_and_at_the_end() -> None:
    state = INFO.new_game(3, 5, {"exact_order": True})
    rng = Rng(3)
    for step in range(2000):
        if step % 40 == 0 or state.is_over:
            data = state.to_data()
            back = INFO.state_from_data(tomllib.loads(tomli_w.dumps(data)))
            assert back.to_data() == data
            assert back.legal_actions() == state.legal_actions()
        if state.is_over:
            break
        state.apply(random_choice(state, rng))
    assert state.is_over


def test_view_hides_hands_deck_and_rng() -> None:
    from .helpers import give_hand, table
    state = table(["velvet", "veiled", "crowned", "thornblood"])
    give_hand(state, 1, "act_docks", "land_grab")
    give_hand(state, 2, "knuckle_dusters")
    view = state.view(0)
    assert view.rng is None and view.viewer == 0
    assert view.hands[0] == state.hands[0]
    assert all(set(h) <= {HIDDEN} for h in view.hands[1:]) and set(view.deck) <= {HIDDEN}
    assert [len(h) for h in view.hands] == [len(h) for h in state.hands]
    assert "rng" not in view.to_data()
    with pytest.raises(IllegalAction):
        view.apply(view.legal_actions()[0])


def test_determinize_is_consistent_with_the_view() -> None:
    state = INFO.new_game(4, 9)
    rng = Rng(4)
    for _ in range(120):
        state.apply(random_choice(state, rng))
    seat = 2
    view = state.view(seat)
    world = view.determinize(seat, Rng(1))
    assert sorted([*world.deck, *world.discard, *world.events, *world.removed,
                   *(c for h in world.hands for c in h), *(c for p in world.play for c in p)]) == list(range(100))
    assert world.hands[seat] == state.hands[seat] and world.play == state.play
    assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
    assert world.discard == state.discard and world.events == state.events and world.tokens == state.tokens
    assert world.legal_actions() == state.legal_actions() if world.current_player == seat else True
    while not world.is_over:
        world.apply(Rng(2).choice(world.legal_actions()))


def test_registered_and_the_table_api_hides_other_hands() -> None:
    from game.games import ids
    assert "elysium" in ids()
    from .helpers import give_hand, table
    state = table(["velvet", "veiled", "crowned"])
    give_hand(state, 0, "act_docks", "knuckle_dusters")
    give_hand(state, 1, "land_grab")
    view = state.view(1)
    assert [c["type"] for c in view.primogen(0)["hand"]] == ["hidden"] * len(state.hands[0])
    assert [c["index"] for c in view.primogen(1)["hand"]] == state.hands[1]
    summary = view.board_summary()
    assert summary["deck"] == len(state.deck) and summary["turn"] == state.turn
    zones = view.zone_table()
    assert len(zones) == 29 and zones[0]["id"] == "elysium"
    assert sum(len(z["miniatures"]) for z in zones) == sum(1 for s in range(3) if state.location[s] >= 0)
