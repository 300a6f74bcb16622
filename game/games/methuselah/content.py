"""Methuselah's content from content.toml, validated once at load with the kit's Checker.

Every library card's effect is data: a table of ops (``basic``, and ``superior`` when played by a
minion with the card's discipline at superior level) over the small vocabulary below, each op
read by the engine in one place (``effects.py`` for the ops of cards played, ``combat.py`` for
strikes, ``rules.py`` for what equipment, retainers, allies and events give).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.core.content import Checker, read_toml

CONTENT_FILE = Path(__file__).with_name("content.toml")

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


@dataclass(frozen=True)
class Vampire:
    key: str
    name: str
    clan: str
    capacity: int
    disc: dict[str, int]
    title: str
    votes: int


@dataclass(frozen=True)
class Card:
    key: str
    name: str
    type: str
    act: str
    disc: str
    cost_pool: int
    cost_blood: int
    basic: dict[str, int]
    superior: dict[str, int]

    def ops(self, level: int) -> dict[str, int]:
        """The card's ops when played at discipline `level` (2: superior)."""
        return self.superior if level >= 2 else self.basic


@dataclass(frozen=True)
class Deck:
    key: str
    name: str
    plan: str
    crypt: tuple[int, ...]      # vampire indices, 12
    library: tuple[int, ...]    # card indices, 40


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


def _ops(c: Checker, entry: dict[str, Any], key: str, ctype: str, where: str) -> dict[str, int]:
    table = c.field(entry, key, dict, where)
    allowed = OPS[ctype]
    out: dict[str, int] = {}
    for op in table:
        if op not in allowed:
            raise c.fail(where, f"field '{key}': op '{op}' is not one a {ctype} card may use "
                                f"(one of {', '.join(allowed)})")
        out[op] = c.field(table, op, int, f"{where}: field '{key}'", lo=0, hi=11)
    return out


@lru_cache(maxsize=1)
def load() -> Content:
    data = read_toml(CONTENT_FILE)
    c = Checker(CONTENT_FILE.name)
    rules_t = c.table(data, "rules", "top level")
    rules = {k: c.field(rules_t, k, int, "[rules]", lo=1, hi=100000)
             for k in ("start_pool", "hand_size", "start_uncontrolled", "transfers", "oust_pool", "bank")}
    discs, disc_names = [], {}
    for i, e in enumerate(c.entries(data, "discipline")):
        where = f"discipline {i + 1}"
        key = c.field(e, "key", str, where)
        discs.append(key)
        disc_names[key] = c.field(e, "name", str, where)
    if len(discs) != 6 or len(set(discs)) != 6:
        raise c.fail("[[discipline]]", f"six distinct disciplines are needed, found {len(set(discs))}")
    clans = {}
    for i, e in enumerate(c.entries(data, "clan")):
        clans[c.field(e, "key", str, f"clan {i + 1}")] = c.field(e, "name", str, f"clan {i + 1}")
    titles = {}
    for i, e in enumerate(c.entries(data, "title")):
        where = f"title {i + 1}"
        titles[c.field(e, "key", str, where)] = (c.field(e, "name", str, where),
                                                 c.field(e, "votes", int, where, lo=1, hi=5))
    vampires: list[Vampire] = []
    vamp_index: dict[str, int] = {}
    for i, e in enumerate(c.entries(data, "vampire")):
        key = c.field(e, "key", str, f"vampire {i + 1}")
        where = f"vampire '{key}'"
        if key in vamp_index:
            raise c.fail(where, "the key is used twice")
        clan = c.field(e, "clan", str, where, choices=clans)
        cap = c.field(e, "capacity", int, where, lo=1, hi=11)
        disc_t = c.field(e, "disc", dict, where)
        disc = {}
        for d in disc_t:
            if d not in discs:
                raise c.fail(where, f"field 'disc': unknown discipline '{d}'")
            disc[d] = c.field(disc_t, d, int, f"{where}: field 'disc'", lo=1, hi=2)
        title = c.field(e, "title", str, where, default="", choices=[*titles, ""])
        vamp_index[key] = len(vampires)
        vampires.append(Vampire(key, c.field(e, "name", str, where), clan, cap, disc, title,
                                titles[title][1] if title else 0))
    cards: list[Card] = []
    card_index: dict[str, int] = {}
    for i, e in enumerate(c.entries(data, "card")):
        key = c.field(e, "key", str, f"card {i + 1}")
        where = f"card '{key}'"
        if key in card_index:
            raise c.fail(where, "the key is used twice")
        ctype = c.field(e, "type", str, where, choices=TYPES)
        act = c.field(e, "act", str, where, default="", choices=[*ACTS, ""])
        if (ctype == "action") != bool(act):
            raise c.fail(where, "field 'act' is given on action cards, and only on them")
        disc = c.field(e, "disc", str, where, default="", choices=[*discs, ""])
        if disc and ctype not in MINION_PLAYED:
            raise c.fail(where, f"field 'disc': a {ctype} card is not played by a minion")
        basic = _ops(c, e, "basic", ctype, where)
        superior = _ops(c, e, "superior", ctype, where) if "superior" in e else basic
        if "superior" in e and not disc:
            raise c.fail(where, "field 'superior' needs a discipline")
        if ctype in ("retainer", "ally") and basic.get("life", 0) < 1:
            raise c.fail(where, "field 'basic': a retainer or ally needs life 1 or more")
        card_index[key] = len(cards)
        cards.append(Card(key, c.field(e, "name", str, where), ctype, act, disc,
                          c.field(e, "cost_pool", int, where, default=0, lo=0, hi=5),
                          c.field(e, "cost_blood", int, where, default=0, lo=0, hi=5), basic, superior))
    decks: list[Deck] = []
    deck_index: dict[str, int] = {}
    for i, e in enumerate(c.entries(data, "deck")):
        key = c.field(e, "key", str, f"deck {i + 1}")
        where = f"deck '{key}'"
        crypt: list[int] = []
        for v in c.field(e, "crypt", dict, where):
            if v not in vamp_index:
                raise c.fail(where, f"field 'crypt': no vampire '{v}'")
            crypt += [vamp_index[v]] * c.field(e["crypt"], v, int, f"{where}: field 'crypt'", lo=1, hi=12)
        library: list[int] = []
        for k in c.field(e, "library", dict, where):
            if k not in card_index:
                raise c.fail(where, f"field 'library': no card '{k}'")
            library += [card_index[k]] * c.field(e["library"], k, int, f"{where}: field 'library'", lo=1, hi=40)
        if len(crypt) != 12:
            raise c.fail(where, f"field 'crypt': 12 vampires are needed, found {len(crypt)}")
        if len(library) != 40:
            raise c.fail(where, f"field 'library': 40 cards are needed, found {len(library)}")
        for k in set(library):
            card = cards[k]
            if card.disc and not any(vampires[v].disc.get(card.disc) for v in crypt):
                raise c.fail(where, f"card '{card.key}' needs {card.disc}, which no vampire of the crypt has")
        deck_index[key] = len(decks)
        decks.append(Deck(key, c.field(e, "name", str, where), c.field(e, "plan", str, where),
                          tuple(crypt), tuple(library)))
    if not 4 <= len(decks) <= 5:
        raise c.fail("[[deck]]", f"four or five starter decks are needed, found {len(decks)}")
    return Content(rules, tuple(discs), disc_names, clans, titles, tuple(vampires), tuple(cards),
                   tuple(decks), vamp_index, card_index, deck_index)

