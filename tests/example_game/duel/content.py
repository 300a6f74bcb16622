"""Duel's content: the deck, the hand size and the rounds, from content.toml."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.core.content import Checker, read_toml

CONTENT_FILE = Path(__file__).with_name("content.toml")


@dataclass(frozen=True)
class Content:
    deck: tuple[int, ...]      # every card of the deck, by value (a card is its value)
    hand_size: int
    rounds: int


@lru_cache(maxsize=1)
def load() -> Content:
    data = read_toml(CONTENT_FILE)
    c = Checker(CONTENT_FILE.name)
    rounds = c.field(data, "rounds", int, "top level", lo=1, hi=20)
    hand = c.field(data, "hand_size", int, "top level", lo=1, hi=10)
    deck: list[int] = []
    for i, entry in enumerate(c.entries(data, "card")):
        where = f"card {i + 1}"
        value = c.field(entry, "value", int, where, lo=1, hi=99)
        copies = c.field(entry, "copies", int, where, lo=1, hi=20)
        deck += [value] * copies
    if len(deck) < hand * 3:
        raise c.fail("[[card]]", f"{len(deck)} cards cannot deal {hand} to three players")
    return Content(tuple(sorted(deck)), hand, rounds)
