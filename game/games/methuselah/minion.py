"""The minion phase: pick a minion, pick its action (and a target), the block window (stealth
against intercept, modifiers and reactions in turn while they change the outcome), then the
action's effect: a bleed (with its modifiers and the target's reactions), a hunt, equipment,
a retainer, an ally, a referendum, leaving or rescuing from torpor, a rush into combat."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action, Pass
from game.core.events import Event
from game.core.flow import PHASE_DONE
from game.core.seats import clockwise_from, seat_ref
from game.core.windows import Window, open_window, window_next, window_seat

from .actions import Act, Block, Cast, Pick, Play, Target, who_of
from .board import (
    LEAVE_COST,
    bleed_base,
    blocking_seats,
    can_block,
    can_pay,
    event_sum,
    find,
    intercept_of,
    name_of,
    play_level,
    stealth_of,
    title_votes,
)
from .content import load
from .engine import (
    add_blood,
    check_ousts,
    gain_pool,
    gained,
    lose_blood,
    lose_pool,
    play_from_hand,
    refill,
    start_seek,
)
from .pieces import ALLY, VAMPIRE, Gear, Minion

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


def minion_legal(state: MethuselahState) -> list[Action]:
    seat = state.turn
    mine = [m for m in state.mins if m.controller == seat]
    out: list[Action] = [Pick(m.uid, who_of(m)) for m in mine if _may_act(m)]
    if not any(_must_hunt(m) for m in mine):   # an empty ready vampire must hunt first
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
    if state.a_kind in ("rush", "rescue"):
        state.step = "target"
        return
    _declare(state, events)


def target_legal(state: MethuselahState) -> list[Action]:
    if state.a_kind == "rush":
        return [Target(m.uid, who_of(m)) for m in _rush_targets(state, state.turn)]
    return [Target(m.uid, who_of(m)) for m in _torpid(state, state.turn)]


def target_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Target)
    state.a_tuid = action.uid
    _declare(state, events)


def _declare(state: MethuselahState, events: list[Event]) -> None:
    seat = state.turn
    m = find(state, state.a_uid)
    assert m is not None
    card = _C.cards[state.a_card] if state.a_card >= 0 else None
    if state.a_kind == "bleed":
        state.a_target = state.prey(seat)
    elif state.a_kind == "rush":
        t = find(state, state.a_tuid)
        assert t is not None
        state.a_target = t.controller
    else:
        state.a_target = -1
    state.a_stealth = stealth_of(state, m, state.a_kind, card, state.a_level)
    state.a_bleed = state.a_reduce = 0
    state.blockers = blocking_seats(state, seat, state.a_kind, state.a_target)
    state.b_pos = 0
    t = find(state, state.a_tuid)
    words = {"bleed": f"bleeds {seat_ref(state.a_target)}", "hunt": "hunts",
             "rush": f"goes after {name_of(t) if t else 'a minion'}", "leave": "tries to leave torpor",
             "rescue": f"tries to rescue {name_of(t) if t else 'a vampire'} from torpor",
             "equip": "equips", "employ": "employs", "recruit": "recruits", "political": "calls a referendum",
             "boon": "acts"}[state.a_kind]
    if card is not None:
        words += f" with {card.name}"
    events.append(Event("action", f"{name_of(m)} ({seat_ref(seat)}) {words}, stealth {state.a_stealth}", seat,
                        {"uid": m.uid, "kind": state.a_kind, "target": state.a_target}))
    _ask_blocker(state, events)


# -- blocks --------------------------------------------------------------------------------
def _blockers_of(state: MethuselahState, seat: int) -> list[Minion]:
    return [m for m in state.mins if m.controller == seat and can_block(m) and m.uid != state.a_uid]


def _ask_blocker(state: MethuselahState, events: list[Event]) -> None:
    while state.b_pos < len(state.blockers):
        s = state.blockers[state.b_pos]
        if state.alive[s] and _blockers_of(state, s):
            state.actor = s
            state.b_uid = -1
            state.step = "block"
            return
        state.b_pos += 1
    _unblocked(state, events)


def block_legal(state: MethuselahState) -> list[Action]:
    return [PASS, *(Block(m.uid, who_of(m)) for m in _blockers_of(state, state.actor))]


def block_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    if not isinstance(action, Block):
        state.b_pos += 1
        _ask_blocker(state, events)
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


def _cards_with(state: MethuselahState, seat: int, m: Minion, ctype: str, op: str) -> list[int]:
    out = []
    for card in sorted(set(state.hand[seat])):
        c = _C.cards[card]
        if c.type == ctype and op in c.basic and play_level(m, c) and can_pay(state, seat, m, c):
            out.append(card)
    return out


def _play(state: MethuselahState, seat: int, m: Minion, card: int, events: list[Event]) -> int:
    """Play a modifier, reaction or combat card: pay it, ash it, draw; returns its level."""
    c = _C.cards[card]
    play_from_hand(state, seat, card)
    lose_pool(state, seat, c.cost_pool)
    lose_blood(state, m, c.cost_blood)
    state.ash[seat].append(card)
    refill(state, seat)
    lvl = play_level(m, c)
    events.append(Event("play", f"{name_of(m)} ({seat_ref(seat)}) plays {c.name}", seat,
                        {"card": card, "uid": m.uid}))
    return lvl


def _offers(state: MethuselahState, seat: int, uid: int, ctype: str, op: str) -> list[Action]:
    """Pass, or play a card of `ctype` with `op` by minion `uid` of `seat`."""
    m = find(state, uid)
    assert m is not None
    return [PASS, *(Play(c, uid) for c in _cards_with(state, seat, m, ctype, op))]


def _played(state: MethuselahState, seat: int, action: Play, op: str, events: list[Event]) -> int:
    """Play the card of `action` and return its `op` at the level played."""
    m = find(state, action.uid)
    assert m is not None
    lvl = _play(state, seat, m, action.card, events)
    return _C.cards[action.card].ops(lvl)[op]


def stealth_legal(state: MethuselahState) -> list[Action]:
    return _offers(state, state.turn, state.a_uid, "modifier", "stealth")


def stealth_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    if isinstance(action, Play):
        state.a_stealth += _played(state, state.turn, action, "stealth", events)
        _contest(state)
        return
    # the block succeeds
    b = find(state, state.b_uid)
    assert b is not None
    b.locked = True
    events.append(Event("blocked", f"{name_of(b)} ({seat_ref(b.controller)}) blocks", b.controller, {"uid": b.uid}))
    from .combat import start_combat
    start_combat(state, state.a_uid, state.b_uid, "blocked", events)


def intercept_legal(state: MethuselahState) -> list[Action]:
    return _offers(state, state.actor, state.b_uid, "reaction", "intercept")


def intercept_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    if isinstance(action, Play):
        state.b_int += _played(state, state.actor, action, "intercept", events)
        _contest(state)
        return
    events.append(Event("block_fails", "The block fails", state.actor))
    state.b_pos += 1
    state.b_uid = -1
    _ask_blocker(state, events)


# -- the action succeeds --------------------------------------------------------------------
def _card_ops(state: MethuselahState) -> dict[str, int]:
    return _C.cards[state.a_card].ops(state.a_level) if state.a_card >= 0 else {}


def _pay_card(state: MethuselahState, m: Minion) -> None:
    if state.a_card >= 0:
        c = _C.cards[state.a_card]
        lose_pool(state, state.turn, min(c.cost_pool, state.pool[state.turn] - 1))
        lose_blood(state, m, c.cost_blood)


def _unblocked(state: MethuselahState, events: list[Event]) -> None:
    seat = state.turn
    m = find(state, state.a_uid)
    if m is None:
        finish_action(state, events)
        return
    kind = state.a_kind
    ops = _card_ops(state)
    if kind == "bleed":
        state.actor = seat
        state.step = "bleed_mod"
        return
    if kind == "political":
        _open_referendum(state, events)
        return
    _pay_card(state, m)
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
    elif kind == "rush":
        t = find(state, state.a_tuid)
        if t is not None and not t.torpor:
            from .combat import start_combat
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


def finish_action(state: MethuselahState, events: list[Event]) -> None:
    """The action is over: its card to the ash heap, back to picking a minion."""
    seat = state.turn
    if state.a_card >= 0 and state.a_card in state.played[seat]:
        state.played[seat].remove(state.a_card)
        state.ash[seat].append(state.a_card)
    state.a_uid = state.a_card = state.a_tuid = state.a_target = state.b_uid = -1
    state.a_kind = ""
    state.blockers = []
    state.b_pos = 0
    state.win = None
    check_ousts(state, events)
    if state.over or not state.alive[seat]:
        state.step = PHASE_DONE
        return
    state.actor = seat
    state.step = "minion"


# -- the bleed -----------------------------------------------------------------------------
def bleed_mod_legal(state: MethuselahState) -> list[Action]:
    return _offers(state, state.turn, state.a_uid, "modifier", "bleed")


def bleed_mod_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    if isinstance(action, Play):
        state.a_bleed += _played(state, state.turn, action, "bleed", events)
        return
    target = state.a_target
    if state.alive[target]:
        state.actor = target
        state.step = "bleed_react"
    else:
        _bleed(state, events)


def _reactors(state: MethuselahState, seat: int, op: str) -> list[Action]:
    out: list[Action] = []
    for m in state.mins:
        if m.controller == seat and can_block(m) and m.kind == VAMPIRE:
            out += [Play(c, m.uid) for c in _cards_with(state, seat, m, "reaction", op)]
    return out


def bleed_react_legal(state: MethuselahState) -> list[Action]:
    return [PASS, *_reactors(state, state.actor, "reduce_bleed")]


def bleed_react_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    if isinstance(action, Play):
        state.a_reduce += _played(state, state.actor, action, "reduce_bleed", events)
        return
    _bleed(state, events)


def bleed_amount(state: MethuselahState) -> int:
    """The bleed under way: the minion's bleed, its card, modifiers and events, less reductions."""
    m = find(state, state.a_uid)
    if m is None:
        return 0
    amount = bleed_base(state, m) + _card_ops(state).get("bleed", 0) + state.a_bleed \
        + event_sum(state, "bleed_all") - state.a_reduce
    return max(0, amount)


def _bleed(state: MethuselahState, events: list[Event]) -> None:
    seat = state.turn
    m = find(state, state.a_uid)
    assert m is not None
    _pay_card(state, m)
    target = state.a_target
    amount = bleed_amount(state)
    lost = lose_pool(state, target, amount) if state.alive[target] else 0
    events.append(Event("bleed", f"{name_of(m)} bleeds {seat_ref(target)} for {lost}", seat,
                        {"uid": m.uid, "target": target, "amount": lost}))
    if amount > 0 and state.edge != seat:
        state.edge = seat
        events.append(Event("edge", f"{seat_ref(seat)} takes the Edge", seat))
    finish_action(state, events)


# -- the referendum ------------------------------------------------------------------------
def _open_referendum(state: MethuselahState, events: list[Event]) -> None:
    seat = state.turn
    state.votes = [0, 1]          # the political action itself gives the acting vampire 1 vote for
    state.cast = [-1] * state.players
    state.seat_votes = [0] * state.players
    state.seat_votes[seat] = 1
    state.win = Window()
    order = [s for s in clockwise_from(seat, state.players) if state.alive[s]]
    open_window(state.win, order)
    state.actor = window_seat(state.win)
    state.step = "vote"
    events.append(Event("referendum", f"A referendum on {_C.cards[state.a_card].name}", seat))


def vote_legal(state: MethuselahState) -> list[Action]:
    seat = state.actor
    out: list[Action] = [PASS]
    sides = [state.cast[seat]] if state.cast[seat] >= 0 else [1, 0]
    if state.cast[seat] < 0 and title_votes(state, seat) > 0:
        out += [Cast(1), Cast(0)]
    if seat == state.turn:
        m = find(state, state.a_uid)
        if m is not None:
            out += [Play(c, m.uid, s) for c in _cards_with(state, seat, m, "modifier", "votes") for s in sides]
    else:
        out += [Play(p.card, p.uid, s) for p in _reactors(state, seat, "votes") for s in sides]  # type: ignore[attr-defined]
    return out


def vote_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    seat = state.actor
    assert state.win is not None
    acted = not isinstance(action, Pass)
    if isinstance(action, Cast | Play):
        side = action.side
        if state.cast[seat] < 0:
            state.cast[seat] = side
            titles = title_votes(state, seat)
            state.votes[side] += titles
            state.seat_votes[seat] += titles
        if isinstance(action, Play):
            more = _played(state, seat, action, "votes", events)
            state.votes[side] += more
            state.seat_votes[seat] += more
        events.append(Event("vote", f"{seat_ref(seat)} votes {'for' if side else 'against'}: "
                                    f"{state.votes[1]} for, {state.votes[0]} against", seat))
    if window_next(state.win, acted):
        _tally(state, events)
    else:
        state.actor = window_seat(state.win)


def _tally(state: MethuselahState, events: list[Event]) -> None:
    seat = state.turn
    m = find(state, state.a_uid)
    yes, no = state.votes[1], state.votes[0]
    passed = yes > no                     # ties fail
    card = _C.cards[state.a_card]
    events.append(Event("tally", f"{card.name} {'passes' if passed else 'fails'}, {yes} to {no}", seat,
                        {"passed": passed}))
    if passed:
        ops = card.basic
        if m is not None:
            _pay_card(state, m)
        gain_pool(state, seat, ops.get("pool", 0))
        if ops.get("prey_burn"):
            lose_pool(state, state.prey(seat), ops["prey_burn"])
        if ops.get("others_burn"):
            for s in range(state.players):
                if s != seat and state.alive[s]:
                    lose_pool(state, s, ops["others_burn"])
        if ops.get("all_burn"):
            for s in range(state.players):
                if state.alive[s]:
                    lose_pool(state, s, ops["all_burn"])
        if ops.get("edge"):
            state.edge = seat
        if ops.get("blood") and m is not None:
            add_blood(state, m, ops["blood"])
    finish_action(state, events)

