"""The kit's one choice panel, offscreen: rows come from the legal actions as the game groups them, every
button plays exactly its action (click or number key), passes take P, and Backspace cancels."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from dataclasses import dataclass
from typing import ClassVar

import pygame
import pytest

from game.core import Action
from game.ui import theme as th
from game.ui.kit.choices import (
    CANCEL_HINT,
    CANCEL_KEY,
    NUMBER_KEYS,
    PASS_KEY,
    ChoicePanel,
    Group,
    Keys,
    Row,
    Step,
    Switch,
    grouped,
    prompt_line,
)
from tests.ui.tablehelp import drawn_texts


@dataclass(frozen=True)
class Draw(Action):
    kind: ClassVar[str] = "draw"

    def describe(self) -> str:
        return "draw a card"


@dataclass(frozen=True)
class Hunt(Action):
    kind: ClassVar[str] = "hunt"

    def describe(self) -> str:
        return "hunt for vitae"


@dataclass(frozen=True)
class Strike(Action):
    kind: ClassVar[str] = "strike"
    target: int = 0
    how: str = "mental"

    def describe(self) -> str:
        return f"strike seat {self.target + 1} ({self.how})"


@dataclass(frozen=True)
class Leave(Action):
    kind: ClassVar[str] = "leave"


@dataclass(frozen=True)
class Stop(Action):
    kind: ClassVar[str] = "stop"

    def describe(self) -> str:
        return "stop"


@dataclass(frozen=True)
class Vote(Action):
    kind: ClassVar[str] = "vote"
    card: int = 0
    white: bool = False


KEYS = Keys(passes=(Stop,), unkeyed=(Leave,))
NAMES = ["Ana", "Bo", "Cy"]
LEGAL: list[Action] = [Strike(2, "social"), Draw(), Stop(), Strike(1, "mental"), Hunt(), Leave(),
                       Strike(1, "physical")]
GROUPS = [Group("Actions", (Draw, Hunt)),
          Group(lambda seat: NAMES[seat], Strike, lambda a: a.how.capitalize(), by=lambda a: a.target),
          Group("", Stop, lambda a: "End the phase"),
          Group("Leave", Leave, lambda a: "Withdraw for good")]


@pytest.fixture(autouse=True)
def screen():
    pygame.init()
    yield pygame.display.set_mode((1280, 720))


def click(panel: ChoicePanel, pos: tuple[int, int]) -> bool:
    used = panel.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    return panel.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)) or used


def press(panel: ChoicePanel, key: int) -> bool:
    return panel.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def laid_out(cancel: bool = False) -> ChoicePanel:
    panel = ChoicePanel("Resource Phase", "Two actions left.", grouped(LEGAL, GROUPS, KEYS), KEYS, cancel=cancel)
    panel.layout_rows(pygame.Rect(40, 40, 800, 400), 1.0)
    return panel


def test_rows_are_the_games_groups_in_declared_order_built_from_the_legal_actions():
    rows = grouped(LEGAL, GROUPS, KEYS)
    assert [r.title for r in rows] == ["Actions", "Bo", "Cy", "", "Leave"]
    assert [c.action for c in rows[0].choices] == [Draw(), Hunt()]  # legal order inside a row
    assert [(c.label, c.action) for c in rows[1].choices] == [("Mental", Strike(1, "mental")),
                                                              ("Physical", Strike(1, "physical"))]
    assert rows[0].choices[0].label == "Draw a card"  # the default label: describe(), capitalised
    assert sorted(map(repr, (c.action for r in rows for c in r.choices))) == sorted(map(repr, LEGAL))


def test_an_action_no_group_takes_is_left_out():
    rows = grouped([Draw(), Vote(1)], [Group("Actions", Draw)], KEYS)
    assert [c.action for r in rows for c in r.choices] == [Draw()]


def test_every_button_click_plays_exactly_its_own_action(screen):
    panel = laid_out()
    assert len(panel.buttons) == len(LEGAL)
    for slot in panel.buttons:
        assert panel.rect.contains(slot.button.rect)
        assert click(panel, slot.button.rect.center)
        assert panel.take() == slot.action
        assert panel.take() is None  # read once
    panel.draw(screen)


def test_a_click_between_buttons_is_kept_by_the_panel_but_plays_nothing():
    panel = laid_out()
    inside = (panel.rect.right - 3, panel.rect.bottom - 3)
    assert not any(s.button.rect.collidepoint(inside) for s in panel.buttons)
    assert click(panel, inside) and panel.take() is None
    assert not click(panel, (panel.rect.right + 50, panel.rect.bottom + 50))


def test_number_keys_press_the_numbered_choices_in_order_and_p_passes():
    panel = laid_out()
    numbered = [s.action for s in panel.buttons if s.button.shortcut in NUMBER_KEYS]
    assert numbered == [Draw(), Hunt(), Strike(1, "mental"), Strike(1, "physical"), Strike(2, "social")]
    for n, action in enumerate(numbered):
        assert press(panel, NUMBER_KEYS[n]) and panel.take() == action
    assert not press(panel, NUMBER_KEYS[len(numbered)]) and panel.take() is None
    assert press(panel, PASS_KEY) and panel.take() == Stop()
    leave = next(s.button for s in panel.buttons if s.action == Leave())
    assert leave.shortcut is None  # never one keystroke away
    assert next(s.button for s in panel.buttons if s.action == Stop()).primary


def test_backspace_cancels_a_popup_and_its_button_says_so(screen):
    panel = laid_out(cancel=True)
    cancel = panel.buttons[-1]
    assert cancel.action is None and cancel.button.text == "Cancel"
    assert cancel.button.shortcut == CANCEL_KEY == pygame.K_BACKSPACE and cancel.button.hint() == CANCEL_HINT
    assert press(panel, pygame.K_BACKSPACE) and panel.cancelled and panel.take() is None
    body, tiny = th.theme.font(cancel.button.font_size), th.theme.font("tiny")
    room = cancel.button.rect.width - th.theme.px(16) - tiny.size(CANCEL_HINT)[0] - th.theme.px(10)
    assert body.size("Cancel")[0] <= room  # the label is whole beside its long key
    again = laid_out(cancel=True)
    assert click(again, again.buttons[-1].button.rect.center) and again.cancelled
    assert not laid_out(cancel=False).cancelled and not press(laid_out(), pygame.K_BACKSPACE)
    again.draw(screen)


@pytest.mark.parametrize("mode", ["grid", "ribbon"])
def test_other_layouts_keep_each_button_on_its_action(mode, screen):
    panel = ChoicePanel("Answer?", "Choose.", [("Yes", Draw()), ("No", Stop())], KEYS, cancel=True)  # one flat row
    assert [s.action for s in panel.buttons] == [Draw(), Stop(), None]
    area = pygame.Rect(100, 100, 600, 300)
    if mode == "grid":
        panel.layout_grid(area, 1.0)
        assert area.contains(panel.rect)
    else:
        panel.layout_ribbon(pygame.Rect(0, 680, 1280, 30))
        assert panel.compact and panel.rect.right == 1280
    for slot in panel.buttons:
        assert panel.rect.contains(slot.button.rect)
        click(panel, slot.button.rect.center)
        assert panel.take() == slot.action
    assert panel.cancelled
    panel.draw(screen, [])


def test_move_bottom_to_carries_the_buttons_along():
    panel = laid_out()
    before = [s.button.rect.copy() for s in panel.buttons]
    panel.move_bottom_to(panel.rect.bottom + 37)
    assert [s.button.rect.top for s in panel.buttons] == [r.top + 37 for r in before]


def test_cards_with_a_switch_offer_one_variant_at_a_time(screen):
    drawn: list[Action] = []

    def painter(surface, rect, choice, index, hover, tips):
        drawn.append(choice.action)

    white = Switch(lambda on: f"White vote: {'on' if on else 'off'}", pygame.K_w)
    panel = ChoicePanel("Your secret vote", "Keep one card.", [_vote_row()], switch=white, painter=painter)
    panel.layout_cards(pygame.Rect(100, 60, 900, 500), 1.0)
    assert [s.action for s in panel.shown()] == [Vote(4), Vote(7)]
    assert press(panel, NUMBER_KEYS[1]) and panel.take() == Vote(7)
    panel.draw(screen)
    assert drawn == [Vote(4), Vote(7)]
    assert panel.switch_button is not None
    assert press(panel, pygame.K_w) and panel.switch_button.text == "White vote: on"
    assert [s.action for s in panel.shown()] == [Vote(4, True), Vote(7, True)]
    first = panel.shown()[0].button.rect
    assert click(panel, first.center) and panel.take() == Vote(4, True)
    assert press(panel, NUMBER_KEYS[0]) and panel.take() == Vote(4, True)


def _vote_row() -> Row:
    choices = [KEYS.choice(f"Card {c}", Vote(c)) for c in (4, 7)]
    choices += [KEYS.choice(f"Card {c}", Vote(c, True), variant=True) for c in (4, 7)]
    return Row("", choices)


def test_a_step_declares_its_words_once_for_both_sides_of_the_table():
    steps = {"move": Step("drag your miniature to a zone", "moves")}
    assert prompt_line(steps, "move", True, "Bo") == "Drag your miniature to a zone"
    assert prompt_line(steps, "move", False, "Bo") == "Bo moves…"
    assert prompt_line(steps, "unknown", False, "Bo") == "Bo decides…"
    assert prompt_line({"move": Step(panel=lambda ask: None)}, "move", True, "Bo") == "Your move"  # no words here


def test_the_words_may_come_from_the_engines_own_steps():
    from game.core.flow import Step as RuleStep
    rules = {"target": RuleStep(lambda state: [], lambda state, action, events: None, "choose whom to target",
                                "chooses a target")}
    assert prompt_line(rules, "target", True, "Cy") == "Choose whom to target"
    assert prompt_line(rules, "target", False, "Cy") == "Cy chooses a target…"


@dataclass(frozen=True)
class Shift(Action):
    kind: ClassVar[str] = "shift"
    n: int = 0


GUILDS = ("Warriors", "Merchants", "Thieves", "Alchemists", "Artists")


def long_choices(n: int) -> list[tuple[str, Action]]:
    """`n` labels as long as the longest a table writes ("Move a 2 from Warriors to Clerics")."""
    return [(f"Move a {k % 3 + 1} from {GUILDS[k % len(GUILDS)]} to Clerics" if k % 2 else
             f"Place a {k % 3 + 1} on Clerics", Shift(k)) for k in range(n)]


def drawn_text(monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every text drawn through paint.text from now on, with the rect it covers."""
    from game.ui import paint

    seen: list[tuple[str, pygame.Rect]] = []
    original = paint.text

    def text(surface, line, face, *args, **kwargs):
        rect = original(surface, line, face, *args, **kwargs)
        seen.append((line, pygame.Rect(rect)))
        return rect
    monkeypatch.setattr(paint, "text", text)
    return seen


def lay_out(panel: ChoicePanel, mode: str, box: pygame.Rect) -> None:
    if mode == "grid":
        panel.layout_grid(box, 1.0)
    else:
        panel.layout_rows(box, 1.0)


@pytest.mark.parametrize("n", [10, 12, 14])
@pytest.mark.parametrize("mode", ["grid", "rows"])
def test_a_panel_of_many_long_labels_keeps_every_button_in_its_box_and_every_label_whole(n, mode, screen,
                                                                                       monkeypatch):
    box = pygame.Rect(30, 30, 380, 300)
    panel = ChoicePanel("Favour Called In on your Clerics", "Choose how it resolves.", long_choices(n), KEYS, cancel=True)
    lay_out(panel, mode, box)
    assert box.contains(panel.rect)
    assert panel.viewport is not None and panel.rect.contains(panel.viewport)  # they do not all fit: it scrolls
    seen = drawn_text(monkeypatch)
    for slot in panel.shown():
        button = slot.button
        panel.reveal(button)
        assert panel.in_view(button) and panel.rect.contains(button.rect)
        seen.clear()
        panel.draw(screen)
        lines = [(text, rect) for text, rect in seen if button.rect.contains(rect) and text != button.hint()]
        words = " ".join(text for text, _rect in lines)
        assert words == button.text, (button.text, words)  # every word drawn, none cut to "…"
        hint = th.theme.font("tiny").size(button.hint())[0]
        for _text, rect in lines:
            assert rect.right <= button.rect.right - hint  # beside its key, never under it


def test_a_scrolled_panel_answers_the_wheel_the_keys_and_only_clicks_where_its_buttons_show(screen):
    box = pygame.Rect(30, 30, 380, 260)
    choices = long_choices(14)
    panel = ChoicePanel("Favour Called In on your Clerics", "Choose how it resolves.", choices, KEYS)
    panel.layout_grid(box, 1.0)
    assert panel.viewport is not None
    hidden = next(s for s in panel.shown() if not panel.viewport.colliderect(s.button.rect))
    if panel.rect.collidepoint(hidden.button.rect.center):
        click(panel, hidden.button.rect.center)  # where it would be, under the panel's edge: not on screen
        assert panel.take() is None
    panel.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=box.center, rel=(0, 0), buttons=(0, 0, 0)))
    before = hidden.button.rect.top
    assert panel.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3))
    assert hidden.button.rect.top < before and panel.scroll > 0
    assert press(panel, pygame.K_0) and panel.take() == choices[9][1]  # the tenth has a key too
    for _ in range(14):  # the first press reaches the first button
        assert press(panel, pygame.K_DOWN)
    last = panel.shown()[panel.focus].button
    assert panel.in_view(last)  # the arrows scrolled it into view
    assert press(panel, pygame.K_RETURN) and panel.take() == choices[13][1]
    panel.draw(screen)
    track, thumb = panel.scrollbar()
    assert panel.rect.contains(track) and track.contains(thumb)


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (2560, 1440)])
def test_the_cancel_button_reads_cancel_beside_its_key_at_every_size(size, monkeypatch):
    screen = pygame.display.set_mode(size)
    seen = drawn_text(monkeypatch)
    scale = size[1] / 720
    for layout in ("rows", "grid"):
        panel = ChoicePanel("Bid on the Docks", "How many tokens?", [(f"{k} tokens", Shift(k)) for k in (1, 2, 3)],
                            KEYS, cancel=True)
        lay_out(panel, layout, pygame.Rect(28, 104, round(655 * scale), round(208 * scale)))
        seen.clear()
        panel.draw(screen)
        cancel = panel.buttons[-1].button
        inside = [text for text, rect in seen if cancel.rect.contains(rect)]
        assert "Cancel" in inside and CANCEL_HINT in inside, inside
        assert not any("…" in text for text in inside)


def test_a_grid_heading_is_drawn_on_the_lines_it_was_wrapped_for(monkeypatch):
    """A table's unit smaller than the window's scale: the heading was wrapped for the layout's margin and
    drawn inside a wider one, so its first line came out "How does it reso…" (Equilibrium at 1280x720)."""
    th.theme.height = 720
    drawn = drawn_texts(monkeypatch)
    rows = [(f"Move a {v} from Thieves", Strike(v)) for v in (1, 2, 3)]
    panel = ChoicePanel("How does it resolve on Clerics?", "", rows, KEYS)
    panel.layout_grid(pygame.Rect(0, 0, 190, 300), unit=0.45)
    surface = pygame.Surface((400, 400))
    panel.draw(surface)
    title = " ".join(panel.title_lines)
    assert title == "How does it resolve on Clerics?"
    assert all(line in drawn for line in panel.title_lines), (panel.title_lines, drawn)
    assert not any("…" in value for value in drawn)
