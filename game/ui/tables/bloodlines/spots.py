"""The coach's view of the Bloodlines table (``game.ui.coach``): what a decision is called in
tutorial.toml, when the guided stretch is over, and the places a click may mean something (every vampire,
the queue, the schemes, the boards' places)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.ui.kit.points import rect_points


def phase(view: Any) -> str:
    """The engine's step waiting: clan, turn, ankh, leader, boon_from, sire, boon_to, modattr, roam…"""
    return "over" if view.is_over else str(view.step)


def done(view: Any, rounds: int) -> bool:
    """The guided stretch (the clans and `rounds` rounds) is over once the next round begins."""
    return view.round > rounds


def clicks(table_view: Any) -> Iterator[tuple[int, int]]:
    places = table_view.gestures.places
    yield from rect_points(places.vampires, places.queue, places.schemes, places.board_places)
