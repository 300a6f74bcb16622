"""A bloodline laid out as a pyramid: the leader on top, each sire's childer side by side beneath it.

:func:`slots` is the tidy layout in abstract units (every leaf its own column, a sire centred over its
childer); :func:`fit` turns it into card rects inside a box, as large as the box allows, and when the
bloodline is deeper than the box is tall the rows close up so each card covers the lower part of its
sire (its top strip, with the four attributes, stays in sight).  Pure geometry: no drawing here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Placed:
    """Where a vampire sits in abstract units: its column centre and its depth (the leader at 0)."""

    x: float
    depth: int
    stacked: bool = False   # one of its sire's childers set one under another in its sire's column
    level: int = 0          # how many steps it is indented in its column (a stacked childe: 1)


def childer(sires: Sequence[int]) -> list[list[int]]:
    """Each vampire's childer, in the order they joined."""
    kids: list[list[int]] = [[] for _ in sires]
    for i, sire in enumerate(sires):
        if 0 <= sire < len(sires) and sire != i:
            kids[sire].append(i)
    return kids


def roots(sires: Sequence[int]) -> list[int]:
    """The vampires with no sire in the bloodline (the leader; a lost link is shown as its own root)."""
    return [i for i, sire in enumerate(sires) if not 0 <= sire < len(sires) or sire == i]


def slots(sires: Sequence[int], stack: bool = False) -> tuple[list[Placed], int, int]:
    """The tidy layout: each vampire's place, the number of columns and of rows.  With `stack`, a sire
    whose childer have none of their own keeps them in its own column, one under another (an outline:
    narrower, deeper), when it has two or more."""
    kids = childer(sires)
    places: list[Placed | None] = [None] * len(sires)
    column = 0.0

    def place(node: int, depth: int, seen: frozenset[int]) -> float:
        nonlocal column
        below = [k for k in kids[node] if k not in seen]
        if stack and len(below) > 1 and not any(kids[k] for k in below):
            x = column + 0.5
            column += 1
            for n, k in enumerate(below):
                places[k] = Placed(x, depth + 1 + n, True, 1)
        elif not below:
            x = column + 0.5
            column += 1
        else:
            xs = [place(k, depth + 1, seen | {k}) for k in below]
            x = (xs[0] + xs[-1]) / 2
        places[node] = Placed(x, depth)
        return x

    for root in roots(sires):
        place(root, 0, frozenset({root}))
    for i, p in enumerate(places):  # anything a broken link left out: a row of its own at the bottom
        if p is None:
            places[i] = Placed(column + 0.5, 0)
            column += 1
    done = [p for p in places if p is not None]
    rows = 1 + max((p.depth for p in done), default=0)
    return done, max(1, int(column)), rows


@dataclass(frozen=True)
class Fit:
    """A pyramid fitted into a box: each card's rect, the card size, and how far rows step down."""

    rects: tuple[pygame.Rect, ...]
    card: tuple[int, int]
    step: float
    overlapped: bool


def fit(box: pygame.Rect, sires: Sequence[int], widest: int, ratio: float = 0.9, gap: int = 4,
        strip: float = 0.5, shortest: int = 30, flattest: float = 0.62) -> Fit:
    """Card rects for the bloodline whose sires are `sires` inside `box`.

    Cards fill their column and row, at most `widest` wide and `ratio` times as high as wide, at
    least `flattest` times (landscape cards when the rows are short).  If that leaves them under
    `shortest` pixels high, the rows close up instead: each card then covers the lower part of its
    sire, never more than all but its top `strip`; only if even that is too tall do cards shrink."""
    if not sires:
        return Fit((), (0, 0), 0.0, False)
    places, columns, rows = slots(sires)
    col_w = box.width / columns
    row_h = box.height / rows
    w = max(8, min(widest, int(col_w - gap)))
    h = max(8, min(int(w * ratio), int(row_h - gap)))
    if h < w * flattest:
        w = max(8, int(h / flattest))
    step = row_h if rows > 1 else 0.0
    overlapped = False
    if h < shortest and rows > 1:
        h = min(shortest, int(box.height / (1 + (rows - 1) * strip)))
        w = max(8, min(int(col_w - gap), widest, int(h / flattest)))
        step = (box.height - h) / (rows - 1)
        overlapped = step < h + gap
    else:
        step = min(step, h + gap * 3) if rows > 1 else 0.0
    total_h = h + (rows - 1) * step
    top = box.top + (box.height - total_h) / 2
    used = columns * col_w
    left = box.left + (box.width - used) / 2
    rects = tuple(pygame.Rect(round(left + p.x * col_w - w / 2), round(top + p.depth * step), w, h)
                  for p in places)
    return Fit(rects, (w, h), step, overlapped)
