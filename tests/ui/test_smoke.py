"""The smoke run: every scene opens offscreen and a short game is played through real clicks."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest

from game.ui import smoke
from game.ui.session import available_games, register_extra


def test_smoke_with_the_toy_game(toy_info, tmp_path, capsys):
    register_extra(toy_info)
    assert smoke.main(["--offscreen", "--game", "toy", "--moves", "2", "--shots", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "smoke ok" in out
    for scene in ("title", "new_game", "table", "pause", "results", "load", "settings", "rules", "error"):
        assert (tmp_path / f"{scene}.png").is_file(), scene


def test_smoke_with_a_registered_game(capsys):
    registered = [g.id for g in available_games() if g.id != "toy"]
    if not registered:
        pytest.skip("no game registered yet")
    assert smoke.main(["--offscreen", "--game", registered[0], "--moves", "3"]) == 0


def test_smoke_reports_failure(capsys):
    assert smoke.main(["--offscreen", "--game", "no-such-game"]) == 1
    assert "no-such-game" in capsys.readouterr().out
