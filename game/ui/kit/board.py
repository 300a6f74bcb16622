"""A printed board of polygon zones seen from above: which zone is under the pointer, what each frame
lays over the zones (closed ones veiled, legal ones outlined and breathing, the hovered one washed in
gold, a contested one ringed in crimson), and a numbered score track round the board's edge with each
seat's marker on it.

Elysium's city, Nocturne's city quarters, Bloodlines' battlegrounds are all
zones on a :class:`~game.ui.kit.regions.ScaledBoard` (polygons in board
units); most boards keep score round their edge.  What a zone *means* is the
game's; the kit only shows which may be chosen now and which is in play.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import sprites
from game.ui.kit.regions import ScaledBoard, inside, perimeter_points, shrink

Point = tuple[float, float]
Polygon = Sequence[Point]
CELL = (44, 32, 48)


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
