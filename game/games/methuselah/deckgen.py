"""A random legal deck drawn from the whole pool: what a seat set to "a random legal deck" plays.

A deck a player of the card game would recognise as a deck, not a heap of cards: the vampires of
one clan or two (the first clan twice as likely at every draw), a spread of capacities (about a
third small, a quarter large, the rest between), and a library of 40 to 60 cards of every type
in proportions like the starter decks', each card one the crypt can play (a card of a discipline
no vampire of the crypt has is never drawn), the disciplines the crypt has most drawn most, in
copies of one to three at a time and never more than the copy limit.  The deck meets every rule
of ``decklist.problems`` (tests/games/methuselah/test_deckgen.py draws many).

:func:`drawn_deck` draws from a generator of its own seeded by the game's seed and the seat, not
from the game's stream: setup stores the drawn deck in the seat's option as a deck of the seat's
own, so a save holds the deck itself and a load deals it again without drawing (and dealing it
spends no draw of the game's, the same as for any own deck).  [decision] docs/methuselah-decisions.md.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from game.core.rng import Rng

from .content import load
from .decklist import MOST_COPIES, NAME_MAX, read_deck

_C = load()
ANY = "any"              # the deck option's value: a random legal deck, drawn at setup
SALT = 0x6D65_7468_6465_636B   # keeps a seat's deck draws apart from the game's own stream
CRYPT_SIZES = (_C.rules["random_crypt_min"], _C.rules["random_crypt_max"])        # both included
LIBRARY_SIZES = (_C.rules["random_library_min"], _C.rules["random_library_max"])  # both included
SECOND_CLAN = 0.5        # the chance of a second clan
CLAN_WEIGHT = (2.0, 1.0)  # how likely each clan's vampire is, first clan and second
COPIES = _C.rules["random_copies"]   # most copies of a vampire drawn (the rule allows MOST_COPIES)
# each type's share of the library, about the starter decks' mix
TYPE_SHARE = {"master": 0.15, "action": 0.17, "modifier": 0.12, "reaction": 0.11, "combat": 0.15,
              "political": 0.07, "equipment": 0.05, "retainer": 0.05, "ally": 0.06, "event": 0.03}
NO_DISCIPLINE = 0.7      # a card anyone can play, against one of the crypt's disciplines (1 + its share)


def deck_rng(seed: int, seat: int) -> Rng:
    """The generator seat `seat`'s random deck is drawn with in a game of this seed."""
    return Rng((seed * 8 + seat) ^ SALT).fork()


def drawn_deck(seed: int, seat: int) -> dict[str, Any]:
    """Seat `seat`'s random legal deck in a game of this seed (a checked deck, decklist.read_deck)."""
    return random_deck(deck_rng(seed, seat))


def _weighted(rng: Rng, items: Sequence[tuple[Any, float]]) -> Any:
    total = sum(w for _, w in items)
    x = rng.random() * total
    for item, w in items:
        x -= w
        if x < 0:
            return item
    return items[-1][0]


def _clan_label(key: str) -> str:
    name = _C.clans[key]
    return name.removeprefix("the ")


def random_deck(rng: Rng) -> dict[str, Any]:
    """A random legal deck drawn with `rng` (see the module's doc)."""
    clans = list(_C.clans)
    first = rng.choice(clans)
    chosen = [first]
    if rng.random() < SECOND_CLAN:
        chosen.append(rng.choice([c for c in clans if c != first]))
    crypt = _crypt(rng, chosen)
    library = _library(rng, crypt)
    name = "Random: " + " + ".join(_clan_label(c) for c in chosen)
    return read_deck({"name": name[:NAME_MAX],
                      "crypt": {_C.vampires[v].key: n for v, n in crypt.items()},
                      "library": {_C.cards[c].key: n for c, n in library.items()}})


def _crypt(rng: Rng, clans: list[str]) -> Counter[int]:
    """Vampires of `clans` by capacity band: a third small (4 or less), a quarter large (8 or more)."""
    size = rng.randint(*CRYPT_SIZES)
    weight = {c: CLAN_WEIGHT[i] for i, c in enumerate(clans)}
    pool = [(i, weight[v.clan]) for i, v in enumerate(_C.vampires) if v.clan in weight]
    cap = [_C.vampires[i].capacity for i, _ in pool]
    bands = [[p for p, c in zip(pool, cap, strict=True) if c <= 4],
             [p for p, c in zip(pool, cap, strict=True) if 5 <= c <= 7],
             [p for p, c in zip(pool, cap, strict=True) if c >= 8]]
    small, large = round(size / 3), round(size / 4)
    wanted = [small, size - small - large, large]
    crypt: Counter[int] = Counter()
    for band, count in zip(bands, wanted, strict=True):
        for _ in range(count):
            open_ = [(i, w) for i, w in band if crypt[i] < COPIES] or \
                [(i, w) for i, w in pool if crypt[i] < COPIES] or [(i, w) for i, w in pool if crypt[i] < MOST_COPIES]
            crypt[_weighted(rng, open_)] += 1
    return crypt


def _type_targets(size: int, types: list[str]) -> dict[str, int]:
    """`size` cards shared among `types` by TYPE_SHARE, the remainders to the largest fractions."""
    total = sum(TYPE_SHARE[t] for t in types)
    exact = {t: size * TYPE_SHARE[t] / total for t in types}
    out = {t: int(x) for t, x in exact.items()}
    for t in sorted(types, key=lambda t: out[t] - exact[t])[:size - sum(out.values())]:
        out[t] += 1
    return out


def _library(rng: Rng, crypt: Counter[int]) -> Counter[int]:
    """Cards the crypt can play, each type about its TYPE_SHARE, by the crypt's disciplines."""
    size = rng.randint(*LIBRARY_SIZES)
    discs: Counter[str] = Counter()
    for v, n in crypt.items():
        for d, level in _C.vampires[v].disc.items():
            discs[d] += n * level
    whole = sum(discs.values())
    by_type: dict[str, list[tuple[int, float]]] = {}
    for i, card in enumerate(_C.cards):
        if card.disc and card.disc not in discs:
            continue
        w = 1.0 + 3.0 * discs[card.disc] / whole if card.disc else NO_DISCIPLINE
        by_type.setdefault(card.type, []).append((i, w))
    types = [t for t in TYPE_SHARE if t in by_type]
    library: Counter[int] = Counter()
    short = 0
    for t, count in _type_targets(size, types).items():
        short += _fill(rng, by_type[t], count, library)
    anything = [p for t in types for p in by_type[t]]
    while short:     # a type with too few cards for its share: the rest from any type
        short = _fill(rng, anything, short, library)
    return library


def _fill(rng: Rng, cards: list[tuple[int, float]], count: int, library: Counter[int]) -> int:
    """Add `count` copies of `cards` to `library`, one to three of a card at a time; how many did not fit."""
    while count > 0:
        open_ = [(i, w) for i, w in cards if library[i] < MOST_COPIES]
        if not open_:
            return count
        card = _weighted(rng, open_)
        copies = min(count, MOST_COPIES - library[card], rng.randint(1, 3))
        library[card] += copies
        count -= copies
    return 0
