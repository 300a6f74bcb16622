"""Cards as small chips: a hand or a row of cards in play, a fan of card backs, a list of named tiles,
and chips sized to their names flowing in lines (:func:`draw_flow`: every name whole, the type as
large as the room allows and never below a readable size).

Every card game shows cards smaller than their faces: the hand along your own
card, what each seat has in play, a rival's hidden hand as a count of backs,
a queue or a list of cards in the middle (Elysium's events, Bloodlines' queue
of five, Methuselah's library and hand).  A chip shows a card's colour and
name; its tooltip says the rest, so a table passes ``face_of`` (a card's name
and colour, None for a back) and ``tip_of`` (a card's tooltip).  Every face-up chip
and tile registers with the table's overlay: a right-click shows it large
(``game.ui.kit.cards.draw_large``), its tooltip in full beside it; a chip or tile given its card's
:class:`~game.ui.kit.cardface.CardFace` (``card``) zooms to that face, its whole text on it.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import overlay
from game.ui.kit.base import Tip
from game.ui.kit.cardface import CardFace, draw_back, zoom_to
from game.ui.kit.cards import LARGE, draw_large
from game.ui.kit.seatcard import card_font
from game.ui.kit.table import add_tip

Face = tuple[str, th.Colour] | None   # a card's name and colour; None: its back


def draw_chip(surface: pygame.Surface, rect: pygame.Rect, face: Face, unit: float, label: bool = True,
              lit: bool = False, dim: bool = False, card: CardFace | None = None) -> None:
    """One card as a small tile: its colour with its name on it (two lines if tall enough), gilt when
    `lit`, darker when `dim`; a back (dark, a gilt inner frame, no zoom) when `face` is None."""
    if face is None:
        draw_back(surface, rect)
        return
    name, body = face
    _zoomable(surface, rect, face, card)
    if dim:
        body = th.darken(body, 0.4)
    pygame.draw.rect(surface, body, rect, border_radius=3)
    pygame.draw.rect(surface, th.GOLD if lit else th.darken(th.PARCHMENT, 0.3), rect, 2 if lit else 1,
                     border_radius=3)
    if label and rect.width > 24:
        f = card_font(min(12.5 * unit, rect.height / 2.7), "bold")
        step = f.get_height() * 0.86
        lines = paint.wrap(name, f, rect.width - 6, most=2 if rect.height > 1.8 * step else 1)
        top = rect.centery - len(lines) * step / 2 - 2
        for i, line in enumerate(lines):
            paint.text(surface, paint.fit(line, f, rect.width - 6), f, th.PARCHMENT,
                       (rect.centerx, top + i * step), "midtop", shadow=True)


def _zoomable(surface: pygame.Surface, rect: pygame.Rect, face: tuple[str, th.Colour],
              card: CardFace | None = None) -> None:
    """A face-up chip registers with the overlay: a right-click shows it large (its card's face, if given)."""
    if card is not None:
        zoom_to(surface, rect, card)
        return
    name, body = face
    overlay.zoomable(surface, rect, lambda big_surface, big, scale: draw_large(big_surface, big, name, body), LARGE)


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


@dataclass(frozen=True)
class Chip:
    """One card in a flow: its face (None: a back), its tooltip, gilt when `lit`, ringed in gold when
    `ring` (a card only you see); `apart` leaves a divider before it (your hand after your cards in play)."""

    face: Face
    tip: str
    lit: bool = False
    ring: bool = False
    apart: bool = False
    rule: str | None = None   # the rules section its tip belongs to (game.ui.kit.table), if it says one
    card: CardFace | None = None   # what the card says: its zoom (None: its name and colour, large)


Segment = tuple[pygame.Rect, str]   # a chip, or the part of a chip's name on one line


def flow_size(rect: pygame.Rect, chips: Sequence[Chip], unit: float, size: float = 12.5,
              smallest: float = 10.0, split: bool = False) -> tuple[int, list[list[Segment]]]:
    """The largest type in whole pixels (from `size` down to `smallest`, in the table's unit) at which
    every chip's name fits whole in `rect` (with `split`, a name may go on over two lines, between its
    words, when whole chips do not fit), and where each chip goes at it; at `smallest` the chips may run
    past the bottom (the layout check says so)."""
    px, floor = int(size * unit), max(8, int(smallest * unit))
    while True:
        face = card_font(px, "bold")
        laid = [[(r, chip.face[0] if chip.face else "")] for chip, r in zip(chips, _flow(rect, chips, face, unit),
                                                                           strict=True)]
        if _inside(laid, rect) or not chips:
            return px, laid
        if split:
            parts = _split_flow(rect, chips, face, unit)
            if _inside(parts, rect) or px <= floor:
                return px, parts
        if px <= floor:
            return px, laid
        px -= 1


def _inside(laid: list[list[Segment]], rect: pygame.Rect) -> bool:
    return all(r.bottom <= rect.bottom for parts in laid for r, _text in parts)


def _metrics(face: pygame.font.Font, unit: float) -> tuple[int, int, int, int]:
    """A chip's padding, the gap between chips, the lead between lines and a chip's height."""
    return (max(2, round(4 * unit)), max(2, round(3 * unit)), max(1, round(2 * unit)),
            face.get_linesize() + max(2, round(2 * unit)))


def _flow(rect: pygame.Rect, chips: Sequence[Chip], face: pygame.font.Font, unit: float) -> list[pygame.Rect]:
    """The chips of each group (a group starts at a chip `apart`, on the line where the last one ended)
    packed widest first, each on the first line with room left; the rects in the chips' order."""
    pad, gap, lead, h = _metrics(face, unit)
    widths = [round(h * 0.7) if chip.face is None else min(rect.width, face.size(chip.face[0])[0] + 2 * pad)
              for chip in chips]
    starts = [i for i, chip in enumerate(chips) if i == 0 or chip.apart] + [len(chips)]
    ends = [rect.left]          # where each line ends so far
    out: dict[int, pygame.Rect] = {}
    for first, stop in itertools.pairwise(starts):
        group = len(ends) - 1
        if first:
            ends[group] += round(10 * unit)
        for i in sorted(range(first, stop), key=lambda k: -widths[k]):
            w = widths[i]
            line = next((k for k in range(group, len(ends)) if ends[k] + w <= rect.right or ends[k] == rect.left),
                        None)
            if line is None:
                ends.append(rect.left)
                line = len(ends) - 1
            out[i] = pygame.Rect(ends[line], rect.top + line * (h + lead), w, h)
            ends[line] += w + gap
    return [out[i] for i in range(len(chips))]


def _split_flow(rect: pygame.Rect, chips: Sequence[Chip], face: pygame.font.Font, unit: float
                ) -> list[list[Segment]]:
    """The chips in order, line after line, a name going on to the next line between two of its words
    when the rest of a line would be wasted; each chip's parts."""
    pad, gap, lead, h = _metrics(face, unit)
    x, line = rect.left, 0
    out: list[list[Segment]] = []
    for chip in chips:
        parts: list[Segment] = []
        words = chip.face[0].split() if chip.face else [""]
        while words:
            room = rect.right - x
            k = len(words)
            while k and (round(h * 0.7) if not chip.face else face.size(" ".join(words[:k]))[0] + 2 * pad) > room:
                k -= 1
            whole = face.size(" ".join(words))[0] + 2 * pad if chip.face else round(h * 0.7)
            if k == 0 or (k < len(words) and whole <= rect.width and room < rect.width * 0.35):
                if x == rect.left:  # a word wider than the whole line: it stands alone (the check says so)
                    k = max(k, 1)
                else:
                    x, line = rect.left, line + 1
                    continue
            text = " ".join(words[:k])
            w = min(rect.width, face.size(text)[0] + 2 * pad) if chip.face else round(h * 0.7)
            parts.append((pygame.Rect(x, rect.top + line * (h + lead), w, h), text))
            x += w + gap
            words = words[k:]
            if words:
                x, line = rect.left, line + 1
        out.append(parts)
    return out


def draw_flow(surface: pygame.Surface, rect: pygame.Rect, chips: Sequence[Chip], unit: float, tips: list[Tip],
              size: float = 12.5, smallest: float = 10.0, split: bool = False, fold: bool = False
              ) -> dict[int, pygame.Rect]:
    """`chips` sized to their names, flowing left to right in lines inside `rect` (see :func:`flow_size`),
    a gold rule before each chip `apart`; each chip's tip. The rect of each chip (its first part) by its
    place (for clicks). With `fold`, chips that do not fit even at `smallest` fold into a last "+N" chip
    whose tooltip names them, and have no rect (a rival's cards; your own are never folded)."""
    px, laid = flow_size(rect, chips, unit, size, smallest, split)
    if fold and not _inside(laid, rect):     # too many even at the smallest type: the last fold into "+N"
        chips, px, laid = _folded(rect, chips, unit, size, smallest, split, (px, laid))
    with paint.within(surface, rect, "the cards' room"):
        return _draw_chips(surface, rect, chips, laid, card_font(px, "bold"), unit, tips)


def _folded(rect: pygame.Rect, chips: Sequence[Chip], unit: float, size: float, smallest: float, split: bool,
            laid: tuple[int, list[list[Segment]]]) -> tuple[Sequence[Chip], int, list[list[Segment]]]:
    """The most chips that fit in `rect` with one more chip, "+N", standing for the rest (its tooltip
    names them): nothing is drawn outside the room, and every card can still be read."""
    for keep in range(len(chips) - 1, -1, -1):
        rest = chips[keep:]
        names = "; ".join(c.face[0] if c.face else "a card face down" for c in rest)
        more = Chip((f"+{len(rest)}", th.DUSK), f"{len(rest)} more: {names}.", apart=rest[0].apart)
        shown = [*chips[:keep], more]
        px, fitted = flow_size(rect, shown, unit, size, smallest, split)
        if _inside(fitted, rect):
            return shown, px, fitted
    return chips, *laid


def _draw_chips(surface: pygame.Surface, rect: pygame.Rect, chips: Sequence[Chip], laid: list[list[Segment]],
                face: pygame.font.Font, unit: float, tips: list[Tip]) -> dict[int, pygame.Rect]:
    out: dict[int, pygame.Rect] = {}
    for i, (chip, parts) in enumerate(zip(chips, laid, strict=True)):
        first = parts[0][0]
        if chip.apart and i:
            x = first.left - round(7 * unit) if first.left > rect.left else rect.left
            pygame.draw.line(surface, th.GOLD_DIM, (x, first.top), (x, first.bottom))
        for r, text in parts:
            if chip.face is None:
                draw_chip(surface, r, None, unit, label=False)
            else:
                _zoomable(surface, r, chip.face, chip.card)
                pygame.draw.rect(surface, chip.face[1], r, border_radius=3)
                pygame.draw.rect(surface, th.GOLD if chip.lit else th.darken(th.PARCHMENT, 0.3), r,
                                 2 if chip.lit else 1, border_radius=3)
                with paint.within(surface, r, f"the chip of {chip.face[0]!r}"):
                    paint.text(surface, paint.fit(text, face, r.width - 2), face, th.PARCHMENT, r.center, "center",
                               shadow=face.get_height() >= 20)  # a shadow only blurs small type
            if chip.ring:
                pygame.draw.rect(surface, th.GOLD, r.inflate(2, 2), 1, border_radius=3)
            paint.piece(surface, r, chip.face[0] if chip.face else "a card back")
            add_tip(tips, (r, chip.tip), chip.rule)
        out[i] = first
    return out


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
    card: CardFace | None = None   # what the card says: its zoom (None: name, line and number, large)


TILE_H, COMPACT_H = 38, 23   # a tile's height in the table's unit: with its line under the name, or the name alone


def tiles_height(count: int, unit: float, compact: bool = False) -> int:
    """The height `count` tiles take one under another (each with the room after it)."""
    return count * (round((COMPACT_H if compact else TILE_H) * unit) + round(4 * unit))


def draw_tiles(surface: pygame.Surface, rect: pygame.Rect, top: int, tiles: Sequence[Tile], unit: float,
               tips: list[Tip], hover: tuple[int, int], fill: th.Colour = th.CRIMSON,
               edge: th.Colour = th.CRIMSON_LIGHT) -> dict[int, pygame.Rect]:
    """`tiles` one under another in `rect` from `top`, the lit ones gilt, the hovered one lighter; when they
    do not all fit with the line under each name, each shows its name alone (the line stays in its tip);
    "… and n more" when even those do not fit. Each tile's rect by its key."""
    pad = round(8 * unit)
    compact = top + tiles_height(len(tiles), unit) > rect.bottom - pad // 2
    tile_h = round((COMPACT_H if compact else TILE_H) * unit)
    name_f, sub_f, big_f = card_font(14 * unit, "bold"), card_font(12.5 * unit), card_font(22 * unit, "bold")
    room = (rect.bottom - top - pad // 2) // (tile_h + round(4 * unit))
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
        with paint.within(surface, r, f"the tile of {tile.name!r}"):
            number_f = big_f if not compact else card_font(15 * unit, "bold")
            dr = paint.text(surface, tile.number, number_f, th.PARCHMENT, (r.right - pad, r.centery), "midright")
            room_w = dr.left - r.left - 2 * pad
            if compact:
                paint.text(surface, paint.fit(tile.name, name_f, room_w), name_f, th.PARCHMENT,
                           (r.left + pad, r.centery), "midleft")
            else:
                paint.text(surface, paint.fit(tile.name, name_f, room_w), name_f, th.PARCHMENT,
                           (r.left + pad, r.top + round(2 * unit)))
                paint.text(surface, paint.fit(tile.line, sub_f, room_w), sub_f, th.PARCHMENT_DIM,
                           (r.left + pad, r.top + round(2 * unit) + name_f.get_linesize()))
        tips.append((r, tile.tip))
        if tile.card is not None:
            zoom_to(surface, r, tile.card)
        else:
            overlay.zoomable(surface, r, _tile_large(tile, fill), LARGE)
        out[tile.key] = r
        y += tile_h + round(4 * unit)
    return out


def _tile_large(tile: Tile, fill: th.Colour) -> overlay.Painter:
    """How a tile with no face is shown large: its name, line and number on its colour."""
    def large(big_surface: pygame.Surface, big: pygame.Rect, scale: float) -> None:
        draw_large(big_surface, big, tile.name, fill, [tile.line], tile.number)
    return large
