"""Geometry every table lays out with: a board drawn in its own units scaled onto the screen, card
slots in rows, points on a ring or round a rect's edge, slots for tokens in centred rows, regular
polygons, polygons shrunk inwards, and hit tests (inside a polygon, the nearest of several centres).

Pure arithmetic on rects and points (``pygame.Rect`` only as a box), so a
table's layout reads as declarations of where things go.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

Point = tuple[float, float]


@dataclass
class ScaledBoard:
    """A board drawn in its own units (say 1000×700) at `scale` screen pixels per unit, its top-left at `rect`'s."""

    rect: pygame.Rect
    scale: float

    def to_screen(self, point: Point) -> Point:
        return (self.rect.left + point[0] * self.scale, self.rect.top + point[1] * self.scale)

    def polygon(self, points: Sequence[Point]) -> list[Point]:
        return [self.to_screen(p) for p in points]

    def length(self, board_units: float) -> float:
        return board_units * self.scale


def fit_board(area: pygame.Rect, width: float, height: float) -> ScaledBoard:
    """A `width`×`height` board as large as fits in `area`, in its top-left corner."""
    scale = min(area.width / width, area.height / height)
    return ScaledBoard(pygame.Rect(area.left, area.top, round(width * scale), round(height * scale)), scale)


def inside(pos: Point, poly: Sequence[Point]) -> bool:
    """Whether `pos` lies inside polygon `poly` (ray casting)."""
    x, y = pos
    hit = False
    j = len(poly) - 1
    for i in range(len(poly)):
        xi, yi = poly[i]
        xj, yj = poly[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / ((yj - yi) or 1e-9) + xi:
            hit = not hit
        j = i
    return hit


def spans_at(poly: Sequence[Point], y: float) -> list[tuple[float, float]]:
    """The stretches of the horizontal line at `y` that lie inside `poly`, left to right."""
    xs = sorted(x0 + (y - y0) * (x1 - x0) / (y1 - y0)
                for (x0, y0), (x1, y1) in zip(poly, [*poly[1:], poly[0]], strict=True)
                if (y0 <= y < y1) or (y1 <= y < y0))
    return [(xs[k], xs[k + 1]) for k in range(0, len(xs) - 1, 2)]


def room_between(poly: Sequence[Point], top: float, bottom: float, left: float = -1e9,
                 right: float = 1e9) -> tuple[float, float]:
    """The x range inside `poly` on every line from `top` to `bottom` (and between `left` and `right`):
    where a block of text that high may sit; (0, 0) when there is none."""
    lo, hi = left, right
    for k in range(9):
        spans = spans_at(poly, top + (bottom - top) * k / 8)
        if not spans:
            return (0.0, 0.0)
        a, b = max(spans, key=lambda span: min(hi, span[1]) - max(lo, span[0]))
        lo, hi = max(lo, a), min(hi, b)
        if hi <= lo:
            return (0.0, 0.0)
    return (lo, hi)


def shrink(poly: Sequence[Point], by: float) -> list[Point]:
    """`poly` with each corner moved `by` pixels towards its centroid (an inner border, a gap between zones)."""
    cx = sum(p[0] for p in poly) / len(poly)
    cy = sum(p[1] for p in poly) / len(poly)
    out = []
    for x, y in poly:
        d = math.hypot(x - cx, y - cy) or 1
        out.append((x - (x - cx) / d * by, y - (y - cy) / d * by))
    return out


def perimeter_points(rect: pygame.Rect, spaces: int, inset: float) -> list[Point]:
    """`spaces` points evenly spread clockwise round `rect` inset by `inset`, from its top-left corner
    (the spaces of a score track round a board)."""
    return list(_perimeter(tuple(rect), spaces, round(inset, 3)))


@lru_cache(maxsize=32)
def _perimeter(rect: tuple[int, int, int, int], spaces: int, inset: float) -> tuple[Point, ...]:
    r = pygame.Rect(rect).inflate(-2 * inset, -2 * inset)
    perimeter = 2 * (r.width + r.height)
    out: list[Point] = []
    for i in range(spaces):
        d = perimeter * i / spaces
        if d < r.width:
            out.append((r.left + d, r.top))
        elif d < r.width + r.height:
            out.append((r.right, r.top + d - r.width))
        elif d < 2 * r.width + r.height:
            out.append((r.right - (d - r.width - r.height), r.bottom))
        else:
            out.append((r.left, r.bottom - (d - 2 * r.width - r.height)))
    return tuple(out)


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
