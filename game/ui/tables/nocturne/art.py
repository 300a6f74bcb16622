"""Nocturne's own pieces, drawn once through the kit's sprite cache: the order tokens (a seat's back, and
its face with the part of the day as a sun, a setting sun or a moon), the fear die as a six-sided die
with pips, blood and influence drops, and the parchment card faces written to fit (no text cut: what
does not fit is left to the tooltip and the right-click zoom)."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import replace

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import cards, materials, sprites
from game.ui.kit.cardface import CardFace, zoom_to

PART_COLOURS = ((222, 178, 84), (190, 96, 120), (120, 140, 210))   # Dawn gold, Dusk rose, Night blue
BLOOD = (150, 20, 28)
INFLUENCE = (92, 128, 196)
VP_GOLD = (214, 176, 86)
BACK = (34, 22, 30)
PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def floor_px(unit: float) -> float:
    """The smallest text the table writes (the layout check's floor, with room to spare)."""
    return 10.5 * unit


def label(surface: pygame.Surface, text: str, rect: pygame.Rect, px: float, colour: th.Colour, unit: float,
          role: str = "text", anchor: str = "center", lines: int = 1) -> bool:
    """`text` inside `rect`, as large as `px` and no smaller than the floor, on up to `lines` lines; nothing
    (False) when it cannot fit whole."""
    if not text or rect.width <= 4 or rect.height <= 4:
        return False
    size, low = px, floor_px(unit)
    while size >= low:
        face = sprites.font(size, role)
        step = max(face.get_linesize(), face.get_height())
        if face.size(text)[0] <= rect.width and step <= rect.height:
            rows = [text]
        elif lines > 1 and step * 2 <= rect.height:
            rows = paint.wrap(text, face, rect.width)
            if len(rows) > min(lines, max(1, rect.height // step)) or \
                    any(face.size(r)[0] > rect.width for r in rows):
                size -= 1
                continue
        else:
            size -= 1
            continue
        top = rect.centery - len(rows) * step / 2 if anchor != "topleft" else rect.top
        for i, row in enumerate(rows):
            y = top + i * step
            if anchor == "midleft":
                paint.text(surface, row, face, colour, (rect.left, y + step / 2), "midleft")
            elif anchor == "topleft":
                paint.text(surface, row, face, colour, (rect.left, y))
            elif anchor == "midright":
                paint.text(surface, row, face, colour, (rect.right, y + step / 2), "midright")
            else:
                paint.text(surface, row, face, colour, (rect.centerx, y + step / 2), "center")
        return True
    return False


# -- order tokens ------------------------------------------------------------------------------------
def _wings(surface: pygame.Surface, centre: tuple[float, float], r: float, colour: th.Colour) -> None:
    """A bat's wings, the mark on the back of every order token."""
    x, y = centre
    pts = [(x - r, y - r * 0.2), (x - r * 0.55, y - r * 0.45), (x - r * 0.35, y - r * 0.1), (x - r * 0.15, y - r * 0.35),
           (x, y - r * 0.05), (x + r * 0.15, y - r * 0.35), (x + r * 0.35, y - r * 0.1), (x + r * 0.55, y - r * 0.45),
           (x + r, y - r * 0.2), (x + r * 0.6, y + r * 0.15), (x + r * 0.3, y + r * 0.05), (x, y + r * 0.4),
           (x - r * 0.3, y + r * 0.05), (x - r * 0.6, y + r * 0.15)]
    pygame.draw.polygon(surface, colour, pts)


def _token(colour: th.Colour, radius: int, inner: th.Colour,
           mark: Callable[[pygame.Surface, tuple[int, int]], None]) -> pygame.Surface:
    """An order token: the seat's colour round an `inner` disc carrying its `mark`, a gilt rim."""
    d = radius * 2 + 4
    s = pygame.Surface((d, d), pygame.SRCALPHA)
    c = (d // 2, d // 2)
    pygame.draw.circle(s, (0, 0, 0, 110), (c[0] + 1, c[1] + 2), radius)
    pygame.draw.circle(s, colour, c, radius)
    pygame.draw.circle(s, inner, c, round(radius * 0.77))
    mark(s, c)
    pygame.draw.circle(s, th.GOLD_DIM, c, radius, max(1, radius // 9))
    return s


def token_back(colour: th.Colour, radius: int) -> pygame.Surface:
    """A face-down order: the seat's colour round a dark disc with the bat."""
    wing = th.darken(colour, 0.1) if sum(colour) > 200 else th.PARCHMENT_DIM
    return sprites.cached(("noct-back", tuple(colour), radius), lambda: _token(
        colour, radius, BACK, lambda s, c: _wings(s, c, radius * 0.62, wing)))


def part_mark(surface: pygame.Surface, part: int, centre: tuple[float, float], r: float) -> None:
    """Dawn a rising sun, Dusk a sun on the horizon, Night a crescent moon."""
    x, y = centre
    colour = PART_COLOURS[part]
    if part == 0:
        pygame.draw.circle(surface, colour, (round(x), round(y)), max(2, round(r * 0.45)))
        for k in range(8):
            a = k * math.pi / 4
            pygame.draw.line(surface, colour, (x + math.cos(a) * r * 0.6, y + math.sin(a) * r * 0.6),
                             (x + math.cos(a) * r * 0.9, y + math.sin(a) * r * 0.9), max(1, round(r / 7)))
    elif part == 1:
        box = pygame.Rect(round(x - r * 0.7), round(y - r * 0.55), round(r * 1.4), round(r * 1.4))
        pygame.draw.ellipse(surface, colour, box)
        pygame.draw.rect(surface, th.PARCHMENT, (box.left - 1, round(y + r * 0.2), box.width + 2, box.height))
        pygame.draw.line(surface, th.darken(colour, 0.3), (x - r * 0.9, y + r * 0.2), (x + r * 0.9, y + r * 0.2),
                         max(1, round(r / 6)))
    else:
        pygame.draw.circle(surface, colour, (round(x), round(y)), max(2, round(r * 0.7)))
        pygame.draw.circle(surface, th.PARCHMENT, (round(x + r * 0.32), round(y - r * 0.2)), max(2, round(r * 0.6)))


def token_face(colour: th.Colour, part: int | None, radius: int) -> pygame.Surface:
    """An order turned over (or yours behind the screen): the seat's colour round its part of the day;
    a catacomb or altar order (`part` None) shows the bat on parchment."""
    def mark(s: pygame.Surface, c: tuple[int, int]) -> None:
        if part is not None:
            part_mark(s, part, c, radius * 0.62)
        else:
            _wings(s, c, radius * 0.5, th.darken(colour, 0.2))
    return sprites.cached(("noct-face", tuple(colour), part, radius), lambda: _token(colour, radius, th.PARCHMENT,
                                                                                    mark))


def token_edge(colour: th.Colour, radius: int) -> pygame.Surface:
    """A token caught mid-turn: seen edge-on."""
    def make() -> pygame.Surface:
        s = pygame.Surface((max(4, radius // 3), radius * 2 + 4), pygame.SRCALPHA)
        pygame.draw.ellipse(s, colour, s.get_rect())
        pygame.draw.ellipse(s, th.GOLD_DIM, s.get_rect(), 1)
        return s
    return sprites.cached(("noct-edge", tuple(colour), radius), make)


# -- the fear die and the prize ----------------------------------------------------------------------
def die(value: int, size: int) -> pygame.Surface:
    """A six-sided bone die showing `value` in pips (0: a blank face)."""
    def make() -> pygame.Surface:
        s = pygame.Surface((size + 3, size + 4), pygame.SRCALPHA)
        body = pygame.Rect(0, 0, size, size)
        pygame.draw.rect(s, (0, 0, 0, 120), body.move(2, 3), border_radius=max(2, size // 5))
        pygame.draw.rect(s, (226, 214, 190), body, border_radius=max(2, size // 5))
        pygame.draw.rect(s, (150, 130, 100), body, max(1, size // 14), border_radius=max(2, size // 5))
        r = max(1, round(size * 0.09))
        for dx, dy in PIPS.get(value, []):
            pygame.draw.circle(s, (120, 14, 22), (round(size / 2 + dx * size * 0.27), round(size / 2 + dy * size * 0.27)),
                               r)
        return s
    return sprites.cached(("noct-die", value, size), make)


def drop(colour: th.Colour, r: int) -> pygame.Surface:
    """A blood drop (or an influence drop in blue)."""
    def make() -> pygame.Surface:
        s = pygame.Surface((r * 2 + 2, r * 3 + 2), pygame.SRCALPHA)
        cx, cy = r + 1, r * 2 + 1
        pygame.draw.circle(s, colour, (cx, cy), r)
        pygame.draw.polygon(s, colour, [(cx - r * 0.86, cy - r * 0.5), (cx, 1), (cx + r * 0.86, cy - r * 0.5)])
        pygame.draw.circle(s, th.lighten(colour, 0.35), (round(cx - r * 0.35), round(cy - r * 0.2)),
                           max(1, r // 3))
        return s
    return sprites.cached(("noct-drop", tuple(colour), r), make)


# -- cards -----------------------------------------------------------------------------------------
def card(surface: pygame.Surface, rect: pygame.Rect, title: str, text: str, unit: float, zoom: CardFace | None,
         seal: str = "", tone: th.Colour = th.PARCHMENT, lit: bool = False, hover: bool = False,
         edge: th.Colour | None = None, tag: str = "", strength: Sequence[int] | None = None) -> None:
    """A card face: the title fitted whole (up to three lines), as much of `text` as fits in whole lines,
    the three strengths as Dawn, Dusk and Night discs along the foot, a seal in the corner; a right-click
    shows `zoom` (its face, in this card's tone) large with its whole text."""
    if lit:
        halo = rect.inflate(12, 12)
        surface.blit(sprites.card_glow(halo.size, th.GOLD if hover else th.LEGAL), halo.topleft)
    surface.blit(materials.parchment(rect.size, tone), rect.topleft)
    if edge is not None:
        pygame.draw.rect(surface, edge, rect, max(2, round(2 * unit)), border_radius=5)
    pad = max(3, round(4 * unit))
    low = floor_px(unit)
    seal_w = 0
    if seal and rect.height >= 26 * unit:
        r = max(7, round(min(rect.width * 0.13, rect.height * 0.15, 11 * unit)))
        centre = (rect.right - r - 1, rect.top + r + 1)
        pygame.draw.circle(surface, cards.SEAL_RED, centre, r)
        pygame.draw.circle(surface, th.GOLD_DIM, centre, r, 1)
        seal_face = sprites.font(max(low, r * 1.2), "bold")
        if seal_face.size(seal)[0] <= r * 2 + 4:
            paint.text(surface, seal, seal_face, th.GOLD, centre, "center")
        seal_w = r * 2 + 2
    foot = 0
    with paint.within(surface, rect, f"the card {title!r}"):
        if strength is not None and rect.height >= 30 * unit:
            dr = max(round(low * 0.75), min(round(9 * unit), rect.height // 6, (rect.width - 2 * pad) // 7))
            face = sprites.font(max(low, dr * 1.45), "bold")
            foot = dr * 2 + 3
            for k, n in enumerate(strength):
                x = rect.left + pad + dr + k * (dr * 2 + max(2, dr // 2))
                y = rect.bottom - pad // 2 - dr - 1
                pygame.draw.circle(surface, th.darken(PART_COLOURS[k], 0.25), (x, y), dr)
                pygame.draw.circle(surface, cards.INK, (x, y), dr, 1)
                paint.text(surface, str(n), face, th.INK, (x, y + 1), "center")
        title_face: pygame.font.Font | None = None
        rows: list[str] = []
        y = rect.top + pad // 2
        for room, below in ((rect.width - 2 * pad - seal_w, 0), (rect.width - 2 * pad, seal_w)):
            size = max(low, min(15 * unit, rect.height * 0.26))
            while size >= low and not rows:
                title_face = sprites.font(size, "bold")
                rows = paint.wrap(title, title_face, room)
                if not (len(rows) <= 3 and all(title_face.size(w)[0] <= room for w in rows) and
                        len(rows) * (title_face.get_linesize() - 3) <= rect.height - foot - pad - below):
                    size -= 1
                    rows = []
            if rows:
                y += below
                break
        if title_face is not None:
            for row in rows:
                paint.text(surface, row, title_face, cards.INK, (rect.left + pad, y))
                y += title_face.get_linesize() - 3
        if text:
            body = sprites.font(max(low, min(13 * unit, rect.height * 0.2)), "italic")
            step = body.get_linesize() - 2
            y = max(y + 1, rect.top + seal_w)
            wrapped, width = paint.wrap(text, body, rect.width - 2 * pad), rect.width - 2 * pad
            room = max(0, (rect.bottom - foot - 1 - y) // step)
            shown: list[str] = []
            for row in wrapped[:room]:
                if body.size(row)[0] > width:
                    break
                shown.append(row)
            if shown and len(shown) < len(wrapped):   # more than fits: whole words, then "…" (the zoom has it all)
                shown[-1] = paint.fit_whole_words(shown[-1] + " " + wrapped[len(shown)], body, width, zoomed=True)
            for row in shown:
                paint.text(surface, row, body, cards.SEPIA, (rect.left + pad, y))
                y += step
        if tag and strength is None and rect.height > 44 * unit:
            label(surface, tag, pygame.Rect(rect.left + pad, rect.bottom - round(low * 1.5), rect.width - 2 * pad,
                                            round(low * 1.4)), low, cards.FADED, unit, "italic", "midright")
    if zoom is not None:
        zoom_to(surface, rect, replace(zoom, tone=tone))


def zoom_only(surface: pygame.Surface, rect: pygame.Rect, zoom: CardFace | None) -> None:
    """Register a card drawn elsewhere (a piece the drag draws) for the right-click zoom."""
    if zoom is not None:
        zoom_to(surface, rect, zoom)


def card_back(surface: pygame.Surface, rect: pygame.Rect, colour: th.Colour = BACK) -> None:
    pygame.draw.rect(surface, colour, rect, border_radius=5)
    pygame.draw.rect(surface, th.GOLD_DIM, rect, 1, border_radius=5)
    _wings(surface, rect.center, min(rect.width, rect.height) * 0.32, th.darken(th.GOLD_DIM, 0.3))
