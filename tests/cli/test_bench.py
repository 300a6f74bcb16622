"""`python -m game bench`: its measurements count what they claim, and absent parts are skipped."""

from __future__ import annotations

import sys
import types

import pytest

from game import games
from game.cli import bench
from tests.toy_game import TOTAL_TURNS, TOY_INFO


def test_random_playouts_count_whole_games() -> None:
    result = bench.random_playouts(TOY_INFO, 3, seconds=0.05)
    assert result.games >= 1
    assert result.applies == result.games * TOTAL_TURNS
    assert result.legal_calls == result.applies
    assert "games/s" in result.line() and "apply()" in result.line()


def test_decision_positions_are_real_decisions_and_seats_answer_them() -> None:
    positions = bench.decision_positions(TOY_INFO, 3, count=4)
    assert len(positions) == 4
    assert all(len(p.legal_actions()) > 1 and not p.is_over for p in positions)
    assert len(bench.decision_times(positions, "normal")) == 4


def test_frame_times_are_read_when_the_ui_offers_them(monkeypatch) -> None:
    fake = types.ModuleType("game.ui.bench")
    fake.frame_times = lambda: [0.010, 0.012, 0.020]  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.ui.bench", fake)
    (line,) = bench.frame_time_lines()
    assert "3 frames" in line and "median 12.0 ms" in line


def test_frame_times_are_skipped_when_the_ui_has_none(monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "game.ui.bench", types.ModuleType("game.ui.bench"))
    assert "skipped" in bench.frame_time_lines()[0]


def test_an_unknown_game_is_refused(capsys) -> None:
    assert bench.main(["--game", "nonesuch"]) == 2
    assert "no game called" in capsys.readouterr().out


@pytest.mark.skipif("equilibrium" not in games.ids(), reason="Equilibrium is not in this build")
def test_save_reload_is_measured_for_a_finished_game() -> None:
    line = bench.save_reload_line(games.get("equilibrium"), 3)
    assert line.startswith(("save+reload of a finished game", "save+reload: skipped"))
