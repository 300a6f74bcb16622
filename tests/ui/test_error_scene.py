"""A scene that raises never kills the window: the game is autosaved and an error scene offers the title."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame

from game.saves.library import latest_autosave
from game.ui.app import App
from game.ui.scenes import Scene
from game.ui.scenes_menu import TitleScene
from game.ui.scenes_play import ErrorScene
from game.ui.session import GameSession


class Broken(Scene):
    def draw(self, surface):
        raise ValueError("the candle went out")


def test_raising_scene_shows_error_scene_and_autosaves(saves_home, toy_info):
    app = App(size=(1280, 720), fullscreen=False)
    app.preferences.persistent = False
    app.stack.push(TitleScene())
    session = GameSession.start(toy_info, {"players": 2, "seed": 4, "options": {},
                                           "seats": [{"name": "A", "kind": "human"},
                                                     {"name": "B", "kind": "human"}]})
    session.play(session.state.legal_actions()[0])
    app.session = session
    app.stack.push(Broken())
    app.step([], 1 / 60)
    assert isinstance(app.stack.top, ErrorScene)
    assert "the candle went out" in app.stack.top.message
    assert session.autosave_slot is not None and latest_autosave() == session.autosave_slot  # its own autosave
    assert app.running
    app.step([], 1 / 60)  # the error scene itself draws fine
    button = app.stack.top.buttons[0]
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1)], 1 / 60)
    assert isinstance(app.stack.top, TitleScene) and len(app.stack) == 1
    assert app.stack.top.buttons[1].enabled  # Continue offers the autosave


def test_closing_the_window_mid_game_autosaves(saves_home, toy_info):
    app = App(size=(1280, 720), fullscreen=False)
    app.preferences.persistent = False
    app.session = session = GameSession.start(toy_info, {"players": 2, "seed": 5, "options": {}})
    app.step([pygame.event.Event(pygame.QUIT)], 1 / 60)
    assert app.running and "autosaved" in app.stack.top.message   # asked first, naming what is kept
    app.step([pygame.event.Event(pygame.QUIT)], 1 / 60)            # the close button again: at once
    assert not app.running
    assert session.autosave_slot is not None and latest_autosave() == session.autosave_slot
