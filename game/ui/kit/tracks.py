"""A numbered track with every seat's marker on it (intrigue, prestige, blood): stacks where seats tie.

The track shows the stretch of numbers around the markers (at least
``span`` cells), every fifth cell marked; markers stand on their shown value
(a slider may move them smoothly, see ``game.ui.kit.motion.Slider``) and
stack upwards where several seats share a value, the first in ``order`` at
the bottom.  The caption keeps clear of the first stack.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import materials, sprites
from game.ui.kit.base import SeatLook, Tip


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
