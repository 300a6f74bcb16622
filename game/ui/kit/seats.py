"""Seats drawn the same way on every table: a seat's plate with its header, the score preview tab
and table, and who has made a secret choice (never what).

All take the seats as :class:`game.ui.kit.base.SeatLook` (names, kinds,
colours and shapes, scores, who decides).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import materials, sprites
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


def draw_tab(surface: pygame.Surface, rect: pygame.Rect, label: str, hover: bool) -> None:
    """A small tab that shows something while hovered ("Score preview")."""
    pygame.draw.rect(surface, th.BRUISE if hover else th.DUSK, rect, border_radius=4)
    pygame.draw.rect(surface, th.GOLD if hover else th.GOLD_DIM, rect, 1, border_radius=4)
    paint.text(surface, label, sprites.font(rect.height * 0.6, "italic"), th.PARCHMENT, rect.center, "center")


def draw_score_table(surface: pygame.Surface, anchor: pygame.Rect, rows: Sequence[tuple[str, Sequence[int]]],
                     seats: Sequence[SeatLook], title: str = "Score if the game ended now") -> pygame.Rect:
    """A breakdown of the scores (one row per step, "Total" last, one column per seat) under `anchor`."""
    body = th.theme.font("small")
    bold = th.theme.font("small", "bold")
    line = body.get_linesize()
    label_w = max(body.size(label)[0] for label, _v in rows) + th.theme.px(16)
    room = (surface.get_width() - label_w - th.theme.px(24)) // max(1, len(seats))  # never wider than the window
    col = min(room, max([th.theme.px(70)] + [body.size(seat.name)[0] + 22 for seat in seats]))  # whole names
    rect = pygame.Rect(0, 0, label_w + col * len(seats) + th.theme.px(24), (len(rows) + 2) * line + th.theme.px(24))
    rect.topright = (anchor.right, anchor.bottom + 4)
    rect.clamp_ip(surface.get_rect())
    surface.blit(sprites.soft_shadow(rect.size, 10, 160), (rect.left - 10, rect.top - 4))
    paint.panel(surface, rect, th.NIGHT, th.GOLD, alpha=246)
    x0, y = rect.left + th.theme.px(12), rect.top + th.theme.px(10)
    paint.text(surface, title, th.theme.font("small", "italic"), th.GOLD, (x0, y))
    y += line + 4
    for i, seat in enumerate(seats):
        cx = x0 + label_w + col * i + col // 2
        th.draw_shape(surface, seat.style.shape, seat.style.colour, (cx - col // 2 + 8, y + line // 2), line * 0.3)
        paint.text(surface, paint.fit(seat.name, body, col - 20), body, th.PARCHMENT, (cx + 6, y), "midtop")
    y += line
    for label, values in rows:
        total = label == "Total"
        if total:
            pygame.draw.line(surface, th.GOLD_DIM, (x0, y + 1), (rect.right - th.theme.px(12), y + 1))
        paint.text(surface, label, bold if total else body, th.GOLD if total else th.PARCHMENT_DIM, (x0, y + 2))
        for i, value in enumerate(values):
            cx = x0 + label_w + col * i + col // 2
            paint.text(surface, str(value), bold if total else body, th.GOLD if total else th.PARCHMENT,
                       (cx + 6, y + 2), "midtop")
        y += line
    return rect


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
