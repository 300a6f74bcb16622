"""The counters and cards moving: pool and blood to and from the bank, a minion burned, drawing up,
and a Methuselah leaving the game (ousted, or withdrawn) and the game's end."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.events import Event
from game.core.seats import seat_ref

from .board import capacity, name_of
from .content import load
from .pieces import VAMPIRE, Minion

if TYPE_CHECKING:
    from .state import MethuselahState

_C = load()
R = _C.rules
HAND_SIZE: int = R["hand_size"]


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
    while len(hand) < HAND_SIZE and lib:
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
    alive, pool = state.alive, state.pool
    for s in range(state.players):   # usually nobody: a plain loop, no list made
        if alive[s] and pool[s] <= 0:
            break
    else:
        return []
    gone = [s for s in range(state.players) if alive[s] and pool[s] <= 0]
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
