"""Widgets answer synthetic events: buttons call back, inputs take text, lists pick rows."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.ui.scenes import SceneStack
from game.ui.widgets import Button, Cycle, Slider, TextInput, Toggle, WidgetGroup
from game.ui.widgets_more import Dialog, Row, ScrollList


@pytest.fixture(autouse=True)
def screen():
    pygame.init()
    surface = pygame.display.set_mode((800, 600))
    yield surface


def down(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def key(k, text=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text)


def test_button_click_calls_back_once_and_only_inside(screen):
    clicks = []
    button = Button("Start", lambda: clicks.append(1), pygame.K_s)
    button.rect = pygame.Rect(100, 100, 200, 40)
    group = WidgetGroup([button])
    assert group.handle(down((150, 120))) and clicks == []
    assert group.handle(up((150, 120))) and clicks == [1]
    group.handle(down((150, 120)))
    group.handle(up((500, 500)))  # released outside: no click
    assert clicks == [1]
    group.handle(key(pygame.K_s))  # the shortcut shown on the button
    assert clicks == [1, 1]
    button.draw(screen)


def test_disabled_button_does_nothing(screen):
    clicks = []
    button = Button("Continue", lambda: clicks.append(1), pygame.K_c)
    button.rect = pygame.Rect(0, 0, 100, 40)
    button.enabled = False
    button.handle(down((10, 10)))
    button.handle(up((10, 10)))
    button.handle(key(pygame.K_c))
    assert clicks == []


def test_text_input_takes_allowed_text_when_focused(screen):
    field = TextInput("", max_length=4, allowed="0123456789")
    field.rect = pygame.Rect(0, 0, 200, 30)
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text="12"))
    assert field.text == ""  # not focused yet
    field.handle(down((5, 5)))
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text="1a2345"))
    assert field.text == "1234"
    field.handle(key(pygame.K_BACKSPACE))
    assert field.text == "123"
    field.draw(screen)


def test_toggle_slider_and_cycle_change_values(screen):
    seen = []
    toggle = Toggle("Full screen", False, seen.append)
    toggle.rect = pygame.Rect(0, 0, 300, 30)
    toggle.handle(up((5, 15)))
    assert toggle.value is True and seen == [True]
    slider = Slider("Volume", 0.5, seen.append)
    slider.rect = pygame.Rect(0, 100, 400, 30)
    bar = slider.bar()
    slider.handle(down((bar.right, bar.centery)))
    slider.handle(up((bar.right, bar.centery)))
    assert slider.value == pytest.approx(1.0)
    cycle = Cycle("Level", ["easy", "hard"], 0, seen.append)
    cycle.rect = pygame.Rect(0, 200, 400, 30)
    cycle.handle(up((390, 215)))
    assert cycle.value == "hard" and seen[-1] == "hard"
    for widget in (toggle, slider, cycle):
        widget.draw(screen)


def test_scroll_list_picks_the_clicked_row_and_scrolls(screen):
    picked = []
    rows = [Row(f"entry {i}", i) for i in range(40)]
    listing = ScrollList(rows, on_pick=lambda row: picked.append(row.value), wrap=False)
    listing.rect = pygame.Rect(0, 0, 300, 200)
    listing.draw(screen)
    listing.handle(up((50, 8)))
    assert picked == [0]
    listing.hover = True
    listing.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3))
    assert listing.offset > 0
    listing.handle(up((50, 8)))
    assert picked[-1] > 0


def test_dialog_is_modal_and_its_buttons_close_it(screen):
    stack = SceneStack()
    answers = []
    dialog = Dialog("Load failed", "autosave.toml: truncated", [("OK", lambda: answers.append("ok"), None)])
    stack.push(dialog)
    dialog.draw(screen)
    assert stack.handle(down((1, 1))) is None  # consumed even outside its box
    button = dialog.buttons[0]
    stack.handle(down(button.rect.center))
    stack.handle(up(button.rect.center))
    assert answers == ["ok"] and stack.top is None


def test_enter_in_a_focused_field_does_not_press_the_enter_button(screen):
    started = []
    field = TextInput("Corvin")
    field.rect = pygame.Rect(0, 0, 200, 30)
    start = Button("Start", lambda: started.append(1), pygame.K_RETURN)
    start.rect = pygame.Rect(0, 100, 200, 40)
    group = WidgetGroup([field, start])
    group.handle(down((5, 5)))
    group.handle(key(pygame.K_RETURN))
    assert started == [] and not field.focused
    group.handle(key(pygame.K_RETURN))
    assert started == [1]


def test_tooltip_appears_over_a_hovered_widget_after_a_moment(screen):
    button = Button("Rules", lambda: None, tooltip="Read the rules of each game.")
    button.rect = pygame.Rect(100, 100, 200, 40)
    group = WidgetGroup([button])
    group.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(150, 120), rel=(0, 0), buttons=(0, 0, 0)))
    screen.fill((0, 0, 0))
    group.draw_tooltip(screen)
    assert screen.get_at((175, 150)) == (0, 0, 0, 255)  # not yet
    group.update(1.0)
    group.draw_tooltip(screen)
    assert screen.get_at((175, 150)) != (0, 0, 0, 255)  # the parchment note below the cursor


def test_a_ctrl_shortcut_needs_ctrl_and_shows_it(screen):
    clicks = []
    button = Button("Undo", lambda: clicks.append(1), pygame.K_z, ctrl=True)
    button.rect = pygame.Rect(100, 100, 160, 40)
    assert not button.handle(key(pygame.K_z)) and clicks == []  # a plain Z is not Ctrl+Z
    assert button.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode=""))
    assert clicks == [1]
    plain = Button("Save", lambda: clicks.append(2), pygame.K_s)
    assert not plain.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=pygame.KMOD_LCTRL, unicode=""))
    assert button.hint() == "Ctrl+Z" and plain.hint() == "S"
    assert Button("Quit", lambda: None).hint() == ""


def test_a_button_lower_than_its_labels_line_draws_it_smaller_inside_itself(screen):
    from game.ui import paint
    from game.ui import theme as th
    text = "Commit the plan"
    tall = th.theme.font("body").size(text)[1]
    button = Button(text, lambda: None)
    button.rect = pygame.Rect(40, 40, 240, tall - 1)        # a thin ribbon's button
    with paint.checking() as fits:
        button.draw(screen)
    drawn = [f for f in fits if f.text == text]
    assert drawn and all(f.rect is not None and button.rect.contains(f.rect) for f in drawn), drawn
    assert all(f.size < th.theme.font("body").get_height() for f in drawn)


def test_a_suggested_text_is_replaced_by_the_first_key_typed(screen):
    """Issue 43: name boxes came filled in ("Ysolde of the Ash") and typing added to the end."""
    field = TextInput("Ysolde of the Ash", max_length=30)
    field.rect = pygame.Rect(0, 0, 300, 30)
    field.handle(down((5, 5)))
    field.draw(screen)   # shown selected
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text="M"))
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text="ara"))
    assert field.text == "Mara"
    other = TextInput("Corvin", max_length=30)
    other.rect = pygame.Rect(0, 0, 300, 30)
    other.handle(down((5, 5)))
    other.handle(key(pygame.K_BACKSPACE))   # Backspace on the suggestion clears it whole
    assert other.text == ""
    kept = TextInput("Corvin", max_length=30)
    kept.rect = pygame.Rect(0, 0, 300, 30)
    kept.handle(down((5, 5)))
    kept.handle(key(pygame.K_END))            # moving in it keeps the suggestion and types on after it
    kept.handle(pygame.event.Event(pygame.TEXTINPUT, text=" II"))
    assert kept.text == "Corvin II"
