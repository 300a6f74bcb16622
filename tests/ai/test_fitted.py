"""Fitted evaluations: the softmax model, its file block, and the fitting tool end to end."""

from __future__ import annotations

import dataclasses
import importlib.util
import logging
import math
from pathlib import Path

import numpy as np
import pytest

from game.ai.fitted import FIT_MARKER, FeatureSet, Fit, load_fit
from game.ai.hooks import evaluate_all
from game.core.content import read_toml
from tests.example_game.duel import INFO as DUEL

ROOT = Path(__file__).resolve().parents[2]


def _tool():
    spec = importlib.util.spec_from_file_location("fit_eval", ROOT / "tools" / "fit_eval.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


def _duel_features(state, seat):  # the seat's score, and what its hand still holds
    return [float(state.score[seat]), float(sum(state.hands[seat])), float(state.round)]


DUEL_FEATURES = FeatureSet(("score", "hand", "round"), _duel_features)
DUEL_FIT = dataclasses.replace(DUEL, features=DUEL_FEATURES)  # resolved by the tool as module:NAME


def test_fit_values_are_chances_summing_to_one_and_ignore_what_every_seat_shares():
    state = DUEL.new_game(players=3, seed=4)
    fit = Fit(DUEL_FEATURES, [0.4, 0.1, 5.0])
    values = fit.values(state)
    assert all(0.0 <= v <= 1.0 for v in values) and math.isclose(sum(values), 1.0)
    same = Fit(DUEL_FEATURES, [0.4, 0.1, 0.0]).values(state)  # the round is the same for all seats
    assert values == pytest.approx(same)
    assert fit(state, 1) == pytest.approx(values[1])
    assert evaluate_all(state, fit) == pytest.approx(values)  # the hooks call values() once


def test_a_seat_ahead_on_a_positively_weighed_feature_is_favoured():
    state = DUEL.new_game(players=2, seed=1)
    state.score = [6, 1]
    fit = Fit(DUEL_FEATURES, [0.5, 0.0, 0.0])
    assert fit(state, 0) > 0.5 > fit(state, 1)


def test_newton_fit_recovers_the_weights_that_made_the_outcomes():
    tool = _tool()
    rng = np.random.default_rng(7)
    truth = np.array([1.5, -0.8, 0.0])
    X = rng.normal(size=(4000, 3, 3))
    P = tool.softmax_rows(X @ truth)
    winners = np.array([rng.choice(3, p=p) for p in P])
    Y = np.zeros((4000, 3))
    Y[np.arange(4000), winners] = 1.0
    w = tool.fit_softmax(X, Y, l2=0.1)
    assert np.allclose(w, truth, atol=0.15), w
    fitted_loss, _ = tool.metrics(tool.softmax_rows(X @ w), Y)
    uniform_loss, _ = tool.metrics(np.full_like(P, 1 / 3), Y)
    assert fitted_loss < uniform_loss


def test_load_fit_reads_the_block_and_refuses_other_features(tmp_path, caplog):
    path = tmp_path / "content.toml"
    path.write_text('[setup]\nx = 1\n', encoding="utf-8")
    assert load_fit("duel", DUEL_FEATURES, path) is None  # no block: no fit, no fuss
    tool = _tool()
    tool.write_block(path, {"command": "python tools/fit_eval.py --game duel", "features": ["score", "hand", "round"],
                            "weights": [0.5, 0.1, 0.0]})
    fit = load_fit("duel", DUEL_FEATURES, path)
    assert fit is not None and fit.weights == [0.5, 0.1, 0.0]
    assert fit.meta["command"].startswith("python tools/fit_eval.py")
    assert read_toml(path)["setup"] == {"x": 1}  # the content above the block is kept
    tool.write_block(path, {"features": ["score", "hand", "round"], "weights": [1.0, 0.0, 0.0]})
    assert path.read_text(encoding="utf-8").count(FIT_MARKER) == 1  # a refit replaces the block
    assert load_fit("duel", DUEL_FEATURES, path).weights == [1.0, 0.0, 0.0]
    other = FeatureSet(("score", "luck"), lambda s, p: [0.0, 0.0])
    with caplog.at_level(logging.WARNING):
        assert load_fit("duel", other, path) is None
    assert "refit" in caplog.text


def test_the_tool_fits_duel_from_self_play_and_writes_its_block(tmp_path, capsys):
    tool = _tool()
    path = tmp_path / "content.toml"
    path.write_text("# duel content\n", encoding="utf-8")
    code = tool.main(["--game", "tests.ai.test_fitted:DUEL_FIT", "--games", "60", "--players", "2",
                      "--levels", "normal,easy", "--every", "1", "--write", "--content", str(path)])
    assert code == 0
    out = capsys.readouterr().out
    assert "held-out log-loss: fitted" in out and "hand-written" in out
    fit = load_fit("duel", DUEL_FEATURES, path)
    assert fit is not None
    assert fit.weights[0] > 0  # more points so far: more wins (the rules: the highest total wins)
    assert fit.meta["games"] == 60 and fit.meta["positions"] > 100
    assert "--game tests.ai.test_fitted:DUEL_FIT" in fit.meta["command"]


def test_the_tools_levels_name_one_table_or_several_played_by_turns():
    tool = _tool()
    assert tool.table_levels("normal,easy", 3) == [("normal", "easy", "normal")]
    assert tool.table_levels("normal/normal,normal,easy", 3) == [("normal",) * 3, ("normal", "normal", "easy")]
    with pytest.raises(SystemExit, match="empty table"):
        tool.table_levels("normal//easy", 3)
    jobs = []
    real = tool.play_and_record
    try:
        tool.play_and_record = lambda job: jobs.append(job) or ([], [], [])
        tool.self_play("duel", tool.table_levels("normal,normal/easy,normal", 2), 4, 0, 1, 1)
    finally:
        tool.play_and_record = real
    assert [job[1] for job in jobs] == [("normal", "normal"), ("easy", "normal")] * 2


def test_the_tool_refuses_a_file_it_cannot_write_before_playing_a_game(tmp_path):
    tool = _tool()
    path = tmp_path / "content.toml"
    path.write_text("# see [ai_fit] below\n", encoding="utf-8")
    played = []
    real = tool.self_play
    try:
        tool.self_play = lambda *a: played.append(a) or ([], 0.0)
        with pytest.raises(SystemExit, match="outside the tool's block"):
            tool.main(["--game", "tests.ai.test_fitted:DUEL_FIT", "--games", "4", "--write", "--content", str(path)])
    finally:
        tool.self_play = real
    assert played == []


def test_the_tools_hardply_seat_judges_one_ply_by_hards_evaluation():
    """`hardply` stands in for Hard at self-play: one-ply, on what Hard's search judges by."""
    from game.ai.heuristic import HeuristicSeat
    from game.games import get

    tool = _tool()
    equilibrium = get("equilibrium")
    seat = tool.seat_for(equilibrium, "hardply", 5)
    assert isinstance(seat, HeuristicSeat)
    assert seat.evaluation is equilibrium.search["evaluation"] is not equilibrium.evaluation
    plain = tool.seat_for(get("elysium"), "hardply", 5)     # no evaluation of Hard's own: the game's
    assert isinstance(plain, HeuristicSeat) and plain.evaluation is None
    assert not isinstance(tool.seat_for(equilibrium, "hard", 5), HeuristicSeat)
    with pytest.raises(ValueError, match="unknown AI level"):
        tool.seat_for(equilibrium, "hardest", 5)


def test_the_margin_target_recovers_what_final_scores_are_made_of():
    """Final scores built from two features (and noise): the margin fit weighs them as they were
    made, ignores the third, and its softmax predicts the winners better than chance."""
    np = pytest.importorskip("numpy")
    tool = _tool()
    rng = np.random.default_rng(3)
    X = rng.normal(size=(4000, 3, 3))
    S = X @ np.array([4.0, -2.0, 0.0]) + rng.normal(scale=3.0, size=(4000, 3)) + 50.0
    Y = (S == S.max(axis=1, keepdims=True)).astype(float)
    weights, temperature = tool.fit_margin(X, S, Y, ridge=1.0)
    assert temperature > 0
    made = weights * temperature
    assert made[0] == pytest.approx(4.0, abs=0.2) and made[1] == pytest.approx(-2.0, abs=0.2)
    assert abs(made[2]) < 0.2
    loss, accuracy = tool.metrics(tool.softmax_rows(X @ weights), Y)
    assert loss < np.log(3) - 0.2 and accuracy > 0.6
    assert tool.margin_r2(X, S, weights, temperature) > 0.5


def test_the_tool_fits_duel_to_final_scores_and_records_the_target(tmp_path, capsys):
    tool = _tool()
    path = tmp_path / "content.toml"
    path.write_text("# duel content\n", encoding="utf-8")
    code = tool.main(["--game", "tests.ai.test_fitted:DUEL_FIT", "--games", "60", "--players", "2",
                      "--levels", "normal,easy", "--every", "1", "--target", "margin", "--write",
                      "--content", str(path)])
    assert code == 0
    assert "held-out R²" in capsys.readouterr().out
    fit = load_fit("duel", DUEL_FEATURES, path)
    assert fit is not None and fit.meta["target"] == "margin" and fit.meta["temperature"] > 0
    assert fit.weights[0] > 0     # points so far are points at the end (the rules: the highest total wins)
    assert "--target margin" in fit.meta["command"]


def test_fitted_or_loads_its_fit_once_and_falls_back_without_one():
    from game.ai.fitted import FittedOr

    class Toy:
        players = 2

    class FakeFit:
        def values(self, state):
            return [0.8, 0.2]

    loads = []
    hand = lambda state: [0.4, 0.6]
    with_fit = FittedOr(lambda: loads.append(1) or FakeFit(), hand)
    assert with_fit.values(Toy()) == [0.8, 0.2] and with_fit(Toy(), 1) == 0.2
    assert with_fit.values(Toy()) == [0.8, 0.2] and loads == [1]        # loaded once
    without = FittedOr(lambda: loads.append(2), hand)
    assert without.fit is None and without.values(Toy()) == [0.4, 0.6] and without(Toy(), 0) == 0.4
    assert without.values(Toy()) == [0.4, 0.6] and loads == [1, 2]
    mixed = FittedOr(FakeFit, hand, share=0.25)          # a quarter the fit's, the rest the fallback's
    assert mixed.values(Toy()) == pytest.approx([0.25 * 0.8 + 0.75 * 0.4, 0.25 * 0.2 + 0.75 * 0.6])
    judged = FittedOr(FakeFit, hand, judge=lambda fit, state: [v / 2 for v in fit.values(state)])
    assert judged.values(Toy()) == [0.4, 0.1]


def test_a_feature_set_may_give_every_seat_at_once_and_the_fit_reads_that():
    calls = []

    def rows(state):
        calls.append("rows")
        return [_duel_features(state, seat) for seat in range(state.players)]

    together = FeatureSet(("score", "hand", "round"), _duel_features, rows)
    state = DUEL.new_game(players=3, seed=4)
    state.score = [3, 0, 1]
    assert together.table(state) == DUEL_FEATURES.table(state)
    weights = [0.4, 0.1, 5.0]
    assert Fit(together, weights).values(state) == Fit(DUEL_FEATURES, weights).values(state)
    assert calls == ["rows", "rows"]  # the table and the fit each asked once, not once a seat
    short = FeatureSet(("score", "hand", "round"), _duel_features, lambda s: [[1.0, 2.0, 3.0]])
    with pytest.raises(ValueError, match="not 3 seats"):
        short.table(state)
