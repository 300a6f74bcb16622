"""Small drawing toolkit shared by the art generators.

Only pygame-ce and the standard library are used.  Everything that involves
chance takes an explicit ``random.Random`` so that re-running the scripts gives
byte-identical results on the same platform.

Fields (noise and the like) are plain Python lists of floats in row-major
order; conversions to and from pygame surfaces go through ``bytes`` so the
heavy lifting (colour look-up, channel interleaving) happens in C.
"""

from __future__ import annotations

import math
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import itertools

import pygame

_READY = False


def init() -> None:
    """Initialise pygame headless, with a platform-independent smoothscale."""
    global _READY
    if _READY:
        return
    pygame.display.init()
    pygame.font.init()
    try:
        # The SIMD back ends may round differently from machine to machine.
        pygame.transform.set_smoothscale_backend("GENERIC")
    except (ValueError, AttributeError):
        pass
    _READY = True


# ---------------------------------------------------------------- numbers


def clamp(x: float, lo: float = 0.0, hi: float = 1.0) -> float:
    return lo if x < lo else min(x, hi)


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def smoothstep(e0: float, e1: float, x: float) -> float:
    if e1 == e0:
        return 0.0 if x < e0 else 1.0
    t = clamp((x - e0) / (e1 - e0))
    return t * t * (3.0 - 2.0 * t)


def mix(c1, c2, t: float):
    """Linear mix of two colour tuples (any length), returned as ints."""
    return tuple(round(a + (b - a) * t) for a, b in zip(c1, c2))


def scale_col(c, k: float):
    return tuple(max(0, min(255, round(v * k))) for v in c)


# ---------------------------------------------------------------- surfaces


def new_rgba(w: int, h: int, fill=(0, 0, 0, 0)) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA, 32)
    s.fill(fill)
    return s


def new_rgb(w: int, h: int, fill=(0, 0, 0)) -> pygame.Surface:
    s = pygame.Surface((w, h), 0, 32)
    s.fill(fill)
    return s


def down(surf: pygame.Surface, size) -> pygame.Surface:
    """Antialiasing downscale (smoothscale), keeping per-pixel alpha."""
    return pygame.transform.smoothscale(surf, size)


def gray_surface(buf: bytes, w: int, h: int) -> pygame.Surface:
    rgb = bytearray(w * h * 3)
    rgb[0::3] = buf
    rgb[1::3] = buf
    rgb[2::3] = buf
    return pygame.image.frombytes(bytes(rgb), (w, h), "RGB")


def channel(surf: pygame.Surface, idx: int = 0, fmt: str = "RGB") -> bytes:
    return pygame.image.tobytes(surf, fmt)[idx :: len(fmt)]


def from_channels(
    w: int, h: int, r: bytes, g: bytes, b: bytes, a: bytes | None = None
) -> pygame.Surface:
    if a is None:
        out = bytearray(w * h * 3)
        out[0::3], out[1::3], out[2::3] = r, g, b
        return pygame.image.frombytes(bytes(out), (w, h), "RGB")
    out = bytearray(w * h * 4)
    out[0::4], out[1::4], out[2::4], out[3::4] = r, g, b, a
    return pygame.image.frombytes(bytes(out), (w, h), "RGBA")


def to_bytes(vals, lo: float = 0.0, hi: float = 1.0) -> bytes:
    """Floats in [lo, hi] to bytes 0..255 (clamped)."""
    k = 255.0 / (hi - lo)
    return bytes([0 if v <= lo else 255 if v >= hi else int((v - lo) * k + 0.5) for v in vals])


def gradient_lut(stops):
    """stops: [(t, (r, g, b)), ...] with t in 0..1 -> three 256-byte tables."""
    stops = sorted(stops)
    lr, lg, lb = bytearray(256), bytearray(256), bytearray(256)
    for i in range(256):
        t = i / 255.0
        if t <= stops[0][0]:
            c = stops[0][1]
        elif t >= stops[-1][0]:
            c = stops[-1][1]
        else:
            for (t0, c0), (t1, c1) in itertools.pairwise(stops):
                if t0 <= t <= t1:
                    u = (t - t0) / (t1 - t0) if t1 > t0 else 0.0
                    c = tuple(a + (b - a) * u for a, b in zip(c0, c1))
                    break
        lr[i], lg[i], lb[i] = (max(0, min(255, round(v))) for v in c[:3])
    return bytes(lr), bytes(lg), bytes(lb)


def colorize(buf: bytes, w: int, h: int, stops) -> pygame.Surface:
    lr, lg, lb = gradient_lut(stops)
    return from_channels(w, h, buf.translate(lr), buf.translate(lg), buf.translate(lb))


# ---------------------------------------------------------------- noise


def _cubic_weights(t: float):
    """Catmull-Rom weights for the four taps around t in [0, 1)."""
    t2, t3 = t * t, t * t * t
    return (
        -0.5 * t3 + t2 - 0.5 * t,
        1.5 * t3 - 2.5 * t2 + 1.0,
        -1.5 * t3 + 2.0 * t2 + 0.5 * t,
        0.5 * t3 - 0.5 * t2,
    )


def value_noise(
    w: int, h: int, cx: int, cy: int, rng: random.Random, tile: bool = True, soften: float = 0.0
):
    """One octave of smooth (bicubic) value noise as a list of w*h floats ~0..1.

    A cx*cy lattice of random values is interpolated with Catmull-Rom
    splines.  The lattice wraps around, so the result tiles seamlessly
    whenever ``tile`` is set (and the non-tiled case simply does not care).
    """
    cx, cy = max(1, cx), max(1, cy)
    grid = [[rng.random() for _ in range(cx)] for _ in range(cy)]
    # horizontal pass: each lattice row -> w samples
    taps = []
    for x in range(w):
        u = x * cx / w
        i = int(u)
        wts = _cubic_weights(u - i)
        taps.append(((i - 1) % cx, i % cx, (i + 1) % cx, (i + 2) % cx, wts))
    rows = []
    for g in grid:
        rows.append(
            [g[a] * wa + g[b] * wb + g[c] * wc + g[d] * wd for a, b, c, d, (wa, wb, wc, wd) in taps]
        )
    out = []
    for y in range(h):
        v = y * cy / h
        j = int(v)
        wa, wb, wc, wd = _cubic_weights(v - j)
        ra, rb, rc, rd = rows[(j - 1) % cy], rows[j % cy], rows[(j + 1) % cy], rows[(j + 2) % cy]
        out.extend([a * wa + b * wb + c * wc + d * wd for a, b, c, d in zip(ra, rb, rc, rd)])
    return out


def normalize(vals, lo_pct: float = 0.0, hi_pct: float = 1.0):
    """Stretch a field to 0..1, optionally clipping percentiles."""
    if lo_pct > 0.0 or hi_pct < 1.0:
        s = sorted(vals[:: max(1, len(vals) // 20000)])
        lo = s[int(lo_pct * (len(s) - 1))]
        hi = s[int(hi_pct * (len(s) - 1))]
    else:
        lo, hi = min(vals), max(vals)
    if hi - lo < 1e-9:
        return [0.5] * len(vals)
    k = 1.0 / (hi - lo)
    return [0.0 if v < lo else 1.0 if v > hi else (v - lo) * k for v in vals]


def fbm(
    w: int,
    h: int,
    cells: float,
    octaves: int,
    rng: random.Random,
    tile: bool = True,
    gain: float = 0.5,
    lacunarity: float = 2.0,
    aspect: float = 1.0,
):
    """Fractal value noise normalised to 0..1.

    ``cells`` is the number of lattice cells across the width for the first
    octave; ``aspect`` > 1 stretches features horizontally.
    """
    total = [0.0] * (w * h)
    amp = 1.0
    c = cells
    for _ in range(octaves):
        cx = max(1, round(c))
        cy = max(1, round(c * h / w * aspect))
        b = value_noise(w, h, cx, cy, rng, tile)
        total = [t + v * amp for t, v in zip(total, b)]
        amp *= gain
        c *= lacunarity
    return normalize(total)


def grain_bytes(n: int, rng: random.Random) -> bytes:
    return rng.randbytes(n)


def add_grain(surf: pygame.Surface, rng: random.Random, amount: int = 6, mono: bool = True) -> None:
    """Add zero-mean-ish grain of +-amount/2 to an RGB(A) surface in place."""
    w, h = surf.get_size()
    lut = bytes(int(i * amount / 255.0 + 0.5) for i in range(256))
    if mono:
        g = rng.randbytes(w * h).translate(lut)
        noise = gray_surface(g, w, h)
    else:
        noise = from_channels(w, h, *(rng.randbytes(w * h).translate(lut) for _ in range(3)))
    surf.blit(noise, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    half = amount // 2
    surf.fill((half, half, half), special_flags=pygame.BLEND_RGB_SUB)


# ---------------------------------------------------------------- geometry


def rot(points, ang: float, cx: float = 0.0, cy: float = 0.0):
    ca, sa = math.cos(ang), math.sin(ang)
    return [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in points]


def shift(points, dx: float, dy: float, k: float = 1.0):
    return [(dx + x * k, dy + y * k) for x, y in points]


def regular_polygon(n: int, r: float, cx: float, cy: float, start: float = -math.pi / 2):
    return [
        (
            cx + r * math.cos(start + 2 * math.pi * i / n),
            cy + r * math.sin(start + 2 * math.pi * i / n),
        )
        for i in range(n)
    ]


def star_polygon(
    n: int, r_out: float, r_in: float, cx: float, cy: float, start: float = -math.pi / 2
):
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = start + math.pi * i / n
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def arc_points(cx: float, cy: float, rx: float, ry: float, a0: float, a1: float, n: int = 32):
    return [
        (cx + rx * math.cos(a0 + (a1 - a0) * i / n), cy + ry * math.sin(a0 + (a1 - a0) * i / n))
        for i in range(n + 1)
    ]


def bezier(p0, p1, p2, p3, n: int = 24):
    out = []
    for i in range(n + 1):
        t = i / n
        u = 1 - t
        out.append(
            (
                u * u * u * p0[0]
                + 3 * u * u * t * p1[0]
                + 3 * u * t * t * p2[0]
                + t * t * t * p3[0],
                u * u * u * p0[1]
                + 3 * u * u * t * p1[1]
                + 3 * u * t * t * p2[1]
                + t * t * t * p3[1],
            )
        )
    return out


def thick_line(surf, color, p0, p1, w0: float, w1: float | None = None) -> None:
    """A tapered line segment as a filled quad with round caps."""
    if w1 is None:
        w1 = w0
    dx, dy = p1[0] - p0[0], p1[1] - p0[1]
    d = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / d, dx / d
    quad = [
        (p0[0] + nx * w0 / 2, p0[1] + ny * w0 / 2),
        (p1[0] + nx * w1 / 2, p1[1] + ny * w1 / 2),
        (p1[0] - nx * w1 / 2, p1[1] - ny * w1 / 2),
        (p0[0] - nx * w0 / 2, p0[1] - ny * w0 / 2),
    ]
    pygame.draw.polygon(surf, color, quad)
    if w0 > 2:
        pygame.draw.circle(surf, color, p0, w0 / 2)
    if w1 > 2:
        pygame.draw.circle(surf, color, p1, w1 / 2)


def polyline_stroke(surf, color, pts, width: float) -> None:
    for a, b in itertools.pairwise(pts):
        thick_line(surf, color, a, b, width)


# ---------------------------------------------------------------- compositing


def tinted(mask: pygame.Surface, color) -> pygame.Surface:
    """Copy of a white-on-transparent mask tinted with ``color`` (rgb or rgba)."""
    s = mask.copy()
    c = tuple(color) + ((255,) if len(color) == 3 else ())
    s.fill(c, special_flags=pygame.BLEND_RGBA_MULT)
    return s


def alpha_of(surf: pygame.Surface) -> bytes:
    return channel(surf, 3, "RGBA")


def set_alpha_bytes(surf: pygame.Surface, a: bytes) -> pygame.Surface:
    w, h = surf.get_size()
    raw = bytearray(pygame.image.tobytes(surf, "RGBA"))
    raw[3::4] = a
    return pygame.image.frombytes(bytes(raw), (w, h), "RGBA")


def multiply_alpha(a: bytes, b: bytes) -> bytes:
    return bytes([(x * y + 127) // 255 for x, y in zip(a, b)])


def drop_shadow(
    mask: pygame.Surface, offset=(3, 4), blur: int = 4, opacity: float = 0.6, color=(0, 0, 0)
) -> pygame.Surface:
    """A blurred, offset shadow of an RGBA sprite's alpha, same size."""
    w, h = mask.get_size()
    a = alpha_of(mask)
    k = opacity
    a = bytes(int(v * k) for v in a)
    sh = from_channels(
        w,
        h,
        bytes([color[0]]) * (w * h),
        bytes([color[1]]) * (w * h),
        bytes([color[2]]) * (w * h),
        a,
    )
    out = new_rgba(w, h, color + (0,))
    out.blit(sh, offset, special_flags=pygame.BLEND_RGBA_MAX)
    if blur:
        out = pygame.transform.gaussian_blur(out, blur, repeat_edge_pixels=False)
    return out


def radial_alpha(
    w: int,
    h: int,
    inner: float,
    outer: float,
    power: float = 1.0,
    strength: float = 1.0,
    aspect_fit: bool = True,
) -> bytes:
    """Alpha bytes that grow from the centre outwards (vignette shape)."""
    out = bytearray(w * h)
    cx, cy = (w - 1) / 2.0, (h - 1) / 2.0
    for y in range(h):
        dy = (y - cy) / cy
        row = y * w
        for x in range(w):
            dx = (x - cx) / cx
            d = math.sqrt(dx * dx * (1.0 if aspect_fit else (w / h) ** 2) + dy * dy) / math.sqrt(2)
            t = smoothstep(inner, outer, d)
            out[row + x] = int(255 * strength * (t**power) + 0.5)
    return bytes(out)


def save(surf: pygame.Surface, path: str) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    pygame.image.save(surf, path)
