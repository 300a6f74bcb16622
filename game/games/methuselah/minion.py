"""The minion phase: the seat whose turn it is picks a ready minion, the action it takes (with a card
or not) and its target; the action is then declared, with its stealth, and the block window opens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action, Pass
from game.core.events import Event
from game.core.flow import PHASE_DONE
from game.core.seats import seat_ref

from .actions import Act, Pick, Target, who_of
from .blocks import ask_blocker
from .board import (
    LEAVE_COST,
    blocking_seats,
    can_pay,
    find,
    name_of,
    play_level,
    stealth_of,
)
from .content import load
from .counters import (
    play_from_hand,
    refill,
)
from .pieces import VAMPIRE, Minion

if TYPE_CHECKING:
    from .state import MethuselahState

_C = load()
PASS = Pass()
KIND_OF_TYPE = {"equipment": "equip", "retainer": "employ", "ally": "recruit", "political": "political"}


def begin(state: MethuselahState, events: list[Event]) -> None:
    state.actor = state.turn
    state.step = "minion"


# -- pick a minion -------------------------------------------------------------------------
def _must_hunt(m: Minion) -> bool:
    return m.kind == VAMPIRE and not m.torpor and not m.locked and m.blood == 0


def _may_act(m: Minion) -> bool:
    if m.locked:
        return False
    if m.torpor:
        return m.kind == VAMPIRE and m.blood >= LEAVE_COST
    return True


_PICKS: dict[tuple[int, int], Action] = {}
"""Each Pick made once, by (uid, who) (forgotten past _PICKS_LIMIT)."""
_PICKS_LIMIT = 4096


def _pick(uid: int, who: int) -> Action:
    if len(_PICKS) >= _PICKS_LIMIT:
        _PICKS.clear()
    made = _PICKS[uid, who] = Pick(uid, who)
    return made


def minion_legal(state: MethuselahState) -> list[Action]:
    """Pick each of the seat's minions that may act (_may_act), in order; pass first unless an empty
    ready vampire must hunt (_must_hunt).  Both read inline, in one pass (test_engine_shortcuts.py)."""
    seat = state.turn
    out: list[Action] = []
    must_hunt = False
    picks = _PICKS
    for m in state.mins:
        if m.controller != seat:
            continue
        vampire = m.kind == VAMPIRE
        if m.locked:
            continue            # neither acts nor must hunt
        if m.torpor:
            if not (vampire and m.blood >= LEAVE_COST):
                continue
        elif vampire and m.blood == 0:
            must_hunt = True
        who = m.card if vampire else 1000 + m.card    # who_of
        out.append(picks.get((m.uid, who)) or _pick(m.uid, who))
    if not must_hunt:   # an empty ready vampire must hunt first
        out.insert(0, PASS)
    return out


def minion_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    if isinstance(action, Pick):
        state.a_uid = action.uid
        state.step = "action"
        return
    state.step = PHASE_DONE


# -- pick the action -----------------------------------------------------------------------
def _rush_targets(state: MethuselahState, seat: int) -> list[Minion]:
    return [m for m in state.mins if m.controller != seat and not m.torpor]


def _torpid(state: MethuselahState, seat: int) -> list[Minion]:
    return [m for m in state.mins if m.controller == seat and m.torpor]


FINISH_EDITION = 3  # from which a ready vampire may finish another Methuselah's vampire in torpor (issue 46)


def _finish_targets(state: MethuselahState, seat: int) -> list[Minion]:
    """The vampires in torpor of the other Methuselahs (edition 3 on; none before)."""
    if state.rules_edition < FINISH_EDITION:
        return []
    return [m for m in state.mins if m.controller != seat and m.torpor and m.kind == VAMPIRE]


def card_actions(state: MethuselahState, m: Minion) -> list[int]:
    """The cards of the hand `m` may take an action with."""
    seat = m.controller
    out = []
    vampire = m.kind == VAMPIRE
    for card in sorted(set(state.hand[seat])):
        c = _C.cards[card]
        if c.type == "action":
            if not play_level(m, c) or not can_pay(state, seat, m, c):
                continue
            if c.act == "hunt" and not vampire:
                continue
            if c.act == "rush" and not _rush_targets(state, seat):
                continue
            if "blood_to_pool" in c.basic and (not vampire or not m.blood):
                continue
            if _must_hunt(m) and c.act != "hunt":
                continue
            out.append(card)
        elif c.type in KIND_OF_TYPE and vampire and not _must_hunt(m) \
                and can_pay(state, seat, m, c) and play_level(m, c):
            out.append(card)
    return out


def action_legal(state: MethuselahState) -> list[Action]:
    m = find(state, state.a_uid)
    assert m is not None
    if m.torpor:
        return [Act("leave")]
    cards = [Act("card", c) for c in card_actions(state, m)]
    if _must_hunt(m):
        return [Act("hunt"), *cards]
    out: list[Action] = [Act("bleed")]
    if m.kind == VAMPIRE:
        out.append(Act("hunt"))
        if m.blood >= LEAVE_COST and _torpid(state, m.controller):
            out.append(Act("rescue"))
        if _finish_targets(state, m.controller):
            out.append(Act("finish"))
    return out + cards


def action_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Act)
    seat = state.turn
    m = find(state, state.a_uid)
    assert m is not None
    m.locked = True
    state.a_card, state.a_level = -1, 1
    if action.card >= 0:
        c = _C.cards[action.card]
        play_from_hand(state, seat, action.card)
        state.played[seat].append(action.card)
        refill(state, seat)
        state.a_card = action.card
        state.a_level = play_level(m, c)
        state.a_kind = c.act if c.type == "action" else KIND_OF_TYPE[c.type]
    else:
        state.a_kind = action.what
    if state.a_kind in ("rush", "rescue", "finish"):
        state.step = "target"
        return
    _declare(state, events)


def target_legal(state: MethuselahState) -> list[Action]:
    if state.a_kind == "rush":
        return [Target(m.uid, who_of(m)) for m in _rush_targets(state, state.turn)]
    if state.a_kind == "finish":
        return [Target(m.uid, who_of(m)) for m in _finish_targets(state, state.turn)]
    return [Target(m.uid, who_of(m)) for m in _torpid(state, state.turn)]


def target_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Target)
    state.a_tuid = action.uid
    _declare(state, events)


_PLAIN_WORDS = {"hunt": "hunts", "leave": "tries to leave torpor", "equip": "equips", "employ": "employs",
                "recruit": "recruits", "political": "calls a referendum", "boon": "acts"}


def _action_words(state: MethuselahState) -> str:
    """What the acting minion does, in the log's words (only its own kind's words are made)."""
    kind = state.a_kind
    plain = _PLAIN_WORDS.get(kind)
    if plain is not None:
        return plain
    if kind == "bleed":
        return f"bleeds {seat_ref(state.a_target)}"
    t = find(state, state.a_tuid)
    if kind == "rush":
        return f"goes after {name_of(t) if t else 'a minion'}"
    if kind == "rescue":
        return f"tries to rescue {name_of(t) if t else 'a vampire'} from torpor"
    if kind == "finish":
        return f"goes to finish {name_of(t) if t else 'a vampire'} in torpor"
    raise KeyError(kind)


def _declare(state: MethuselahState, events: list[Event]) -> None:
    seat = state.turn
    m = find(state, state.a_uid)
    assert m is not None
    card = _C.cards[state.a_card] if state.a_card >= 0 else None
    if state.a_kind == "bleed":
        state.a_target = state.prey(seat)
    elif state.a_kind in ("rush", "finish"):
        t = find(state, state.a_tuid)
        assert t is not None
        state.a_target = t.controller
    else:
        state.a_target = -1
    state.a_stealth = stealth_of(state, m, state.a_kind, card, state.a_level)
    state.a_bleed = state.a_reduce = 0
    state.blockers = blocking_seats(state, seat, state.a_kind, state.a_target)
    state.b_pos = 0
    words = _action_words(state)
    if card is not None:
        words += f" with {card.name}"
    events.append(Event("action", f"{name_of(m)} ({seat_ref(seat)}) {words}, stealth {state.a_stealth}", seat,
                        {"uid": m.uid, "kind": state.a_kind, "target": state.a_target}))
    ask_blocker(state, events)
