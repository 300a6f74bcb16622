"""The dice tray shows the faces the engine rolled once the dice come to rest."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.ui.kit.dice import TRAY, DiceTray


@pytest.mark.parametrize("values", [[7], [1, 10, 4], [3, 3, 9, 2, 6]])
def test_dice_rest_on_the_given_values(values):
    tray = DiceTray(seed=len(values))
    tray.roll(values)
    assert not tray.settled
    for _ in range(600):
        tray.update(1 / 60)
        if tray.settled:
            break
    assert tray.settled
    assert tray.values == values
    for die in tray.dice:  # the walls kept every die inside the tray
        assert 0 <= die.body.position.x <= TRAY[0] and 0 <= die.body.position.y <= TRAY[1]


def test_dice_tumble_before_they_rest():
    tray = DiceTray(seed=3)
    tray.roll([5, 5])
    start = [tuple(d.body.position) for d in tray.dice]
    tray.update(0.2)
    assert [tuple(d.body.position) for d in tray.dice] != start


def test_instant_speed_settles_at_once_and_bad_values_are_refused():
    tray = DiceTray(speed=0)
    tray.roll([2, 8])
    assert tray.settled and tray.values == [2, 8]
    with pytest.raises(ValueError):
        tray.roll([11])


def test_tray_draws_into_any_rect():
    pygame.init()
    surface = pygame.Surface((300, 200))
    tray = DiceTray(seed=1)
    tray.roll([4, 6])
    tray.update(0.1)
    tray.draw(surface, pygame.Rect(10, 10, 280, 180))
    assert surface.get_at((150, 100)) != (0, 0, 0, 255)
