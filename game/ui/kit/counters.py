"""Small counters on a seat's card: blood drops (n of a most), lettered value badges, spent-or-ready
power marks, and a row of named power buttons, each with its tooltip.

Elysium's Vitae and M/P/S attributes, Methuselah's blood on a minion and its
pool, Bloodlines' power on a character all read as "so many of so many" or
"a letter and a number"; a power used this turn greys out the same way on
every table.  :func:`card_font` is the type these cards are set in.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit.base import Tip

EMPTY_DROP = (40, 24, 30)
BADGE = (34, 26, 42)


def card_font(px: float, role: str = "text") -> pygame.font.Font:
    """A font of `px` (at least 8) scaled with the window as well (``th.theme.font``): the type of the
    seat cards, hands and contest panel, whose sizes are already in the table's unit."""
    return th.theme.font(max(8, int(px)), role)


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
    """Small dark badges `size` high ("M4", "P6") from `pos` (top left), each with its tip; the x after them."""
    x, y = pos
    face = card_font(size * 0.62, "bold")
    for text, tip in badges:
        r = pygame.Rect(round(x), round(y), round(size * 1.55), round(size))
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
                     r: int, tips: list[Tip]) -> None:
    """One dot of radius `r` per power, upward from the bottom right `corner`: crimson while it is ready,
    ash once used (a rival's card shows its powers this small)."""
    right, bottom = corner
    for i, (used, tip) in enumerate(powers):
        cx, cy = right - r, bottom - r - i * (r * 2 + 3)
        pygame.draw.circle(surface, th.ASH if used else th.CRIMSON, (cx, cy), r)
        pygame.draw.circle(surface, th.GOLD_DIM, (cx, cy), r, 1)
        tips.append((pygame.Rect(cx - r, cy - r, 2 * r, 2 * r), tip))


def draw_power_buttons(surface: pygame.Surface, left: float, top: int, width: float, height: int, gap: float,
                       powers: Sequence[tuple[str, bool, str]], face: pygame.font.Font, tips: list[Tip]) -> None:
    """A row of named powers (name, used, tip), each `width` wide: crimson while ready, dark once used."""
    for i, (name, used, tip) in enumerate(powers):
        r = pygame.Rect(round(left + i * (width + gap)), top, round(width), height)
        pygame.draw.rect(surface, (40, 20, 30) if used else th.darken(th.CRIMSON, 0.45), r, border_radius=3)
        pygame.draw.rect(surface, th.GOLD_DIM, r, 1, border_radius=3)
        paint.text(surface, paint.fit(name, face, r.width - 6), face, th.ASH if used else th.PARCHMENT, r.center,
                   "center")
        tips.append((r, tip))
