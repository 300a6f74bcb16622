"""Elysium's pieces as cached sprites: influence tokens, miniature standees, the Masquerade mask, small dice.

Every piece is drawn in code once per size and kept.  A Primogen's pieces take
its clan's colour (from the content) and carry its seat's shape, so they read
without colour too.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.games.elysium.content import load_content
from game.ui import paint, resources
from game.ui import theme as th
from game.ui.kit import sprites
from game.ui.tables.elysium.layout import View

C = load_content()
ELYSIUM_FILL = (58, 40, 70)
TORPOR_GREY = (96, 92, 100)


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


def token(colour: th.Colour, shape: str, radius: int) -> pygame.Surface:
    """One influence token seen at a slant: a thick coin in the clan colour, the seat's shape embossed."""
    def make() -> pygame.Surface:
        r = max(3, radius)
        w, h = r * 2 + 4, int(r * 1.5) + 6
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        edge = th.darken(colour, 0.45)
        rim = pygame.Rect(2, int(r * 0.35) + 2, r * 2, int(r * 1.1))
        pygame.draw.ellipse(out, edge, rim)
        top = pygame.Rect(2, 2, r * 2, int(r * 1.1))
        pygame.draw.rect(out, edge, (2, top.centery, r * 2, rim.centery - top.centery))
        pygame.draw.ellipse(out, colour, top)
        pygame.draw.ellipse(out, th.INK, top, 1)
        pygame.draw.ellipse(out, th.lighten(colour, 0.5), top.inflate(-r * 0.5, -r * 0.35), 1)
        mark = pygame.Surface((r * 2, r * 2), pygame.SRCALPHA)
        th.draw_shape(mark, shape, th.darken(colour, 0.55), (r, r), r * 0.42, outline=None)
        mark = pygame.transform.smoothscale(mark, (r * 2, int(r * 1.1)))
        out.blit(mark, top.topleft)
        return out
    return _cached(("token", colour, shape, radius), make)


def flat_token(colour: th.Colour, shape: str, radius: int) -> pygame.Surface:
    """An influence token seen from above (the supply dish, the drag in hand)."""
    def make() -> pygame.Surface:
        r = max(3, radius)
        size = r * 2 + 6
        out = pygame.Surface((size, size), pygame.SRCALPHA)
        c = (size // 2, size // 2)
        pygame.draw.circle(out, (0, 0, 0, 110), (c[0] + 2, c[1] + 3), r)
        pygame.draw.circle(out, th.darken(colour, 0.4), c, r)
        pygame.draw.circle(out, colour, c, r - max(2, r // 6))
        pygame.draw.circle(out, th.INK, c, r, 1)
        th.draw_shape(out, shape, th.darken(colour, 0.55), c, r * 0.5, outline=None)
        return out
    return _cached(("flat", colour, shape, radius), make)


def standee(colour: th.Colour, shape: str, height: int, lying: bool = False) -> pygame.Surface:
    """A Primogen's miniature: a cloaked figure on a round base, the seat's shape on its chest.

    Lying (torpor) turns it on its side and greys it.
    """
    def make() -> pygame.Surface:
        h = max(12, height)
        w = int(h * 0.62)
        body = colour if not lying else th.lighten(TORPOR_GREY, 0.1)
        out = pygame.Surface((w + 4, h + 4), pygame.SRCALPHA)
        cx = (w + 4) / 2
        base = pygame.Rect(0, 0, w, int(h * 0.2))
        base.midbottom = (round(cx), h + 2)
        pygame.draw.ellipse(out, (0, 0, 0, 120), base.move(2, 2))
        pygame.draw.ellipse(out, th.darken(body, 0.55), base)
        pygame.draw.ellipse(out, th.INK, base, 1)
        cloak = [(cx, h * 0.12), (cx + w * 0.36, h * 0.42), (cx + w * 0.44, h * 0.9), (cx - w * 0.44, h * 0.9),
                 (cx - w * 0.36, h * 0.42)]
        pygame.draw.polygon(out, th.darken(body, 0.2), cloak)
        pygame.draw.polygon(out, th.INK, cloak, 2)
        collar = [(cx - w * 0.34, h * 0.3), (cx, h * 0.44), (cx + w * 0.34, h * 0.3), (cx + w * 0.2, h * 0.24),
                  (cx, h * 0.34), (cx - w * 0.2, h * 0.24)]
        pygame.draw.polygon(out, th.lighten(body, 0.25), collar)
        pygame.draw.circle(out, th.lighten(body, 0.1) if lying else (214, 200, 190), (cx, h * 0.17), w * 0.17)
        pygame.draw.circle(out, th.INK, (cx, h * 0.17), w * 0.17, 1)
        th.draw_shape(out, shape, th.lighten(body, 0.55), (cx, h * 0.62), w * 0.2, outline=th.INK, width=1)
        if lying:
            out = pygame.transform.rotate(out, 90)
        return out
    return _cached(("standee", colour, shape, height, lying), make)


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


def small_die(value: int, size: int, tone: th.Colour = th.PARCHMENT, mark: th.Colour = th.CRIMSON,
              nudge: int = 0) -> pygame.Surface:
    """A die face for the challenge panel: a kite with the value; a nudge shows as a small ±."""
    def make() -> pygame.Surface:
        s = max(12, size)
        out = pygame.Surface((s, s), pygame.SRCALPHA)
        cx, cy = s / 2, s / 2
        kite = [(cx, cy - s * 0.48), (cx + s * 0.44, cy - s * 0.05), (cx, cy + s * 0.46), (cx - s * 0.44, cy - s * 0.05)]
        pygame.draw.polygon(out, (0, 0, 0, 110), [(x + 2, y + 2) for x, y in kite])
        pygame.draw.polygon(out, tone, kite)
        pygame.draw.polygon(out, th.INK, kite, 2)
        font = th.theme.font(max(9, int(s * 0.42)), "bold")
        paint.text(out, str(value), font, mark, (cx, cy), "center")
        if nudge:
            tiny = th.theme.font(max(8, int(s * 0.3)), "bold")
            paint.text(out, f"{nudge:+d}", tiny, th.INK, (s - 1, s - 1), "bottomright")
        return out
    return _cached(("die", value, size, tone, mark, nudge), make)
