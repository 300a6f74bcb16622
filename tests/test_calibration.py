"""The calibration figures the Review's trust line is made of (game.ai.calibration)."""

from __future__ import annotations

import math

import pytest

from game.ai.calibration import Calibration, read_calibrations, trust_text


def test_a_forecaster_that_is_always_right_has_no_loss_and_no_error():
    sure = Calibration(3)
    for winner in (0, 1, 2, 1):
        sure.add_game([[1.0 if s == winner else 0.0 for s in range(3)]] * 5, [winner])
    assert sure.games == 4 and sure.positions == 20
    assert sure.log_loss == pytest.approx(0.0, abs=1e-6) and sure.error == pytest.approx(0.0)
    assert [row[0] for row in sure.table()] == ["0–10%", "90–100%"]


def test_a_blind_forecaster_scores_the_blind_guess_and_its_error_is_the_gap_to_the_truth():
    blind = Calibration(4)
    blind.add_game([[0.25] * 4] * 10, [2])
    assert blind.log_loss == pytest.approx(math.log(4)) == pytest.approx(blind.blind)
    # every chance given is 25%; a quarter of the (seat, position) pairs won: perfectly calibrated
    assert blind.error == pytest.approx(0.0)
    wrong = Calibration(2)
    wrong.add_game([[0.9, 0.1]] * 10, [1])    # sure of the loser
    assert wrong.error == pytest.approx(0.9) and wrong.log_loss > wrong.blind


def test_the_trust_line_reads_the_figures_and_says_so_when_there_are_none(tmp_path):
    assert "not been measured" in trust_text("equilibrium", tmp_path / "missing.toml")
    path = tmp_path / "calibration.toml"
    path.write_text('[equilibrium]\ngames = 40\nerror = 0.03\nlog_loss = 0.9\nblind_log_loss = 1.0986\n'
                    '[nocturne]\ngames = "many"\n', encoding="utf-8")
    line = trust_text("equilibrium", path)
    assert "40 games" in line and "close to the truth" in line and "0.90" in line
    assert "cannot be read" in trust_text("nocturne", path)
    path.write_text('[bloodlines]\ngames = 24\nerror = 0.079\nlog_loss = 1.17\nblind_log_loss = 1.0986\n',
                    encoding="utf-8")
    worse = trust_text("bloodlines", path)
    assert "no better than a blind guess" in worse and "close to the truth" not in worse
    path.write_text("not [ toml", encoding="utf-8")
    assert read_calibrations(path) == {} and "not been measured" in trust_text("equilibrium", path)
