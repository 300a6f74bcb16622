"""Cards as small chips: a hand or a row of cards in play, a fan of card backs, a list of named tiles.

Every card game shows cards smaller than their faces: the hand along your own
card, what each seat has in play, a rival's hidden hand as a count of backs,
a queue or a list of cards in the middle (Elysium's events, Bloodlines' queue
of five, Methuselah's library and hand).  A chip shows a card's colour and
name; its tooltip says the rest, so a table passes ``face_of`` (a card's name
and colour, None for a back) and ``tip_of`` (a card's tooltip).  Every face-up chip
and tile registers with the table's overlay: a right-click shows it large
(``game.ui.kit.cards.draw_large``), its tooltip in full beside it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import overlay
from game.ui.kit.base import Tip
from game.ui.kit.cards import LARGE, draw_large
from game.ui.kit.seatcard import card_font

Face = tuple[str, th.Colour] | None   # a card's name and colour; None: its back
BACK = (60, 26, 40)


def draw_chip(surface: pygame.Surface, rect: pygame.Rect, face: Face, unit: float, label: bool = True,
              lit: bool = False, dim: bool = False) -> None:
    """One card as a small tile: its colour with its name on it (two lines if tall enough), gilt when
    `lit`, darker when `dim`; a back (dark, a gilt inner frame) when `face` is None."""
    if face is None:
        pygame.draw.rect(surface, BACK, rect, border_radius=3)
        pygame.draw.rect(surface, th.GOLD_DIM, rect, 1, border_radius=3)
        inner = rect.inflate(-max(4, rect.width // 4), -max(4, rect.height // 4))
        pygame.draw.rect(surface, th.darken(th.GOLD_DIM, 0.3), inner, 1, border_radius=2)
        return
    name, body = face
    overlay.zoomable(surface, rect, lambda big_surface, big, scale: draw_large(big_surface, big, name, face[1]),
                     LARGE)
    if dim:
        body = th.darken(body, 0.4)
    pygame.draw.rect(surface, body, rect, border_radius=3)
    pygame.draw.rect(surface, th.GOLD if lit else th.darken(th.PARCHMENT, 0.3), rect, 2 if lit else 1,
                     border_radius=3)
    if label and rect.width > 24:
        f = card_font(min(12.5 * unit, rect.height / 2.7), "bold")
        step = f.get_height() * 0.86
        lines = paint.wrap(name, f, rect.width - 6)[:2 if rect.height > 1.8 * step else 1]
        top = rect.centery - len(lines) * step / 2 - 2
        for i, line in enumerate(lines):
            paint.text(surface, paint.fit(line, f, rect.width - 6), f, th.PARCHMENT,
                       (rect.centerx, top + i * step), "midtop", shadow=True)


@dataclass
class Row:
    """How a row of chips is drawn: where it starts, each chip's size and the room between them."""

    left: float
    top: int
    width: int
    height: int
    gap: int

    def rects(self, count: int) -> list[pygame.Rect]:
        return [pygame.Rect(round(self.left + i * (self.width + self.gap)), self.top, self.width, self.height)
                for i in range(count)]

    def end(self, count: int) -> float:
        """The x just after `count` chips (and their gaps)."""
        return self.left + count * (self.width + self.gap)


def draw_row(surface: pygame.Surface, row: Row, cards: Sequence[int], face_of: Callable[[int], Face],
             tip_of: Callable[[int], str], unit: float, tips: list[Tip], label: bool = True,
             lit: Callable[[int], bool] = lambda card: False, ring: bool = False) -> dict[int, pygame.Rect]:
    """`cards` as chips along `row`, each with its tip; `ring` outlines every known card in gold (your own
    hand, which only you see). The rect of each chip by its place in the row (for clicks)."""
    rects: dict[int, pygame.Rect] = {}
    for i, (card, r) in enumerate(zip(cards, row.rects(len(cards)), strict=True)):
        draw_chip(surface, r, face_of(card), unit, label=label, lit=lit(card))
        if ring and card >= 0:
            pygame.draw.rect(surface, th.GOLD, r.inflate(2, 2), 1, border_radius=3)
        tips.append((r, tip_of(card)))
        rects[i] = r
    return rects


def draw_fan(surface: pygame.Surface, left: int, top: int, width: int, height: int, faces: Sequence[Face],
             unit: float, tip: str, tips: list[Tip]) -> pygame.Rect:
    """A fanned hand seen from across the table (each card half over the last), one tip for all; its rect."""
    step = round(width * 0.5)
    for i, face in enumerate(faces):
        draw_chip(surface, pygame.Rect(left + i * step, top, width, height), face, unit, label=False)
    rect = pygame.Rect(left, top, width + step * (len(faces) - 1), height)
    tips.append((rect, tip))
    return rect


def draw_note(surface: pygame.Surface, pos: tuple[float, float], text: str, unit: float) -> float:
    """A quiet italic note with its left middle at `pos` ("empty hand", "no cards"); the x after it."""
    face = card_font(12 * unit, "italic")
    paint.text(surface, text, face, th.ASH, pos, "midleft")
    return pos[0] + face.size(text)[0]


@dataclass(frozen=True)
class Tile:
    """One named card in a list: its name, a line under it, a number at the right and its tooltip."""

    key: int
    name: str
    line: str
    number: str
    tip: str
    lit: bool = False


def draw_tiles(surface: pygame.Surface, rect: pygame.Rect, top: int, tiles: Sequence[Tile], unit: float,
               tips: list[Tip], hover: tuple[int, int], fill: th.Colour = th.CRIMSON,
               edge: th.Colour = th.CRIMSON_LIGHT) -> dict[int, pygame.Rect]:
    """`tiles` one under another in `rect` from `top` ("… and n more" when they do not fit), the lit ones
    gilt, the hovered one lighter; each tile's rect by its key."""
    pad = round(8 * unit)
    tile_h = round(38 * unit)
    name_f, sub_f, big_f = card_font(14 * unit, "bold"), card_font(12.5 * unit), card_font(22 * unit, "bold")
    room = (rect.bottom - top - pad) // (tile_h + round(4 * unit))
    out: dict[int, pygame.Rect] = {}
    y = top
    for n, tile in enumerate(tiles):
        if n >= room:
            paint.text(surface, f"… and {len(tiles) - n} more", sub_f, th.PARCHMENT_DIM, (rect.left + pad, y))
            break
        r = pygame.Rect(rect.left + pad, y, rect.width - 2 * pad, tile_h)
        pygame.draw.rect(surface, th.darken(fill, 0.55 if not r.collidepoint(hover) else 0.35), r, border_radius=4)
        pygame.draw.rect(surface, th.GOLD if tile.lit else th.darken(edge, 0.3), r, 2 if tile.lit else 1,
                         border_radius=4)
        dr = paint.text(surface, tile.number, big_f, th.PARCHMENT, (r.right - pad, r.centery), "midright")
        paint.text(surface, paint.fit(tile.name, name_f, dr.left - r.left - 2 * pad), name_f, th.PARCHMENT,
                   (r.left + pad, r.top + round(2 * unit)))
        paint.text(surface, paint.fit(tile.line, sub_f, dr.left - r.left - 2 * pad), sub_f, th.PARCHMENT_DIM,
                   (r.left + pad, r.top + round(2 * unit) + name_f.get_linesize()))
        tips.append((r, tile.tip))
        overlay.zoomable(surface, r, lambda big_surface, big, scale, tile=tile: draw_large(
            big_surface, big, tile.name, fill, [tile.line], tile.number), LARGE)
        out[tile.key] = r
        y += tile_h + round(4 * unit)
    return out
