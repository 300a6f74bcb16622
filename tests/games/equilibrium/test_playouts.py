"""Random legal playouts for 2–5 players and every variant, with the invariants the rules keep."""

from __future__ import annotations

import itertools
import random
import tomllib

import pytest
import tomli_w

from game.games import get
from game.games.equilibrium.actions import Commit
from game.games.equilibrium.board import GUILDS, count_value
from game.games.equilibrium.content import load
from game.games.equilibrium.state import EquilibriumState

CLERICS = load().guild_index("clerics")
VARIANTS = ["family", "quick", "white_vote", "advanced"]
COMBOS = [dict(zip(VARIANTS, bits)) for bits in itertools.product([False, True], repeat=4)]


def check_invariants(state: EquilibriumState) -> None:
    c = load()
    for v in (1, 2, 3):
        on_boards = sum(count_value(b, v) for b in state.boards)
        assert on_boards + state.supply[v - 1] == c.supply[v - 1], f"tokens of value {v} created or lost"
    for g in range(GUILDS):
        taken = sum(state.eq_cards[p][g] for p in range(state.players))
        assert taken + state.eq_pile[g] == c.equilibrium_cards_per_guild, "an equilibrium card counted twice"
    for p in range(state.players):
        assert all(0 <= f <= 2 for f in state.favours[p])
        if state.family:
            assert not any(state.favours[p])


def check_spaces(state: EquilibriumState) -> None:
    """Every card lies on its own space of this table size, the printed board actions on theirs."""
    c = load()
    dealt, printed = c.deal_spaces(state.players), c.printed_spaces(state.players)
    assert state.spaces == [s.id for s in dealt + printed]
    assert state.cards[len(dealt):] == [s.card for s in printed] and len(set(state.cards)) == len(state.cards)


def expected_intrigue(state: EquilibriumState, commit: Commit, clerics_level: int, before: int) -> int:
    """Where the turn's token must land: the spiders beside the space, the Clerics' favour's step."""
    fav = load().favours[CLERICS]
    gain = state.space_intrigue(commit.card)
    if commit.favour == CLERICS:
        gain += fav.intrigue_major if clerics_level == 2 else fav.intrigue_minor
    return max(0, before + gain)


def playout(players: int, options: dict, seed: int) -> EquilibriumState:
    state = get("equilibrium").new_game(players, seed=seed, options=options)
    check_spaces(state)
    rng = random.Random(seed)
    turn: tuple[Commit, int, int] | None = None
    while not state.is_over:
        before = list(state.intrigue)
        arrival = list(state.arrival)
        legal = state.legal_actions()
        assert legal, "a live state must offer an action"
        action = rng.choice(legal)
        if isinstance(action, Commit):
            turn = (action, state.favours[state.current_player][CLERICS], state.current_player)
        events = state.apply(action)
        for e in events:
            if e.kind == "intrigue" and turn is not None:
                commit, level, p = turn
                assert e.data["to"] == expected_intrigue(state, commit, level, e.data["from"])
                if e.data["to"] == e.data["from"]:
                    assert state.arrival[p] == arrival[p], "a token moved zero spaces keeps its place"
                turn = None
        check_spaces(state)
        clerics_minor = any(e.kind == "favour_use" and e.data.get("guild") == 1 and e.data.get("level") == 1
                            for e in events)
        for p in range(players):
            if not clerics_minor:
                assert state.intrigue[p] >= before[p], "intrigue fell during the action phase"
        check_invariants(state)
    return state


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("options", COMBOS, ids=lambda o: "+".join(k for k, v in o.items() if v) or "base")
def test_random_playout_keeps_invariants(players: int, options: dict) -> None:
    state = playout(players, options, seed=players * 100 + len(str(options)))
    assert state.is_over and state.current_player is None and state.legal_actions() == []
    assert len(state.scores()) == players
    assert state.winners() and all(0 <= w < players for w in state.winners())
    if state.instant_winner < 0:
        assert all(not deck for deck in state.decks), "all twelve vote cards are used over four eras"
        assert state.scores() == state.scoring_rows()[-1][1]


def test_many_three_player_games_end_properly() -> None:
    ends = {"instant": 0, "scored": 0}
    for seed in range(40):
        state = playout(3, {}, seed)
        ends["instant" if state.instant_winner >= 0 else "scored"] += 1
    assert ends["scored"] > 0


def test_determinism_same_seed_same_choices() -> None:
    def run(seed: int) -> list[dict]:
        state = get("equilibrium").new_game(4, seed=seed, options={"white_vote": True})
        rng = random.Random(99)
        snaps = []
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            snaps.append(state.to_data())
        return snaps
    assert run(5) == run(5)
    assert run(5) != run(6)


def test_to_data_survives_toml_and_rebuilds_identically() -> None:
    info = get("equilibrium")
    state = info.new_game(2, seed=4, options={"quick": True})
    rng = random.Random(4)
    while not state.is_over:
        text = tomli_w.dumps(state.to_data())
        again = info.state_from_data(tomllib.loads(text))
        assert again.to_data() == state.to_data()
        assert again.legal_actions() == state.legal_actions()
        state.apply(rng.choice(state.legal_actions()))


def test_actions_round_trip_through_plain_data() -> None:
    info = get("equilibrium")
    state = info.new_game(3, seed=8)
    rng = random.Random(8)
    seen = set()
    while not state.is_over:
        for action in state.legal_actions():
            data = tomllib.loads(tomli_w.dumps({"a": action.to_data()}))["a"]
            assert info.action_from_data(data) == action
            seen.add(action.kind)
        state.apply(rng.choice(state.legal_actions()))
    assert {"place_set", "commit", "target_guild", "resolve", "vote"} <= seen


def test_clone_is_independent() -> None:
    state = get("equilibrium").new_game(3, seed=2)
    copy = state.clone()
    copy.apply(copy.legal_actions()[0])
    assert state.to_data() != copy.to_data()
    assert state.history == []
