"""Tracks and counters on a game board: a numbered track with every seat's marker on it (intrigue,
prestige, blood), a counter of the game's steps (rounds, era changes, turns), a row of gauges (a
value per guild or clan, as a filled bar) and a supply of piles.

The marker track shows the stretch of numbers around the markers (at least
``span`` cells), every fifth cell marked; markers stand on their shown value
(a slider may move them smoothly, see ``game.ui.kit.motion.Slider``) and
stack upwards where several seats share a value, the first in ``order`` at
the bottom.  The caption keeps clear of the first stack.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import materials, sprites
from game.ui.kit.base import SeatLook, Tip
from game.ui.kit.table import add_tip


def draw_marker_track(surface: pygame.Surface, rect: pygame.Rect, values: Sequence[int], order: Sequence[int],
                      seats: Sequence[SeatLook], caption: str, word: str, tips: list[Tip],
                      shown: Sequence[float] | None = None, span: int = 24) -> None:
    """Draw the track in `rect`: seat p's marker at `shown[p]` (else `values[p]`), stacked in `order`.

    Each marker's tip reads "<name>: <word> <value>"."""
    shown = list(shown) if shown else [float(v) for v in values]
    surface.blit(sprites.veil(rect.size, 200), rect.topleft)
    pygame.draw.rect(surface, th.GOLD_DIM, rect, 1, border_radius=6)
    title = sprites.font(rect.height * 0.2, "italic")
    low = max(0, int(min(shown)) - 2)
    span = max(span, int(max(shown)) - low + 3)
    track = pygame.Rect(rect.left + 8, rect.top + int(rect.height * 0.3), rect.width - 16, int(rect.height * 0.62))
    cell = track.width / span
    stacked = [v for v in values if list(values).count(v) > 1]
    if stacked and track.left + (min(stacked) - low + 0.5) * cell < rect.centerx:  # keep clear of the stack
        paint.text(surface, caption, title, th.PARCHMENT_DIM, (rect.right - 8, rect.top + 3), "topright")
    else:
        paint.text(surface, caption, title, th.PARCHMENT_DIM, (rect.left + 8, rect.top + 3))
    num_font = sprites.font(min(cell * 0.55, track.height * 0.28))
    for i in range(span):
        box = pygame.Rect(round(track.left + i * cell), track.bottom - int(track.height * 0.3), math.ceil(cell) - 1,
                          int(track.height * 0.3))
        pygame.draw.rect(surface, th.DUSK if (low + i) % 5 else th.BRUISE, box)
        if (low + i) % 5 == 0 or cell > 24:
            paint.text(surface, str(low + i), num_font, th.PARCHMENT_DIM, box.center, "center")
    r = max(5, int(min(cell * 0.46, track.height * 0.24)))
    height: dict[int, int] = {}
    tallest = max(sum(1 for v in values if v == value) for value in values)
    base = track.bottom - track.height * 0.3 - r
    rise = min(r * 1.5, (base - (rect.top + r + 2)) / max(1, tallest - 1))
    for p in order:
        value = values[p]
        level = height.get(value, 0)
        height[value] = level + 1
        sprite = materials.marker(seats[p].style, r)
        spot = sprite.get_rect(center=(round(track.left + (shown[p] - low + 0.5) * cell), round(base - level * rise)))
        surface.blit(sprite, spot)
        tips.append((spot, f"{seats[p].name}: {word} {value}"))


@dataclass(frozen=True)
class Mark:
    """One step of a counter: its short text, its tooltip, whether it is a special one (a diamond) and the
    rules section of its tip (None: the rule in force)."""

    text: str
    tip: str
    special: bool = False
    rule: str | None = None


def draw_step_counter(surface: pygame.Surface, rect: pygame.Rect, label: str, marks: Sequence[Mark], current: int,
                      over: bool, tips: list[Tip]) -> None:
    """A row of steps after `label`: those done dimmed, the `current` one in gold (none once `over`)."""
    label_w = int(rect.height * 2.6)
    paint.text(surface, label, sprites.font(rect.height * 0.55, "italic"), th.PARCHMENT_DIM,
               (rect.left, rect.centery), "midleft")
    cell = (rect.width - label_w) / max(1, len(marks))
    for i, mark in enumerate(marks):
        box = pygame.Rect(round(rect.left + label_w + i * cell + 2), rect.top + 2, round(cell - 4), rect.height - 4)
        now, done = i == current and not over, i < current or over
        edge, width = (th.GOLD, 2) if now else (th.GOLD_DIM, 1)
        if mark.special:
            points = [(box.centerx, box.top), (box.right, box.centery), (box.centerx, box.bottom),
                      (box.left, box.centery)]
            pygame.draw.polygon(surface, th.CRIMSON if now else th.darken(th.CRIMSON, 0.5 if done else 0.2), points)
            pygame.draw.polygon(surface, edge, points, width)
        else:
            pygame.draw.rect(surface, th.DUSK if not done else th.NIGHT, box, border_radius=4)
            pygame.draw.rect(surface, edge, box, width, border_radius=4)
        colour = th.GOLD if now else (th.ASH if done else th.PARCHMENT)
        paint.text(surface, mark.text, sprites.font(rect.height * (0.46 if mark.special else 0.58), "bold"), colour,
                   box.center, "center")
        add_tip(tips, (box, mark.tip + (" (now)" if now else "")), mark.rule)


def pile_spots(rect: pygame.Rect, piles: int) -> tuple[int, list[tuple[int, int]]]:
    """The token radius and the centre of each of `piles` piles side by side in `rect`."""
    cell = rect.width / piles
    r = max(6, int(min(cell * 0.3, rect.height * 0.3)))
    return r, [(int(rect.left + cell * (k + 0.5)), rect.top + r + 4) for k in range(piles)]


def draw_piles(surface: pygame.Surface, rect: pygame.Rect, label: str, sprites_of: Sequence[pygame.Surface],
               counts: Sequence[int], tip_of: Sequence[str], tips: list[Tip], lit: Sequence[bool] = ()) -> None:
    """A supply: one small pile per kind of token (up to three drawn), "×n" under each; lit piles ringed."""
    paint.text(surface, label, sprites.font(rect.height * 0.22, "italic"), th.PARCHMENT_DIM,
               (rect.left + 2, rect.top - 1), "bottomleft")
    r, spots = pile_spots(rect, len(counts))
    for k, ((cx, cy), sprite, count) in enumerate(zip(spots, sprites_of, counts, strict=False)):
        if k < len(lit) and lit[k]:
            pygame.draw.circle(surface, th.LEGAL, (cx, cy), r + 5, 2)
        for level in range(min(3, count) - 1, -1, -1):
            surface.blit(sprite, sprite.get_rect(center=(cx, cy + level * 3)))
        paint.text(surface, f"×{count}", sprites.font(rect.height * 0.28), th.PARCHMENT, (cx, rect.bottom),
                   "midbottom")
        tips.append((pygame.Rect(cx - r, rect.top, 2 * r, rect.height), tip_of[k]))


def draw_gauges(surface: pygame.Surface, rect: pygame.Rect, label: str, colours: Sequence[th.Colour],
                values: Sequence[int], full: int, marks: Sequence[pygame.Surface | None], tip_of: Sequence[str],
                tips: list[Tip]) -> None:
    """One box per value side by side, in its colour, filled up to value / `full`, its mark at the left
    and the number at the right."""
    paint.text(surface, label, sprites.font(rect.height * 0.22, "italic"), th.PARCHMENT_DIM,
               (rect.left + 2, rect.top - 1), "bottomleft")
    cell = rect.width / max(1, len(values))
    for k, (colour, value) in enumerate(zip(colours, values, strict=False)):
        box = pygame.Rect(round(rect.left + k * cell + 2), rect.top + 2, round(cell - 4), rect.height - 4)
        pygame.draw.rect(surface, th.darken(colour, 0.45), box, border_radius=5)
        fill = box.inflate(-4, -4)
        bar_h = int(fill.height * min(1.0, value / max(1, full)))
        pygame.draw.rect(surface, th.darken(colour, 0.15), pygame.Rect(fill.left, fill.bottom - bar_h, fill.width,
                                                                       bar_h), border_radius=4)
        pygame.draw.rect(surface, th.lighten(colour, 0.3), box, 1, border_radius=5)
        mark = marks[k] if k < len(marks) else None
        if mark is not None:
            surface.blit(mark, mark.get_rect(midleft=(box.left + 3, box.centery)))
        paint.text(surface, str(value), sprites.font(box.height * 0.62, "bold"), th.PARCHMENT,
                   (box.right - 5, box.centery), "midright", shadow=True)
        tips.append((box, tip_of[k]))
