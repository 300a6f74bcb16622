"""The coach's view of the Nocturne table (``game.ui.coach``): what a decision is called in tutorial.toml,
when the guided stretch is over, and the places a click may mean something (whatever the table drew as
clickable this frame: its hits)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.ui.kit.points import rect_points


def phase(view: Any) -> str:
    """The engine's step waiting: the setup's placements, plan, place, upkeep, dusk…"""
    return "over" if view.is_over else str(view.step or view.phase)


def done(view: Any, days: int) -> bool:
    """The guided stretch (the setup and `days` days) is over once the next day begins."""
    return view.phase != "setup" and view.day > days


def clicks(table_view: Any) -> Iterator[tuple[int, int]]:
    yield from rect_points(dict(table_view.gestures.hits))
