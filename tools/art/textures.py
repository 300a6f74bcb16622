"""Tileable textures (felt, parchment) and the full-screen vignette overlay."""

from __future__ import annotations

import math
import random

import artkit as ak
import pygame


def _tile_blur(surf: pygame.Surface, radius: int) -> pygame.Surface:
    """Gaussian blur that wraps around the edges (keeps a texture tileable)."""
    w, h = surf.get_size()
    big = pygame.Surface((w * 3, h * 3), surf.get_flags(), 32)
    for i in range(3):
        for j in range(3):
            big.blit(surf, (i * w, j * h))
    big = pygame.transform.gaussian_blur(big, radius)
    return big.subsurface((w, h, w, h)).copy()


def _fibres(
    w: int, h: int, rng: random.Random, count: int, length, color, alpha, width=1
) -> pygame.Surface:
    """Short curved hairs drawn with wrap-around so the layer tiles."""
    s = ak.new_rgba(w, h, tuple(color) + (0,))
    layer = ak.new_rgba(w, h, (0, 0, 0, 0))
    for _ in range(count):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        a = rng.uniform(0, math.pi)
        L = rng.uniform(*length)
        bend = rng.uniform(-0.6, 0.6)
        pts = []
        for k in range(5):
            t = k / 4
            aa = a + bend * (t - 0.5)
            pts.append((x + math.cos(aa) * L * t, y + math.sin(aa) * L * t))
        al = int(rng.uniform(*alpha))
        col = tuple(color) + (al,)
        for ox in (-w, 0, w):
            for oy in (-h, 0, h):
                p = [(px + ox, py + oy) for px, py in pts]
                if all(px < -2 or px > w + 2 for px, _ in p) or all(
                    py < -2 or py > h + 2 for _, py in p
                ):
                    continue
                layer.fill((0, 0, 0, 0))
                pygame.draw.lines(layer, col, False, p, width)
                s.blit(layer, (0, 0))
    return s


def felt(size: int = 512, seed: int = 2024) -> pygame.Surface:
    """Dark wine-and-aubergine baize, quiet enough to sit behind everything."""
    rng = random.Random(seed)
    n = size * size
    mottle = ak.fbm(size, size, 3, 5, rng, gain=0.55)
    cloud = ak.fbm(size, size, 9, 3, rng, gain=0.5)
    grain_raw = ak.gray_surface(rng.randbytes(n), size, size)
    grain = ak.channel(_tile_blur(grain_raw, 1), 0)
    vals = [
        0.5 + 0.13 * (m - 0.5) + 0.12 * (c - 0.5) + 0.30 * (g / 255.0 - 0.5)
        for m, c, g in zip(mottle, cloud, grain)
    ]
    buf = ak.to_bytes(vals)
    surf = ak.colorize(
        buf,
        size,
        size,
        [
            (0.0, (12, 5, 12)),
            (0.35, (26, 10, 22)),
            (0.55, (36, 14, 30)),
            (0.8, (50, 20, 40)),
            (1.0, (66, 30, 52)),
        ],
    )
    surf.blit(_fibres(size, size, rng, 2600, (3, 9), (110, 60, 95), (14, 40)), (0, 0))
    surf.blit(_fibres(size, size, rng, 1800, (3, 8), (0, 0, 0), (20, 50)), (0, 0))
    return surf


def parchment(size=(512, 512), seed: int = 1789, tile: bool = True) -> pygame.Surface:
    """Warm, light parchment with soft stains, fibres and specks."""
    w, h = size
    rng = random.Random(seed)
    cells = 3 * w / 512
    stains = ak.fbm(w, h, cells, 6, rng, tile=tile, gain=0.58)
    blotch = ak.fbm(w, h, cells * 2.2, 4, rng, tile=tile, gain=0.5)
    fibre = ak.fbm(w, h, cells * 2.0, 4, rng, tile=tile, aspect=0.2, gain=0.6)
    grain = rng.randbytes(w * h)
    vals = []
    for s, b, f, g in zip(stains, blotch, fibre, grain):
        v = 0.64 + 0.26 * (s - 0.5) + 0.10 * (f - 0.5) + 0.05 * (g / 255.0 - 0.5)
        v -= 0.14 * ak.smoothstep(0.72, 0.95, b)  # occasional darker blotch
        vals.append(v)
    buf = ak.to_bytes(vals)
    surf = ak.colorize(
        buf,
        w,
        h,
        [
            (0.0, (150, 112, 70)),
            (0.3, (190, 156, 108)),
            (0.55, (220, 196, 150)),
            (0.75, (234, 216, 176)),
            (1.0, (244, 232, 202)),
        ],
    )
    scale = (w * h) / (512 * 512)
    surf.blit(_fibres(w, h, rng, int(900 * scale), (4, 14), (120, 90, 55), (14, 38)), (0, 0))
    surf.blit(_fibres(w, h, rng, int(500 * scale), (4, 12), (255, 248, 225), (18, 40)), (0, 0))
    # specks
    for _ in range(int(160 * scale)):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        r = rng.choice((0.6, 0.8, 1.0, 1.3))
        a = int(rng.uniform(40, 120))
        dot = ak.new_rgba(6, 6)
        pygame.draw.circle(dot, (90, 60, 35, a), (3, 3), r)
        for ox in (-w, 0, w):
            for oy in (-h, 0, h):
                surf.blit(dot, (x - 3 + ox, y - 3 + oy))
    return surf


def vignette(w: int = 1920, h: int = 1080) -> pygame.Surface:
    """Black with alpha rising towards the corners; blit over a scene."""
    lw, lh = w // 4, h // 4
    a = ak.radial_alpha(lw, lh, 0.30, 1.0, power=1.5, strength=0.82)
    zero = bytes(lw * lh)
    low = ak.from_channels(lw, lh, zero, zero, zero, a)
    return pygame.transform.smoothscale(low, (w, h))
