"""Random legal Nocturne games for 2-4 players, with the invariants checked after every move:
tokens conserved between the supply, the Night cells and the lords; every card in exactly one
place; the western quarter untouched below four players."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core.rng import Rng
from game.games.nocturne.actions import CommitPlan
from game.games.nocturne.content import load
from game.games.nocturne.state import NocturneState

from .helpers import fresh

C = load()


def card_places(state: NocturneState) -> Counter[int]:
    where: Counter[int] = Counter()
    for pile in (state.lesser_pile, state.elder_pile, state.victim_deck, state.victim_discard, state.gone):
        where.update(pile)
    for p in range(state.players):
        where.update(state.hands[p])
        where.update(state.used[p])
    for cell in state.cells:
        for entry in cell:
            where.update(entry[1:])
    where.update(v for v in state.victims if v >= 0)
    return where


def ritual_places(state: NocturneState) -> Counter[int]:
    where: Counter[int] = Counter(state.altar + state.ritual_deck + state.old_rituals)
    for p in range(state.players):
        where.update(state.rituals[p])
    return where


def check(state: NocturneState) -> None:
    r = C.rules
    assert state.supply[0] + sum(state.cell_blood) + sum(state.blood) == r["supply_blood"]
    assert state.supply[1] + sum(state.cell_inf) + sum(state.influence) == r["supply_influence"]
    assert state.supply[2] + sum(state.vp) == r["supply_vp"]
    assert min(state.blood + state.influence + state.vp + state.supply) >= 0
    in_play = set(C.lesser) | set(C.elder) | {v for a in range(1, state.act + 1) for v in C.victims_by_act[a]}
    places = card_places(state)
    assert set(places) == in_play and set(places.values()) == {1}, "a card in no place or in two"
    rituals = ritual_places(state)
    assert set(rituals) == {x for a in range(1, state.act + 1) for x in C.rituals_by_act[a]}
    assert set(rituals.values()) == {1}
    for p in range(state.players):
        assert len(state.hands[p]) == len(state.assign[p])
        assert 0 <= state.fear[p] <= r["fear_max"]
    if state.players < 4:
        assert not state.rows[3] and not any(state.cells[9:12]) and state.cell_blood[3] == state.cell_inf[3] == 0
    if state.phase != "upkeep" or state.step != "upkeep":
        assert all(len(h) <= r["hand_limit"] + 4 for h in state.hands)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_keep_the_invariants(players: int) -> None:
    for seed in range(6):
        state = fresh(players, 100 + seed)
        rng = Rng(seed)
        moves = 0
        while not state.is_over:
            check(state)
            legal = state.legal_actions()
            assert legal and len(set(legal)) == len(legal)
            if state.step == "plan":   # a plan is refused exactly when why_not says why
                assert (CommitPlan() in legal) == (state.why_not() == "")
            state.apply(rng.choice(legal))
            moves += 1
            assert moves < 5000
        check(state)
        assert state.day == 9 and state.current_player is None and state.winners()
        assert state.scores() == [state.points(p) for p in range(players)]
        assert all(not u for u in state.used)            # every used card came back or went back


def test_hands_stay_within_the_limit_after_each_cleanup() -> None:
    state = fresh(4, 7)
    rng = Rng(3)
    day = state.day
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        if state.day != day:
            day = state.day
            assert all(len(h) <= C.rules["hand_limit"] for h in state.hands)
