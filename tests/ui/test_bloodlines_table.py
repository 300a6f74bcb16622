"""The Bloodlines table, offscreen: the pyramid layout, the card faces and tokens, every board; then the
table over real games (every phase at two sizes, recruit drags, lit targets, views only)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import random

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ui.tables.bloodlines import pyramid


# -- the pyramid layout ---------------------------------------------------------------------------------------
def random_bloodline(rng: random.Random, size: int, most: int = 3) -> list[int]:
    """Sires of a bloodline grown by random recruits under any vampire with fewer than `most` childer."""
    sires, kids = [-1], [0]
    for _ in range(size - 1):
        sire = rng.choice([i for i, k in enumerate(kids) if k < most])
        kids[sire] += 1
        sires.append(sire)
        kids.append(0)
    return sires


@settings(max_examples=150, deadline=None)
@given(st.integers(1, 13), st.integers(0, 10_000), st.sampled_from([(300, 150), (480, 220), (230, 330)]))
def test_a_pyramid_puts_every_childe_under_its_sire_and_no_cards_on_top_of_each_other(size, seed, box_size):
    sires = random_bloodline(random.Random(seed), size)
    box = pygame.Rect(20, 30, *box_size)
    fit = pyramid.fit(box, sires, widest=90)
    assert len(fit.rects) == size
    for r in fit.rects:
        assert box.contains(r), (r, box)
    places, _columns, _rows = pyramid.slots(sires)
    for i, sire in enumerate(sires):
        if sire >= 0:
            assert places[i].depth == places[sire].depth + 1
            assert fit.rects[i].top > fit.rects[sire].top            # beneath its sire
    for i, sire in enumerate(sires):                                  # a sire centred over its childer
        kids = [k for k, s in enumerate(sires) if s == i]
        if kids:
            centre = (fit.rects[kids[0]].centerx + fit.rects[kids[-1]].centerx) / 2
            assert abs(fit.rects[i].centerx - centre) <= 2
    for i in range(size):                                             # a row never stacks cards
        for j in range(i + 1, size):
            if places[i].depth == places[j].depth:
                assert not fit.rects[i].colliderect(fit.rects[j]), (i, j)
    if not fit.overlapped:
        for i in range(size):
            for j in range(i + 1, size):
                assert not fit.rects[i].colliderect(fit.rects[j]), (i, j)


def test_ten_vampires_in_a_rivals_box_at_720_stay_a_readable_size():
    box = pygame.Rect(0, 0, 290, 168)   # a rival's pyramid with four seats at 1280x720
    for seed in range(200):
        fit = pyramid.fit(box, random_bloodline(random.Random(seed), 10), widest=70)
        w, h = fit.card
        assert w >= 30 and h >= 24, (seed, fit.card)


def test_a_long_chain_closes_up_but_keeps_each_cards_top_in_sight():
    sires = [-1] + list(range(9))      # every recruit under the last one
    box = pygame.Rect(0, 0, 300, 160)
    fit = pyramid.fit(box, sires, widest=70, strip=0.5)
    assert fit.overlapped
    for upper, lower in zip(fit.rects, fit.rects[1:], strict=False):
        assert lower.top - upper.top >= upper.height * 0.5 - 1


def test_a_broken_link_still_places_every_vampire():
    fit = pyramid.fit(pygame.Rect(0, 0, 300, 200), [-1, 0, 7, 0], widest=60)
    assert len(fit.rects) == 4
