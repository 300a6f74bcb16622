"""Random legal playouts for 2-5 players keep the rulebook's invariants at every position: counters
are moved, never created, except where a rule takes them from the bank (checked as bank + pool +
blood + life constant); every card of each seat's deck is in exactly one place; everyone still in
has pool; and every game ends (the round limit at the latest)."""

from __future__ import annotations

import pytest

from game.core import Rng

from .helpers import check_invariants, counters, new


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_keep_every_invariant_and_end(players: int) -> None:
    ended = 0
    for seed in range(12):
        state = new(players, seed=seed)
        referee = Rng(seed * 11 + players)
        total = counters(state)
        moves = 0
        while not state.is_over:
            check_invariants(state, total)
            legal = state.legal_actions()
            assert legal, "a seat to move has no legal action"
            state.apply(legal[referee.below(len(legal))])
            moves += 1
            assert moves < 20000
        check_invariants(state, total)
        assert state.round <= state.rounds_limit
        ended += 1
    assert ended == 12


def test_the_round_limit_option_shortens_the_game() -> None:
    short = new(3, seed=4, rounds=6)
    referee = Rng(3)
    while not short.is_over:
        legal = short.legal_actions()
        short.apply(legal[referee.below(len(legal))])
    assert short.round <= 6
    assert short.end_reason in ("rounds", "last")
