"""A round: in seat order every seat commits a card face down; then all are turned over together,
the highest card alone scores its value, and everyone draws one card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import decks
from game.core.actions import Action
from game.core.events import Event
from game.core.flow import PHASE_DONE, first_turn, next_turn
from game.core.seats import seat_ref

from ..actions import Commit

if TYPE_CHECKING:
    from ..state import DuelState


def _not_yet(state: DuelState, seat: int) -> bool:
    return not state.done[seat]


def begin(state: DuelState, events: list[Event]) -> None:
    state.round += 1
    state.done = [False] * state.players
    state.committed = [0] * state.players
    state.step = "commit"
    events.append(Event("round", f"Round {state.round}"))
    first_turn(state, _not_yet)


def following(state: DuelState) -> str:
    return "round" if state.round < state.content.rounds else "over"


def commit_legal(state: DuelState) -> list[Action]:
    return [Commit(card) for card in sorted(set(state.hands[state.actor]))]


def commit_apply(state: DuelState, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Commit)
    p = state.actor
    state.hands[p].remove(action.card)
    state.committed[p] = action.card
    state.done[p] = True
    events.append(Event("commit", f"{seat_ref(p)} commits a {action.card}, face down", p,
                        {"player": p}, visible_to=frozenset({p}),
                        public_text=f"{seat_ref(p)} commits a card, face down"))
    if not next_turn(state, _not_yet):
        _reveal(state, events)


def _reveal(state: DuelState, events: list[Event]) -> None:
    cards = list(state.committed)
    state.shown = cards
    for p, card in enumerate(cards):
        state.played[p].append(card)
    events.append(Event("reveal", "Revealed: " + ", ".join(f"{seat_ref(p)} {c}" for p, c in enumerate(cards)),
                        None, {"cards": cards}))
    top = max(cards)
    best = [p for p, c in enumerate(cards) if c == top]
    if len(best) == 1:
        state.score[best[0]] += top
        events.append(Event("score", f"{seat_ref(best[0])} scores {top}", best[0], {"player": best[0]}))
    else:
        events.append(Event("tie", f"A tie at {top}: nobody scores"))
    state.committed = [0] * state.players
    state.done = [False] * state.players
    for p in range(state.players):
        card = decks.draw(state.deck)
        if card != decks.NO_CARD:
            state.hands[p].append(card)
    state.step = PHASE_DONE


def over_begin(state: DuelState, events: list[Event]) -> None:
    state.step = ""
    state.over = True
    events.append(Event("game_over", "Final scores: " + ", ".join(
        f"{seat_ref(p)} {s}" for p, s in enumerate(state.score))))
