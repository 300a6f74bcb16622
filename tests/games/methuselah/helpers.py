"""Helpers for Methuselah's tests: a table set up by hand, and the invariants every position keeps."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from game.core.rng import Rng
from game.games.methuselah import INFO
from game.games.methuselah.board import seat_lists
from game.games.methuselah.content import load
from game.games.methuselah.pieces import ALLY, VAMPIRE, Gear, Minion
from game.games.methuselah.state import MethuselahState

C = load()


def card(key: str) -> int:
    return C.card_index[key]


def vamp(key: str) -> int:
    return C.vamp_index[key]


def new(players: int = 3, seed: int = 1, **options) -> MethuselahState:  # type: ignore[no-untyped-def]
    state = INFO.new_game(players, seed=seed, options=options)
    assert isinstance(state, MethuselahState)
    return state


def counters(state: MethuselahState) -> int:
    """Pool, blood and life on everything, and the bank: constant wherever the rules only move them."""
    total = state.bank + sum(state.pool)
    total += sum(m.blood for m in state.mins) + sum(g.life for g in state.gear)
    total += sum(sum(b) for b in state.unc_blood)
    return total


def places(state: MethuselahState, seat: int) -> tuple[Counter, Counter]:
    """Every crypt and library card of `seat`, wherever it is."""
    vamps = Counter(state.crypt[seat] + state.unc[seat] + state.ash_crypt[seat]
                    + [x for x in state.out[seat] if x < 1000]
                    + [m.card for m in state.mins if m.controller == seat and m.kind == VAMPIRE])
    owner = {m.uid: m.controller for m in state.mins}
    cards = Counter(state.library[seat] + state.hand[seat] + state.seek[seat] + state.ash[seat]
                    + state.played[seat] + state.locations[seat] + state.events_in[seat]
                    + [x - 1000 for x in state.out[seat] if x >= 1000]
                    + [g.card for g in state.gear if owner.get(g.holder) == seat]
                    + [m.card for m in state.mins if m.controller == seat and m.kind == ALLY])
    return vamps, cards


def check_invariants(state: MethuselahState, total: int) -> None:
    assert counters(state) == total, "counters were created or lost"
    for p in range(state.players):
        crypt, library = seat_lists(state, p)
        vamps, cards = places(state, p)
        assert vamps == Counter(crypt), f"seat {p}: a crypt card is missing or doubled"
        assert cards == Counter(library), f"seat {p}: a library card is missing or doubled"
        assert state.pool[p] >= 0
        if state.alive[p]:
            assert state.pool[p] > 0
    for m in state.mins:
        assert state.alive[m.controller]
        if m.kind == VAMPIRE:
            assert 0 <= m.blood <= C.vampires[m.card].capacity
        else:
            assert m.blood > 0


# -- a table set by hand ----------------------------------------------------------------------
from game.core.actions import Pass
from game.games.methuselah.flow import FLOW


def bare(players: int = 3, seed: int = 1, **options) -> MethuselahState:  # type: ignore[no-untyped-def]
    """A new game with nothing in play, empty hands and libraries of a harmless master card (so the
    draws after each card played bring nothing into a test's windows)."""
    state = new(players, seed, **options)
    for p in range(players):
        state.hand[p] = []
        state.library[p] = [card("claim_edge")] * 30
    return state


def put(state: MethuselahState, seat: int, key: str, blood: int | None = None, ally: bool = False) -> int:
    """A vampire (or an ally, by card key) ready and unlocked for `seat`; returns its uid."""
    uid = state.next_uid
    state.next_uid += 1
    if ally:
        c = card(key)
        life = C.cards[c].basic["life"] if blood is None else blood
        state.mins.append(Minion(uid, seat, ALLY, c, life))
        state.bank -= life
    else:
        v = vamp(key)
        b = C.vampires[v].capacity if blood is None else blood
        state.mins.append(Minion(uid, seat, VAMPIRE, v, b))
        state.bank -= b
    state._touched()
    return uid


def equip(state: MethuselahState, uid: int, key: str) -> None:
    c = card(key)
    life = C.cards[c].basic.get("life", 0)
    state.gear.append(Gear(uid, c, life))
    state.bank -= life


def give(state: MethuselahState, seat: int, *keys: str) -> None:
    state.hand[seat] = [card(k) for k in keys]
    state._touched()


def start(state: MethuselahState, seat: int, phase: str, turn_no: int = 9) -> list:
    """Begin `phase` of `seat`'s turn (a turn after the first three)."""
    state.turn = seat
    if phase == "unlock":          # the unlock phase begins by passing the turn on: start just before
        state.turn = state.predator(seat)
        if state.turn > seat:
            state.round -= 1
    state.turn_no = turn_no
    state.round = max(state.round, 3)
    if phase == "unlock":
        state.round = 3 if state.turn < seat else 2
        state.turn_no -= 1
    events: list = []
    FLOW.begin(state, phase, events)
    return events


def play(state: MethuselahState, action) -> list:  # type: ignore[no-untyped-def]
    assert action in state.legal_actions(), f"{action} not legal at {state.step}: {state.legal_actions()}"
    return state.apply(action)


def answered(state: MethuselahState, action) -> list:  # type: ignore[no-untyped-def]
    """`play`, then pass every decision that offers only a pass (a seat asked because the table
    cannot rule out a card that answers, issue 40); the events of all of it."""
    events = play(state, action)
    while not state.is_over and state.legal_actions() == [Pass()]:
        events += state.apply(Pass())
    return events


def pass_until(state: MethuselahState, test) -> None:  # type: ignore[no-untyped-def]
    """Pass (or take the first legal action when a pass is not offered) until `test(state)`."""
    for _ in range(5000):
        if test(state) or state.is_over:
            return
        legal = state.legal_actions()
        state.apply(Pass() if Pass() in legal else legal[0])
    raise AssertionError("never reached")


def kinds(events: list) -> list[str]:
    return [e.kind for e in events]


def play_random(state: MethuselahState, seed: int, limit: int,
                each: Callable[[MethuselahState, int], None] | None = None) -> int:
    """Seeded random legal moves until the game ends or `limit` moves; `each(state, moves)` after every
    move; the moves made."""
    referee = Rng(seed)
    moves = 0
    while not state.is_over and moves < limit:
        legal = state.legal_actions()
        state.apply(legal[referee.below(len(legal))])
        moves += 1
        if each is not None:
            each(state, moves)
    return moves
