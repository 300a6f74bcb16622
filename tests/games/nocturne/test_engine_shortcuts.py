"""The engine's small shortcuts against the plain code they replaced: the fear penalty read by
bisection, place_legal and the first unplaced token read in one pass over the plan, the number of
quarters inlined; the same answers at every placing decision of seeded random games under both
rules editions (the legal list in order: a playout picks by index).  A card's three strengths
packed into one number (Content.strength_sum, which plan_legal adds up) against the strengths.
The reveal's one pass over a hand and victim_value's plain loop against their comprehensions."""

from __future__ import annotations

import pytest

from game.core.actions import Action
from game.core.events import Event
from game.core.rng import Rng
from game.core.seats import seat_ref
from game.games.nocturne import effects
from game.games.nocturne.content import PART_BITS, load
from game.games.nocturne.phases import orders, resolve
from game.games.nocturne.phases.orders import (
    _ALTAR,
    _CATACOMBS,
    _CITY,
    TOKEN_SPAN,
    place_legal,
    unplaced,
    victim_value,
)
from game.games.nocturne.phases.planning import ALTAR, CATACOMBS, CITY, token_beats
from game.games.nocturne.state import NocturneState, quarters_in_use

from .helpers import fresh

C = load()


def reference_fear_penalty(fear: int) -> int:
    return sum(1 for step in C.rules["fear_steps"] if fear >= step)


def reference_place_legal(state: NocturneState) -> list[Action]:
    p = state.actor
    out: list[Action] = []
    kinds: set[int] = set()
    for t in unplaced(state, p):
        where = state.plan[p][2 * t]
        if where >= CITY:
            if state.rules_edition >= 2:
                out.extend([_CITY[t, q] for q in range(quarters_in_use(state.players))])
                continue
            quarters = [q for q in range(quarters_in_use(state.players)) if token_beats(state, p, t, q)]
            out.extend([_CITY[t, q] for q in quarters or range(quarters_in_use(state.players))])
        else:
            kinds.add(where)
    if CATACOMBS in kinds:
        piles = [name for name, pile in (("lesser", state.lesser_pile), ("elder", state.elder_pile)) if pile]
        out.extend([_CATACOMBS[name] for name in piles or ["none"]])
    if ALTAR in kinds:
        value = victim_value(state, p)
        out.extend([_ALTAR[i] for i, r in enumerate(state.altar) if C.rit_cost[r] <= value])
        out.append(_ALTAR[None])
    return out


def reference_first_token(state: NocturneState, seat: int, code: int) -> int:
    return next(t for t in unplaced(state, seat) if state.plan[seat][2 * t] == code)


def test_fear_penalty_at_every_fear() -> None:
    for fear in range(-2, C.rules["fear_max"] + 3):
        assert effects.fear_penalty(C, fear) == reference_fear_penalty(fear), fear


def _placing(players: int, seed: int, edition: int) -> list[NocturneState]:
    state = fresh(players, seed, edition)
    rng = Rng(seed * 13 + players)
    out = []
    while not state.is_over:
        if state.step == "place":
            out.append(state.clone())
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    return out


@pytest.mark.parametrize(("players", "seed", "edition"), [(4, 1, 2), (3, 2, 2), (2, 3, 2), (4, 4, 1), (3, 5, 1)])
def test_place_legal_and_first_token(players: int, seed: int, edition: int) -> None:
    states = _placing(players, seed, edition)
    assert len(states) > 30
    for state in states:
        assert state.quarters == quarters_in_use(state.players)
        assert place_legal(state) == reference_place_legal(state)
        p = state.actor
        for code in (CATACOMBS, ALTAR, CITY, CITY + 1, CITY + 2):
            try:
                want: int | None = reference_first_token(state, p, code)
            except StopIteration:
                want = None
            if want is None:
                with pytest.raises(StopIteration):
                    orders._first_token(state, p, code)
            else:
                assert orders._first_token(state, p, code) == want


def test_part_mods_are_the_three_strength_mods() -> None:
    rng = Rng(9)
    asked = 0
    for state in _placing(4, 6, 2)[::4]:
        for seat in range(state.players):
            for _ in range(rng.below(3)):   # rituals of every kind, today's too
                r = rng.below(len(C.rit_names))
                state.rituals[seat].append(r)
                if C.rit_lasts[r] == "day" or rng.below(4) == 0:
                    state.today[seat].append(r)
            want = tuple(effects.mod(state, seat, name) for name in effects.PART_STRENGTH)
            assert effects.part_mods(state, seat) == want
            asked += any(want)
    assert asked > 20


def test_strength_sums_unpack_to_the_strengths_for_any_hand() -> None:
    whole = 0
    for card in range(C.cards):
        packed = C.strength_sum[card]
        assert packed > 0   # plan_legal reads a sum of 0 as "no card"
        assert [packed >> PART_BITS * part & (1 << PART_BITS) - 1 for part in range(3)] == list(C.strength[card])
        whole += packed
    # every card of the game at once still unpacks part by part, within one 30-bit digit
    assert [whole >> PART_BITS * part & (1 << PART_BITS) - 1 for part in range(3)] == \
        [sum(C.strength[card][part] for card in range(C.cards)) for part in range(3)]
    assert whole < 1 << 30 and 3 * PART_BITS <= 30


def reference_victim_value(state: NocturneState, seat: int) -> int:
    c = state.content
    if state.rules_edition >= 2:
        return sum(c.value[x] for x, a in zip(state.hands[seat], state.assign[seat], strict=True) if a == 0)
    return sum(c.value[x] for x in state.hands[seat]) + sum(c.value[x] for x in state.used[seat])


def reference_reveal(state: NocturneState, events: list[Event]) -> None:
    c = state.content
    shown = []
    for q in range(state.quarters):
        for entry in state.rows[q]:
            owner, k = divmod(entry, TOKEN_SPAN)
            token = state.placed[owner][k]
            part = state.plan[owner][2 * token] - CITY
            mark = token + 1
            hand, assign = state.hands[owner], state.assign[owner]
            cards = [x for x, a in zip(hand, assign, strict=True) if a == mark]
            keep = [i for i, a in enumerate(assign) if a != mark]
            state.hands[owner] = [hand[i] for i in keep]
            state.assign[owner] = [assign[i] for i in keep]
            state.cells[q * 3 + part].append([owner, *cards])
            shown.append(f"{seat_ref(owner)}: {c.parts[part]} in the {c.quarters[q]} with "
                         + ", ".join(c.names[x] for x in cards))
        state.rows[q] = []
    events.append(Event("reveal", "The orders turn over. " + "; ".join(shown) if shown
                        else "No order was placed in the city", None,
                        {"cells": [list(map(list, cell)) for cell in state.cells]}))


@pytest.mark.parametrize(("players", "seed", "edition"), [(4, 7, 2), (3, 8, 2), (2, 9, 2), (4, 10, 1)])
def test_victim_value_and_reveal(players: int, seed: int, edition: int, monkeypatch: pytest.MonkeyPatch) -> None:
    revealed = 0
    for state in _placing(players, seed, edition):
        for seat in range(state.players):
            assert victim_value(state, seat) == reference_victim_value(state, seat)
        if sum(state.left) != 1:
            continue
        fast, plain = state.clone(), state.clone()   # the last order placed: the reveal follows
        action = fast.legal_actions()[0]
        got = fast.apply(action)
        with monkeypatch.context() as m:
            m.setattr(resolve, "_reveal", reference_reveal)
            want = plain.apply(action)
        assert [(e.kind, e.text, e.data) for e in got] == [(e.kind, e.text, e.data) for e in want]
        assert fast.to_data() == plain.to_data()
        revealed += 1
    assert revealed >= 8
