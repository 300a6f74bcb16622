"""The turn's phases outside the minion phase: setup, unlock (the Edge, a withdrawal announced),
master (a master card and its vampire), influence (transfers, a vampire brought out) and discard."""

from __future__ import annotations

from collections.abc import Callable, Iterator
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
    Target,
    Transfer,
    Withdraw,
    who_of,
)
from .board import can_pay, event_sum, find, seat_lists
from .content import load
from .counters import (
    add_blood,
    check_ousts,
    end_game,
    gain_pool,
    gained,
    lose_pool,
    play_from_hand,
    refill,
    withdraw_check,
)
from .deckgen import ANY, drawn_deck
from .pieces import VAMPIRE, Minion
from .seeking import finish_master, start_seek

if TYPE_CHECKING:
    from .state import MethuselahState

_C = load()
R = _C.rules
PASS = Pass()
DECK_KEYS = tuple(d.key for d in _C.decks)


# -- setup ---------------------------------------------------------------------------------
def setup_begin(state: MethuselahState, events: list[Event]) -> None:
    rng = state.rng
    assert rng is not None
    n = state.players
    state.bank = R["bank"]
    for p in range(n):
        choice = state.options.get(f"deck{p + 1}", "random")
        if choice == ANY:   # a random legal deck, drawn from the seed and kept as the seat's own (deckgen.py)
            choice = state.options[f"deck{p + 1}"] = drawn_deck(state.seed or 0, p)
        if isinstance(choice, dict):          # the seat's own deck (decklist.py), checked at new_game
            state.decks[p] = -1
        else:
            state.decks[p] = DECK_KEYS.index(choice) if choice in DECK_KEYS else rng.below(len(DECK_KEYS))
        crypt, library = seat_lists(state, p)
        state.library[p] = decks.shuffled(library, rng)
        state.crypt[p] = decks.shuffled(crypt, rng)
        gain_pool(state, p, R["start_pool"])
        for _ in range(R["start_uncontrolled"]):
            state.unc[p].append(state.crypt[p].pop())
            state.unc_blood[p].append(0)
        refill(state, p)   # who plays which deck is said by the state's opening_events (the first lines of the log)
    state.turn = 0
    state.step = PHASE_DONE


def following(name: str) -> Callable[[MethuselahState], str]:
    """A phase's next phase: `name`, or the next turn's unlock once the seat whose turn it is is gone."""
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
        nxt, alive = prev, state.alive
        for i in range(1, n + 1):    # the next seat still in the game (a plain loop: no generator)
            if alive[(prev + i) % n]:
                nxt = (prev + i) % n
                break
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
    if state.withdraw[seat]:
        withdraw_check(state, seat, events)
    if state.over or not state.alive[seat]:
        state.step = PHASE_DONE
        return
    for m in state.mins:
        if m.controller == seat:
            m.locked = False
    burn = event_sum(state, "unlock_burn_all") if any(state.events_in) else 0
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


def playable_masters(state: MethuselahState, seat: int, cards: list[int]) -> Iterator[int]:
    """The master cards among `cards` (sorted, each once) `seat` may play now, in order."""
    ready: bool | None = None
    for card in cards:
        c = _C.cards[card]
        if c.type != "master" or not can_pay(state, seat, None, c):
            continue
        if "blood" in c.basic:
            if ready is None:
                ready = bool(_ready_vampires(state, seat))
            if not ready:
                continue
        yield card


_MASTER_CARDS = frozenset(i + shift for i, c in enumerate(_C.cards) if c.type == "master"
                          for shift in (0, -len(_C.cards)))
"""The master cards by index (and by the negative index that names the same card)."""
_PLAY_MASTER: dict[int, Action] = {}


def master_legal(state: MethuselahState) -> list[Action]:
    """Pass, or play a master card of the hand (each once, in order) the seat may play now: only the
    hand's master cards are looked at, each PlayMaster made once (test_engine_shortcuts.py)."""
    seat = state.turn
    masters = _MASTER_CARDS.intersection(state.hand[seat])
    if not masters:
        return [PASS]
    made = _PLAY_MASTER
    return [PASS, *[made.get(card) or made.setdefault(card, PlayMaster(card))
                    for card in playable_masters(state, seat, sorted(masters))]]


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


# -- influence -----------------------------------------------------------------------------
def influence_begin(state: MethuselahState, events: list[Event]) -> None:
    base = state.turn_no if state.turn_no <= 3 else R["transfers"]
    state.transfers = base + state.bonus_transfers
    state.actor = state.turn
    state.step = "influence"


_CAPACITY = tuple(v.capacity for v in _C.vampires)
CRYPT_DRAW = CryptDraw()
_SLOT_MOVES: dict[int, tuple[tuple[Action, ...], ...]] = {}
"""A face-down slot's moves, made once each and shared (frozen values): by ``vampire * SLOTS + slot``
(the vampire may be HIDDEN, -1, in a view), eight tuples indexed by which of them the list offers
(1 bring it out, 2 give a pool, 4 take a blood back); forgotten past _SLOT_MOVES_LIMIT."""
SLOTS = 1 << 16
_SLOT_MOVES_LIMIT = 1 << 14


def _slot_moves(slot: int, v: int) -> tuple[tuple[Action, ...], ...]:
    bring, give, take = BringOut(slot, v), Transfer(slot, 1, v), Transfer(slot, -1, v)
    if len(_SLOT_MOVES) >= _SLOT_MOVES_LIMIT:
        _SLOT_MOVES.clear()
    made = _SLOT_MOVES[v * SLOTS + slot] = (
        (), (bring,), (give,), (bring, give), (take,), (bring, take), (give, take), (bring, give, take))
    return made


def influence_legal(state: MethuselahState) -> list[Action]:
    """Pass; for each face-down vampire in turn, bring it out (its blood at its capacity), move 1 pool
    onto it (a transfer left, and 2 pool), take 1 blood back (two transfers left, a blood on it); a
    crypt draw for four transfers and 2 pool.  Each slot's moves come from _SLOT_MOVES in one piece
    (tests/games/methuselah/test_engine_shortcuts.py compares it with the plain list)."""
    seat = state.turn
    t, pool = state.transfers, state.pool[seat]
    unc, blood = state.unc[seat], state.unc_blood[seat]
    if len(unc) != len(blood):
        raise ValueError(f"seat {seat}: {len(unc)} face-down vampires but {len(blood)} blood counts")
    out: list[Action] = [PASS]
    give = 2 if t >= 1 and pool >= 2 else 0
    take = 4 if t >= 2 else 0
    known, capacity = _SLOT_MOVES, _CAPACITY
    slot = 0
    for v in unc:      # one index, no zip or enumerate: their tuples cost more than the rest
        b = blood[slot]
        moves = known.get(v * SLOTS + slot) or _slot_moves(slot, v)
        out += moves[(b >= capacity[v]) + give + (take if b >= 1 else 0)]
        slot += 1  # noqa: SIM113  (enumerate makes a tuple a slot: measured dearer)
    if t >= 4 and pool >= 2 and state.crypt[seat]:
        out.append(CRYPT_DRAW)
    return out


_TRANSFER_WORDS: dict[tuple[int, bool, int], tuple[str, str, frozenset[int]]] = {}
"""A transfer's words (what its seat reads, what the others read, who sees it), made once each."""


def _transfer_words(seat: int, onto: bool, vampire: int) -> tuple[str, str, frozenset[int]]:
    where = "onto" if onto else "back from"
    what = "moves 1 pool" if onto else "takes 1 blood"
    words = _TRANSFER_WORDS[seat, onto, vampire] = (
        f"{seat_ref(seat)} {what} {where} {_C.vampires[vampire].name}",
        f"{seat_ref(seat)} {what} {where} an uncontrolled vampire", frozenset({seat}))
    return words


def influence_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    seat = state.turn
    if isinstance(action, Transfer):
        slot, amount = action.slot, action.amount
        onto = amount > 0
        if onto:   # 1 pool onto the vampire: lose_pool(seat, 1), then that pool from the bank
            state.transfers -= 1
            pool = state.pool
            if pool[seat] > 0:
                pool[seat] -= 1
                if state.withdraw[seat]:
                    state.broken[seat] = True
            else:
                state.bank -= 1
            state.unc_blood[seat][slot] += 1
        else:
            state.transfers -= 2
            state.unc_blood[seat][slot] -= 1
            state.pool[seat] += 1
        key = (seat, onto, state.unc[seat][slot])
        words = _TRANSFER_WORDS.get(key) or _transfer_words(*key)
        events.append(Event("transfer", words[0], seat, {"slot": slot, "amount": amount}, words[2], words[1]))
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


_DISCARD_MOVES: dict[int, tuple[Action, Action | None]] = {}
"""A card's discard, and its PlayEvent for an event card, made once each (by card: a bounded set)."""


def _discard_moves(card: int) -> tuple[Action, Action | None]:
    made = _DISCARD_MOVES[card] = (Discard(card), PlayEvent(card) if _C.cards[card].type == "event" else None)
    return made


def discard_legal(state: MethuselahState) -> list[Action]:
    """Pass; for each card of the hand (each once, in order) discard it, and put an event card in play
    unless it already is (the events in play read only for an event card; test_engine_shortcuts.py)."""
    seat = state.turn
    out: list[Action] = [PASS]
    live: set[int] | None = None
    known = _DISCARD_MOVES
    for card in sorted(set(state.hand[seat])):
        discard, event = known.get(card) or _discard_moves(card)
        out.append(discard)
        if event is not None:
            if live is None:
                live = _events_in_play(state)
            if card not in live:
                out.append(event)
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
