"""Names no one can see (issue 40): a seat named only U+200B loads into the table and draws; drawing any
string never raises; a name is checked where it is typed (New game's seats, the save box)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.saves import save_game
from game.ui import paint
from game.ui import theme as th
from tests.ui.tablehelp import start_table

ZERO_WIDTH = "\u200b"


def test_a_saved_seat_named_only_a_zero_width_space_loads_into_the_table_and_draws(saves_home):
    from game.ui.session import GameSession, find_game
    from game.ui.table_base import TableScene

    info = find_game("equilibrium")
    app, session, _table = start_table(info, 3, seed=7, moves=12, names=["Mirela", "Casimir", "Oona"])
    path = save_game(saves_home / "invisible.toml", session.state, session.setup)
    text = path.read_text(encoding="utf-8")
    assert text.count('"Casimir"') == 1
    path.write_text(text.replace('"Casimir"', '"\\u200B"'), encoding="utf-8")  # as a stranger's file would
    loaded = GameSession.load(path)
    assert loaded.setup["seats"][1]["name"] == "Player 2"
    app.session = loaded
    app.stack.clear_to(TableScene(loaded))
    for _ in range(3):
        app.step([], 1 / 60)
    assert app.errors == []
    app.close()


def test_a_table_whose_seat_is_named_only_a_zero_width_space_draws(saves_home):
    from game.ui.session import find_game

    app, _session, table = start_table(find_game("equilibrium"), 3, seed=7, moves=12,
                                       names=["Mirela", ZERO_WIDTH, "Oona"])
    for _ in range(3):
        app.step([], 1 / 60)
    assert app.errors == []
    assert app.stack.top is table
    app.close()


@pytest.mark.parametrize("value", ["", ZERO_WIDTH, ZERO_WIDTH * 3, "\u200d\u2060", "a\x00b", "\ud800",
                                   "\u202e", "\ufeff"])
def test_drawing_any_string_never_raises_and_an_invisible_one_draws_as_nothing(value):
    pygame.init()
    surface = pygame.Surface((200, 60), pygame.SRCALPHA)
    font = th.theme.font("body")
    rect = paint.text(surface, value, font, th.PARCHMENT, (10, 10))
    assert rect.height == font.get_height()
    if value in ("", ZERO_WIDTH, ZERO_WIDTH * 3):
        assert rect.width == 0 and surface.get_bounding_rect().width == 0
    paint.fit(value, font, 50)
    paint.wrap(value, font, 50)


# -- a name is checked where it is typed ------------------------------------------------------------------
def test_new_game_refuses_a_seat_name_no_one_can_see_with_a_message(title_app):
    from game.ui.scenes_setup import NewGameScene
    from game.ui.table_base import TableScene
    from game.ui.widgets_more import Dialog

    app = title_app
    scene = app.stack.push(NewGameScene())
    scene.game_picker.index = [g.id for g in scene.games].index("nocturne")
    scene._game_changed()
    app.step([], 1 / 60)
    scene.seat_rows[1].name.text = ZERO_WIDTH
    scene.start()
    dialog = app.stack.top
    assert isinstance(dialog, Dialog) and not any(isinstance(s, TableScene) for s in app.stack.scenes)
    assert "Seat 2's name “U+200B” holds an invisible or control character (U+200B)" in dialog.message
    app.step([], 1 / 60)
    assert app.errors == []


def test_new_game_refuses_a_seed_beyond_the_bound(title_app):
    from game.saves.codes import MAX_SEED
    from game.ui.scenes_setup import NewGameScene
    from game.ui.widgets_more import Dialog

    app = title_app
    scene = app.stack.push(NewGameScene())
    app.step([], 1 / 60)
    assert scene.seed.max_length == len(str(MAX_SEED))
    scene.seed.text = str(MAX_SEED + 1)
    scene.start()
    assert isinstance(app.stack.top, Dialog) and str(MAX_SEED) in app.stack.top.message


@pytest.mark.parametrize("name", [ZERO_WIDTH, "a\u202eb", "tab\there", "a\u2028b", "x" * 81])
def test_the_save_box_refuses_a_name_no_one_can_see(saves_home, name):
    from game.saves import SaveError, safe_save_path

    with pytest.raises(SaveError, match="the name .* (holds an invisible|is longer than 80|may not contain)"):
        safe_save_path(name, saves_home)
