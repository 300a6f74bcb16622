"""Menus: settings are kept through the save layer; new game builds the setup; load names bad files."""

from __future__ import annotations

import os
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.saves.settings import Settings, settings_path
from game.ui.app import IDLE_WAIT_MS, MAX_STEP, App
from game.ui.preferences import Preferences
from game.ui.scenes_menu import SettingsScene, TitleScene
from game.ui.scenes_play import CurtainScene
from game.ui.scenes_saves import LoadScene
from game.ui.scenes_setup import NewGameScene
from game.ui.session import register_extra
from game.ui.table_base import RESTING_FPS, TableScene
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
    palette = scene.palette_toggle
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


def key(app, code):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="")], 1 / 60)


def test_settings_is_the_same_key_on_the_title_and_in_pause_and_the_keys_list_says_it(app, toy_info):
    from game.ui.scenes_play import KEYS, PauseScene
    from game.ui.session import GameSession

    title = app.stack.top
    on_title = next(b for b in title.buttons if b.text == "Settings")
    key(app, on_title.shortcut)
    assert isinstance(app.stack.top, SettingsScene)
    key(app, pygame.K_ESCAPE)
    app.session = GameSession.start(toy_info, {"players": 2, "seed": 1, "options": {},
                                               "seats": [{"name": "A", "kind": "human"}] * 2})
    pause = app.stack.push(PauseScene())
    app.step([], 1 / 60)
    in_pause = next(b for b in pause.buttons if b.text == "Settings")
    assert in_pause.shortcut == on_title.shortcut
    assert not any(b.shortcut == on_title.shortcut for b in pause.buttons if b is not in_pause)
    key(app, in_pause.shortcut)
    assert isinstance(app.stack.top, SettingsScene)
    name = pygame.key.name(on_title.shortcut).upper()
    assert any(k == name and "settings" in text for k, text in KEYS)
    assert f"({name})" in on_title.tooltip and f"settings ({name})" in dict(KEYS)["Esc"]


def test_f11_in_settings_ticks_its_box_and_the_box_switches_full_screen(app, saves_home):
    scene = app.stack.push(SettingsScene())
    app.step([], 1 / 60)
    assert scene.fullscreen_toggle.value is False
    key(app, pygame.K_F11)
    assert app.fullscreen and scene.fullscreen_toggle.value is True
    assert scene.size_cycle.value == "full"
    key(app, pygame.K_F11)
    assert not app.fullscreen and scene.fullscreen_toggle.value is False
    click(app, scene.fullscreen_toggle.rect.midleft)
    assert app.fullscreen and app.preferences.fullscreen
    key(app, pygame.K_ESCAPE)
    assert Settings.load(saves_home).fullscreen is True


def test_the_window_size_setting_applies_at_once_and_at_the_next_start(app, saves_home):
    scene = app.stack.push(SettingsScene())
    app.step([], 1 / 60)
    labels = [scene.size_cycle.fmt(c) for c in scene.size_cycle.choices]
    assert labels == ["1280 × 720", "1600 × 900", "1920 × 1080", "2560 × 1440", "Full screen"]
    assert scene.size_cycle.value == (1280, 720)
    box = scene.size_cycle.box()
    click(app, (box.right - 4, box.centery))  # the right arrow: the next size
    assert app.screen.get_size() == (1600, 900) and scene.size_cycle.value == (1600, 900)
    assert scene.laid_out_for in (None, (1600, 900))
    key(app, pygame.K_ESCAPE)
    stored = Settings.load(saves_home)
    assert (stored.window_width, stored.window_height, stored.fullscreen) == (1600, 900, False)
    app.close()
    again = App()
    try:
        assert again.screen.get_size() == (1600, 900)
    finally:
        again.close()


def test_the_window_size_setting_offers_a_dragged_size_and_full_screen(app):
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(1366, 768), w=1366, h=768)], 1 / 60)
    scene = app.stack.push(SettingsScene())
    app.step([], 1 / 60)
    assert scene.size_cycle.value == (1366, 768) and (1280, 720) in scene.size_cycle.choices
    scene.size_cycle.index = scene.size_cycle.choices.index("full")
    scene.size_cycle.on_change("full")
    assert app.fullscreen and scene.fullscreen_toggle.value is True
    scene.size_cycle.index = scene.size_cycle.choices.index((1920, 1080))
    scene.size_cycle.on_change((1920, 1080))
    assert not app.fullscreen and app.screen.get_size() == (1920, 1080)
    assert scene.fullscreen_toggle.value is False


def test_the_level_tooltip_names_every_level():
    from game.ai.seat import LEVELS
    from game.ui.scenes_setup import SeatRow

    tip = SeatRow(1).level.tooltip
    for level in LEVELS:
        assert f"{level.capitalize()}:" in tip
    assert len(tip.splitlines()) >= len(LEVELS)


def test_the_window_is_named_danse_macabre_not_after_the_script(app, monkeypatch):
    import sys

    from game.ui.app import WM_CLASS_VARIABLES, name_the_window_class

    assert pygame.display.get_caption()[0] == "Danse Macabre"
    assert WM_CLASS_VARIABLES[0] == "SDL_VIDEO_X11_WMCLASS"
    assert all(os.environ.get(v) == "Danse Macabre" for v in WM_CLASS_VARIABLES)
    monkeypatch.setattr(sys, "argv", ["/somewhere/game/__main__.py"])
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "__main__.py")  # what importing pygame under X11 sets
    monkeypatch.setenv("SDL_VIDEO_WAYLAND_WMCLASS", "mine")  # the user's own choice
    name_the_window_class()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "Danse Macabre"
    assert os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] == "mine"


def test_a_seats_option_is_offered_only_when_that_seat_is_at_the_table(app):
    """Methuselah's decks are chosen per seat: at three players, seats 4 and 5 have none to show,
    and the Players arrow brings them back."""
    scene = app.stack.push(NewGameScene())
    scene.game_picker.index = [g.id for g in scene.games].index("methuselah")
    scene._game_changed()
    scene.players.index = scene.players.choices.index(3)
    app.step([], 1 / 60)
    shown = {key for key, widget in scene.option_widgets if widget.visible}
    assert {"deck1", "deck2", "deck3"} <= shown and not {"deck4", "deck5"} & shown
    assert "rounds" in shown
    click(app, (scene.players.rect.right - 16, scene.players.rect.centery))  # the › arrow: one more player
    app.step([], 1 / 60)
    assert int(scene.players.value) == 4
    shown = {key for key, widget in scene.option_widgets if widget.visible}
    assert "deck4" in shown and "deck5" not in shown
    assert set(scene.setup()["options"]) >= {"deck1", "deck4", "rounds"}


def test_an_idle_menu_sleeps_until_touched_and_a_still_table_rests(app, monkeypatch, toy_info):
    """The title draws 60 frames a second only while touched: idle, the window waits for the next
    event (and wakes with it).  A table is never calm (the AI moves by itself), but untouched with
    nothing moving it draws RESTING_FPS frames a second, waiting on events between them; dice rolling
    bring the full rate back."""
    waits: list[int] = []
    real_wait = pygame.event.wait

    def wait(timeout: int = 0):
        waits.append(timeout)
        return real_wait(timeout)

    monkeypatch.setattr(pygame.event, "wait", wait)
    pygame.event.clear()
    assert app.next_events(0.0)[0] == [] and waits == []         # just touched: the full rate
    events, dt = app.next_events(5.0)
    assert events == [] and waits == [IDLE_WAIT_MS]               # idle: a sleep of at most 200 ms
    assert dt >= 0.15                                             # ...which the scenes see whole
    time.sleep(0.3)
    assert app.next_events(0.0)[1] <= MAX_STEP                    # a stalled busy frame does not jump
    click_down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
    pygame.event.post(click_down)
    events, _ = app.next_events(5.0)                             # the click wakes it and is delivered
    assert [e.type for e in events] == [pygame.MOUSEBUTTONDOWN]
    from game.ui.session import GameSession

    seats = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "ai", "level": "random"}]
    app.session = GameSession.start(toy_info, {"players": 2, "seed": 1, "options": {}, "seats": seats})
    app.stack.push(TableScene(app.session))
    app.step([], 1 / 60)
    assert isinstance(app.stack.top, TableScene)
    table = app.stack.top
    assert not table.calm and not table.view.moving()
    waits.clear()
    app.next_events(0.0)
    assert waits == []                                            # just touched: the full rate
    time.sleep(0.01)
    app.next_events(5.0)
    assert len(waits) == 1 and 1 <= waits[0] <= 1000 // RESTING_FPS  # still: the rest of a 1/24 s frame
    pygame.event.post(click_down)
    assert [e.type for e in app.next_events(5.0)[0]] == [pygame.MOUSEBUTTONDOWN]  # and a click wakes it
    table.view.tray.roll([3, 7])                                  # dice in the tray: they tumble by themselves
    assert table.view.moving()
    waits.clear()
    app.next_events(5.0)
    assert waits == []


def test_the_preferences_are_the_settings_fields_declared_once(saves_home):
    """The window's preferences read the save layer's one declaration: every field of Settings, by its
    name, and a change is written to the same file, in the same form."""
    import dataclasses

    from game.saves.settings import Settings, settings_path
    from game.ui.preferences import Preferences

    prefs = Preferences.load()
    for spec in dataclasses.fields(Settings):
        assert getattr(prefs, spec.name) == getattr(Settings(), spec.name)
    prefs.master_volume, prefs.colourblind, prefs.window_size = 0.5, True, (1600, 900)
    prefs.save()
    stored = Settings.load(saves_home)
    assert (stored.master_volume, stored.colourblind, stored.window_width, stored.window_height) == \
        (0.5, True, 1600, 900)
    assert stored == dataclasses.replace(Settings(), master_volume=0.5, colourblind=True,
                                         window_width=1600, window_height=900)
    text = settings_path(saves_home).read_text("utf-8")
    assert text.startswith("version = 1\n") and "colourblind = true" in text
    with pytest.raises(AttributeError):
        prefs.no_such_setting  # noqa: B018


def test_new_game_opens_on_the_game_started_last(app, toy_info, saves_home):
    """Issue 43: New game always opened on the first game of the list."""
    first = app.stack.push(NewGameScene())
    app.step([], 1 / 60)
    assert first.info is not toy_info   # the toy game is not first in the list
    first.game_picker.index = [g.id for g in first.games].index("toy")
    first._game_changed()
    first.seat_rows[1].kind.index = 0
    app.step([], 1 / 60)
    click(app, first.start_button.rect.center)
    assert isinstance(app.stack.scenes[0], TableScene)
    assert Settings.load(saves_home).last_game == "toy"       # kept for the next start of the program too
    app.go_to_title()
    again = app.stack.push(NewGameScene())
    app.step([], 1 / 60)
    assert again.info is toy_info


def test_a_settings_file_that_cannot_be_read_is_told_in_words(saves_home):
    """The message the window shows at start (issue 43, "Also"): what is wrong and what happens, in
    words, nothing of Python's (no module, exception or type names)."""
    settings_path().write_text("master_volume = = 1\n", "utf-8")
    message = Preferences.load().message
    assert message == ("Your settings could not be read: settings.toml is damaged at line 1. The default settings "
                       "are used this time; the file is left as it is until you change a setting.")
    settings_path().write_text('fullscreen = "yes"\nai_think_time = 60\n', "utf-8")
    message = Preferences.load().message
    assert message is not None and "Full screen must be on or off" in message
    assert "AI thinking time 60 is outside 0.2 to 5, so 5 is used" in message
    for word in ("tomllib", "TOML", "Error", "boolean", "string", "fullscreen", "ai_think_time"):
        assert word not in message
