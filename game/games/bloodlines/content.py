"""Bloodlines' content: clans, characters, schemes, missions and battlegrounds, from content.toml.

Effects are data: a list of ops, each a TOML inline table ``{ op = "assign_infamy", amount = 1,
who = "choose", side = "opponent", infamy = true }``.  The vocabulary (each op, its fields and
what it means) is ``docs/bloodlines-effects.md``; :data:`OPS` below is its checked form.
Every entry may carry ``locked = true`` (chronicle content that a basic game leaves out unless
a chronicle unlocks it).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.core.content import Checker, read_toml
from game.core.errors import ContentError

CONTENT_FILE = Path(__file__).with_name("content.toml")

# ---- attributes ---------------------------------------------------------------------------
CLASSES = ("high", "low")
TEMPERAMENTS = ("composed", "feral")
GEOGRAPHIES = ("north", "east", "south", "west", "roaming")
FACTIONS = ("north", "east", "south", "west")          # the four geographies that are places
ARCHETYPES = ("warlike", "scholarly", "wealthy", "clandestine")
CATEGORY = {**{v: "class" for v in CLASSES}, **{v: "temperament" for v in TEMPERAMENTS},
            **{v: "geography" for v in GEOGRAPHIES}, **{v: "archetype" for v in ARCHETYPES}}
ATTRIBUTES = tuple(CATEGORY)                            # every attribute value, all distinct

MECHANICS = ("declare_enemy", "pack", "kiss_the_ring", "embrace_chaos", "black_market",
             "invitation", "usurp", "craft_monstrosity", "edict")
RULES = ("high_low", "princes", "beast", "inquisition", "revolt", "masquerade", "court",
         "humanity", "sects")
KINDS = ("basic", "ancilla", "leader")
# what a mission counts in a bloodline: any attribute value, or one of these
MISSION_COUNTS = ATTRIBUTES + ("ancilla", "fledgling", "sire", "power", "boon", "childer")

# ---- the effect vocabulary ----------------------------------------------------------------
WHO = ("self", "choose", "each", "recruit")
SIDES = ("own", "opponent", "any")
TOKENS = ("power", "infamy", "boon")
PER = ("", "enemy", "coterie", "torpor", "own_torpor", "ancilla")
FILTERS = ("infamy", "power", "boon", "enemy", "exhausted", "fledgling", "ancilla", "coterie",
           "torpor", "not_self", "titled")
SELECTOR = ("who", "side", "attribute", *FILTERS)
# op -> the fields it takes beyond 'op' (selector means the target fields above)
OPS: dict[str, tuple[str, ...]] = {
    "gain_power": ("amount", "per"),
    "gain_infamy": ("amount", "per"),
    "assign_power": ("amount", "per", *SELECTOR),
    "assign_infamy": ("amount", "per", *SELECTOR),
    "remove_infamy": ("amount", *SELECTOR),
    "torpor": SELECTOR,
    "rejuvenate": SELECTOR,
    "exhaust": SELECTOR,
    "steal": ("token", "amount", *SELECTOR),
    "reserve": (),
    "remove_from_queue": ("count", "up_to"),
    "activate": SELECTOR,
    "trigger": SELECTOR,
    "draw_scheme": ("count",),
    "take_discard": ("count",),
    "recruit_from_deck": (),
    "modify": ("battleground", "attribute"),
    # the nine clan mechanics
    "declare_enemy": (),
    "kiss_the_ring": ("effects",),
    "embrace_chaos": (),
    "black_market": ("effects",),
    "invitation": ("effects",),
    "usurp": (),
    "craft_monstrosity": (),
    "edict": ("effects", "attributes"),
}
TARGETED = {op for op, keys in OPS.items() if "who" in keys}
MECHANIC_OPS = {"declare_enemy", "kiss_the_ring", "embrace_chaos", "black_market", "invitation",
                "usurp", "craft_monstrosity", "edict"}
NESTED = {"kiss_the_ring", "black_market", "invitation", "edict"}


@dataclass(frozen=True, slots=True)
class Op:
    """One step of an effect.  Unused fields keep their defaults."""
    op: str
    amount: int = 1
    per: str = ""
    who: str = "self"
    side: str = "any"
    attribute: str = ""            # a target must show this attribute value ("" any)
    filters: tuple[tuple[str, bool], ...] = ()   # (name, wanted) pairs from FILTERS
    token: str = ""
    count: int = 1
    up_to: bool = False
    battleground: str = ""         # modify: a battleground id, or "any" (the actor chooses)
    effects: tuple[Op, ...] = ()   # the nested effect of a mechanic
    attributes: tuple[str, ...] = ()   # edict: the attribute values it may name (() = any)

    def wants(self, name: str) -> bool | None:
        for key, value in self.filters:
            if key == name:
                return value
        return None


@dataclass(frozen=True, slots=True)
class Ability:
    text: str
    effects: tuple[Op, ...]


@dataclass(frozen=True)
class Character:
    index: int
    id: str
    name: str
    kind: str                      # basic | ancilla | leader
    clan: str                      # a clan id, "" for none
    cls: str                       # high | low
    temperament: str
    geography: str
    archetype: str
    abilities: tuple[Ability, ...] = ()
    schemes: tuple[str, ...] = ()  # a leader's starting hand (two clan scheme ids)
    locked: bool = False
    haven: bool = False            # a chronicle haven character: recruited once, never dealt
    text: str = ""

    @property
    def attributes(self) -> tuple[str, str, str, str]:
        return (self.cls, self.temperament, self.geography, self.archetype)


@dataclass(frozen=True)
class Clan:
    index: int
    id: str
    name: str
    mechanic: str
    affinity: str                  # the archetype its schemes most often need
    colour: tuple[int, int, int]
    text: str
    locked: bool = False


@dataclass(frozen=True)
class Scheme:
    index: int
    id: str
    name: str
    clan: str                      # the owning clan id, "" for a battleground scheme
    battleground: str              # the owning battleground id, "" for a clan scheme
    requires: tuple[str, ...]      # archetype symbols the coterie must show (repeats count)
    coterie: str                   # direct (leader + direct childer) | pack
    effects: tuple[Op, ...]
    text: str
    mechanic: str = ""             # the clan mechanic its effects use ("" none)
    locked: bool = False


@dataclass(frozen=True)
class Mission:
    index: int
    id: str
    name: str
    counts: str                    # see MISSION_COUNTS
    power: int                     # power its claimer's clan leader gains (basic game)
    text: str
    locked: bool = False


@dataclass(frozen=True)
class Battleground:
    index: int
    id: str
    name: str
    rules: str                     # which of the nine rule families (RULES)
    first_chapter: bool
    locked: bool
    text: str
    table: dict[str, Any] = field(default_factory=dict)   # validated per rules family
    schemes: tuple[str, ...] = ()  # its two battleground scheme ids


@dataclass(frozen=True)
class Content:
    clans: tuple[Clan, ...]
    characters: tuple[Character, ...]
    schemes: tuple[Scheme, ...]
    missions: tuple[Mission, ...]
    battlegrounds: tuple[Battleground, ...]
    queue_size: int
    queue_costs: tuple[int, ...]
    max_childer: int
    start_power: int
    start_boons: int
    rounds: dict[int, int]
    missions_default: int
    clan_by_id: dict[str, Clan]
    character_by_id: dict[str, Character]
    scheme_by_id: dict[str, Scheme]
    battleground_by_id: dict[str, Battleground]

    def first_chapter(self) -> tuple[str, ...]:
        return tuple(b.id for b in self.battlegrounds if b.first_chapter)

    def leaders(self, clan: str) -> list[Character]:
        return [c for c in self.characters if c.kind == "leader" and c.clan == clan]

    def clan_schemes(self, clan: str) -> list[Scheme]:
        return [s for s in self.schemes if s.clan == clan]


# ---- parsing ------------------------------------------------------------------------------

def _colour(check: Checker, entry: dict, where: str) -> tuple[int, int, int]:
    colour = check.int_list(entry, "colour", where, lo=0, hi=255, default=[128, 128, 128])
    if len(colour) != 3:
        raise check.fail(where, "field 'colour' must hold 3 integers")
    return tuple(colour)  # type: ignore[return-value]


def parse_effects(check: Checker, raw: Any, where: str, *, depth: int = 0,
                  battlegrounds: set[str] | None = None) -> tuple[Op, ...]:
    """A list of ops; errors name the entry, the op's place and the field."""
    if not isinstance(raw, list) or not all(isinstance(e, dict) for e in raw):
        raise check.fail(where, "field 'effects' must be a list of inline tables {op = ...}")
    ops = []
    for i, entry in enumerate(raw):
        here = f"{where} effect #{i + 1}"
        name = check.field(entry, "op", str, here, choices=OPS)
        here = f"{where} effect #{i + 1} ({name})"
        allowed = set(OPS[name]) | {"op", "text"}
        extra = sorted(set(entry) - allowed)
        if extra:
            raise check.fail(here, f"unknown field(s) {extra}; '{name}' takes {sorted(OPS[name])}")
        filters = []
        for key in FILTERS:
            if key in entry:
                filters.append((key, check.field(entry, key, bool, here)))
        nested: tuple[Op, ...] = ()
        if name in NESTED:
            if depth:
                raise check.fail(here, "a clan mechanic cannot sit inside another one")
            nested = parse_effects(check, check.field(entry, "effects", list, here), here,
                                   depth=depth + 1, battlegrounds=battlegrounds)
            if any(o.op in MECHANIC_OPS for o in nested):
                raise check.fail(here, "a clan mechanic cannot sit inside another one")
        who_default = "choose" if name in TARGETED else "self"
        side_default = "opponent" if name in ("assign_infamy", "steal") else "any"
        bg = check.field(entry, "battleground", str, here, default="any" if name == "modify" else "")
        if name == "modify" and battlegrounds is not None and bg != "any" and bg not in battlegrounds:
            raise check.fail(here, f"field 'battleground' must name a battleground or 'any', found {bg!r}")
        attrs = tuple(check.field(entry, "attributes", list, here, default=[]))
        for a in attrs:
            if a not in CATEGORY:
                raise check.fail(here, f"field 'attributes' must hold attribute values, found {a!r}")
        op = Op(
            op=name,
            amount=check.field(entry, "amount", int, here, default=1, lo=1, hi=9),
            per=check.field(entry, "per", str, here, default="", choices=PER),
            who=check.field(entry, "who", str, here, default=who_default, choices=WHO),
            side=check.field(entry, "side", str, here, default=side_default, choices=SIDES),
            attribute=check.field(entry, "attribute", str, here, default="",
                                  choices=("", "choose", *ATTRIBUTES)),
            filters=tuple(filters),
            token=check.field(entry, "token", str, here, default="power" if name == "steal" else "",
                              choices=("", *TOKENS)),
            count=check.field(entry, "count", int, here, default=1, lo=1, hi=5),
            up_to=check.field(entry, "up_to", bool, here, default=False),
            battleground=bg,
            effects=nested,
            attributes=attrs,
        )
        if op.who == "recruit" and depth == 0:
            raise check.fail(here, "who = 'recruit' is only meaningful inside an edict's effects")
        if op.attribute == "choose" and name != "modify":
            raise check.fail(here, "attribute = 'choose' is only for 'modify'")
        if name == "modify" and not op.attribute:
            raise check.fail(here, "field 'attribute' is missing (an attribute value or 'choose')")
        ops.append(op)
    return tuple(ops)


def _abilities(check: Checker, entry: dict, where: str, bgs: set[str]) -> tuple[Ability, ...]:
    raw = check.field(entry, "abilities", list, where, default=[])
    out = []
    for i, ab in enumerate(raw):
        here = f"{where} ability #{i + 1}"
        if not isinstance(ab, dict):
            raise check.fail(here, "an ability must be an inline table {text = ..., effects = [...]}")
        out.append(Ability(check.field(ab, "text", str, here),
                           parse_effects(check, check.field(ab, "effects", list, here), here,
                                         battlegrounds=bgs)))
    return tuple(out)


_TABLE_FIELDS: dict[str, dict[str, tuple[type, int, int]]] = {
    # rules family -> field -> (type, lo, hi); lists are checked separately
    "high_low": {"half": (int, 1, 8), "decisive_power": (int, 0, 5), "vp_near": (int, 0, 9),
                 "vp_far": (int, 0, 9), "far_from": (int, 1, 8)},
    "princes": {"ankhs": (int, 1, 12), "vp": (int, 0, 9), "roaming_vp": (int, 0, 9)},
    "beast": {"low": (int, -9, 9), "high": (int, -9, 12), "start": (int, -9, 12), "draw": (int, 0, 3)},
    "humanity": {"low": (int, -9, 9), "high": (int, -9, 12), "start": (int, -9, 12), "draw": (int, 0, 3)},
    "inquisition": {"threshold": (int, 1, 20), "vp": (int, 0, 9)},
    "revolt": {"ankhs": (int, 2, 8), "roaming_vp": (int, 0, 9)},
    "masquerade": {"track": (int, 1, 9), "ankhs": (int, 0, 9), "cleanup_power": (int, 0, 9),
                   "outsider_steps": (int, 1, 9), "roaming_vp": (int, 0, 9)},
    "court": {"tokens": (int, 1, 9), "vp_class": (int, 0, 9), "vp_title": (int, 0, 9)},
    "sects": {"spaces": (int, 1, 6), "win_regions": (int, 1, 4), "vp": (int, 0, 20)},
}


def _table(check: Checker, rules: str, raw: Any, where: str) -> dict[str, Any]:
    where = f"{where} table"
    if not isinstance(raw, dict):
        raise check.fail(where, "the battleground's [battleground.table] is missing")
    out: dict[str, Any] = {}
    for key, (kind, lo, hi) in _TABLE_FIELDS[rules].items():
        out[key] = check.field(raw, key, kind, where, lo=lo, hi=hi)
    if rules in ("beast", "humanity"):
        if not out["low"] <= out["start"] <= out["high"]:
            raise check.fail(where, "field 'start' must lie between 'low' and 'high'")
        vp = check.int_list(raw, "vp", where, lo=-20, hi=20,
                            default=list(range(out["low"], out["high"] + 1)))
        if len(vp) != out["high"] - out["low"] + 1:
            raise check.fail(where, f"field 'vp' must hold one value per space "
                             f"({out['high'] - out['low'] + 1}), found {len(vp)}")
        out["vp"] = tuple(vp)
    elif rules == "princes":
        courts = check.field(raw, "courts", list, where)
        ids = [check.field(c, "id", str, f"{where} court #{i + 1}") for i, c in enumerate(courts)]
        parsed = []
        for i, c in enumerate(courts):
            here = f"{where} court '{ids[i]}'"
            home = check.field(c, "home", str, here, default="", choices=("", *FACTIONS))
            adj = check.field(c, "adjacent", list, here)
            for a in adj:
                if a not in ids:
                    raise check.fail(here, f"field 'adjacent' names no court: {a!r}")
            parsed.append((ids[i], home, check.field(c, "value", int, here, default=1, lo=0, hi=3),
                           tuple(ids.index(a) for a in adj)))
        homes = sorted(p[1] for p in parsed if p[1])
        if homes != sorted(FACTIONS):
            raise check.fail(where, f"courts need one home court per faction {list(FACTIONS)}")
        for i, (cid, _h, _v, adj) in enumerate(parsed):
            for j in adj:
                if i not in parsed[j][3]:
                    raise check.fail(f"{where} court '{cid}'", f"adjacency with '{parsed[j][0]}' "
                                     "must be listed on both courts")
        out["courts"] = tuple(parsed)
    elif rules == "inquisition":
        faces = check.field(raw, "faces", list, where)
        if len(faces) != 4 or any(f not in CLASSES for f in faces):
            raise check.fail(where, "field 'faces' must hold 4 of 'high'/'low' (warlike, scholarly, "
                             "wealthy, clandestine columns)")
        out["faces"] = tuple(faces)
    elif rules == "court":
        titles = check.field(raw, "titles", list, where)
        if not titles or not all(isinstance(t, str) for t in titles):
            raise check.fail(where, "field 'titles' must list the title names, the last deciding")
        out["titles"] = tuple(titles)
    elif rules == "sects":
        out["regions"] = tuple(FACTIONS)
        for side in ("council", "host"):
            out[side] = tuple(check.int_list(raw, side, where, lo=0, hi=9))
            if len(out[side]) < 4:
                raise check.fail(where, f"field '{side}' must hold at least 4 token values")
        names = check.field(raw, "allegiances", list, where)
        if len(names) != 3 or not all(isinstance(n, str) for n in names):
            raise check.fail(where, "field 'allegiances' must name the three allegiances "
                             "(council, host, unbound)")
        out["allegiances"] = tuple(names)
    return out


def parse(data: dict[str, Any], source: str = "content.toml") -> Content:
    """Validate raw TOML data; raises ContentError naming the entry and field."""
    check = Checker(source)
    game = check.table(data, "game", "[game]")
    rounds_t = check.field(game, "rounds", dict, "[game]")
    rounds = {n: check.field(rounds_t, str(n), int, "[game] rounds", lo=1, hi=20) for n in (2, 3, 4)}
    costs = tuple(check.int_list(game, "queue_costs", "[game]", lo=0, hi=9))
    queue_size = check.field(game, "queue_size", int, "[game]", lo=2, hi=9)
    if len(costs) > queue_size:
        raise check.fail("[game]", "field 'queue_costs' has more costs than queue spaces")

    clans: list[Clan] = []
    for i, entry in enumerate(check.entries(data, "clan")):
        cid = check.field(entry, "id", str, f"clan #{i + 1}")
        where = f"clan '{cid}'"
        if any(c.id == cid for c in clans):
            raise check.fail(where, "duplicate clan id")
        clans.append(Clan(i, cid, check.field(entry, "name", str, where),
                          check.field(entry, "mechanic", str, where, choices=MECHANICS),
                          check.field(entry, "affinity", str, where, choices=ARCHETYPES),
                          _colour(check, entry, where), check.field(entry, "text", str, where, default=""),
                          check.field(entry, "locked", bool, where, default=False)))
    clan_ids = {c.id for c in clans}

    # battlegrounds first (their ids are referenced by schemes and 'modify')
    bg_entries = check.entries(data, "battleground")
    bg_ids = set()
    for i, entry in enumerate(bg_entries):
        bid = check.field(entry, "id", str, f"battleground #{i + 1}")
        if bid in bg_ids:
            raise check.fail(f"battleground '{bid}'", "duplicate battleground id")
        bg_ids.add(bid)

    schemes: list[Scheme] = []
    for i, entry in enumerate(check.entries(data, "scheme")):
        sid = check.field(entry, "id", str, f"scheme #{i + 1}")
        where = f"scheme '{sid}'"
        if any(s.id == sid for s in schemes):
            raise check.fail(where, "duplicate scheme id")
        clan = check.field(entry, "clan", str, where, default="", choices=("", *clan_ids))
        bg = check.field(entry, "battleground", str, where, default="", choices=("", *bg_ids))
        if bool(clan) == bool(bg):
            raise check.fail(where, "a scheme names exactly one of 'clan' or 'battleground'")
        requires = tuple(check.field(entry, "requires", list, where))
        for r in requires:
            if r not in ARCHETYPES:
                raise check.fail(where, f"field 'requires' must hold archetypes {list(ARCHETYPES)}, found {r!r}")
        effects = parse_effects(check, check.field(entry, "effects", list, where), where,
                                battlegrounds=bg_ids)
        mechanics = [o.op for o in effects if o.op in MECHANIC_OPS]
        coterie = check.field(entry, "coterie", str, where, default="direct", choices=("direct", "pack"))
        if coterie == "pack":
            mechanics.append("pack")
        if len(mechanics) > 1:
            raise check.fail(where, f"a scheme uses at most one clan mechanic, found {mechanics}")
        mechanic = mechanics[0] if mechanics else ""
        if mechanic and bg:
            raise check.fail(where, "a battleground scheme uses no clan mechanic")
        if mechanic:
            owner = next(c for c in clans if c.id == clan)
            if owner.mechanic != mechanic:
                raise check.fail(where, f"uses '{mechanic}' but clan '{clan}' has '{owner.mechanic}'")
        if mechanic in ("embrace_chaos", "declare_enemy", "edict", "black_market") and effects[0].op != mechanic:
            raise check.fail(where, f"'{mechanic}' must be the scheme's first effect")
        schemes.append(Scheme(i, sid, check.field(entry, "name", str, where), clan, bg, requires, coterie,
                              effects, check.field(entry, "text", str, where), mechanic,
                              check.field(entry, "locked", bool, where, default=False)))
    scheme_ids = {s.id: s for s in schemes}

    characters: list[Character] = []
    for i, entry in enumerate(check.entries(data, "character")):
        cid = check.field(entry, "id", str, f"character #{i + 1}")
        where = f"character '{cid}'"
        if any(c.id == cid for c in characters):
            raise check.fail(where, "duplicate character id")
        kind = check.field(entry, "kind", str, where, choices=KINDS)
        clan = check.field(entry, "clan", str, where, default="", choices=("", *clan_ids))
        abilities = _abilities(check, entry, where, bg_ids)
        if kind == "ancilla" and not abilities:
            raise check.fail(where, "an ancilla needs at least one ability")
        if kind == "basic" and abilities:
            raise check.fail(where, "a basic character has no abilities (make it an ancilla)")
        start = tuple(check.field(entry, "schemes", list, where, default=... if kind == "leader" else []))
        if kind == "leader":
            if not clan:
                raise check.fail(where, "a clan leader needs a 'clan'")
            if len(start) != 2:
                raise check.fail(where, "field 'schemes' must name the two starting clan schemes")
            for s in start:
                if s not in scheme_ids or scheme_ids[s].clan != clan:
                    raise check.fail(where, f"field 'schemes' must name schemes of clan '{clan}', found {s!r}")
        elif start:
            raise check.fail(where, "only a clan leader names starting 'schemes'")
        characters.append(Character(
            i, cid, check.field(entry, "name", str, where), kind, clan,
            check.field(entry, "class", str, where, choices=CLASSES),
            check.field(entry, "temperament", str, where, choices=TEMPERAMENTS),
            check.field(entry, "geography", str, where, choices=GEOGRAPHIES),
            check.field(entry, "archetype", str, where, choices=ARCHETYPES),
            abilities, start, check.field(entry, "locked", bool, where, default=False),
            check.field(entry, "haven", bool, where, default=False),
            check.field(entry, "text", str, where, default="")))
    for clan in clans:
        if not any(c.kind == "leader" and c.clan == clan.id for c in characters):
            raise check.fail(f"clan '{clan.id}'", "has no clan leader (a character with kind = 'leader')")

    missions: list[Mission] = []
    for i, entry in enumerate(check.entries(data, "mission")):
        mid = check.field(entry, "id", str, f"mission #{i + 1}")
        where = f"mission '{mid}'"
        if any(m.id == mid for m in missions):
            raise check.fail(where, "duplicate mission id")
        missions.append(Mission(i, mid, check.field(entry, "name", str, where),
                                check.field(entry, "counts", str, where, choices=MISSION_COUNTS),
                                check.field(entry, "power", int, where, lo=0, hi=9),
                                check.field(entry, "text", str, where),
                                check.field(entry, "locked", bool, where, default=False)))

    battlegrounds: list[Battleground] = []
    for i, entry in enumerate(bg_entries):
        bid = entry["id"]
        where = f"battleground '{bid}'"
        rules = check.field(entry, "rules", str, where, choices=RULES)
        own = tuple(s.id for s in schemes if s.battleground == bid)
        battlegrounds.append(Battleground(
            i, bid, check.field(entry, "name", str, where), rules,
            check.field(entry, "first_chapter", bool, where, default=False),
            check.field(entry, "locked", bool, where, default=False),
            check.field(entry, "text", str, where),
            _table(check, rules, entry.get("table"), where), own))
    if len({b.rules for b in battlegrounds}) != len(battlegrounds):
        raise check.fail("[[battleground]]", "each rules family is used by one battleground")
    first = [b.id for b in battlegrounds if b.first_chapter]
    if len(first) != 3:
        raise check.fail("[[battleground]]", f"exactly three battlegrounds are first_chapter, found {first}")

    characters_t = tuple(characters)
    return Content(
        clans=tuple(clans), characters=characters_t, schemes=tuple(schemes), missions=tuple(missions),
        battlegrounds=tuple(battlegrounds), queue_size=queue_size, queue_costs=costs,
        max_childer=check.field(game, "max_childer", int, "[game]", lo=1, hi=9),
        start_power=check.field(game, "start_power", int, "[game]", lo=0, hi=20),
        start_boons=check.field(game, "start_boons", int, "[game]", lo=0, hi=20),
        rounds=rounds,
        missions_default=check.field(game, "missions_default", int, "[game]", lo=0, hi=5),
        clan_by_id={c.id: c for c in clans},
        character_by_id={c.id: c for c in characters_t},
        scheme_by_id=scheme_ids,
        battleground_by_id={b.id: b for b in battlegrounds},
    )


@lru_cache(maxsize=1)
def load() -> Content:
    """The validated content, loaded once."""
    return parse(read_toml(CONTENT_FILE), CONTENT_FILE.name)


__all__ = ["Content", "ContentError", "load", "parse"]
