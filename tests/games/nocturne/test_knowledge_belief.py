"""What a seat believes of the other lords' hidden plans: drawn from what is public (which row each
order went to, what the cells offer, the dice), never from the true plan behind the screen."""

from __future__ import annotations

from game.core.rng import Rng
from game.games.nocturne.content import DAWN, NIGHT
from game.games.nocturne.knowledge import sample_plan
from game.games.nocturne.phases.orders import TOKEN_SPAN
from game.games.nocturne.phases.planning import CITY

from .helpers import ELDER, card_with, fresh, plan_all, set_die, set_hand

STRONG = [card_with(ELDER, (3, 2, 2)), card_with(ELDER, (2, 3, 2)), card_with(ELDER, (2, 2, 3))]


def _placed(plans: list, seed: int = 12, rich: bool | None = None):  # type: ignore[no-untyped-def]
    """A 3-player day where the start player A planned `plans` and placed its first order by the
    North row; `rich` sets the North's Night prize high (True) or empty (False)."""
    state = fresh(3, seed)
    a = state.order[0]
    set_hand(state, a, list(STRONG))
    for q in range(state.quarters):
        set_die(state, q, 1)
    plan_all(state, {a: plans})
    assert state.step == "place" and state.actor == a
    state.apply(next(x for x in state.legal_actions() if getattr(x, "quarter", None) == 0))
    if rich is not None:
        state.cell_blood[0], state.cell_inf[0] = (14, 9) if rich else (0, 0)
        state._touched()
    return state, a


def _part_of_first_order(world, a: int) -> int:  # type: ignore[no-untyped-def]
    entry = next(e for e in world.rows[0] if e // TOKEN_SPAN == a)
    token = world.placed[a][entry % TOKEN_SPAN]
    return world.plan[a][2 * token] - CITY


def test_a_sampled_world_is_the_same_whatever_the_true_plan_behind_a_face_down_order() -> None:
    dawn_first, a = _placed([("dawn", 0, [STRONG[0]]), ("night", 1, [STRONG[2]])])
    night_first, _ = _placed([("night", 0, [STRONG[2]]), ("dusk", 1, [STRONG[1]])])
    assert dawn_first.plan[a] != night_first.plan[a] and dawn_first.assign[a] != night_first.assign[a]
    for seat in range(3):
        if seat == a:
            continue
        assert dawn_first.view(seat).to_data() == night_first.view(seat).to_data()
        for salt in range(5):
            w1 = dawn_first.view(seat).determinize(seat, Rng(100 + salt))
            w2 = night_first.view(seat).determinize(seat, Rng(100 + salt))
            assert w1.to_data() == w2.to_data()


def test_a_sampled_plan_carries_the_orders_placed_where_they_went() -> None:
    state, a = _placed([("dawn", 0, [STRONG[0]]), ("night", 1, [STRONG[2]])])
    seat = next(s for s in range(3) if s != a)
    for salt in range(30):
        world = state.view(seat).determinize(seat, Rng(salt))
        part = _part_of_first_order(world, a)
        token = world.placed[a][0]
        assert world.plan[a][2 * token + 1] == 0            # planned for the row it went to
        cards = [x for x, m in zip(world.hands[a], world.assign[a], strict=True) if m == token + 1]
        assert sum(world.content.strength[x][part] for x in cards) > world.dice[0]
        assert sum(1 for w in world.plan[a][0::2] if w) == 2   # A holds two orders in all


def _night_share(rich: bool, worlds: int = 240) -> float:
    state, a = _placed([("dawn", 0, [STRONG[0]]), ("dusk", 1, [STRONG[1]])], rich=rich)
    seat = next(s for s in range(3) if s != a)
    view = state.view(seat)
    rng = Rng(7)
    nights = sum(_part_of_first_order(view.determinize(seat, rng), a) == NIGHT for _ in range(worlds))
    return nights / worlds


def test_a_rival_placed_by_a_rich_night_prize_is_more_likely_there_for_the_night() -> None:
    rich, poor = _night_share(True), _night_share(False)
    assert rich > poor + 0.25, (rich, poor)
    assert rich > 0.5 > poor


def test_sample_plan_draws_the_better_plan_more_often() -> None:
    """The Night of the North pays a lot: the plans drawn for a lord whose first order went by the
    North are mostly plans with that order at Night, and never one its cards could not carry."""
    state, a = _placed([("dawn", 0, [STRONG[0]]), ("dusk", 1, [STRONG[1]])], rich=True)
    seat = next(s for s in range(3) if s != a)
    world = state.view(seat).determinize(seat, Rng(3))
    rng = Rng(5)
    parts = []
    for _ in range(200):
        sample_plan(world, a, rng, {0: 0}, tokens=2)
        assert world.plan[a][1] == 0
        parts.append(world.plan[a][0] - CITY)
        cards = [x for x, m in zip(world.hands[a], world.assign[a], strict=True) if m == 1]
        assert sum(world.content.strength[x][parts[-1]] for x in cards) > world.dice[0]
    assert parts.count(NIGHT) > 2 * parts.count(DAWN)
