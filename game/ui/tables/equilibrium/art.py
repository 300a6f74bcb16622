"""Equilibrium's pieces as cached sprites: guild hexes, influence discs, action tokens, card faces.

Every sprite is drawn once per size and kept; the art under ``art/`` (guild
emblems white-on-transparent, the token glyphs, textures) is tinted and laid
on top when present, and a drawn fallback stands in when it is not.
"""

from __future__ import annotations

import math

import pygame

from game.games.equilibrium.content import load
from game.ui import resources
from game.ui import theme as th

Point = tuple[float, float]
_cache: dict[tuple, pygame.Surface] = {}

# influence discs by value: body, rim, numeral
DISC = {
    1: ((226, 214, 188), (120, 104, 80), (40, 28, 22)),
    2: ((178, 120, 70), (86, 52, 28), (24, 14, 10)),
    3: ((214, 168, 60), (110, 80, 20), (40, 24, 8)),
}
DISC_SCALE = {1: 0.84, 2: 0.92, 3: 1.0}


def _cached(key: tuple, make) -> pygame.Surface:
    surf = _cache.get(key)
    if surf is None:
        if len(_cache) > 600:
            _cache.clear()
        surf = make()
        _cache[key] = surf
    return surf


def guild_colour(g: int) -> th.Colour:
    return load().guilds[g].colour  # type: ignore[return-value]


def hex_points(centre: Point, radius: float) -> list[Point]:
    """A flat-topped hexagon around `centre`."""
    cx, cy = centre
    return [(cx + radius * math.cos(math.radians(60 * k)), cy + radius * math.sin(math.radians(60 * k)))
            for k in range(6)]


_found: dict[tuple[str, ...], pygame.Surface | None] = {}


def art_image(*candidates: str) -> pygame.Surface | None:
    """The first existing image among `candidates` (art-relative paths), or None (looked up once)."""
    if candidates not in _found:
        path = next((p for p in candidates if resources.image_exists(p)), None)
        _found[candidates] = resources.load_image(path) if path else None
    return _found[candidates]


def card_glow(size: tuple[int, int], colour: th.Colour) -> pygame.Surface:
    """A soft rounded halo behind a card that may take the token in hand."""
    def make() -> pygame.Surface:
        glow = pygame.Surface(size, pygame.SRCALPHA)
        for k in range(6):
            pygame.draw.rect(glow, (*colour, 22 + 16 * k), glow.get_rect().inflate(-k * 2, -k * 2), border_radius=10)
        return glow
    return _cached(("card_glow", size, colour), make)


def veil(size: tuple[int, int], alpha: int = 150) -> pygame.Surface:
    """A dark translucent sheet (under a question panel, behind a rival's plate)."""
    def make() -> pygame.Surface:
        sheet = pygame.Surface(size, pygame.SRCALPHA)
        sheet.fill((*th.INK, alpha))
        return sheet
    return _cached(("veil", size, alpha), make)


def tinted(image: pygame.Surface, colour: th.Colour, size: int, alpha: int = 255) -> pygame.Surface:
    """`image` (white on transparent) scaled to `size` and tinted `colour`."""
    def make() -> pygame.Surface:
        out = pygame.transform.smoothscale(image, (size, size)).copy()
        out.fill((*colour, alpha), special_flags=pygame.BLEND_RGBA_MULT)
        return out
    return _cached(("tint", id(image), colour, size, alpha), make)


def emblem(g: int, size: int, colour: th.Colour, alpha: int = 255) -> pygame.Surface:
    """Guild `g`'s emblem tinted `colour`; the guild's initial in the title face if the art is missing."""
    gid = load().guilds[g].id
    image = art_image(f"art/guilds/{gid}.png")
    if image is not None:
        return tinted(image, colour, size, alpha)

    def make() -> pygame.Surface:
        font = resources.load_font("title", max(8, int(size * 0.8)))
        glyph = font.render(load().guilds[g].name[0], True, colour)
        glyph.set_alpha(alpha)
        out = pygame.Surface((size, size), pygame.SRCALPHA)
        out.blit(glyph, glyph.get_rect(center=(size // 2, size // 2)))
        return out
    return _cached(("initial", g, size, colour, alpha), make)


def hex_tile(g: int, radius: int, lit: bool = False) -> pygame.Surface:
    """A guild's hex: bevelled, in the guild's colour, its emblem as a quiet watermark."""
    def make() -> pygame.Surface:
        size = radius * 2 + 4
        c = (size / 2, size / 2)
        out = pygame.Surface((size, size), pygame.SRCALPHA)
        base = guild_colour(g)
        dark = th.darken(base, 0.62)
        pygame.draw.polygon(out, th.darken(base, 0.82), hex_points(c, radius))
        steps = 7
        for i in range(steps):  # a soft dome: lighter toward the middle
            t = i / (steps - 1)
            col = tuple(int(dark[k] + (th.darken(base, 0.28)[k] - dark[k]) * t) for k in range(3))
            pygame.draw.polygon(out, col, hex_points(c, radius * (0.93 - 0.36 * t)))
        texture = art_image("art/hex_tile.png")
        if texture is not None:
            tex = pygame.transform.smoothscale(texture, (size, size)).copy()
            mask = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.polygon(mask, (255, 255, 255, 90), hex_points(c, radius * 0.93))
            tex.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            out.blit(tex, (0, 0), special_flags=pygame.BLEND_RGB_ADD if lit else 0)
        mark = emblem(g, int(radius * 1.05), th.lighten(base, 0.35), 70)
        out.blit(mark, mark.get_rect(center=(c[0], c[1] - radius * 0.02)))
        pygame.draw.polygon(out, th.lighten(base, 0.25), hex_points(c, radius * 0.93), max(1, radius // 28))
        pygame.draw.polygon(out, (18, 12, 16), hex_points(c, radius), max(2, radius // 16))
        return out
    return _cached(("hex", g, radius, lit), make)


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
            pygame.draw.polygon(out, (*colour, alpha), hex_points(c, radius * (1.28 - 0.28 * t)))
        pygame.draw.polygon(out, (*colour, 0), hex_points(c, radius * 0.9))
        return out
    return _cached(("glow", radius, colour, strength), make)


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
    return _cached(("disc", value, radius), make)


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
    return _cached(("token", style, offensive, radius), make)


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


def marker(style: th.SeatStyle, radius: int) -> pygame.Surface:
    """A seat's intrigue marker: its shape in its colour (the marker art tinted, or drawn)."""
    def make() -> pygame.Surface:
        size = int(radius * 2 + 8)
        c = (size / 2, size / 2)
        out = pygame.Surface((size, size), pygame.SRCALPHA)
        image = art_image(f"art/tokens/marker_{style.shape}.png")
        if image is not None:
            shade = tinted(image, (0, 0, 0), int(radius * 2.4), 150)
            out.blit(shade, shade.get_rect(center=(c[0] + 1, c[1] + 2)))
            mark = tinted(image, th.lighten(style.colour, 0.08), int(radius * 2.4))
            out.blit(mark, mark.get_rect(center=c))
            return out
        th.draw_shape(out, style.shape, (0, 0, 0), (c[0] + 1, c[1] + 2), radius, outline=None)
        th.draw_shape(out, style.shape, style.colour, c, radius, outline=(16, 10, 14), width=2)
        th.draw_shape(out, style.shape, th.lighten(style.colour, 0.35), (c[0] - radius * .15, c[1] - radius * .2),
                      radius * 0.35, outline=None)
        return out
    return _cached(("marker", style, radius), make)


def parchment(size: tuple[int, int], tone: th.Colour = th.PARCHMENT) -> pygame.Surface:
    """A card face: parchment (the art texture if present), darker at the edges, a thin inked frame."""
    def make() -> pygame.Surface:
        w, h = size
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        frame = art_image("art/card_frame.png")
        if frame is not None:
            out.blit(pygame.transform.smoothscale(frame, (w, h)), (0, 0))
            if tone != th.PARCHMENT:
                out.fill((*tone, 255), special_flags=pygame.BLEND_RGBA_MULT)
            return out
        pygame.draw.rect(out, th.darken(tone, 0.35), out.get_rect(), border_radius=max(3, w // 18))
        steps = 6
        for i in range(steps):
            t = i / (steps - 1)
            col = tuple(int(th.darken(tone, 0.3)[k] + (tone[k] - th.darken(tone, 0.3)[k]) * t) for k in range(3))
            inset = int(2 + t * min(w, h) * 0.08)
            pygame.draw.rect(out, col, out.get_rect().inflate(-inset, -inset), border_radius=max(3, w // 18))
        pygame.draw.rect(out, th.darken(tone, 0.6), out.get_rect().inflate(-6, -6), 1,
                         border_radius=max(3, w // 20))
        return out
    return _cached(("parchment", size, tone), make)


def felt(size: tuple[int, int]) -> pygame.Surface:
    """The cloth the boards lie on: the felt art tiled and darkened, or a drawn dark cloth."""
    def make() -> pygame.Surface:
        w, h = size
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        cloth = art_image("art/felt.png")
        if cloth is not None:
            tw, th_ = cloth.get_size()
            for y in range(0, h, th_):
                for x in range(0, w, tw):
                    out.blit(cloth, (x, y))
        else:
            out.fill((34, 22, 40, 255))
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((10, 6, 12, 70))
        out.blit(shade, (0, 0))
        return out
    return _cached(("felt", size), make)


def soft_shadow(size: tuple[int, int], radius: int = 10, alpha: int = 120) -> pygame.Surface:
    """A blurred dark rectangle to lift panels and cards off the cloth."""
    def make() -> pygame.Surface:
        w, h = size
        small = pygame.Surface((max(4, w // 8 + 4), max(4, h // 8 + 4)), pygame.SRCALPHA)
        pygame.draw.rect(small, (0, 0, 0, alpha), small.get_rect().inflate(-4, -4), border_radius=2)
        return pygame.transform.smoothscale(small, (w + radius * 2, h + radius * 2))
    return _cached(("shadow", size, radius, alpha), make)


def table_cloth(size: tuple[int, int], light: tuple[int, int]) -> pygame.Surface:
    """The cloth under everything: felt, a warm candle glow around `light`, darker toward the edges."""
    def make() -> pygame.Surface:
        w, h = size
        out = felt(size).copy()
        warm = pygame.Surface((64, 36))
        shade = pygame.Surface((64, 36), pygame.SRCALPHA)
        lx, ly = light[0] / max(1, w) * 64, light[1] / max(1, h) * 36
        for y in range(36):
            for x in range(64):
                d = math.hypot((x - lx) / 40, (y - ly) / 26)
                k = max(0.0, 1 - d) ** 1.8
                warm.set_at((x, y), (int(70 * k), int(40 * k), int(22 * k)))
                shade.set_at((x, y), (0, 0, 0, int(150 * min(1.0, max(0.0, d - 0.55) * 1.4))))
        out.blit(pygame.transform.smoothscale(warm, (w, h)), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
        out.blit(pygame.transform.smoothscale(shade, (w, h)), (0, 0))
        pygame.draw.rect(out, th.darken(th.GOLD_DIM, 0.3), out.get_rect(), 1, border_radius=10)
        return out.convert() if pygame.display.get_surface() is not None else out
    key = (size, light)
    if _cloth.get("key") != key:  # one window-sized cloth at a time, whatever the resizing
        _cloth["key"], _cloth["surface"] = key, make()
    return _cloth["surface"]  # type: ignore[return-value]


_cloth: dict[str, object] = {}
