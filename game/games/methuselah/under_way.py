"""The action under way: a card played by a minion (paid, to the ash heap, drawn for) and what it
gives at the level played, the action's own card and its cost, and the action's end."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action, Pass
from game.core.events import Event
from game.core.flow import PHASE_DONE
from game.core.seats import seat_ref

from .actions import Play
from .board import (
    can_block,
    can_pay,
    find,
    name_of,
    play_level,
)
from .content import load
from .counters import (
    check_ousts,
    lose_blood,
    lose_pool,
    play_from_hand,
    refill,
)
from .pieces import VAMPIRE, Minion

if TYPE_CHECKING:
    from .state import MethuselahState

_C = load()
PASS = Pass()
ONCE_EDITION = 3  # from which a seat plays a given modifier or reaction card once an action (issue 46)
ONCE_TYPES = ("modifier", "reaction")


def _once(state: MethuselahState) -> bool:
    return state.rules_edition >= ONCE_EDITION


_OF_TYPE = {kind: frozenset(i + shift for i, c in enumerate(_C.cards) if c.type == kind
                           for shift in (0, -len(_C.cards))) for kind in {c.type for c in _C.cards}}
"""The cards of each type by index (and by the negative index that names the same card)."""


def cards_with(state: MethuselahState, seat: int, m: Minion, ctype: str, op: str) -> list[int]:
    """The cards of `ctype` with `op` in the hand (each once, in order) `m` may play now: only the
    hand's cards of that type are looked at (tests/games/methuselah/test_engine_shortcuts.py)."""
    out: list[int] = []
    of_type = _OF_TYPE.get(ctype)
    candidates = of_type.intersection(state.hand[seat]) if of_type is not None else ()
    if not candidates:
        return out
    spent = state.a_once if ctype in ONCE_TYPES and _once(state) else ()
    for card in sorted(candidates):
        c = _C.cards[card]
        if seat * 1000 + card in spent:   # a copy of it is already played in this action
            continue
        if op in c.basic and play_level(m, c) and can_pay(state, seat, m, c):
            out.append(card)
    return out


def play_card(state: MethuselahState, seat: int, m: Minion, card: int, events: list[Event]) -> int:
    """Play a modifier, reaction or combat card: pay it, ash it, draw; returns its level."""
    c = _C.cards[card]
    play_from_hand(state, seat, card)
    lose_pool(state, seat, c.cost_pool)
    lose_blood(state, m, c.cost_blood)
    state.ash[seat].append(card)
    if c.type in ONCE_TYPES and _once(state):
        state.a_once.append(seat * 1000 + card)
    refill(state, seat)
    lvl = play_level(m, c)
    events.append(Event("play", f"{name_of(m)} ({seat_ref(seat)}) plays {c.name}", seat,
                        {"card": card, "uid": m.uid}))
    return lvl


def offers(state: MethuselahState, seat: int, uid: int, ctype: str, op: str) -> list[Action]:
    """Pass, or play a card of `ctype` with `op` by minion `uid` of `seat`."""
    m = find(state, uid)
    assert m is not None
    return [PASS, *(Play(c, uid) for c in cards_with(state, seat, m, ctype, op))]


def played(state: MethuselahState, seat: int, action: Play, op: str, events: list[Event]) -> int:
    """Play the card of `action` and return its `op` at the level played."""
    m = find(state, action.uid)
    assert m is not None
    lvl = play_card(state, seat, m, action.card, events)
    return _C.cards[action.card].ops(lvl)[op]


def card_ops(state: MethuselahState) -> dict[str, int]:
    return _C.cards[state.a_card].ops(state.a_level) if state.a_card >= 0 else {}


def pay_card(state: MethuselahState, m: Minion) -> None:
    if state.a_card >= 0:
        c = _C.cards[state.a_card]
        lose_pool(state, state.turn, min(c.cost_pool, state.pool[state.turn] - 1))
        lose_blood(state, m, c.cost_blood)


def finish_action(state: MethuselahState, events: list[Event]) -> None:
    """The action is over: its card to the ash heap, back to picking a minion."""
    seat = state.turn
    if state.a_card >= 0 and state.a_card in state.played[seat]:
        state.played[seat].remove(state.a_card)
        state.ash[seat].append(state.a_card)
    state.a_uid = state.a_card = state.a_tuid = state.a_target = state.b_uid = -1
    state.a_kind = ""
    state.a_once = []
    state.blockers = []
    state.b_pos = 0
    state.win = None
    check_ousts(state, events)
    if state.over or not state.alive[seat]:
        state.step = PHASE_DONE
        return
    state.actor = seat
    state.step = "minion"


def reactors(state: MethuselahState, seat: int, op: str) -> list[Play]:
    """The reaction cards with `op` the ready, unlocked vampires of `seat` may play (each by each)."""
    out: list[Play] = []
    for m in state.mins:
        if m.controller == seat and can_block(m) and m.kind == VAMPIRE:
            out += [Play(c, m.uid) for c in cards_with(state, seat, m, "reaction", op)]
    return out
