"""The Load screen: where saves live, deleting a save (asked first, Delete key too), stale temp
files never listed; and Continue brings the game back with its log."""

from __future__ import annotations

import os
import random
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

import game.games
from game.saves import SaveError, backup_path, delete_save, list_saves, save_game
from game.saves.finished import keep_finished
from game.ui import theme as th
from game.ui.scenes_saves import LoadScene, fit_path
from game.ui.widgets_more import Dialog
from tests.saves.save_samples import SETUP, toy_game_after


@pytest.fixture
def app(title_app):
    return title_app  # tests/ui/conftest.py


def key(app, code):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="")], 1 / 60)


def click(app, pos):
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 1 / 60)


def two_saves(home):
    first = save_game("first", toy_game_after(4), SETUP, folder=home)
    time.sleep(1.1)  # saved_at has whole seconds: the list is newest first
    second = save_game("second", toy_game_after(6), SETUP, folder=home)
    save_game("second", toy_game_after(7), SETUP, folder=home)  # the old one is kept as .bak
    assert backup_path(second).is_file()
    return first, second


def test_the_load_screen_says_where_saves_live(app, saves_home):
    scene = app.stack.push(LoadScene())
    app.step([], 1 / 60)
    font = pygame.font.Font(None, 20)
    text = scene.folder_text(font)
    assert text.startswith("Saves are kept in ") and text.endswith(str(saves_home)[-12:])
    assert font.size(text)[0] <= scene.list.rect.width
    assert fit_path("/a/very/long/folder/name/saves", font, font.size("…/name/saves")[0]).endswith("/saves")


def test_delete_asks_first_then_deletes_the_save_and_its_backup(app, saves_home):
    first, second = two_saves(saves_home)
    scene = app.stack.push(LoadScene())
    app.step([], 1 / 60)
    assert [row.value.name for row in scene.list.rows] == ["second", "second", "first"]  # its backup under it
    assert scene.list.rows[1].value.backup_of == "second" and scene.list.rows[1].text.startswith("Backup of “second”")
    click(app, scene.delete_button.rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, Dialog) and "second" in dialog.message
    assert second.is_file()  # nothing is gone before the answer
    click(app, dialog.buttons[0].rect.center)
    assert app.stack.top is scene
    assert not second.exists() and not backup_path(second).exists() and first.is_file()
    assert [row.value.name for row in scene.list.rows] == ["first"] and scene.list.selected == 0


def test_the_delete_key_asks_and_escape_keeps_the_save(app, saves_home):
    first, second = two_saves(saves_home)
    scene = app.stack.push(LoadScene())
    app.step([], 1 / 60)
    key(app, pygame.K_DOWN)  # the second row: the backup of "second"
    key(app, pygame.K_DOWN)  # the third: "first"
    key(app, pygame.K_DELETE)
    assert isinstance(app.stack.top, Dialog) and "first" in app.stack.top.message
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and first.is_file() and second.is_file()
    key(app, pygame.K_DELETE)
    key(app, pygame.K_RETURN)  # Enter takes the dialog's first answer: delete
    assert app.stack.top is scene and not first.exists() and second.is_file()
    assert [row.value.name for row in scene.list.rows] == ["second", "second"]


def test_a_broken_save_can_be_deleted_too_and_the_last_one_leaves_an_empty_list(app, saves_home):
    (saves_home / "cracked.toml").write_text("x = = 1", encoding="utf-8")
    scene = app.stack.push(LoadScene())
    app.step([], 1 / 60)
    key(app, pygame.K_DELETE)
    key(app, pygame.K_RETURN)
    assert not (saves_home / "cracked.toml").exists()
    assert scene.list.rows == [] and scene.empty.visible and not scene.delete_button.enabled
    key(app, pygame.K_DELETE)  # nothing to delete: nothing asked
    assert app.stack.top is scene


def test_delete_save_refuses_what_is_not_a_save_of_the_folder(saves_home, tmp_path):
    (saves_home / "settings.toml").write_text("version = 1\n", encoding="utf-8")
    outside = save_game(tmp_path / "elsewhere.toml", toy_game_after(3), SETUP)
    for path, problem in ((saves_home / "settings.toml", "not a save"), (outside, "not in the saves folder"),
                          (saves_home / "notes.txt", "not a save"), (saves_home / "gone.toml", "no such")):
        with pytest.raises(SaveError, match=problem):
            delete_save(path, saves_home)
    assert (saves_home / "settings.toml").is_file() and outside.is_file()


def test_stale_temp_files_are_never_listed(app, saves_home):
    save_game("kept", toy_game_after(3), SETUP, folder=saves_home)
    stale = saves_home / ".kept.toml.abcd1234.tmp"
    stale.write_text("half a save", encoding="utf-8")
    old = time.time() - 60
    os.utime(stale, (old, old))
    scene = app.stack.push(LoadScene())
    app.step([], 1 / 60)
    assert [row.value.name for row in scene.list.rows] == ["kept"]
    assert not stale.exists() and [e.name for e in list_saves(saves_home)] == ["kept"]


def test_continue_brings_the_game_back_with_its_log(app, saves_home):
    from game.ui.session import GameSession, find_game
    from game.ui.table_base import TableScene

    seats = [{"name": "Ilinca", "kind": "human"}, {"name": "Corvin", "kind": "ai", "level": "random"},
             {"name": "Mirela", "kind": "ai", "level": "random"}]
    session = GameSession.start(find_game("equilibrium"), {"players": 3, "seed": 2, "options": {}, "seats": seats})
    rng = random.Random(2)
    while len(session.state.history) < 30 or session.state.current_player != 0:
        session.play(rng.choice(session.state.legal_actions()))
    session.autosave()
    lines = [line.event.text_for(0) for line in session.log]
    title = app.stack.top
    title.resume()
    click(app, title.buttons[1].rect.center)  # Continue
    table = app.stack.scenes[0]
    assert isinstance(table, TableScene)
    shown = [line.event.text_for(0) for line in table.session.log if line.event.kind != "note"]
    assert shown == lines and len(shown) > 30
    assert app.errors == []


LONG_NAMES = ("Mirela Valdescu-Arkanova", "Ashbourne of the Ninth", "Séverine Lachance-Dupré",
              "Corvin Blackthorne", "Anselm Hohenstaufen-Drăculești", )


def test_the_finished_list_names_each_seat_with_its_own_score_read_whole_at_1280x720(app, saves_home):
    """Issue 43 item 10: five seats with long names, each with its score, the winner marked, no name
    broken across lines, no line cut, every line inside the list."""
    info = game.games.get("equilibrium")
    state = info.new_game(5, 3, {})
    rng = random.Random(3)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    seats = [{"name": name, "kind": "human" if i == 0 else "ai", "level": "random"} for i, name in enumerate(LONG_NAMES)]
    keep_finished(state, {"players": 5, "seed": 3, "options": dict(state.options), "seats": seats})
    scores, winners = state.scores(), state.winners()
    scene = app.stack.push(LoadScene())
    key(app, pygame.K_TAB)
    app.step([], 1 / 60)
    assert app.screen.get_size() == (1280, 720) and len(scene.list.rows) == 1
    scene.list._relayout()
    _index, _top, lines, notes = scene.list._layout[0]
    shown = [line.replace("\u00a0", " ") for line in lines]
    assert shown[0].startswith("Equilibrium") and f"won by {LONG_NAMES[winners[0]]}" in shown[0]
    for seat, name in enumerate(LONG_NAMES):      # each seat whole on one line, with its own score
        whole = f"{name} {scores[seat]}" + (" (won)" if seat in winners else "")
        assert sum(whole in line for line in shown[1:]) == 1, (whole, shown)
    font = th.theme.font(scene.list.size)
    inside = scene.list.rect.width - 2 * th.theme.px(6)   # the list's text margin, either side
    assert all(font.size(line)[0] <= inside for line in lines)
    assert not any("…" in line for line in lines) and notes == []
    top = scene.list.rect.top + th.theme.px(4)
    assert top + len(lines) * font.get_linesize() <= scene.list.rect.bottom
