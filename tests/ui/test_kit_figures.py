"""The kit's seat pieces offscreen: coins and standees carry the seat's shape, a laid-down standee lies
on its side, stacks show their count, and a dish packs its coins when it holds many."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.ui import theme as th
from game.ui.kit import figures

RED = (196, 40, 52)


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


@pytest.mark.parametrize("make", [figures.coin, figures.flat_coin, lambda c, s, r: figures.standee(c, s, r * 4)])
def test_each_piece_is_cached_and_shows_its_seats_shape(make):
    assert make(RED, "circle", 12) is make(RED, "circle", 12)
    assert not same(make(RED, "circle", 12), make(RED, "triangle", 12))  # reads without colour too


def test_a_lying_standee_is_on_its_side_and_grey():
    up, down = figures.standee(RED, "star", 40), figures.standee(RED, "star", 40, lying=True)
    assert down.get_size() == (up.get_height(), up.get_width())
    assert same(down, figures.standee((60, 168, 110), "star", 40, lying=True))  # grey whatever the seat's colour


def test_a_stack_shows_its_count_only_when_more_than_one():
    face = th.theme.font(14, "bold")
    sprite = figures.coin(RED, "circle", 10)
    one, two, bare = (pygame.Surface((100, 100), pygame.SRCALPHA) for _ in range(3))
    figures.draw_stack(one, sprite, (40, 60), 1, 10, 4, face)
    figures.draw_stack(two, sprite, (40, 60), 2, 10, 4, face, most=1)  # one coin drawn: only the count differs
    bare.blit(sprite, sprite.get_rect(center=(40, 60)))
    assert same(one, bare) and not same(two, bare)


def test_the_owners_stack_stands_on_gold():
    face = th.theme.font(14, "bold")
    surface = pygame.Surface((100, 100), pygame.SRCALPHA)
    figures.draw_stack(surface, figures.coin(RED, "circle", 10), (50, 40), 1, 10, 4, face, owner=True)
    assert tuple(surface.get_at((50 - 13, 46)))[:3] == th.GOLD  # the plinth's rim, left of the coin


def test_a_dish_packs_its_coins_inside_it():
    dish = pygame.Rect(100, 50, 120, 24)
    few, many = figures.dish_spots(dish, 3, 10), figures.dish_spots(dish, 12, 10)
    assert few[1][0] - few[0][0] == 23 and len(many) == 12
    assert all(dish.left <= x <= dish.right and y == dish.centery for x, y in many)
    assert many[1][0] - many[0][0] < 23
    assert figures.dish_spots(dish, 0, 10) == []
