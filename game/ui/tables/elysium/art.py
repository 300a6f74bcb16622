"""Elysium's colours and its own piece: the categories' colours from the content, the zones' fill,
the Masquerade mask.

A Primogen's pieces (influence coins, its miniature: ``game.ui.kit.figures``), its
name, plate and markers are all in its seat's colour and shape (the theme's
``SeatStyle``, colour-blind palette included): one colour per player everywhere.
Its clan is told by name (the card's subtitle, the rival panel), never by
replacing the seat's colour (docs/elysium-decisions.md, "A Primogen's colour on the table").
"""

from __future__ import annotations

import pygame

from game.ui import theme as th
from game.ui.kit import sprites
from game.ui.tables.elysium.read import C

ELYSIUM_FILL = (58, 40, 70)


def hex_colour(text: str) -> th.Colour:
    """'#rrggbb' as an RGB tuple (grey if malformed)."""
    try:
        value = text.lstrip("#")
        return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))
    except (ValueError, IndexError):
        return (128, 128, 128)


CATEGORY_COLOURS: tuple[th.Colour, ...] = tuple(hex_colour(c.colour) for c in C.categories)
def zone_fill(category: int) -> th.Colour:
    """A zone's body colour: its category colour, a touch darker for the night."""
    return ELYSIUM_FILL if category < 0 else th.darken(CATEGORY_COLOURS[category], 0.18)


def mask(height: int) -> pygame.Surface:
    """The Masquerade token: a pale half-mask on a crimson disc."""
    def make() -> pygame.Surface:
        h = max(10, height)
        out = pygame.Surface((h + 4, h + 4), pygame.SRCALPHA)
        c = (h / 2 + 2, h / 2 + 2)
        pygame.draw.circle(out, th.darken(th.CRIMSON, 0.2), c, h / 2)
        pygame.draw.circle(out, th.GOLD, c, h / 2, 2)
        r = h * 0.34
        face = [(c[0] - r, c[1] - r * 0.35), (c[0] + r, c[1] - r * 0.35), (c[0] + r * 0.8, c[1] + r * 0.3),
                (c[0] + r * 0.2, c[1] + r * 0.45), (c[0], c[1] + r * 0.15), (c[0] - r * 0.2, c[1] + r * 0.45),
                (c[0] - r * 0.8, c[1] + r * 0.3)]
        pygame.draw.polygon(out, th.PARCHMENT, face)
        for dx in (-0.45, 0.45):
            pygame.draw.ellipse(out, th.INK, pygame.Rect(c[0] + dx * r - r * 0.25, c[1] - r * 0.2, r * 0.5, r * 0.3))
        return out
    return sprites.cached(("elysium", "mask", height), make)
