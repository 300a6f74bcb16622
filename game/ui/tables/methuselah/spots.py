"""The coach's view of the Methuselah table (``game.ui.coach``): what a decision is called in
tutorial.toml, when the guided stretch is over, and the places a click may mean something (whatever the
table drew as clickable this frame: its hits)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.games.methuselah.state import MethuselahState
from game.ui.coach.pointers import rect_points


def phase(view: MethuselahState) -> str:
    """The engine's step waiting: influence, discard, master, minion, bleed, block, combat, vote…"""
    return "over" if view.is_over else str(view.step or view.phase)


def done(view: MethuselahState, rounds: int) -> bool:
    """The guided stretch (`rounds` rounds of turns around the table) is over once the next round begins."""
    return view.round > rounds


def clicks(table_view: Any) -> Iterator[tuple[int, int]]:
    yield from rect_points(dict(table_view.gestures.hits))
