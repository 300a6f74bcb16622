"""How much room a contest panel (game.ui.kit.contest) takes in a narrow column, and how its sides share a
column too short for them all: every side is drawn, the small ones whole, the rest cut evenly."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import paint
from game.ui.kit.seatcard import card_font as font

if TYPE_CHECKING:
    from game.ui.kit.contest import Contest, Side

STACKED_DIE = 26   # a die's size in the stacked panel (in the table's unit; 30 in the wide one)


def shares(needs: list[int], room: int) -> list[int]:
    """Each side's height when together they need more than `room`: a side that needs less than an even
    share keeps all it needs, the others share the rest evenly (every side is drawn, the tallest cut
    first: its last words, then its last members, each of them in its tips)."""
    if sum(needs) <= room:
        return list(needs)
    given = [0] * len(needs)
    left, waiting = room, sorted(range(len(needs)), key=lambda i: needs[i])
    while waiting:
        share = left // len(waiting)
        index = waiting[0]
        if needs[index] > share:
            for rest in waiting:
                given[rest] = max(0, share)
            break
        given[index] = needs[index]
        left -= needs[index]
        waiting.pop(0)
    return given


def stacked_height(contest: Contest, width: int, unit: float) -> int:
    """How tall the stacked panel (:func:`draw_contest_stacked`) is `width` wide with every line of it shown:
    what a table docking it beside another panel gives it first."""
    return stacked_needs(contest, width, unit)[4]


def stacked_needs(contest: Contest, width: int, unit: float
                   ) -> tuple[pygame.font.Font, list[str], int, list[int], int]:
    """The stacked panel's title type and lines, its mark row's height, each side's height and its whole
    height."""
    pad = round(10 * unit)
    head_f, small_f = font(17 * unit, "bold"), font(13 * unit, "italic")
    die_size = round(STACKED_DIE * unit)
    inner_w = width - 2 * pad
    per_row = max(1, int((inner_w - 16 * unit) // (die_size + 4)))
    if head_f.size(contest.title)[0] > inner_w:   # too long for one line: smaller type, then more lines
        head_f = font(14.5 * unit, "bold")
    title = paint.wrap(contest.title, head_f, inner_w, most=3)   # whole words, on more lines if it must
    heads = pad + len(title) * head_f.get_linesize() + (small_f.get_linesize() if contest.subtitle else 0) \
        + round(4 * unit)
    mark_h = font(14.5 * unit).get_linesize() + round(12 * unit) if contest.mark else 0
    needs = [side_need(side, inner_w, unit, per_row, die_size) for side in contest.sides]
    return head_f, title, mark_h, needs, heads + sum(needs) + pad * len(needs) + (mark_h + pad if mark_h else 0)


def side_need(side: Side, width: int, unit: float, per_row: int, size: int) -> int:
    """How tall a side drawn `width` wide is (``_draw_side``): its label, members, dice and modifiers."""
    pad = round(8 * unit)
    body_f, small_f, name_f = font(14.5 * unit), font(13 * unit, "italic"), font(16 * unit, "bold")
    room = int(width - 2 * pad - 34 * unit)
    lines = sum(len(paint.wrap(text, body_f, room, most=2)) for _amount, text in side.modifiers)
    return (pad + small_f.get_linesize() + len(side.members) * name_f.get_linesize() + round(2 * unit)
            + dice_height(side, per_row, size, small_f) + round(2 * unit) + lines * body_f.get_linesize() + pad)


def dice_height(side: Side, per_row: int, size: int, small_f: pygame.font.Font) -> int:
    """The room a side's dice take: their rows, the dice still to roll, or its note's line (nothing to roll)."""
    if side.dice:
        return (1 + (len(side.dice) - 1) // per_row) * (size + 4)
    return size + 4 if side.planned or not side.note else small_f.get_linesize() + 4


def dice_fit(side: Side, width: int, height: int, size: int, per_row: int) -> tuple[int, int]:
    """The largest die size, at most `size` (and never under 12), and the dice a row, that hold a side's
    dice (or those it will roll) in `width` by `height`."""
    count = len(side.dice) or min(side.planned, per_row)
    for each in range(size, 11, -1):
        row = max(1, width // (each + 4))
        if count == 0 or (1 + (count - 1) // row) * (each + 4) <= height:
            return each, row
    return 12, max(1, width // 16)
