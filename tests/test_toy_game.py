"""The toy game itself follows the engine contract (it is the test double for saves and AI)."""

from __future__ import annotations

import pytest

from game.core import IllegalAction, Rng
from tests.toy_game import FULL_DECK, HIDDEN, TOTAL_TURNS, TOY_INFO, Play, Redraw, play_randomly


def all_cards(state) -> list[int]:
    return sorted(
        [
            *state.deck,
            *state.discards,
            *(c for h in state.hands for c in h),
            *(c for p in state.piles for c in p),
        ]
    )


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(5))
def test_random_playout_keeps_every_card_and_ends(players: int, seed: int) -> None:
    state = TOY_INFO.new_game(players=players, seed=seed)
    rng = Rng(seed + 100)
    steps = 0
    while not state.is_over:
        assert state.current_player == steps % players
        assert all_cards(state) == list(FULL_DECK)
        state.apply(rng.choice(state.legal_actions()))
        steps += 1
    assert steps == TOTAL_TURNS == len(state.history)
    assert state.current_player is None and state.legal_actions() == []
    assert state.scores() == [sum(p) for p in state.piles]
    assert state.winners() and all(
        state.scores()[w] == max(state.scores()) for w in state.winners()
    )


def test_same_seed_same_actions_same_game() -> None:
    a = play_randomly(TOY_INFO.new_game(players=4, seed=3), seed=9)
    b = play_randomly(TOY_INFO.new_game(players=4, seed=3), seed=9)
    assert a.to_data() == b.to_data()
    c = TOY_INFO.new_game(players=4, seed=4)
    assert c.to_data()["deck"] != TOY_INFO.new_game(players=4, seed=3).to_data()["deck"]


def test_illegal_action_is_refused_and_changes_nothing() -> None:
    state = TOY_INFO.new_game(players=2, seed=1)
    missing = next(c for c in range(1, 11) if c not in state.hands[0])
    before = state.to_data()
    with pytest.raises(IllegalAction):
        state.apply(Play(missing))
    assert state.to_data() == before


def test_view_masks_other_hands_deck_and_rng() -> None:
    state = TOY_INFO.new_game(players=3, seed=2)
    view = state.view(1)
    assert view.rng is None and view.viewer == 1
    assert view.hands[1] == state.hands[1]
    assert view.hands[0] == [HIDDEN, HIDDEN] and view.deck == [HIDDEN] * len(state.deck)
    with pytest.raises(IllegalAction):
        view.apply(Play(view.hands[1][0]))  # a view cannot be played
    assert state.hands[0] != [HIDDEN, HIDDEN]  # the original is untouched


def test_determinize_is_consistent_with_the_view() -> None:
    state = TOY_INFO.new_game(players=3, seed=5)
    rng = Rng(0)
    for _ in range(4):
        state.apply(rng.choice(state.legal_actions()))
    view = state.view(2)
    world = view.determinize(2, Rng(11))
    assert all_cards(world) == list(FULL_DECK)
    assert world.hands[2] == state.hands[2] and world.piles == state.piles
    assert len(world.deck) == len(state.deck) and world.rng is not None
    world.apply(world.legal_actions()[0])  # a determinized world is playable
    assert state.turn == 4  # and independent of the original


def test_clone_and_data_round_trip() -> None:
    state = TOY_INFO.new_game(players=4, seed=8)
    state.apply(Redraw(state.hands[0][0]))
    twin = state.clone()
    assert twin.to_data() == state.to_data()
    twin.apply(twin.legal_actions()[0])
    assert twin.to_data() != state.to_data()
    back = TOY_INFO.state_from_data(state.to_data())
    assert back.to_data() == state.to_data()
    assert back.legal_actions() == state.legal_actions()
    view_back = TOY_INFO.state_from_data(state.view(0).to_data())
    assert view_back.rng is None and view_back.viewer == 0


def test_actions_round_trip_through_the_codec() -> None:
    for action in (Play(3), Redraw(10)):
        assert TOY_INFO.action_from_data(action.to_data()) == action
