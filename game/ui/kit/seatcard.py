"""A seat's card on the table (a Primogen, a Methuselah, a house): a framed panel with a band of the
seat's colour, and a header line — the seat's mark, its name, a subtitle, its score at the right.

The kit's seat plate (``game.ui.kit.seats.draw_seat_plate``) is a board's
caption; this is a card that *is* the seat, in the colour the game gives it
(a clan's, a house's), with what the game says about it in its subtitle
("The Crowned · Regent").  Sizes are in the table's unit.
"""

from __future__ import annotations

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import sprites
from game.ui.kit.base import SeatLook, Tip
from game.ui.kit.counters import card_font

VEIL = (70, 66, 76)   # over a card whose seat is out of play for now (torpor, withdrawn)


def draw_card_frame(surface: pygame.Surface, rect: pygame.Rect, colour: th.Colour, active: bool,
                    veiled: bool = False) -> None:
    """The card's body (lighter and gilt while the seat decides), a band of `colour` down its left edge,
    a grey veil over it when `veiled`."""
    sprites.framed(surface, rect, th.DUSK if active else th.NIGHT, th.GOLD if active else th.GOLD_DIM, alpha=232,
                   ornate=False)
    pygame.draw.rect(surface, colour, pygame.Rect(rect.left, rect.top, max(4, rect.width // 60), rect.height))
    if veiled:
        surface.blit(sprites.sheet(rect.size, VEIL, 90), rect.topleft)


def draw_card_header(surface: pygame.Surface, rect: pygame.Rect, who: SeatLook, colour: th.Colour, unit: float,
                     tips: list[Tip], big: bool, sub: str, sub_colour: th.Colour, score_tip: str = "",
                     sub_tip: str = "", name_tip: str = "") -> int:
    """The seat's mark in `colour`, its name (gold when it decides), `sub` after it and the score at the
    right, on one line at the top of `rect` (larger when `big`: your own card); the y under it."""
    pad = round(8 * unit)
    name_f = card_font((19 if big else 16) * unit, "bold")
    sub_f = card_font((14 if big else 13) * unit, "italic")
    y = rect.top + round(3 * unit)
    mark = 6.5 * unit
    cy = y + name_f.get_linesize() / 2
    th.draw_shape(surface, who.style.shape, colour, (rect.left + pad + mark + 2, cy), mark, outline=th.INK, width=1)
    x = rect.left + pad + mark * 2 + round(7 * unit)
    right = rect.right - pad
    if who.score is not None:
        sr = paint.text(surface, str(who.score), card_font((26 if big else 22) * unit, "bold"), th.GOLD, (right, cy),
                        "midright")
        if score_tip:
            tips.append((sr, score_tip))
        right = sr.left - round(6 * unit)
    nr = paint.text(surface, paint.fit(who.name, name_f, int((right - x) * 0.6)), name_f,
                    th.GOLD if who.active else th.PARCHMENT, (x, y))
    r = paint.text(surface, paint.fit(sub, sub_f, right - nr.right - round(8 * unit)), sub_f, sub_colour,
                   (nr.right + round(7 * unit), cy), "midleft")
    if sub_tip:
        tips.append((r, sub_tip))
    if name_tip:
        tips.append((nr, name_tip))
    return y + name_f.get_linesize()
