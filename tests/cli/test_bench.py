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


def _first_table() -> str:
    ids = games.ids()
    return "equilibrium" if "equilibrium" in ids else ids[0]


def test_peak_memory_of_a_short_game_names_both_processes() -> None:
    from game.ui.memory import measure

    numbers = measure(_first_table(), players=5, expert_seconds=0.02, max_moves=12, max_minutes=2)
    assert numbers["moves"] >= 12 and not numbers["finished"]
    assert numbers["helper_process"], "the AI seats should think in the helper process"
    assert 20 < numbers["window_peak_mb"] < 4096  # the window has pygame, the art and the table loaded
    assert 5 < numbers["helper_peak_mb"] < 4096
    assert numbers["helper_peak_mb"] < numbers["window_peak_mb"]  # the helper never loads pygame or art
    line = bench.memory_line(numbers)
    assert f"window {numbers['window_peak_mb']:.1f} MB" in line and "AI helper" in line
    assert "stopped early" in line


def test_a_memory_line_says_when_a_target_is_missed() -> None:
    numbers = {"game": "g", "players": 5, "finished": True, "moves": 300, "size": "1280x720",
               "expert_seconds": 1.0, "seconds": 60.0, "window_peak_mb": 250.0, "helper_peak_mb": 40.0,
               "helper_process": True}
    line = bench.memory_line(numbers)
    assert "whole game" in line
    assert line.count("OVER TARGET") == 1 and line.index("OVER TARGET") < line.index("AI helper")


def test_the_window_memory_target_is_tighter_at_1280x720() -> None:
    numbers = {"game": "g", "players": 5, "finished": True, "moves": 300, "size": "1280x720",
               "expert_seconds": 1.0, "seconds": 60.0, "window_peak_mb": 170.0, "helper_peak_mb": 40.0,
               "helper_process": True}
    assert "target <= 150: OVER TARGET" in bench.memory_line(numbers)
    assert "target <= 200: ok" in bench.memory_line(dict(numbers, size="2560x1440"))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="VmHWM is read from /proc")
def test_peak_rss_reads_this_process_peak() -> None:
    from game.ui.memory import peak_rss

    before = peak_rss()
    assert before is not None and before > 0
    ballast = bytearray(before + 64 * 1024 * 1024)  # more than this process ever held
    ballast[:: 4096] = b"x" * len(ballast[:: 4096])  # touch every page so it is resident
    peak = peak_rss()
    del ballast
    assert peak is not None and peak >= before + 64 * 1024 * 1024
    assert (peak_rss() or 0) >= before + 60 * 1024 * 1024  # a peak: it stays after the ballast is freed


def test_start_to_the_first_title_frame_is_timed_from_launch(tmp_path, monkeypatch) -> None:
    from game.ui import startup

    monkeypatch.setattr(startup, "FROZEN", tmp_path / "no-such-program")
    lines = bench.start_lines(runs=2)
    assert len(lines) == 2
    assert lines[0].startswith("start to first title frame, python -m game") and "warm" in lines[0]
    assert "frozen build: skipped" in lines[1]
    numbers = startup.start_to_title(startup.installed_command()[0], runs=2)
    assert len(numbers["runs_s"]) == 2 and 0 < numbers["warm_s"] < 120 and 0 < numbers["cold_s"] < 120
    assert numbers["best_s"] <= numbers["warm_s"]
    if sys.platform != "win32":  # the processor time a start used: Python, pygame and the title at least
        assert 0 < numbers["cpu_s"] < 120


def test_a_program_that_draws_no_title_is_reported() -> None:
    from game.ui.startup import start_to_title

    with pytest.raises(RuntimeError, match="drew no title frame"):
        start_to_title([sys.executable, "-c", "pass"], runs=2)


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_every_table_is_timed_while_one_of_its_pieces_is_carried(game_id: str) -> None:
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui.bench import drag_frame_times

    got = drag_frame_times(game_id, size=(1280, 720), frames=5)
    assert got["game"] == game_id and got["frames"] == 5 and got["moves_before"] >= 30
    assert 0 < got["median_ms"] <= got["p95_ms"] < 60_000


def test_a_table_that_fails_to_be_timed_is_named_not_fatal(monkeypatch) -> None:
    fake = types.ModuleType("game.ui.bench")
    fake.frame_times = lambda: {"median_ms": 1.0}  # type: ignore[attr-defined]

    def broken(game_id: str) -> dict:
        raise RuntimeError("no piece to carry")

    fake.drag_frame_times = broken  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.ui.bench", fake)
    lines = bench.frame_time_lines()
    assert [line for line in lines if "FAILED: no piece to carry" in line and "dragged" in line] \
        and len(lines) == 1 + len(games.GAME_IDS)


def test_a_games_own_numbers_follow_its_engine_numbers(monkeypatch) -> None:
    asked: list[bool] = []

    def extra(quick: bool) -> list[str]:
        asked.append(quick)
        return ["campaign file: 3 KB"]
    info = TOY_INFO
    monkeypatch.setitem(bench.EXTRAS, TOY_INFO.id, extra)
    monkeypatch.setattr(bench, "decision_positions", lambda info, players, count: [])
    monkeypatch.setattr(bench, "save_reload_line", lambda info, players: "save and reload: measured")
    lines = bench.bench_game(info, quick=True)
    assert asked == [True] and lines[-1] == "campaign file: 3 KB"
    monkeypatch.delitem(bench.EXTRAS, TOY_INFO.id)
    assert bench.bench_game(TOY_INFO, quick=True)[-1] != "campaign file: 3 KB"


def test_the_chronicle_reports_a_whole_chronicle_and_its_campaign_file() -> None:
    lines = bench.EXTRAS["bloodlines"](True)
    assert lines[0].startswith("chronicle: 21 chapters") and " s " in lines[0]
    assert lines[1].startswith("campaign file at chapter 21:") and "save" in lines[1] and "load" in lines[1]
