"""The Duel's coach adapter: the decision's key for tutorial.toml, how far the guided game goes, and the
places a click may mean something (the places the table drew)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .read import DuelState


def phase(view: DuelState) -> str:
    """The key of tutorial.toml's [phases] for the viewer's decision: the engine's step name."""
    return view.step


def done(view: DuelState, stretch: int) -> bool:
    """The guided stretch (in rounds) is over."""
    return view.is_over or view.round > stretch


def clicks(table_view: Any) -> Iterator[tuple[int, int]]:
    """The points of every keyed place the table drew (the same rects the gestures use)."""
    return table_view.drawn.points()
