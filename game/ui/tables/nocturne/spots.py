"""The coach's view of the Nocturne table (``game.ui.coach``): what a decision is called in tutorial.toml,
when the guided stretch is over, and the places a click may mean something (the places the table drew,
``game.ui.kit.table.Drawn.places``: the same rects its gestures read)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.ui.kit.table import place_points
from game.ui.tables.nocturne.read import NocturneState


def phase(view: NocturneState) -> str:
    """The engine's step waiting: the setup's placements, plan, place, upkeep, dusk…"""
    return "over" if view.is_over else str(view.step or view.phase)


def done(view: NocturneState, days: int) -> bool:
    """The guided stretch (the setup and `days` days) is over once the next day begins."""
    return view.phase != "setup" and view.day > days


def clicks(table_view: Any) -> Iterator[tuple[int, int]]:
    """The places the table drew this frame (the same ones its gestures read), each its middle and four
    points inside it."""
    yield from place_points(table_view.gestures.hits)
