"""Every registered game's declared features and fitted weights (game.ai.fitted)."""

from __future__ import annotations

import math

import pytest

from game import games
from game.ai.fitted import FIT_TABLE, content_path, load_fit
from game.core import Rng
from game.core.content import read_toml

GAMES = [info.id for info in games.all_games()]


def _positions(info, players: int, count: int, seed: int):
    """States along a random game (full states, as a determinized world is)."""
    rng = Rng(seed)
    state = info.new_game(players=players, seed=seed)
    out = []
    step = 0
    while not state.is_over and len(out) < count:
        if step % 7 == 3:
            out.append(state.clone())
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
        step += 1
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_declared_features_are_finite_numbers_one_per_name_and_leave_the_state_alone(game_id):
    info = games.get(game_id)
    if info.features is None:
        pytest.skip(f"{info.title} declares no features")
    for players in sorted({info.min_players, min(info.max_players, 4)}):
        for state in _positions(info, players, 12, seed=players):
            before = state.to_data()
            table = info.features.table(state)
            assert len(table) == players
            for row in table:
                assert len(row) == len(info.features.names)
                assert all(math.isfinite(x) for x in row)
            assert state.to_data() == before


@pytest.mark.parametrize("game_id", GAMES)
def test_a_fitted_block_matches_the_features_and_gives_chances_summing_to_one(game_id):
    info = games.get(game_id)
    table = read_toml(content_path(game_id)).get(FIT_TABLE)
    if table is None:
        pytest.skip(f"{info.title} has no fitted weights")
    assert info.features is not None, "weights without declared features"
    fit = load_fit(game_id, info.features)
    assert fit is not None, "the weights no longer match the features: refit with the recorded command"
    assert fit.meta["command"].startswith("python tools/fit_eval.py --game ")
    assert fit.meta["held_out_log_loss"] > 0 and 0 < fit.meta["held_out_accuracy"] <= 1
    for state in _positions(info, 3 if info.max_players >= 3 else 2, 6, seed=11):
        values = fit.values(state)
        assert math.isclose(sum(values), 1.0) and all(0.0 <= v <= 1.0 for v in values)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_games_features_for_every_seat_at_once_are_its_features_seat_by_seat(game_id):
    """`FeatureSet.rows` (where a game gives it, the fit reads it) is only a faster way to the same
    numbers: every seat's row equals `compute` for that seat, and so does the fit's value."""
    info = games.get(game_id)
    features = info.features
    if features is None or features.rows is None:
        pytest.skip(f"{info.title} gives its features seat by seat only")
    for players in sorted({info.min_players, min(info.max_players, 4)}):
        for state in _positions(info, players, 14, seed=20 + players):
            together = [list(map(float, row)) for row in features.rows(state)]
            alone = [list(map(float, features.compute(state, seat))) for seat in range(players)]
            assert together == alone
            assert features.table(state) == alone


def test_nocturnes_features_follow_a_state_changed_by_hand():
    """Its features keep what a seat's holdings are worth by those holdings: a change by hand
    (blood, a card, a victory point) is read again, never an old value kept for the seat."""
    info = games.get("nocturne")
    state = _positions(info, 3, 4, seed=5)[-1]
    names = info.features.names
    before = info.features.table(state)
    state.blood[1] += 3
    state.vp[2] += 2
    state.hands[0] = state.hands[0][1:]
    state.assign[0] = state.assign[0][1:]
    after = info.features.table(state)
    assert after[1][names.index("blood")] == before[1][names.index("blood")] + 3
    assert after[2][names.index("points")] == before[2][names.index("points")] + 2
    assert after[0][names.index("cards_early")] < before[0][names.index("cards_early")]
    assert after[0] == [float(x) for x in info.features.compute(state, 0)]
