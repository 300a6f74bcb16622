"""The city map: zones coloured by category, the neutral Elysium, stacks of influence, miniatures, the track.

The still part (zones, outlines, names, values, the numbered track) is drawn
once per size into a cached surface; each frame adds what changes: lit and
contested zones, influence stacks with the controller's mark, the miniatures,
the Masquerade mask and the prestige markers on the track.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import board, figures, sprites
from game.ui.kit.regions import inside, room_between, shrink
from game.ui.kit.seatcard import card_font as font
from game.ui.tables.elysium import art
from game.ui.tables.elysium.layout import CityGeom
from game.ui.tables.elysium.model import TableModel
from game.ui.tables.elysium.read import C

TRACK = board.EdgeTrack(50)   # prestige, 0-49 round the city's edge
POLYGONS = [zone.polygon for zone in C.zones]
Point = tuple[float, float]


@dataclass
class CityLook:
    """What the frame shows besides the still map."""

    lit: set[int] = field(default_factory=set)          # legal targets now (zone indices)
    hover: int = -1
    contested: int = -1
    closed: set[int] = field(default_factory=set)       # categories closed by events
    hidden: set[int] = field(default_factory=set)       # seats whose miniature is in hand or on its way
    pulse: float = 0.0
    dragging: bool = False                              # the drag controller outlines the targets itself


def zone_at(geom: CityGeom, pos: Point) -> int:
    """The zone under screen point `pos` (-1 if none)."""
    return board.zone_at(geom, pos, POLYGONS)


def zone_points(geom: CityGeom) -> dict[int, tuple[int, int]]:
    """A point inside each zone that a click finds it by: its anchor, else the middle of its outline (the
    coach's clicks, through the places the table drew)."""
    key = (tuple(geom.rect), geom.scale)
    if key not in _ZONE_POINTS:
        found: dict[int, tuple[int, int]] = {}
        for zone in C.zones:
            points = geom.polygon(zone.polygon)
            centre = (sum(x for x, _ in points) / len(points), sum(y for _, y in points) / len(points))
            for x, y in (geom.to_screen(zone.anchor), centre):
                if zone_at(geom, (x, y)) == zone.index:
                    found[zone.index] = (round(x), round(y))
                    break
        _ZONE_POINTS.clear()
        _ZONE_POINTS[key] = found
    return _ZONE_POINTS[key]


_ZONE_POINTS: dict[tuple, dict[int, tuple[int, int]]] = {}


def value_spot(geom: CityGeom, zone: int) -> Point:
    ax, ay = C.zones[zone].anchor
    return geom.to_screen((ax - 48, ay - 30))


def stack_spots(geom: CityGeom, zone: int, count: int) -> list[Point]:
    """Where `count` influence stacks stand in a zone (bases of the stacks)."""
    ax, ay = C.zones[zone].anchor
    if not zone:
        return [geom.to_screen((ax + (i - (count - 1) / 2) * 30, ay + 40)) for i in range(count)]
    step = 28 if count < 4 else 22
    return [geom.to_screen((ax + 26 + (i - (count - 1) / 2) * step, ay + 32)) for i in range(count)]


def miniature_spots(geom: CityGeom, zone: int, count: int) -> list[Point]:
    """Feet positions of `count` miniatures in a zone."""
    ax, ay = C.zones[zone].anchor
    if not zone:
        return [geom.to_screen((ax + (i - (count - 1) / 2) * 44, ay + 54)) for i in range(count)]
    step = 24 if count < 3 else 17
    return [geom.to_screen((ax - 44 + (i - (count - 1) / 2) * step, ay + 60)) for i in range(count)]


# -- the still map --------------------------------------------------------------------------------
def still_map(geom: CityGeom) -> pygame.Surface:
    """The board without pieces, cached per size."""
    return sprites.cached(("elysium-map", geom.rect.size, th.theme.height), lambda: _draw_still(geom))


def _draw_still(geom: CityGeom) -> pygame.Surface:
    w, h = geom.rect.size
    local = CityGeom(pygame.Rect(0, 0, w, h), geom.scale)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    frame = out.get_rect()
    pygame.draw.rect(out, (18, 13, 22), frame, border_radius=max(4, int(12 * geom.scale)))
    band = frame.inflate(-int(6 * geom.scale), -int(6 * geom.scale))
    pygame.draw.rect(out, (30, 22, 34), band, border_radius=max(4, int(10 * geom.scale)))
    pygame.draw.rect(out, th.GOLD_DIM, band, 2, border_radius=max(4, int(10 * geom.scale)))
    inner = pygame.Rect(local.to_screen((36, 36)), (geom.length(928), geom.length(628)))
    pygame.draw.rect(out, (8, 8, 14), inner)
    board.print_zones(out, local, POLYGONS, [art.zone_fill(z.category) for z in C.zones])
    _draw_elysium(out, local)
    for zone in C.zones[1:]:
        _draw_labels(out, local, zone.index)
    TRACK.draw_cells(out, local, font(geom.length(17), "bold"))
    return out


def _draw_elysium(out: pygame.Surface, geom: CityGeom) -> None:
    zone = C.zones[0]
    poly = geom.polygon(zone.polygon)
    pygame.draw.lines(out, th.GOLD, True, shrink(poly, 5 * geom.scale + 2), 2)
    ax, ay = geom.to_screen(zone.anchor)
    ring = geom.length(40)
    for i in range(12):  # a rose window of candle light
        a = i * math.pi / 6
        p = (ax + ring * math.cos(a), ay + geom.length(6) + ring * math.sin(a))
        pygame.draw.line(out, th.darken(th.GOLD_DIM, 0.5), (ax, ay + geom.length(6)), p, 1)
    pygame.draw.circle(out, th.darken(th.GOLD_DIM, 0.4), (ax, ay + geom.length(6)), ring, 1)
    title = font(geom.length(38), "title")
    paint.text(out, "Elysium", title, th.GOLD, (ax, ay - geom.length(48)), "center", shadow=True)
    paint.text(out, "neutral ground", font(geom.length(17), "italic"), th.PARCHMENT_DIM,
               (ax, ay - geom.length(22)), "center")


def _draw_labels(out: pygame.Surface, geom: CityGeom, index: int) -> None:
    zone = C.zones[index]
    ax, ay = zone.anchor
    vx, vy = geom.to_screen((ax - 48, ay - 30))
    r = geom.length(24)
    pygame.draw.circle(out, (0, 0, 0, 140), (vx + 2, vy + 3), r)
    pygame.draw.circle(out, th.darken(art.zone_fill(zone.category), 0.55), (vx, vy), r)
    pygame.draw.circle(out, th.PARCHMENT_DIM, (vx, vy), r, 2)
    numeral = font(geom.length(36), "bold")
    paint.text(out, str(zone.value), numeral, th.PARCHMENT, (vx, vy + 1), "center", shadow=True)
    poly = geom.polygon(zone.polygon)
    size = max(10, int(geom.length(20)))
    floor = max(9, int(size * 0.6))
    left = vx + r + geom.length(4)   # right of the value disc
    cy = geom.to_screen((ax + 31, ay - 30))[1]
    edge = geom.to_screen((ax + 120, 0))[0]
    while True:  # the largest type (down to a floor) whose 2 or 3 lines fit inside the zone, right of the disc
        name_font = font(size, "bold")
        step = name_font.get_linesize()
        found = None
        for most in (2, 3):
            for shift in (0.0, 0.5, 1.0, 1.5):
                middle = cy + shift * step
                lo, hi = room_between(poly, middle - step * most / 2 - 2, middle + step * most / 2 + 2, left, edge)
                width = int(hi - lo - geom.length(5))
                lines = paint.wrap(zone.name, name_font, max(1, width), most=most)
                if all(name_font.size(line)[0] <= width for line in lines) and not lines[-1].endswith("…"):
                    found = (lines, lo, hi, middle)
                    break
            if found:
                break
        if found or size <= floor:
            break
        size -= 1
    if found is None:  # nothing fits: the first try, cut (the layout check says so)
        lo, hi = room_between(poly, cy - step - 2, cy + step + 2, left, edge)
        found = (paint.wrap(zone.name, name_font, max(1, int(hi - lo - geom.length(8))), most=2), lo, hi, cy)
    lines, lo, hi, cy = found
    top = cy - len(lines) * step / 2
    with paint.within(out, pygame.Rect(round(lo), round(top), round(hi - lo), round(len(lines) * step)),
                      f"the zone {zone.name!r}", lambda rect: all(inside(p, poly) for p in (
                          rect.topleft, rect.topright, rect.bottomleft, rect.bottomright))):
        for i, line in enumerate(lines):
            paint.text(out, line, name_font, th.PARCHMENT, ((lo + hi) / 2, top + i * step), "midtop", shadow=True)


# -- the pieces -----------------------------------------------------------------------------------
def draw_city(surface: pygame.Surface, geom: CityGeom, model: TableModel, look: CityLook,
              style_of: Callable[[int], th.SeatStyle]) -> None:
    """The whole map for the table's `model`."""
    surface.blit(still_map(geom), geom.rect.topleft)
    closed = {z.index for z in C.zones if z.category in look.closed}
    board.draw_zone_marks(surface, geom, POLYGONS, board.ZoneMarks(look.lit, look.hover, look.contested, closed,
                                                                   look.pulse, look.dragging))
    state = model
    for zone in C.zones:
        _draw_control(surface, geom, state, zone.index, style_of)
        _draw_stacks(surface, geom, state, zone.index, style_of)
    for zone in C.zones:
        _draw_miniatures(surface, geom, state, zone.index, style_of, look.hidden)
    _draw_track_pieces(surface, geom, state, style_of)


def _draw_control(surface: pygame.Surface, geom: CityGeom, state: TableModel, zone: int,
                  style_of: Callable[[int], th.SeatStyle]) -> None:
    owner = state.zones[zone].controller
    if zone == 0 or owner is None:
        return
    vx, vy = value_spot(geom, zone)
    r = geom.length(24)
    style = style_of(owner)
    colour = style.colour
    pygame.draw.circle(surface, colour, (vx, vy), r + 3, max(3, int(geom.length(7))))
    pygame.draw.circle(surface, th.INK, (vx, vy), r + 4 + geom.length(4), 1)
    mark = max(4, int(geom.length(11)))
    mx, my = vx + r * 0.8, vy - r * 0.8
    th.draw_shape(surface, style.shape, colour, (mx, my), mark, outline=th.INK, width=1)


def _draw_stacks(surface: pygame.Surface, geom: CityGeom, state: TableModel, zone: int,
                 style_of: Callable[[int], th.SeatStyle]) -> None:
    counts = state.zones[zone].tokens
    holders = state.zones[zone].holders
    if not holders:
        return
    owner = state.zones[zone].controller
    spots = stack_spots(geom, zone, len(holders))
    radius = max(5, int(geom.length(12)))
    lift = max(2, int(geom.length(5)))
    small = font(geom.length(20), "bold")
    for seat, base in zip(holders, spots, strict=True):
        sprite = figures.coin(style_of(seat).colour, style_of(seat).shape, radius)
        figures.draw_stack(surface, sprite, base, counts[seat], radius, lift, small, owner=seat == owner)


def _draw_miniatures(surface: pygame.Surface, geom: CityGeom, state: TableModel, zone: int,
                     style_of: Callable[[int], th.SeatStyle], hidden: set[int]) -> None:
    seats = [p.seat for p in state.seats if p.zone == zone]
    if not seats:
        return
    height = miniature_height(geom)
    for seat, (x, y) in zip(seats, miniature_spots(geom, zone, len(seats)), strict=True):
        if seat in hidden:
            continue
        sprite = figures.standee(style_of(seat).colour, style_of(seat).shape, height)
        surface.blit(sprite, sprite.get_rect(midbottom=(round(x), round(y))))


def miniature_height(geom: CityGeom) -> int:
    return max(16, int(geom.length(52)))


def miniature_spot(geom: CityGeom, state: TableModel, seat: int) -> Point | None:
    """Where `seat`'s miniature stands (its centre), or None off the board."""
    zone = state.seats[seat].zone
    if zone is None:
        return None
    seats = [p.seat for p in state.seats if p.zone == zone]
    x, y = miniature_spots(geom, zone, len(seats))[seats.index(seat)]
    return (x, y - miniature_height(geom) / 2)


def _draw_track_pieces(surface: pygame.Surface, geom: CityGeom, state: TableModel,
                       style_of: Callable[[int], th.SeatStyle]) -> None:
    x, y = TRACK.spot(geom, state.masquerade)
    sprite = art.mask(int(int(geom.length(TRACK.cell)) * 1.15))  # a little larger than a track cell
    surface.blit(sprite, sprite.get_rect(center=(round(x), round(y))))
    TRACK.draw_markers(surface, geom, [p.recorded for p in state.seats], [(style_of(s).shape, style_of(s).colour)
                                                       for s in range(state.players)])
