"""The counters and cards moving: pool, blood, the bank, ousting, withdrawal, drawing; and the
turn's phases outside the minion phase (setup, unlock, master, influence, discard)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import decks
from game.core.actions import Action, Pass
from game.core.events import Event
from game.core.flow import PHASE_DONE
from game.core.seats import seat_ref

from .actions import (
    BringOut,
    CryptDraw,
    Discard,
    EdgePool,
    PlayEvent,
    PlayMaster,
    Seek,
    Target,
    Transfer,
    Withdraw,
    who_of,
)
from .board import (
    can_pay,
    capacity,
    event_sum,
    find,
    name_of,
)
from .content import load
from .pieces import VAMPIRE, Minion

if TYPE_CHECKING:
    from .state import MethuselahState

_C = load()
R = _C.rules
PASS = Pass()
DECK_KEYS = tuple(d.key for d in _C.decks)


# -- counters ------------------------------------------------------------------------------
def gain_pool(state: MethuselahState, seat: int, n: int) -> None:
    if n > 0 and state.alive[seat]:
        state.pool[seat] += n
        state.bank -= n


def lose_pool(state: MethuselahState, seat: int, n: int) -> int:
    """`seat` loses (burns, spends, is bled for) up to `n` pool into the bank; returns how much."""
    n = min(n, state.pool[seat])
    if n > 0:
        state.pool[seat] -= n
        state.bank += n
        if state.withdraw[seat]:
            state.broken[seat] = True
    return n


def add_blood(state: MethuselahState, m: Minion, n: int) -> int:
    """Blood from the bank onto a vampire, up to its capacity (the excess drains off)."""
    n = max(0, min(n, capacity(m) - m.blood)) if m.kind == VAMPIRE else 0
    m.blood += n
    state.bank -= n
    return n


def lose_blood(state: MethuselahState, m: Minion, n: int) -> int:
    n = min(n, m.blood)
    if n > 0:
        m.blood -= n
        state.bank += n
        if state.withdraw[m.controller]:
            state.broken[m.controller] = True
    return n


def burn_minion(state: MethuselahState, m: Minion, events: list[Event]) -> None:
    """A minion burned: to its owner's ash heap with everything it carries; counters to the bank."""
    owner = m.controller
    for g in [g for g in state.gear if g.holder == m.uid]:
        state.gear.remove(g)
        state.bank += g.life
        state.ash[owner].append(g.card)
    state.mins.remove(m)
    state.bank += m.blood
    if m.blood and state.withdraw[owner]:
        state.broken[owner] = True
    if m.kind == VAMPIRE:
        state.ash_crypt[owner].append(m.card)
    else:
        state.ash[owner].append(m.card)
    events.append(Event("burn", f"{name_of(m)} ({seat_ref(owner)}) is burned", owner, {"uid": m.uid}))


def gained(m: Minion, got: int) -> str:
    """The words of blood gained ('gains 2 blood', or why nothing)."""
    return f"{name_of(m)} gains {got} blood" if got else f"{name_of(m)} gains no blood (already at capacity)"


def refill(state: MethuselahState, seat: int) -> None:
    """Draw back up to the hand size (as far as the library lasts)."""
    hand, lib = state.hand[seat], state.library[seat]
    while len(hand) < R["hand_size"] and lib:
        hand.append(lib.pop())


def play_from_hand(state: MethuselahState, seat: int, card: int) -> None:
    state.hand[seat].remove(card)


# -- ousting, withdrawing, the end ---------------------------------------------------------
def remove_seat(state: MethuselahState, seat: int) -> None:
    """`seat` leaves the game: every card it controls is removed (its counters to the bank)."""
    state.alive[seat] = False
    out = state.out[seat]
    for m in [m for m in state.mins if m.controller == seat]:
        for g in [g for g in state.gear if g.holder == m.uid]:
            state.gear.remove(g)
            state.bank += g.life
            out.append(1000 + g.card)
        state.mins.remove(m)
        state.bank += m.blood
        out.append(m.card if m.kind == VAMPIRE else 1000 + m.card)
    for v, b in zip(state.unc[seat], state.unc_blood[seat], strict=True):
        out.append(v)
        state.bank += b
    state.unc[seat] = []
    state.unc_blood[seat] = []
    for pile in (state.locations, state.events_in, state.played):
        out += [1000 + c for c in pile[seat]]
        pile[seat] = []
    state.bank += state.pool[seat]
    state.pool[seat] = 0
    if state.edge == seat:
        state.edge = -1


def check_ousts(state: MethuselahState, events: list[Event]) -> list[int]:
    """Oust every Methuselah at 0 pool at this moment: her predator gains 1 VP and 6 pool (the VP
    only when ousted at the same moment); the next to the left becomes the new prey."""
    gone = [s for s in range(state.players) if state.alive[s] and state.pool[s] <= 0]
    if not gone:
        return gone
    for s in gone:
        pred = state.predator(s)
        if pred == s:
            continue
        state.vp[pred] += 1
        if pred in gone:
            events.append(Event("vp", f"{seat_ref(pred)} gains 1 victory point for ousting {seat_ref(s)} "
                                      "(ousted at the same moment: no pool)", pred))
        else:
            gain_pool(state, pred, R["oust_pool"])
            events.append(Event("vp", f"{seat_ref(pred)} gains 1 victory point and {R['oust_pool']} pool "
                                      f"for ousting {seat_ref(s)}", pred))
    for s in gone:
        remove_seat(state, s)
        state.ousted[s] = True
        events.append(Event("ousted", f"{seat_ref(s)} is ousted", s, {"seat": s}))
    _last_standing(state, events)
    return gone


def _last_standing(state: MethuselahState, events: list[Event]) -> None:
    left = [s for s in range(state.players) if state.alive[s]]
    if len(left) == 1:
        state.vp[left[0]] += 1
        events.append(Event("vp", f"{seat_ref(left[0])} is the last one standing: +1 victory point", left[0]))
    if len(left) <= 1:
        end_game(state, "last", events)


def end_game(state: MethuselahState, reason: str, events: list[Event]) -> None:
    if state.over:
        return
    state.over = True
    state.end_reason = reason
    state.step = ""
    text = ", ".join(f"{seat_ref(p)} {state.vp[p]} VP" for p in range(state.players))
    why = "The round limit is reached" if reason == "rounds" else "The game is over"
    events.append(Event("game_over", f"{why}: {text}"))


def withdraw_check(state: MethuselahState, seat: int, events: list[Event]) -> None:
    """At the start of the unlock phase after the announcement: withdraw, or fail."""
    if not state.withdraw[seat]:
        return
    if state.broken[seat]:
        state.withdraw[seat] = 0
        state.broken[seat] = False
        events.append(Event("withdraw_fails", f"{seat_ref(seat)} fails to withdraw", seat))
        return
    state.vp[seat] += 1
    state.withdrawn[seat] = True
    remove_seat(state, seat)
    events.append(Event("withdrawn", f"{seat_ref(seat)} withdraws from the game: +1 victory point", seat))
    _last_standing(state, events)


# -- setup ---------------------------------------------------------------------------------
def setup_begin(state: MethuselahState, events: list[Event]) -> None:
    rng = state.rng
    assert rng is not None
    n = state.players
    state.bank = R["bank"]
    for p in range(n):
        choice = state.options.get(f"deck{p + 1}", "random")
        state.decks[p] = DECK_KEYS.index(choice) if choice in DECK_KEYS else rng.below(len(DECK_KEYS))
        deck = _C.decks[state.decks[p]]
        state.library[p] = decks.shuffled(deck.library, rng)
        state.crypt[p] = decks.shuffled(deck.crypt, rng)
        gain_pool(state, p, R["start_pool"])
        for _ in range(R["start_uncontrolled"]):
            state.unc[p].append(state.crypt[p].pop())
            state.unc_blood[p].append(0)
        refill(state, p)
        events.append(Event("deck", f"{seat_ref(p)} plays the starter deck '{deck.name}'", p))
    state.turn = 0
    state.step = PHASE_DONE


def following(name: str):  # type: ignore[no-untyped-def]
    def follow(state: MethuselahState) -> str:
        if not state.alive[state.turn]:
            return "unlock"
        return name
    return follow


# -- unlock --------------------------------------------------------------------------------
def unlock_begin(state: MethuselahState, events: list[Event]) -> None:
    n = state.players
    if state.turn_no == 0:
        state.turn, state.round = 0, 1
    else:
        prev = state.turn
        nxt = next(((prev + i) % n for i in range(1, n + 1) if state.alive[(prev + i) % n]), prev)
        if nxt <= prev:
            state.round += 1
            if state.round > state.rounds_limit:
                state.round = state.rounds_limit
                end_game(state, "rounds", events)
                return
        state.turn = nxt
    state.turn_no += 1
    state.bonus_transfers = 0
    seat = state.turn
    state.actor = seat
    events.append(Event("turn", f"Round {state.round}: {seat_ref(seat)}'s turn", seat, {"seat": seat}))
    withdraw_check(state, seat, events)
    if state.over or not state.alive[seat]:
        state.step = PHASE_DONE
        return
    for m in state.mins:
        if m.controller == seat:
            m.locked = False
    burn = event_sum(state, "unlock_burn_all")
    if burn:
        lose_pool(state, seat, burn)
        events.append(Event("strife", f"{seat_ref(seat)} burns {burn} pool (an event in play)", seat))
        check_ousts(state, events)
        if state.over or not state.alive[seat]:
            state.step = PHASE_DONE
            return
    for loc in state.locations[seat]:
        gain_pool(state, seat, _C.cards[loc].basic.get("haven", 0))
    state.step = "edge"
    if state.edge != seat:
        _unlock_after_edge(state)


def _unlock_after_edge(state: MethuselahState) -> None:
    seat = state.turn
    may_withdraw = not state.library[seat] and len(state.hand[seat]) < R["hand_size"] \
        and not state.withdraw[seat]
    state.step = "withdraw" if may_withdraw else PHASE_DONE


def edge_legal(state: MethuselahState) -> list[Action]:
    return [EdgePool(), PASS]


def edge_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    if isinstance(action, EdgePool):
        gain_pool(state, state.turn, 1)
        events.append(Event("edge_pool", f"{seat_ref(state.turn)} gains 1 pool from the Edge", state.turn))
    _unlock_after_edge(state)


def withdraw_legal(state: MethuselahState) -> list[Action]:
    return [Withdraw(), PASS]


def withdraw_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    if isinstance(action, Withdraw):
        state.withdraw[state.turn] = 1
        state.broken[state.turn] = False
        events.append(Event("withdraw", f"{seat_ref(state.turn)} announces a withdrawal", state.turn))
    state.step = PHASE_DONE


# -- master --------------------------------------------------------------------------------
def master_begin(state: MethuselahState, events: list[Event]) -> None:
    state.actor = state.turn
    state.step = "master"


def _ready_vampires(state: MethuselahState, seat: int) -> list[Minion]:
    return [m for m in state.mins if m.controller == seat and m.kind == VAMPIRE and not m.torpor]


def master_legal(state: MethuselahState) -> list[Action]:
    seat = state.turn
    out: list[Action] = [PASS]
    for card in sorted(set(state.hand[seat])):
        c = _C.cards[card]
        if c.type != "master" or not can_pay(state, seat, None, c):
            continue
        if "blood" in c.basic and not _ready_vampires(state, seat):
            continue
        out.append(PlayMaster(card))
    return out


def master_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    if not isinstance(action, PlayMaster):
        state.step = PHASE_DONE
        return
    seat = state.turn
    c = _C.cards[action.card]
    play_from_hand(state, seat, action.card)
    state.played[seat].append(action.card)
    lose_pool(state, seat, c.cost_pool)
    state.m_card = action.card
    events.append(Event("master", f"{seat_ref(seat)} plays {c.name}", seat, {"card": action.card}))
    if "blood" in c.basic:
        state.step = "master_target"
        return
    _resolve_master(state, -1, events)


def master_target_legal(state: MethuselahState) -> list[Action]:
    return [Target(m.uid, who_of(m)) for m in _ready_vampires(state, state.turn)]


def master_target_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Target)
    _resolve_master(state, action.uid, events)


def _resolve_master(state: MethuselahState, target: int, events: list[Event]) -> None:
    seat = state.turn
    card = state.m_card
    ops = _C.cards[card].basic
    gain_pool(state, seat, ops.get("pool", 0))
    if target >= 0:
        m = find(state, target)
        assert m is not None
        got = add_blood(state, m, ops.get("blood", 0))
        events.append(Event("blood", gained(m, got), seat, {"uid": target, "blood": got}))
    state.bonus_transfers += ops.get("transfers", 0)
    if ops.get("edge"):
        state.edge = seat
        events.append(Event("edge", f"{seat_ref(seat)} takes the Edge", seat))
    if ops.get("prey_burn"):
        prey = state.prey(seat)
        lost = lose_pool(state, prey, ops["prey_burn"])
        events.append(Event("burn_pool", f"{seat_ref(prey)} burns {lost} pool", prey))
    state.played[seat].remove(card)
    if ops.get("haven"):
        state.locations[seat].append(card)
    else:
        state.ash[seat].append(card)
    state.m_card = -1
    check_ousts(state, events)
    if state.over or not state.alive[seat]:
        state.step = PHASE_DONE
        return
    if ops.get("seek") and start_seek(state, seat, ops["seek"], "master"):
        return
    finish_master(state)


def finish_master(state: MethuselahState) -> None:
    refill(state, state.turn)
    state.step = PHASE_DONE


# -- seeking: look at the top cards, take one (secret) ------------------------------------
def start_seek(state: MethuselahState, seat: int, n: int, back: str) -> bool:
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
        from .minion import finish_action
        finish_action(state, events)


# -- influence -----------------------------------------------------------------------------
def influence_begin(state: MethuselahState, events: list[Event]) -> None:
    base = state.turn_no if state.turn_no <= 3 else R["transfers"]
    state.transfers = base + state.bonus_transfers
    state.actor = state.turn
    state.step = "influence"


def influence_legal(state: MethuselahState) -> list[Action]:
    seat = state.turn
    t, pool = state.transfers, state.pool[seat]
    out: list[Action] = [PASS]
    for slot, (v, b) in enumerate(zip(state.unc[seat], state.unc_blood[seat], strict=True)):
        if b >= _C.vampires[v].capacity:
            out.append(BringOut(slot, v))
        if t >= 1 and pool >= 2:
            out.append(Transfer(slot, 1, v))
        if t >= 2 and b >= 1:
            out.append(Transfer(slot, -1, v))
    if t >= 4 and pool >= 2 and state.crypt[seat]:
        out.append(CryptDraw())
    return out


def influence_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    seat = state.turn
    if isinstance(action, Transfer):
        if action.amount > 0:
            state.transfers -= 1
            lose_pool(state, seat, 1)
            state.bank -= 1
            state.unc_blood[seat][action.slot] += 1
        else:
            state.transfers -= 2
            state.unc_blood[seat][action.slot] -= 1
            state.pool[seat] += 1
        name = _C.vampires[state.unc[seat][action.slot]].name
        where = f"{'onto' if action.amount > 0 else 'back from'}"
        what = "moves 1 pool" if action.amount > 0 else "takes 1 blood"
        events.append(Event("transfer", f"{seat_ref(seat)} {what} {where} {name}", seat,
                            {"slot": action.slot, "amount": action.amount}, visible_to=frozenset({seat}),
                            public_text=f"{seat_ref(seat)} {what} {where} an uncontrolled vampire"))
    elif isinstance(action, CryptDraw):
        state.transfers -= 4
        lose_pool(state, seat, 1)
        state.unc[seat].append(state.crypt[seat].pop())
        state.unc_blood[seat].append(0)
        events.append(Event("crypt_draw", f"{seat_ref(seat)} burns 1 pool and moves a vampire from "
                                          "the crypt to the uncontrolled region", seat))
    elif isinstance(action, BringOut):
        v = state.unc[seat].pop(action.slot)
        b = state.unc_blood[seat].pop(action.slot)
        cap = _C.vampires[v].capacity
        state.bank += b - cap
        uid = state.next_uid
        state.next_uid += 1
        state.mins.append(Minion(uid, seat, VAMPIRE, v, cap))
        events.append(Event("influenced", f"{seat_ref(seat)} brings {_C.vampires[v].name} "
                                          f"(capacity {cap}) into the ready region", seat,
                            {"uid": uid, "slot": action.slot}))
    else:
        state.step = PHASE_DONE


# -- discard -------------------------------------------------------------------------------
def discard_begin(state: MethuselahState, events: list[Event]) -> None:
    state.actor = state.turn
    state.step = "discard"


def _events_in_play(state: MethuselahState) -> set[int]:
    return {e for seat in state.events_in for e in seat}


def discard_legal(state: MethuselahState) -> list[Action]:
    seat = state.turn
    out: list[Action] = [PASS]
    live = _events_in_play(state)
    for card in sorted(set(state.hand[seat])):
        out.append(Discard(card))
        if _C.cards[card].type == "event" and card not in live:
            out.append(PlayEvent(card))
    return out


def discard_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    seat = state.turn
    if isinstance(action, Discard):
        play_from_hand(state, seat, action.card)
        state.ash[seat].append(action.card)
        refill(state, seat)
        events.append(Event("discard", f"{seat_ref(seat)} discards {_C.cards[action.card].name}", seat))
    elif isinstance(action, PlayEvent):
        play_from_hand(state, seat, action.card)
        state.events_in[seat].append(action.card)
        refill(state, seat)
        events.append(Event("event", f"{seat_ref(seat)} puts {_C.cards[action.card].name} in play", seat))
    state.step = PHASE_DONE

