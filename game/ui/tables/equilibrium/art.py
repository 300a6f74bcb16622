"""Equilibrium's pieces as cached sprites: guild hexes and emblems, influence discs, action tokens.

Every sprite is drawn once per size and kept (``game.ui.kit.sprites``); the
art under ``art/`` (guild emblems white-on-transparent, the token glyphs, the
hex texture) is tinted and laid on top when present, and a drawn fallback
stands in when it is not.  Cloth, card faces and seat markers are the kit's
(``game.ui.kit.materials``).
"""

from __future__ import annotations

import pygame

from game.ui import resources
from game.ui import theme as th
from game.ui.kit import sprites
from game.ui.kit.regions import polygon
from game.ui.kit.sprites import art_image, cached
from game.ui.tables.equilibrium.read import load

Point = tuple[float, float]

# influence discs by value: body, rim, numeral
DISC = {
    1: ((226, 214, 188), (120, 104, 80), (40, 28, 22)),
    2: ((178, 120, 70), (86, 52, 28), (24, 14, 10)),
    3: ((214, 168, 60), (110, 80, 20), (40, 24, 8)),
}
DISC_SCALE = {1: 0.84, 2: 0.92, 3: 1.0}


def guild_colour(g: int) -> th.Colour:
    return load().guilds[g].colour


def emblem(g: int, size: int, colour: th.Colour, alpha: int = 255) -> pygame.Surface:
    """Guild `g`'s emblem tinted `colour`; the guild's initial in the title face if the art is missing."""
    guild = load().guilds[g]
    return sprites.emblem(f"art/guilds/{guild.id}.png", guild.name[0], size, colour, alpha)


def hex_tile(g: int, radius: int, lit: bool = False) -> pygame.Surface:
    """A guild's hex: bevelled, in the guild's colour, its emblem as a quiet watermark."""
    def make() -> pygame.Surface:
        size = radius * 2 + 4
        c = (size / 2, size / 2)
        out = pygame.Surface((size, size), pygame.SRCALPHA)
        base = guild_colour(g)
        dark = th.darken(base, 0.62)
        pygame.draw.polygon(out, th.darken(base, 0.82), polygon(c, radius))
        steps = 7
        for i in range(steps):  # a soft dome: lighter toward the middle
            t = i / (steps - 1)
            col = tuple(int(dark[k] + (th.darken(base, 0.28)[k] - dark[k]) * t) for k in range(3))
            pygame.draw.polygon(out, col, polygon(c, radius * (0.93 - 0.36 * t)))
        texture = art_image("art/hex_tile.png")
        if texture is not None:
            tex = pygame.transform.smoothscale(texture, (size, size)).copy()
            mask = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.polygon(mask, (255, 255, 255, 90), polygon(c, radius * 0.93))
            tex.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            out.blit(tex, (0, 0), special_flags=pygame.BLEND_RGB_ADD if lit else 0)
        mark = emblem(g, int(radius * 1.05), th.lighten(base, 0.35), 70)
        out.blit(mark, mark.get_rect(center=(c[0], c[1] - radius * 0.02)))
        pygame.draw.polygon(out, th.lighten(base, 0.25), polygon(c, radius * 0.93), max(1, radius // 28))
        pygame.draw.polygon(out, (18, 12, 16), polygon(c, radius), max(2, radius // 16))
        return out
    return cached(("hex", g, radius, lit), make)


def glow_hex(radius: int, colour: th.Colour, strength: int = 160) -> pygame.Surface:
    """A soft halo around a hex (gold for an Equilibrium, green for a legal target)."""
    def make() -> pygame.Surface:
        size = int(radius * 2.6)
        c = (size / 2, size / 2)
        out = pygame.Surface((size, size), pygame.SRCALPHA)
        layers = 10
        for i in range(layers):
            t = i / layers
            alpha = int(strength * (t ** 2) / 3)
            pygame.draw.polygon(out, (*colour, alpha), polygon(c, radius * (1.28 - 0.28 * t)))
        pygame.draw.polygon(out, (*colour, 0), polygon(c, radius * 0.9))
        return out
    return cached(("glow", radius, colour, strength), make)


def disc(value: int, radius: int) -> pygame.Surface:
    """An influence token worth `value`: the token art (or a drawn disc) with its numeral, bigger when worth more."""
    def make() -> pygame.Surface:
        r = max(4, int(radius * DISC_SCALE[value]))
        size = radius * 2 + 6
        c = size // 2
        body, rim, _ink = DISC[value]
        out = pygame.Surface((size, size), pygame.SRCALPHA)
        image = art_image(f"art/tokens/influence_{value}.png")
        if image is not None:
            scaled = pygame.transform.smoothscale(image, (2 * r + 2, 2 * r + 2))
            out.blit(scaled, scaled.get_rect(center=(c, c)))
            ink = (54, 30, 14) if value > 1 else (70, 58, 44)
        else:
            pygame.draw.circle(out, (0, 0, 0, 110), (c + 1, c + 2), r + 1)
            pygame.draw.circle(out, rim, (c, c), r)
            pygame.draw.circle(out, body, (c, c), max(2, r - max(1, r // 7)))
            ink = _ink
        face = resources.load_font("bold", max(7, int(r * 1.3)))
        numeral = face.render(str(value), True, ink)
        out.blit(numeral, numeral.get_rect(center=(c, c + r * 0.02)))
        return out
    return cached(("disc", value, radius), make)


def action_token(style: th.SeatStyle, offensive: bool, radius: int) -> pygame.Surface:
    """A player's action token: the seat's shape and colour around the dagger (offensive) or shield disc."""
    def make() -> pygame.Surface:
        size = int(radius * 2 + 8)
        c = (size / 2, size / 2)
        out = pygame.Surface((size, size), pygame.SRCALPHA)
        th.draw_shape(out, style.shape, (0, 0, 0), (c[0] + 2, c[1] + 3), radius, outline=None)
        th.draw_shape(out, style.shape, style.colour, c, radius, outline=(16, 10, 14), width=2)
        image = art_image("art/tokens/action_offense.png" if offensive else "art/tokens/action_defense.png")
        inner = radius * (0.62 if style.shape in ("triangle", "star") else 0.78)
        if image is not None:
            scaled = pygame.transform.smoothscale(image, (int(inner * 2), int(inner * 2)))
            out.blit(scaled, scaled.get_rect(center=(round(c[0]), round(c[1] + (radius * .12 if style.shape ==
                                                                                  "triangle" else 0)))))
        else:
            pygame.draw.circle(out, (28, 20, 26) if offensive else (200, 200, 200), c, inner)
            _fallback_glyph(out, offensive, c, inner * 0.6, (232, 224, 204) if offensive else (40, 40, 40))
        return out
    return cached(("token", style, offensive, radius), make)


def _fallback_glyph(out: pygame.Surface, offensive: bool, c: Point, r: float, colour: th.Colour) -> None:
    cx, cy = c
    if offensive:  # a blade
        pygame.draw.polygon(out, colour, [(cx, cy - r * 1.2), (cx + r * .25, cy + r * .3),
                                          (cx - r * .25, cy + r * .3)])
        pygame.draw.line(out, colour, (cx - r * .6, cy + r * .35), (cx + r * .6, cy + r * .35), max(2, int(r / 4)))
        pygame.draw.line(out, colour, (cx, cy + r * .35), (cx, cy + r * .9), max(2, int(r / 4)))
    else:  # a shield
        pygame.draw.polygon(out, colour, [(cx - r * .8, cy - r * .8), (cx + r * .8, cy - r * .8),
                                          (cx + r * .7, cy + r * .2), (cx, cy + r), (cx - r * .7, cy + r * .2)])
