"""Equilibrium's fitted evaluation while a favour's answer is open: the card has been carried out,
the attacked seat (or the attacker) may still use a favour, and the turn's intrigue is paid only
when the turn ends (round_end.end_turn).  The position is judged as the turn will stand: the
intrigue paid, and in the round's last turn after the answer its seat likes best."""

from __future__ import annotations

import random

import pytest

from game.games.equilibrium import ai
from game.games.equilibrium.actions import Pass
from game.games.equilibrium.state import EquilibriumState

from .helpers import new_state


def _answer_open(seed: int, last: bool) -> EquilibriumState | None:
    """The first attacked seat's answer along a seeded random playout (in a round's last turn or
    not), or None."""
    state = new_state(3, seed)
    rng = random.Random(seed)
    while not state.is_over:
        last_turn = not any(any(t) for t in state.tokens)
        if state.phase == "action" and state.stage == "react" and last_turn == last:
            return state
        state.apply(rng.choice(state.legal_actions()))
    return None


def _answers(seeds: int, last: bool):  # type: ignore[no-untyped-def]
    """Each seed's open answer (see _answer_open), for the seeds that reach one."""
    for seed in range(seeds):
        state = _answer_open(seed, last)
        if state is not None:
            yield state


def _fitted() -> ai.FittedEvaluation:
    evaluation = ai.EVALUATION.fitted
    assert evaluation is not None
    return evaluation


def test_an_open_answer_counts_the_intrigue_the_turn_will_pay() -> None:
    # seeds whose first (not last-turn) answer is passed straight into the next seat's turn
    evaluation = _fitted()
    checked = 0
    for state in _answers(30, last=False):
        passed = state.clone()
        passed.apply(Pass())
        if passed.stage != "commit" or ai.turn_intrigue(state) == 0:
            continue
        before = state.to_data()
        values = evaluation.values(state)
        assert state.to_data() == before                  # the intrigue is put back
        assert values == pytest.approx(evaluation.values(passed))
        # the position as it stands (the intrigue not yet on the track) is judged otherwise
        assert evaluation.static(state) != pytest.approx(values)
        checked += 1
    assert checked >= 3


def test_the_rounds_last_answer_is_judged_after_the_answer_its_seat_likes_best() -> None:
    evaluation = _fitted()
    checked = 0
    for state in _answers(60, last=True):
        answerer = state.current_player
        assert answerer is not None
        outcomes = []
        for action in state.legal_actions():
            trial = state.clone()
            trial.apply(action)
            outcomes.append(evaluation.values(trial))
        values = evaluation.values(state)
        assert values == pytest.approx(max(outcomes, key=lambda v: v[answerer]))
        checked += 1
        if checked == 3:
            break
    assert checked >= 1
