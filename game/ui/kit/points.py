"""The points a table's click code looks at: the middle of every rect it drew, and four points inside it
(what a table's ``spots.clicks`` gives the coach, which tries them in turn)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame

Point = tuple[int, int]


def rect_points(*places: Any) -> Iterator[Point]:
    """The middle of every rect in `places` (rects, or dicts, lists and dataclasses of them), then four
    points inside it (a smaller thing may lie over its middle), for a table's ``spots.clicks``: the places
    its click code looks at."""
    for place in places:
        if isinstance(place, pygame.Rect):
            if place.width and place.height:
                yield place.center
                for fx, fy in ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)):
                    yield (place.left + round(place.width * fx), place.top + round(place.height * fy))
        elif isinstance(place, dict):
            yield from rect_points(*place.values())
        elif isinstance(place, (list, tuple)):
            yield from rect_points(*place)
        elif hasattr(place, "__dataclass_fields__"):
            yield from rect_points(*(getattr(place, name) for name in place.__dataclass_fields__))
