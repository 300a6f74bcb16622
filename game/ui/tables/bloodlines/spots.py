"""The coach's view of the Bloodlines table (``game.ui.coach``): what a decision is called in
tutorial.toml, when the guided stretch is over, and the places a click may mean something (the places the
table drew, ``game.ui.kit.table.Drawn.places``: every vampire, the queue, the schemes, the boards' places)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.ui.kit.table import place_points
from game.ui.tables.bloodlines.read import BloodlinesState


def phase(view: BloodlinesState) -> str:
    """The engine's step waiting: clan, turn, ankh, leader, boon_from, sire, boon_to, modattr, roam…"""
    return "over" if view.is_over else str(view.step)


def done(view: BloodlinesState, rounds: int) -> bool:
    """The guided stretch (the clans and `rounds` rounds) is over once the next round begins, or once the
    game is over: a stretch of every round ends on the final scoring."""
    return view.is_over or view.round > rounds


def clicks(table_view: Any) -> Iterator[tuple[int, int]]:
    """The places the table drew this frame (the rects its gestures read), each its middle and four points
    inside it."""
    yield from place_points(table_view.drawn.places)
