"""The deck builder's model: the whole card pool with its filters, and the deck being built (no pygame
drawing here; the scene draws it).

The pool is every vampire and every library card of Methuselah's content, each with its face (the
table's own, ``game.ui.tables.methuselah.read``).  The deck is the game's plain deck data
(``game.games.methuselah.decklist``): a name, a crypt and a library of keys and copies; what makes
it legal is the game's word (``decklist.problems``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from game.games.methuselah import decklist
from game.games.methuselah.content import load
from game.ui.kit.cardface import CardFace
from game.ui.tables.methuselah.read import library_card, vampire_card

C = load()
ALL = "All"
VAMPIRES = "Vampires"
TYPES = (ALL, VAMPIRES, "Library", *(t.capitalize() for t in ("master", "action", "modifier", "reaction",
                                                               "combat", "equipment", "retainer", "ally",
                                                               "political", "event")))
COSTS = (ALL, "0", "1", "2", "3", "4-6", "7+")
CURVE = ("0", "1", "2", "3", "4+")      # the library's cost curve, pool and blood together


def clan_name(key: str) -> str:
    name = C.clans.get(key, key)
    return name[4:].capitalize() if name.lower().startswith("the ") else name


CLANS = (ALL, *C.clans)                 # keys; shown by clan_name


@dataclass(frozen=True)
class PoolCard:
    """One card of the pool: a vampire (the crypt) or a library card."""

    key: str
    name: str
    vampire: bool
    type: str            # "vampire" or the library card's type
    cost: int            # a vampire's capacity; a card's pool and blood cost together
    clans: frozenset[str]  # a vampire's clan; the clans with a vampire able to play the card (all: none needed)
    text: str
    face: CardFace


def _pool() -> tuple[PoolCard, ...]:
    out = []
    for i, v in enumerate(C.vampires):
        card = vampire_card(C, i)
        assert card.face is not None
        out.append(PoolCard(v.key, v.name, True, "vampire", v.capacity, frozenset({v.clan}),
                            f"{v.name}. {card.text}", card.face))
    for i, c in enumerate(C.cards):
        card = library_card(C, i)
        assert card.face is not None
        clans = frozenset(v.clan for v in C.vampires if not c.disc or c.disc in v.disc)
        out.append(PoolCard(c.key, c.name, False, c.type, c.cost_pool + c.cost_blood, clans,
                            f"{c.name}. {card.text}", card.face))
    return tuple(out)


POOL = _pool()
BY_KEY = {(p.vampire, p.key): p for p in POOL}


def _cost_fits(cost: int, band: str) -> bool:
    if band == ALL:
        return True
    if band == "4-6":
        return 4 <= cost <= 6
    if band == "7+":
        return cost >= 7
    return cost == int(band)


def filtered(kind: str = ALL, clan: str = ALL, cost: str = ALL, text: str = "") -> list[PoolCard]:
    """The pool's cards that pass every filter (kind: a TYPES entry; clan: a clan key; cost: a COSTS
    band; text: words found in the name or the rules, any case)."""
    words = text.casefold().split()
    out = []
    for p in POOL:
        if kind == VAMPIRES and not p.vampire or kind == "Library" and p.vampire:
            continue
        if kind not in (ALL, VAMPIRES, "Library") and p.type != kind.lower():
            continue
        if clan != ALL and clan not in p.clans:
            continue
        if not _cost_fits(p.cost, cost):
            continue
        if words and not all(w in p.text.casefold() for w in words):
            continue
        out.append(p)
    return out


@dataclass
class DeckDraft:
    """The deck being built: its name, its copies by key, and whether it changed since it was saved."""

    name: str = "New deck"
    crypt: dict[str, int] = field(default_factory=dict)
    library: dict[str, int] = field(default_factory=dict)
    changed: bool = False

    @classmethod
    def of(cls, deck: dict[str, Any]) -> DeckDraft:
        return cls(deck["name"], dict(deck["crypt"]), dict(deck["library"]))

    def data(self) -> dict[str, Any]:
        """The deck as the game checks it (decklist.read_deck): its tables in the content's order."""
        return decklist.read_deck({"name": self.name or "?", "crypt": self.crypt, "library": self.library})

    def part(self, card: PoolCard) -> dict[str, int]:
        return self.crypt if card.vampire else self.library

    def copies(self, card: PoolCard) -> int:
        return self.part(card).get(card.key, 0)

    def add(self, card: PoolCard) -> bool:
        """One more copy (never past the copy limit: False then)."""
        part = self.part(card)
        if part.get(card.key, 0) >= decklist.MOST_COPIES:
            return False
        part[card.key] = part.get(card.key, 0) + 1
        self.changed = True
        return True

    def remove(self, card: PoolCard) -> bool:
        part = self.part(card)
        if card.key not in part:
            return False
        part[card.key] -= 1
        if not part[card.key]:
            del part[card.key]
        self.changed = True
        return True

    def sizes(self) -> tuple[int, int]:
        return sum(self.crypt.values()), sum(self.library.values())

    def problems(self) -> list[str]:
        return decklist.problems(self.data())

    def notes(self) -> list[str]:
        return decklist.notes(self.data())

    def curve(self) -> list[int]:
        """Library cards by cost: 0, 1, 2, 3, 4 or more (pool and blood together)."""
        out = [0] * len(CURVE)
        for key, n in self.library.items():
            out[min(BY_KEY[False, key].cost, len(CURVE) - 1)] += n
        return out

    def clan_mix(self) -> list[tuple[str, int]]:
        """The crypt's vampires by clan, the most first."""
        mix: Counter[str] = Counter()
        for key, n in self.crypt.items():
            mix[next(iter(BY_KEY[True, key].clans))] += n
        return mix.most_common()

    def rows(self) -> list[tuple[PoolCard, int]]:
        """Every card of the deck with its copies: the crypt by capacity, then the library by type."""
        vamps = sorted((BY_KEY[True, k] for k in self.crypt), key=lambda p: (-p.cost, p.name))
        order = {t.lower(): i for i, t in enumerate(TYPES)}
        cards = sorted((BY_KEY[False, k] for k in self.library), key=lambda p: (order.get(p.type, 99), p.name))
        return [(p, self.copies(p)) for p in (*vamps, *cards)]
