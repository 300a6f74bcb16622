"""A seat's card on the table (a Primogen, a Methuselah, a house) and the small counters on it.

The card is a framed panel with a band of the seat's colour and a header
line: the seat's mark, its name, a subtitle, its score at the right.  The
kit's seat plate (``game.ui.kit.seats.draw_seat_plate``) is a board's
caption; this is a card that *is* the seat, in the colour the game gives it
(a clan's, a house's), with what the game says about it in its subtitle
("The Crowned · Regent").

The counters on it read as "so many of so many" (blood drops: Elysium's
Vitae, Methuselah's blood on a minion and its pool) or "a letter and a
number" (badges: Elysium's M/P/S, Bloodlines' power), and a power used this
turn greys out the same way on every table.  Sizes are in the table's unit,
and :func:`card_font` is the type these cards are set in.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import rivals, sprites
from game.ui.kit.base import SeatLook, Tip
from game.ui.kit.table import add_tip

VEIL = (70, 66, 76)   # over a card whose seat is out of play for now (torpor, withdrawn)
EMPTY_DROP = (40, 24, 30)
BADGE = (34, 26, 42)


def card_font(px: float, role: str = "text") -> pygame.font.Font:
    """The type of the seat cards, hands and contest panel: `px` pixels (at least 8). Their sizes are
    already in the table's unit, which grows with the window, so the font is not scaled again
    (scaled twice, the type outgrew its room on large windows)."""
    return sprites.font(px, role, smallest=8)


def draw_card_frame(surface: pygame.Surface, rect: pygame.Rect, colour: th.Colour, active: bool,
                    veiled: bool = False) -> None:
    """The card's body (lighter and gilt while the seat decides), a band of `colour` down its left edge,
    a grey veil over it when `veiled`."""
    sprites.framed(surface, rect, th.DUSK if active else th.NIGHT, th.GOLD if active else th.GOLD_DIM, alpha=232,
                   ornate=False)
    pygame.draw.rect(surface, colour, pygame.Rect(rect.left, rect.top, max(4, rect.width // 60), rect.height))
    if veiled:
        surface.blit(sprites.sheet(rect.size, VEIL, 90), rect.topleft)


def _score_face(big: bool, unit: float) -> pygame.font.Font:
    return card_font((26 if big else 22) * unit, "bold")


def header_aside(rect: pygame.Rect, who: SeatLook, unit: float, big: bool, width: int) -> pygame.Rect:
    """The room `width` wide that :func:`draw_card_header` keeps (with ``keep=width``) on the name's line,
    just left of the score: for a seat's small things (a fan of card backs)."""
    pad = round(8 * unit)
    right = rect.right - pad
    if who.score is not None:
        right -= _score_face(big, unit).size(str(who.score))[0] + round(6 * unit)
    line = card_font((19 if big else 15) * unit, "bold").get_linesize()
    return pygame.Rect(right - width, rect.top + round(3 * unit), width, line)


def draw_card_header(surface: pygame.Surface, rect: pygame.Rect, who: SeatLook, colour: th.Colour, unit: float,
                     tips: list[Tip], big: bool, sub: str, sub_colour: th.Colour, score_tip: str = "",
                     sub_tip: str = "", name_tip: str = "", stacked: bool = False, keep: int = 0,
                     sub_rule: str | None = None, name_rule: str | None = None) -> int:
    """The seat's mark in `colour`, its name (gold when it decides), `sub` after it and the score at the
    right, on one line at the top of `rect` (larger when `big`: your own card; `stacked`: `sub` on a
    line of its own under the name, for a narrow card; `keep` pixels left free before the score, see
    :func:`header_aside`); the y under it. The name is never cut to make room for `sub`: `sub` takes
    what is left, its type a little smaller before it is cut."""
    pad = round(8 * unit)
    name_f = card_font((19 if big else 15) * unit, "bold")
    sub_px = (14 if big else 12.5) * unit
    y = rect.top + round(3 * unit)
    mark = 6.5 * unit
    cy = y + name_f.get_linesize() / 2
    th.draw_shape(surface, who.style.shape, colour, (rect.left + pad + mark + 2, cy), mark, outline=th.INK, width=1)
    x = rect.left + pad + mark * 2 + round(7 * unit)
    right = rect.right - pad
    if who.score is not None:
        face = _score_face(big, unit)
        sr = paint.text(surface, str(who.score), face, th.GOLD, (right, max(cy, rect.top + 1 + face.get_height() / 2)),
                        "midright")
        if score_tip:
            tips.append((sr, score_tip))
        right = sr.left - round(6 * unit)
    right -= keep
    nr = paint.text(surface, paint.fit(who.name, name_f, math.floor(right - x)), name_f, th.GOLD if who.active else th.PARCHMENT,
                    (x, y))
    bottom = y + name_f.get_linesize()
    if stacked:
        sub_x, room, sub_y, anchor = x, math.floor(rect.right - pad - x), float(bottom), "topleft"
        bottom += card_font(sub_px, "italic").get_linesize()
    else:
        sub_x, room, sub_y, anchor = (nr.right + round(7 * unit), math.floor(right - nr.right - round(7 * unit)), cy,
                                      "midleft")
    sub_f = card_font(sub_px, "italic")
    while sub_f.size(sub)[0] > room and sub_px > 10.5 * unit:
        sub_px -= 0.5 * unit
        sub_f = card_font(sub_px, "italic")
    r = paint.text(surface, paint.fit(sub, sub_f, room), sub_f, sub_colour, (sub_x, sub_y), anchor)
    if sub_tip:   # filed under `sub_rule` when the tips are a table's Drawn (else under the rule in force)
        add_tip(tips, (r, sub_tip), sub_rule)
    if name_tip:  # filed under `name_rule` as `sub_tip` under `sub_rule`
        add_tip(tips, (nr, name_tip), name_rule)
    if not who.you:   # a rival's name line opens its panel
        rivals.plate(surface, pygame.Rect(rect.left, rect.top, rect.width, bottom - rect.top), who.seat)
    return bottom


def draw_drops(surface: pygame.Surface, pos: tuple[float, float], full: int, most: int, r: float,
               colour: th.Colour = th.CRIMSON_LIGHT) -> pygame.Rect:
    """`most` blood drops of radius `r` in a row from `pos` (left, middle), `full` of them filled; the
    rect they cover (for their tooltip)."""
    x, y = pos
    for i in range(most):
        cx = x + r + i * r * 2.3
        fill = colour if i < full else EMPTY_DROP
        drop = [(cx, y - r * 1.3), (cx + r * 0.85, y + r * 0.1), (cx, y + r), (cx - r * 0.85, y + r * 0.1)]
        pygame.draw.polygon(surface, fill, drop)
        pygame.draw.circle(surface, fill, (cx, y + r * 0.25), r * 0.82)
        pygame.draw.circle(surface, th.darken(th.CRIMSON, 0.3), (cx, y + r * 0.25), r * 0.82, 1)
    return pygame.Rect(x, y - r * 1.3, r * 2.3 * most, r * 2.3)


def draw_badges(surface: pygame.Surface, pos: tuple[float, float], badges: Sequence[tuple[str, str]],
                size: float, tips: list[Tip]) -> float:
    """Small dark badges `size` high ("M4", "P6") from `pos` (top left), each with its tip; the x after them.
    The letters fill the badge (three quarters of its height, at least 12 px) and it is as wide as they are."""
    x, y = pos
    face = card_font(max(size * 0.78, 12), "bold")
    for text, tip in badges:
        width = max(round(size * 1.55), paint.text_width(face, text) + round(size * 0.4))
        r = pygame.Rect(round(x), round(y), width, round(size))
        pygame.draw.rect(surface, BADGE, r, border_radius=3)
        pygame.draw.rect(surface, th.GOLD_DIM, r, 1, border_radius=3)
        paint.text(surface, text, face, th.PARCHMENT, r.center, "center")
        tips.append((r, tip))
        x = r.right + size * 0.25
    return x


def draw_value(surface: pygame.Surface, pos: tuple[float, float], text: str, size: float, tip: str,
               tips: list[Tip], colour: th.Colour = th.GOLD) -> pygame.Rect:
    """A bold value ("✶3") with its left middle at `pos`; its rect."""
    r = paint.text(surface, text, card_font(size, "bold"), colour, pos, "midleft")
    tips.append((r, tip))
    return r


def draw_power_marks(surface: pygame.Surface, corner: tuple[int, int], powers: Sequence[tuple[bool, str]],
                     r: int, tips: list[Tip], across: bool = False) -> None:
    """One dot of radius `r` per power, upward from the bottom right `corner` (`across`: leftward from
    `corner`, the right end of a row's middle): crimson while it is ready, ash once used (a rival's card
    shows its powers this small)."""
    right, bottom = corner
    for i, (used, tip) in enumerate(powers):
        if across:
            k = len(powers) - 1 - i
            cx, cy = right - r - k * (r * 2 + 3), bottom
        else:
            cx, cy = right - r, bottom - r - i * (r * 2 + 3)
        pygame.draw.circle(surface, th.ASH if used else th.CRIMSON, (cx, cy), r)
        pygame.draw.circle(surface, th.GOLD_DIM, (cx, cy), r, 1)
        tips.append((pygame.Rect(cx - r, cy - r, 2 * r, 2 * r), tip))


def draw_power_buttons(surface: pygame.Surface, left: float, top: int, width: float, height: int, gap: float,
                       powers: Sequence[tuple[str, bool, str]], face: pygame.font.Font, tips: list[Tip],
                       smallest: pygame.font.Font | None = None) -> None:
    """A row of named powers (name, used, tip), each `width` wide: crimson while ready, dark once used;
    a name too long for its button is set in `smallest` (when given) before it is cut."""
    for i, (name, used, tip) in enumerate(powers):
        r = pygame.Rect(round(left + i * (width + gap)), top, round(width), height)
        pygame.draw.rect(surface, (40, 20, 30) if used else th.darken(th.CRIMSON, 0.45), r, border_radius=3)
        pygame.draw.rect(surface, th.GOLD_DIM, r, 1, border_radius=3)
        shown = smallest if smallest is not None and face.size(name)[0] > r.width - 6 else face
        with paint.within(surface, r, f"the power button {name!r}"):
            paint.text(surface, paint.fit(name, shown, r.width - 6), shown, th.ASH if used else th.PARCHMENT,
                       r.center, "center")
        tips.append((r, tip))
