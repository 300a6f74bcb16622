"""Seeking: a seat looks at the top cards of its library (a secret to the others), takes one into
its hand and puts the rest at the bottom; then the master phase or the action that sought goes on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.events import Event
from game.core.flow import PHASE_DONE
from game.core.seats import seat_ref

from .actions import Seek
from .content import load
from .counters import refill
from .under_way import finish_action

if TYPE_CHECKING:
    from .state import MethuselahState

_C = load()


def finish_master(state: MethuselahState) -> None:
    """The master card is done: draw back up; the master phase is over."""
    refill(state, state.turn)
    state.step = PHASE_DONE


def start_seek(state: MethuselahState, seat: int, n: int, back: str) -> bool:
    """`seat` looks at the top `n` cards of its library, `back` ("master" or "action") going on after;
    False when the library is empty (nothing to look at)."""
    lib = state.library[seat]
    if not lib:
        return False
    state.seek[seat] = [lib.pop() for _ in range(min(n, len(lib)))]
    state.seek_back = back
    state.actor = seat
    state.step = "seek"
    return True


def seek_legal(state: MethuselahState) -> list[Action]:
    return [Seek(c) for c in sorted(set(state.seek[state.actor]))]


def seek_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Seek)
    seat = state.actor
    looked = state.seek[seat]
    looked.remove(action.card)
    state.hand[seat].append(action.card)
    state.library[seat][:0] = list(reversed(looked))   # the rest to the bottom
    state.seek[seat] = []
    events.append(Event("seek", f"{seat_ref(seat)} takes {_C.cards[action.card].name} into hand", seat,
                        visible_to=frozenset({seat}),
                        public_text=f"{seat_ref(seat)} takes a card into hand"))
    back, state.seek_back = state.seek_back, ""
    if back == "master":
        finish_master(state)
    else:
        finish_action(state, events)
