"""Vector emblems drawn white-on-transparent (the UI tints them).

Every emblem is drawn in a 512x512 design space and then smoothscaled to the
requested size, which gives clean antialiased edges.  Negative space (cuts)
is drawn with fully transparent white, so tinting never shows dark fringes.
"""

from __future__ import annotations

import itertools
import math

import artkit as ak
import pygame

D = 512  # design space
ON = (255, 255, 255, 255)
OFF = (255, 255, 255, 0)


def _canvas() -> pygame.Surface:
    return ak.new_rgba(D, D, OFF)


def _poly(s, pts, col=ON):
    pygame.draw.polygon(s, col, pts)


def _line(s, p0, p1, w, col=ON, w1=None):
    ak.thick_line(s, col, p0, p1, w, w1)


def _stroke(s, pts, w, col=ON):
    ak.polyline_stroke(s, col, pts, w)


def _finish(s: pygame.Surface, size: int) -> pygame.Surface:
    return ak.down(s, (size, size))


# ---------------------------------------------------------------- pieces


def _sword_shape(pad: float = 0.0):
    """Polygons of a longsword pointing up, guard at the origin (local coords)."""
    bw = 15 + pad  # half blade width at the guard
    tip = -240 - pad * 1.6
    blade = [
        (-bw, 0),
        (-bw * 0.95, -140),
        (-bw * 0.6, -205),
        (0, tip),
        (bw * 0.6, -205),
        (bw * 0.95, -140),
        (bw, 0),
    ]
    gh = 8 + pad
    guard = [
        (-56 - pad, -gh),
        (-48 - pad, -gh - 5),
        (48 + pad, -gh - 5),
        (56 + pad, -gh),
        (56 + pad, gh),
        (-56 - pad, gh),
    ]
    gw = 9 + pad
    grip = [(-gw, gh), (gw, gh), (gw * 0.9, 74), (-gw * 0.9, 74)]
    return blade, guard, grip, (0, 88, 16 + pad), [(-56 - pad, 0, 9 + pad), (56 + pad, 0, 9 + pad)]


def _draw_sword(s, cx, cy, ang, pad=0.0, col=ON, fuller=True, k=1.0):
    """Draw a sword whose guard sits at (cx, cy), rotated by ``ang``, scaled by k."""
    blade, guard, grip, pommel, knobs = _sword_shape(pad / k)

    def R(pts):
        return ak.rot([(x * k, y * k) for x, y in pts], ang, cx, cy)

    for poly in (blade, guard, grip):
        _poly(s, R(poly), col)
    px, py, pr = pommel
    ((qx, qy),) = R([(px, py)])
    pygame.draw.circle(s, col, (qx, qy), pr * k)
    for kx, ky, kr in knobs:
        ((qx, qy),) = R([(kx, ky)])
        pygame.draw.circle(s, col, (qx, qy), kr * k)
    if fuller and pad == 0:
        _poly(s, R([(-3.5, -20), (3.5, -20), (2, -150), (-2, -150)]), OFF)
        # grip wrapping
        for gy in (28, 44, 60):
            _poly(s, R([(-10, gy), (10, gy - 7), (10, gy - 3), (-10, gy + 4)]), OFF)


def warriors(size=128) -> pygame.Surface:
    s = _canvas()
    a = math.radians(40)
    k = 1.42
    c = 100 * k  # the swords cross this far up their blades
    for i, ang in enumerate((-a, a)):
        gx = 256 - c * math.sin(ang)
        gy = 222 + c * math.cos(ang)
        if i == 1:
            _draw_sword(s, gx, gy, ang, pad=10, col=OFF, k=k)
        _draw_sword(s, gx, gy, ang, k=k)
    return _finish(s, size)


def clerics(size=128) -> pygame.Surface:
    """A chalice with a small radiant gleam above it."""
    s = _canvas()
    cx = 256
    # bowl
    top_y, bot_y, hw = 150, 292, 112
    bowl = [(cx - hw - 8, top_y - 6), (cx + hw + 8, top_y - 6)]
    bowl += ak.arc_points(cx, top_y + 4, hw, bot_y - top_y, 0, math.pi, 40)[::1]
    _poly(
        s,
        [
            (cx - hw - 10, top_y - 16),
            (cx + hw + 10, top_y - 16),
            (cx + hw + 10, top_y + 6),
            (cx - hw - 10, top_y + 6),
        ],
    )
    _poly(
        s,
        [(cx + hw, top_y)]
        + ak.arc_points(cx, top_y, hw, bot_y - top_y, 0, math.pi, 48)
        + [(cx - hw, top_y)],
    )
    # band on the bowl
    _poly(
        s,
        [
            (cx - hw + 4, top_y + 26),
            (cx + hw - 4, top_y + 26),
            (cx + hw - 8, top_y + 36),
            (cx - hw + 8, top_y + 36),
        ],
        OFF,
    )
    # gems on the band line
    for gx in (-60, 0, 60):
        pygame.draw.circle(s, ON, (cx + gx, top_y + 31), 9 if gx == 0 else 7)
    # stem and knot
    _poly(s, [(cx - 16, bot_y - 6), (cx + 16, bot_y - 6), (cx + 11, 384), (cx - 11, 384)])
    pygame.draw.ellipse(s, ON, pygame.Rect(cx - 34, 318, 68, 30))
    pygame.draw.ellipse(s, OFF, pygame.Rect(cx - 36, 329, 72, 6))
    pygame.draw.ellipse(s, ON, pygame.Rect(cx - 22, 326, 44, 14))
    # foot
    foot = [(cx - 14, 376), (cx + 14, 376)] + [
        (cx + 14 + 78 * t**1.6, 376 + 44 * t) for t in (0.2, 0.4, 0.6, 0.8, 1.0)
    ]
    foot += [(cx + 98, 428), (cx - 98, 428)] + [
        (cx - 14 - 78 * t**1.6, 376 + 44 * t) for t in (1.0, 0.8, 0.6, 0.4, 0.2)
    ]
    _poly(s, foot)
    pygame.draw.rect(s, ON, pygame.Rect(cx - 104, 424, 208, 16), border_radius=6)
    # gleam above
    _poly(s, ak.star_polygon(4, 46, 9, cx, 78))
    return _finish(s, size)


def merchants(size=128) -> pygame.Surface:
    """Balance scales weighing coins."""
    s = _canvas()
    cx = 256
    # post and base
    _poly(s, [(cx - 12, 120), (cx + 12, 120), (cx + 15, 404), (cx - 15, 404)])
    _poly(s, [(cx - 40, 398), (cx + 40, 398), (cx + 90, 432), (cx - 90, 432)])
    pygame.draw.rect(s, ON, pygame.Rect(cx - 100, 428, 200, 16), border_radius=6)
    pygame.draw.circle(s, ON, (cx, 104), 20)
    _poly(s, ak.regular_polygon(4, 14, cx, 72))
    # beam (slightly tilted: the left pan is heavier)
    tilt = math.radians(-5)
    beam = ak.rot([(-170, -9), (170, -9), (180, 0), (170, 9), (-170, 9), (-180, 0)], tilt, cx, 150)
    _poly(s, beam)
    ends = ak.rot([(-168, 0), (168, 0)], tilt, cx, 150)
    pygame.draw.circle(s, ON, (cx, 150), 18)
    pygame.draw.circle(s, OFF, (cx, 150), 7)
    for (ex, ey), drop in zip(ends, (1, 1)):
        pygame.draw.circle(s, ON, (ex, ey), 12)
        pan_y = ey + 150
        _line(s, (ex, ey), (ex - 62, pan_y), 10)
        _line(s, (ex, ey), (ex + 62, pan_y), 10)
        _line(s, (ex, ey), (ex, pan_y), 5)
        pan = [(ex - 78, pan_y - 2), (ex + 78, pan_y - 2)] + ak.arc_points(
            ex, pan_y, 76, 34, 0, math.pi, 30
        )
        _poly(s, pan)
    # coins: a stack on the left (lower) pan, one on the right
    (lx, ly), (rx, ry) = ends
    for i, (ox, oy) in enumerate(((-30, 0), (8, 0), (-12, -20))):
        _coin(s, lx + ox, ly + 150 - 14 + oy)
    _coin(s, rx, ry + 150 - 14)
    return _finish(s, size)


def _coin(s, x, y):
    pygame.draw.ellipse(s, OFF, pygame.Rect(x - 32, y - 16, 64, 32))
    pygame.draw.ellipse(s, ON, pygame.Rect(x - 27, y - 12, 54, 24))
    pygame.draw.ellipse(s, OFF, pygame.Rect(x - 18, y - 7, 36, 14), 3)


def artists(size=128) -> pygame.Surface:
    """A lyre with scrolled arms and four strings."""
    s = _canvas()
    cx = 256
    for side in (-1, 1):
        p0 = (cx + side * 42, 400)
        p1 = (cx + side * 190, 360)
        p2 = (cx + side * 170, 190)
        p3 = (cx + side * 120, 120)
        arm = ak.bezier(p0, p1, p2, p3, 36)
        n = len(arm)
        for i, (a, b) in enumerate(itertools.pairwise(arm)):
            w0 = 34 - 16 * i / n
            w1 = 34 - 16 * (i + 1) / n
            _line(s, a, b, w0, ON, w1)
        # scroll at the tip curling outwards
        sc = (p3[0] + side * 34, p3[1] - 10)
        pts = [
            (sc[0] + side * 34 * math.cos(t) * (1 - t / 9), sc[1] + 34 * math.sin(t) * (1 - t / 9))
            for t in [math.pi + 0.4 * k for k in range(14)]
        ]
        pts = [(2 * sc[0] - x, y) if side == -1 else (x, y) for x, y in pts]
        _stroke(s, [p3] + pts, 16)
        pygame.draw.circle(s, ON, pts[-1], 10)
    # crossbar with tuning pegs
    _poly(s, [(cx - 150, 148), (cx + 150, 148), (cx + 146, 170), (cx - 146, 170)])
    for i in range(4):
        x = cx - 54 + i * 36
        pygame.draw.circle(s, ON, (x, 142), 9)
    # sound box
    pygame.draw.ellipse(s, ON, pygame.Rect(cx - 82, 372, 164, 66))
    pygame.draw.ellipse(s, OFF, pygame.Rect(cx - 60, 384, 120, 16))
    # strings (drawn last so they show against the cut)
    for i in range(4):
        x = cx - 54 + i * 36
        _line(s, (x, 160), (x, 392), 7)
    return _finish(s, size)


def alchemists(size=128) -> pygame.Surface:
    """A round-bottomed flask, half full, with rising bubbles."""
    s = _canvas()
    cx, cy, r = 256, 322, 128
    wall = 22
    pygame.draw.circle(s, ON, (cx, cy), r)
    pygame.draw.rect(s, ON, pygame.Rect(cx - 42, 118, 84, 120))
    pygame.draw.rect(s, ON, pygame.Rect(cx - 62, 96, 124, 28), border_radius=10)
    # hollow inside
    pygame.draw.circle(s, OFF, (cx, cy), r - wall)
    pygame.draw.rect(s, OFF, pygame.Rect(cx - 42 + wall, 124, 84 - 2 * wall, 120))
    # liquid with a wavy surface
    inner = r - wall - 12
    surface_y = cy + 6
    liquid = []
    for i in range(41):
        x = cx - inner + 2 * inner * i / 40
        liquid.append((x, surface_y + 7 * math.sin(i / 40 * math.pi * 3)))
    liquid += ak.arc_points(cx, cy, inner, inner, 0, math.pi, 48)[::-1][::-1]
    lq = ak.new_rgba(D, D, OFF)
    _poly(lq, liquid[:41] + list(reversed(ak.arc_points(cx, cy, inner, inner, 0, math.pi, 48))))
    # clip to the inner circle
    clip = ak.new_rgba(D, D, OFF)
    pygame.draw.circle(clip, ON, (cx, cy), inner)
    lq.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(lq, (0, 0))
    # bubbles: cut in the liquid, solid above it
    for bx, by, br in ((cx - 40, cy + 60, 13), (cx + 30, cy + 40, 9), (cx + 5, cy + 88, 8)):
        pygame.draw.circle(s, OFF, (bx, by), br)
    for bx, by, br in ((cx - 18, cy - 36, 11), (cx + 16, cy - 72, 8), (cx - 4, 200, 6)):
        pygame.draw.circle(s, ON, (bx, by), br)
    # glint on the glass
    _stroke(
        s,
        ak.arc_points(
            cx, cy, r - wall - 16, r - wall - 16, math.radians(200), math.radians(245), 10
        ),
        9,
    )
    return _finish(s, size)


def thieves(size=128) -> pygame.Surface:
    """A domino mask with trailing ribbons."""
    s = _canvas()
    cx = 256
    top = ak.bezier((40, 250), (90, 150), (200, 150), (cx, 205), 30)
    bottom = ak.bezier((cx, 292), (200, 252), (150, 360), (40, 250), 30)
    half = top + bottom
    mirror = [(2 * cx - x, y) for x, y in reversed(half)]
    _poly(s, half)
    _poly(s, mirror)
    _poly(s, [(cx - 40, 210), (cx + 40, 210), (cx + 30, 280), (cx - 30, 280)])
    # eye holes
    for side in (-1, 1):
        ex = cx + side * 92
        eye = ak.bezier(
            (ex - side * 55, 240),
            (ex - side * 20, 195),
            (ex + side * 40, 205),
            (ex + side * 52, 238),
            20,
        )
        eye += ak.bezier(
            (ex + side * 52, 238),
            (ex + side * 30, 268),
            (ex - side * 20, 270),
            (ex - side * 55, 240),
            20,
        )
        _poly(s, eye, OFF)
    # ribbons trailing from the left knot
    knot = (46, 250)
    pygame.draw.circle(s, ON, knot, 20)
    for k, (dx, dy) in enumerate(((-10, 150), (40, 170))):
        pts = ak.bezier(
            knot,
            (knot[0] - 40, knot[1] + 50),
            (knot[0] + dx + 40, knot[1] + dy - 60),
            (knot[0] + dx, knot[1] + dy),
            24,
        )
        for i, (a, b) in enumerate(itertools.pairwise(pts)):
            _line(s, a, b, 22 - 12 * i / len(pts), ON, 22 - 12 * (i + 1) / len(pts))
    # small key below the mask, hung from the ribbon side
    kx, ky = cx + 30, 400
    pygame.draw.circle(s, ON, (kx - 110, ky), 30)
    pygame.draw.circle(s, OFF, (kx - 110, ky), 14)
    pygame.draw.rect(s, ON, pygame.Rect(kx - 84, ky - 9, 200, 18), border_radius=5)
    pygame.draw.rect(s, ON, pygame.Rect(kx + 72, ky + 4, 16, 34))
    pygame.draw.rect(s, ON, pygame.Rect(kx + 98, ky + 4, 16, 26))
    return _finish(s, size)


GUILDS = {
    "warriors": warriors,
    "clerics": clerics,
    "merchants": merchants,
    "artists": artists,
    "alchemists": alchemists,
    "thieves": thieves,
}


# ---------------------------------------------------------------- token emblems


def dagger(size=128) -> pygame.Surface:
    s = _canvas()
    ang = math.radians(45)
    k = 1.3
    mid = -55 * k
    cx, cy = 256 + mid * math.sin(ang), 256 - mid * math.cos(ang)

    def R(pts):
        return ak.rot([(x * k, y * k) for x, y in pts], ang, cx, cy)

    blade = [(-28, 0), (-25, -80), (-14, -160), (0, -222), (14, -160), (25, -80), (28, 0)]
    _poly(s, R(blade))
    _poly(s, R([(-5, -14), (5, -14), (2, -165), (-2, -165)]), OFF)
    guard = [(-70, -8), (-64, -20), (-30, -9), (30, -9), (64, -20), (70, -8), (60, 9), (-60, 9)]
    _poly(s, R(guard))
    _poly(s, R([(-16, 10), (16, 10), (13, 92), (-13, 92)]))
    for gy in (34, 58):
        _poly(s, R([(-17, gy), (17, gy - 9), (17, gy - 4), (-17, gy + 5)]), OFF)
    ((px, py),) = R([(0, 110)])
    pygame.draw.circle(s, ON, (px, py), 25 * k)
    return _finish(s, size)


def shield(size=128) -> pygame.Surface:
    s = _canvas()
    cx = 256
    top = 90
    outline = [(cx - 150, top), (cx, top - 16), (cx + 150, top)]
    right = ak.bezier((cx + 150, top), (cx + 160, 260), (cx + 100, 370), (cx, 440), 30)
    left = [(2 * cx - x, y) for x, y in reversed(right)]
    pts = outline + right + left
    _poly(s, pts)
    inner = [(cx + (x - cx) * 0.8, 262 + (y - 262) * 0.82) for x, y in pts]
    pygame.draw.polygon(s, OFF, inner)
    inner2 = [(cx + (x - cx) * 0.7, 266 + (y - 266) * 0.72) for x, y in pts]
    _poly(s, inner2)
    # a chevron cut across the field
    _poly(
        s,
        [(cx - 110, 300), (cx, 210), (cx + 110, 300), (cx + 110, 330), (cx, 240), (cx - 110, 330)],
        OFF,
    )
    return _finish(s, size)


# ---------------------------------------------------------------- player markers


def marker_polygon(kind: str, c: float, r: float):
    if kind == "square":
        k = r * 0.86
        return [(c - k, c - k), (c + k, c - k), (c + k, c + k), (c - k, c + k)]
    if kind == "triangle":
        return ak.regular_polygon(3, r * 1.12, c, c + r * 0.2)
    if kind == "diamond":
        return [(c, c - r * 1.05), (c + r * 0.85, c), (c, c + r * 1.05), (c - r * 0.85, c)]
    if kind == "star":
        return ak.star_polygon(5, r * 1.1, r * 0.48, c, c + r * 0.08)
    if kind == "hexagon":
        return ak.regular_polygon(6, r * 1.0, c, c, start=0)
    return None  # circle


MARKERS = ("circle", "square", "triangle", "diamond", "star", "hexagon")


def marker_mask(kind: str, size: int, scale: int = 4, pad: float = 0.0) -> pygame.Surface:
    D2 = size * scale
    s = ak.new_rgba(D2, D2, OFF)
    c = D2 / 2
    r = D2 * 0.38 + pad * scale
    poly = marker_polygon(kind, c, r)
    if poly is None:
        pygame.draw.circle(s, ON, (c, c), r)
    else:
        pygame.draw.polygon(s, ON, poly)
    return ak.down(s, (size, size))
