"""Bloodlines' features and its evaluation fitted to game outcomes ([ai_fit] in content.toml)."""

from __future__ import annotations

import math

from game.ai.fitted import load_fit
from game.core import Rng
from game.games.bloodlines import INFO, ai, score
from game.games.bloodlines.features import FEATURES, NAMES, progress

from .helpers import new_game


def _positions(seed: int, every: int = 9):  # type: ignore[no-untyped-def]
    """States along a random 3-player game (copies), the last one over."""
    st = INFO.new_game(players=3, seed=seed)
    rng = Rng(seed)
    out = []
    moves = 0
    while not st.is_over:
        legal = st.legal_actions()
        st.apply(legal[rng.below(len(legal))])
        moves += 1
        if moves % every == 0:
            out.append(st.clone())
    out.append(st)
    return out


def test_the_game_declares_its_features() -> None:
    assert INFO.features is FEATURES and FEATURES.names == NAMES


def test_features_are_finite_one_per_name_and_read_the_position() -> None:
    for st in _positions(5):
        vp = score.victory_points(st)
        table = FEATURES.table(st)
        assert len(table) == 3 and all(len(row) == len(NAMES) for row in table)
        assert all(math.isfinite(x) for row in table for x in row)
        col = {name: [row[i] for row in table] for i, name in enumerate(NAMES)}
        assert col["vp"] == [float(v) for v in vp]
        assert [t + b for t, b in zip(col["tokens"], col["battlegrounds"])] == col["vp"]
        assert sum(col["first"]) == 1.0 and col["first"][st.first] == 1.0
        assert all(m >= 0 for m in col["missions"]) and sum(col["missions"]) <= 3 * len(st.missions) + 1e-9
        assert 0.0 <= progress(st) <= 1.0


def test_progress_runs_from_the_start_to_the_end() -> None:
    positions = _positions(7, every=5)
    values = [progress(st) for st in positions]
    assert values[0] < 0.2 and values[-1] == 1.0
    assert values == sorted(values)


def test_the_fitted_evaluation_loads_and_matches_the_features() -> None:
    fit = load_fit("bloodlines", FEATURES)
    assert fit is not None, "content.toml has no usable [ai_fit] (refit: see docs/bloodlines-decisions.md)"
    assert len(fit.weights) == len(NAMES) and all(math.isfinite(w) for w in fit.weights)
    assert fit.meta["games"] > 0 and "fit_eval.py" in fit.meta["command"]


def test_the_fitted_evaluation_is_a_share_of_the_win_over_the_seats() -> None:
    for st in _positions(11):
        values = ai.FITTED.values(st)
        assert all(0.0 <= v <= 1.0 for v in values)
        assert abs(sum(values) - 1.0) < 1e-9
        assert values[1] == ai.FITTED(st, 1)
    over = _positions(13, every=10_000)[-1]
    assert over.is_over
    winners = over.winners()
    assert ai.FITTED.values(over) == [1.0 / len(winners) if p in winners else 0.0 for p in range(3)]


def test_the_fitted_evaluation_likes_more_power_for_the_seat_that_has_it() -> None:
    st = new_game(("wild", "ember", "umbral"))
    before = ai.FITTED.values(st)
    st.power[st.leader[0]] += 5
    st._touched()
    after = ai.FITTED.values(st)
    assert after[0] > before[0] and after[1] < before[1] and after[2] < before[2]
