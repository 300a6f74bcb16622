"""The four attribute glyphs of a Bloodlines character, drawn in code once per size.

Every attribute reads by SHAPE first and colour second, so the table works without colour:

* class: a crown (high) or a chain link (low);
* temperament: a crescent moon (composed) or three claw slashes (feral);
* geography: an arrow pointing north, east, south or west in a ring, a four-pointed star for roaming;
* archetype: a sword (warlike), an open book (scholarly), a coin with a square hole (wealthy), a
  domino mask (clandestine).
"""

from __future__ import annotations

import math

import pygame

from game.ui import theme as th
from game.ui.kit import sprites

Colour = tuple[int, int, int]
Point = tuple[float, float]

CLASS_COLOURS = {"high": (196, 150, 52), "low": (92, 108, 124)}
TEMPER_COLOURS = {"composed": (86, 120, 176), "feral": (168, 44, 40)}
GEO_COLOURS = {"north": (70, 110, 170), "east": (196, 140, 40), "south": (170, 50, 50), "west": (52, 140, 92),
               "roaming": (124, 84, 160)}
ARCH_COLOURS = {"warlike": (160, 40, 44), "scholarly": (60, 96, 160), "wealthy": (176, 140, 40),
                "clandestine": (96, 70, 120)}


def attribute_colour(value: str) -> Colour:
    for table in (CLASS_COLOURS, TEMPER_COLOURS, GEO_COLOURS, ARCH_COLOURS):
        if value in table:
            return table[value]
    return th.ASH


# -- the glyph shapes (drawn in `ink` inside a size × size square at the origin) ----------------------------
def _crown(s: pygame.Surface, c: Point, r: float, ink: Colour) -> None:
    x, y = c
    pts = [(x - r, y + r * .55), (x - r, y - r * .45), (x - r * .5, y + r * .05), (x, y - r * .8),
           (x + r * .5, y + r * .05), (x + r, y - r * .45), (x + r, y + r * .55)]
    pygame.draw.polygon(s, ink, pts)


def _chain(s: pygame.Surface, c: Point, r: float, ink: Colour) -> None:
    x, y = c
    w = max(2, round(r * 0.32))
    for dx, tilt in ((-0.42, 1), (0.42, -1)):
        link = pygame.Rect(0, 0, round(r * 1.25), round(r * 0.8))
        link.center = (round(x + dx * r), round(y + tilt * r * 0.12))
        pygame.draw.ellipse(s, ink, link, w)


def _moon(s: pygame.Surface, c: Point, r: float, ink: Colour, under: tuple[int, ...]) -> None:
    x, y = c
    pygame.draw.circle(s, ink, (x, y), r * 0.82)
    pygame.draw.circle(s, under, (x + r * 0.42, y - r * 0.22), r * 0.7)


def _claws(s: pygame.Surface, c: Point, r: float, ink: Colour) -> None:
    x, y = c
    w = max(2, round(r * 0.26))
    for k in (-1, 0, 1):
        dx = k * r * 0.5
        pygame.draw.line(s, ink, (x + dx - r * 0.3, y - r * 0.75), (x + dx + r * 0.3, y + r * 0.75), w)


def _arrow(s: pygame.Surface, c: Point, r: float, ink: Colour, angle: float) -> None:
    x, y = c
    pygame.draw.circle(s, ink, (x, y), r * 0.92, max(1, round(r * 0.14)))

    def at(a: float, d: float) -> Point:
        return (x + math.cos(a) * d, y + math.sin(a) * d)
    tip, left, right = at(angle, r * 0.78), at(angle + 2.45, r * 0.62), at(angle - 2.45, r * 0.62)
    pygame.draw.polygon(s, ink, [tip, left, (x, y), right])


def _star(s: pygame.Surface, c: Point, r: float, ink: Colour) -> None:
    x, y = c
    pts = []
    for i in range(8):
        a = -math.pi / 2 + i * math.pi / 4
        d = r * (0.95 if i % 2 == 0 else 0.3)
        pts.append((x + math.cos(a) * d, y + math.sin(a) * d))
    pygame.draw.polygon(s, ink, pts)


def _sword(s: pygame.Surface, c: Point, r: float, ink: Colour) -> None:
    x, y = c
    w = max(2, round(r * 0.26))
    pygame.draw.polygon(s, ink, [(x, y - r * 0.95), (x + w * 0.7, y - r * 0.7), (x + w * 0.7, y + r * 0.35),
                                 (x - w * 0.7, y + r * 0.35), (x - w * 0.7, y - r * 0.7)])
    pygame.draw.line(s, ink, (x - r * 0.55, y + r * 0.38), (x + r * 0.55, y + r * 0.38), max(2, w))
    pygame.draw.line(s, ink, (x, y + r * 0.4), (x, y + r * 0.9), max(2, w))


def _book(s: pygame.Surface, c: Point, r: float, ink: Colour, under: tuple[int, ...]) -> None:
    x, y = c
    for side in (-1, 1):
        page = [(x, y - r * 0.5), (x + side * r * 0.95, y - r * 0.7), (x + side * r * 0.95, y + r * 0.55),
                (x, y + r * 0.75)]
        pygame.draw.polygon(s, ink, page)
    pygame.draw.line(s, under, (x, y - r * 0.45), (x, y + r * 0.7), max(1, round(r * 0.14)))


def _coin(s: pygame.Surface, c: Point, r: float, ink: Colour, under: tuple[int, ...]) -> None:
    x, y = c
    pygame.draw.circle(s, ink, (x, y), r * 0.86)
    hole = pygame.Rect(0, 0, round(r * 0.62), round(r * 0.62))
    hole.center = (round(x), round(y))
    pygame.draw.rect(s, under, hole)


def _mask(s: pygame.Surface, c: Point, r: float, ink: Colour, under: tuple[int, ...]) -> None:
    x, y = c
    pts = [(x - r, y - r * 0.35), (x + r, y - r * 0.35), (x + r * 0.85, y + r * 0.3), (x + r * 0.25, y + r * 0.5),
           (x, y + r * 0.2), (x - r * 0.25, y + r * 0.5), (x - r * 0.85, y + r * 0.3)]
    pygame.draw.polygon(s, ink, pts)
    for dx in (-0.45, 0.45):
        eye = pygame.Rect(0, 0, max(2, round(r * 0.5)), max(2, round(r * 0.3)))
        eye.center = (round(x + dx * r), round(y - r * 0.05))
        pygame.draw.ellipse(s, under, eye)


ANGLES = {"north": -math.pi / 2, "east": 0.0, "south": math.pi / 2, "west": math.pi}


def glyph(value: str, size: int, badge: bool = True) -> pygame.Surface:
    """The glyph of one attribute value in a `size` square: its shape in pale ink on a disc of its colour
    (or in its colour alone when not `badge`)."""
    def make() -> pygame.Surface:
        n = max(8, size)
        out = pygame.Surface((n, n), pygame.SRCALPHA)
        c = (n / 2, n / 2)
        colour = attribute_colour(value)
        under: tuple[int, ...]
        if badge:
            pygame.draw.circle(out, th.darken(colour, 0.35), (c[0], c[1] + 1), n / 2 - 0.5)
            pygame.draw.circle(out, colour, c, n / 2 - 1)
            ink, under = (246, 236, 214), colour
        else:
            ink, under = colour, (0, 0, 0, 0)
        r = n * (0.33 if badge else 0.45)
        if value == "high":
            _crown(out, c, r, ink)
        elif value == "low":
            _chain(out, c, r, ink)
        elif value == "composed":
            _moon(out, c, r, ink, under)
        elif value == "feral":
            _claws(out, c, r, ink)
        elif value in ANGLES:
            _arrow(out, c, r, ink, ANGLES[value])
        elif value == "roaming":
            _star(out, c, r, ink)
        elif value == "warlike":
            _sword(out, c, r, ink)
        elif value == "scholarly":
            _book(out, c, r, ink, under)
        elif value == "wealthy":
            _coin(out, c, r, ink, under)
        elif value == "clandestine":
            _mask(out, c, r, ink, under)
        if badge:
            pygame.draw.circle(out, th.INK, c, n / 2 - 1, 1)
        return out
    return sprites.cached(("bl", "glyph", value, size, badge), make)
