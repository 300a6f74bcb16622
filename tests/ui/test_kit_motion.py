"""The kit's motion: flights ease from start to end in an arc and land once; speed 0 skips; sliders glide."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.ui.kit.motion import Motion, Shadow, Slider, ease_in_out, ease_out_back


@pytest.fixture
def sprite() -> pygame.Surface:
    pygame.init()
    surf = pygame.Surface((10, 10), pygame.SRCALPHA)
    surf.fill((255, 0, 0, 255))
    return surf


def frames(motion: Motion, seconds: float, dt: float = 1 / 60) -> None:
    for _ in range(round(seconds / dt)):
        motion.update(dt)


def test_easing_curves_start_at_zero_end_at_one_and_ease_slows_both_ends():
    for ease in (ease_in_out, ease_out_back):
        assert ease(0.0) == pytest.approx(0.0) and ease(1.0) == pytest.approx(1.0)
    assert ease_in_out(0.1) < 0.1 and ease_in_out(0.9) > 0.9 and ease_in_out(0.5) == pytest.approx(0.5)
    assert max(ease_out_back(t / 100) for t in range(101)) > 1.0  # it overshoots, then settles


def test_a_flight_arcs_above_its_line_and_lands_once(sprite):
    landed = []
    motion = Motion(on_land=landed.append)
    flight = motion.fly((0.0, 100.0), (200.0, 100.0), sprite, seconds=0.5, hop=40, key=("token", 1))
    assert flight is not None and motion.busy and motion.in_air(("token", 1)) == 1
    frames(motion, 0.25)
    x, y = flight.pos
    assert 80 < x < 120 and y == pytest.approx(100 - 40, abs=2)  # halfway, at the top of the arc
    frames(motion, 0.3)
    assert landed == [flight] and not motion.busy and motion.in_air(("token", 1)) == 0


def test_a_delayed_flight_waits_before_it_moves_and_hides_unless_told(sprite):
    screen = pygame.Surface((300, 200))
    motion = Motion()
    hidden = motion.fly((20.0, 20.0), (200.0, 150.0), sprite, seconds=0.4, delay=0.2)
    frames(motion, 0.1)
    assert hidden is not None and hidden.t == 0
    screen.fill((0, 0, 0))
    motion.draw(screen)
    assert screen.get_at((20, 20))[:3] == (0, 0, 0)
    hidden.waits_visible = True
    motion.draw(screen)
    assert screen.get_at((20, 20))[:3] == (255, 0, 0)
    frames(motion, 0.2)
    assert hidden.t > 0


def test_speed_scales_the_time_and_zero_skips_flights(sprite):
    fast = Motion(speed=2.0)
    flight = fast.fly((0.0, 0.0), (10.0, 0.0), sprite, seconds=1.0)
    assert flight is not None and flight.duration == pytest.approx(0.5)
    off = Motion(speed=0.0)
    assert off.fly((0.0, 0.0), (10.0, 0.0), sprite, seconds=1.0) is None and not off.busy
    assert Motion().fly((5.0, 5.0), (5.0, 5.0), sprite, seconds=1.0) is None  # goes nowhere


def test_replace_keeps_one_flight_per_key_and_finish_lands_all_silently(sprite):
    landed = []
    motion = Motion(on_land=landed.append)
    motion.fly((0.0, 0.0), (50.0, 0.0), sprite, seconds=1.0, key=("miniature", 0))
    motion.fly((50.0, 0.0), (90.0, 0.0), sprite, seconds=1.0, key=("miniature", 0), replace=True)
    motion.fly((0.0, 0.0), (90.0, 0.0), sprite, seconds=1.0, key=("token", 0))
    assert motion.in_air(("miniature", 0)) == 1 and motion.carrying() == {("miniature", 0), ("token", 0)}
    motion.slider("marks").track([0, 0])
    motion.slider("marks").track([3, 0])
    motion.finish()
    assert not motion.busy and landed == [] and motion.slider("marks").shown == [3.0, 0.0]


def test_a_shadow_is_drawn_under_a_flying_piece(sprite):
    screen = pygame.Surface((300, 200))
    screen.fill((200, 200, 200))
    motion = Motion()
    motion.fly((50.0, 100.0), (250.0, 100.0), sprite, seconds=1.0, hop=60,
              shadow=Shadow((30, 10), alpha=200, offset=(0.0, 0.0), ground=True))
    frames(motion, 0.5)
    motion.draw(screen)
    assert screen.get_at((150, 100))[0] < 100  # the shadow stays on the ground line while the piece flies


def test_a_slider_jumps_to_a_new_set_and_glides_to_a_change():
    slider = Slider(rate=6.0)
    slider.track([2, 5])
    assert slider.shown == [2.0, 5.0]
    slider.track([4, 5])
    slider.update(1 / 60)
    assert 2.0 < slider.shown[0] < 4.0
    for _ in range(120):
        slider.update(1 / 60)
    assert slider.shown == [4.0, 5.0]
    slider.track([1, 1, 1])
    assert slider.shown == [1.0, 1.0, 1.0]
    slider.track([9, 9, 9], speed=0)
    assert slider.shown == [9.0, 9.0, 9.0]


def test_motion_is_moving_while_a_piece_flies_or_a_marker_slides_and_still_after(sprite):
    """What the window's resting rate reads: moving until the last flight lands and the last marker
    reaches its place."""
    motion = Motion()
    assert not motion.moving
    motion.slider("track").track([3])            # a new set jumps there: nothing moves
    assert not motion.moving
    motion.slider("track").track([6])            # a change glides
    assert motion.moving
    frames(motion, 3.0)
    assert not motion.moving and motion.slider("track").shown == [6.0]
    motion.fly((0, 0), (100, 0), sprite, 0.5, delay=0.2)
    assert motion.moving                         # waiting to take off counts
    frames(motion, 0.6)
    assert motion.moving
    frames(motion, 0.2)
    assert not motion.moving
