"""Elysium's content: the city, the five clans and the 100-card deck, from content.toml.

Each entry is declared with its field rules and built by the kit's loader (game/core/content.py);
this module checks what spans entries (the map's shape, the deck's make-up).  Loaded and validated
once; every error is a ContentError naming the zone, clan or card and the field
(``content.toml: card 'x': field 'difficulty' ...``).
Zone index 0 is always Elysium; card indices 0..99 are the physical cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.core.content import Checker, given, read_toml, rule

CONTENT_FILE = Path(__file__).with_name("content.toml")
CONTEXTS = ("mental", "physical", "social", "territorial", "influence")
CHALLENGE_TYPES = ("mental", "physical", "social", "territorial")
CARD_TYPES = ("activation", "event", "retainer", "equipment", "strategy")
GAINS = ("vitae", "card", "prestige")
# effect kind -> the parameters it needs
CARD_EFFECTS = {"bonus": ("contexts", "amount"), "extra_die": ("contexts",), "reroll": (),
                "alt_action": ("gain", "amount"), "extra_token": ("amount",), "broker": (),
                "domain": ("zones",)}
EVENT_EFFECTS = {"attribute_penalty": ("contexts", "amount"), "no_hunt": (), "fewer_tokens": ("amount",),
                 "upkeep_extra": ("amount",), "no_trades": (), "category_closed": ("category",)}
POWER_EFFECTS = {"extra_die": ("contexts",), "bonus": ("contexts", "amount"),
                 "opponent_penalty": ("contexts", "amount"), "prevent_vitae_loss": (),
                 "untargetable": (), "reroll": ()}
TYPE_COUNTS = {"event": 20, "retainer": 14, "equipment": 14}
DOMAIN_CARDS = 6
BOARD_W, BOARD_H = 1000, 700


@dataclass(frozen=True)
class Effect:
    """One card, power or event effect: a kind plus its parameters."""

    kind: str
    contexts: frozenset[str] = frozenset()
    amount: int = 0
    gain: str = ""
    category: int = -1
    zones: tuple[int, ...] = ()


def _effect(check: Checker, entry: Mapping[str, Any], where: str, kinds: Mapping[str, tuple[str, ...]]) -> Effect:
    """An effect table {kind = ..., and the parameters its kind needs}."""
    raw = check.field(entry, "effect", dict, where)
    kind = check.field(raw, "kind", str, where + " effect", choices=kinds)
    need = kinds[kind]
    unknown = sorted(set(raw) - {"kind", *need})
    if unknown:
        raise check.fail(where + " effect", f"unknown field(s) {unknown}; a '{kind}' effect takes {sorted(need)}")
    contexts: frozenset[str] = frozenset()
    zones: tuple[int, ...] = ()
    amount, gain, category = 0, "", -1
    if "contexts" in need:
        values = check.field(raw, "contexts", list, where + " effect")
        bad = [v for v in values if v not in CONTEXTS]
        if not values or bad:
            raise check.fail(where, f"field 'effect.contexts' must list some of {list(CONTEXTS)}, found {values!r}")
        contexts = frozenset(values)
    if "amount" in need:
        amount = check.field(raw, "amount", int, where + " effect", lo=1, hi=5)
    if "gain" in need:
        gain = check.field(raw, "gain", str, where + " effect", choices=GAINS)
    if "category" in need:
        category_ids = check.index("category")
        category = category_ids[check.field(raw, "category", str, where + " effect", choices=category_ids)]
    if "zones" in need:
        zone_ids = check.index("zone")
        names = check.field(raw, "zones", list, where + " effect")
        if len(names) != 3 or len(set(names)) != 3 or any(n not in zone_ids or n == "elysium" for n in names):
            raise check.fail(where, f"field 'effect.zones' must name 3 different zones, found {names!r}")
        zones = tuple(zone_ids[n] for n in names)
    return Effect(kind, contexts, amount, gain, category, zones)


def _card_effect(check: Checker, entry: Mapping[str, Any], where: str, done: Mapping[str, Any]) -> Effect:
    return _effect(check, entry, where, EVENT_EFFECTS if done["type"] == "event" else CARD_EFFECTS)


def _power_effect(check: Checker, entry: Mapping[str, Any], where: str, done: Mapping[str, Any]) -> Effect:
    return _effect(check, entry, where, POWER_EFFECTS)


def _neighbours(check: Checker, entry: Mapping[str, Any], where: str, done: Mapping[str, Any]) -> tuple[int, ...]:
    ids = check.index("zone")
    names = check.field(entry, "neighbours", list, where)
    for n in names:
        if n not in ids or n == done["id"]:
            raise check.fail(where, f"field 'neighbours' names an unknown zone {n!r}")
    return tuple(ids[n] for n in names)


def _polygon(check: Checker, entry: Mapping[str, Any], where: str,
             done: Mapping[str, Any]) -> tuple[tuple[int, int], ...]:
    polygon = check.field(entry, "polygon", list, where)
    if len(polygon) < 3 or not all(isinstance(p, list) and len(p) == 2 and all(
            isinstance(v, int) for v in p) and 0 <= p[0] <= BOARD_W and 0 <= p[1] <= BOARD_H
            for p in polygon):
        raise check.fail(where, f"field 'polygon' must be 3+ [x, y] points inside {BOARD_W}x{BOARD_H}")
    return tuple((p[0], p[1]) for p in polygon)


def _anchor(check: Checker, entry: Mapping[str, Any], where: str, done: Mapping[str, Any]) -> tuple[int, int]:
    anchor = check.int_list(entry, "anchor", where, lo=0, hi=BOARD_W)
    if len(anchor) != 2 or anchor[1] > BOARD_H:
        raise check.fail(where, "field 'anchor' must be one [x, y] point on the board")
    return (anchor[0], anchor[1])


@dataclass(frozen=True)
class Category:
    index: int = given()
    id: str = rule()
    name: str = rule()
    colour: str = rule()


@dataclass(frozen=True)
class Zone:
    index: int = given()
    id: str = rule()
    name: str = rule()
    category: int = rule(ref="category", index=True)     # -1 for Elysium
    value: int = rule(lo=1, hi=4)                        # 0 for Elysium
    neighbours: tuple[int, ...] = rule(read=_neighbours)
    polygon: tuple[tuple[int, int], ...] = rule(read=_polygon)
    anchor: tuple[int, int] = rule(read=_anchor)


@dataclass(frozen=True)
class Power:
    index: int = given()
    id: str = rule()
    name: str = rule()
    effect: Effect = rule(read=_power_effect)
    text: str = rule()


def _powers(check: Checker, entry: Mapping[str, Any], where: str, done: Mapping[str, Any]) -> tuple[Power, ...]:
    raw = check.field(entry, "power", list, where)
    if len(raw) != 3:
        raise check.fail(where, f"field 'power' must hold 3 powers, found {len(raw)}")
    powers = []
    for i, p in enumerate(raw):
        pid = check.field(p, "id", str, f"{where} power #{i + 1}")
        powers.append(check.entry(Power, p, f"power '{pid}'", values={"index": i}))
    return tuple(powers)


@dataclass(frozen=True)
class Clan:
    index: int = given()
    id: str = rule()
    name: str = rule()
    colour: str = rule()
    mental: int = rule(lo=2, hi=7)
    physical: int = rule(lo=2, hi=7)
    social: int = rule(lo=2, hi=7)
    blurb: str = rule()
    powers: tuple[Power, ...] = rule(key="power", read=_powers)

    def attribute(self, kind: str) -> int:
        return {"mental": self.mental, "physical": self.physical, "social": self.social}.get(kind, 0)


@dataclass(frozen=True)
class Card:
    index: int = given()
    id: str = rule()
    name: str = rule()
    type: str = rule(choices=CARD_TYPES)
    text: str = rule()
    effect: Effect = rule(read=_card_effect)
    zone: int = rule(ref="district", index=True, default=-1, required_if=("type", ("activation",)))
    challenge: str = rule(choices=CHALLENGE_TYPES, default="", required_if=("type", ("event",)))
    difficulty: int = rule(lo=12, hi=24, default=0, required_if=("type", ("event",)))
    acting: int = rule(lo=1, hi=6, default=0, required_if=("type", ("event",)))
    assisting: int = rule(lo=0, hi=4, default=0, required_if=("type", ("event",)))

    @property
    def nudges(self) -> bool:
        """Activation and Strategy cards can be discarded from hand for +-1 on a die."""
        return self.type in ("activation", "strategy")


@dataclass(frozen=True)
class Content:
    rules: dict[str, int]
    categories: tuple[Category, ...]
    zones: tuple[Zone, ...]            # zones[0] is Elysium
    clans: tuple[Clan, ...]
    cards: tuple[Card, ...]            # 100 physical cards
    zone_ids: dict[str, int]
    clan_ids: dict[str, int]
    card_ids: dict[str, int]

    def zones_of(self, category: int) -> tuple[int, ...]:
        return tuple(z.index for z in self.zones if z.category == category)


RULE_KEYS = {"hand_limit": (1, 9), "play_limit": (1, 9), "vitae_max": (1, 20), "vitae_start": (1, 20),
             "power_cost": (0, 5), "base_tokens": (1, 9), "two_player_tokens": (1, 9),
             "two_player_max_difficulty": (1, 30), "domain_bonus": (0, 9), "deck_size": (1, 500),
             "miniature_bonus": (0, 9)}


def _board(check: Checker, data: Mapping[str, Any]) -> tuple[Zone, ...]:
    raw = [dict(check.table(data, "elysium", "[elysium]"))] + check.entries(data, "zone")
    ids: dict[str, int] = {}
    for index, entry in enumerate(raw):
        zid = check.field(entry, "id", str, f"zone #{index + 1}")
        if zid in ids:
            raise check.fail(f"zone '{zid}'", "the id is used twice")
        ids[zid] = index
    if raw[0]["id"] != "elysium":
        raise check.fail("[elysium]", "field 'id' must be 'elysium'")
    check.refs["zone"] = ids
    zones = [check.entry(Zone, entry, f"zone '{entry['id']}'",
                         values={"index": index, **({"category": -1, "value": 0} if index == 0 else {})})
             for index, entry in enumerate(raw)]
    category_ids = check.index("category")
    _check_map(check, zones, len(category_ids), category_ids.get("community", -1))
    return tuple(zones)


def _check_map(check: Checker, zones: list[Zone], categories: int, community: int) -> None:
    """Counts, symmetric planar-style adjacency, and colours spread across the city."""
    if not 24 <= len(zones) - 1 <= 28:
        raise check.fail("[[zone]]", f"the city needs 24-28 zones, found {len(zones) - 1}")
    for zone in zones:
        where = f"zone '{zone.id}'"
        for n in zone.neighbours:
            if zone.index not in zones[n].neighbours:
                raise check.fail(where, f"field 'neighbours': '{zones[n].id}' does not list it back")
        lo, hi = (5, 7) if zone.index == 0 else (2, 5)
        if not lo <= len(zone.neighbours) <= hi:
            raise check.fail(where, f"field 'neighbours' must hold {lo}-{hi} zones, found {len(zone.neighbours)}")
    seen, todo = {0}, [0]
    while todo:
        for n in zones[todo.pop()].neighbours:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    if len(seen) != len(zones):
        raise check.fail("[[zone]]", "the city is not connected")
    for cat in range(categories):
        members = [z.index for z in zones if z.category == cat]
        lo = 4 if cat == community else 2
        if not lo <= len(members) <= 4:
            raise check.fail(f"category #{cat + 1}", f"must have {lo}-4 zones, found {len(members)}")
        for spot in zones:
            reach = {spot.index, *spot.neighbours}
            if all(m in reach for m in members):
                raise check.fail(f"zone '{spot.id}'", "reaches every zone of one colour: spread them out")


def _clans(check: Checker, data: Mapping[str, Any]) -> tuple[Clan, ...]:
    clans = []
    for index, entry in enumerate(check.entries(data, "clan")):
        cid = check.field(entry, "id", str, f"clan #{index + 1}")
        where = f"clan '{cid}'"
        clan = check.entry(Clan, entry, where, values={"index": index})
        if clan.mental + clan.physical + clan.social != 15:
            raise check.fail(where, f"fields 'mental'+'physical'+'social' must sum to 15, found "
                             f"{clan.mental + clan.physical + clan.social}")
        clans.append(clan)
    if len(clans) != 5 or len({c.id for c in clans}) != 5:
        raise check.fail("[[clan]]", f"there must be 5 clans with different ids, found {len(clans)}")
    return tuple(clans)


def _cards(check: Checker, data: Mapping[str, Any], zones: tuple[Zone, ...], deck_size: int) -> tuple[Card, ...]:
    cards: list[Card] = []
    seen: set[str] = set()
    check.refs["district"] = {z.id: z.index for z in zones[1:]}
    for entry in check.entries(data, "card"):
        cid = check.field(entry, "id", str, f"card #{len(cards) + 1}")
        where = f"card '{cid}'"
        if cid in seen:
            raise check.fail(where, "the id is used twice")
        seen.add(cid)
        card = check.entry(Card, entry, where, values={"index": len(cards)})
        if card.effect.kind == "domain" and card.type != "strategy":
            raise check.fail(where, "field 'effect.kind' 'domain' belongs on strategy cards")
        cards.append(card)
    counts = {t: sum(1 for c in cards if c.type == t) for t in CARD_TYPES}
    if len(cards) != deck_size:
        raise check.fail("[[card]]", f"the deck must hold {deck_size} cards, found {len(cards)}")
    for ctype, want in TYPE_COUNTS.items():
        if counts[ctype] != want:
            raise check.fail("[[card]]", f"the deck needs {want} {ctype} cards, found {counts[ctype]}")
    activated = sorted(c.zone for c in cards if c.type == "activation")
    if activated != list(range(1, len(zones))):
        missing = [z.id for z in zones[1:] if z.index not in activated]
        raise check.fail("[[card]]", f"every zone needs exactly one activation card; check {missing or 'duplicates'}")
    domains = sum(1 for c in cards if c.effect.kind == "domain")
    if domains != DOMAIN_CARDS:
        raise check.fail("[[card]]", f"the deck needs {DOMAIN_CARDS} domain strategy cards, found {domains}")
    return tuple(cards)


def parse_content(data: Mapping[str, Any], source: str = "content.toml") -> Content:
    """Validate raw TOML data and build the content (raises ContentError)."""
    check = Checker(source)
    game = check.table(data, "game", "[game]")
    rules = {key: check.field(game, key, int, "[game]", lo=lo, hi=hi) for key, (lo, hi) in RULE_KEYS.items()}
    categories = []
    for index, entry in enumerate(check.entries(data, "category")):
        cid = check.field(entry, "id", str, f"category #{index + 1}")
        categories.append(check.entry(Category, entry, f"category '{cid}'", values={"index": index}))
    if len(categories) != 8 or len({c.id for c in categories}) != 8:
        raise check.fail("[[category]]", f"there must be 8 categories with different ids, found {len(categories)}")
    check.refs["category"] = {c.id: c.index for c in categories}
    zones = _board(check, data)
    clans = _clans(check, data)
    cards = _cards(check, data, zones, rules["deck_size"])
    return Content(rules, tuple(categories), zones, clans, cards, {z.id: z.index for z in zones},
                   {c.id: c.index for c in clans}, {c.id: c.index for c in cards})


@lru_cache(maxsize=1)
def load_content() -> Content:
    """The validated content of content.toml (loaded once)."""
    return parse_content(read_toml(CONTENT_FILE), CONTENT_FILE.name)
