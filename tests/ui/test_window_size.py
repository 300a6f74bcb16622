"""A window never opens larger than the screen or off it (issue 43: a saved 2560x1440 on a 1280x720
display opened off-screen with no menu reachable)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game.ui import app as app_module
from game.ui.app import MIN_SIZE, App, fit_to_screen


@pytest.mark.parametrize(("saved", "screen", "opened"), [
    ((2560, 1440), (1280, 720), (1280, 720)),     # the case: clamped to the screen
    ((1600, 900), (1280, 720), (1280, 720)),
    ((1280, 720), (2560, 1440), (1280, 720)),     # a smaller window is kept as saved
    ((3000, 500), (1920, 1080), (1920, MIN_SIZE[1])),   # each side on its own, never under the smallest layout
    ((1280, 720), (800, 600), (800, 600)),        # a screen under the tables' smallest: the screen's size
    ((1280, 720), None, (1280, 720)),             # no screen known: as saved
])
def test_a_saved_size_is_fitted_to_the_screen(saved, screen, opened):
    assert fit_to_screen(saved, screen) == opened


def test_a_window_saved_larger_than_the_screen_opens_at_the_screens_size(tmp_path, monkeypatch):
    monkeypatch.setenv("DANSE_MACABRE_HOME", str(tmp_path))
    monkeypatch.setattr(app_module, "desktop_size", lambda: (1280, 720))
    app = App(size=(2560, 1440), fullscreen=False)
    try:
        assert app.screen.get_size() == (1280, 720)
        assert app.windowed_size == (1280, 720)
    finally:
        app.close()
