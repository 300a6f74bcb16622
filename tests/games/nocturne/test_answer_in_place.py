"""answer.py's in-place weighing against the plain greedy step it shortcuts: for every legal action
at every planning and upkeep decision of seeded random games, the weighed value is the search's
evaluation of a played copy (``hooks.evaluate_seat``), float for float, or None where the step may
move the turn on; the state is left exactly as it was; and the answer picks what the plain greedy
answer picks, drawing the same numbers."""

from __future__ import annotations

import pytest

from game.ai.hooks import evaluate_seat, greedy_rollout_policy
from game.core.rng import Rng
from game.games.nocturne import HARD_EVALUATION, INFO
from game.games.nocturne.actions import AddCard, CommitPlan, DropOrder, KeepCard, PlanOrder
from game.games.nocturne.answer import hard_answer, weigher
from game.games.nocturne.state import NocturneState

from .helpers import fresh


def _decisions(players: int, seed: int, edition: int) -> list[NocturneState]:
    """The planning and upkeep decisions of a seeded random game."""
    state = fresh(players, seed, edition)
    rng = Rng(seed * 11 + players)
    out = []
    while not state.is_over:
        if state.step in ("plan", "upkeep"):
            out.append(state.clone())
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    return out


GAMES = [(4, 1, 2), (3, 2, 2), (2, 3, 2), (4, 4, 1)]


@pytest.fixture(scope="module")
def decisions() -> list[NocturneState]:
    return [s for game in GAMES for s in _decisions(*game)]


def _snapshot(state: NocturneState) -> dict:
    return state.to_data()   # a copy: every field, the history, the rng


def test_every_weighed_value_is_the_played_copys(decisions: list[NocturneState]) -> None:
    weigh = weigher(HARD_EVALUATION)
    weighed: dict[type, int] = {}
    played: dict[type, int] = {}
    for state in decisions[::2]:
        mover = state.current_player
        assert mover is not None
        before = _snapshot(state)
        for action in state.legal_actions():
            value = weigh(state, action, mover)
            assert _snapshot(state) == before, action   # left as it was
            if value is None:
                played[type(action)] = played.get(type(action), 0) + 1
                continue
            after = state.clone()
            after.apply(action)
            assert value == evaluate_seat(after, mover, HARD_EVALUATION), (state.step, action)
            weighed[type(action)] = weighed.get(type(action), 0) + 1
    # every kind the weigher takes is met often; a keep that ends the upkeep, a commit, are played
    assert all(weighed.get(kind, 0) >= 20 for kind in (AddCard, PlanOrder, DropOrder, KeepCard)), weighed
    assert played.get(KeepCard, 0) >= 20 and played.get(CommitPlan, 0) >= 20, played


def test_the_answer_picks_as_the_plain_greedy_answer(decisions: list[NocturneState]) -> None:
    fast, plain = hard_answer(HARD_EVALUATION), greedy_rollout_policy(HARD_EVALUATION, 0.0)
    for i, state in enumerate(decisions[1::3]):
        a, b = Rng(i), Rng(i)
        assert fast(state.clone(), a) == plain(state.clone(), b)
        assert a.random() == b.random()


def test_hard_searches_with_it() -> None:
    assert INFO.search is not None and INFO.search["answer"] is not None
