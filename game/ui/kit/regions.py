"""Regions a table lays out: slots for cards in rows, as large as the room allows."""

from __future__ import annotations

import math

import pygame


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
