"""The one choice panel of every table: buttons (or cards) built from the legal actions, grouped by the game.

A game declares *what* to ask — its steps (:class:`Step`: the panel builder
beside the step; the ribbon's words come from the engine's steps through
:func:`prompt_line`), the rows of a panel (:class:`Group`:
which legal actions a row takes and how each one reads) and its key policy
(:class:`Keys`: which actions are passes) — and the kit lays the panel out,
draws it and answers keys and clicks.  Keys: 1–9 press the numbered choices
in order, P a pass, :data:`CANCEL_KEY` (Backspace) closes a popup; a click
on a button (or card) sets ``chosen`` to exactly that button's action::

    rows = grouped(legal, [Group("Actions", (Draw, Hunt)), Group("", Pass, lambda a: "End")], KEYS)
    panel = ChoicePanel("Resource Phase", "2 actions left.", rows, KEYS)
    panel.layout_rows(area, unit); panel.handle(event); action = panel.take()

The declarations are in :mod:`game.ui.kit.asking` (named here too, as every table imports them), how labels
fit their buttons in :mod:`game.ui.kit.choice_fit`, how the panel looks in :mod:`game.ui.kit.choice_paint`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import pygame

from game.core import Action
from game.ui import paint
from game.ui import theme as th
from game.ui.kit import sprites
from game.ui.kit.asking import (
    AUTO,
    CANCEL_HINT,
    CANCEL_KEY,
    FOCUS_KEYS,
    NUMBER_KEYS,
    PASS_KEY,
    PLAIN_KEYS,
    PRESS_KEYS,
    Choice,
    Group,
    Keys,
    Row,
    Step,
    Switch,
    Words,
    described,
    grouped,
    prompt_line,
)
from game.ui.kit.choice_fit import (
    CancelButton,
    Slot,
    label_fits,
    label_lines,
    natural_width,
    scroll_room,
    scrolled_grid,
    tight_grid,
    two_line_height,
)
from game.ui.kit.choice_paint import draw_inside
from game.ui.widgets import Button

__all__ = ["AUTO", "CANCEL_HINT", "CANCEL_KEY", "NUMBER_KEYS", "PASS_KEY", "CardPainter", "Choice", "ChoicePanel",
           "Frame", "Group", "Keys", "Row", "Step", "Switch", "Tip", "Words", "described", "grouped", "prompt_line"]

Tip = tuple[pygame.Rect, str]
Frame = Callable[[pygame.Surface, pygame.Rect], None]
CardPainter = Callable[[pygame.Surface, pygame.Rect, "Choice", int, bool, list[Tip]], None]


class ChoicePanel:
    """A titled panel of choices in rows; a click or key sets `chosen`, Cancel sets `cancelled`.

    Lay it out with one of ``layout_rows`` (labelled rows over a board), ``layout_grid`` (a centred
    block of columns), ``layout_ribbon`` (buttons at the right end of the prompt ribbon) or
    ``layout_cards`` (one card per choice, drawn by `painter`); ``draw`` follows the last layout."""

    def __init__(self, title: str, note: str, rows: Sequence[Row | tuple[str, Any]], keys: Keys = PLAIN_KEYS,
                 cancel: bool = False, switch: Switch | None = None, frame: Frame | None = None,
                 painter: CardPainter | None = None) -> None:
        """`rows` are Rows, (title, [(label, action)]) pairs, or one flat [(label, action)] list."""
        self.title, self.note = title, note
        if rows and all(isinstance(r, tuple) and isinstance(r[1], Action) for r in rows):
            rows = [("", rows)]
        self.rows = [r if isinstance(r, Row) else Row(r[0], [keys.choice(t, a) for t, a in r[1]]) for r in rows]
        self.rows = [r for r in self.rows if r.choices]
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.chosen: Action | None = None
        self.cancelled = self.compact = self.switched = False
        self.mode, self.label_w, self.labels_above = "rows", 0, False
        self.frame, self.painter, self.switch = frame, painter, switch
        self.title_font = th.theme.font("body", "bold")
        self.title_lines: list[str] = [title]
        self.head_pad: int | None = None   # the margin the heading was wrapped for (None: the mode's own)
        self.note_lines: list[str] = []
        self.buttons: list[Slot] = []
        self.choices: dict[int, Choice] = {}   # id(button) -> its choice
        self.viewport: pygame.Rect | None = None   # where the buttons scroll (None: they all fit)
        self.scroll = self.scroll_max = 0
        self.focus: int | None = None              # the button the arrows reached (its index in shown())
        self.mouse = (-1, -1)
        self._home: dict[int, pygame.Rect] = {}    # id(button) -> its rect unscrolled
        numbered = {False: 0, True: 0}
        for r, row in enumerate(self.rows):
            for choice in row.choices:
                key = choice.key
                if key == AUTO:
                    n = numbered[choice.variant]
                    key = NUMBER_KEYS[n] if n < len(NUMBER_KEYS) else None
                    numbered[choice.variant] = n + 1
                button = Button(choice.label, partial(setattr, self, "chosen", choice.action), key,
                                tooltip=choice.label, primary=choice.primary)
                button.visible = not choice.variant
                self.choices[id(button)] = choice
                self.buttons.append(Slot(button, choice.action, r))
        self.switch_button: Button | None = None
        if switch is not None and any(c.variant for c in self.choices.values()):
            self.switch_button = Button(switch.label(False), self._toggle, switch.key, tooltip=switch.tooltip)
        if cancel:
            self.rows.append(Row("", []))
            cancel_button = CancelButton("Cancel", partial(setattr, self, "cancelled", True), CANCEL_KEY)
            self.buttons.append(Slot(cancel_button, None, len(self.rows) - 1))

    # -- answers ------------------------------------------------------------------------
    def _toggle(self) -> None:
        self.switched = not self.switched
        assert self.switch is not None and self.switch_button is not None
        self.switch_button.text = self.switch.label(self.switched)
        self.switch_button.selected = self.switched
        for slot in self.buttons:
            choice = self.choices.get(id(slot.button))
            if choice is not None:
                slot.button.visible = choice.variant == self.switched

    def take(self) -> Action | None:
        """The chosen action, once (it is cleared as it is read)."""
        action, self.chosen = self.chosen, None
        return action

    def actions(self) -> list[Action]:
        """Every action the panel offers (variants included), in panel order."""
        return [s.action for s in self.buttons if s.action is not None]

    def shown(self) -> list[Slot]:
        """The slots on screen now (a switch hides the other variant)."""
        return [s for s in self.buttons if s.button.visible]

    def hovered(self) -> Action | None:
        return next((s.action for s in self.shown() if s.button.hover), None)

    def handle(self, event: pygame.event.Event) -> bool:
        """One input event: True when the panel used it (a click inside it never reaches the board)."""
        kind, pos = event.type, getattr(event, "pos", None)
        if kind == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if kind == pygame.MOUSEWHEEL:  # (a panel built since the pointer last moved asks where it is)
            if self.viewport is None or not self.rect.collidepoint(
                    self.mouse if self.mouse != (-1, -1) else pygame.mouse.get_pos()):
                return False
            self.scroll_to(self.scroll - event.y * th.theme.px(36))
            return True
        if kind == pygame.KEYDOWN and self._key(event.key):
            return True
        if self.switch_button is not None and self.switch_button.handle(event):
            return True
        if self.viewport is not None and pos is not None and not self.viewport.collidepoint(pos):
            return self._outside_view(event)  # no button is under a point outside the scrolled area
        for slot in self.shown():
            if slot.button.handle(event) and kind != pygame.MOUSEMOTION:
                return True
        return kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(event.pos)

    def _key(self, key: int) -> bool:
        """The arrows move the focus over every button shown (scrolling it into view), Enter presses it."""
        slots = self.shown()
        if key in FOCUS_KEYS and slots and not self.compact:
            step = FOCUS_KEYS[key]
            start = (-1 if step > 0 else len(slots)) if self.focus is None else self.focus
            self.focus = max(0, min(len(slots) - 1, start + step))
            self.reveal(slots[self.focus].button)
            return True
        if key in PRESS_KEYS and self.focus is not None and self.focus < len(slots):
            slots[self.focus].button.click()
            return True
        return False

    def _outside_view(self, event: pygame.event.Event) -> bool:
        for slot in self.shown():
            slot.button.hover = False
            if event.type == pygame.MOUSEBUTTONUP:
                slot.button.pressed = False
        bar, view = self.scrollbar(), self.viewport
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and bar is not None and view is not None \
                and bar[0].inflate(th.theme.px(8), 0).collidepoint(event.pos):
            _track, thumb = bar
            self.scroll_to(self.scroll + (view.height if event.pos[1] > thumb.centery else -view.height) * 0.8)
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(event.pos)

    # -- scrolling ----------------------------------------------------------------------
    def _settle(self, top: int | None = None, bottom: int | None = None) -> None:
        """The layout is done: keep each button's place; with `top` and `bottom`, the buttons between them
        scroll when they reach further down."""
        self.scroll = self.scroll_max = 0
        self.focus, self.viewport = None, None
        self._home = {id(s.button): s.button.rect.copy() for s in self.buttons}
        if top is None or bottom is None:
            return
        content = max((s.button.rect.bottom for s in self.shown()), default=top)
        if content > bottom:
            self.viewport = pygame.Rect(self.rect.left, top, self.rect.width, bottom - top)
            self.scroll_max = content - bottom + th.theme.px(2)

    def scroll_to(self, offset: float) -> None:
        """Scroll the buttons `offset` pixels down their list (kept within it)."""
        self.scroll = max(0, min(self.scroll_max, round(offset)))
        for slot in self.buttons:
            home = self._home.get(id(slot.button))
            if home is not None:
                slot.button.rect = home.move(0, -self.scroll)

    def reveal(self, button: Button) -> None:
        """Scroll so `button` is wholly in view."""
        home = self._home.get(id(button))
        if self.viewport is None or home is None:
            return
        if home.top - self.scroll < self.viewport.top:
            self.scroll_to(home.top - self.viewport.top)
        elif home.bottom - self.scroll > self.viewport.bottom:
            self.scroll_to(home.bottom - self.viewport.bottom)

    def in_view(self, button: Button) -> bool:
        """Whether `button` is wholly on screen (not scrolled out of its panel)."""
        return self.viewport is None or self.viewport.contains(button.rect)

    def scrollbar(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        """The scroll bar's track and thumb (None when every button fits)."""
        view = self.viewport
        if view is None:
            return None
        width = th.theme.px(6)
        track = pygame.Rect(view.right - width - th.theme.px(5), view.top + 2, width, view.height - 4)
        share = view.height / (view.height + self.scroll_max)
        thumb = pygame.Rect(track.left, 0, width, max(th.theme.px(14), round(track.height * share)))
        thumb.top = track.top + round((track.height - thumb.height) * self.scroll / max(1, self.scroll_max))
        return track, thumb

    # -- layouts ------------------------------------------------------------------------
    def layout_rows(self, area: pygame.Rect, unit: float, labels_above: bool = False) -> None:
        """Rows of buttons from the top of `area`, each row's label on its left (`labels_above`: on a line
        of its own over its buttons, for a narrow column); the panel hugs its content.

        A label too long for the row takes two lines (or more); rows reaching below `area` scroll."""
        self.mode, self.compact, self.labels_above = "rows", False, labels_above
        pad = round(10 * unit)
        room_w = area.width - 2 * pad   # a narrow column: the title on one line in smaller type, else on two
        self.title_font = th.theme.font("body", "bold")
        if self.title_font.size(self.title)[0] > room_w:
            self.title_font = th.theme.font("small", "bold")
        self.title_lines = paint.wrap(self.title, self.title_font, room_w, most=2)
        note_f = th.theme.font("small", "italic")
        self.note_lines = paint.wrap(self.note, note_f, area.width - 2 * pad) if self.note else []
        label_f = th.theme.font("small", "bold")
        widest = max((label_f.size(row.title)[0] for row in self.rows if row.title), default=0)
        self.label_w = min(round(area.width * 0.4), max(round(area.width * 0.24), widest + th.theme.px(14))) \
            if widest and not labels_above else 0  # a row's label whole beside its buttons (two lines when even 40% is short)
        gap = max(3, round(5 * unit))
        head = area.top + pad + len(self.title_lines) * self.title_font.get_linesize() + gap
        first = th.theme.px(30) + (th.theme.font("small", "bold").get_linesize() if labels_above else 0)
        if head + len(self.note_lines) * note_f.get_linesize() + first + pad > area.bottom:
            self.note_lines = []   # too short a room for the note and a row of buttons: the buttons first
        top = head + len(self.note_lines) * note_f.get_linesize()
        bottom = self._place_rows(area.left + pad + self.label_w, top, area.right - pad, gap)
        if bottom + pad - gap > area.bottom:  # too tall for its area: the rows scroll beside a bar
            bottom = self._place_rows(area.left + pad + self.label_w, top, area.right - pad - scroll_room(), gap)
        height = min(area.height, bottom - area.top + pad - gap)
        self.rect = pygame.Rect(area.left, area.top, area.width, height)
        self._settle(top - gap // 2, self.rect.bottom - pad // 2)

    def _place_rows(self, left: int, top: int, right: int, gap: int) -> int:
        """Lay the rows' buttons out between `left` and `right` from `top` down; the y under the last row.

        A button is as wide as its label (and key) needs; one too long for the row takes more lines."""
        bh, body = th.theme.px(30), th.theme.font("body")
        y = top
        for r in range(len(self.rows)):
            if self.labels_above and self.rows[r].title:   # the row's label on its own line
                y += th.theme.font("small", "bold").get_linesize()
            x, line_h = left, 0
            for slot in self.buttons:
                if slot.row != r:
                    continue
                button, natural = slot.button, natural_width(slot.button, body)
                w = min(right - left, natural)
                lines = 1 if w == natural else min(4, label_lines(button, "body", w))
                h = bh + (lines - 1) * body.get_linesize()
                if x + w > right and x > left:
                    x, y, line_h = left, y + line_h + gap, 0
                button.rect = pygame.Rect(x, y, w, h)
                button.font_size, button.wrap = "body", lines > 1
                line_h = max(line_h, h)
                x += w + gap
            y += line_h + gap if line_h else 0
        return y

    def layout_ribbon(self, ribbon: pygame.Rect) -> None:
        """The buttons right-aligned inside the prompt ribbon (for steps played on the board)."""
        self.mode, self.compact = "rows", True
        body, x = th.theme.font("body"), ribbon.right - 2
        h = min(ribbon.height, max(ribbon.height - 4, body.get_linesize()))   # the label's whole line, if the ribbon has it
        for slot in reversed(self.shown()):
            w = natural_width(slot.button, body)
            slot.button.rect = pygame.Rect(x - w, ribbon.top + (ribbon.height - h) // 2, w, h)
            x -= w + 4
        self.rect = pygame.Rect(x, ribbon.top, ribbon.right - x, ribbon.height)
        self._settle()

    def layout_grid(self, area: pygame.Rect, unit: float, room: pygame.Rect | None = None) -> None:
        """A centred block in `area`: a heading that fits, then buttons in as many columns as they need.

        Labels stay readable: when they would be cut in several columns the buttons go in one column
        that may reach down to the bottom of `room`, then a smaller font, then two lines."""
        self.mode, self.compact = "grid", False
        pad, bh, gap = round(12 * unit), round(32 * unit), round(6 * unit)
        self.head_pad = pad
        slots, body = self.shown(), th.theme.font("body")
        n = len(slots)
        longest = max((body.size(s.button.text)[0] for s in slots), default=0) + th.theme.px(44)
        width = min(area.width, max(round(420 * unit), longest + 2 * pad)) if n <= 4 else area.width
        large = th.theme.font("large", "bold")
        self.title_font = large if large.size(self.title)[0] <= width - 2 * pad else th.theme.font("body", "bold")
        self.title_lines = paint.wrap(self.title, self.title_font, width - 2 * pad, most=2)
        note_font = th.theme.font("small", "italic")
        self.note_lines = paint.wrap(self.note, note_font, width - 2 * pad, most=3) if self.note else []
        head = pad + len(self.title_lines) * self.title_font.get_linesize() + \
            len(self.note_lines) * note_font.get_linesize() + pad
        avail = room.bottom - area.top if room is not None else area.height
        cols = max(1, -(-n // max(1, (area.height - head - pad) // (bh + gap))))
        if cols > 1 and longest > (width - 2 * pad - gap * (cols - 1)) // cols and \
                head + n * (bh + gap) + pad <= avail:
            cols = 1
        col_w = (width - 2 * pad - gap * (cols - 1)) // cols
        rows, size = -(-n // cols), "body" if longest <= col_w else "small"
        two_lines = any(th.theme.font(size).size(s.button.text)[0] + th.theme.px(44) > col_w for s in slots)
        tall = two_line_height(size, bh)
        if two_lines and head + rows * (tall + gap) + pad <= avail:
            bh = tall  # a label that still does not fit takes two lines
        else:
            two_lines = False
        if any(not label_fits(s.button, size, col_w, two_lines) for s in slots):
            tight = tight_grid(self.title, slots, width, pad, gap, unit, avail)
            if tight is not None:  # a plainer heading and shorter buttons keep every label whole
                self.title_font, self.title_lines, self.note_lines = tight.title_font, tight.title_lines, []
                head, cols, col_w, rows, size, bh, gap, pad = tight.grid
                self.head_pad = pad
                two_lines = False
        height = head + rows * (bh + gap) + pad
        if height > avail or any(not label_fits(s.button, size, col_w, two_lines) for s in slots):
            room_h = avail - head - pad
            cols, col_w, rows, size, bh, two_lines = scrolled_grid(slots, width, pad, gap, round(32 * unit),
                                                                         room_h)
            height = head + rows * (bh + gap) + pad
            if height > avail:  # taller than its room: the bar takes its place at the right, and it scrolls
                cols, col_w, rows, size, bh, two_lines = scrolled_grid(slots, width - scroll_room(), pad,
                                                                             gap, round(32 * unit), 0)
                height = max(head + rows * (bh + gap) + pad, avail + 1)
        bounds = pygame.Rect(area.left, area.top, area.width, avail)  # may reach below `area`, into `room`
        self.rect = pygame.Rect(0, 0, width, min(avail, height))
        self.rect.center = bounds.center if height > area.height else area.center
        self.rect.clamp_ip(bounds)  # never over what `room` keeps clear (the supply to drag from)
        for i, slot in enumerate(slots):
            c, r = divmod(i, rows)
            slot.button.rect = pygame.Rect(self.rect.left + pad + c * (col_w + gap),
                                           self.rect.top + head + r * (bh + gap), col_w, bh)
            slot.button.font_size = size
            slot.button.wrap = two_lines
        self._settle(self.rect.top + head - gap // 2, self.rect.bottom - pad // 2)

    def layout_cards(self, area: pygame.Rect, unit: float) -> None:
        """One card per choice in a centred row over `area`, the switch (if any) under them."""
        self.mode, self.compact = "cards", False
        self.rect = pygame.Rect(area)
        self.title_font, self.title_lines = th.theme.font("large", "bold"), [self.title]
        small = th.theme.font("small", "italic")
        self.note_lines = paint.wrap(self.note, small, area.width - 2 * th.theme.px(16), most=2) if self.note else []
        by_variant = [[s for s in self.buttons if s.action is not None and self.choices[id(s.button)].variant == v]
                      for v in (False, True)]
        n = max(1, len(by_variant[0]))
        gap = round(20 * unit)
        cw = min(round(150 * unit), (area.width - round(40 * unit)) // n - round(16 * unit))
        ch = round(cw * 1.4)
        x0 = area.centerx - (n * cw + (n - 1) * gap) // 2
        top = area.top + round(92 * unit)
        for group in by_variant:
            for i, slot in enumerate(group):
                slot.button.rect = pygame.Rect(x0 + i * (cw + gap), top, cw, ch)
        if self.switch_button is not None:
            self.switch_button.rect = pygame.Rect(0, 0, round(220 * unit), round(34 * unit))
            self.switch_button.rect.midtop = (area.centerx, top + ch + round(14 * unit))
        self._settle()

    def move_bottom_to(self, bottom: int) -> None:
        """Shift the laid-out panel so its bottom edge sits at `bottom` (a compact panel stays put)."""
        dy = bottom - self.rect.bottom
        if self.compact or dy == 0:
            return
        self.rect.move_ip(0, dy)
        for slot in self.buttons:
            slot.button.rect.move_ip(0, dy)
        for home in self._home.values():
            home.move_ip(0, dy)
        if self.viewport is not None:
            self.viewport.move_ip(0, dy)

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, tips: list[Tip] | None = None) -> None:
        """Draw as last laid out; a label cut short adds its whole text to `tips` while hovered."""
        if self.compact:
            for slot in self.shown():
                slot.button.draw(surface)
            return
        if self.frame is not None:
            self.frame(surface, self.rect)
        else:
            fill, alpha = {"rows": (th.INK, 238), "grid": (th.NIGHT, 242), "cards": (th.INK, 236)}[self.mode]
            sprites.framed(surface, self.rect, fill, th.GOLD, alpha=alpha)
        with paint.within(surface, self.rect, f"the choice panel {self.title!r}"):
            draw_inside(self, surface, tips)
