"""What keeps the window's memory bounded: the picture caches' limits and one sheet per colour.

(The peak numbers themselves are measured by `python -m game bench`, not asserted here.)
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame


def _square(side: int) -> pygame.Surface:
    return pygame.Surface((side, side), pygame.SRCALPHA)


def test_the_cache_keeps_no_more_pixels_than_its_budget_dropping_the_oldest_first() -> None:
    from game.ui.paint import Lru

    one = 100 * 100 * 4
    cache = Lru(limit=50, max_bytes=3 * one)
    for key in range(5):
        cache.get(key, lambda: _square(100))
    assert list(cache.items) == [2, 3, 4] and cache.bytes == 3 * one
    cache.get(2, lambda: _square(100))  # used again: now the newest
    cache.get(5, lambda: _square(100))
    assert list(cache.items) == [4, 2, 5] and cache.bytes == 3 * one
    cache.put(5, _square(200))  # one surface above the budget is still kept, alone
    assert list(cache.items) == [5] and cache.bytes == 200 * 200 * 4
    cache.clear()
    assert cache.bytes == 0 and not cache.items


def test_the_count_limit_still_holds_without_a_byte_budget() -> None:
    from game.ui.paint import Lru

    cache = Lru(limit=2)
    made = []
    for key in "abc":
        cache.get(key, lambda key=key: made.append(key) or _square(4))
    cache.get("c", lambda: made.append("again") or _square(4))
    assert list(cache.items) == ["b", "c"] and made == ["a", "b", "c"]


def test_sheets_of_one_colour_share_one_surface_grown_to_the_largest() -> None:
    from game.ui.kit import sprites

    sprites.clear()
    colour = (12, 34, 56)
    sizes = [(300, 40 + 7 * i) for i in range(30)] + [(500, 20)]
    drawn = [sprites.sheet(size, colour, 200) for size in sizes]
    assert [s.get_size() for s in drawn] == sizes
    kept = [k for k in sprites._cache.items if k[0] == "sheet" and k[1] == colour]
    assert len(kept) == 1
    biggest = sprites._cache.items[kept[0]]
    assert biggest.get_size() == (500, 40 + 7 * 29)
    corner = sprites.sheet((120, 30), colour, 200)
    assert corner.get_at((119, 29)) == pygame.Color(*colour, 200)
    assert corner.get_parent() is biggest
    sprites.clear()


def test_the_cache_report_counts_each_surface_once() -> None:
    from game.ui.memory import _surfaces

    a, b = _square(10), _square(20)
    count, size = _surfaces({"x": a, "y": [a, b], "z": (b,)}, set())
    assert (count, size) == (2, (100 + 400) * 4)


def test_a_big_window_keeps_one_backdrop_and_no_window_sized_source_picture() -> None:
    from game.ui import paint, resources

    pygame.init()
    big = pygame.Surface((2560, 1440))
    small = pygame.Surface((1280, 720))
    paint._backdrops.clear()
    resources._images.clear()
    paint.backdrop(small, "art/title_bg.png")
    paint.backdrop(small, paint.TABLE)
    assert len(paint._backdrops.items) == 2   # small ones: the last few are kept
    paint.backdrop(big, "art/title_bg.png")
    paint.backdrop(big, paint.TABLE)
    assert [key[2] for key in paint._backdrops.items] == [paint.TABLE]   # 14 MB each: only the last
    kept = {name for name, _alpha in resources._images}
    assert "art/title_bg.png" not in kept and "art/vignette.png" not in kept   # scaled and cached, not kept
    assert resources.image_exists("art/title_bg.png") and resources.image_exists("art/vignette.png")
