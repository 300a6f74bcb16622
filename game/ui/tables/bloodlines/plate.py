"""A battleground board's plate: its shadowed sheet and title line, the room its rules family draws in,
and the scheme chips along its foot (a battleground's schemes stay on its board when played)."""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from game.ui import theme as th
from game.ui.kit import sprites
from game.ui.kit.seatcard import card_font
from game.ui.kit.table import Drawn
from game.ui.tables.bloodlines import art
from game.ui.tables.bloodlines.model import Board

Hits = dict[Hashable, pygame.Rect]


def title_font(unit: float) -> pygame.font.Font:
    return card_font(15 * unit, "bold")


def scheme_rects(rect: pygame.Rect, board: Board, unit: float) -> list[pygame.Rect]:
    """The board's schemes as chips side by side along its foot, each as wide as its name asks (a long
    name gets the room a short one leaves, so both read in the same type)."""
    n = len(board.schemes)
    if n == 0:
        return []
    h = round(24 * unit)
    gap = round(4 * unit)
    room = rect.width - 12 - gap * (n - 1)
    face = card_font(13 * unit, "bold")
    wants = [face.size(name)[0] + round(12 * unit) for _scheme, name in board.schemes]
    share = [max(room * 0.3, room * w / sum(wants)) for w in wants]
    widths = [int(s * room / sum(share)) for s in share]
    out, x = [], rect.left + 6
    for w in widths:
        out.append(pygame.Rect(x, rect.bottom - h - 5, w, h))
        x += w + gap
    return out


def body_of(rect: pygame.Rect, board: Board, unit: float) -> pygame.Rect:
    """The board's drawing room: under its title, above its scheme chips."""
    top = rect.top + title_font(unit).get_linesize() + 5
    bottom = rect.bottom - 5 - (round(28 * unit) if board.schemes else 0)
    return pygame.Rect(rect.left + 6, top, rect.width - 12, bottom - top)


def draw_plate(surface: pygame.Surface, rect: pygame.Rect, board: Board, unit: float) -> pygame.Rect:
    """The plate and the title line; the body rect under it."""
    surface.blit(sprites.soft_shadow(rect.size, 8, 110), (rect.left - 8, rect.top - 4))
    surface.blit(sprites.sheet(rect.size, (26, 18, 30), 236), rect.topleft)
    pygame.draw.rect(surface, th.GOLD_DIM, rect, 1, border_radius=6)
    face = title_font(unit)
    art.write_fitted(surface, board.title, pygame.Rect(rect.left + 8, rect.top + 2, rect.width - 16,
                                                       face.get_linesize()), 15 * unit, th.GOLD, most=1, anchor="midleft")
    return body_of(rect, board, unit)


def draw_schemes(surface: pygame.Surface, rect: pygame.Rect, board: Board, unit: float, tips: Drawn,
                 hidden: set, lit: set, tip_of: Callable[[int], str], rule_of: Callable[[int], str | None]) -> Hits:
    """The battleground's schemes (they stay on the board when played): chips to drag or click."""
    hits: Hits = {}
    for (scheme, name), r in zip(board.schemes, scheme_rects(rect, board, unit), strict=False):
        key = ("scheme", scheme)
        hits[key] = r
        tips.tip(r, tip_of(scheme), rule_of(scheme))
        if key in hidden:
            continue
        draw_chip(surface, r, name, unit, key in lit)
    return hits


CLAN_CHIP = (92, 30, 50)
BATTLEGROUND_CHIP = (40, 52, 92)


def draw_chip(surface: pygame.Surface, r: pygame.Rect, name: str, unit: float, lit: bool,
              colour: th.Colour = BATTLEGROUND_CHIP) -> None:
    """A scheme as a small named chip (a clan's crimson, a battleground's blue), glowing when it may be
    played; its name at the largest size that fits whole, on two lines if need be."""
    if lit:
        halo = r.inflate(10, 10)
        surface.blit(sprites.card_glow(halo.size, th.LEGAL), halo.topleft)
    pygame.draw.rect(surface, colour, r, border_radius=4)
    pygame.draw.rect(surface, th.GOLD if lit else th.GOLD_DIM, r, 2 if lit else 1, border_radius=4)
    art.write_fitted(surface, name, r.inflate(-8, -2), 13 * unit, th.PARCHMENT)
