"""Rng.shuffle works out a longer list's draws together, a 128-bit lane per draw in one big integer
(game.core.rng, `_lanes`).  The reference below is the shuffle before that shortcut, one next64
after another: for every length up to past the lanes' limit, from many seeded states (and the
states next to the mask's wrap), both must leave the same order and the same generator state."""

from __future__ import annotations

from typing import Any

from game.core import Rng
from game.core.rng import _FEW, _LANES, _LANES_MAX, _MASK

LENGTHS = [*range(70), 100, 127, 128, 129, 135, 151, 300, _LANES_MAX - 1, _LANES_MAX, _LANES_MAX + 1]


def plain_shuffle(rng: Rng, items: list[Any]) -> None:
    """The shuffle as it was: Fisher-Yates from the back, a next64 per place."""
    for i in range(len(items) - 1, 0, -1):
        j = rng.next64() % (i + 1)
        items[i], items[j] = items[j], items[i]


def _states(count: int) -> list[int]:
    seeds = Rng(2024)
    return [_MASK, _MASK - 1, 0, (1 << 63) - 1, *(seeds.next64() for _ in range(count))]


def test_the_lanes_shuffle_as_one_draw_after_another() -> None:
    checked = 0
    for n in LENGTHS:
        for state in _states(12 if n < 200 else 3):
            fast, plain = Rng(), Rng()
            fast.state = plain.state = state
            items = [f"card {k}" for k in range(n)]
            mine, theirs = list(items), list(items)
            fast.shuffle(mine)
            plain_shuffle(plain, theirs)
            assert mine == theirs, (n, state)
            assert fast.state == plain.state, (n, state)
            assert fast.next64() == plain.next64()
            checked += n >= _FEW
    assert checked > 500 and len(_LANES) > 60


def test_one_generator_over_many_shuffles_and_draws() -> None:
    """A state's own generator between shuffles of lengths the games meet, draws in between."""
    fast, plain = Rng(7), Rng(7)
    deck = list(range(100))
    mine, theirs = list(deck), list(deck)
    for round_ in range(40):
        n = (3, 6, 12, 60, 100, 135)[round_ % 6]
        mine, theirs = mine[:n] + list(range(n - len(mine[:n]))), theirs[:n] + list(range(n - len(theirs[:n])))
        fast.shuffle(mine)
        plain_shuffle(plain, theirs)
        assert mine == theirs
        assert fast.below(n) == plain.below(n)
    assert fast.state == plain.state
