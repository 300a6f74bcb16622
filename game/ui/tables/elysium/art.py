"""Elysium's colours and its own pieces: clan and category colours from the content, the zones' fill
and grain, the Masquerade mask.

A Primogen's pieces (influence coins, its miniature: ``game.ui.kit.figures``)
take its clan's colour (:func:`seat_colour`) and carry its seat's shape, so
they read without colour too.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.games.elysium.content import load_content
from game.ui import resources
from game.ui import theme as th
from game.ui.kit import sprites
from game.ui.tables.elysium.layout import View

C = load_content()
ELYSIUM_FILL = (58, 40, 70)


def _cached(key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
    return sprites.cached(("elysium", *key), make)


def hex_colour(text: str) -> th.Colour:
    """'#rrggbb' as an RGB tuple (grey if malformed)."""
    try:
        value = text.lstrip("#")
        return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))
    except (ValueError, IndexError):
        return (128, 128, 128)


CATEGORY_COLOURS: tuple[th.Colour, ...] = tuple(hex_colour(c.colour) for c in C.categories)
CLAN_COLOURS: tuple[th.Colour, ...] = tuple(hex_colour(c.colour) for c in C.clans)


def clan_colour(clan: int) -> th.Colour:
    """The pieces' colour for a clan; a pale ash for the greyest clans so they show on the dark city."""
    if clan < 0:
        return th.ASH
    colour = CLAN_COLOURS[clan]
    if max(colour) - min(colour) < 24:  # a grey clan: lift it so it reads against the night
        return th.lighten(colour, 0.45)
    return th.lighten(colour, 0.12)


def seat_colour(state: View, seat: int, style: th.SeatStyle) -> th.Colour:
    """A Primogen's colour on the table: its clan's, or its seat's in the colour-blind palette."""
    if th.theme.colour_blind or not 0 <= seat < len(state.clan):
        return style.colour
    return clan_colour(state.clan[seat])


def zone_fill(category: int) -> th.Colour:
    """A zone's body colour: its category colour, a touch darker for the night."""
    return ELYSIUM_FILL if category < 0 else th.darken(CATEGORY_COLOURS[category], 0.18)


def texture(size: tuple[int, int]) -> pygame.Surface:
    """The quiet texture laid over the zones: parchment grain (art/parchment.png) or drawn speckle."""
    def make() -> pygame.Surface:
        w, h = max(1, size[0]), max(1, size[1])
        if resources.image_exists("art/parchment.png"):
            grain = pygame.transform.smoothscale(resources.load_image("art/parchment.png", alpha=False), (w, h))
        else:
            import random
            rng = random.Random(7)
            grain = pygame.Surface((w, h))
            grain.fill((200, 190, 170))
            for _ in range(w * h // 40):
                v = rng.randint(150, 235)
                grain.set_at((rng.randrange(w), rng.randrange(h)), (v, v - 8, v - 20))
        return grain
    return _cached(("texture", size), make)


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
    return _cached(("mask", height), make)
