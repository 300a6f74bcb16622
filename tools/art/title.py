"""The title screen background: a gothic city under a large moon.

Layers, back to front: sky gradient, stars, moon glow, moon, clouds, a
crimson horizon haze, three skyline silhouettes separated by mist (farther
layers lighter and more purple), a foreground of iron fence and a bare tree,
a few bats, vignette and fine grain.
"""

from __future__ import annotations

import itertools
import math
import random

import artkit as ak
import pygame
from artkit import clamp, lerp, mix, smoothstep

W, H = 1920, 1080
S = 2  # supersampling factor for silhouettes

MOON_C = (1400.0, 292.0)
MOON_R = 126.0

WHITE = (255, 255, 255, 255)


# ---------------------------------------------------------------- sky


def sky_gradient() -> pygame.Surface:
    stops = [
        (0.00, (3, 2, 9)),
        (0.30, (11, 7, 23)),
        (0.55, (25, 13, 40)),
        (0.72, (52, 20, 52)),
        (0.84, (88, 26, 50)),
        (1.00, (60, 16, 34)),
    ]
    surf = ak.new_rgb(W, H)
    for y in range(H):
        t = y / (H - 1)
        for (t0, c0), (t1, c1) in itertools.pairwise(stops):
            if t0 <= t <= t1:
                u = (t - t0) / (t1 - t0)
                c = mix(c0, c1, u * u * (3 - 2 * u))
                break
        pygame.draw.line(surf, c, (0, y), (W - 1, y))
    return surf


def glow_sprite(radius: int, color, sharp: float = 2.2) -> pygame.Surface:
    size = radius * 2 + 1
    s = ak.new_rgb(size, size)
    for y in range(size):
        for x in range(size):
            d = math.hypot(x - radius, y - radius) / radius
            if d < 1:
                k = (1 - d) ** sharp
                s.set_at((x, y), ak.scale_col(color, k))
    return s


def draw_stars(surf: pygame.Surface, rng: random.Random) -> None:
    mx, my = MOON_C
    sprites = {r: glow_sprite(r, (255, 255, 255)) for r in (2, 3, 4, 6)}
    tints = [(255, 255, 255), (200, 215, 255), (255, 232, 200), (235, 215, 255)]
    for i in range(1400):
        x = rng.uniform(0, W)
        y = H * 0.78 * rng.random() ** 1.25
        b = rng.random() ** 3.2
        fade = 1 - smoothstep(0.38, 0.72, y / H)
        d = math.hypot(x - mx, y - my)
        fade *= smoothstep(MOON_R * 1.3, MOON_R * 3.4, d)
        b *= fade
        if b < 0.02:
            continue
        tint = tints[rng.randrange(len(tints))]
        if b < 0.55:
            c = ak.scale_col(tint, 0.25 + 0.75 * b)
            ix, iy = int(x), int(y)
            old = surf.get_at((ix, iy))
            surf.set_at((ix, iy), (max(old[0], c[0]), max(old[1], c[1]), max(old[2], c[2])))
        else:
            r = 2 if b < 0.75 else 3 if b < 0.9 else 4
            spr = sprites[r].copy()
            spr.fill(ak.scale_col(tint, b), special_flags=pygame.BLEND_RGB_MULT)
            surf.blit(spr, (int(x) - r, int(y) - r), special_flags=pygame.BLEND_RGB_ADD)
    # a handful of bright stars with a faint four-point twinkle
    for i in range(9):
        x = rng.uniform(60, W - 60)
        y = rng.uniform(40, H * 0.42)
        if math.hypot(x - mx, y - my) < MOON_R * 2.6:
            continue
        tint = tints[rng.randrange(len(tints))]
        spr = sprites[6].copy()
        spr.fill(ak.scale_col(tint, 0.9), special_flags=pygame.BLEND_RGB_MULT)
        surf.blit(spr, (int(x) - 6, int(y) - 6), special_flags=pygame.BLEND_RGB_ADD)
        ray = ak.new_rgb(41, 41)
        for k in range(1, 20):
            a = (1 - k / 20) ** 2.0 * 0.55
            c = ak.scale_col(tint, a)
            for px, py in ((20 + k, 20), (20 - k, 20), (20, 20 + k), (20, 20 - k)):
                ray.set_at((px, py), c)
        surf.blit(ray, (int(x) - 20, int(y) - 20), special_flags=pygame.BLEND_RGB_ADD)


def moon_glow() -> pygame.Surface:
    lw, lh = W // 4, H // 4
    mx, my, r = MOON_C[0] / 4, MOON_C[1] / 4, MOON_R / 4
    rb, gb, bb = bytearray(lw * lh), bytearray(lw * lh), bytearray(lw * lh)
    for y in range(lh):
        for x in range(lw):
            d = math.hypot(x - mx, y - my)
            corona = 0.62 * math.exp(-max(0.0, d - r) / 9.0)
            halo = 0.30 / (1 + (d / 70.0) ** 2)
            wide = 0.12 / (1 + (d / 210.0) ** 2)
            i = y * lw + x
            rb[i] = min(255, int(255 * (corona * 0.86 + halo * 0.62 + wide * 0.50)))
            gb[i] = min(255, int(255 * (corona * 0.82 + halo * 0.50 + wide * 0.30)))
            bb[i] = min(255, int(255 * (corona * 0.92 + halo * 0.70 + wide * 0.56)))
    low = ak.from_channels(lw, lh, bytes(rb), bytes(gb), bytes(bb))
    return pygame.transform.smoothscale(low, (W, H))


def moon_disc(rng: random.Random) -> tuple[pygame.Surface, tuple[int, int]]:
    r = MOON_R
    size = int(r * 2 + 6)
    n = ak.fbm(size, size, 3, 5, rng, tile=False, gain=0.55)
    fine = ak.fbm(size, size, 14, 3, rng, tile=False)
    # a few crater rings
    craters = [
        (rng.uniform(-0.7, 0.7) * r, rng.uniform(-0.7, 0.7) * r, rng.uniform(4, 13))
        for _ in range(16)
    ]
    base = (238, 229, 212)
    mare = (168, 156, 160)
    out = bytearray(size * size * 4)
    c0 = (size - 1) / 2.0
    for y in range(size):
        for x in range(size):
            dx, dy = x - c0, y - c0
            d = math.hypot(dx, dy)
            cov = clamp(r - d + 0.5)
            if cov <= 0:
                continue
            i = y * size + x
            m = smoothstep(0.45, 0.80, n[i])
            col = [lerp(a, b, m * 0.7) for a, b in zip(base, mare)]
            shade = 0.93 + 0.14 * (fine[i] - 0.5)
            for cx, cy, cr in craters:
                dd = math.hypot(dx - cx, dy - cy)
                if dd < cr:
                    shade *= 1 - 0.06 * (1 - (dd / cr) ** 2)
            mu = math.sqrt(max(0.0, 1 - (d / r) ** 2))
            limb = 0.62 + 0.38 * mu**0.6
            # a faint warm, bloody cast towards the lower left
            warm = clamp(((-dx + dy) / r) * 0.5 + 0.1) * 0.5
            col = [
                col[0] * (1 + 0.06 * warm),
                col[1] * (1 - 0.08 * warm),
                col[2] * (1 - 0.10 * warm),
            ]
            k = shade * limb
            out[i * 4] = min(255, int(col[0] * k))
            out[i * 4 + 1] = min(255, int(col[1] * k))
            out[i * 4 + 2] = min(255, int(col[2] * k))
            out[i * 4 + 3] = int(255 * cov)
    surf = pygame.image.frombytes(bytes(out), (size, size), "RGBA")
    return surf, (int(MOON_C[0] - c0), int(MOON_C[1] - c0))


def clouds(rng: random.Random) -> pygame.Surface:
    """Banks of dark cloud plus thin wisps drifting across the moon.

    Dense cloud stays dark against the moonlit sky; its thin edges near the
    moon catch a silver light.
    """
    f = 2
    lw, lh = W // f, H // f
    n = ak.fbm(lw, lh, 3, 6, rng, tile=False, aspect=3.2, gain=0.55)
    streak = ak.fbm(lw, lh, 7, 5, rng, tile=False, aspect=4.0, gain=0.6)
    mx, my = MOON_C
    wisps = [  # (x0, x1, y centre, half thickness, waviness, strength)
        (1060, 1780, my + 48, 24, 10, 0.7),
        (1230, 1640, my - 66, 11, 6, 0.35),
        (860, 1380, my - 150, 18, 9, 0.5),
    ]
    out = bytearray(lw * lh * 4)
    for y in range(lh):
        fy = y / lh
        Y = y * f
        band = smoothstep(0.04, 0.22, fy) * (1 - smoothstep(0.48, 0.66, fy))
        row = y * lw
        for x in range(lw):
            i = row + x
            X = x * f
            dens = smoothstep(0.48, 0.82, n[i]) * band * 0.85
            sd = 0.0
            for x0, x1, yc, th, wav, st in wisps:
                if x0 < X < x1:
                    yy = yc + wav * math.sin(X / 97.0 + yc) + 6 * math.sin(X / 31.0)
                    dy = (Y - yy) / th
                    if -3 < dy < 3:
                        ends = smoothstep(x0, x0 + 180, X) * (1 - smoothstep(x1 - 180, x1, X))
                        v = math.exp(-dy * dy) * ends * st * smoothstep(0.2, 0.8, streak[i])
                        sd = 1 - (1 - sd) * (1 - v)
            a = 1 - (1 - dens) * (1 - sd)
            if a <= 0.003:
                continue
            d = math.hypot(X - mx, Y - my)
            lit = math.exp(-max(0.0, d - MOON_R) / 190.0)
            edge = 1 - smoothstep(0.08, 0.7, a)  # thin parts catch more light
            col = mix((22, 14, 34), (196, 184, 212), clamp(lit * (0.3 + 0.7 * edge)))
            out[i * 4 : i * 4 + 4] = bytes((col[0], col[1], col[2], int(255 * min(1.0, a * 0.95))))
    low = pygame.image.frombytes(bytes(out), (lw, lh), "RGBA")
    return pygame.transform.smoothscale(low, (W, H))


def horizon_haze() -> pygame.Surface:
    s = ak.new_rgba(W, H)
    for y in range(H):
        t = y / H
        a = math.exp(-(((t - 0.78) / 0.11) ** 2)) * 0.62
        pygame.draw.line(s, (120, 30, 52, int(255 * a)), (0, y), (W, y))
    return s


# ---------------------------------------------------------------- skyline


class Skyline:
    """Collects silhouette shapes (drawn at S x) and lit windows for one layer."""

    def __init__(self, rng: random.Random, ground: float, scale: float, lit: float, bright: float):
        self.rng = rng
        self.ground = ground
        self.k = scale  # size factor of details (windows, chimneys) for depth
        self.lit = lit
        self.bright = bright
        self.mask = ak.new_rgba(W * S, H * S, (255, 255, 255, 0))
        self.windows: list[tuple] = []

    # drawing primitives in 1x coordinates
    def poly(self, pts) -> None:
        pygame.draw.polygon(self.mask, WHITE, [(x * S, y * S) for x, y in pts])

    def rect(self, x, y, w, h) -> None:
        pygame.draw.rect(
            self.mask, WHITE, pygame.Rect(round(x * S), round(y * S), round(w * S), round(h * S))
        )

    def circle(self, x, y, r) -> None:
        pygame.draw.circle(self.mask, WHITE, (x * S, y * S), r * S)

    def line(self, x0, y0, x1, y1, w) -> None:
        ak.thick_line(self.mask, WHITE, (x0 * S, y0 * S), (x1 * S, y1 * S), w * S)

    def window(self, x, y, w, h, arched=False, p=None) -> None:
        p = self.lit if p is None else p
        if self.rng.random() < p:
            inten = self.bright * (0.35 + 0.65 * self.rng.random() ** 0.7)
            warm = self.rng.random()
            self.windows.append((x, y, w, h, inten, warm, arched))

    # building parts
    def finial(self, x, top, h) -> None:
        self.line(x, top, x, top - h, max(0.8, 1.0 * self.k))
        self.circle(x, top - h * 0.55, 1.3 * self.k)

    def spire(self, cx, top, w, h, pinnacles=True) -> None:
        self.poly([(cx - w / 2, top + 1), (cx, top - h), (cx + w / 2, top + 1)])
        # tiny crockets / lucarnes along the spire
        if h > 40:
            for f in (0.28, 0.55):
                yy = top - h * f
                hw = w / 2 * (1 - f)
                self.poly(
                    [
                        (cx - hw - 2 * self.k, yy + 4 * self.k),
                        (cx - hw, yy - 3 * self.k),
                        (cx - hw + 1, yy + 4 * self.k),
                    ]
                )
                self.poly(
                    [
                        (cx + hw + 2 * self.k, yy + 4 * self.k),
                        (cx + hw, yy - 3 * self.k),
                        (cx + hw - 1, yy + 4 * self.k),
                    ]
                )
        self.finial(cx, top - h + 1, 9 * self.k)
        if pinnacles:
            pw = max(2.0, w * 0.16)
            for px in (cx - w / 2 - pw * 0.2, cx + w / 2 + pw * 0.2):
                self.rect(px - pw / 2, top - pw * 1.2, pw, pw * 1.4)
                self.poly(
                    [
                        (px - pw / 2, top - pw * 1.2 + 1),
                        (px, top - pw * 4.2),
                        (px + pw / 2, top - pw * 1.2 + 1),
                    ]
                )

    def window_grid(self, x, top, w, h, sx=None, sy=None, ww=None, wh=None, arched=False) -> None:
        k = self.k
        sx = sx or 10 * k
        sy = sy or 15 * k
        ww = ww or 3.4 * k
        wh = wh or 6.0 * k
        cols = int((w - 4 * k) // sx)
        rows = int((h - 8 * k) // sy)
        if cols < 1 or rows < 1:
            return
        x0 = x + (w - (cols - 1) * sx - ww) / 2
        for r in range(rows):
            yy = top + 6 * k + r * sy
            if yy + wh > self.ground - 4:
                break
            for c in range(cols):
                self.window(x0 + c * sx, yy, ww, wh, arched)

    def house(self, x, w, h) -> None:
        rng, k = self.rng, self.k
        top = self.ground - h
        self.rect(x, top, w, h + 60)
        style = rng.random()
        if style < 0.5:  # steep gable
            rh = w * rng.uniform(0.45, 0.85)
            self.poly([(x - 2 * k, top + 1), (x + w / 2, top - rh), (x + w + 2 * k, top + 1)])
            if rng.random() < 0.5:
                self.finial(x + w / 2, top - rh, 7 * k)
        elif style < 0.72:  # stepped gable
            steps = rng.randint(3, 5)
            sw = w / (2 * steps + 1)
            sh = w * rng.uniform(0.12, 0.2)
            pts = [(x, top + 1)]
            for i in range(steps):
                pts += [
                    (x + i * sw, top - i * sh),
                    (x + i * sw, top - (i + 1) * sh),
                ]
                pts += [(x + (i + 1) * sw, top - (i + 1) * sh)]
            cx = x + w / 2
            pts += [
                (cx - sw / 2, top - steps * sh),
                (cx - sw / 2, top - (steps + 0.8) * sh),
                (cx + sw / 2, top - (steps + 0.8) * sh),
                (cx + sw / 2, top - steps * sh),
            ]
            right = [(2 * cx - px, py) for px, py in reversed(pts)]
            self.poly(pts + right)
        elif style < 0.88:  # mansard with dormers
            rh = 18 * k * rng.uniform(0.8, 1.4)
            self.poly(
                [
                    (x - 2 * k, top + 1),
                    (x + 6 * k, top - rh),
                    (x + w - 6 * k, top - rh),
                    (x + w + 2 * k, top + 1),
                ]
            )
            n = max(1, int(w // (16 * k)))
            for i in range(n):
                dx = x + (i + 0.5) * w / n
                self.poly(
                    [
                        (dx - 4 * k, top - rh * 0.2),
                        (dx - 4 * k, top - rh * 0.65),
                        (dx, top - rh * 0.95),
                        (dx + 4 * k, top - rh * 0.65),
                        (dx + 4 * k, top - rh * 0.2),
                    ]
                )
                self.window(dx - 1.5 * k, top - rh * 0.6, 3 * k, 4 * k, p=self.lit * 0.7)
        else:  # crenellated
            mw = 5 * k
            n = max(2, int(w // (mw * 2)))
            step = w / (2 * n - 1)
            for i in range(n):
                self.rect(x + i * 2 * step, top - 5 * k, step, 6 * k)
        # chimneys
        for _ in range(rng.randint(0, 2)):
            cx = x + rng.uniform(0.15, 0.8) * w
            ch = rng.uniform(10, 22) * k
            cw = rng.uniform(3.5, 6) * k
            self.rect(cx, top - ch, cw, ch + 2)
            self.rect(cx - 1 * k, top - ch, cw + 2 * k, 2 * k)
        self.window_grid(x, top, w, h)

    def tower(self, x, w, h) -> None:
        rng, k = self.rng, self.k
        top = self.ground - h
        self.rect(x, top, w, h + 60)
        # string courses
        self.rect(x - 1.5 * k, top, w + 3 * k, 2.5 * k)
        kind = rng.random()
        if kind < 0.6:
            self.spire(x + w / 2, top, w * rng.uniform(0.8, 1.0), w * rng.uniform(2.2, 3.6))
        elif kind < 0.85:  # conical turret roof with flared eaves
            rh = w * rng.uniform(1.3, 2.0)
            self.poly([(x - 3 * k, top + 2), (x + w / 2, top - rh), (x + w + 3 * k, top + 2)])
            self.finial(x + w / 2, top - rh, 8 * k)
        else:  # battlements
            mw = w / 5
            for i in range(3):
                self.rect(x + i * 2 * mw, top - 5 * k, mw, 6 * k)
        # lancet windows
        wy = top + 10 * k
        while wy < self.ground - 30 * k:
            self.window(x + w / 2 - 2 * k, wy, 4 * k, 10 * k, arched=True, p=self.lit * 0.8)
            wy += rng.uniform(22, 34) * k

    def dome(self, x, w, h) -> None:
        k = self.k
        top = self.ground - h
        self.rect(x, top, w, h + 60)
        dw = w * 0.62
        drum_h = 12 * k
        cx = x + w / 2
        self.rect(cx - dw / 2, top - drum_h, dw, drum_h + 2)
        pts = ak.arc_points(
            cx, top - drum_h + 1, dw / 2 + 2 * k, dw * 0.62, math.pi, 2 * math.pi, 40
        )
        self.poly(pts)
        lt = top - drum_h - dw * 0.62
        self.rect(cx - 3 * k, lt - 8 * k, 6 * k, 10 * k)
        self.poly([(cx - 4 * k, lt - 8 * k), (cx, lt - 22 * k), (cx + 4 * k, lt - 8 * k)])
        self.finial(cx, lt - 21 * k, 6 * k)
        n = max(1, int(dw // (9 * k)))
        for i in range(n):
            self.window(
                cx - dw / 2 + (i + 0.5) * dw / n - 1.5 * k,
                top - drum_h + 3 * k,
                3 * k,
                6 * k,
                arched=True,
            )
        self.window_grid(x, top, w, h, arched=True)

    def clock_tower(self, x, w, h) -> None:
        k = self.k
        top = self.ground - h
        self.rect(x, top, w, h + 60)
        self.rect(x - 2 * k, top, w + 4 * k, 3 * k)
        rh = w * 1.1
        self.poly([(x - 3 * k, top + 1), (x + w / 2, top - rh), (x + w + 3 * k, top + 1)])
        self.spire(x + w / 2, top - rh * 0.7, w * 0.28, rh * 0.9, pinnacles=False)
        r = w * 0.32
        self.windows.append(
            (x + w / 2 - r, top + 8 * k, 2 * r, 2 * r, self.bright * 0.9, 0.2, "clock")
        )
        self.window_grid(x, top + 2 * r + 14 * k, w, h - 2 * r - 14 * k)

    def cathedral(self, x, w, h, spire_h) -> None:
        """Twin west towers with tall spires, a long nave, buttresses, rose window."""
        k = self.k
        g = self.ground
        tw = w * 0.2
        # nave
        nave_top = g - h * 0.55
        self.rect(x, nave_top, w, h + 60)
        self.poly(
            [
                (x + tw, nave_top + 1),
                (x + tw + 6 * k, nave_top - h * 0.18),
                (x + w - 8 * k, nave_top - h * 0.18),
                (x + w, nave_top + 1),
            ]
        )
        # flying buttresses with pinnacles along the nave
        n = 5
        for i in range(n):
            bx = x + tw * 2.3 + i * (w - tw * 2.6) / n
            self.rect(bx, nave_top - 8 * k, 4 * k, h * 0.55 + 8 * k)
            self.poly(
                [
                    (bx - 1 * k, nave_top - 8 * k),
                    (bx + 2 * k, nave_top - 22 * k),
                    (bx + 5 * k, nave_top - 8 * k),
                ]
            )
            self.line(bx + 2 * k, nave_top - 2 * k, bx + 12 * k, nave_top - h * 0.14, 2.2 * k)
            self.window(bx + 8 * k, nave_top + 14 * k, 5 * k, 18 * k, arched=True, p=0.7)
        # crossing flèche
        fx = x + w * 0.72
        self.spire(fx, nave_top - h * 0.17, 9 * k, h * 0.42, pinnacles=False)
        # west towers (on the left)
        for tx in (x, x + tw * 1.35):
            tt = g - h
            self.rect(tx, tt, tw, h + 60)
            self.rect(tx - 2 * k, tt, tw + 4 * k, 3 * k)
            self.spire(tx + tw / 2, tt, tw * 0.9, spire_h)
            self.window(tx + tw / 2 - 2.5 * k, tt + 16 * k, 5 * k, 22 * k, arched=True, p=0.9)
            self.window(tx + tw / 2 - 2.5 * k, tt + 52 * k, 5 * k, 22 * k, arched=True, p=0.6)
        # gable between towers with rose window
        gx0, gx1 = x + tw, x + tw * 1.35
        self.poly([(gx0, g - h * 0.62), ((gx0 + gx1) / 2, g - h * 0.78), (gx1, g - h * 0.62)])
        rr = (gx1 - gx0) * 0.62
        self.windows.append(
            ((gx0 + gx1) / 2 - rr, g - h * 0.55, 2 * rr, 2 * rr, self.bright, 0.0, "rose")
        )
        self.window_grid(
            x + tw * 2.4,
            nave_top + 40 * k,
            w - tw * 2.6,
            h * 0.55 - 40 * k,
            sx=14 * k,
            sy=30 * k,
            ww=5 * k,
            wh=14 * k,
            arched=True,
        )

    def castle(self, x, w, h) -> None:
        """A keep with corner turrets."""
        k = self.k
        top = self.ground - h
        self.rect(x, top, w, h + 60)
        mw = 5 * k
        n = max(2, int(w // (mw * 2)))
        step = w / (2 * n - 1)
        for i in range(n):
            self.rect(x + i * 2 * step, top - 5 * k, step, 6 * k)
        tw = max(10 * k, w * 0.22)
        for tx in (x - tw * 0.4, x + w - tw * 0.6):
            tt = top - h * 0.25
            self.rect(tx, tt, tw, h + 60)
            self.poly(
                [(tx - 2 * k, tt + 1), (tx + tw / 2, tt - tw * 1.6), (tx + tw + 2 * k, tt + 1)]
            )
            self.finial(tx + tw / 2, tt - tw * 1.6, 6 * k)
            self.window(tx + tw / 2 - 1.5 * k, tt + 12 * k, 3 * k, 7 * k, arched=True)
        self.window_grid(x + tw * 0.6, top, w - tw * 1.2, h, sx=12 * k, sy=20 * k, arched=True)

    def ground_strip(self, h) -> None:
        self.rect(-10, self.ground - h, W + 20, H)


def smooth_random_1d(rng: random.Random, n: int, knots: int):
    vals = [rng.random() for _ in range(knots + 3)]
    out = []
    for i in range(n):
        u = i / n * knots
        j = int(u)
        t = u - j
        a, b, c, d = vals[j], vals[j + 1], vals[j + 2], vals[j + 3]
        wa, wb, wc, wd = ak._cubic_weights(t)
        out.append(a * wa + b * wb + c * wc + d * wd)
    return out


def build_layer(
    rng,
    ground,
    hmin,
    hmax,
    scale,
    lit,
    bright,
    gap=(-4, 6),
    landmarks=(),
    weights=None,
    width_range=(34, 80),
    envelope=None,
):
    sk = Skyline(rng, ground, scale, lit, bright)
    sk.ground_strip(rng.uniform(8, 16))
    env = envelope or smooth_random_1d(rng, W + 200, 6)
    weights = weights or {"house": 6, "tower": 2, "dome": 0.6, "clock": 0.15, "castle": 0.6}
    kinds = list(weights)
    wts = [weights[k] for k in kinds]
    reserved = [(lx0 - 6, lx1 + 6) for lx0, lx1, _ in landmarks]
    x = -rng.uniform(10, 40)
    while x < W + 20:
        kind = rng.choices(kinds, wts)[0]
        e = env[int(clamp(x, 0, W + 199))]
        h = lerp(hmin, hmax, clamp(e * 0.75 + rng.random() * 0.35))
        if kind == "tower":
            w = rng.uniform(14, 24) * scale
            h *= 1.25
        elif kind == "dome":
            w = rng.uniform(60, 90) * scale
            h *= 0.8
        elif kind == "clock":
            w = rng.uniform(22, 30) * scale
            h *= 1.35
        elif kind == "castle":
            w = rng.uniform(60, 100) * scale
        else:
            w = rng.uniform(*width_range) * scale
        if any(a < x + w and x < b for a, b in reserved):
            x += w * 0.5
            continue
        getattr(
            sk,
            {
                "house": "house",
                "tower": "tower",
                "dome": "dome",
                "clock": "clock_tower",
                "castle": "castle",
            }[kind],
        )(x, w, h)
        x += w + rng.uniform(*gap) * scale
    for lx0, lx1, fn in landmarks:
        fn(sk, lx0, lx1)
    return sk


def render_layer(sk: Skyline, body, rim, rim_px: int = 1):
    mask = ak.down(sk.mask, (W, H))
    body_s = ak.tinted(mask, body)
    out = ak.new_rgba(W, H)
    if rim is not None:
        out.blit(ak.tinted(mask, rim), (0, 0))
        out.blit(body_s, (-rim_px, rim_px))
    else:
        out.blit(body_s, (0, 0))
    return out


def render_windows(sk: Skyline, glow_strength: float):
    """Return (crisp windows RGBA surface, additive glow RGB surface)."""
    win = ak.new_rgba(W * S, H * S, (255, 190, 100, 0))
    for x, y, w, h, inten, warm, kind in sk.windows:
        col = mix((255, 204, 120), (255, 140, 60), warm)
        col = ak.scale_col(col, 0.35 + 0.65 * inten)
        a = int(255 * clamp(0.35 + 0.7 * inten))
        c = col + (a,)
        if kind == "rose":
            cx, cy, r = (x + w / 2) * S, (y + h / 2) * S, w / 2 * S
            pygame.draw.circle(win, c, (cx, cy), r)
            dark = (20, 10, 20, 255)
            for i in range(8):
                ang = i * math.pi / 4
                ak.thick_line(
                    win,
                    dark,
                    (cx, cy),
                    (cx + math.cos(ang) * r, cy + math.sin(ang) * r),
                    max(1.0, r * 0.12),
                )
            pygame.draw.circle(win, dark, (cx, cy), r * 0.25)
            pygame.draw.circle(win, c, (cx, cy), r * 0.14)
        elif kind == "clock":
            cx, cy, r = (x + w / 2) * S, (y + h / 2) * S, w / 2 * S
            pygame.draw.circle(win, ak.scale_col((255, 225, 170), 0.8) + (235,), (cx, cy), r)
            dark = (30, 18, 20, 255)
            pygame.draw.circle(win, dark, (cx, cy), r, max(1, int(r * 0.12)))
            ak.thick_line(win, dark, (cx, cy), (cx + r * 0.1, cy - r * 0.7), max(1.0, r * 0.1))
            ak.thick_line(win, dark, (cx, cy), (cx + r * 0.5, cy + r * 0.15), max(1.0, r * 0.12))
        elif kind:
            rect = pygame.Rect(
                round(x * S),
                round(y * S + w * S / 2),
                max(1, round(w * S)),
                max(1, round((h - w / 2) * S)),
            )
            pygame.draw.rect(win, c, rect)
            pygame.draw.circle(win, c, (x * S + w * S / 2, y * S + w * S / 2), w * S / 2)
        else:
            pygame.draw.rect(
                win,
                c,
                pygame.Rect(round(x * S), round(y * S), max(1, round(w * S)), max(1, round(h * S))),
            )
    crisp = ak.down(win, (W, H))
    glow = ak.new_rgb(W // 2, H // 2)
    small = ak.down(win, (W // 2, H // 2))
    glow.blit(small, (0, 0))
    glow = pygame.transform.gaussian_blur(glow, 5)
    glow = pygame.transform.smoothscale(glow, (W, H))
    k = int(255 * glow_strength)
    glow.fill((k, k, k), special_flags=pygame.BLEND_RGB_MULT)
    return crisp, glow


def mist(
    rng: random.Random,
    y_peak: float,
    spread_up: float,
    spread_down: float,
    color,
    strength: float,
    cells=3,
    aspect=4.0,
) -> pygame.Surface:
    lw, lh = W // 4, H // 4
    n = ak.fbm(lw, lh, cells, 5, rng, tile=False, aspect=aspect, gain=0.55)
    out = bytearray(lw * lh * 4)
    for y in range(lh):
        yy = y * 4
        if yy < y_peak:
            prof = math.exp(-(((y_peak - yy) / spread_up) ** 2))
        else:
            prof = math.exp(-(((yy - y_peak) / spread_down) ** 2))
        if prof < 0.004:
            continue
        for x in range(lw):
            i = y * lw + x
            a = prof * strength * (0.35 + 0.9 * n[i])
            out[i * 4 : i * 4 + 4] = bytes((color[0], color[1], color[2], min(255, int(255 * a))))
    low = pygame.image.frombytes(bytes(out), (lw, lh), "RGBA")
    return pygame.transform.smoothscale(low, (W, H))


def street_glow(rng: random.Random) -> pygame.Surface:
    """Faint lamplight pooling in the streets below the near rooftops."""
    lw, lh = W // 4, H // 4
    n = ak.fbm(lw, 1, 9, 3, rng, tile=False)
    out = bytearray(lw * lh * 3)
    for y in range(lh):
        prof = math.exp(-(((y * 4 - 1000) / 55.0) ** 2))
        if prof < 0.01:
            continue
        for x in range(lw):
            k = prof * smoothstep(0.3, 0.9, n[x]) * 0.55
            i = (y * lw + x) * 3
            out[i : i + 3] = bytes((int(120 * k), int(60 * k), int(26 * k)))
    low = pygame.image.frombytes(bytes(out), (lw, lh), "RGB")
    return pygame.transform.smoothscale(low, (W, H))


# ---------------------------------------------------------------- foreground


def tree(rng: random.Random) -> pygame.Surface:
    """A gnarled bare tree framing the left edge."""
    surf = ak.new_rgba(W * S, H * S, (255, 255, 255, 0))

    def branch(x, y, ang, length, width, depth, spread=0.55):
        segs = 5
        pts = [(x, y)]
        a = ang
        for _ in range(segs):
            a += rng.uniform(-0.2, 0.2)
            x += math.cos(a) * length / segs
            y += math.sin(a) * length / segs
            pts.append((x, y))
        for i, (p0, p1) in enumerate(itertools.pairwise(pts)):
            w0 = width * (1 - 0.35 * i / segs)
            w1 = width * (1 - 0.35 * (i + 1) / segs)
            ak.thick_line(
                surf, WHITE, (p0[0] * S, p0[1] * S), (p1[0] * S, p1[1] * S), w0 * S, w1 * S
            )
        if depth > 0 and width > 0.8:
            n = 3 if rng.random() < 0.2 else 2
            for j in range(n):
                na = a + (j - (n - 1) / 2) * spread * 1.3 + rng.uniform(-0.25, 0.25)
                na = max(-math.pi + 0.35, min(-0.12, na))
                branch(x, y, na, length * rng.uniform(0.6, 0.78), width * 0.6, depth - 1, spread)
        # a few crooked twigs
        for p in pts[2:-1]:
            if width < 6 and rng.random() < 0.45:
                ta = a + rng.choice((-1, 1)) * rng.uniform(0.6, 1.0)
                L = length * rng.uniform(0.2, 0.35)
                ak.thick_line(
                    surf,
                    WHITE,
                    (p[0] * S, p[1] * S),
                    ((p[0] + math.cos(ta) * L) * S, (p[1] + math.sin(ta) * L) * S),
                    width * 0.5 * S,
                    0.6 * S,
                )
        return x, y

    tx, ty = branch(26, H + 30, -math.pi / 2 + 0.1, 340, 50, 0)
    branch(tx, ty, -1.25, 230, 20, 5, 0.5)
    branch(tx, ty, -0.62, 250, 17, 5, 0.5)
    branch(tx - 4, ty + 60, -0.28, 180, 12, 4, 0.55)
    branch(tx - 8, ty - 6, -1.75, 150, 13, 4, 0.45)
    return ak.down(surf, (W, H))


def fence() -> pygame.Surface:
    surf = ak.new_rgba(W * S, H * S, (255, 255, 255, 0))

    def R(x, y, w, h):
        pygame.draw.rect(
            surf, WHITE, pygame.Rect(round(x * S), round(y * S), round(w * S), round(h * S))
        )

    def P(pts):
        pygame.draw.polygon(surf, WHITE, [(x * S, y * S) for x, y in pts])

    top, bottom = 1002, H + 10
    R(0, 1022, W, 4)
    R(0, 1064, W, 5)
    x = 6.0
    while x < W:
        R(x - 1.6, top, 3.2, bottom - top)
        P([(x - 4.5, top + 2), (x, top - 12), (x + 4.5, top + 2), (x, top - 1)])
        # little scroll between bars
        pygame.draw.circle(surf, WHITE, ((x + 8) * S, 1032 * S), 4 * S, int(1.4 * S))
        x += 16
    for px in (300, 980, 1660):
        R(px - 16, 960, 32, 140)
        R(px - 21, 956, 42, 8)
        R(px - 12, 946, 24, 11)
        pygame.draw.circle(surf, WHITE, (px * S, 936 * S), 11 * S)
        P([(px - 3, 926), (px, 915), (px + 3, 926)])
    return ak.down(surf, (W, H))


def bats(rng: random.Random) -> pygame.Surface:
    surf = ak.new_rgba(W * S, H * S, (255, 255, 255, 0))
    wing = [
        (0.05, -0.05),
        (0.3, -0.28),
        (0.62, -0.38),
        (1.0, -0.22),
        (0.9, -0.05),
        (0.78, 0.08),
        (0.7, -0.01),
        (0.56, 0.13),
        (0.45, 0.04),
        (0.3, 0.15),
        (0.14, 0.06),
    ]
    spots = [
        (1210, 210, 22),
        (1265, 170, 15),
        (1560, 250, 13),
        (1120, 300, 11),
        (1600, 170, 9),
        (1310, 120, 10),
        (1030, 250, 7),
    ]
    for bx, by, size in spots:
        flap = rng.uniform(-0.45, 0.7)
        tilt = rng.uniform(-0.35, 0.35)
        pts = []
        for side in (1, -1):
            seq = wing if side == 1 else list(reversed(wing))
            for x, y in seq:
                yy = y + flap * x * 0.8 * (x)
                pts.append((side * x, yy))
        # body & head
        body = [
            (0.07, 0.0),
            (0.06, 0.2),
            (0.0, 0.26),
            (-0.06, 0.2),
            (-0.07, 0.0),
            (-0.06, -0.12),
            (-0.07, -0.22),
            (-0.03, -0.15),
            (0.03, -0.15),
            (0.07, -0.22),
            (0.06, -0.12),
        ]
        for shape in (pts, body):
            P = ak.rot([(x * size, y * size) for x, y in shape], tilt, bx, by)
            pygame.draw.polygon(surf, WHITE, [(x * S, y * S) for x, y in P])
    return ak.down(surf, (W, H))


# ---------------------------------------------------------------- compose


def vignette_surface(strength: float = 0.85) -> pygame.Surface:
    lw, lh = W // 4, H // 4
    a = ak.radial_alpha(lw, lh, 0.32, 1.02, power=1.6, strength=strength)
    zero = bytes(lw * lh)
    low = ak.from_channels(lw, lh, zero, zero, zero, a)
    return pygame.transform.smoothscale(low, (W, H))


def cathedral_landmark(sk: Skyline, x0, x1):
    sk.cathedral(x0, x1 - x0, 300, 250)


def make_title_bg(rng_seed: int = 1313) -> pygame.Surface:
    random.Random(rng_seed)
    img = sky_gradient()
    draw_stars(img, random.Random(rng_seed + 1))
    img.blit(moon_glow(), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    disc, pos = moon_disc(random.Random(rng_seed + 2))
    img.blit(disc, pos)
    img.blit(clouds(random.Random(rng_seed + 3)), (0, 0))
    img.blit(horizon_haze(), (0, 0))
    bat_mask = bats(random.Random(rng_seed + 4))
    img.blit(ak.tinted(bat_mask, (8, 5, 12)), (0, 0))

    # far layer
    far = build_layer(random.Random(rng_seed + 10), 830, 110, 330, 0.7, 0.10, 0.35, gap=(-6, 2))
    img.blit(render_layer(far, (50, 30, 62), (66, 44, 80)), (0, 0))
    crisp, glow = render_windows(far, 0.35)
    img.blit(glow, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    img.blit(crisp, (0, 0))
    img.blit(mist(random.Random(rng_seed + 11), 800, 120, 60, (84, 48, 86), 0.55), (0, 0))

    # middle layer with the cathedral against the moon
    mid = build_layer(
        random.Random(rng_seed + 20),
        915,
        90,
        300,
        0.85,
        0.16,
        0.6,
        gap=(-4, 4),
        landmarks=[(1330, 1600, lambda s, a, b: s.cathedral(a, b - a, 330, 270))],
    )
    img.blit(render_layer(mid, (26, 15, 33), (78, 60, 92)), (0, 0))
    crisp, glow = render_windows(mid, 0.55)
    img.blit(glow, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    img.blit(crisp, (0, 0))
    img.blit(mist(random.Random(rng_seed + 21), 905, 110, 50, (70, 36, 70), 0.5), (0, 0))

    # near layer
    near = build_layer(
        random.Random(rng_seed + 30),
        1010,
        55,
        270,
        1.0,
        0.22,
        0.85,
        gap=(-2, 6),
        envelope=smooth_random_1d(random.Random(rng_seed + 32), W + 200, 11),
        weights={"house": 7, "tower": 1.5, "clock": 0.12, "castle": 0.3, "dome": 0.3},
    )
    img.blit(render_layer(near, (10, 6, 14), (52, 38, 62), 2), (0, 0))
    crisp, glow = render_windows(near, 0.75)
    img.blit(glow, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    img.blit(crisp, (0, 0))
    img.blit(street_glow(random.Random(rng_seed + 33)), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    img.blit(mist(random.Random(rng_seed + 31), 1040, 110, 80, (58, 30, 58), 0.55), (0, 0))

    # foreground
    fg = (3, 2, 5)
    img.blit(ak.tinted(fence(), fg), (0, 0))
    img.blit(ak.tinted(tree(random.Random(rng_seed + 40)), fg), (0, 0))

    img.blit(vignette_surface(0.8), (0, 0))
    ak.add_grain(img, random.Random(rng_seed + 50), amount=5)
    return img
