"""Issue 39, Nocturne items 9-14: the rulebook (shared/rules/nocturne-seed-cs.txt) read again in
Czech.  Each behaviour is rules edition 2; a game begun under edition 1 keeps the old one."""

from __future__ import annotations

from game.core.actions import Masked
from game.games.nocturne import INFO
from game.games.nocturne.actions import (
    AddCard,
    CommitPlan,
    DropOrder,
    PlaceAltar,
    PlaceCity,
    PlanOrder,
)
from game.games.nocturne.state import NocturneState
from tests.core.secrets import knowledge

from .helpers import (
    ELDER,
    LESSER,
    C,
    answer_dusk,
    card_with,
    place_all,
    plan_all,
    release_all,
    set_die,
    set_hand,
)

LOC = {name: i for i, name in enumerate(C.loc_names)}


def _table(edition: int = 2, players: int = 3, seed: int = 1) -> tuple[NocturneState, int, int]:
    options = {} if edition == 2 else {"rules_edition": 1}
    state = INFO.new_game(players=players, seed=seed, options=options)
    assert isinstance(state, NocturneState) and state.rules_edition == edition
    return state, state.order[0], state.order[1]


# -- item 9: "od nejvrchnějšího žetonu": the stack turned over, the first placed resolves first --
def _two_dusk_orders(edition: int) -> tuple[NocturneState, int, int]:
    state, a, b = _table(edition)
    set_die(state, 0, 0)
    ca, cb = card_with(LESSER, (0, 2, 1)), card_with(LESSER, (0, 2, 1), besides=[card_with(LESSER, (0, 2, 1))])
    set_hand(state, a, [ca])
    set_hand(state, b, [cb])
    plan_all(state, {a: [("dusk", 0, [ca])], b: [("dusk", 0, [cb])]})
    placed = place_all(state)
    assert [seat for seat, _ in placed] == [a, b]      # a places first, b on top of it
    return state, a, b


def test_the_order_placed_first_resolves_first() -> None:
    state, a, _b = _two_dusk_orders(2)
    assert state.step == "dusk" and state.actor == a
    state, _a, b = _two_dusk_orders(1)       # edition 1: the last placed first
    assert state.step == "dusk" and state.actor == b


# -- item 10: "žeton nemusíte umístit do čtvrtě, kterou jste si naplánovali" ------------------
def _planned_in_the_north(edition: int) -> tuple[NocturneState, int, int]:
    state, a, _b = _table(edition)
    set_die(state, 0, 0)
    set_die(state, 1, 4)        # the East's die is beyond the order's Dawn strength
    card = card_with(LESSER, (3, 0, 0))
    set_hand(state, a, [card])
    plan_all(state, {a: [("dawn", 0, [card])]})
    assert state.actor == a
    return state, a, card


def test_an_order_may_go_beside_a_quarter_its_cards_cannot_beat_and_fails_there() -> None:
    state, a, card = _planned_in_the_north(2)
    assert PlaceCity(0, 1) in state.legal_actions()
    blood, influence = state.blood[a], state.influence[a]
    place_all(state, {a: [PlaceCity(0, 1)]})
    answer_dusk(state)
    assert state.blood[a] == blood and state.influence[a] == influence   # it did nothing at Dawn
    assert card in state.used[a]                                         # and its card is used
    state, _a, _card = _planned_in_the_north(1)   # edition 1: only beside a quarter it beats
    assert PlaceCity(0, 1) not in state.legal_actions() and PlaceCity(0, 0) in state.legal_actions()


# -- item 11: "pouze ukážete karty obětí z ruky" ----------------------------------------------
def _victim_under_an_order(edition: int) -> tuple[NocturneState, int, int]:
    state, a, _b = _table(edition)
    v = max((x for x in C.victims_by_act[1] if x not in state.victims and C.strength[x][0] > 0),
            key=lambda x: C.value[x])
    ritual = min(C.rituals_by_act[1], key=lambda r: C.rit_cost[r])
    assert C.rit_cost[ritual] <= C.value[v]
    state.altar[0] = ritual
    set_die(state, 0, 0)
    set_hand(state, a, [v])
    plan_all(state, {a: [("dawn", 0, [v]), ("altar", None, [])]})
    assert state.actor == a
    return state, a, v


def test_a_victim_under_your_own_order_does_not_pay_for_a_ritual() -> None:
    state, _a, _v = _victim_under_an_order(2)
    assert PlaceAltar(0) not in state.legal_actions() and PlaceAltar(None) in state.legal_actions()
    # the same victim shown from the hand pays (and stays there)
    state, a, _b = _table()
    v = max((x for x in C.victims_by_act[1] if x not in state.victims), key=lambda x: C.value[x])
    ritual = min(C.rituals_by_act[1], key=lambda r: C.rit_cost[r])
    state.altar[0] = ritual
    set_hand(state, a, [v])
    plan_all(state, {a: [("altar", None, [])]})
    state.apply(PlaceAltar(0))
    assert ritual in state.rituals[a] and v in state.hands[a]
    state, _a, _v = _victim_under_an_order(1)     # edition 1: the victim under the order paid
    assert PlaceAltar(0) in state.legal_actions()


# -- item 12: unpaid vampires go back "na své balíčky", on top -------------------------------
def _released(edition: int) -> tuple[NocturneState, int, int]:
    state, a, _b = _table(edition)
    state.locs[0] = LOC["Fish Market"]
    set_die(state, 0, 0)
    ca, cb = card_with(LESSER, (3, 0, 0)), card_with(ELDER, (4, 1, 2))
    set_hand(state, a, [ca, cb])
    plan_all(state, {a: [("dawn", 0, [ca, cb])]})
    place_all(state)
    release_all(state)
    assert ca not in state.hands[a] and cb not in state.hands[a] and state.day == 2
    return state, ca, cb


def test_an_unpaid_vampire_goes_back_on_top_of_its_pile() -> None:
    state, ca, cb = _released(2)
    assert state.lesser_pile[-1] == ca and state.elder_pile[-1] == cb   # the face-up top card
    assert state.view(1).lesser_pile[-1] == ca                          # everyone sees it there
    state, ca, cb = _released(1)                  # edition 1: under the pile
    assert state.lesser_pile[0] == ca and state.elder_pile[0] == cb


# -- item 13: "v levém sloupci buď dostáváte žetony nebo upravujete svůj strach" --------------
VAMPIRE_DAWNS = ("Pawnshop Row", "Foundling Home", "Lamplighters' Hall", "Hanging Square")


def test_no_dawn_location_gives_a_vampire_any_more() -> None:
    assert all(op not in ("lesser", "elder") for fx in C.loc_dawn_ed2 for op, _ in fx)
    assert [C.loc_names[i] for i in range(36) if C.loc_dawn_ed2[i] != C.loc_dawn[i]] == list(VAMPIRE_DAWNS)
    # a vampire is still got where the rulebook gives one: the catacombs, and at Dusk in every act
    for act in (1, 2, 3):
        assert any(op in ("lesser", "elder") for v in C.victims_by_act[act] for op, _ in C.dusk[v])


def _dawn_at(edition: int, name: str) -> tuple[NocturneState, int, dict[str, int]]:
    state, a, _b = _table(edition)
    state.locs[0] = LOC[name]
    set_die(state, 0, 0)
    card = card_with(LESSER, (3, 0, 0))
    set_hand(state, a, [card])
    before = {"blood": state.blood[a], "influence": state.influence[a], "vp": state.vp[a],
              "fear": state.fear[a], "lesser": len(state.lesser_pile), "elder": len(state.elder_pile)}
    plan_all(state, {a: [("dawn", 0, [card])]})
    place_all(state)
    assert state.step == "upkeep"
    after = {"blood": state.blood[a], "influence": state.influence[a], "vp": state.vp[a],
             "fear": state.fear[a], "lesser": len(state.lesser_pile), "elder": len(state.elder_pile)}
    return state, a, {k: after[k] - before[k] for k in before}


def test_the_four_vampire_locations_give_tokens_at_dawn() -> None:
    for name in VAMPIRE_DAWNS:
        _state, _a, gained = _dawn_at(2, name)
        want = dict.fromkeys(("blood", "influence", "vp", "fear", "lesser", "elder"), 0)
        for op, n in C.loc_dawn_ed2[LOC[name]]:
            want[op] += n
        assert gained == want, name
        assert gained["lesser"] == gained["elder"] == 0 and gained["blood"] + gained["influence"] + gained["vp"] > 0
    for name in VAMPIRE_DAWNS:                    # edition 1: each gave a vampire
        _state, _a, gained = _dawn_at(1, name)
        assert gained["lesser"] + gained["elder"] == -1, name


# -- item 14: how many cards lie under an order, or that one was taken back, stays hidden -----
def _planned(steps: list) -> NocturneState:
    state, a, _b = _table()
    set_die(state, 0, 0)
    set_die(state, 1, 0)
    cards = [card_with(LESSER, (0, 0, 3)), card_with(ELDER, (2, 1, 4)), card_with(LESSER, (3, 0, 0))]
    set_hand(state, a, cards)
    for make in steps:
        state.apply(make(cards))
    assert state.committed[a] and state.actor != a
    return state


PLANS = {
    "one card": [lambda c: PlanOrder("night", 0), lambda c: AddCard(c[0]), lambda c: CommitPlan()],
    "two cards": [lambda c: PlanOrder("night", 0), lambda c: AddCard(c[0]), lambda c: AddCard(c[1]),
                  lambda c: CommitPlan()],
    "one taken back": [lambda c: PlanOrder("dawn", 1), lambda c: AddCard(c[1]), lambda c: DropOrder(),
                       lambda c: PlanOrder("night", 0), lambda c: AddCard(c[0]), lambda c: CommitPlan()],
}


def test_another_seat_cannot_tell_how_many_cards_lie_under_an_order_nor_an_order_taken_back() -> None:
    states = {name: _planned(steps) for name, steps in PLANS.items()}
    a = next(iter(states.values())).order[0]
    for seat in range(3):
        if seat == a:
            continue
        seen = {name: knowledge(st.view(seat)) for name, st in states.items()}
        assert seen["one card"] == seen["two cards"] == seen["one taken back"], f"seat {seat}"
        history = states["two cards"].view(seat).history
        assert history.count(Masked(a)) == 1            # the whole plan: one hidden step
    mine = states["one taken back"].view(a).history       # the planner sees its own steps
    assert DropOrder() in mine and len([x for x in mine if isinstance(x, AddCard)]) == 2
    assert states["two cards"].view(a).history[-2:] == [AddCard(card_with(ELDER, (2, 1, 4))), CommitPlan()]

