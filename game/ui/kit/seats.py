"""Seats drawn the same way on every table: a seat's plate with its header, and who has made a secret
choice (never what).  (The score preview is ``game.ui.kit.scoresheet``.)

All take the seats as :class:`game.ui.kit.base.SeatLook` (names, kinds,
colours and shapes, scores, who decides).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import materials, rivals, sprites
from game.ui.kit.base import SeatLook, draw_seat_header


def pulse(clock: float) -> float:
    """0 -> 1 -> 0 every two seconds or so: the breathing of things that may be chosen."""
    return 0.5 + 0.5 * abs(((clock * 0.9) % 2) - 1)


def draw_seat_plate(surface: pygame.Surface, rect: pygame.Rect, header: pygame.Rect, seat: SeatLook, clock: float,
                    selectable: bool = False, targeted: bool = False) -> None:
    """A seat's own area (a rival's board): a dark plate, its header line, the edge lit when the seat
    decides (gold), may be chosen now (breathing green) or is the target (crimson)."""
    surface.blit(sprites.soft_shadow(rect.size, 8, 110), (rect.left - 8, rect.top - 4))
    surface.blit(sprites.veil(rect.size, 215), rect.topleft)
    border = th.GOLD if seat.active else th.darken(seat.style.colour, 0.25)
    if selectable:
        border = th.lighten(th.LEGAL, 0.3 * pulse(clock))
    if targeted:
        border = th.CRIMSON_LIGHT
    pygame.draw.rect(surface, border, rect, 3 if (seat.active or selectable or targeted) else 1, border_radius=6)
    pygame.draw.line(surface, th.darken(seat.style.colour, 0.2), (rect.left + 6, header.bottom),
                     (rect.right - 6, header.bottom), 1)
    draw_seat_header(surface, header, seat, materials.marker(seat.style, max(5, header.height // 3)))
    if not seat.you:   # a rival's header opens its panel
        rivals.plate(surface, header, seat.seat)


def draw_secret_status(surface: pygame.Surface, rect: pygame.Rect, title: str, seats: Sequence[SeatLook],
                       done: Sequence[bool]) -> None:
    """While the others choose in secret: each seat, and whether it "has chosen" (never what)."""
    paint.panel(surface, rect, th.INK, th.GOLD_DIM, alpha=232)
    paint.text(surface, title, th.theme.font("large", "bold"), th.GOLD, (rect.centerx, rect.top + th.theme.px(14)),
               "midtop")
    font = th.theme.font("body")
    y = rect.top + th.theme.px(56)
    for seat, chosen in zip(seats, done, strict=False):
        th.draw_shape(surface, seat.style.shape, seat.style.colour,
                      (rect.left + th.theme.px(30), y + font.get_linesize() // 2), th.theme.px(8))
        paint.text(surface, f"{seat.name} — {'has chosen' if chosen else 'choosing…'}", font,
                   th.PARCHMENT if chosen else th.PARCHMENT_DIM, (rect.left + th.theme.px(48), y))
        y += font.get_linesize() + 4
