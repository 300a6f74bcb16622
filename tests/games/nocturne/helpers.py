"""Building Nocturne positions for tests: hands of chosen cards, plans driven through the legal
actions, orders placed, answers at Dusk and upkeep."""

from __future__ import annotations

from collections.abc import Iterable

from game.core.actions import Action, Pass
from game.games.nocturne import INFO
from game.games.nocturne.actions import (
    AddCard,
    CommitPlan,
    PlaceAltar,
    PlaceCatacombs,
    PlaceCity,
    PlanOrder,
    UseAbility,
)
from game.games.nocturne.content import ELDER, LESSER, VICTIM, load
from game.games.nocturne.phases.board import recount_dice
from game.games.nocturne.phases.cleanup import discard
from game.games.nocturne.phases.orders import unplaced
from game.games.nocturne.state import NocturneState

C = load()


def fresh(players: int = 3, seed: int = 1, edition: int = 2) -> NocturneState:
    """A new game under rules `edition` (1: as a game begun before issue 39's rules review)."""
    state = INFO.new_game(players=players, seed=seed, options={} if edition == 2 else {"rules_edition": edition})
    assert isinstance(state, NocturneState)
    return state


def card_with(kind: int, strength: tuple[int, int, int], *, besides: Iterable[int] = ()) -> int:
    """A card of `kind` with exactly these strengths (not one of `besides`)."""
    skip = set(besides)
    return next(i for i in range(C.cards) if C.kind[i] == kind and C.strength[i] == strength and i not in skip)


def _pull(state: NocturneState, card: int) -> None:
    """Take `card` out of wherever it is (a pile, a hand, a deck, the discard)."""
    for pile in (state.lesser_pile, state.elder_pile, state.victim_deck, state.victim_discard, state.gone):
        if card in pile:
            pile.remove(card)
            return
    for p in range(state.players):
        if card in state.hands[p]:
            i = state.hands[p].index(card)
            del state.hands[p][i]
            del state.assign[p][i]
            return
    raise AssertionError(f"card {card} is nowhere to take it from")


def set_hand(state: NocturneState, seat: int, cards: list[int]) -> None:
    """`seat` holds exactly `cards`: its old hand goes back (vampires onto their piles)."""
    for card in cards:
        if card not in state.hands[seat]:
            _pull(state, card)
    for card in [x for x in state.hands[seat] if x not in cards]:
        i = state.hands[seat].index(card)
        del state.hands[seat][i]
        del state.assign[seat][i]
        discard(state, card)
    for card in cards:
        if card not in state.hands[seat]:
            state.hands[seat].append(card)
            state.assign[seat].append(0)
    state._touched()


def set_victim(state: NocturneState, q: int, card: int) -> None:
    """Quarter `q` shows victim `card` (the one there goes to the victim discard)."""
    _pull(state, card)
    old = state.victims[q]
    if old >= 0:
        state.victim_discard.append(old)
    state.victims[q] = card
    recount_dice(state)
    state._touched()


def set_die(state: NocturneState, q: int, value: int) -> None:
    state.dice[q] = value
    state._touched()


def victim(act: int = 1, *, crosses: int | None = None, besides: Iterable[int] = ()) -> int:
    skip = set(besides)
    return next(v for v in C.victims_by_act[act]
                if (crosses is None or C.crosses[v] == crosses) and v not in skip)


Order = tuple[str, int | None, list[int]]   # where, quarter, cards


def plan_all(state: NocturneState, plans: dict[int, list[Order]]) -> None:
    """Every seat plans (in turn order) the orders given for it, then commits; the others commit
    an empty plan (and the day goes on as far as it can without a decision)."""
    day = state.day
    while state.step == "plan" and state.day == day:
        seat = state.actor
        for where, quarter, cards in plans.get(seat, []):
            state.apply(PlanOrder(where, quarter))
            for card in cards:
                state.apply(AddCard(card))
        state.apply(CommitPlan())


def default_place(state: NocturneState, seat: int) -> Action:
    """The seat's next order where it was planned (catacombs: a lesser vampire; altar: nothing)."""
    plan = state.plan[seat]
    for t in unplaced(state, seat):
        where = plan[2 * t]
        if where >= 3:
            return PlaceCity(t, plan[2 * t + 1])
        return PlaceCatacombs("lesser") if where == 1 else PlaceAltar(None)
    raise AssertionError("nothing to place")


def place_all(state: NocturneState, choices: dict[int, list[Action]] | None = None) -> list[tuple[int, Action]]:
    """Place every order: the given actions per seat first, then each at its planned place."""
    choices = {k: list(v) for k, v in (choices or {}).items()}
    done = []
    day = state.day
    while state.step == "place" and state.day == day:
        seat = state.actor
        action = choices[seat].pop(0) if choices.get(seat) else default_place(state, seat)
        state.apply(action)
        done.append((seat, action))
    return done


def answer_dusk(state: NocturneState, use: bool = True) -> None:
    while state.step == "dusk":
        state.apply(UseAbility() if use else Pass())


def release_all(state: NocturneState) -> None:
    """Upkeep: every seat keeps nothing (and discards down to the hand limit, first cards first)."""
    while state.step == "upkeep":
        legal = state.legal_actions()
        state.apply(Pass() if Pass() in legal else legal[0])


__all__ = [
    "ELDER",
    "LESSER",
    "VICTIM",
    "C",
    "answer_dusk",
    "card_with",
    "fresh",
    "place_all",
    "plan_all",
    "release_all",
    "set_die",
    "set_hand",
    "set_victim",
    "victim",
]
