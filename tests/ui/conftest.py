"""Offscreen pygame for every UI test."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest


@pytest.fixture(autouse=True)
def _extras_left_as_found():
    """A game a test registers (the toy, the Duel) is gone after it: tests elsewhere in the same run
    (the soak's samples of every available game) never meet it."""
    from game.ui import session  # lazy: pygame only after the SDL settings above

    before = dict(session.extra_games)
    yield
    session.extra_games.clear()
    session.extra_games.update(before)


@pytest.fixture
def title_app(saves_home, toy_info):
    """A 1280x720 window on the title screen, the toy game registered, settings never written."""
    from game.ui.app import App
    from game.ui.scenes_menu import TitleScene
    from game.ui.session import register_extra

    register_extra(toy_info)
    app = App(size=(1280, 720), fullscreen=False)
    app.preferences.persistent = False
    app.stack.push(TitleScene())
    app.step([], 1 / 60)
    yield app
    app.close()
