"""The score sheet: every seat's points by category, the total, the tie-break that decided and the counts
that are not points — one record (:class:`ScoreSheet`) and one drawing of it, for the results screen
and for every table's score preview.

:func:`sheet_of` reads a state's (or a seat's view's) declared rows (``score_breakdown``, ``scores``,
``score_notes``, ``tie_break``: see ``game/core/scores.py``); :func:`lay_out` places every word (seat
names and row labels wrap between words, never inside one) within a width; :func:`draw_sheet` paints
a layout.  :class:`ScorePreview` is a table's preview: its tab, opened by a click on the tab (a second
click closes it), by :data:`PREVIEW_KEY`, or while the tab is hovered; Esc or a click elsewhere closes it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import sprites

PREVIEW_KEY = pygame.K_TAB
PREVIEW_TITLE = "Score if the game ended now"
PREVIEW_HINT = "Tab or a click on the tab keeps it open"
NOTES_CAPTION = "Counted apart, not points"


@dataclass(frozen=True)
class ScoreSheet:
    """What a score sheet shows: the seats, the rows that add up to the totals, the tie-break line and
    the counts that are not points."""

    names: tuple[str, ...]
    styles: tuple[th.SeatStyle, ...]
    rows: tuple[tuple[str, tuple[int, ...]], ...]
    totals: tuple[int, ...]
    tie_break: str = ""
    notes: tuple[tuple[str, tuple[int, ...]], ...] = ()
    total_label: str = "Total"
    winners: tuple[int, ...] = ()   # their names and totals in gold (none: every total in gold)


def sheet_of(state: Any, names: Sequence[str], styles: Sequence[th.SeatStyle], winners: Sequence[int] = ()) -> ScoreSheet:
    """The sheet of `state` as it stands (a seat's view for a preview, the final state for the results,
    with its `winners`); the tie-break only once the game is over."""
    def rows(pairs: Sequence[tuple[str, Sequence[int]]]) -> tuple[tuple[str, tuple[int, ...]], ...]:
        return tuple((str(label), tuple(int(v) for v in values)) for label, values in pairs)
    return ScoreSheet(names=tuple(names), styles=tuple(styles), rows=rows(state.score_breakdown()),
                      totals=tuple(int(v) for v in state.scores()),
                      tie_break=state.tie_break() if state.is_over else "", notes=rows(state.score_notes()),
                      winners=tuple(winners))


@dataclass(frozen=True)
class Placed:
    """One piece of text of a laid-out sheet, at `rect` (relative to the sheet's top left); `role` picks
    its font and colour (title, hint, name, label, value, total, total_value, tie, caption, note,
    note_value)."""

    text: str
    rect: pygame.Rect
    role: str
    seat: int = -1   # the seat whose name or number it is


@dataclass
class SheetLayout:
    """A sheet laid out: its size, every text placed, the rules (lines), the banded rows and where each
    seat's marker goes."""

    size: tuple[int, int]
    bands: list[pygame.Rect] = field(default_factory=list)
    texts: list[Placed] = field(default_factory=list)
    rules: list[tuple[int, int, int]] = field(default_factory=list)       # (y, x0, x1)
    markers: list[tuple[int, tuple[int, int], int]] = field(default_factory=list)  # (seat, centre, radius)


def _fonts(size: str) -> dict[str, pygame.font.Font]:
    body, bold, italic = th.theme.font(size), th.theme.font(size, "bold"), th.theme.font(size, "italic")
    return {"title": italic, "hint": italic, "name": bold, "label": body, "value": body, "total": bold,
            "total_value": bold, "tie": italic, "caption": italic, "note": italic, "note_value": italic}


COLOURS = {"title": th.GOLD, "hint": th.PARCHMENT_DIM, "name": th.PARCHMENT, "label": th.PARCHMENT_DIM,
           "value": th.PARCHMENT, "total": th.GOLD, "total_value": th.GOLD, "tie": th.CRIMSON_LIGHT,
           "caption": th.GOLD_DIM, "note": th.PARCHMENT_DIM, "note_value": th.PARCHMENT_DIM}


def _parts(text: str) -> list[tuple[str, str]]:
    """`text`'s breakable parts with what joins each to the next (" " between words, "" after a hyphen):
    a line may end after any part, never inside one."""
    out: list[tuple[str, str]] = []
    for word in text.split():
        pieces = word.split("-")
        for k, piece in enumerate(pieces):
            last = k == len(pieces) - 1
            out.append((piece if last else piece + "-", " " if last else ""))
    return out


def _widest_word(text: str, font: pygame.font.Font) -> int:
    return max((paint.text_width(font, part) for part, _join in _parts(text)), default=0)


def wrap_words(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """`text` in lines no wider than `width`, broken only between words or after a hyphen (a part wider
    than `width` stays whole on its own line)."""
    lines: list[str] = []
    line, join = "", ""
    for part, after in _parts(text):
        trial = f"{line}{join}{part}" if line else part
        if line and paint.text_width(font, trial) > width:
            lines.append(line)
            trial = part
        line, join = trial, after
    if line:
        lines.append(line)
    return lines


def lay_out(sheet: ScoreSheet, width: int, size: str = "small", title: str = "", hint: str = "",
            roomy: bool = False) -> SheetLayout:
    """Place the sheet within `width` pixels (wider only when a single word needs it): the title, the
    seats' names over their columns, each row, the total, the tie-break, the notes apart.  `roomy` (the
    results screen): the columns spread over the whole width, rows spaced and banded."""
    fonts = _fonts(size)
    body = fonts["label"]
    line = body.get_linesize()
    pad, gap = th.theme.px(12), th.theme.px(10)
    n = max(1, len(sheet.names))
    marker = line * 3 // 4 + th.theme.px(4)   # room for a seat's shape left of its name
    labels = [label for label, _v in (*sheet.rows, *sheet.notes)] + [sheet.total_label]
    numbers = [str(v) for _l, values in (*sheet.rows, *sheet.notes) for v in values] + [str(v) for v in sheet.totals]
    # a seat's column: at least its longest word and every number; its whole name when the width allows
    col_min = max([th.theme.px(48)] + [marker + _widest_word(name, fonts["name"]) for name in sheet.names]
                  + [paint.text_width(fonts["total_value"], s) for s in numbers]) + gap
    col_full = max([col_min] + [marker + paint.text_width(fonts["name"], name) + gap for name in sheet.names])
    label_min = max(_widest_word(label, fonts["total"]) for label in labels) + gap
    label_full = max(paint.text_width(fonts["total"], label) for label in labels) + gap
    room = width - 2 * pad
    label_w = max(label_min, min(label_full, room - n * col_min))
    col = max(col_min, min(col_full, (room - label_w) // n))
    if roomy and label_w + n * col < room:   # the seats' columns take most of what is left
        col += (room - label_w - n * col) * 3 // (4 * n)
        label_w = max(label_w, min(label_full + th.theme.px(40), room - n * col))
    inner = label_w + n * col
    spacing = th.theme.px(10) if roomy else 0
    out = SheetLayout((0, 0))
    y = pad
    for text, role in ((title, "title"), (hint, "hint")):
        for piece in wrap_words(text, fonts[role], inner) if text else []:
            out.texts.append(Placed(piece, pygame.Rect(pad, y, paint.text_width(fonts[role], piece), line), role))
            y += line
    if title or hint:
        y += th.theme.px(4)
    name_lines = [wrap_words(name, fonts["name"], col - gap - marker) for name in sheet.names]
    for seat, lines in enumerate(name_lines):
        centre = pad + label_w + seat * col + (col - gap) // 2
        first = paint.text_width(fonts["name"], lines[0]) if lines else 0
        out.markers.append((seat, (centre - (marker + first) // 2 + marker // 2, y + line // 2),
                            max(3, int(line * 0.34))))
        for k, piece in enumerate(lines):
            w = paint.text_width(fonts["name"], piece)
            x = centre - (marker + first) // 2 + marker if k == 0 else centre - w // 2
            out.texts.append(Placed(piece, pygame.Rect(x, y + k * line, w, line), "name", seat))
    y += max((len(lines) for lines in name_lines), default=1) * line + th.theme.px(4) + spacing
    banded = 0

    def row(label: str, values: Sequence[int], role: str, value_role: str) -> None:
        nonlocal y, banded
        pieces = wrap_words(label, fonts[role], label_w - gap)
        height = len(pieces) * line + spacing
        if roomy and role == "label":
            if banded % 2 == 0:
                out.bands.append(pygame.Rect(pad - th.theme.px(6), y, inner + th.theme.px(12), height))
            banded += 1
        y += spacing // 2
        for k, piece in enumerate(pieces):
            out.texts.append(Placed(piece, pygame.Rect(pad, y + k * line, paint.text_width(fonts[role], piece),
                                                       line), role))
        for seat, value in enumerate(values):
            text = str(value)
            w = paint.text_width(fonts[value_role], text)
            centre = pad + label_w + seat * col + (col - gap) // 2   # numbers under the names
            out.texts.append(Placed(text, pygame.Rect(centre - w // 2, y, w, line), value_role, seat))
        y += height - spacing // 2

    for label, values in sheet.rows:
        row(label, values, "label", "value")
    out.rules.append((y + th.theme.px(2), pad, pad + inner))
    y += th.theme.px(6)
    row(sheet.total_label, sheet.totals, "total", "total_value")
    if sheet.tie_break:
        y += th.theme.px(4)
        for piece in wrap_words(sheet.tie_break, fonts["tie"], inner):
            out.texts.append(Placed(piece, pygame.Rect(pad, y, paint.text_width(fonts["tie"], piece), line), "tie"))
            y += line
    if sheet.notes:
        y += th.theme.px(6)
        out.rules.append((y, pad, pad + inner))
        y += th.theme.px(4)
        out.texts.append(Placed(NOTES_CAPTION, pygame.Rect(pad, y, paint.text_width(fonts["caption"], NOTES_CAPTION),
                                                           line), "caption"))
        y += line
        for label, values in sheet.notes:
            row(label, values, "note", "note_value")
    out.size = (inner + 2 * pad, y + pad)
    return out


def draw_sheet(surface: pygame.Surface, rect: pygame.Rect, layout: SheetLayout, sheet: ScoreSheet, size: str = "small",
               framed: bool = True) -> None:
    """Paint `layout` with its top left at `rect`'s (a dark panel behind it when `framed`)."""
    if framed:
        surface.blit(sprites.soft_shadow(rect.size, 10, 160), (rect.left - 10, rect.top - 4))
        paint.panel(surface, rect, th.NIGHT, th.GOLD, alpha=246)
    fonts = _fonts(size)
    for band in layout.bands:
        veil = pygame.Surface(band.size, pygame.SRCALPHA)
        veil.fill((*th.DUSK, 120))
        surface.blit(veil, band.move(rect.topleft))
    for y, x0, x1 in layout.rules:
        pygame.draw.line(surface, th.GOLD_DIM, (rect.left + x0, rect.top + y), (rect.left + x1, rect.top + y))
    for seat, (cx, cy), radius in layout.markers:
        if seat < len(sheet.styles):
            style = sheet.styles[seat]
            th.draw_shape(surface, style.shape, style.colour, (rect.left + cx, rect.top + cy), radius)
    for placed in layout.texts:
        colour = COLOURS[placed.role]
        if sheet.winners and placed.role in ("name", "total_value"):
            colour = th.GOLD if placed.seat in sheet.winners else th.PARCHMENT
        paint.text(surface, placed.text, fonts[placed.role], colour, placed.rect.move(rect.topleft).topleft)


def draw_tab(surface: pygame.Surface, rect: pygame.Rect, label: str, lit: bool) -> None:
    """A small tab ("Score preview"), lit while hovered or open."""
    pygame.draw.rect(surface, th.BRUISE if lit else th.DUSK, rect, border_radius=4)
    pygame.draw.rect(surface, th.GOLD if lit else th.GOLD_DIM, rect, 1, border_radius=4)
    paint.text(surface, label, sprites.font(rect.height * 0.6, "italic"), th.PARCHMENT, rect.center, "center")


class PreviewPopup:
    """The preview as the overlay draws it, above the pieces, the log and the moves."""

    def __init__(self, rect: pygame.Rect, layout: SheetLayout, sheet: ScoreSheet) -> None:
        self.rect, self.layout, self.sheet = rect, layout, sheet

    def draw(self, surface: pygame.Surface, tips: list[tuple[pygame.Rect, str]] | None = None) -> None:
        draw_sheet(surface, self.rect, self.layout, self.sheet)


class ScorePreview:
    """A table's score preview: where its tab is drawn this frame, and whether a click or the key opened it."""

    def __init__(self) -> None:
        self.tab: pygame.Rect | None = None   # set each frame by the table that draws a tab
        self.open = False
        self.sheet_rect: pygame.Rect | None = None   # where the sheet was drawn last (a click there keeps it)
        self.swallow_release = False
        self.unhovered = False   # closed by a click on its tab: hovering shows it again once the pointer left

    def shown(self, mouse: tuple[int, int]) -> bool:
        return self.tab is not None and (self.open or (self.tab.collidepoint(mouse) and not self.unhovered))

    def handle(self, event: pygame.event.Event) -> bool:
        """A click on the tab opens or closes it, the key too; Esc or a click elsewhere closes it. True
        when the event was the preview's (the table does nothing else with it)."""
        if self.tab is None:
            return False
        kind = event.type
        if kind == pygame.MOUSEMOTION and not self.tab.collidepoint(event.pos):
            self.unhovered = False
        if kind == pygame.KEYDOWN and event.key == PREVIEW_KEY and not getattr(event, "mod", 0) & pygame.KMOD_CTRL:
            self.open = not self.open
            return True
        if kind == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.open:
            self.open = False
            return True
        if kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.tab.collidepoint(event.pos):
                self.open = not self.open
                self.unhovered = not self.open
                self.swallow_release = True
                return True
            if self.open:
                self.open = False
                self.swallow_release = True
                return True
        if kind == pygame.MOUSEBUTTONUP and event.button == 1 and self.swallow_release:
            self.swallow_release = False
            return True
        return False

    def draw_tab(self, surface: pygame.Surface, tab: pygame.Rect, mouse: tuple[int, int], label: str = "Score preview") -> None:
        """The tab (lit while hovered or open); noted for the clicks."""
        self.tab = pygame.Rect(tab)
        draw_tab(surface, tab, label, self.open or tab.collidepoint(mouse))

    def popup(self, surface: pygame.Surface, sheet: ScoreSheet) -> PreviewPopup:
        """The sheet under the tab (right edges lined up), inside the window, as a popup to draw."""
        assert self.tab is not None
        bounds = surface.get_rect()
        layout = lay_out(sheet, min(bounds.width - th.theme.px(24), th.theme.px(900)), "small", PREVIEW_TITLE,
                         PREVIEW_HINT)
        rect = pygame.Rect((0, 0), layout.size)
        rect.topright = (self.tab.right, self.tab.bottom + 4)
        if rect.bottom > bounds.bottom:   # no room under the tab: above it
            rect.bottom = self.tab.top - 4
        rect.clamp_ip(bounds)
        self.sheet_rect = rect
        return PreviewPopup(rect, layout, sheet)
