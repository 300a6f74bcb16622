"""Decks of cards on the state's own Rng: draw, cut, reshuffle the discards, deal.

A deck is a plain list of card numbers whose TOP is the END of the list (``pop()``
draws), so it saves as a list field and a view masks it with ``records.flat("secret")``.
Every random choice comes from the Rng passed in, the state's own, so the same seed
and the same actions give the same cards.  Cards are ints; what they mean is the
game's content.

This module imports no game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Final

from .rng import Rng

Card = int
"""A card: an index into the game's content (what it means is the game's business)."""

NO_CARD: Final = -1
"""What :func:`draw` returns from an empty deck."""


def shuffled(cards: Iterable[Card], rng: Rng) -> list[Card]:
    """A new deck of `cards`, shuffled."""
    deck = list(cards)
    rng.shuffle(deck)
    return deck


def cut(deck: list[Card], rng: Rng) -> None:
    """Cut the deck blindly, in place: a rotation at a random point (no draw for 0-1 cards)."""
    if len(deck) > 1:
        at = rng.below(len(deck))
        deck[:] = deck[at:] + deck[:at]


def top(deck: list[Card]) -> Card:
    """The top card, left in place (NO_CARD for an empty deck)."""
    return deck[-1] if deck else NO_CARD


def draw(deck: list[Card]) -> Card:
    """Take the top card (NO_CARD for an empty deck)."""
    return deck.pop() if deck else NO_CARD


def draw_many(deck: list[Card], count: int) -> list[Card]:
    """Take up to `count` cards off the top, in the order drawn (fewer if the deck runs out)."""
    return [deck.pop() for _ in range(min(count, len(deck)))]


def reshuffle(deck: list[Card], discard: list[Card], rng: Rng, *, cut_after: bool = True) -> int:
    """Shuffle the discards (and cut them, unless told not to) and put them under what is
    left of the deck; the discard pile is emptied.  Returns how many cards came back."""
    back = discard[:]
    discard.clear()
    rng.shuffle(back)
    if cut_after:
        cut(back, rng)
    deck[:0] = back
    return len(back)


def deal(deck: list[Card], hands: list[list[Card]], count: int, *, seats: Iterable[int] | None = None,
         refill: Callable[[], bool] | None = None) -> int:
    """Deal `count` cards to each hand one at a time, round the table in `seats` order
    (default: seat order).  When the deck runs dry ``refill()`` may restock it (a reshuffle)
    and says whether it did; otherwise dealing stops.  Returns how many cards were dealt."""
    order = list(range(len(hands))) if seats is None else list(seats)
    dealt = 0
    for _ in range(count):
        for seat in order:
            if not deck and (refill is None or not refill() or not deck):
                return dealt
            hands[seat].append(deck.pop())
            dealt += 1
    return dealt
