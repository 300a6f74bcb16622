"""A printed board of polygon zones seen from above: the zones printed in their colours on a parchment
grain, which zone is under the pointer, what each frame lays over the zones (closed ones veiled, legal
ones outlined and breathing, the hovered one washed in gold, a contested one ringed in crimson), and a
numbered score track round the board's edge with each seat's marker on it.

Elysium's city, Nocturne's city quarters, Bloodlines' battlegrounds are all
zones on a :class:`~game.ui.kit.regions.ScaledBoard` (polygons in board
units); most boards keep score round their edge.  What a zone *means* is the
game's; the kit only shows which may be chosen now and which is in play.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.ui import paint, resources
from game.ui import theme as th
from game.ui.kit import sprites
from game.ui.kit.regions import ScaledBoard, inside, perimeter_points, shrink

Point = tuple[float, float]
Polygon = Sequence[Point]
CELL = (44, 32, 48)


def grain(size: tuple[int, int], path: str = "art/parchment.png") -> pygame.Surface:
    """The quiet texture printed over a board's zones: the grain art at `path` scaled to `size`, or a
    drawn speckle of the same tone when the art is missing."""
    def make() -> pygame.Surface:
        w, h = max(1, size[0]), max(1, size[1])
        if resources.image_exists(path):
            return pygame.transform.smoothscale(resources.load_image(path, alpha=False), (w, h))
        rng = random.Random(7)
        speckle = pygame.Surface((w, h))
        speckle.fill((200, 190, 170))
        for _ in range(w * h // 40):
            v = rng.randint(150, 235)
            speckle.set_at((rng.randrange(w), rng.randrange(h)), (v, v - 8, v - 20))
        return speckle
    return sprites.cached(("board", "grain", size, path), make)


def print_zones(out: pygame.Surface, board: ScaledBoard, polygons: Sequence[Polygon],
                fills: Sequence[th.Colour]) -> None:
    """Print the zones on `out` (a surface the board's size, `board` at its origin): each polygon in its
    fill with the grain multiplied into it, a dark vignette inside each edge, then a thin lighter line
    just inside it."""
    w, h = out.get_size()
    texture = grain((w, h))
    for poly, fill in zip(polygons, fills, strict=True):
        points = board.polygon(poly)
        body = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.polygon(body, (*fill, 255), points)
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), points)
        tex = texture.convert_alpha() if pygame.display.get_surface() else texture.copy()
        tex.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        body.blit(tex, (0, 0), special_flags=pygame.BLEND_RGB_MULT)  # RGB_MULT takes the grain whole
        out.blit(body, (0, 0))
    for poly in polygons:
        pygame.draw.polygon(out, (10, 8, 12), board.polygon(poly), max(3, int(6 * board.scale)))
    for poly, fill in zip(polygons, fills, strict=True):
        pygame.draw.lines(out, th.lighten(fill, 0.35), True, shrink(board.polygon(poly), 3.5 * board.scale + 2), 1)


@dataclass
class ZoneMarks:
    """What a frame lays over the zones (by index in the board's list of polygons)."""

    lit: set[int] = field(default_factory=set)      # may be chosen now
    hover: int = -1                                  # under the pointer
    contested: int = -1                              # the zone being fought over
    closed: set[int] = field(default_factory=set)   # out of play for now (veiled)
    pulse: float = 0.0                               # the table's clock: lit outlines breathe with it
    dragging: bool = False                           # a piece is in hand: the drag controller outlines targets


def zone_at(board: ScaledBoard, pos: Point, polygons: Sequence[Polygon]) -> int:
    """The index of the first zone whose polygon (in board units) holds screen point `pos`; -1 if none."""
    local = ((pos[0] - board.rect.left) / board.scale, (pos[1] - board.rect.top) / board.scale)
    return next((i for i, poly in enumerate(polygons) if inside(local, poly)), -1)


def _local(board: ScaledBoard, poly: Polygon) -> list[Point]:
    return [(x - board.rect.left, y - board.rect.top) for x, y in board.polygon(poly)]


def draw_zone_marks(surface: pygame.Surface, board: ScaledBoard, polygons: Sequence[Polygon],
                    marks: ZoneMarks) -> None:
    """The frame's marks over the zones of `board` (see :class:`ZoneMarks`)."""
    if marks.closed:
        veil = pygame.Surface(board.rect.size, pygame.SRCALPHA)
        for index in sorted(marks.closed):
            pygame.draw.polygon(veil, (0, 0, 0, 130), _local(board, polygons[index]))
        surface.blit(veil, board.rect.topleft)
    glow = 0.5 + 0.5 * math.sin(marks.pulse * 4)
    if marks.hover in marks.lit:  # a warm wash over the zone a drop or click would choose
        wash = pygame.Surface(board.rect.size, pygame.SRCALPHA)
        pygame.draw.polygon(wash, (*th.GOLD, 60), _local(board, polygons[marks.hover]))
        surface.blit(wash, board.rect.topleft)
    for index in marks.lit if not marks.dragging else ():
        poly = board.polygon(polygons[index])
        colour = th.GOLD if index == marks.hover else sprites.mix(th.LEGAL, th.GOLD, glow * 0.35)
        pygame.draw.polygon(surface, colour, shrink(poly, 3), 4 if index == marks.hover else 3)
    if marks.hover >= 0 and marks.hover not in marks.lit:
        pygame.draw.polygon(surface, th.PARCHMENT_DIM, shrink(board.polygon(polygons[marks.hover]), 3), 1)
    if marks.contested >= 0:
        pygame.draw.polygon(surface, th.CRIMSON_LIGHT, shrink(board.polygon(polygons[marks.contested]), 2),
                            3 + int(2 * glow))


@dataclass(frozen=True)
class EdgeTrack:
    """A score track of `spaces` numbered cells round a board's edge, `inset` board units in, each cell
    `cell` units wide; every fifth cell is gilt."""

    spaces: int
    inset: float = 20
    cell: float = 30

    def spot(self, board: ScaledBoard, value: int) -> Point:
        """The screen centre of the cell for `value` (past the last cell it goes round again)."""
        return perimeter_points(board.rect, self.spaces, board.length(self.inset))[max(0, value) % self.spaces]

    def draw_cells(self, out: pygame.Surface, board: ScaledBoard, face: pygame.font.Font) -> None:
        """The cells and their numbers on `out`, a surface the board's size (the still board)."""
        spots = perimeter_points(pygame.Rect(0, 0, *out.get_size()), self.spaces, board.length(self.inset))
        size = board.length(self.cell)
        for i, (x, y) in enumerate(spots):
            r = pygame.Rect(0, 0, size, size)
            r.center = (round(x), round(y))
            pygame.draw.rect(out, CELL, r, border_radius=3)
            pygame.draw.rect(out, th.GOLD_DIM if i % 5 == 0 else th.darken(th.GOLD_DIM, 0.45), r, 1, border_radius=3)
            with paint.within(out, r, f"the track's cell {i}"):
                paint.text(out, str(i), face, th.PARCHMENT_DIM if i % 5 else th.GOLD, r.center, "center")

    def draw_markers(self, surface: pygame.Surface, board: ScaledBoard, values: Sequence[int],
                     looks: Sequence[tuple[str, th.Colour]]) -> None:
        """Each seat's marker (its shape in its colour) on its value; markers sharing a cell step up and
        right, the first seat at the bottom."""
        size = int(board.length(self.cell))
        seen: dict[int, int] = {}
        for value, (shape, colour) in zip(values, looks, strict=False):
            k = seen.get(value % self.spaces, 0)
            seen[value % self.spaces] = k + 1
            px, py = self.spot(board, value)
            th.draw_shape(surface, shape, colour, (px + k * size * 0.22, py - k * size * 0.22), size * 0.36,
                          outline=th.INK, width=1)
