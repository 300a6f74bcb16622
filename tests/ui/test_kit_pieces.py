"""The kit's board pieces drawn offscreen: tracks stack tied seats, counters mark the step, tips say what is where."""

from __future__ import annotations

import os
from itertools import pairwise

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.ui import theme as th
from game.ui.kit import sprites
from game.ui.kit.base import SeatLook, draw_tip
from game.ui.kit.cards import draw_card_face, draw_seal, write_card
from game.ui.kit.seats import draw_seat_plate
from game.ui.kit.tracks import Mark, draw_gauges, draw_marker_track, draw_piles, draw_step_counter


@pytest.fixture
def surface():
    pygame.init()
    return pygame.Surface((800, 400), pygame.SRCALPHA)


def seats(n: int) -> list[SeatLook]:
    return [SeatLook(i, f"Name{i}", "Human", th.theme.seat(i), i * 2, i == 0, i == 0) for i in range(n)]


def test_a_marker_track_stacks_tied_seats_in_order_and_tips_each_one(surface):
    tips: list = []
    draw_marker_track(surface, pygame.Rect(0, 300, 800, 90), [3, 3, 7], [1, 0, 2], seats(3), "Track", "intrigue",
                      tips)
    by_name = {text: rect for rect, text in tips}
    assert set(by_name) == {"Name0: intrigue 3", "Name1: intrigue 3", "Name2: intrigue 7"}
    first, second = by_name["Name1: intrigue 3"], by_name["Name0: intrigue 3"]  # Name1 is first in the order
    assert first.centerx == second.centerx and second.centery < first.centery  # stacked on top of it
    assert by_name["Name2: intrigue 7"].centerx > first.centerx


def test_a_step_counter_marks_the_current_step_until_the_game_is_over(surface):
    marks = [Mark("1", "Round 1"), Mark("E1", "Era change 1", True), Mark("2", "Round 2")]
    tips: list = []
    draw_step_counter(surface, pygame.Rect(0, 0, 400, 26), "Rounds", marks, 1, False, tips)
    assert [text for _r, text in tips] == ["Round 1", "Era change 1 (now)", "Round 2"]
    tips.clear()
    draw_step_counter(surface, pygame.Rect(0, 0, 400, 26), "Rounds", marks, 2, True, tips)
    assert not any("(now)" in text for _r, text in tips)


def test_gauges_and_piles_give_one_tip_per_box_and_ring_only_lit_piles(surface):
    tips: list = []
    draw_gauges(surface, pygame.Rect(0, 100, 300, 50), "Power", [th.CRIMSON] * 3, [1, 6, 3], 6, [], ["a", "b", "c"],
                tips)
    assert [text for _r, text in tips] == ["a", "b", "c"]
    assert all(not a.colliderect(b) for (a, _x), (b, _y) in pairwise(tips))
    piles = pygame.Surface((800, 400), pygame.SRCALPHA)
    disc = sprites.sheet((10, 10), th.PARCHMENT, 255)
    tips.clear()
    draw_piles(piles, pygame.Rect(400, 100, 300, 60), "Supply", [disc, disc], [5, 0], ["five", "none"], tips,
               [False, True])
    assert [text for _r, text in tips] == ["five", "none"]
    lit, unlit = tips[1][0], tips[0][0]
    ring = [piles.get_at((x, y)) for x in range(lit.left - 8, lit.right + 8) for y in range(lit.top, lit.bottom)]
    assert tuple(th.LEGAL) in [tuple(c)[:3] for c in ring]
    around = [piles.get_at((x, y)) for x in range(unlit.left - 8, unlit.right + 8) for y in range(unlit.top,
                                                                                                   unlit.bottom)]
    assert tuple(th.LEGAL) not in [tuple(c)[:3] for c in around]


def test_cards_plates_and_tooltips_draw_inside_their_places(surface):
    rect = pygame.Rect(20, 20, 150, 100)
    draw_card_face(surface, rect, lit=True, hover=True, edge=th.CRIMSON)
    assert tuple(surface.get_at((rect.left + 1, rect.centery)))[:3] == tuple(th.CRIMSON)
    seal = draw_seal(surface, rect, "4")
    write_card(surface, rect, "A very long card name indeed", "Place a 3 here", 1.0, seal, "advanced")
    assert 8 <= seal < rect.height // 2
    draw_seat_plate(surface, pygame.Rect(300, 20, 200, 120), pygame.Rect(306, 24, 188, 24), seats(2)[0], 0.0)
    assert tuple(surface.get_at((300, 80)))[:3] == tuple(th.GOLD)  # the seat deciding now: a gold edge
    before = surface.copy()
    draw_tip(surface, [(pygame.Rect(0, 0, 5, 5), "nothing here")], (400, 300))
    assert pygame.image.tobytes(surface, "RGBA") == pygame.image.tobytes(before, "RGBA")  # no tip away from it
