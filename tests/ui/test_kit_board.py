"""The kit's printed board offscreen: the zone under the pointer, the marks a frame lays over zones
(closed veiled, lit outlined, hovered washed, contested ringed), and the score track round the edge."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.ui import theme as th
from game.ui.kit.board import EdgeTrack, ZoneMarks, draw_zone_marks, grain, print_zones, zone_at
from game.ui.kit.regions import ScaledBoard

SQUARES = [[(0, 0), (100, 0), (100, 100), (0, 100)], [(100, 0), (200, 0), (200, 100), (100, 100)]]
BOARD = ScaledBoard(pygame.Rect(50, 20, 400, 200), 2.0)   # 200x100 board units at 2 px each


@pytest.fixture
def surface():
    pygame.init()
    out = pygame.Surface((500, 260), pygame.SRCALPHA)
    out.fill((90, 90, 90, 255))
    return out


def test_the_zone_under_a_point_in_board_units():
    assert zone_at(BOARD, (50 + 40, 20 + 40), SQUARES) == 0
    assert zone_at(BOARD, (50 + 300, 20 + 40), SQUARES) == 1
    assert zone_at(BOARD, (10, 10), SQUARES) == -1


def test_a_closed_zone_is_veiled_and_an_open_one_is_not(surface):
    draw_zone_marks(surface, BOARD, SQUARES, ZoneMarks(closed={1}))
    assert surface.get_at((350, 120))[0] < 90 and tuple(surface.get_at((150, 120)))[:3] == (90, 90, 90)


def test_the_hovered_lit_zone_is_washed_in_gold_and_outlined(surface):
    draw_zone_marks(surface, BOARD, SQUARES, ZoneMarks(lit={0, 1}, hover=0))
    washed, plain = surface.get_at((150, 120)), surface.get_at((350, 120))
    assert washed[0] > plain[0] and tuple(plain)[:3] == (90, 90, 90)


def test_lit_outlines_are_left_to_the_drag_controller_while_dragging(surface):
    before = surface.copy()
    draw_zone_marks(surface, BOARD, SQUARES, ZoneMarks(lit={1}, dragging=True))
    assert pygame.image.tobytes(before, "RGBA") == pygame.image.tobytes(surface, "RGBA")


def test_a_contested_zone_is_ringed_in_crimson(surface):
    draw_zone_marks(surface, BOARD, SQUARES, ZoneMarks(contested=1))
    ring = [(x, y) for x in range(250, 450) for y in range(20, 220) if tuple(surface.get_at((x, y)))[:3] ==
            th.CRIMSON_LIGHT]
    assert ring and all(x >= 250 for x, _ in ring)


def test_the_edge_track_goes_round_and_stacks_shared_cells(surface):
    track = EdgeTrack(20, inset=10, cell=12)
    assert track.spot(BOARD, 0) == track.spot(BOARD, 20)
    assert track.spot(BOARD, 3) != track.spot(BOARD, 4)
    board = pygame.Surface(BOARD.rect.size, pygame.SRCALPHA)
    track.draw_cells(board, BOARD, th.theme.font(10, "bold"))
    assert board.get_bounding_rect().width > 0
    one, two = surface.copy(), surface.copy()
    track.draw_markers(one, BOARD, [3], [("circle", (200, 0, 0))])
    track.draw_markers(two, BOARD, [3, 3], [("circle", (200, 0, 0)), ("square", (0, 0, 200))])
    assert pygame.image.tobytes(one, "RGBA") != pygame.image.tobytes(two, "RGBA")  # the second steps up beside


def test_printed_zones_take_their_fill_under_the_grain():
    out = pygame.Surface(BOARD.rect.size, pygame.SRCALPHA)
    local = ScaledBoard(pygame.Rect(0, 0, *BOARD.rect.size), BOARD.scale)
    print_zones(out, local, SQUARES, [(200, 40, 40), (40, 40, 200)])
    red, blue = out.get_at((100, 100)), out.get_at((300, 100))
    assert red[0] > max(red[1], red[2]) and blue[2] > max(blue[0], blue[1])
    assert red[0] <= 200 and blue[2] <= 200  # the grain only darkens


def test_the_grain_is_drawn_when_its_art_is_missing():
    speckle = grain((40, 30), "art/no-such-grain.png")
    assert speckle.get_size() == (40, 30) and speckle is grain((40, 30), "art/no-such-grain.png")
