"""Geometry every table lays out with: card slots in rows, points on a ring, slots for tokens in
centred rows, regular polygons, and the nearest of several centres under the pointer.

Pure arithmetic on rects and points (``pygame.Rect`` only as a box), so a
table's layout reads as declarations of where things go.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

Point = tuple[float, float]


def ring_points(centre: Point, distance: float, count: int, start: float = -90.0) -> list[Point]:
    """`count` points evenly round `centre` at `distance`, the first at angle `start` (degrees; -90 is up),
    then clockwise on screen."""
    return [(centre[0] + distance * math.cos(math.radians(start + 360 / count * k)),
             centre[1] + distance * math.sin(math.radians(start + 360 / count * k))) for k in range(count)]


def polygon(centre: Point, radius: float, sides: int = 6, start: float = 0.0) -> list[Point]:
    """A regular polygon's corners round `centre` (six sides from 0 degrees: a flat-topped hexagon)."""
    return ring_points(centre, radius, sides, start)


def nearest(pos: Point, centres: Sequence[Point], within: float) -> int | None:
    """The index of the centre nearest `pos`, if it is closer than `within` (hit-testing round things)."""
    best, best_d = None, within
    for index, centre in enumerate(centres):
        d = math.dist(pos, centre)
        if d < best_d:
            best, best_d = index, d
    return best


def rows_of_slots(centre_x: float, top: float, count: int, per_row: int, step: float, row_step: float
                  ) -> list[Point]:
    """`count` slots in rows of at most `per_row`, `step` apart, each row centred on `centre_x`,
    the first row at `top` and each next one `row_step` lower (tokens piled on a space)."""
    slots: list[Point] = []
    for r in range(math.ceil(count / per_row) if count > 0 else 0):
        n = min(per_row, count - r * per_row)
        slots += [(centre_x + (i - (n - 1) / 2) * step, top + r * row_step) for i in range(n)]
    return slots


def card_grid(area: pygame.Rect, count: int, unit: float, widest: float = 1.5, tallest: float = 1.12,
              most_columns: int = 6) -> list[pygame.Rect]:
    """`count` card slots in centred rows within `area`, as large as fit.

    A card is at most `widest` times as wide as high and at most `tallest` times as high as wide
    (landscape cards by default); a last, shorter row is centred."""
    if count <= 0:
        return []
    gap = max(4, round(8 * unit))
    best: tuple[float, int, float, float] = (0.0, 1, 0.0, 0.0)
    for cols in range(1, most_columns + 1):
        rows = math.ceil(count / cols)
        cw = (area.width - gap * (cols - 1)) / cols
        ch = (area.height - gap * (rows - 1)) / rows
        w, h = min(cw, ch * widest), min(ch, cw / tallest)
        w = min(w, h * widest)
        if w * h > best[0]:
            best = (w * h, cols, w, h)
    _, cols, cw, ch = best
    rows = math.ceil(count / cols)
    total_w = cols * cw + gap * (cols - 1)
    total_h = rows * ch + gap * (rows - 1)
    x0 = area.left + (area.width - total_w) / 2
    y0 = area.top + (area.height - total_h) / 2
    out = []
    for i in range(count):
        r, c = divmod(i, cols)
        n_in_row = min(cols, count - r * cols)
        shift = (cols - n_in_row) * (cw + gap) / 2
        out.append(pygame.Rect(round(x0 + shift + c * (cw + gap)), round(y0 + r * (ch + gap)), round(cw), round(ch)))
    return out


def flow_rects(left: int, top: int, width: int, count: int, w: int, h: int, gap: int = 4
               ) -> tuple[list[pygame.Rect], int]:
    """`count` boxes of w×h laid left to right from (left + 2, top), wrapping within `width`;
    and the y under the last row (plus a small margin) — a seat's chips, cards or favours."""
    per_row = max(1, (width + gap) // (w + gap))
    rects = [pygame.Rect(left + 2 + (i % per_row) * (w + gap), top + (i // per_row) * (h + gap), w, h)
             for i in range(count)]
    rows = (count + per_row - 1) // per_row
    return rects, top + rows * (h + gap) + 4
