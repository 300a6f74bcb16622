"""The 100-card deck: drawing, events surfacing off the top, discards and reshuffles.

The top of the deck is the END of ``state.deck``.  An Event card that lies on
top is put into play at once, so one never waits there (its back is visible).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Event, decks
from game.core.seats import seat_ref

from .content import load_content

if TYPE_CHECKING:
    from .state import ElysiumState

C = load_content()
IS_EVENT: tuple[bool, ...] = tuple(card.type == "event" for card in C.cards)


def reshuffle(state: ElysiumState, events: list[Event]) -> None:
    """Shuffle the discards into a new deck and cut it."""
    assert state.rng is not None
    decks.reshuffle(state.deck, state.discard, state.rng)
    events.append(Event("reshuffle", "The discards are shuffled into a new deck.",
                        data={"cards": len(state.deck)}))


def cut(state: ElysiumState) -> None:
    """Cut the deck blindly (a rotation at a random point)."""
    assert state.rng is not None
    decks.cut(state.deck, state.rng)


def surface_events(state: ElysiumState, events: list[Event]) -> None:
    """Put every Event card lying on top of the deck into play."""
    while True:
        if not state.deck:
            if not state.discard:
                return
            reshuffle(state, events)
        top = state.deck[-1]
        if not IS_EVENT[top]:
            return
        state.deck.pop()
        state.events.append(top)
        card = C.cards[top]
        events.append(Event("event_in_play", f"An event unfolds in the city: {card.name}.",
                            data={"card": top}))


def can_draw(state: ElysiumState) -> bool:
    return bool(state.deck or state.discard)


def draw(state: ElysiumState, seat: int, events: list[Event]) -> int:
    """`seat` takes the top card into hand; events then surface. Returns the card (or -1)."""
    surface_events(state, events)
    if not state.deck:
        return -1
    card = decks.draw(state.deck)
    state.hands[seat].append(card)
    events.append(Event("draw", f"{seat_ref(seat)} draws {C.cards[card].name}.", seat,
                        {"card": card}, frozenset({seat}), f"{seat_ref(seat)} draws a card."))
    surface_events(state, events)
    return card


def discard_from_hand(state: ElysiumState, seat: int, card: int, events: list[Event]) -> None:
    state.hands[seat].remove(card)
    state.discard.append(card)
    events.append(Event("discard", f"{seat_ref(seat)} discards {C.cards[card].name}.", seat, {"card": card}))


def discard_from_play(state: ElysiumState, seat: int, card: int, events: list[Event]) -> None:
    state.play[seat].remove(card)
    state.discard.append(card)
    events.append(Event("discard", f"{seat_ref(seat)} discards {C.cards[card].name} from play.", seat,
                        {"card": card, "from": "play"}))


def put_into_play(state: ElysiumState, seat: int, card: int, events: list[Event]) -> None:
    state.hands[seat].remove(card)
    state.play[seat].append(card)
    events.append(Event("play_card", f"{seat_ref(seat)} puts {C.cards[card].name} into play.", seat,
                        {"card": card}))
