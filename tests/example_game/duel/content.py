"""Duel's content, from content.toml: each kind of entry declares its field rules, the kit loader
(Checker.entry) builds and checks it, and this module adds only the check across entries."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.core.content import Checker, read_toml, rule

CONTENT_FILE = Path(__file__).with_name("content.toml")


@dataclass(frozen=True)
class Rules:
    """The file's top level: how many rounds, how many cards in a hand."""

    rounds: int = rule(lo=1, hi=20)
    hand_size: int = rule(lo=1, hi=10)


@dataclass(frozen=True)
class Card:
    """One [[card]] entry: a value and how many copies of it the deck holds."""

    value: int = rule(lo=1, hi=99)
    copies: int = rule(lo=1, hi=20)


@dataclass(frozen=True)
class Content:
    deck: tuple[int, ...]      # every card of the deck, by value (a card is its value)
    hand_size: int
    rounds: int


@lru_cache(maxsize=1)
def load() -> Content:
    data = read_toml(CONTENT_FILE)
    check = Checker(CONTENT_FILE.name)
    rules = check.entry(Rules, data, "top level", also=("card",))
    cards = [check.entry(Card, raw, f"card {i + 1}") for i, raw in enumerate(check.entries(data, "card"))]
    deck = sorted(card.value for card in cards for _ in range(card.copies))
    if len(deck) < rules.hand_size * 3:
        raise check.fail("[[card]]", f"{len(deck)} cards cannot deal {rules.hand_size} to three players")
    return Content(tuple(deck), rules.hand_size, rules.rounds)
