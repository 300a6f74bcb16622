"""The action goes through (unblocked): its effect (a hunt, equipment, a retainer, an ally, leaving
or rescuing from torpor, a rush into combat, a boon) or, for a bleed, the acting seat's bleed
modifiers and the target's reactions, then the bleed itself (which takes the Edge)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action, Pass
from game.core.events import Event
from game.core.seats import seat_ref

from .actions import Play
from .board import (
    LEAVE_COST,
    bleed_base,
    capacity,
    event_sum,
    find,
    name_of,
)
from .combat import start_combat
from .content import load
from .counters import (
    add_blood,
    burn_minion,
    gain_pool,
    gained,
    lose_blood,
    lose_pool,
)
from .pieces import ALLY, Gear, Minion
from .referendum import open_referendum
from .seeking import start_seek
from .under_way import card_ops, finish_action, offers, pay_card, played, reactors

if TYPE_CHECKING:
    from .state import MethuselahState

_C = load()
PASS = Pass()


def unblocked(state: MethuselahState, events: list[Event]) -> None:
    seat = state.turn
    m = find(state, state.a_uid)
    if m is None:
        finish_action(state, events)
        return
    kind = state.a_kind
    ops = card_ops(state)
    if kind == "bleed":
        state.actor = seat
        state.step = "bleed_mod"
        return
    if kind == "political":
        open_referendum(state, events)
        return
    pay_card(state, m)
    if kind == "hunt":
        got = add_blood(state, m, ops.get("blood", 1) + event_sum(state, "hunt_all"))
        events.append(Event("hunt", f"Hunting: {gained(m, got)}", seat, {"uid": m.uid, "blood": got}))
    elif kind in ("equip", "employ"):
        card = state.a_card
        state.played[seat].remove(card)
        life = _C.cards[card].basic.get("life", 0)
        state.bank -= life
        state.gear.append(Gear(m.uid, card, life))
        state.a_card = -1
        events.append(Event(kind, f"{name_of(m)} takes {_C.cards[card].name}", seat, {"uid": m.uid, "card": card}))
    elif kind == "recruit":
        card = state.a_card
        state.played[seat].remove(card)
        life = _C.cards[card].basic["life"]
        state.bank -= life
        uid = state.next_uid
        state.next_uid += 1
        state.mins.append(Minion(uid, seat, ALLY, card, life))
        state.a_card = -1
        events.append(Event("recruit", f"{seat_ref(seat)} recruits {_C.cards[card].name}", seat, {"uid": uid}))
    elif kind == "leave":
        lose_blood(state, m, LEAVE_COST)
        m.torpor = False
        events.append(Event("leave", f"{name_of(m)} leaves torpor", seat, {"uid": m.uid}))
    elif kind == "rescue":
        t = find(state, state.a_tuid)
        lose_blood(state, m, LEAVE_COST)
        if t is not None:
            t.torpor = False
            events.append(Event("rescue", f"{name_of(m)} rescues {name_of(t)} from torpor", seat, {"uid": t.uid}))
    elif kind == "finish":
        t = find(state, state.a_tuid)
        if t is not None and t.torpor:
            _finish(state, m, t, events)
    elif kind == "rush":
        t = find(state, state.a_tuid)
        if t is not None and not t.torpor:
            start_combat(state, m.uid, t.uid, "rush", events)
            return
    elif kind == "boon":
        gain_pool(state, seat, ops.get("pool", 0))
        if ops.get("blood"):
            got = add_blood(state, m, ops["blood"])
            events.append(Event("blood", gained(m, got), seat, {"uid": m.uid, "blood": got}))
        if ops.get("blood_to_pool"):
            moved = min(ops["blood_to_pool"], m.blood)
            lose_blood(state, m, moved)
            gain_pool(state, seat, moved)
            events.append(Event("sell", f"{name_of(m)} moves {moved} blood to {seat_ref(seat)}'s pool", seat))
        if ops.get("edge"):
            state.edge = seat
            events.append(Event("edge", f"{seat_ref(seat)} takes the Edge", seat))
        if ops.get("unlock_self"):
            m.locked = False
        if ops.get("pool"):
            events.append(Event("pool", f"{seat_ref(seat)} gains {ops['pool']} pool", seat))
        if ops.get("seek") and start_seek(state, seat, ops["seek"], "action"):
            return
    finish_action(state, events)


def _finish(state: MethuselahState, m: Minion, t: Minion, events: list[Event]) -> None:
    """A vampire in torpor finished: the finisher drinks its blood (up to its own capacity, the rest
    drains to the bank) and the victim is burned, with all it carries."""
    drunk = min(t.blood, capacity(m) - m.blood)
    lose_blood(state, t, drunk)
    add_blood(state, m, drunk)
    events.append(Event("finish", f"{name_of(m)} finishes {name_of(t)} ({seat_ref(t.controller)}) "
                        f"and drinks {drunk} blood", state.turn, {"uid": m.uid, "victim": t.uid, "blood": drunk}))
    burn_minion(state, t, events)


# -- the bleed -----------------------------------------------------------------------------
def bleed_mod_legal(state: MethuselahState) -> list[Action]:
    return offers(state, state.turn, state.a_uid, "modifier", "bleed")


def bleed_mod_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    if isinstance(action, Play):
        state.a_bleed += played(state, state.turn, action, "bleed", events)
        return
    target = state.a_target
    if state.alive[target]:
        state.actor = target
        state.step = "bleed_react"
    else:
        _bleed(state, events)


def bleed_react_legal(state: MethuselahState) -> list[Action]:
    return [PASS, *reactors(state, state.actor, "reduce_bleed")]


def bleed_react_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    if isinstance(action, Play):
        state.a_reduce += played(state, state.actor, action, "reduce_bleed", events)
        return
    _bleed(state, events)


def bleed_amount(state: MethuselahState) -> int:
    """The bleed under way: the minion's bleed, its card, modifiers and events, less reductions."""
    m = find(state, state.a_uid)
    if m is None:
        return 0
    amount = bleed_base(state, m) + card_ops(state).get("bleed", 0) + state.a_bleed \
        + event_sum(state, "bleed_all") - state.a_reduce
    return max(0, amount)


def _bleed(state: MethuselahState, events: list[Event]) -> None:
    seat = state.turn
    m = find(state, state.a_uid)
    assert m is not None
    pay_card(state, m)
    target = state.a_target
    amount = bleed_amount(state)
    lost = lose_pool(state, target, amount) if state.alive[target] else 0
    events.append(Event("bleed", f"{name_of(m)} bleeds {seat_ref(target)} for {lost}", seat,
                        {"uid": m.uid, "target": target, "amount": lost}))
    if amount > 0 and state.edge != seat:
        state.edge = seat
        events.append(Event("edge", f"{seat_ref(seat)} takes the Edge", seat))
    finish_action(state, events)
