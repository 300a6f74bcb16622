"""The table's keys and pointer: events reach the view on any turn, Space skips, Ctrl+S saves, F1 shows keys."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.games.equilibrium.actions import Resolve
from game.ui.scenes_play import KEYS, KeysScene, PauseScene
from game.ui.widgets import Button
from tests.ui.test_equilibrium_table import step, table_at


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("DANSE_MACABRE_HOME", str(tmp_path))


def key(app, code, ctrl=False, unicode=""):
    step(app, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=pygame.KMOD_LCTRL if ctrl else 0, unicode=unicode)])


def ai_resolving(state) -> bool:
    return state.phase == "action" and state.current_player not in (0, None) and state.stage == "resolve"


def test_hover_reaches_the_view_while_an_ai_decides():
    app, table, _session = table_at(3, until=ai_resolving, seed=2, limit=2000)
    assert not table.my_turn()
    pos = table.view.area.cards[0].center
    step(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    assert table.view.mouse == pos  # tooltips and card highlights follow the pointer on every turn


def test_space_skips_the_flights_of_an_ai_move():
    app, table, session = table_at(3, until=ai_resolving, seed=2, limit=2000)
    resolve = next(a for a in session.state.legal_actions() if isinstance(a, Resolve) and a.ops)
    table._play(resolve)  # as the AI seat would
    assert table.view.motion.busy
    key(app, pygame.K_SPACE)
    assert not table.view.motion.busy


def test_the_flights_of_an_ai_move_keep_the_full_frame_rate_and_the_landed_table_rests():
    from game.ui.table_base import RESTING_FPS

    app, table, session = table_at(3, until=ai_resolving, seed=2, limit=2000)
    table.view.skip_animations()   # whatever flew to get here has landed
    assert table.resting_fps is None   # an AI seat decides: its moves come at the full frame rate
    resolve = next(a for a in session.state.legal_actions() if isinstance(a, Resolve) and a.ops)
    table._play(resolve)  # as the AI seat would: its discs take off
    assert table.view.moving() and table.resting_fps is None
    for _ in range(600):
        if not table.view.moving() and table.my_turn():
            break
        step(app, [])
    assert table.my_turn() and not table.view.motion.flights and table.resting_fps == RESTING_FPS


def test_ctrl_s_saves_with_a_toast_and_f1_lists_the_keys(tmp_path):
    from game.saves.library import list_saves

    app, table, session = table_at(3, until=lambda s: s.phase == "action", seed=2)
    key(app, pygame.K_s, ctrl=True)
    assert table.toast.shown and table.toast.text == "Saved"
    step(app, [])
    assert table.toast_at is not None and table.banner.contains(table.toast_at)   # not over the table's seats
    assert not table.toast_at.colliderect(table.centre) and not table.toast_at.colliderect(table.undo_button.rect)
    saved = [e for e in list_saves() if not e.path.stem.startswith("autosave")]
    assert len(saved) == 1 and saved[0].moves == len(session.state.history)
    assert not isinstance(app.stack.top, PauseScene)  # Ctrl+S is not the pause menu's S
    key(app, pygame.K_F1)
    assert isinstance(app.stack.top, KeysScene)
    assert any(k == "Ctrl+Z" for k, _ in KEYS) and any(k == "Space" for k, _ in KEYS)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table
    key(app, pygame.K_SLASH, unicode="?")
    assert isinstance(app.stack.top, KeysScene)
    key(app, pygame.K_F1)
    assert app.stack.top is table
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    assert app.errors == []


def test_every_table_button_shows_its_key():
    app, table, _session = table_at(2, until=lambda s: s.phase == "action")
    buttons = [w for w in table.group.widgets if isinstance(w, Button)]
    assert {b.text for b in buttons} >= {"Undo", "Keys", "Menu"}
    assert all(b.shortcut is not None for b in buttons)
    pause = app.stack.push(PauseScene())
    step(app)
    assert all(b.shortcut is not None for b in pause.buttons)


def test_every_menu_button_shows_its_key():
    from game.ui.scenes_menu import RulesScene, SettingsScene, TitleScene
    from game.ui.scenes_saves import LoadScene, SaveScene
    from game.ui.scenes_setup import NewGameScene

    app, table, _session = table_at(2, until=lambda s: s.phase == "action")
    for scene_class in (TitleScene, NewGameScene, SettingsScene, RulesScene, LoadScene, SaveScene, KeysScene):
        scene = app.stack.push(scene_class())
        step(app)
        buttons = [w for w in scene.group.widgets if isinstance(w, Button)]
        assert buttons, scene_class.__name__
        assert all(b.shortcut is not None for b in buttons), scene_class.__name__
        app.stack.pop()
    assert app.stack.top is table and app.errors == []
