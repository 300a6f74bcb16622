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
def title_window(saves_home):
    """A 1280x720 window on the title screen, settings never written."""
    from game.ui.app import App  # lazy: pygame only after the SDL settings above
    from game.ui.scenes_menu import TitleScene  # lazy: pygame only after the SDL settings above

    app = App(size=(1280, 720), fullscreen=False)
    app.preferences.persistent = False
    app.stack.push(TitleScene())
    app.step([], 1 / 60)
    yield app
    app.close()


@pytest.fixture
def title_app(toy_info, title_window):
    """The title window with the toy game registered (the title lists games only when asked)."""
    from game.ui.session import register_extra  # lazy: pygame only after the SDL settings above

    register_extra(toy_info)
    return title_window
