"""planning.plan_legal, written for speed, against the plain reading of the rules it replaced: the
same actions in the same order at every planning decision of seeded random games, and on copies of
them with rituals, orders taken back and fear dice shuffled in (random playouts and the AI pick
an action by its index in the list, so the order is part of the rules)."""

from __future__ import annotations

import pytest

from game.core.actions import Action
from game.core.rng import Rng
from game.games.nocturne import effects
from game.games.nocturne.actions import PLACES, AddCard, CommitPlan, DropOrder, PlanOrder
from game.games.nocturne.content import load
from game.games.nocturne.phases.planning import CITY, plan_legal
from game.games.nocturne.state import NocturneState

from .helpers import fresh

C = load()


def reference(state: NocturneState) -> list[Action]:
    """plan_legal as it stood before it was written for speed: the rules read out plainly, each
    action built anew."""
    p = state.actor
    plan = state.plan[p]
    cur = state.cur[p] - 1
    free = [c for c, a in zip(state.hands[p], state.assign[p], strict=True) if a == 0]
    out: list[Action] = []
    if cur >= 0:
        out.extend(AddCard(card) for card in sorted(set(free)))
        out.append(DropOrder())
        where = plan[2 * cur]
        under = [c for c, a in zip(state.hands[p], state.assign[p], strict=True) if a == cur + 1]
        if where >= CITY and not effects.beats(state, p, under, where - CITY, plan[2 * cur + 1]):
            return out
    wheres = plan[0::2]
    if 0 in wheres:
        out.append(PlanOrder("catacombs"))
        out.append(PlanOrder("altar"))
        if free:
            for part in range(3):
                if CITY + part in wheres:
                    continue
                best = sum(C.strength[card][part] for card in free)
                if state.rituals[p]:
                    best += effects.mod(state, p, effects.PART_STRENGTH[part])
                gone = state.dropped[p] >> (4 * part)
                out.extend(PlanOrder(PLACES[2 + part], q) for q in range(state.quarters)
                           if best > state.dice[q] and not gone >> q & 1)
    out.append(CommitPlan())
    return out


def same(state: NocturneState) -> None:
    fast, plain = plan_legal(state), reference(state)
    # a dataclass compares its class too: equal lists hold the same kinds of action, in order
    assert fast == plain, (state.plan[state.actor], state.cur[state.actor], fast, plain)


def _varied(state: NocturneState, rng: Rng) -> NocturneState:
    """A copy of a planning position with more in it than random games often show: strength
    rituals (owned and one-day), orders taken back in any part and quarter, other fear dice."""
    twin = state.clone()
    p = twin.actor
    boosting = [r for r in range(len(C.rit_names)) if any(k in C.rit_mods[r] for k in effects.PART_STRENGTH)]
    others = [r for r in range(len(C.rit_names)) if r not in boosting]
    twin.rituals[p] = [r for r in boosting + others if rng.below(3) == 0]
    twin.today[p] = [r for r in boosting if rng.below(4) == 0]
    twin.dropped[p] = rng.below(1 << 12)
    twin.dice = [rng.below(9) for _ in range(4)]
    return twin


@pytest.mark.parametrize("players", [2, 3, 4])
def test_plan_legal_matches_the_plain_reading(players: int) -> None:
    rng = Rng(players)
    checked = varied = 0
    for seed in range(6):
        state = fresh(players=players, seed=100 + seed)
        while not state.is_over:
            if state.step == "plan":
                same(state)
                checked += 1
                if rng.below(3) == 0:
                    same(_varied(state, rng))
                    varied += 1
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
    assert checked > 500 and varied > 150   # the games reached many planning decisions


def test_plan_legal_shares_its_actions_and_never_its_list() -> None:
    """Each call builds a new list (a caller may change it) of the same shared action objects."""
    state = fresh(players=4, seed=3)
    assert state.step == "plan"
    first = plan_legal(state)
    first.append(CommitPlan())
    again = plan_legal(state)
    assert len(again) == len(first) - 1 > 2
    assert all(a is b for a, b in zip(first, again, strict=False))


def test_a_card_added_goes_under_the_order_from_its_free_place() -> None:
    """plan_apply finds the card added by its place in hand: the first free copy (the plain
    reading), and nothing else in the hand moves."""
    rng = Rng(7)
    added = 0
    for seed in range(4):
        state = fresh(players=4, seed=200 + seed)
        while not state.is_over:
            legal = state.legal_actions()
            action = legal[rng.below(len(legal))]
            if isinstance(action, AddCard):
                p = state.actor
                hand, before = state.hands[p], list(state.assign[p])
                i = next(i for i, (c, a) in enumerate(zip(hand, before, strict=True)) if c == action.card and a == 0)
                expected = before[:i] + [state.cur[p]] + before[i + 1:]
                state.apply(action)
                assert state.assign[p] == expected
                added += 1
            else:
                state.apply(action)
    assert added > 200
