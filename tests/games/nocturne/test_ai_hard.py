"""Nocturne's Hard: its search judges by the fit in content.toml, Normal by the hand-written evaluation."""

from __future__ import annotations

import math
import random

import pytest

from game.ai.fitted import load_fit
from game.ai.hooks import evaluate_all
from game.ai.ismcts import ISMCTS
from game.games import get, nocturne
from game.games.nocturne import HARD_EVALUATION, INFO
from game.games.nocturne.features import FEATURES


def _positions(seed: int = 7, every: int = 9):  # type: ignore[no-untyped-def]
    state = INFO.new_game(players=3, seed=seed)
    rng = random.Random(seed)
    k = 0
    while not state.is_over and k < 600:
        if k % every == 0:
            yield state
        state.apply(rng.choice(state.legal_actions()))
        k += 1


def test_hards_search_judges_by_the_fitted_evaluation_and_normal_by_the_hand_written_one() -> None:
    state = INFO.new_game(players=3, seed=1)
    search = ISMCTS(macro=True).for_game(state)
    assert search.evaluation is HARD_EVALUATION
    assert get("nocturne").evaluation is not HARD_EVALUATION
    fit = load_fit("nocturne", FEATURES)
    assert fit is not None and HARD_EVALUATION.fit is not None
    assert HARD_EVALUATION.fit.weights == fit.weights
    for state in _positions():
        values = evaluate_all(state, HARD_EVALUATION)
        assert values == pytest.approx(fit.values(state))
        assert math.fsum(values) == pytest.approx(1.0)
        assert HARD_EVALUATION(state, 2) == pytest.approx(values[2])


def test_without_a_fit_hard_judges_by_the_hand_written_evaluation(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(nocturne, "load_fit", lambda game_id, features, path=None: None)
    evaluation = nocturne.hard_evaluation()
    assert evaluation.fit is None
    for state in _positions(seed=3):
        assert evaluation.values(state) == nocturne.values(state)
