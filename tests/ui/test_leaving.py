"""Nothing is lost on one key: Esc on the title and Quit to title in a game ask first and say what is kept
(issue 43 item 1; withdrawing from an Elysium game is in tests/ui/test_elysium_table.py)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame

from game.saves.library import latest_autosave
from game.ui.app import QUIT_TITLE, App
from game.ui.scenes_menu import TitleScene
from game.ui.scenes_play import PauseScene
from game.ui.session import GameSession
from game.ui.table_base import TableScene
from game.ui.widgets_more import Dialog


def key(app: App, code: int) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0),
              pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0)], 1 / 60)


def title_app() -> App:
    app = App(size=(1280, 720), fullscreen=False)
    app.preferences.persistent = False
    app.stack.push(TitleScene())
    app.step([], 1 / 60)
    return app


def test_esc_on_the_title_asks_before_quitting(saves_home):
    app = title_app()
    key(app, pygame.K_ESCAPE)
    asked = app.stack.top
    assert app.running and isinstance(asked, Dialog) and asked.title == QUIT_TITLE
    assert "Nothing is lost" in asked.message
    key(app, pygame.K_ESCAPE)                       # Esc again: stay
    assert app.running and isinstance(app.stack.top, TitleScene)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_q)                            # Q: quit
    assert not app.running


def test_quit_to_title_mid_game_asks_and_names_the_game_kept(saves_home, toy_info):
    app = title_app()
    session = GameSession.start(toy_info, {"players": 2, "seed": 4, "options": {},
                                           "seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]})
    app.session = session
    table = TableScene(session)
    app.stack.push(table)
    app.stack.push(PauseScene())
    app.step([], 1 / 60)
    key(app, pygame.K_q)                            # Quit to title
    asked = app.stack.top
    assert isinstance(asked, Dialog) and toy_info.title in asked.message and "autosaved" in asked.message
    key(app, pygame.K_ESCAPE)                       # keep playing: the pause menu again, the game untouched
    assert isinstance(app.stack.top, PauseScene) and app.session is session
    key(app, pygame.K_q)
    key(app, pygame.K_q)                            # Leave
    assert isinstance(app.stack.top, TitleScene) and app.session is None
    assert session.autosave_slot is not None and latest_autosave() == session.autosave_slot
