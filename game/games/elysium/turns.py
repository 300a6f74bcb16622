"""Whose turn it is within a phase: this turn's order, from the Regent."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import ElysiumState

Eligible = Callable[["ElysiumState", int], bool]
PHASE_DONE = "phase_done"


def first_seat(state: ElysiumState, eligible: Eligible) -> bool:
    """Hand the phase to the first eligible seat in order; False (phase done) if none."""
    state.pos = -1
    return next_seat(state, eligible)


def next_seat(state: ElysiumState, eligible: Eligible) -> bool:
    """Hand the phase to the next eligible seat; False once everyone has had a turn."""
    while True:
        state.pos += 1
        if state.pos >= len(state.order):
            state.step = PHASE_DONE
            return False
        seat = state.order[state.pos]
        if eligible(state, seat):
            state.actor = seat
            return True


def clockwise_from(state: ElysiumState, seat: int) -> list[int]:
    """Every seat, starting with `seat` and going clockwise."""
    return [(seat + i) % state.players for i in range(state.players)]
