"""The AI places its face-down orders with the bluff in mind: the order in which its Dawn, Dusk and
Night orders go down tells a rival nothing certain, and showing a Night order while rivals still
hold orders costs it something (as much as they can read from the row)."""

from __future__ import annotations

from collections import Counter

from game.ai import make_seat
from game.core.rng import Rng
from game.games.nocturne.actions import PlaceCity
from game.games.nocturne.ai import bluff_coin, exposure, part_odds
from game.games.nocturne.content import NIGHT
from game.games.nocturne.phases.planning import CITY

from .helpers import ELDER, card_with, fresh, plan_all, set_die, set_hand

PARTS = ("dawn", "dusk", "night")


def _placements(seed: int) -> list[list[int]]:
    """Day 1 of a 3-player game of Normal seats: per seat, the parts of its city orders in the
    order it placed them (seats placing fewer than two city orders left out)."""
    state = fresh(3, seed)
    seats = [make_seat("normal", seed=seed * 7 + p) for p in range(3)]
    order: dict[int, list[int]] = {p: [] for p in range(3)}
    while state.day == 1 and state.phase in ("planning", "orders"):
        p = state.actor
        action = seats[p].choose(state.view(p))
        if isinstance(action, PlaceCity):
            order[p].append(state.plan[p][2 * action.token] - CITY)
        state.apply(action)
    return [parts for parts in order.values() if len(parts) >= 2]


def test_the_order_of_placement_is_not_a_fixed_function_of_the_part_of_the_day() -> None:
    days = [parts for seed in range(14) for parts in _placements(300 + seed)]
    assert len(days) >= 20
    by_position = Counter((i, part) for parts in days for i, part in enumerate(parts))
    # a rival's best reading: for each position, guess the part most often placed there
    right = sum(max(by_position[(i, part)] for part in range(3)) for i in range(3))
    accuracy = right / sum(by_position.values())
    assert accuracy < 0.8, (accuracy, by_position)
    for part in range(3):   # every part that is placed at all goes down at more than one position
        positions = {i for (i, p), n in by_position.items() if p == part and n}
        assert len(positions) != 1, (PARTS[part], positions)
    nights = [parts.index(NIGHT) for parts in days if NIGHT in parts]
    assert 0 in nights and any(i > 0 for i in nights), nights   # not always first, nor never


def _a_night_placed(rich: bool):  # type: ignore[no-untyped-def]
    state = fresh(3, 21)
    a, b = state.order[0], state.order[1]
    night = card_with(ELDER, (2, 2, 3))
    dawn = card_with(ELDER, (3, 2, 2))
    set_hand(state, a, [night, dawn])
    for q in range(state.quarters):
        set_die(state, q, 1)
    state.cell_blood[0], state.cell_inf[0] = (14, 9) if rich else (0, 0)
    plan_all(state, {a: [("night", 0, [night]), ("dawn", 1, [dawn])],
                     b: [("catacombs", None, [])]})
    state.apply(PlaceCity(0, 0))
    return state, a


def test_showing_a_night_order_costs_more_by_a_richer_night_and_nothing_once_nobody_is_left() -> None:
    rich, a = _a_night_placed(True)
    poor, _ = _a_night_placed(False)
    assert part_odds(rich, a, 0)[NIGHT] > part_odds(poor, a, 0)[NIGHT]
    assert exposure(rich, a, 0) > exposure(poor, a, 0) > 0.0
    while rich.step == "place":   # every order down: no rival is left to read it
        rich.apply(rich.legal_actions()[0])
        if rich.phase == "orders" and sum(rich.left[p] for p in range(3) if p != a) == 0:
            assert exposure(rich, a, 0) == 0.0
    assert exposure(rich, a, 0) == 0.0   # the resolution: nothing hidden any more


def test_the_bluff_coin_is_the_same_in_all_my_worlds_and_steady_through_the_orders() -> None:
    state, a = _a_night_placed(True)
    coins = [bluff_coin(state, a, t) for t in (0, 1)]
    assert all(0.0 <= c < 1.0 for c in coins) and coins[0] != coins[1]
    for salt in range(5):   # what only `a` knows decides it: every world `a` samples agrees
        world = state.view(a).determinize(a, Rng(salt))
        assert [bluff_coin(world, a, t) for t in (0, 1)] == coins
    other = next(p for p in range(3) if p != a)
    theirs = {bluff_coin(state.view(other).determinize(other, Rng(salt)), a, 0) for salt in range(8)}
    assert len(theirs) > 1   # a rival's worlds do not agree on it: it cannot be read
    state.hands[a].append(card_with(ELDER, (1, 2, 4), besides=state.hands[a]))   # a catacomb draw
    state.assign[a].append(0)
    assert [bluff_coin(state, a, t) for t in (0, 1)] == coins
