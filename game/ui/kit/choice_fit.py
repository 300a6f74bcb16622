"""How a choice's label fits its button, and the grids of buttons that keep every label whole (the choice
panel's layouts ask these)."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from game.core import Action
from game.ui import paint
from game.ui import theme as th
from game.ui.kit.asking import CANCEL_HINT
from game.ui.widgets import Button


def label_room(button: Button, width: int) -> int:
    """The width a button `width` wide leaves its label beside its key hint (as ``Button.draw`` lays it)."""
    hint = button.hint()
    return width - th.theme.px(16) - (th.theme.font("tiny").size(hint)[0] + th.theme.px(10) if hint else 0)


def label_lines(button: Button, size: str, width: int) -> int:
    """How many lines `button`'s label takes at `size` in a button `width` wide (a word wider than the
    room counts as one too many: it would be cut)."""
    face, room = th.theme.font(size), label_room(button, width)
    if any(face.size(word)[0] > room for word in button.text.split()):
        return 99
    return max(1, len(paint.wrap(button.text, face, room)))


def label_fits(button: Button, size: str, width: int, two_lines: bool) -> bool:
    """Whether `button`'s label shows whole at `size` in a button `width` wide (beside its key)."""
    return label_lines(button, size, width) <= (2 if two_lines else 1)


def scroll_room() -> int:
    """The width a scrolling panel keeps clear at its right for the bar."""
    return th.theme.px(12)


def two_line_height(size: str, bh: int) -> int:
    """A button tall enough for two lines of `size` (at least `bh` * 1.55)."""
    return max(round(bh * 1.55), 2 * th.theme.font(size).get_linesize() + th.theme.px(8))


class Slot(NamedTuple):
    """A button of the panel, the action it plays (None for Cancel) and its row."""

    button: Button
    action: Action | None
    row: int


class CancelButton(Button):
    """The panel's Cancel, showing its key's name."""

    def hint(self) -> str:
        return CANCEL_HINT


def natural_width(button: Button, body: pygame.font.Font) -> int:
    """A button as wide as its label needs, and for Cancel its long key hint too (never "…")."""
    text = body.size(button.text)[0]
    if isinstance(button, CancelButton):
        return text + th.theme.px(34) + th.theme.font("tiny").size(CANCEL_HINT)[0]
    return text + th.theme.px(40)


def scrolled_grid(slots: list[Slot], width: int, pad: int, gap: int, bh: int, room: int
                  ) -> tuple[int, int, int, str, int, bool]:
    """(cols, col_w, rows, size, bh, two_lines) of a grid `width` wide that keeps every label whole on
    at most two lines: one whose rows fit in `room` of height if any does (the body type first, the
    fewest columns), else the shortest, which scrolls."""
    grids: list[tuple[int, int, int, int, str, int, bool]] = []
    for size in ("body", "small"):
        for cols in range(1, len(slots) + 1):
            col_w = (width - 2 * pad - gap * (cols - 1)) // cols
            lines = max((label_lines(s.button, size, col_w) for s in slots), default=1)
            if lines > 2:
                break  # more columns only narrow them
            h = bh if lines == 1 else two_line_height(size, bh)
            rows = -(-len(slots) // cols)
            grids.append((rows * (h + gap), cols, col_w, rows, size, h, lines == 2))
    fitting = [g for g in grids if g[0] <= room]
    if fitting:
        return fitting[0][1:]
    body = [g for g in grids if g[4] == "body"] or grids
    if body:
        return min(body, key=lambda g: g[0])[1:]
    col_w = width - 2 * pad  # nothing keeps every label whole: one column, and the tooltips say the rest
    return 1, col_w, len(slots), "small", two_line_height("small", bh), True


def tight_rows(slots: list[Slot], width: int, pad: int, gap: int, unit: float, avail: int,
               head: int) -> tuple[int, int, int, int, str, int, int] | None:
    """(head, cols, col_w, rows, size, bh, gap) of the roomiest grid of one-line buttons under a heading `head`
    high that fits in `avail`; None when none does."""
    for size in ("body", "small"):
        bh = th.theme.font(size).get_linesize() + max(4, round(5 * unit))
        for cols in range(1, len(slots) + 1):
            col_w = (width - 2 * pad - gap * (cols - 1)) // cols
            if any(not label_fits(s.button, size, col_w, False) for s in slots):
                break  # more columns only narrow them
            rows = -(-len(slots) // cols)
            if head + rows * (bh + gap) + pad <= avail:
                return head, cols, col_w, rows, size, bh, gap
    return None


class TightGrid(NamedTuple):
    """A grid made to fit by a plainer heading: its title font and lines, and (head, cols, col_w, rows, size, bh,
    gap, pad)."""

    title_font: pygame.font.Font
    title_lines: list[str]
    grid: tuple[int, int, int, int, str, int, int, int]


def tight_grid(title: str, slots: list[Slot], width: int, pad: int, gap: int, unit: float, avail: int
               ) -> TightGrid | None:
    """The heading and (head, cols, col_w, rows, size, bh, gap, pad) of the roomiest grid whose labels all fit
    in `avail` of height: the heading on one bold line and the note dropped (it stays the tooltip), buttons
    one small line high; None when even that cuts a label."""
    title_font = th.theme.font("body", "bold")
    pad, gap = max(4, pad // 2), max(2, gap // 2)
    heading = paint.wrap(title, title_font, width - 2 * pad)
    for lines in sorted({min(2, len(heading)), 1}, reverse=True):
        found = tight_rows(slots, width, pad, gap, unit, avail,
                                 pad + lines * title_font.get_linesize() + gap)
        if found is not None:
            return TightGrid(title_font, heading[:lines], (*found, pad))
    return None
