"""The search finds winning moves, handles many players, and stops when told."""

from __future__ import annotations

import threading

import pytest

from game.ai import ISMCTS, Budget, ISMCTSSeat
from game.ai.decision import open_decision
from game.core import Rng
from tests.ai.helpers import toy_last_turn
from tests.toy_game import TOY_INFO, Play


@pytest.mark.parametrize("seed", range(5))
def test_search_alone_finds_the_only_winning_card(seed: int) -> None:
    # seat 1 trails 3 to 10 on the last turn: only playing the 8 wins (11 > 10)
    state = toy_last_turn(hand=[8, 2], my_pile=[3], rival_pile=[10])
    assert len(state.legal_actions()) == 4
    seat = ISMCTSSeat(seed, Budget(seconds=None, iterations=120),
                      search=ISMCTS(prior_visits=0, stop_when_settled=False))
    assert seat.choose(state.view(1)) == Play(8)
    assert seat.last is not None and seat.last.iterations == 120
    assert max(seat.last.visits, key=seat.last.visits.__getitem__) == Play(8)


def test_search_values_track_the_outcome() -> None:
    state = toy_last_turn(hand=[8, 2], my_pile=[3], rival_pile=[10])
    seat = ISMCTSSeat(1, Budget(seconds=None, iterations=200), search=ISMCTS(prior_visits=0))
    seat.choose(state.view(1))
    assert seat.last is not None
    values = seat.last.values
    assert values[Play(8)] > 0.85  # a certain win
    assert values[Play(2)] < 0.15  # a certain loss


def test_search_takes_the_dominant_line_with_two_turns_left() -> None:
    # seat 1 to move at turn 9 (it moves again at turn 11): playing the 10 now scores
    # 10 + max(1, next draw), more than any other line
    state = TOY_INFO.new_game(players=2, seed=21)
    state.turn = 9
    state.hands[1] = [10, 1]
    state.piles = [[9, 9, 8], [8, 7, 6]]
    state.discards = []
    state.deck = state.deck[:7]  # as many as are left after nine turns
    state._touched()
    seat = ISMCTSSeat(3, Budget(seconds=None, iterations=400))
    assert seat.choose(state.view(1)) == Play(10)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_search_plays_whole_games_for_any_table_size(players: int) -> None:
    state = TOY_INFO.new_game(players=players, seed=players)
    seats = [ISMCTSSeat(p, Budget(seconds=None, iterations=30)) for p in range(players)]
    while not state.is_over:
        seat = state.current_player
        action = seats[seat].choose(state.view(seat))
        assert state.is_legal(action)
        state.apply(action)
    assert state.winners()


def test_search_stops_when_the_callable_says_so() -> None:
    state = TOY_INFO.new_game(players=3, seed=2)
    decision = open_decision(state.view(0), Rng(1))
    calls = []

    def stop() -> bool:
        calls.append(1)
        return len(calls) > 25

    # no budget at all: only the stop signal can end this search
    result = ISMCTS().search(decision, Rng(1), Budget(seconds=None, iterations=None), stop)
    assert 0 < result.iterations <= 25
    assert result.action in decision.actions


def test_search_already_cancelled_still_answers_legally() -> None:
    state = TOY_INFO.new_game(players=3, seed=2)
    decision = open_decision(state.view(0), Rng(1))
    stop = threading.Event()
    stop.set()
    result = ISMCTS(prior_visits=0).search(decision, Rng(4), Budget(seconds=None, iterations=None), stop)
    assert result.iterations == 0
    assert result.action in decision.actions


def test_a_settled_search_stops_early_with_the_same_answer() -> None:
    state = toy_last_turn(hand=[8, 2], my_pile=[3], rival_pile=[10])
    patient = ISMCTSSeat(2, Budget(seconds=None, iterations=2000),
                         search=ISMCTS(prior_visits=0, stop_when_settled=False))
    hasty = ISMCTSSeat(2, Budget(seconds=None, iterations=2000), search=ISMCTS(prior_visits=0))
    assert patient.choose(state.view(1)) == hasty.choose(state.view(1)) == Play(8)
    assert patient.last is not None and hasty.last is not None
    assert hasty.last.iterations < patient.last.iterations == 2000


def test_iteration_budget_makes_the_search_repeatable() -> None:
    state = TOY_INFO.new_game(players=3, seed=6)
    view = state.view(0)
    first = ISMCTSSeat(9, Budget(seconds=None, iterations=150))
    second = ISMCTSSeat(9, Budget(seconds=None, iterations=150))
    assert first.choose(view) == second.choose(view)
    assert first.last is not None and second.last is not None
    assert first.last.visits == second.last.visits
