"""Each ritual modifier of the vocabulary (content.MODS) doing what it says, passive or for a day."""

from __future__ import annotations

from game.games.nocturne.actions import PlaceAltar, UseAbility
from game.games.nocturne.content import MODS
from game.games.nocturne.effects import dawn_extras, mod, strength
from game.games.nocturne.phases.resolve import dusk_cost

from .helpers import LESSER, C, card_with, fresh, place_all, plan_all, set_die, set_hand, set_victim


def _ritual(name: str, lasts: str = "passive") -> int:
    return next(r for r in range(36) if name in C.rit_mods[r] and C.rit_lasts[r] == lasts)


def test_every_modifier_has_a_passive_or_a_one_day_ritual() -> None:
    for name in MODS:
        assert any(name in C.rit_mods[r] for r in range(36)), name


def test_strength_rituals_add_to_their_part_of_the_day_only() -> None:
    state = fresh(3, 1)
    card = card_with(LESSER, (1, 1, 1))
    for part, name in enumerate(("dawn_strength", "dusk_strength", "night_strength")):
        r = _ritual(name)
        state.rituals[0] = [r]
        bonus = C.rit_mods[r][name]
        assert strength(state, 0, [card], part) == 1 + bonus
        assert all(strength(state, 0, [card], other) == 1 + C.rit_mods[r].get(
            ("dawn_strength", "dusk_strength", "night_strength")[other], 0) for other in range(3))
        assert strength(state, 0, [], part) == 0          # never without a card


def test_a_one_day_ritual_lasts_until_cleanup() -> None:
    state = fresh(3, 2)
    r = _ritual("night_strength", "day")
    state.rituals[0] = [r]
    assert mod(state, 0, "night_strength") == 0           # owned, but not bought today
    state.today[0] = [r]
    assert mod(state, 0, "night_strength") == C.rit_mods[r]["night_strength"]


def test_dawn_riders_give_blood_and_influence_with_each_dawn_effect() -> None:
    state = fresh(3, 3)
    state.rituals[0] = [_ritual("dawn_blood"), _ritual("dawn_influence")]
    blood, inf = state.blood[0], state.influence[0]
    dawn_extras(state, 0, [])
    assert state.blood[0] == blood + sum(C.rit_mods[r].get("dawn_blood", 0) for r in state.rituals[0])
    assert state.influence[0] == inf + sum(C.rit_mods[r].get("dawn_influence", 0) for r in state.rituals[0])


def test_dusk_discount_and_dusk_blood() -> None:
    state = fresh(3, 4)
    a = state.order[0]
    v = next(x for x in C.victims_by_act[1] if C.cost[x] >= 1 and x not in state.victims)
    set_victim(state, 1, v)
    set_die(state, 1, 0)
    disc, bleed = _ritual("dusk_discount"), _ritual("dusk_blood")
    state.rituals[a] = [disc, bleed]
    cost = max(0, C.cost[v] - C.rit_mods[disc]["dusk_discount"] - C.rit_mods[bleed].get("dusk_discount", 0))
    assert dusk_cost(state, a, 1) == cost
    card = card_with(LESSER, (0, 2, 1))
    set_hand(state, a, [card])
    plan_all(state, {a: [("dusk", 1, [card])]})
    place_all(state)
    cell, blood = state.cell_inf[1], state.blood[a]
    state.apply(UseAbility())
    assert state.cell_inf[1] == cell + cost
    gained = sum(n for op, n in C.dusk[v] if op == "blood")
    assert state.blood[a] == blood + gained + C.rit_mods[bleed]["dusk_blood"]


def test_night_vp_and_night_calm_come_with_a_night_won() -> None:
    state = fresh(3, 5)
    a = state.order[0]
    set_die(state, 0, 2)
    vp_r, calm_r = _ritual("night_vp"), _ritual("night_calm")
    state.rituals[a] = [vp_r, calm_r]
    card = card_with(LESSER, (0, 0, 3))
    set_hand(state, a, [card])
    plan_all(state, {a: [("night", 0, [card])]})
    place_all(state)
    vp = sum(C.rit_mods[r].get("night_vp", 0) for r in (vp_r, calm_r))
    calm = sum(C.rit_mods[r].get("night_calm", 0) for r in (vp_r, calm_r))
    assert state.vp[a] == vp and state.fear[a] == max(0, 2 - calm)


def test_a_ritual_bought_applies_its_now_effect_at_once() -> None:
    state = fresh(3, 6)
    a = state.order[0]
    r = next(x for x in C.rituals_by_act[1] if C.rit_now[x] == (("blood", 4),))
    state.altar[0] = r
    state.ritual_deck = [x for x in state.ritual_deck if x != r]
    v = next(x for x in C.victims_by_act[1] if C.value[x] >= C.rit_cost[r] and x not in state.victims)
    set_hand(state, a, [v])
    plan_all(state, {a: [("altar", None, [])]})
    blood = state.blood[a]
    state.apply(PlaceAltar(0))
    assert state.blood[a] == blood + 4 and r in state.rituals[a]
    assert state.day == 2 and not state.today[a]          # its day is over; the ritual stays owned
