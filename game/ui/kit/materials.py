"""The materials every table is made of: the felt cloth, a candle-lit table cloth, a game board plate,
a parchment card face, and each seat's marker (its shape in its colour).

They come from the shared art (``art/felt.png``, ``art/card_frame.png``,
``art/tokens/marker_<shape>.png``) when present and are drawn in code when
not, cached through :mod:`game.ui.kit.sprites`.
"""

from __future__ import annotations

import math

import pygame

from game.ui import theme as th
from game.ui.kit.sprites import art_image, cached, soft_shadow, tinted


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
    return cached(("felt", size), make)


_cloth: dict[str, object] = {}


def table_cloth(size: tuple[int, int], light: tuple[int, int]) -> pygame.Surface:
    """The cloth under everything: felt, a warm candle glow around `light`, darker toward the edges.

    One window-sized cloth is kept at a time, whatever the resizing."""
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
    if _cloth.get("key") != key:
        _cloth["key"], _cloth["surface"] = key, make()
    return _cloth["surface"]  # type: ignore[return-value]


def parchment(size: tuple[int, int], tone: th.Colour = th.PARCHMENT) -> pygame.Surface:
    """A card face: parchment (the card frame art if present), darker at the edges, a thin inked frame."""
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
    return cached(("parchment", size, tone), make)


def marker(style: th.SeatStyle, radius: int) -> pygame.Surface:
    """A seat's marker: its shape in its colour (the marker art tinted, or drawn with a highlight)."""
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
    return cached(("marker", style, radius), make)


def plate(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A game board: felt on a dark lacquered plate with a gilt edge, lifted off the cloth."""
    shadow = soft_shadow(rect.size, 12, 140)
    surface.blit(shadow, (rect.left - 12, rect.top - 6))
    cloth = felt(rect.size)
    surface.blit(cloth, rect.topleft)
    pygame.draw.rect(surface, (58, 34, 26), rect, max(3, rect.width // 90), border_radius=8)
    pygame.draw.rect(surface, th.GOLD_DIM, rect, 1, border_radius=8)
    pygame.draw.rect(surface, th.darken(th.GOLD_DIM, 0.4), rect.inflate(-12, -12), 1, border_radius=6)
