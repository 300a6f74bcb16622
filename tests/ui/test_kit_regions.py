"""The kit's geometry, names and dice show: plain arithmetic a table lays itself out with."""

from __future__ import annotations

import math
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.ui.kit.dice import DiceShow
from game.ui.kit.names import action_text, kind_text, with_names
from game.ui.kit.regions import (
    card_grid,
    fit_board,
    flow_rects,
    inside,
    nearest,
    perimeter_points,
    polygon,
    ring_points,
    room_between,
    rows_of_slots,
    shrink,
    spans_at,
)

SQUARE = [(0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0)]


def test_ring_points_start_at_the_top_and_go_clockwise():
    points = ring_points((100.0, 100.0), 50.0, 4)
    expected = [(100, 50), (150, 100), (100, 150), (50, 100)]
    assert all(math.dist(p, e) < 1e-9 for p, e in zip(points, expected, strict=True))
    hexagon = polygon((0.0, 0.0), 10.0)
    assert len(hexagon) == 6 and math.dist(hexagon[0], (10, 0)) < 1e-9  # flat-topped: a corner to the right


def test_nearest_and_inside_hit_only_what_is_under_the_pointer():
    centres = [(0.0, 0.0), (30.0, 0.0)]
    assert nearest((26.0, 1.0), centres, 10) == 1
    assert nearest((15.0, 0.0), centres, 10) is None
    assert inside((5.0, 5.0), SQUARE) and not inside((11.0, 5.0), SQUARE)
    inner = shrink(SQUARE, math.sqrt(2))
    assert math.dist(inner[0], (1, 1)) < 1e-9 and math.dist(inner[2], (9, 9)) < 1e-9


def test_perimeter_points_go_round_the_inset_rect_from_the_top_left():
    points = perimeter_points(pygame.Rect(0, 0, 100, 50), 6, 5)
    assert points[0] == (5.0, 5)
    assert all(5 <= x <= 95 and 5 <= y <= 45 for x, y in points)
    assert any(y == 45 for _x, y in points) and any(x == 95 for x, _y in points)  # all four sides are used


def test_a_board_fits_its_area_keeping_its_proportions():
    board = fit_board(pygame.Rect(10, 20, 500, 500), 1000, 700)
    assert board.scale == 0.5 and board.rect == pygame.Rect(10, 20, 500, 350)
    assert board.to_screen((1000, 700)) == (510, 370)
    assert board.polygon([(0, 0)]) == [(10, 20)] and board.length(10) == 5


@pytest.mark.parametrize("count", [1, 5, 7, 12])
def test_card_slots_stay_inside_and_never_overlap(count):
    area = pygame.Rect(0, 0, 600, 300)
    rects = card_grid(area, count, 1.0)
    assert len(rects) == count
    for i, rect in enumerate(rects):
        assert area.contains(rect)
        assert all(not rect.colliderect(other) for other in rects[i + 1:])


def test_slots_in_rows_are_centred_and_boxes_flow_onto_new_rows():
    slots = rows_of_slots(50.0, 10.0, 5, 3, 10.0, 8.0)
    assert slots[:3] == [(40.0, 10.0), (50.0, 10.0), (60.0, 10.0)] and slots[3:] == [(45.0, 18.0), (55.0, 18.0)]
    rects, bottom = flow_rects(0, 0, 30, 3, 12, 12)
    assert [r.topleft for r in rects] == [(2, 0), (18, 0), (2, 16)] and bottom == 36


def test_names_replace_every_way_an_engine_writes_a_seat():
    names = ["Ana", "Bo"]
    assert with_names("Seat 2 targets seat 1's Warriors", names) == "Bo targets Ana's Warriors"
    assert with_names("Player 1 waits; Seat 3 does not exist", names) == "Ana waits; Seat 3 does not exist"
    assert kind_text({"kind": "ai", "level": "expert"}) == "AI · Expert" and kind_text({"kind": "human"}) == "Human"

    class Hail:
        def describe(self) -> str:
            return "hail seat 2"
    assert action_text(Hail(), names) == "Hail Bo"


def test_the_dice_show_rolls_only_d10_faces_and_keeps_the_caption():
    show = DiceShow(speed=0)
    show.roll([0, 3, 11, 10], "Ana rolls")
    assert show.shown == [3, 10] and show.caption == "Ana rolls" and show.tray.values == [3, 10]
    show.roll([], "nothing")
    assert show.caption == "Ana rolls"  # an empty throw changes nothing
    show.clear()
    assert show.shown == [] and show.caption == "" and show.tray.values == []


def test_a_concave_zone_gives_text_only_the_room_inside_it():
    # a zone whose top dips in the middle: the line just under the left part's top is inside only at the left
    notch = [(0.0, 0.0), (40.0, 0.0), (50.0, 20.0), (60.0, 0.0), (100.0, 0.0), (100.0, 60.0), (0.0, 60.0)]
    assert spans_at(notch, 10) == [(0.0, 45.0), (55.0, 100.0)]
    lo, hi = room_between(notch, 5, 15, left=0, right=40)
    assert (lo, hi) == (0.0, 40.0)
    lo, hi = room_between(notch, 25, 50)
    assert (lo, hi) == (0.0, 100.0)
    assert room_between(notch, 50, 70) == (0.0, 0.0)   # below the zone: no room
