"""The coach's view of the Methuselah table (``game.ui.coach``): what a decision is called in
tutorial.toml, when the guided stretch is over, and the places a click may mean something (the places the
table drew, ``game.ui.kit.table.Drawn.places``: the same rects its gestures read)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.ui.kit.table import place_points
from game.ui.tables.methuselah.read import MethuselahState


def phase(view: MethuselahState) -> str:
    """The engine's step waiting: influence, discard, master, minion, bleed, block, combat, vote…"""
    return "over" if view.is_over else str(view.step or view.phase)


def done(view: MethuselahState, rounds: int) -> bool:
    """The guided stretch (`rounds` rounds of turns around the table) is over once the next round begins."""
    return view.round > rounds


def clicks(table_view: Any) -> Iterator[tuple[int, int]]:
    """The places the table drew this decision (the same ones its gestures read), each its middle and
    four points inside it."""
    yield from place_points(table_view.gestures.hits)
