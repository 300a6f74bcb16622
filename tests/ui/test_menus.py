"""Menus: settings are kept through the save layer; new game builds the setup; load names bad files."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.saves.settings import Settings
from game.ui.app import App
from game.ui.scenes_menu import SettingsScene, TitleScene
from game.ui.scenes_play import CurtainScene
from game.ui.scenes_saves import LoadScene
from game.ui.scenes_setup import NewGameScene
from game.ui.session import register_extra
from game.ui.table_base import TableScene
from game.ui.widgets_more import Dialog


@pytest.fixture
def app(saves_home, toy_info):
    register_extra(toy_info)
    app = App(size=(1280, 720), fullscreen=False)
    app.stack.push(TitleScene())
    app.step([], 1 / 60)
    yield app
    app.close()  # stops any AI helper process


def click(app, pos):
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 1 / 60)


def test_settings_scene_writes_the_settings_file(app, saves_home):
    scene = app.stack.push(SettingsScene())
    app.step([], 1 / 60)
    master = scene.rows[0]
    bar = master.bar()
    click(app, (bar.left + bar.width // 4, bar.centery))
    palette = scene.rows[5]
    click(app, palette.rect.midleft)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")], 1 / 60)
    assert isinstance(app.stack.top, TitleScene)
    stored = Settings.load(saves_home)
    assert stored.master_volume == pytest.approx(0.25, abs=0.02)
    assert stored.colourblind is True


def test_new_game_scene_starts_the_chosen_setup(app, toy_info):
    scene = app.stack.push(NewGameScene())
    scene.game_picker.index = [g.id for g in scene.games].index("toy")
    scene._game_changed()
    scene.seed.text = "42"
    scene.seat_rows[1].kind.index = 0  # make seat 2 human too
    app.step([], 1 / 60)
    click(app, scene.start_button.rect.center)
    table = app.stack.scenes[0]
    assert isinstance(table, TableScene)
    assert isinstance(app.stack.top, CurtainScene) and len(app.stack) == 2  # two humans: hotseat from move one
    setup = table.session.setup
    assert table.session.info is toy_info and setup["seed"] == 42
    assert [seat["kind"] for seat in setup["seats"]] == ["human", "human", "ai"][: setup["players"]]
    colours = [seat["colour"] for seat in setup["seats"]]
    assert len(set(colours)) == len(colours)


def test_load_scene_lists_a_broken_save_and_names_the_problem(app, saves_home):
    (saves_home / "cracked.toml").write_text("this is = = not toml", encoding="utf-8")
    scene = app.stack.push(LoadScene())
    app.step([], 1 / 60)
    rows = scene.list.rows
    assert len(rows) == 1 and rows[0].value.broken and rows[0].note
    click(app, scene.load_button.rect.center)
    assert isinstance(app.stack.top, Dialog)
    assert "cracked" in app.stack.top.message


def test_resizing_lays_the_menus_out_again_with_bigger_text(app):
    title = app.stack.top
    small = title.buttons[0].rect.copy()
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080)], 1 / 60)
    assert app.screen.get_size() == (1920, 1080)
    big = title.buttons[0].rect
    assert big.height > small.height and big.width > small.width
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(4000, 3000), w=4000, h=3000)], 1 / 60)
    assert app.screen.get_size() == (2560, 1440)  # the largest window we lay out for


def test_f11_toggles_full_screen(app):
    before = app.fullscreen
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")], 1 / 60)
    assert app.fullscreen is not before
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")], 1 / 60)
    assert app.fullscreen is before and app.screen is not None


def test_seat_one_takes_the_players_name_from_the_settings(app, saves_home):
    from game.ui.scenes_setup import DEFAULT_NAMES

    scene = app.stack.push(NewGameScene())
    assert scene.seat_rows[0].name.text == DEFAULT_NAMES[0]  # no name set yet: a real name, never "You"
    app.stack.pop()
    settings = app.stack.push(SettingsScene())
    app.step([], 1 / 60)
    click(app, settings.name_input.rect.center)
    app.step([pygame.event.Event(pygame.TEXTINPUT, text="Ilinca")], 1 / 60)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")], 1 / 60)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")], 1 / 60)
    assert isinstance(app.stack.top, TitleScene)
    assert Settings.load(saves_home).player_name == "Ilinca"
    scene = app.stack.push(NewGameScene())
    assert scene.seat_rows[0].name.text == "Ilinca"
    assert [row.seat()["name"] for row in scene.seat_rows[1:3]] == list(DEFAULT_NAMES[1:3])


def test_an_empty_seed_box_gives_a_seed_nobody_can_guess_from_the_clock():
    from game.ui.scenes_setup import fresh_seed

    seeds = {fresh_seed() for _ in range(50)}
    assert len(seeds) == 50 and all(0 <= s < 10**12 for s in seeds)
