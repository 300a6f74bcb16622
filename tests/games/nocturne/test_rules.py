"""Nocturne's rules, from our reading of the rulebook (shared/rules/nocturne.md), one situation each."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.nocturne.actions import AddCard, CommitPlan, DropOrder, KeepCard, PlanOrder
from game.games.nocturne.content import DAWN, DUSK, NIGHT
from game.games.nocturne.phases.planning import why_not
from game.games.nocturne.phases.resolve import night_winner

from .helpers import (
    ELDER,
    LESSER,
    C,
    answer_dusk,
    card_with,
    fresh,
    place_all,
    plan_all,
    release_all,
    set_die,
    set_hand,
    set_victim,
    victim,
)


def _location(ops: list[list]) -> int:
    want = tuple(tuple(o) for o in ops)
    return next(i for i in range(36) if C.loc_dawn[i] == want)


def _two_seats(players: int = 3, seed: int = 1):
    state = fresh(players, seed)
    first, second = state.order[0], state.order[1]
    return state, first, second


# -- planning ------------------------------------------------------------------------------
def test_a_plan_that_does_not_beat_the_fear_die_cannot_be_committed() -> None:
    state, a, _ = _two_seats()
    weak = card_with(LESSER, (1, 1, 1))
    strong = card_with(ELDER, (4, 1, 2))
    set_hand(state, a, [weak, strong])
    set_die(state, 0, 2)
    state.apply(PlanOrder("dawn", 0))
    state.apply(AddCard(weak))
    assert CommitPlan() not in state.legal_actions()
    assert "above the fear die (2)" in why_not(state, a)
    with pytest.raises(IllegalAction):
        state.apply(CommitPlan())
    assert not any(isinstance(x, PlanOrder) for x in state.legal_actions())  # finish this order first
    state.apply(AddCard(strong))
    assert why_not(state, a) == ""
    state.apply(CommitPlan())
    assert state.committed[a]


def test_strength_must_be_strictly_above_the_die_and_an_order_can_be_taken_back() -> None:
    state, a, _ = _two_seats()
    card = card_with(LESSER, (2, 1, 0))
    set_hand(state, a, [card])
    set_die(state, 1, 2)
    assert PlanOrder("dawn", 1) not in state.legal_actions()     # 2 is not above 2: no such order
    set_die(state, 1, 1)
    state.apply(PlanOrder("dawn", 1))
    state.apply(AddCard(card))
    assert CommitPlan() in state.legal_actions()
    state.apply(DropOrder())
    assert state.assign[a] == [0] and state.plan[a] == [0] * 6
    assert CommitPlan() in state.legal_actions()


def test_an_order_taken_back_is_not_offered_again_that_day() -> None:
    state, a, _ = _two_seats()
    card = card_with(LESSER, (3, 0, 0))
    set_hand(state, a, [card])
    set_die(state, 0, 1)
    set_die(state, 1, 1)
    state.apply(PlanOrder("dawn", 0))
    state.apply(DropOrder())
    legal = state.legal_actions()
    assert PlanOrder("dawn", 0) not in legal and PlanOrder("dawn", 1) in legal
    state.apply(CommitPlan())
    plan_all(state, {})
    while state.day == 1:
        state.apply(state.legal_actions()[0])
    while state.actor != a:
        state.apply(CommitPlan())
    if card in state.hands[a]:
        assert PlanOrder("dawn", 0) in state.legal_actions() or state.dice[0] >= 3


def test_at_most_one_city_order_per_part_of_the_day_and_three_tokens() -> None:
    state, a, _ = _two_seats()
    card = card_with(ELDER, (3, 2, 2))
    set_hand(state, a, [card])
    for q in range(3):
        set_die(state, q, 0)
    state.apply(PlanOrder("dawn", 0))
    state.apply(AddCard(card))
    legal = state.legal_actions()
    assert not any(isinstance(x, PlanOrder) and x.where == "dawn" for x in legal)
    state.apply(PlanOrder("catacombs"))
    state.apply(PlanOrder("altar"))
    assert not any(isinstance(x, PlanOrder) for x in state.legal_actions())  # no token left


def test_the_western_quarter_is_used_only_by_four() -> None:
    for players, rows in ((2, 3), (3, 3), (4, 4)):
        state = fresh(players, 3)
        quarters = {x.quarter for x in state.legal_actions() if isinstance(x, PlanOrder) and x.quarter is not None}
        assert max(quarters) == rows - 1


# -- resolution ----------------------------------------------------------------------------
def test_a_dawn_with_two_players_acting_gives_both_the_effect() -> None:
    state, a, b = _two_seats()
    state.locs[0] = _location([["blood", 3]])
    set_die(state, 0, 1)
    ca, cb = card_with(LESSER, (3, 0, 0)), card_with(LESSER, (2, 1, 0))
    set_hand(state, a, [ca])
    set_hand(state, b, [cb])
    before = list(state.blood)
    plan_all(state, {a: [("dawn", 0, [ca])], b: [("dawn", 0, [cb])]})
    place_all(state)
    assert state.blood[a] == before[a] + 3 and state.blood[b] == before[b] + 3
    assert ca in state.used[a] and cb in state.used[b]


def test_fear_shrinks_dawn_blood_at_four_and_eight() -> None:
    gains = []
    for fear in (3, 4, 8, 12):
        state, a, _ = _two_seats()
        state.locs[0] = _location([["blood", 3]])
        state.fear[a] = fear
        set_die(state, 0, 0)
        card = card_with(LESSER, (3, 0, 0))
        set_hand(state, a, [card])
        before = state.blood[a]
        plan_all(state, {a: [("dawn", 0, [card])]})
        place_all(state)
        gains.append(state.blood[a] - before)
    assert gains == [3, 2, 1, 1]


def test_dusk_pays_its_influence_into_the_night_cell() -> None:
    state, a, _ = _two_seats()
    v = next(x for x in C.victims_by_act[1] if C.cost[x] >= 1 and C.dusk[x] == (("influence", 2),))
    set_victim(state, 1, v)
    set_die(state, 1, 0)
    card = card_with(LESSER, (0, 2, 1))
    set_hand(state, a, [card])
    inf, cell = state.influence[a], state.cell_inf[1]
    plan_all(state, {a: [("dusk", 1, [card])]})
    place_all(state)
    assert state.step == "dusk" and state.actor == a
    answer_dusk(state, use=True)
    assert state.cell_inf[1] == cell + C.cost[v]
    assert state.influence[a] == inf - C.cost[v] + 2


def _night(strengths_a, strengths_b, influence=(5, 5), die: int = 0):
    state, a, b = _two_seats(seed=4)
    set_die(state, 0, die)
    taken: list[int] = []
    cards = []
    for seat, wanted in ((a, strengths_a), (b, strengths_b)):
        mine = []
        for kind, s in wanted:
            card = card_with(kind, s, besides=taken)
            taken.append(card)
            mine.append(card)
        set_hand(state, seat, mine)
        cards.append(mine)
    state.influence[a], state.influence[b] = influence
    prize = (state.cell_blood[0], state.cell_inf[0], state.victims[0])
    plan_all(state, {a: [("night", 0, cards[0])], b: [("night", 0, cards[1])]})
    place_all(state)
    return state, a, b, cards, prize


def test_the_night_goes_to_the_most_night_strength() -> None:
    state, a, b, cards, (_blood, _inf, v) = _night([(LESSER, (0, 0, 3))], [(LESSER, (0, 1, 2))], die=1)
    assert v in state.hands[a] and state.victims[0] < 0
    assert state.cell_blood[0] == 0 and state.cell_inf[0] == 0
    assert state.fear[a] == 1 and state.fear[b] == 0               # fear = the quarter's die
    assert set(cards[1]) <= set(state.hands[b]) and not state.used[b]   # the loser takes its cards back
    assert set(cards[0]) == set(state.used[a])


def test_a_night_tie_on_strength_goes_to_more_cards() -> None:
    state, a, b, cards, (_, _, v) = _night([(ELDER, (2, 1, 4))], [(LESSER, (0, 1, 2)), (LESSER, (1, 0, 2))])
    assert v in state.hands[b] and set(cards[0]) <= set(state.hands[a])


def test_a_night_tie_on_strength_and_cards_goes_to_more_influence() -> None:
    state, _a, b, _cards, (_blood, inf, v) = _night([(LESSER, (0, 0, 3))], [(LESSER, (0, 0, 3))], influence=(5, 7))
    assert v in state.hands[b]
    assert state.influence[b] == 7 + inf


def test_a_night_tied_all_the_way_is_won_by_nobody_and_every_card_is_used() -> None:
    state, a, b, cards, (blood, inf, v) = _night([(LESSER, (0, 0, 3))], [(LESSER, (0, 0, 3))], influence=(6, 6))
    assert state.victims[0] == v and state.cell_blood[0] == blood and state.cell_inf[0] == inf
    assert set(state.used[a]) == set(cards[0]) and set(state.used[b]) == set(cards[1])
    assert state.fear[a] == state.fear[b] == 0


def test_night_winner_ignores_orders_that_do_not_beat_the_die() -> None:
    state, a, b = _two_seats(seed=4)
    state.cells[0 * 3 + NIGHT] = [[a, card_with(LESSER, (0, 0, 3))], [b, card_with(ELDER, (2, 1, 4))]]
    set_die(state, 0, 3)
    assert night_winner(state, 0) == 1
    set_die(state, 0, 4)
    assert night_winner(state, 0) is None


def test_under_edition_1_a_cell_resolved_the_last_placed_first() -> None:
    """Our old reading (test_rules_review: the first placed first, from edition 2)."""
    state = fresh(3, 1, edition=1)
    a, b = state.order[0], state.order[1]
    state.locs[2] = _location([["lesser", 1]])
    set_die(state, 2, 0)
    ca, cb = card_with(LESSER, (3, 0, 0)), card_with(LESSER, (2, 1, 0))
    set_hand(state, a, [ca])
    set_hand(state, b, [cb])
    top, under = state.lesser_pile[-1], state.lesser_pile[-2]
    plan_all(state, {a: [("dawn", 2, [ca])], b: [("dawn", 2, [cb])]})
    placed = place_all(state)
    assert [seat for seat, _ in placed] == [a, b]          # the start player places first
    assert top in state.hands[b] and under in state.hands[a]   # ... and resolves last


def test_an_order_may_be_placed_in_another_quarter_than_planned() -> None:
    state, a, _ = _two_seats()
    state.locs[0] = _location([["blood", 3]])
    state.locs[1] = _location([["influence", 2]])
    set_die(state, 0, 0)
    set_die(state, 1, 0)
    card = card_with(LESSER, (3, 0, 0))
    set_hand(state, a, [card])
    plan_all(state, {a: [("dawn", 0, [card])]})
    legal = state.legal_actions()
    moved = next(x for x in legal if getattr(x, "quarter", None) == 1)
    inf, blood = state.influence[a], state.blood[a]
    place_all(state, {a: [moved]})
    assert state.influence[a] == inf + 2 and state.blood[a] == blood


def test_a_catacomb_order_takes_the_top_vampire_at_once() -> None:
    state, a, _ = _two_seats()
    plan_all(state, {a: [("catacombs", None, [])]})
    top = state.elder_pile[-1]
    from game.games.nocturne.actions import PlaceCatacombs
    state.apply(PlaceCatacombs("elder"))
    assert top in state.hands[a] and top not in state.elder_pile


def test_the_altar_sells_a_ritual_for_victims_shown_not_spent() -> None:
    state, a, _ = _two_seats()
    from game.games.nocturne.actions import PlaceAltar
    cheap = min(range(4), key=lambda i: C.rit_cost[state.altar[i]])
    cost = C.rit_cost[state.altar[cheap]]
    vs = []
    for v in C.victims_by_act[1]:
        if sum(C.value[x] for x in vs) >= cost:
            break
        if v not in state.victims:
            vs.append(v)
    set_hand(state, a, vs)
    plan_all(state, {a: [("altar", None, [])]})
    ritual = state.altar[cheap]
    deck_top = state.ritual_deck[-1]
    state.apply(PlaceAltar(cheap))
    assert ritual in state.rituals[a] and set(vs) <= set(state.hands[a])
    assert state.altar[cheap] == deck_top            # [decision] the deck refills the slot


# -- cleanup -------------------------------------------------------------------------------
def _after_a_dawn(players: int = 3):
    state, a, _b = _two_seats(players)
    set_die(state, 0, 0)
    ca = card_with(LESSER, (3, 0, 0))
    cb = card_with(ELDER, (4, 1, 2))
    set_hand(state, a, [ca, cb])
    plan_all(state, {a: [("dawn", 0, [ca, cb])]})
    place_all(state)
    return state, a, ca, cb


def test_upkeep_costs_a_blood_a_card_kept_and_the_rest_go_back_onto_their_piles() -> None:
    state, a, ca, cb = _after_a_dawn()
    assert state.step == "upkeep" and state.actor == a
    blood = state.blood[a]
    state.apply(KeepCard(cb))
    assert state.blood[a] == blood - 1 and cb in state.hands[a]
    release_all(state)
    assert ca not in state.hands[a] and state.lesser_pile[-1] == ca   # on top of its pile
    assert state.phase == "planning" and state.day == 2


def test_the_hand_limit_is_ten() -> None:
    state, a, ca, cb = _after_a_dawn()
    set_hand(state, a, state.lesser_pile[:9])
    state.used[a] = [ca, cb]
    state._touched()
    assert KeepCard(ca) in state.legal_actions()
    state.apply(KeepCard(ca))            # ten in hand: no more may be kept, the rest go back
    assert len(state.hands[a]) == 10 and ca in state.hands[a] and cb not in state.hands[a]
    assert state.elder_pile[-1] == cb and state.day == 2


def test_a_hand_over_the_limit_discards_down_to_ten() -> None:
    from game.core.actions import Pass
    from game.games.nocturne.actions import DiscardCard
    state, a, _ca, _cb = _after_a_dawn()
    set_hand(state, a, state.lesser_pile[:11])
    state._touched()
    assert state.legal_actions() == [Pass()]
    state.apply(Pass())
    legal = state.legal_actions()
    assert legal and all(isinstance(x, DiscardCard) for x in legal) and state.actor == a
    state.apply(legal[-1])
    assert len(state.hands[a]) == 10 and state.day == 2


def test_a_victim_that_stays_grows_its_night_cell() -> None:
    state = fresh(3, 2)
    before = (list(state.victims), list(state.cell_blood), list(state.cell_inf))
    plan_all(state, {})
    place_all(state)
    assert state.day == 2 and state.victims == before[0]
    assert state.cell_blood[:3] == [x + 1 for x in before[1][:3]]
    assert state.cell_inf[:3] == [x + 1 for x in before[2][:3]]


def test_an_empty_quarter_gets_a_new_victim_and_a_fresh_night_cell() -> None:
    state, _a, _b, _cards, (_, _, _v) = _night([(LESSER, (0, 0, 3))], [(LESSER, (0, 1, 2))])
    deck_top = state.victim_deck[-1]
    release_all(state)
    assert state.victims[0] == deck_top
    assert state.cell_blood[0] == 3 and state.cell_inf[0] == C.value[deck_top]
    assert state.dice[0] == C.loc_crosses[state.locs[0]] + C.crosses[deck_top]


def test_the_start_player_passes_clockwise() -> None:
    state = fresh(4, 5)
    starts = []
    for _ in range(3):
        starts.append(state.start)
        assert state.order[0] == state.start
        plan_all(state, {})
        place_all(state)
    assert starts[1] == (starts[0] + 1) % 4 and starts[2] == (starts[0] + 2) % 4


def test_an_act_change_clears_the_city_and_shifts_the_rituals() -> None:
    state = fresh(3, 6)
    while state.day < 3:
        plan_all(state, {})
        place_all(state)
    altar = list(state.altar)
    supply = list(state.supply)
    in_cells = sum(state.cell_blood), sum(state.cell_inf)
    plan_all(state, {})              # nobody acts on day 3: the act changes after it
    place_all(state)
    assert state.act == 2 and state.day == 4
    assert state.altar[1:] == altar[:3] and C.rit_act[state.altar[0]] == 2
    assert altar[3] in state.old_rituals
    assert all(C.loc_act[x] == 2 for x in state.locs)
    assert all(C.act[v] == 2 for v in state.victims)
    assert state.cell_blood[:3] == [3, 3, 3]
    assert state.cell_inf[:3] == [C.value[v] for v in state.victims]
    assert state.supply[0] == supply[0] + in_cells[0] - 9
    assert len(state.ritual_deck) == 11 and all(C.rit_act[r] == 2 for r in state.ritual_deck)


def test_nine_days_in_three_acts_then_the_end() -> None:
    state = fresh(2, 8)
    acts = []
    while not state.is_over:
        acts.append((state.day, state.act))
        plan_all(state, {})
        place_all(state)
    assert sorted(set(acts)) == [(d, (d - 1) // 3 + 1) for d in range(1, 10)]


# -- scoring -------------------------------------------------------------------------------
def _scored(players: int = 3):
    state = fresh(players, 9)
    for p in range(players):
        set_hand(state, p, [])
        state.vp[p] = 0
        state.influence[p] = 0
        state.rituals[p] = []
    return state


def test_final_points_are_vp_crosses_and_half_the_influence() -> None:
    state = _scored()
    v = victim(1, crosses=1, besides=state.victims)
    set_hand(state, 0, [v])
    r = next(x for x in range(36) if C.rit_crosses[x] >= 1)
    state.rituals[0] = [r]
    state.vp[0] = 4
    state.influence[0] = 5
    assert state.points(0) == 4 + 1 + C.rit_crosses[r] + 2


def test_final_ties_go_to_cards_then_rituals_then_influence_then_are_shared() -> None:
    state = _scored()
    for p in range(3):
        state.vp[p] = 5
    lesser = [x for x in state.lesser_pile[:4]]
    set_hand(state, 1, lesser[:2])
    set_hand(state, 2, lesser[2:3])
    assert state.winners() == [1]                       # most cards in hand
    set_hand(state, 2, lesser[2:4])
    r = next(x for x in range(36) if C.rit_crosses[x] == 0)
    state.rituals[2] = [r]
    state.vp[2] = 5
    assert state.winners() == [2]                       # then most rituals
    state.rituals[1] = [next(x for x in range(36) if C.rit_crosses[x] == 0 and x != r)]
    state.influence[1] = 1                              # half of 1 is no point
    assert state.winners() == [1]                       # then most influence
    state.influence[2] = 1
    assert state.winners() == [1, 2]                    # else a shared win


def test_dawn_dusk_night_columns_resolve_in_order() -> None:
    state, a, _ = _two_seats()
    for q in range(3):
        set_die(state, q, 0)
    state.locs[2] = _location([["blood", 3]])
    cards = [card_with(ELDER, (3, 2, 2)), card_with(ELDER, (2, 3, 2)), card_with(ELDER, (2, 2, 3))]
    set_hand(state, a, cards)
    plan_all(state, {a: [("night", 0, [cards[2]]), ("dusk", 1, [cards[1]]), ("dawn", 2, [cards[0]])]})
    events = []
    while state.step == "place":
        from .helpers import default_place
        events += state.apply(default_place(state, a))
    assert state.step == "dusk"
    from game.games.nocturne.actions import UseAbility
    events += state.apply(UseAbility())
    kinds = [e.kind for e in events if e.kind in ("effect", "dusk", "night")]
    assert kinds[0] == "effect" and kinds[1] == "dusk" and kinds[-1] == "night"
    assert events[[e.kind for e in events].index("effect")].data["ops"] == [list(o) for o in C.loc_dawn[state.locs[2]]]
    assert (DAWN, DUSK, NIGHT) == (0, 1, 2)
