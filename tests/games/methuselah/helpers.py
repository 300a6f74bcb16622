"""Helpers for Methuselah's tests: a table set up by hand, and the invariants every position keeps."""

from __future__ import annotations

from collections import Counter

from game.games.methuselah import INFO
from game.games.methuselah.board import ALLY, CARD, CTRL, KIND, VAMPIRE
from game.games.methuselah.content import load
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
    total += sum(m[4] for m in state.mins) + sum(g[2] for g in state.gear)
    total += sum(sum(b) for b in state.unc_blood)
    return total


def places(state: MethuselahState, seat: int) -> tuple[Counter, Counter]:
    """Every crypt and library card of `seat`, wherever it is."""
    vamps = Counter(state.crypt[seat] + state.unc[seat] + state.ash_crypt[seat]
                    + [x for x in state.out[seat] if x < 1000]
                    + [m[CARD] for m in state.mins if m[CTRL] == seat and m[KIND] == VAMPIRE])
    owner = {m[0]: m[CTRL] for m in state.mins}
    cards = Counter(state.library[seat] + state.hand[seat] + state.seek[seat] + state.ash[seat]
                    + state.played[seat] + state.locations[seat] + state.events_in[seat]
                    + [x - 1000 for x in state.out[seat] if x >= 1000]
                    + [g[1] for g in state.gear if owner.get(g[0]) == seat]
                    + [m[CARD] for m in state.mins if m[CTRL] == seat and m[KIND] == ALLY])
    return vamps, cards


def check_invariants(state: MethuselahState, total: int) -> None:
    assert counters(state) == total, "counters were created or lost"
    for p in range(state.players):
        deck = C.decks[state.decks[p]]
        vamps, cards = places(state, p)
        assert vamps == Counter(deck.crypt), f"seat {p}: a crypt card is missing or doubled"
        assert cards == Counter(deck.library), f"seat {p}: a library card is missing or doubled"
        assert state.pool[p] >= 0
        if state.alive[p]:
            assert state.pool[p] > 0
    for m in state.mins:
        assert state.alive[m[CTRL]]
        if m[KIND] == VAMPIRE:
            assert 0 <= m[4] <= C.vampires[m[CARD]].capacity
        else:
            assert m[4] > 0
