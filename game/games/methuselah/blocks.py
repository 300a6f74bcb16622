"""The block window of an action: each seat that may block is asked in turn (a directed action's
target; an undirected one's prey, then predator); a block tried is a contest of the acting minion's
stealth against the blocker's intercept, the side losing it playing cards while they change the
outcome.  A block that stands locks the blocker and begins a combat; else the action goes through."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action, Pass
from game.core.events import Event
from game.core.seats import seat_ref

from .actions import Block, Play, who_of
from .board import (
    can_block,
    find,
    intercept_of,
    name_of,
)
from .combat import start_combat
from .content import load
from .effects import unblocked
from .pieces import Minion
from .under_way import offers, played

if TYPE_CHECKING:
    from .state import MethuselahState

_C = load()
PASS = Pass()


# -- blocks --------------------------------------------------------------------------------
def _blockers_of(state: MethuselahState, seat: int) -> list[Minion]:
    return [m for m in state.mins if m.controller == seat and can_block(m) and m.uid != state.a_uid]


def ask_blocker(state: MethuselahState, events: list[Event]) -> None:
    while state.b_pos < len(state.blockers):
        s = state.blockers[state.b_pos]
        if state.alive[s] and _blockers_of(state, s):
            state.actor = s
            state.b_uid = -1
            state.step = "block"
            return
        state.b_pos += 1
    unblocked(state, events)


def block_legal(state: MethuselahState) -> list[Action]:
    return [PASS, *(Block(m.uid, who_of(m)) for m in _blockers_of(state, state.actor))]


def block_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    if not isinstance(action, Block):
        state.b_pos += 1
        ask_blocker(state, events)
        return
    b = find(state, action.uid)
    assert b is not None
    state.b_uid = action.uid
    state.b_int = intercept_of(state, b)
    events.append(Event("block_try", f"{name_of(b)} ({seat_ref(b.controller)}) tries to block, "
                                     f"intercept {state.b_int} against stealth {state.a_stealth}",
                        b.controller, {"uid": b.uid}))
    _contest(state)


def _contest(state: MethuselahState) -> None:
    """Whoever is losing the contest may play a card: the actor while intercept >= stealth."""
    if state.b_int >= state.a_stealth:
        state.actor = state.turn
        state.step = "stealth"
    else:
        state.actor = state.blockers[state.b_pos]
        state.step = "intercept"


def stealth_legal(state: MethuselahState) -> list[Action]:
    return offers(state, state.turn, state.a_uid, "modifier", "stealth")


def stealth_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    if isinstance(action, Play):
        state.a_stealth += played(state, state.turn, action, "stealth", events)
        _contest(state)
        return
    # the block succeeds
    b = find(state, state.b_uid)
    assert b is not None
    b.locked = True
    events.append(Event("blocked", f"{name_of(b)} ({seat_ref(b.controller)}) blocks", b.controller, {"uid": b.uid}))
    start_combat(state, state.a_uid, state.b_uid, "blocked", events)


def intercept_legal(state: MethuselahState) -> list[Action]:
    return offers(state, state.actor, state.b_uid, "reaction", "intercept")


def intercept_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    if isinstance(action, Play):
        state.b_int += played(state, state.actor, action, "intercept", events)
        _contest(state)
        return
    events.append(Event("block_fails", "The block fails", state.actor))
    state.b_pos += 1
    state.b_uid = -1
    ask_blocker(state, events)
