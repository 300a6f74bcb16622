"""The battleground boards, one drawing per rules family, each from a :class:`~.model.Board`'s values.

Every board is a plate with its title; what lies on it moves with the table's sliders (a politics
token sliding along its track, morality tokens climbing) and its places answer clicks: a board
returns the rect of each place it drew (a court, a column, a city...) so the table can light the
ones a decision may name and turn a click into the matching legal action.

The values each family reads (``read.py`` fills them from the view):

* ``high_low``: ``pos`` (negative toward low, positive toward high), ``half`` (spaces each way);
* ``princes``: ``courts`` as (id, home faction, value, ankhs per faction N/E/S/W, holder or "");
* ``beast`` and ``humanity``: ``low``, ``high``, ``pos`` and ``face`` per seat, ``vp`` per space;
* ``inquisition``: ``columns`` as (archetype, "waiting" or "bench", face high/low);
* ``revolt``: ``cities`` as (faction, ankhs in the city, ankhs burned), ``fire``;
* ``masquerade``: ``tracks`` as (faction, investigator step, track length, ankhs left);
* ``court``: ``inside`` (faces of the tokens inside the walls), ``tokens``, ``titles`` as
  (name, holder seat or -1), ``timer``;
* ``sects``: ``regions`` as (name, tokens as (side, value; -1 face down)), ``allegiance`` per seat.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import sprites
from game.ui.kit.base import Tip
from game.ui.kit.seatcard import card_font
from game.ui.tables.bloodlines import art, glyphs
from game.ui.tables.bloodlines.model import Board
from game.ui.tables.bloodlines.plate import Hits, draw_plate

LEAST = 13   # the least type of a board's words, in pixels (the table's unit is about 1 at 1280x720)

FACTIONS = ("north", "east", "south", "west")
GRID = {"northwest": (0, 0), "north": (1, 0), "northeast": (2, 0), "west": (0, 1), "centre": (1, 1),
        "center": (1, 1), "east": (2, 1), "southwest": (0, 2), "south": (1, 2), "southeast": (2, 2)}


def _lit_edge(surface: pygame.Surface, r: pygame.Rect, lit: bool, hover: bool) -> None:
    if lit:
        pygame.draw.rect(surface, th.GOLD if hover else th.LEGAL, r.inflate(4, 4), 3 if hover else 2,
                         border_radius=5)


def _int(value: object, default: int = 0) -> int:
    return value if isinstance(value, int) else default


def _seq(value: object) -> Sequence:
    return value if isinstance(value, (tuple, list)) else ()


# -- the nine families -------------------------------------------------------------------------------------
def draw_high_low(surface: pygame.Surface, body: pygame.Rect, board: Board, unit: float, tips: list[Tip],
                  shown: float | None, lit: set, mouse: tuple[int, int]) -> Hits:
    half = max(1, _int(board.get("half"), 4))
    pos = _int(board.get("pos"))
    spaces = 2 * half + 1
    label = "neutral" if pos == 0 else f"{'high' if pos > 0 else 'low'} clans lead by {abs(pos)}"
    head = card_font(max(LEAST, 12 * unit), "italic")
    near, far, far_from = _int(board.get("vp_near"), 1), _int(board.get("vp_far"), 2), _int(board.get("far_from"), 3)
    rule = legend(f"Each vampire of the leading class: {near} VP, {far} VP from {far_from} spaces on", body, unit)
    top, bottom = body.top + head.get_linesize(), body.bottom - rule[2]
    cell = min(body.width / (spaces + 2), (bottom - top) * 0.8)
    left = body.centerx - cell * spaces / 2
    y = (top + bottom) / 2
    hits: Hits = {}
    small = card_font(max(LEAST, min(14 * unit, cell * 0.62)), "bold")
    for i in range(spaces):
        v = i - half
        r = pygame.Rect(round(left + i * cell + 1), round(y - cell / 2), round(cell - 2), round(cell))
        end = abs(v) == half
        fill = glyphs.CLASS_COLOURS["high" if v > 0 else "low"] if v else (60, 50, 66)
        pygame.draw.rect(surface, th.darken(fill, 0.55 if not end else 0.3), r, border_radius=4)
        pygame.draw.rect(surface, th.GOLD if end else th.GOLD_DIM, r, 1, border_radius=4)
        if v:
            paint.text(surface, str(abs(v)), small, th.PARCHMENT, (r.centerx, r.bottom), "midbottom")
        hits[("space", v)] = r
        tips.append((r, "Neutral: neither class wins." if not v else
                     f"{'High' if v > 0 else 'Low'} clans {abs(v)} from neutral"
                     + (": a decisive victory (every vampire of that class gains power; the token returns)."
                        if end else ".")))
    g = max(12, int(cell * 0.8))
    for value, x in (("low", left - cell / 2), ("high", left + spaces * cell + cell / 2)):
        mark = glyphs.glyph(value, g)
        surface.blit(mark, mark.get_rect(center=(round(x), round(y))))
    at = shown if shown is not None else float(pos)
    cx = left + (at + half + 0.5) * cell
    token = politics_token(max(6, int(cell * 0.36)), "high" if pos > 0 else ("low" if pos < 0 else ""))
    surface.blit(token, token.get_rect(center=(round(cx), round(y - cell * 0.1))))
    paint.text(surface, f"Politics token: {label}", head, th.PARCHMENT, (body.centerx, body.top + 2), "midtop")
    draw_legend(surface, rule, (body.centerx, bottom))
    return hits


Legend = tuple[pygame.font.Font, list[str], int]


def legend(text: str, body: pygame.Rect, unit: float, most: int = 2) -> Legend:
    """A board's words in the room `body` gives: whole words in at most `most` lines, in the largest type
    from 12 units down to LEAST (13 px); the lines and the height they take."""
    px = max(LEAST, 12 * unit)
    found = sprites.fitted(text, body.width, most * card_font(px, "italic").get_linesize(), px, "italic", LEAST,
                           most, least=8)
    if found is None:   # too narrow even for that: the words on more lines, never cut
        face = card_font(LEAST, "italic")
        lines = paint.wrap(text, face, body.width)
        return face, lines, len(lines) * face.get_linesize()
    face, lines = found
    return face, lines, len(lines) * face.get_linesize()


def draw_legend(surface: pygame.Surface, laid: Legend, midtop: tuple[float, float]) -> None:
    face, lines, _height = laid
    x, y = midtop
    for line in lines:
        paint.text(surface, line, face, th.PARCHMENT_DIM, (x, y), "midtop")
        y += face.get_linesize()


def politics_token(r: int, face: str) -> pygame.Surface:
    def make() -> pygame.Surface:
        out = pygame.Surface((r * 2 + 4, r * 2 + 4), pygame.SRCALPHA)
        c = (r + 2, r + 2)
        pygame.draw.circle(out, (0, 0, 0, 130), (c[0] + 1, c[1] + 2), r)
        pygame.draw.circle(out, (236, 226, 200), c, r)
        pygame.draw.circle(out, th.INK, c, r, 2)
        if face:
            g = glyphs.glyph(face, int(r * 1.4), badge=False)
            out.blit(g, g.get_rect(center=c))
        return out
    return sprites.cached(("bl", "politics", r, face), make)


def draw_princes(surface: pygame.Surface, body: pygame.Rect, board: Board, unit: float, tips: list[Tip],
                 lit: set, mouse: tuple[int, int]) -> Hits:
    courts = _seq(board.get("courts"))
    side = min(body.width / 3.0, body.height / 3.0)
    left = body.centerx - side * 1.5
    top = body.top + (body.height - side * 3) / 2
    hits: Hits = {}
    face = card_font(max(LEAST, min(15 * unit, side * 0.42)), "bold")
    extra = 0
    for court in courts:
        cid, home, value, ankhs, holder = (list(court) + ["", "", 1, (0, 0, 0, 0), ""])[:5]
        col, row = GRID.get(str(cid), (extra % 3, 3 + extra // 3))
        if str(cid) not in GRID:
            extra += 1
        r = pygame.Rect(round(left + col * side + 2), round(top + row * side + 2), round(side - 4), round(side - 4))
        if r.bottom > body.bottom + 2:
            continue
        fill = glyphs.GEO_COLOURS.get(str(holder), (58, 46, 64))
        pygame.draw.rect(surface, th.darken(fill, 0.45 if holder else 0.1), r, border_radius=6)
        if home:
            pygame.draw.rect(surface, th.darken(glyphs.GEO_COLOURS.get(str(home), th.ASH), 0.1), r, 3, border_radius=6)
        else:
            pygame.draw.rect(surface, th.GOLD_DIM, r, 1, border_radius=6)
        if _int(value, 1) > 1:
            paint.text(surface, f"×{value}", face, th.GOLD, (r.right - 3, r.top + 1), "topright")
        counts = [_int(n) for n in _seq(ankhs)][:4]
        present = [(FACTIONS[k], n) for k, n in enumerate(counts) if n]
        ah = max(8, int(min(r.height * 0.42, r.width / max(2, len(present) * 1.15))))
        for k, (faction, n) in enumerate(present):
            x = r.left + r.width * (k + 0.5) / max(1, len(present))
            icon = art.ankh(glyphs.GEO_COLOURS[faction], ah)
            surface.blit(icon, icon.get_rect(center=(round(x), round(r.centery - ah * 0.15))))
            paint.text(surface, str(n), face, th.PARCHMENT, (round(x), r.bottom - 1), "midbottom", shadow=True)
        key = ("court", str(cid))
        hits[key] = r
        _lit_edge(surface, r, key in lit, r.collidepoint(mouse))
        who = "no one" if not holder else f"the {holder}"
        parts = ", ".join(f"{n} {f}" for f, n in present) or "no ankhs"
        tips.append((r, (f"{str(cid).capitalize()} court{' (home of the ' + str(home) + ')' if home else ''}"
                     f"{', counts twice' if _int(value, 1) > 1 else ''}: {parts}; held by {who}.")))
    return hits


def draw_morality(surface: pygame.Surface, body: pygame.Rect, board: Board, unit: float, tips: list[Tip],
                  styles: Sequence[th.SeatStyle], names: Sequence[str], shown: Sequence[float] | None) -> Hits:
    low, high = _int(board.get("low"), -3), _int(board.get("high"), 6)
    pos = [_int(p) for p in _seq(board.get("pos"))]
    faces = [str(f) for f in _seq(board.get("face"))]
    vp = [_int(v) for v in _seq(board.get("vp"))] or list(range(low, high + 1))
    spaces = high - low + 1
    words = legend("Match your face: climb. Else flip, fall and draw a scheme.", body, unit)
    draw_legend(surface, words, (body.centerx, body.top + 1))
    cell = body.width / spaces
    track_h = min(round(body.height * 0.26), round(cell * 1.1))
    track = pygame.Rect(body.left, body.bottom - track_h - round(12 * unit), body.width, track_h)
    num = card_font(min(13 * unit, cell * 0.5), "bold")
    small = card_font(max(LEAST, min(12 * unit, cell * 0.5)), "bold")
    for i in range(spaces):
        value = low + i
        r = pygame.Rect(round(track.left + i * cell + 1), track.top, max(2, round(cell - 2)), track.height)
        fill = (46, 64, 90) if value > 0 else ((96, 30, 38) if value < 0 else (60, 50, 66))
        pygame.draw.rect(surface, fill, r, border_radius=3)
        pygame.draw.rect(surface, th.darken(th.GOLD_DIM, 0.3), r, 1, border_radius=3)
        paint.text(surface, str(value), num, th.PARCHMENT, r.center, "center")
        if i < len(vp) and vp[i] != value:
            paint.text(surface, f"{vp[i]:+d}", small, th.GOLD, (r.centerx, r.bottom + 1), "midtop")
        tips.append((r, f"Morality {value}: scores {vp[i] if i < len(vp) else value:+d} VP at the end."))
    at = list(shown) if shown and len(shown) == len(pos) else [float(p) for p in pos]
    radius = max(5, int(min(cell * 0.4, (track.top - body.top - words[2]) / 4.6)))
    stacked: dict[int, int] = {}
    for seat, p in enumerate(pos):
        k = stacked.get(p, 0)
        stacked[p] = k + 1
        style = styles[seat % len(styles)] if styles else th.theme.seat(seat)
        face = faces[seat] if seat < len(faces) else "composed"
        token = art.morality(style, face, radius)
        cols = min(2, pos.count(p))   # seats sharing a space stand two abreast
        x = track.left + (at[seat] - low + 0.5) * cell + ((k % cols) - (cols - 1) / 2) * (radius * 2 + 1)
        y = track.top - radius - 3 - (k // cols) * (radius * 2 + 2)
        spot = token.get_rect(center=(round(x), round(y)))
        surface.blit(token, spot)
        name = names[seat] if seat < len(names) else f"Seat {seat + 1}"
        score = vp[p - low] if 0 <= p - low < len(vp) else p
        tips.append((spot, f"{name}: morality {p}, token {face}; scores {score} VP now."))
    return {}


def draw_inquisition(surface: pygame.Surface, body: pygame.Rect, board: Board, unit: float, tips: list[Tip],
                     lit: set, mouse: tuple[int, int], shown: Sequence[float] | None = None) -> Hits:
    columns = _seq(board.get("columns"))
    hits: Hits = {}
    n = max(1, len(columns))
    cw = body.width / n
    face = card_font(max(LEAST, 12 * unit), "italic")
    bench = body.top + body.height * 0.5
    pygame.draw.line(surface, th.GOLD_DIM, (body.left, bench), (body.right, bench), 1)
    paint.text(surface, "accusers' bench", face, th.PARCHMENT_DIM, (body.left + 2, bench + 1))
    for k, column in enumerate(columns):
        arch, place, side = (list(column) + ["warlike", "waiting", "high"])[:3]
        r = pygame.Rect(round(body.left + k * cw + 2), body.top, round(cw - 4), body.height)
        g = glyphs.glyph(str(arch), max(12, int(min(cw * 0.4, body.height * 0.2))))
        surface.blit(g, g.get_rect(midtop=(r.centerx, r.top)))
        waiting, seated = r.top + body.height * 0.3, bench + body.height * 0.24
        at = shown[k] if shown is not None and k < len(shown) else (1.0 if place == "bench" else 0.0)
        y = waiting + (seated - waiting) * max(0.0, min(1.0, at))   # a token sliding onto the bench
        token = politics_token(max(6, int(min(cw * 0.22, body.height * 0.14))), str(side))
        surface.blit(token, token.get_rect(center=(r.centerx, round(y))))
        hits[("column", str(arch))] = r
        _lit_edge(surface, r, ("column", str(arch)) in lit, r.collidepoint(mouse))
        tips.append((r, (f"{str(arch).capitalize()}: the token shows {side}, "
                     f"{'on the accusers bench' if place == 'bench' else 'waiting'}.")))
    return hits


def draw_revolt(surface: pygame.Surface, body: pygame.Rect, board: Board, unit: float, tips: list[Tip],
                lit: set, mouse: tuple[int, int]) -> Hits:
    cities = _seq(board.get("cities"))
    hits: Hits = {}
    n = max(1, len(cities))
    cw = body.width / (n + 1)
    face = card_font(max(LEAST, 13 * unit), "bold")
    for k, city in enumerate(cities):
        faction, standing, burned = (list(city) + ["north", 0, 0])[:3]
        r = pygame.Rect(round(body.left + k * cw + 2), body.top, round(cw - 4), body.height)
        colour = glyphs.GEO_COLOURS.get(str(faction), th.ASH)
        pygame.draw.rect(surface, th.darken(colour, 0.6 if _int(standing) else 0.85), r, border_radius=5)
        g = glyphs.glyph(str(faction), max(12, int(cw * 0.36)))
        surface.blit(g, g.get_rect(midtop=(r.centerx, r.top + 3)))
        ah = max(8, int(min(r.height * 0.22, cw * 0.3)))
        for i in range(_int(standing)):
            icon = art.ankh(colour, ah)
            surface.blit(icon, icon.get_rect(center=(r.left + r.width * ((i % 2) + 0.5) / 2,
                                                     r.top + g.get_height() + 6 + (i // 2 + 0.5) * ah * 1.1)))
        words = card_font(max(LEAST, 12 * unit), "italic")   # on two lines when the column is narrow
        art.write_fitted(surface, f"{burned} burned" if _int(standing) else "in flames",
                         pygame.Rect(r.left + 1, r.bottom - 2 * words.get_linesize() - 2, r.width - 2,
                                     2 * words.get_linesize()), words.get_height(),
                         th.CRIMSON_LIGHT if not _int(standing) else th.PARCHMENT_DIM, "italic")
        hits[("city", str(faction))] = r
        _lit_edge(surface, r, ("city", str(faction)) in lit, r.collidepoint(mouse))
        tips.append((r, f"The {faction} city: {standing} ankhs standing, {burned} burned."))
    fire = pygame.Rect(round(body.left + n * cw + 2), body.top, round(cw - 4), body.height)
    pygame.draw.rect(surface, (90, 30, 20), fire, border_radius=5)
    paint.text(surface, str(_int(board.get("fire"))), card_font(22 * unit, "bold"), (240, 150, 60), fire.center,
               "center")
    paint.text(surface, "fire", face, (240, 150, 60), (fire.centerx, fire.top + 3), "midtop")
    tips.append((fire, "Ankhs in the fire never return."))
    hits[("fire", "")] = fire
    return hits


def draw_veil(surface: pygame.Surface, body: pygame.Rect, board: Board, unit: float, tips: list[Tip],
              lit: set, mouse: tuple[int, int], shown: Sequence[float] | None = None) -> Hits:
    tracks = _seq(board.get("tracks"))
    hits: Hits = {}
    n = max(1, len(tracks))
    rh = body.height / n
    small = card_font(max(LEAST, min(14 * unit, rh * 0.62)), "bold")
    for k, track in enumerate(tracks):
        faction, step, length, left = (list(track) + ["north", 0, 4, 0])[:4]
        length = max(1, _int(length, 4))
        r = pygame.Rect(body.left, round(body.top + k * rh + 1), body.width, max(4, round(rh - 2)))
        colour = glyphs.GEO_COLOURS.get(str(faction), th.ASH)
        g = glyphs.glyph(str(faction), max(10, int(rh * 0.8)))
        surface.blit(g, g.get_rect(midleft=(r.left, r.centery)))
        x0 = r.left + g.get_width() + 4
        end_w = r.width * 0.22
        cell = (r.right - end_w - x0) / (length + 1)
        for i in range(length + 1):
            c = pygame.Rect(round(x0 + i * cell + 1), r.top + 1, round(cell - 2), r.height - 2)
            pygame.draw.rect(surface, th.darken(colour, 0.7 if i < length else 0.4), c, border_radius=3)
        at = shown[k] if shown is not None and k < len(shown) else float(_int(step))
        spot = (round(x0 + (at + 0.5) * cell), r.centery)
        radius = max(3, min(cell, r.height) * 0.32)
        pygame.draw.circle(surface, th.PARCHMENT, spot, radius)
        pygame.draw.circle(surface, th.INK, spot, radius, 1)
        goal = pygame.Rect(round(r.right - end_w), r.top, round(end_w), r.height)
        pygame.draw.rect(surface, th.darken(colour, 0.4), goal, border_radius=3)
        icon = art.ankh(colour, max(8, int(r.height * 0.8)))
        surface.blit(icon, icon.get_rect(midleft=(goal.left + 2, goal.centery)))
        paint.text(surface, f"×{left}", small, th.PARCHMENT, (goal.right - 2, goal.centery), "midright")
        hits[("track", str(faction))] = r
        _lit_edge(surface, r, ("track", str(faction)) in lit, r.collidepoint(mouse))
        tips.append((r, (f"The {faction} investigator: step {step} of {length}; {left} ankhs left "
                     f"(each {faction} vampire scores {left}).")))
    return hits


def draw_court(surface: pygame.Surface, body: pygame.Rect, board: Board, unit: float, tips: list[Tip],
               names: Sequence[str]) -> Hits:
    inside = [str(f) for f in _seq(board.get("inside"))]
    total = max(len(inside), _int(board.get("tokens"), 5))
    titles = _seq(board.get("titles"))
    timer = _int(board.get("timer"))
    walls = pygame.Rect(body.left, body.top, round(body.width * 0.45), body.height)
    pygame.draw.rect(surface, (44, 36, 52), walls, border_radius=8)
    pygame.draw.rect(surface, th.GOLD_DIM, walls, 2, border_radius=8)
    radius = max(6, int(min(walls.width / (total * 1.3 + 1), walls.height * 0.16)))
    for i in range(total):
        face = inside[i] if i < len(inside) else ""
        x = walls.left + (i + 0.75) * walls.width / (total + 0.5)
        y = walls.centery if face else walls.bottom + radius * 0.2
        token = politics_token(radius, face)
        surface.blit(token, token.get_rect(center=(round(x), round(min(y, walls.bottom - radius)))) if face else
                     token.get_rect(center=(round(x), walls.bottom - radius - 1)))
    hits: Hits = {("walls", ""): walls}
    tips.append((walls, f"Inside the walls: {len(inside)} of {total} (" + ", ".join(inside) + ")."
                 if inside else f"Inside the walls: none of {total}."))
    font = card_font(max(LEAST, min(14 * unit, body.height / max(1, len(titles)) * 0.6)), "bold")
    x = walls.right + 8
    rh = body.height / max(1, len(titles))
    for k, title in enumerate(titles):
        name, holder = (list(title) + ["", -1])[:2]
        row = pygame.Rect(x, round(body.top + k * rh), body.right - x, max(4, round(rh - 2)))
        now = k == timer
        pygame.draw.rect(surface, th.BRUISE if now else (40, 32, 46), row, border_radius=4)
        pygame.draw.rect(surface, th.GOLD if now else th.GOLD_DIM, row, 1, border_radius=4)
        who = names[holder] if isinstance(holder, int) and 0 <= holder < len(names) else "—"
        art.write_fitted(surface, f"{name}: {who}", row.inflate(-8, -2), font.get_height(), th.PARCHMENT, most=1,
                         anchor="midleft")
        hits[("title", str(k))] = row
        tips.append((row, f"{name}: {'held by ' + who if who != '—' else 'not yet given'}"
                     + (" (the next vote)" if now else "")))
    return hits


def draw_sect_war(surface: pygame.Surface, body: pygame.Rect, board: Board, unit: float, tips: list[Tip],
                lit: set, mouse: tuple[int, int]) -> Hits:
    regions = _seq(board.get("regions"))
    hits: Hits = {}
    n = max(1, len(regions))
    cols = min(n, 2)
    rows = (n + cols - 1) // cols
    cw, rh = body.width / cols, body.height / rows
    face = card_font(max(LEAST, min(13 * unit, rh * 0.3)), "bold")
    for k, region in enumerate(regions):
        name, tokens = (list(region) + ["", ()])[:2]
        r = pygame.Rect(round(body.left + (k % cols) * cw + 2), round(body.top + (k // cols) * rh + 2),
                        round(cw - 4), round(rh - 4))
        pygame.draw.rect(surface, (46, 38, 54), r, border_radius=5)
        pygame.draw.rect(surface, th.GOLD_DIM, r, 1, border_radius=5)
        art.write_fitted(surface, str(name).capitalize(), pygame.Rect(r.left + 3, r.top + 1, r.width - 6,
                                                                      face.get_linesize()),
                         face.get_height(), th.PARCHMENT_DIM, "bold", most=1, anchor="midleft")
        tr = max(5, int(min(r.height * 0.24, r.width / 8)))
        for i, token in enumerate(_seq(tokens)):
            side, value = (list(token) + [0, -1])[:2]
            colour = (70, 110, 170) if _int(side) == 0 else (160, 40, 44)
            disc = art.disc(colour, tr, str(value) if _int(value, -1) >= 0 else "?")
            surface.blit(disc, disc.get_rect(center=(round(r.left + tr + 4 + i * (tr * 2 + 3)),
                                                     round(r.bottom - tr - 3))))
        hits[("region", k)] = r
        _lit_edge(surface, r, ("region", k) in lit, r.collidepoint(mouse))
        tips.append((r, f"{name}: {len(_seq(tokens))} tokens."))
    return hits


def draw_board(surface: pygame.Surface, rect: pygame.Rect, board: Board, unit: float, tips: list[Tip],
               styles: Sequence[th.SeatStyle], names: Sequence[str], shown: Sequence[float] | None = None,
               lit: set | None = None, mouse: tuple[int, int] = (-1, -1)) -> Hits:
    """One battleground board in `rect`; the rects of its places by key."""
    body = draw_plate(surface, rect, board, unit)
    lit = lit or set()
    kind = board.kind
    if kind == "high_low":
        return draw_high_low(surface, body, board, unit, tips, shown[0] if shown else None, lit, mouse)
    if kind == "princes":
        return draw_princes(surface, body, board, unit, tips, lit, mouse)
    if kind in ("beast", "humanity"):
        return draw_morality(surface, body, board, unit, tips, styles, names, shown)
    if kind == "inquisition":
        return draw_inquisition(surface, body, board, unit, tips, lit, mouse, shown)
    if kind == "revolt":
        return draw_revolt(surface, body, board, unit, tips, lit, mouse)
    if kind == "masquerade":
        return draw_veil(surface, body, board, unit, tips, lit, mouse, shown)
    if kind == "court":
        return draw_court(surface, body, board, unit, tips, names)
    if kind == "sects":
        return draw_sect_war(surface, body, board, unit, tips, lit, mouse)
    return draw_unknown(surface, body, board, unit)


def draw_unknown(surface: pygame.Surface, body: pygame.Rect, board: Board, unit: float) -> Hits:
    """A rules family with no board of its own (never meant to be reached: a test draws every one)."""
    art.write_fitted(surface, ", ".join(f"{k} {v}" for k, v in board.values), body, 12 * unit, th.PARCHMENT_DIM,
                     "italic", most=4)
    return {}
