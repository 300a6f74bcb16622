"""A scene that raises never kills the window: the game is autosaved and an error scene offers the title."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import platform
from pathlib import Path

import pygame
import pytest

from game import PROGRAM
from game.saves.library import latest_autosave
from game.ui import app as window
from game.ui import crash, resources
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
    assert app.stack.top.saved and app.stack.top.report   # the player is told both
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


def test_a_fault_writes_a_crash_report_beside_the_log_and_names_it(saves_home, toy_info):
    """The report: program and version, the system, the game in progress and the traceback, in the
    folder the log goes to; the error scene's plain message says where it is and that the game is kept."""
    app = App(size=(1280, 720), fullscreen=False)
    app.preferences.persistent = False
    app.stack.push(TitleScene())
    session = GameSession.start(toy_info, {"players": 2, "seed": 9, "options": {},
                                           "seats": [{"name": "Ana", "kind": "human"},
                                                     {"name": "Bo", "kind": "ai", "level": "normal"}]})
    session.play(session.state.legal_actions()[0])
    app.session = session
    app.stack.push(Broken())
    app.step([], 1 / 60)
    scene = app.stack.top
    assert isinstance(scene, ErrorScene)
    report = Path(scene.report)
    assert report.parent == resources.user_data_dir() and report.name.startswith(crash.PREFIX)
    text = report.read_text("utf-8")
    assert PROGRAM in text and platform.platform() in text
    assert "seed 9" in text and "Ana (human)" in text and "Bo (ai normal)" in text and "moves: 1" in text
    assert str(session.autosave_slot) in text
    assert "Traceback" in text and "the candle went out" in text and "in draw" in text
    told = crash.plain_message(scene.report, scene.saved)
    assert "autosaved" in told and str(report) in told
    app.close()


def test_without_a_game_the_message_says_nothing_was_lost(saves_home):
    told = crash.plain_message(None, False)
    assert "autosaved" not in told and "nothing was lost" in told and crash.LOG_NAME in told


def test_only_the_newest_reports_are_kept(saves_home):
    for n in range(crash.KEEP + 3):
        assert crash.write_report(ValueError(f"fault {n}")) is not None
    kept = sorted(resources.user_data_dir().glob(f"{crash.PREFIX}*"))
    assert len(kept) == crash.KEEP and "fault 22" in kept[-1].read_text("utf-8")


def test_when_the_loop_itself_dies_the_game_is_autosaved_and_a_report_written(saves_home, toy_info, monkeypatch):
    """Not a scene's fault (those show the error scene) but the loop's: the window closes, the error goes on
    (the program ends), and the game and a report are kept first."""
    def dies(self):
        self.preferences.persistent = False
        self.session = GameSession.start(toy_info, {"players": 2, "seed": 3, "options": {}})
        raise RuntimeError("the floor gave way")

    monkeypatch.setattr(window.App, "run", dies)
    before = set(resources.user_data_dir().glob(f"{crash.PREFIX}*"))
    with pytest.raises(RuntimeError, match="the floor gave way"):
        window.main([])
    reports = set(resources.user_data_dir().glob(f"{crash.PREFIX}*")) - before
    assert len(reports) == 1
    text = reports.pop().read_text("utf-8")
    assert "the floor gave way" in text and "seed 3" in text and "autosave: " in text and "none written" not in text
    assert latest_autosave() is not None
