"""Tokens, player markers, hex tile, card frame and back, d10, window icon."""

from __future__ import annotations

import math
import random

import artkit as ak
import emblems
import pygame
import textures
from artkit import clamp, smoothstep

LIGHT = (-0.45, -0.62, 0.64)
_ll = math.sqrt(sum(v * v for v in LIGHT))
LIGHT = tuple(v / _ll for v in LIGHT)
_hx, _hy, _hz = LIGHT[0], LIGHT[1], LIGHT[2] + 1.0
_hl = math.sqrt(_hx * _hx + _hy * _hy + _hz * _hz)
HALF = (_hx / _hl, _hy / _hl, _hz / _hl)


def _shade(n, base, tex, amb, kd, ks, shin, spec_col):
    nx, ny, nz = n
    dif = max(0.0, nx * LIGHT[0] + ny * LIGHT[1] + nz * LIGHT[2])
    sp = max(0.0, nx * HALF[0] + ny * HALF[1] + nz * HALF[2]) ** shin * ks
    k = (amb + kd * dif) * tex
    return (
        base[0] * k + spec_col[0] * sp,
        base[1] * k + spec_col[1] * sp,
        base[2] * k + spec_col[2] * sp,
    )


def _pack(rgb, a=255):
    return (
        min(255, max(0, int(rgb[0]))),
        min(255, max(0, int(rgb[1]))),
        min(255, max(0, int(rgb[2]))),
        a,
    )


# ---------------------------------------------------------------- discs


MATERIALS = {
    # name: base colour, ambient, diffuse, specular, shininess, specular colour, texture kind
    "bone": ((226, 212, 182), 0.50, 0.62, 0.22, 18, (255, 250, 235), "bone"),
    "bronze": ((170, 102, 52), 0.42, 0.75, 0.75, 28, (255, 214, 160), "metal"),
    "gold": ((184, 134, 38), 0.42, 0.78, 0.95, 36, (255, 240, 170), "metal"),
    "black": ((34, 30, 38), 0.55, 0.65, 0.55, 48, (190, 180, 215), "lacquer"),
    "grey": ((124, 124, 132), 0.48, 0.68, 0.35, 24, (235, 235, 245), "stone"),
}


def disc_token(
    material: str,
    size: int = 128,
    seed: int = 7,
    emblem: pygame.Surface | None = None,
    emblem_col=(230, 226, 220),
    groove_col=None,
) -> pygame.Surface:
    """A thick round chip seen from slightly above, with bevel, groove and shadow."""
    base, amb, kd, ks, shin, spec_col, texkind = MATERIALS[material]
    rng = random.Random(seed)
    ss = 2
    N = size * ss
    R = size * 0.40 * ss
    th = size * 0.055 * ss  # visible thickness
    cx, cy = N / 2 - size * 0.02 * ss, N / 2 - size * 0.05 * ss
    bevel = R * 0.16
    rg, gw = R * 0.74, R * 0.05
    nz = ak.fbm(N, N, 5, 5, rng, tile=False, aspect=0.35 if texkind == "bone" else 1.0)
    fine = rng.randbytes(N * N)
    out = bytearray(N * N * 4)
    side_base = ak.scale_col(base, 0.55)
    for y in range(N):
        for x in range(N):
            i = y * N + x
            dx = x + 0.5 - cx
            dy = y + 0.5 - cy
            r = math.hypot(dx, dy)
            if r <= R:
                ux, uy = (dx / r, dy / r) if r > 1e-6 else (0.0, 0.0)
                nr, ao = 0.0, 1.0
                if r > R - bevel:
                    t = (r - (R - bevel)) / bevel
                    nr = math.sin(t * math.pi / 2) * 0.92
                elif abs(r - rg) < gw:
                    s = (r - rg) / gw
                    nr = -0.55 * math.sin(math.pi * s)
                    ao = 0.78 + 0.22 * abs(s)
                nzv = math.sqrt(max(0.0, 1 - nr * nr))
                n = (ux * nr, uy * nr, nzv)
                if texkind == "bone":
                    tex = 0.9 + 0.16 * (nz[i] - 0.5) + 0.05 * (fine[i] / 255 - 0.5)
                elif texkind == "metal":
                    tex = 0.95 + 0.035 * math.sin(r * 2.1 + nz[i] * 14) + 0.09 * (nz[i] - 0.5)
                elif texkind == "lacquer":
                    tex = 0.95 + 0.1 * (nz[i] - 0.5)
                else:
                    tex = 0.88 + 0.2 * (nz[i] - 0.5) + 0.1 * (fine[i] / 255 - 0.5)
                col = _shade(n, base, tex * ao, amb, kd, ks, shin, spec_col)
                if groove_col is not None and abs(r - rg) < gw * 0.7:
                    col = tuple(
                        c * 0.3 + g * 0.7 * (0.6 + 0.4 * ao) for c, g in zip(col, groove_col)
                    )
                out[i * 4 : i * 4 + 4] = bytes(_pack(col))
            else:
                # the chip's side wall, swept downwards by the thickness
                adx = abs(dx)
                if adx <= R:
                    hh = math.sqrt(R * R - adx * adx)
                    if cy - hh <= y + 0.5 <= cy + th + hh and dy > 0:
                        u = dx / R
                        k = (
                            0.55
                            + 0.35 * clamp(-u * 0.8 + 0.2)
                            - 0.25 * ((y + 0.5 - cy - hh) / th if y + 0.5 > cy + hh else 0)
                        )
                        tex = 0.95 + 0.1 * (nz[i] - 0.5)
                        col = [c * k * tex for c in side_base]
                        out[i * 4 : i * 4 + 4] = bytes(_pack(col))
    body = pygame.image.frombytes(bytes(out), (N, N), "RGBA")
    body = ak.down(body, (size, size))
    if emblem is not None:
        es = int(R / ss * 1.3)
        em = ak.down(emblem, (es, es))
        ex, ey = int(cx / ss - es / 2), int(cy / ss - es / 2)
        dark = ak.tinted(em, (0, 0, 0, 170))
        lite = ak.tinted(em, (255, 255, 255, 90))
        body.blit(lite, (ex + 1, ey + 1))
        body.blit(dark, (ex - 1, ey - 1))
        body.blit(ak.tinted(em, emblem_col), (ex, ey))
    return _with_shadow(body, (3, 5), 5, 0.6)


def _with_shadow(sprite: pygame.Surface, offset, blur, opacity) -> pygame.Surface:
    _w, _h = sprite.get_size()
    sh = ak.drop_shadow(sprite, offset, blur, opacity)
    sh.blit(sprite, (0, 0))
    return sh


# ---------------------------------------------------------------- emboss helper


def emboss(
    mask: pygame.Surface,
    base,
    radius: int = 3,
    depth: float = 2.5,
    amb=0.55,
    kd=0.6,
    ks=0.25,
    shin=20,
    spec=(255, 255, 255),
    tex=None,
) -> pygame.Surface:
    """Shade a coloured shape from its alpha mask, as if it were a rounded slab."""
    w, h = mask.get_size()
    a = ak.alpha_of(mask)
    hs = ak.gray_surface(a, w, h)
    hs = pygame.transform.gaussian_blur(hs, radius, repeat_edge_pixels=True)
    hb = ak.channel(hs, 0)
    out = bytearray(w * h * 4)
    st = max(1, radius // 3)  # wider stencil: smoother normals from 8-bit heights
    kd_ = depth / (255.0 * st)
    for y in range(h):
        for x in range(w):
            i = y * w + x
            al = a[i]
            if al == 0:
                continue
            xm, xp = y * w + max(0, x - st), y * w + min(w - 1, x + st)
            ym, yp = max(0, y - st) * w + x, min(h - 1, y + st) * w + x
            gx = (hb[xp] - hb[xm]) * kd_
            gy = (hb[yp] - hb[ym]) * kd_
            nl = math.sqrt(gx * gx + gy * gy + 1)
            n = (-gx / nl, -gy / nl, 1 / nl)
            t = 1.0 if tex is None else tex[i]
            col = _shade(n, base, t, amb, kd, ks, shin, spec)
            out[i * 4 : i * 4 + 4] = bytes(_pack(col, al))
    return pygame.image.frombytes(bytes(out), (w, h), "RGBA")


# ---------------------------------------------------------------- markers


def player_marker(kind: str, size: int = 64) -> pygame.Surface:
    """White shape, softly bevelled, with a darker rim and a small shadow.

    Multiply-tint it (BLEND_RGBA_MULT) to get the player's colour; the rim and
    shadow stay dark, so it reads on both felt and parchment.
    """
    ss = 4
    big = emblems.marker_mask(kind, size * ss, 1)
    # outline: the full shape in dark grey, the inset shape in white on top
    a = ak.alpha_of(big)
    blurred = pygame.transform.gaussian_blur(
        ak.gray_surface(a, size * ss, size * ss), int(2.6 * ss)
    )
    inner_a = ak.channel(blurred, 0).translate(
        bytes(0 if v < 235 else min(255, (v - 235) * 13) for v in range(256))
    )
    inner = ak.set_alpha_bytes(ak.new_rgba(size * ss, size * ss, (255, 255, 255, 255)), inner_a)
    body = emboss(
        ak.down(inner, (size, size)),
        (255, 255, 255),
        radius=3,
        depth=3.0,
        amb=0.72,
        kd=0.38,
        ks=0.25,
        shin=16,
    )
    rim = ak.tinted(ak.down(big, (size, size)), (70, 70, 74))
    rim.blit(body, (0, 0))
    return _with_shadow(rim, (1, 2), 2, 0.5)


# ---------------------------------------------------------------- hex tile


def hex_tile(w: int = 256, seed: int = 11) -> pygame.Surface:
    """Flat-topped hexagon: raised, bevelled stone rim around a recessed face."""
    rng = random.Random(seed)
    ss = 2
    R = w / 2.0
    h = round(math.sqrt(3) * R)
    N, M = w * ss, h * ss
    Rs = R * ss - 1.0
    ap = Rs * math.sqrt(3) / 2
    normals = [
        (math.cos(math.radians(a)), math.sin(math.radians(a))) for a in (30, 90, 150, 210, 270, 330)
    ]
    rim_w = 20 * ss
    outer_bev = 6 * ss
    inner_bev = 5 * ss
    stone = ak.fbm(N, M, 6, 5, rng, tile=False)
    fine = rng.randbytes(N * M)
    face_n = ak.fbm(N, M, 3, 4, rng, tile=False)
    rim_col = (112, 100, 118)
    face_col = (50, 42, 58)
    out = bytearray(N * M * 4)
    cx, cy = N / 2, M / 2
    for y in range(M):
        for x in range(N):
            px, py = x + 0.5 - cx, y + 0.5 - cy
            best, bn = 1e9, None
            for nx, ny in normals:
                d = ap - (px * nx + py * ny)
                if d < best:
                    best, bn = d, (nx, ny)
            if best < -0.5:
                continue
            i = y * N + x
            cov = clamp(best + 0.5)
            nxy = 0.0
            ao = 1.0
            if best < rim_w:
                if best < outer_bev:
                    nxy = 0.85 * (1 - best / outer_bev) ** 0.8  # faces outwards
                elif best > rim_w - inner_bev:
                    nxy = -0.7 * ((best - (rim_w - inner_bev)) / inner_bev) ** 0.8  # faces inwards
                n = (bn[0] * nxy, bn[1] * nxy, math.sqrt(1 - nxy * nxy))
                tex = 0.84 + 0.3 * (stone[i] - 0.5) + 0.12 * (fine[i] / 255 - 0.5)
                # chiselled cracks where the stone noise folds
                if abs(stone[i] - 0.5) < 0.012:
                    tex *= 0.7
                col = _shade(n, rim_col, tex, 0.5, 0.7, 0.18, 14, (230, 220, 240))
            else:
                # recessed face, with a soft shadow cast by the rim on the lit side
                depth_in = best - rim_w
                light_side = -(bn[0] * LIGHT[0] + bn[1] * LIGHT[1])
                sh = 1 - 0.45 * math.exp(-depth_in / (9 * ss)) * clamp(0.5 + light_side)
                ao = 1 - 0.25 * math.exp(-depth_in / (4 * ss))
                tex = 0.92 + 0.14 * (face_n[i] - 0.5) + 0.06 * (fine[i] / 255 - 0.5)
                col = _shade(
                    (0, 0, 1), face_col, tex * sh * ao, 0.55, 0.5, 0.05, 8, (200, 190, 220)
                )
            out[i * 4 : i * 4 + 4] = bytes(_pack(col, int(255 * cov)))
    img = pygame.image.frombytes(bytes(out), (N, M), "RGBA")
    return ak.down(img, (w, h))


# ---------------------------------------------------------------- cards


def _rounded_mask(w, h, r, inset=0.0, scale=1):
    s = ak.new_rgba(w * scale, h * scale, (255, 255, 255, 0))
    rect = pygame.Rect(
        round(inset * scale),
        round(inset * scale),
        round((w - 2 * inset) * scale),
        round((h - 2 * inset) * scale),
    )
    pygame.draw.rect(
        s, (255, 255, 255, 255), rect, border_radius=max(0, round((r - inset) * scale))
    )
    return s


GOLD = (206, 160, 74)
GOLD_DARK = (120, 82, 30)


def _corner_ornament(size: int, scale: int) -> pygame.Surface:
    """One gold flourish for the top-left corner (mirrored for the others)."""
    S = size * scale
    s = ak.new_rgba(S, S, (255, 255, 255, 0))
    on = (255, 255, 255, 255)
    k = S / 100.0
    # quarter arcs
    ak.polyline_stroke(s, on, ak.arc_points(0, 0, 62 * k, 62 * k, 0, math.pi / 2, 24), 3.2 * k)
    ak.polyline_stroke(
        s, on, ak.arc_points(0, 0, 50 * k, 50 * k, 0.12, math.pi / 2 - 0.12, 24), 1.6 * k
    )
    # curls
    for sx, sy in ((1, 0), (0, 1)):
        base = (62 * k if sx else 0, 0 if sx else 62 * k)
        pts = []
        for j in range(30):
            t = j / 29
            ang = t * math.pi * 1.6
            rr = 16 * k * (1 - t * 0.7)
            if sx:
                pts.append(
                    (base[0] + 4 * k + rr * math.sin(ang), base[1] + 16 * k - rr * math.cos(ang))
                )
            else:
                pts.append(
                    (base[0] + 16 * k - rr * math.cos(ang), base[1] + 4 * k + rr * math.sin(ang))
                )
        ak.polyline_stroke(s, on, pts, 2.6 * k)
    # diamond and dot in the corner
    pygame.draw.polygon(
        s, on, [(22 * k, 8 * k), (36 * k, 22 * k), (22 * k, 36 * k), (8 * k, 22 * k)]
    )
    pygame.draw.polygon(
        s,
        (255, 255, 255, 0),
        [(22 * k, 15 * k), (29 * k, 22 * k), (22 * k, 29 * k), (15 * k, 22 * k)],
    )
    pygame.draw.circle(s, on, (22 * k, 22 * k), 3 * k)
    pygame.draw.circle(s, on, (44 * k, 44 * k), 4 * k)
    return ak.down(s, (size, size))


def _four_corners(dest, orn, inset):
    w, h = dest.get_size()
    ow, oh = orn.get_size()
    dest.blit(orn, (inset, inset))
    dest.blit(pygame.transform.flip(orn, True, False), (w - inset - ow, inset))
    dest.blit(pygame.transform.flip(orn, False, True), (inset, h - inset - oh))
    dest.blit(pygame.transform.flip(orn, True, True), (w - inset - ow, h - inset - oh))


def _gold_from_mask(mask: pygame.Surface) -> pygame.Surface:
    """Gold leaf with a tiny bevel and a dark engraved edge, from a white mask."""
    body = emboss(
        mask, GOLD, radius=1, depth=1.6, amb=0.55, kd=0.65, ks=0.7, shin=22, spec=(255, 240, 190)
    )
    edge = ak.tinted(mask, GOLD_DARK + (200,))
    out = ak.new_rgba(*mask.get_size())
    out.blit(edge, (1, 1))
    out.blit(body, (0, 0))
    return out


def _frame_lines(w, h, scale, radius, specs):
    """Mask of concentric rounded-rect rules: specs = [(inset, width), ...]."""
    s = ak.new_rgba(w * scale, h * scale, (255, 255, 255, 0))
    for inset, width in specs:
        rect = pygame.Rect(
            round(inset * scale),
            round(inset * scale),
            round((w - 2 * inset) * scale),
            round((h - 2 * inset) * scale),
        )
        pygame.draw.rect(
            s,
            (255, 255, 255, 255),
            rect,
            max(1, round(width * scale)),
            border_radius=max(0, round((radius - inset) * scale)),
        )
    return ak.down(s, (w, h))


def card_frame(w: int = 300, h: int = 420, seed: int = 31) -> pygame.Surface:
    radius = 16
    border = 13
    rng = random.Random(seed)
    card = ak.new_rgba(w, h)
    # dark leather border
    leather_n = ak.fbm(w, h, 8, 4, rng, tile=False)
    leather = ak.colorize(
        ak.to_bytes(leather_n), w, h, [(0, (22, 8, 16)), (0.5, (44, 16, 30)), (1, (66, 26, 44))]
    )
    shape = ak.down(_rounded_mask(w, h, radius, 0, 4), (w, h))
    lay = leather.convert_alpha() if pygame.display.get_surface() else _rgba_copy(leather)
    lay = ak.set_alpha_bytes(lay, ak.alpha_of(shape))
    card.blit(lay, (0, 0))
    # parchment face with darkened, slightly burnt edges
    face = textures.parchment((w, h), seed=seed + 1, tile=False)
    fw = w - 2 * border
    fh = h - 2 * border
    edge = ak.new_rgba(w, h)
    for y in range(h):
        for x in range(w):
            dx = min(x - border, w - 1 - border - x)
            dy = min(y - border, h - 1 - border - y)
            d = min(dx, dy)
            if d < 0:
                continue
            a = 0.55 * math.exp(-d / 9.0) + 0.25 * smoothstep(
                0.55, 1.0, math.hypot((x - w / 2) / (fw / 2), (y - h / 2) / (fh / 2)) / 1.35
            )
            if a > 0.004:
                edge.set_at((x, y), (70, 36, 14, int(255 * min(1.0, a))))
    face_mask = ak.down(_rounded_mask(w, h, radius, border, 4), (w, h))
    face = _rgba_copy(face)
    face.blit(edge, (0, 0))
    face = ak.set_alpha_bytes(face, ak.alpha_of(face_mask))
    card.blit(face, (0, 0))
    # gold rules and corner ornaments
    gold = _frame_lines(w, h, 4, radius, [(4.5, 1.4), (border - 3.0, 2.2), (border + 5, 0.9)])
    _four_corners(gold, _corner_ornament(46, 4), border + 2)
    # small lozenges on the middle of each side of the border
    loz = ak.new_rgba(w * 4, h * 4, (255, 255, 255, 0))
    for mx, my in (
        (w / 2, border / 2 + 1),
        (w / 2, h - border / 2 - 1),
        (border / 2 + 1, h / 2),
        (w - border / 2 - 1, h / 2),
    ):
        pygame.draw.polygon(
            loz,
            (255, 255, 255, 255),
            [
                (mx * 4, (my - 6) * 4),
                ((mx + 9) * 4, my * 4),
                (mx * 4, (my + 6) * 4),
                ((mx - 9) * 4, my * 4),
            ]
            if my in (border / 2 + 1, h - border / 2 - 1)
            else [
                (mx * 4, (my - 9) * 4),
                ((mx + 6) * 4, my * 4),
                (mx * 4, (my + 9) * 4),
                ((mx - 6) * 4, my * 4),
            ],
        )
    gold.blit(ak.down(loz, (w, h)), (0, 0))
    card.blit(_gold_from_mask(gold), (0, 0))
    return card


def _rgba_copy(surf: pygame.Surface) -> pygame.Surface:
    w, h = surf.get_size()
    return pygame.image.frombytes(pygame.image.tobytes(surf, "RGBA"), (w, h), "RGBA")


def card_back(w: int = 300, h: int = 420, seed: int = 37) -> pygame.Surface:
    radius = 16
    border = 13
    rng = random.Random(seed)
    n = ak.fbm(w, h, 4, 5, rng, tile=False)
    out = bytearray(w * h * 4)
    for y in range(h):
        for x in range(w):
            i = y * w + x
            d = math.hypot((x - w / 2) / (w / 2), (y - h / 2) / (h / 2))
            k = (1 - 0.55 * smoothstep(0.1, 1.3, d)) * (0.85 + 0.3 * (n[i] - 0.5))
            out[i * 4 : i * 4 + 4] = bytes(_pack((96 * k, 14 * k, 34 * k)))
    bg = pygame.image.frombytes(bytes(out), (w, h), "RGBA")
    # lattice of fine diagonal lines
    lat = ak.new_rgba(w * 2, h * 2, (0, 0, 0, 0))
    step = 22
    for k in range(-h // step - 2, (w + h) // step + 2):
        x0 = k * step
        pygame.draw.line(lat, (220, 170, 90, 40), (x0 * 2, 0), ((x0 + h) * 2, h * 2), 2)
        pygame.draw.line(lat, (220, 170, 90, 40), ((x0 + h) * 2, 0), (x0 * 2, h * 2), 2)
    bg.blit(ak.down(lat, (w, h)), (0, 0))
    # dots at the lattice crossings
    for k in range(-20, 40):
        for j in range(-20, 40):
            x = k * step + (j % 2) * step / 2
            y = j * step / 2
            if 8 <= x < w - 8 and 8 <= y < h - 8:
                pygame.draw.circle(bg, (220, 170, 90, 60), (x, y), 1.2)
    shape = ak.down(_rounded_mask(w, h, radius, 0, 4), (w, h))
    bg = ak.set_alpha_bytes(bg, ak.alpha_of(shape))
    # dark inner vignette for depth
    card = ak.new_rgba(w, h)
    card.blit(bg, (0, 0))
    # central medallion
    S = 4
    med = ak.new_rgba(w * S, h * S, (255, 255, 255, 0))
    cx, cy = w / 2 * S, h / 2 * S
    on = (255, 255, 255, 255)
    off = (255, 255, 255, 0)
    pygame.draw.circle(med, on, (cx, cy), 74 * S)
    pygame.draw.circle(med, off, (cx, cy), 69 * S)
    pygame.draw.circle(med, on, (cx, cy), 64 * S, round(1.5 * S))
    # sun-ray ticks between the rings... as small spikes outside the medallion
    for i in range(24):
        a = i * math.pi / 12
        r0, r1 = 78 * S, (92 if i % 2 == 0 else 85) * S
        ak.thick_line(
            med,
            on,
            (cx + r0 * math.cos(a), cy + r0 * math.sin(a)),
            (cx + r1 * math.cos(a), cy + r1 * math.sin(a)),
            2.2 * S,
            0.6 * S,
        )
    # crescent moon
    pygame.draw.circle(med, on, (cx - 6 * S, cy - 4 * S), 46 * S)
    pygame.draw.circle(med, off, (cx + 14 * S, cy - 16 * S), 42 * S)
    med_mask = ak.down(med, (w, h))
    card.blit(_gold_from_mask(med_mask), (0, 0))
    # a blood drop held by the crescent
    drop = ak.new_rgba(w * S, h * S, (255, 255, 255, 0))
    dx, dy = cx + 16 * S, cy + 10 * S
    pygame.draw.polygon(drop, on, _drop_points(dx, dy, 24 * S))
    dmask = ak.down(drop, (w, h))
    card.blit(
        emboss(
            dmask,
            (170, 18, 36),
            radius=3,
            depth=3.0,
            amb=0.45,
            kd=0.7,
            ks=0.9,
            shin=30,
            spec=(255, 220, 220),
        ),
        (0, 0),
    )
    # border rules and corners
    gold = _frame_lines(w, h, 4, radius, [(4.5, 1.4), (border - 3.0, 2.2)])
    _four_corners(gold, _corner_ornament(46, 4), border + 2)
    card.blit(_gold_from_mask(gold), (0, 0))
    return card


def _drop_points(cx, cy, r, n=90):
    """A teardrop whose round belly (radius ~r) is centred at (cx, cy), tip upwards."""
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 1.12 * math.sin(t) * math.sin(t / 2) ** 1.3
        y = -math.cos(t)
        pts.append((cx + r * x, cy + r - (1 - y) / 2 * 2.5 * r))
    return pts


# ---------------------------------------------------------------- dice


def d10_base(size: int = 128, seed: int = 5) -> pygame.Surface:
    """A ten-sided die (pentagonal trapezohedron) seen face-on, in bone."""
    rng = random.Random(seed)
    ss = 4
    S = size * ss
    k = S / 128.0
    T, UL, L, B, Rr, UR = (64, 6), (11, 52), (17, 86), (64, 121), (111, 86), (117, 52)
    FL, FB, FR = (34, 72), (64, 93), (94, 72)
    faces = [
        ([T, FL, FB, FR], 1.00),
        ([T, UL, L, FL], 0.80),
        ([T, FR, Rr, UR], 0.64),
        ([FL, L, B, FB], 0.58),
        ([FB, B, Rr, FR], 0.46),
    ]
    base = (230, 216, 186)
    img = ak.new_rgba(S, S, base + (0,))
    for pts, light in faces:
        col = ak.scale_col(base, 0.35 + 0.65 * light)
        pygame.draw.polygon(img, col + (255,), [(x * k, y * k) for x, y in pts])
    # ridges catch the light
    ridge = (255, 248, 228, 200)
    for a, b in ((T, FL), (T, FR), (FL, FB), (FR, FB)):
        ak.thick_line(img, ridge, (a[0] * k, a[1] * k), (b[0] * k, b[1] * k), 1.4 * k)
    dark = (90, 72, 50, 160)
    for a, b in ((FB, B), (FL, L), (FR, Rr), (T, UL), (T, UR)):
        ak.thick_line(img, dark, (a[0] * k, a[1] * k), (b[0] * k, b[1] * k), 1.0 * k)
    img = ak.down(img, (size, size))
    # subtle bone grain and rounded-edge darkening
    nz = ak.fbm(size, size, 6, 4, rng, tile=False, aspect=0.4)
    a = ak.alpha_of(img)
    blurred = ak.channel(pygame.transform.gaussian_blur(ak.gray_surface(a, size, size), 3), 0)
    raw = bytearray(pygame.image.tobytes(img, "RGBA"))
    for i in range(size * size):
        if a[i] == 0:
            continue
        t = (0.93 + 0.14 * (nz[i] - 0.5)) * (0.7 + 0.3 * blurred[i] / 255)
        for c in range(3):
            raw[i * 4 + c] = min(255, int(raw[i * 4 + c] * t))
    img = pygame.image.frombytes(bytes(raw), (size, size), "RGBA")
    outline = ak.tinted(img, (60, 44, 30, 255))
    out = ak.new_rgba(size, size)
    out.blit(outline, (0, 1))
    out.blit(outline, (1, 0))
    out.blit(img, (0, 0))
    return _with_shadow(out, (2, 3), 3, 0.55)


# ---------------------------------------------------------------- icon


def icon(size: int = 256, seed: int = 3) -> pygame.Surface:
    """A crowned blood drop before a pale crescent, on a dark gold-rimmed medallion."""
    random.Random(seed)
    ss = 4
    S = size * ss
    c = S / 2
    on = (255, 255, 255, 255)
    off = (255, 255, 255, 0)
    # medallion background
    bg = ak.new_rgba(size, size)
    for y in range(size):
        for x in range(size):
            d = math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) / (size / 2)
            if d <= 1.0:
                k = 1 - 0.6 * d
                bg.set_at((x, y), _pack((58 * k + 8, 22 * k + 4, 70 * k + 10)))
    disc = ak.new_rgba(S, S, off)
    pygame.draw.circle(disc, on, (c, c), S * 0.47)
    disc = ak.down(disc, (size, size))
    bg = ak.set_alpha_bytes(bg, ak.alpha_of(disc))
    out = ak.new_rgba(size, size)
    out.blit(bg, (0, 0))
    # gold rim
    ring = ak.new_rgba(S, S, off)
    pygame.draw.circle(ring, on, (c, c), S * 0.47)
    pygame.draw.circle(ring, off, (c, c), S * 0.425)
    ring = ak.down(ring, (size, size))
    out.blit(
        emboss(
            ring,
            (214, 164, 64),
            radius=3,
            depth=4.0,
            amb=0.5,
            kd=0.7,
            ks=0.9,
            shin=26,
            spec=(255, 244, 200),
        ),
        (0, 0),
    )
    # crescent moon
    moon = ak.new_rgba(S, S, off)
    pygame.draw.circle(moon, on, (c - S * 0.05, c - S * 0.02), S * 0.33)
    pygame.draw.circle(moon, off, (c + S * 0.07, c - S * 0.09), S * 0.31)
    moon = ak.down(moon, (size, size))
    out.blit(
        emboss(moon, (226, 216, 196), radius=4, depth=3.0, amb=0.6, kd=0.5, ks=0.2, shin=12), (0, 0)
    )
    # blood drop
    drop = ak.new_rgba(S, S, off)
    pygame.draw.polygon(drop, on, _drop_points(c + S * 0.03, c + S * 0.12, S * 0.17))
    drop = ak.down(drop, (size, size))
    out.blit(ak.drop_shadow(drop, (3, 4), 4, 0.6), (0, 0))
    out.blit(
        emboss(
            drop,
            (176, 16, 34),
            radius=8,
            depth=6.0,
            amb=0.4,
            kd=0.75,
            ks=1.0,
            shin=40,
            spec=(255, 225, 225),
        ),
        (0, 0),
    )
    # crown above the drop
    crown = ak.new_rgba(S, S, off)
    cx0, cy0, cw, ch = c + S * 0.03, c - S * 0.215, S * 0.30, S * 0.13
    pts = [
        (cx0 - cw / 2, cy0 + ch / 2),
        (cx0 - cw / 2 - S * 0.01, cy0 - ch / 2),
        (cx0 - cw / 4, cy0),
        (cx0, cy0 - ch * 0.75),
        (cx0 + cw / 4, cy0),
        (cx0 + cw / 2 + S * 0.01, cy0 - ch / 2),
        (cx0 + cw / 2, cy0 + ch / 2),
    ]
    pygame.draw.polygon(crown, on, pts)
    pygame.draw.rect(crown, on, pygame.Rect(cx0 - cw / 2, cy0 + ch / 2 - S * 0.01, cw, S * 0.035))
    for px, py in (
        (cx0 - cw / 2 - S * 0.01, cy0 - ch / 2),
        (cx0, cy0 - ch * 0.75),
        (cx0 + cw / 2 + S * 0.01, cy0 - ch / 2),
    ):
        pygame.draw.circle(crown, on, (px, py), S * 0.022)
    crown = ak.down(crown, (size, size))
    out.blit(ak.drop_shadow(crown, (2, 3), 3, 0.6), (0, 0))
    out.blit(
        emboss(
            crown,
            (222, 170, 60),
            radius=2,
            depth=3.0,
            amb=0.5,
            kd=0.7,
            ks=0.9,
            shin=24,
            spec=(255, 244, 200),
        ),
        (0, 0),
    )
    return out
