"""Methuselah's content from content.toml, each entry declared with its field rules and built
by the kit's loader; this module checks only what spans entries (decks against crypts and cards).

Every library card's effect is data: a table of ops (``basic``, and ``superior`` when played by a
minion with the card's discipline at superior level) over the small vocabulary below, each op
read by the engine in one place (``effects.py`` for the ops of cards played, ``combat.py`` for
strikes, ``rules.py`` for what equipment, retainers, allies and events give).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar

from game.core.content import Checker, given, read_toml, rule
from game.core.errors import ContentError

CONTENT_FILE = Path(__file__).with_name("content.toml")
T = TypeVar("T")

TYPES = ("master", "action", "modifier", "reaction", "combat", "equipment", "retainer", "ally",
         "political", "event")
ACTS = ("bleed", "hunt", "rush", "boon")
# the op vocabulary, per card type: which keys a card's basic/superior table may hold
OPS: dict[str, tuple[str, ...]] = {
    "master": ("pool", "blood", "seek", "transfers", "haven", "prey_burn", "edge"),
    "action": ("bleed", "stealth", "blood", "pool", "edge", "seek", "blood_to_pool", "unlock_self"),
    "modifier": ("stealth", "bleed", "votes"),
    "reaction": ("intercept", "reduce_bleed", "votes"),
    "combat": ("strike", "agg", "ranged", "first", "dodge", "maneuver", "press", "prevent",
               "combat_ends", "strike_servant"),
    "equipment": ("gear_strike", "agg", "ranged", "gear_prevent", "gear_stealth", "gear_intercept",
                  "gear_bleed", "gear_strength"),
    "retainer": ("life", "gear_prevent", "gear_stealth", "gear_intercept", "gear_bleed",
                 "gear_strength"),
    "ally": ("life", "strength", "bleed", "stealth", "intercept"),
    "political": ("pool", "prey_burn", "others_burn", "all_burn", "edge", "blood"),
    "event": ("bleed_all", "hunt_all", "intercept_all", "stealth_all", "unlock_burn_all"),
}
MINION_PLAYED = ("action", "modifier", "reaction", "combat", "equipment", "retainer", "ally",
                 "political")


def _disciplines(check: Checker, entry: Mapping[str, Any], where: str,
                 done: Mapping[str, Any]) -> dict[str, int]:
    """A vampire's disciplines: {discipline = 1 (inferior) or 2 (superior)}."""
    table = check.field(entry, "disc", dict, where)
    out = {}
    for d in table:
        if d not in check.refs["discipline"]:
            raise check.fail(where, f"field 'disc': unknown discipline '{d}'")
        out[d] = check.field(table, d, int, f"{where}: field 'disc'", lo=1, hi=2)
    return out


def _ops(check: Checker, entry: Mapping[str, Any], key: str, card_type: str, where: str) -> dict[str, int]:
    table = check.field(entry, key, dict, where)
    allowed = OPS[card_type]
    out: dict[str, int] = {}
    for op in table:
        if op not in allowed:
            raise check.fail(where, f"field '{key}': op '{op}' is not one a {card_type} card may use "
                                    f"(one of {', '.join(allowed)})")
        out[op] = check.field(table, op, int, f"{where}: field '{key}'", lo=0, hi=11)
    return out


def _basic(check: Checker, entry: Mapping[str, Any], where: str, done: Mapping[str, Any]) -> dict[str, int]:
    return _ops(check, entry, "basic", done["type"], where)


def _superior(check: Checker, entry: Mapping[str, Any], where: str, done: Mapping[str, Any]) -> dict[str, int]:
    """The superior ops; the basic ones when the card gives none of its own."""
    return _ops(check, entry, "superior", done["type"], where) if "superior" in entry else done["basic"]


@dataclass(frozen=True)
class Vampire:
    key: str = rule()
    name: str = rule()
    clan: str = rule(ref="clan")
    capacity: int = rule(lo=1, hi=11)
    disc: dict[str, int] = rule(read=_disciplines)
    title: str = rule(ref="title", blank=True, absent="")
    votes: int = given()                # its title's votes (0 untitled)


@dataclass(frozen=True)
class Card:
    key: str = rule()
    name: str = rule()
    type: str = rule(choices=TYPES)
    act: str = rule(choices=(*ACTS, ""), absent="")
    disc: str = rule(ref="discipline", blank=True, absent="")
    cost_pool: int = rule(lo=0, hi=5, absent=0)
    cost_blood: int = rule(lo=0, hi=5, absent=0)
    basic: dict[str, int] = rule(read=_basic)
    superior: dict[str, int] = rule(read=_superior)

    def ops(self, level: int) -> dict[str, int]:
        """The card's ops when played at discipline `level` (2: superior)."""
        return self.superior if level >= 2 else self.basic


@dataclass(frozen=True)
class Deck:
    key: str = rule()
    name: str = rule()
    plan: str = rule()
    crypt: tuple[int, ...] = given(key="crypt")      # vampire indices, 12
    library: tuple[int, ...] = given(key="library")  # card indices, 40-90: the newest deck (rules edition 4 on)
    first: tuple[int, ...] = given(key="first")      # the file's library alone: the deck of rules editions 1-2
    third: tuple[int, ...] = given(key="third")      # the file's library and added: the deck of rules edition 3


@dataclass(frozen=True)
class Named:
    """A discipline or a clan: its key and its name (a discipline's help is for the file's reader)."""
    key: str = rule()
    name: str = rule()


@dataclass(frozen=True)
class Title:
    key: str = rule()
    name: str = rule()
    votes: int = rule(lo=1, hi=5)


@dataclass(frozen=True)
class Content:
    rules: dict[str, int]
    disciplines: tuple[str, ...]
    disc_names: dict[str, str]
    clans: dict[str, str]
    titles: dict[str, tuple[str, int]]
    vampires: tuple[Vampire, ...]
    cards: tuple[Card, ...]
    decks: tuple[Deck, ...]
    vamp_index: dict[str, int]
    card_index: dict[str, int]
    deck_index: dict[str, int]


@lru_cache(maxsize=1)
def load() -> Content:
    return parse(read_toml(CONTENT_FILE), CONTENT_FILE.name)


def _keyed(check: Checker, data: Mapping[str, Any], table: str,
           build: Callable[[dict[str, Any], str], T]) -> list[T]:
    """Each entry of a table, built by ``build(entry, where)`` once its key names it; a key used
    twice is refused."""
    raw = check.entries(data, table)
    keys = [check.field(e, "key", str, f"{table} {i + 1}") for i, e in enumerate(raw)]
    out = []
    for i, (key, e) in enumerate(zip(keys, raw, strict=True)):
        if key in keys[:i]:
            raise check.fail(f"{table} '{key}'", "the key is used twice")
        out.append(build(e, f"{table} '{key}'"))
    return out


def _counted(check: Checker, entry: Mapping[str, Any], key: str, where: str, index: Mapping[str, int],
             noun: str, most: int) -> tuple[int, ...]:
    """A deck's {key = copies} table as the indices of its copies, in the file's order."""
    out: list[int] = []
    table = check.field(entry, key, dict, where)
    for k in table:
        if k not in index:
            raise check.fail(where, f"field '{key}': no {noun} '{k}'")
        out += [index[k]] * check.field(table, k, int, f"{where}: field '{key}'", lo=1, hi=most)
    return tuple(out)


def parse(data: Mapping[str, Any], source: str = CONTENT_FILE.name) -> Content:
    """Validate raw TOML data; raises ContentError naming the file, the entry and the field."""
    c = Checker(source)
    rules_t = c.table(data, "rules", "top level")
    rules = {k: c.field(rules_t, k, int, "[rules]", lo=1, hi=100000)
             for k in ("start_pool", "hand_size", "start_uncontrolled", "transfers", "oust_pool", "bank",
                       *(f"{d}_{part}_{end}" for d in ("deck", "random") for part in ("crypt", "library")
                         for end in ("min", "max")), "deck_copies", "random_copies")}
    for d, part in ((d, part) for d in ("deck", "random") for part in ("crypt", "library")):
        if rules[f"{d}_{part}_min"] > rules[f"{d}_{part}_max"]:
            raise ContentError(f"{source}: [rules] {d}_{part}_min is above {d}_{part}_max")
    raw = c.entries(data, "discipline")
    disciplines = [c.entry(Named, e, f"discipline {i + 1}", also=("help",)) for i, e in enumerate(raw)]
    discs = [d.key for d in disciplines]
    if len(discs) != 6 or len(set(discs)) != 6:
        raise c.fail("[[discipline]]", f"six distinct disciplines are needed, found {len(set(discs))}")
    clans = {n.key: n.name for i, e in enumerate(c.entries(data, "clan"))
             for n in [c.entry(Named, e, f"clan {i + 1}")]}
    titles = {t.key: (t.name, t.votes) for i, e in enumerate(c.entries(data, "title"))
              for t in [c.entry(Title, e, f"title {i + 1}")]}
    c.refs.update(discipline=discs, clan=clans, title=titles)

    def vampire(e: dict[str, Any], where: str) -> Vampire:
        title = e.get("title", "")
        votes = titles[title][1] if isinstance(title, str) and title in titles else 0
        return c.entry(Vampire, e, where, values={"votes": votes})

    vampires = _keyed(c, data, "vampire", vampire)
    cards = _keyed(c, data, "card", lambda e, where: _card(c, e, where))
    vamp_index = {v.key: i for i, v in enumerate(vampires)}
    card_index = {card.key: i for i, card in enumerate(cards)}
    decks = _keyed(c, data, "deck", lambda e, where: _deck(c, e, where, vampires, cards))
    if not 4 <= len(decks) <= 5:
        raise c.fail("[[deck]]", f"four or five starter decks are needed, found {len(decks)}")
    return Content(rules, tuple(discs), {d.key: d.name for d in disciplines}, clans, titles,
                   tuple(vampires), tuple(cards), tuple(decks), vamp_index, card_index,
                   {d.key: i for i, d in enumerate(decks)})


def _card(c: Checker, e: dict[str, Any], where: str) -> Card:
    """A card, its act, discipline and superior ops fitting its type."""
    card = c.entry(Card, e, where)
    if (card.type == "action") != bool(card.act):
        raise c.fail(where, "field 'act' is given on action cards, and only on them")
    if card.disc and card.type not in MINION_PLAYED:
        raise c.fail(where, f"field 'disc': a {card.type} card is not played by a minion")
    if "superior" in e and not card.disc:
        raise c.fail(where, "field 'superior' needs a discipline")
    if card.type in ("retainer", "ally") and card.basic.get("life", 0) < 1:
        raise c.fail(where, "field 'basic': a retainer or ally needs life 1 or more")
    return card


def _deck(c: Checker, e: dict[str, Any], where: str, vampires: list[Vampire], cards: list[Card]) -> Deck:
    """A starter deck: 12 vampires and 40 cards, each card playable by a vampire of its crypt."""
    crypt = _counted(c, e, "crypt", where, {v.key: i for i, v in enumerate(vampires)}, "vampire", 12)
    index = {card.key: i for i, card in enumerate(cards)}
    first = _counted(c, e, "library", where, index, "card", 4)
    added = _counted(c, e, "added", where, index, "card", 4) if "added" in e else ()
    third = first + added
    library = _changed(c, e, where, index, third) if "changed" in e else third
    if len(crypt) != 12:
        raise c.fail(where, f"field 'crypt': 12 vampires are needed, found {len(crypt)}")
    if len(first) != 40:
        raise c.fail(where, f"field 'library': 40 cards are needed, found {len(first)}")
    if len(library) > 90 or any(library.count(k) > 4 for k in set(added)):
        raise c.fail(where, "field 'added': at most 90 cards in all and 4 copies of a card")
    if not 40 <= len(library) <= 90 or any(library.count(k) > 4 for k in set(library)):
        raise c.fail(where, "field 'changed': 40 to 90 cards in all and at most 4 copies of a card")
    for k in set(library) | set(third):
        card = cards[k]
        if card.disc and not any(vampires[v].disc.get(card.disc) for v in crypt):
            raise c.fail(where, f"card '{card.key}' needs {card.disc}, which no vampire of the crypt has")
    return c.entry(Deck, e, where, values={"crypt": crypt, "library": library, "first": first, "third": third},
                   also=("added", "changed"))


def _changed(c: Checker, e: dict[str, Any], where: str, index: dict[str, int], third: tuple[int, ...]) -> tuple[int, ...]:
    """The deck from rules edition 4: edition 3's library with `changed`'s cards at their new
    counts (0 takes a card out), in the content's order."""
    counts = Counter(third)
    changed = e["changed"]
    if not isinstance(changed, dict):
        raise c.fail(where, "field 'changed': a table of card = copies")
    for key, n in changed.items():
        if key not in index or not isinstance(n, int) or not 0 <= n <= 4:
            raise c.fail(where, f"field 'changed': '{key}' must be a card with 0 to 4 copies")
        counts[index[key]] = n
    return tuple(sorted(k for k, n in counts.items() for _ in range(n)))
