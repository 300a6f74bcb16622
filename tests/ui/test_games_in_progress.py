"""Games in progress kept apart, from the player's side (issue 43 item 2 and its "Also"): loading an older
save of another game leaves the game in progress resumable; a finished game leaves Continue and the Saved
list and is in Finished; a backup is listed and opens; a broken save picked then Enter opens nothing and
says why."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.saves import backup_path, latest_autosave, load_game, save_game
from game.saves.library import autosave
from game.ui.scenes_menu import TitleScene
from game.ui.scenes_play import CurtainScene, ResultsScene
from game.ui.scenes_saves import LoadScene
from game.ui.session import GameSession
from game.ui.table_base import TableScene
from game.ui.widgets_more import Dialog
from tests.saves.save_samples import SETUP, toy_game_after, toy_games
from tests.toy_game import TOTAL_TURNS

B_SEATS = {"seats": [{"name": "Beatrix", "kind": "human"}, {"name": "Bogdan", "kind": "human"}]}


@pytest.fixture
def app(title_app):
    title_app.preferences.animation_speed = 0.0
    return title_app  # tests/ui/conftest.py: the title at 1280x720, the toy game known


def key(app, code):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0),
              pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0)], 1 / 60)


def click(app, pos):
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 1 / 60)


def past_curtain(app):
    """A hotseat game shows the curtain between players: the next one says they are ready."""
    app.step([], 1 / 60)
    if isinstance(app.stack.top, CurtainScene):
        app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)], 1 / 60)
        app.step([], 1 / 60)


def new_game(app, toy_info, seed):
    """A new hotseat game of two, at its table (as New game leaves it)."""
    seats = [{"name": "Anca", "kind": "human"}, {"name": "Aurel", "kind": "human"}]
    session = GameSession.start(toy_info, {"players": 2, "seed": seed, "options": {}, "seats": seats})
    app.session = session
    app.stack.clear_to(TableScene(session))
    past_curtain(app)
    return app.stack.scenes[0]


def play_a_move(app, table):
    """The player clicks the first move the picker offers."""
    click(app, table.picker_row_centre(0))
    past_curtain(app)


def load_screen(app) -> LoadScene:
    assert isinstance(app.stack.top, TitleScene)
    key(app, pygame.K_l)
    scene = app.stack.top
    assert isinstance(scene, LoadScene)
    return scene


def pick(app, scene, wanted):
    """Down to the first row whose save `wanted(entry)` says is the one."""
    index = next(i for i, row in enumerate(scene.list.rows) if wanted(row.value))
    while (scene.list.selected or 0) < index:
        key(app, pygame.K_DOWN)
    assert scene.list.selected == index
    return scene.list.rows[index]


def test_loading_an_older_save_of_another_game_leaves_the_game_in_progress_resumable(app, toy_info, saves_home):
    older_b = save_game("game B", toy_game_after(4, seed=11, players=2), B_SEATS)
    table = new_game(app, toy_info, seed=3)                       # game A
    play_a_move(app, table)
    play_a_move(app, table)
    a_slot, a_moves = table.session.autosave_slot, list(table.session.state.history)
    assert a_slot is not None and len(a_moves) == 2
    app.go_to_title()

    scene = load_screen(app)                                      # Load the older save of game B
    pick(app, scene, lambda e: e.name == "game B" and not e.backup_of)
    key(app, pygame.K_RETURN)
    past_curtain(app)
    table_b = app.stack.scenes[0]
    assert isinstance(table_b, TableScene) and table_b.session.path == older_b
    play_a_move(app, table_b)                                     # and play it: it autosaves
    b_slot = table_b.session.autosave_slot
    assert b_slot is not None and b_slot != a_slot and len(table_b.session.state.history) == 5
    assert load_game(a_slot, games=toy_games).state.history == a_moves   # A's autosave is as A left it
    app.go_to_title()
    assert latest_autosave() == b_slot                            # Continue resumes the newest: B

    scene = load_screen(app)                                      # A is listed as a game in progress
    row = pick(app, scene, lambda e: e.path == a_slot)
    assert row.text.startswith("Game in progress") and "\nAnca,  Aurel" in row.text and "2 moves" in row.text
    key(app, pygame.K_RETURN)
    past_curtain(app)
    table_a = app.stack.scenes[0]
    assert isinstance(table_a, TableScene) and table_a.session.state.history == a_moves
    play_a_move(app, table_a)
    assert table_a.session.autosave_slot == a_slot                # A goes on in its own autosave
    assert load_game(b_slot, games=toy_games).state.history == table_b.session.state.history
    assert app.errors == []


def test_a_finished_game_leaves_continue_and_the_saved_list_and_is_in_finished(app, toy_info, saves_home):
    table = new_game(app, toy_info, seed=5)
    play_a_move(app, table)
    slot = table.session.autosave_slot
    assert slot is not None and latest_autosave() == slot
    while len(table.session.state.history) < TOTAL_TURNS:         # played to its end, the results
        play_a_move(app, table)
    for _ in range(5):
        app.step([], 1 / 60)
    assert isinstance(app.stack.top, ResultsScene)
    assert not slot.exists() and not backup_path(slot).exists() and latest_autosave() is None
    key(app, pygame.K_ESCAPE)                                     # Title
    title = app.stack.top
    assert isinstance(title, TitleScene) and not title.buttons[1].enabled   # nothing to Continue
    scene = load_screen(app)
    assert scene.list.rows == [] and scene.empty.visible          # not among the saved games
    key(app, pygame.K_TAB)                                        # but among the finished ones
    assert [row.value.seats for row in scene.list.rows] == [("Anca", "Aurel")]
    assert app.errors == []


def test_a_backup_is_listed_under_its_save_and_opens(app, toy_info, saves_home):
    save_game("night", toy_game_after(3, players=2), B_SEATS)
    night = save_game("night", toy_game_after(5, players=2), B_SEATS)
    before = night.read_bytes()
    scene = load_screen(app)
    assert [row.text.split("  ·  ")[0] for row in scene.list.rows] == ["night", "Backup of “night”"]
    pick(app, scene, lambda e: e.backup_of == "night")
    key(app, pygame.K_RETURN)
    past_curtain(app)
    table = app.stack.scenes[0]
    assert isinstance(table, TableScene) and len(table.session.state.history) == 3
    play_a_move(app, table)
    slot = table.session.autosave_slot
    assert slot is not None and slot.name.startswith("autosave-")   # a game of its own: a new autosave
    assert night.read_bytes() == before and backup_path(night).is_file()
    assert app.errors == []


def test_a_broken_save_clicked_then_enter_opens_nothing_and_says_why(app, toy_info, saves_home):
    kept = autosave(toy_game_after(3), SETUP)                     # another game in progress, newer
    before = kept.read_bytes()
    (saves_home / "cracked.toml").write_text("x = = 1", encoding="utf-8")
    scene = load_screen(app)
    index = next(i for i, row in enumerate(scene.list.rows) if row.value.broken)
    assert index > 0 and scene.list.selected == 0                 # the game in progress is chosen first
    scene.list._relayout()
    _row, top, _lines, _notes = scene.list._layout[index]
    click(app, (scene.list.rect.left + 40, scene.list.rect.top + top + 10 - scene.list.offset))
    assert scene.list.selected == index
    for _ in range(2):                                            # Enter, and again after the answer
        key(app, pygame.K_RETURN)
        said = app.stack.top
        assert isinstance(said, Dialog) and "cannot be opened" in said.title
        assert "cracked.toml" in said.message and "line 1" in said.message
        assert app.session is None and not any(isinstance(s, TableScene) for s in app.stack.scenes)
        key(app, pygame.K_RETURN)                                 # OK
        assert app.stack.top is scene and scene.list.selected == index
    assert kept.read_bytes() == before and app.errors == []
