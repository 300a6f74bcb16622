"""The smoke run: every scene opens offscreen and a short game is played through real clicks."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest

from game.ui import smoke
from game.ui.session import available_games, register_extra


def test_smoke_with_the_example_game(tmp_path, capsys):
    """Duel (tests/example_game, the guide's example) has a table-less table and its rules text."""
    from tests.example_game.duel import INFO

    register_extra(INFO)
    assert smoke.main(["--offscreen", "--game", "duel", "--moves", "1", "--shots", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "smoke ok" in out
    for scene in ("title", "new_game", "table", "pause", "results", "load", "settings", "rules", "error"):
        assert (tmp_path / f"{scene}.png").is_file(), scene


def test_smoke_fails_when_a_rules_text_is_missing(toy_info, capsys):
    """The toy game has no rules.md beside it: a player would read a placeholder, so smoke fails."""
    from game.ui import resources

    register_extra(toy_info)
    resources.problems.clear()
    resources._reported.clear()
    assert smoke.main(["--offscreen", "--game", "toy", "--moves", "2"]) == 1
    assert "missing rules text" in capsys.readouterr().out
    resources.problems.clear()
    resources._reported.clear()


def test_smoke_with_a_registered_game(capsys):
    registered = [g.id for g in available_games() if g.id != "toy"]
    if not registered:
        pytest.skip("no game registered yet")
    assert smoke.main(["--offscreen", "--game", registered[0], "--moves", "3"]) == 0


def test_smoke_reports_failure(capsys):
    assert smoke.main(["--offscreen", "--game", "no-such-game"]) == 1
    assert "no-such-game" in capsys.readouterr().out
