"""Bloodlines' content: clans, characters, schemes, missions and battlegrounds, from content.toml.

Each entry is declared with its field rules and built by the kit's loader (game/core/content.py);
:func:`parse` checks what spans entries (ids used twice, a leader's hand of its clan's schemes, a
scheme's mechanic against its clan's).  The words a character shows and the effect vocabulary
(:class:`Op`, :func:`parse_effects`) are in ``vocabulary.py``.  Every entry may carry
``locked = true`` (chronicle content that a basic game leaves out unless a chronicle unlocks it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar

from game.core.content import Checker, given, read_toml, rule
from game.core.errors import ContentError

from .vocabulary import (
    ARCHETYPES,
    ATTRIBUTES,
    CATEGORY,
    CLASSES,
    FACTIONS,
    GEOGRAPHIES,
    KINDS,
    MECHANIC_OPS,
    MECHANICS,
    MISSION_COUNTS,
    OPS,
    RULES,
    TEMPERAMENTS,
    Op,
    parse_effects,
)

CONTENT_FILE = Path(__file__).with_name("content.toml")
T = TypeVar("T")


def _abilities(check: Checker, entry: Mapping[str, Any], where: str,
               done: Mapping[str, Any]) -> tuple[Ability, ...]:
    raw = check.field(entry, "abilities", list, where, default=[])
    out = []
    for i, ab in enumerate(raw):
        here = f"{where} ability #{i + 1}"
        if not isinstance(ab, dict):
            raise check.fail(here, "an ability must be an inline table {text = ..., effects = [...]}")
        out.append(check.entry(Ability, ab, here))
    return tuple(out)


def _effects(check: Checker, entry: Mapping[str, Any], where: str, done: Mapping[str, Any]) -> tuple[Op, ...]:
    return parse_effects(check, check.field(entry, "effects", list, where), where,
                         battlegrounds=check.refs["battleground"])


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


def _track(check: Checker, raw: Mapping[str, Any], where: str, out: dict[str, Any]) -> None:
    """The Beast's or Humanity's track: a start between its ends, and the VP of each space."""
    if not out["low"] <= out["start"] <= out["high"]:
        raise check.fail(where, "field 'start' must lie between 'low' and 'high'")
    vp = check.int_list(raw, "vp", where, lo=-20, hi=20, default=list(range(out["low"], out["high"] + 1)))
    if len(vp) != out["high"] - out["low"] + 1:
        raise check.fail(where, f"field 'vp' must hold one value per space "
                         f"({out['high'] - out['low'] + 1}), found {len(vp)}")
    out["vp"] = tuple(vp)


def _courts(check: Checker, raw: Mapping[str, Any], where: str, out: dict[str, Any]) -> None:
    """The princes' courts as (id, home faction or "", value, adjacent court indices), one home
    court per faction, every adjacency listed on both courts."""
    courts = check.field(raw, "courts", list, where)
    ids = [check.key(c, "id", f"{where} court #{i + 1}") for i, c in enumerate(courts)]
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
    if sorted(p[1] for p in parsed if p[1]) != sorted(FACTIONS):
        raise check.fail(where, f"courts need one home court per faction {list(FACTIONS)}")
    for i, (cid, _h, _v, adj) in enumerate(parsed):
        for j in adj:
            if i not in parsed[j][3]:
                raise check.fail(f"{where} court '{cid}'", f"adjacency with '{parsed[j][0]}' "
                                 "must be listed on both courts")
    out["courts"] = tuple(parsed)


def _faces(check: Checker, raw: Mapping[str, Any], where: str, out: dict[str, Any]) -> None:
    faces = check.field(raw, "faces", list, where)
    if len(faces) != 4 or any(f not in CLASSES for f in faces):
        raise check.fail(where, "field 'faces' must hold 4 of 'high'/'low' (warlike, scholarly, "
                         "wealthy, clandestine columns)")
    out["faces"] = tuple(faces)


def _titles(check: Checker, raw: Mapping[str, Any], where: str, out: dict[str, Any]) -> None:
    titles = check.field(raw, "titles", list, where)
    if not titles or not all(isinstance(t, str) for t in titles):
        raise check.fail(where, "field 'titles' must list the title names, the last deciding")
    out["titles"] = tuple(titles)


def _sects(check: Checker, raw: Mapping[str, Any], where: str, out: dict[str, Any]) -> None:
    out["regions"] = tuple(FACTIONS)
    for side in ("council", "host"):
        out[side] = tuple(check.int_list(raw, side, where, lo=0, hi=9))
        if len(out[side]) < 4:
            raise check.fail(where, f"field '{side}' must hold at least 4 token values")
    names = check.field(raw, "allegiances", list, where)
    if len(names) != 3 or not all(isinstance(n, str) for n in names):
        raise check.fail(where, "field 'allegiances' must name the three allegiances (council, host, unbound)")
    out["allegiances"] = tuple(names)


_TABLE_LISTS = {"beast": _track, "humanity": _track, "princes": _courts, "inquisition": _faces,
                "court": _titles, "sects": _sects}
"""rules family -> what its table holds beyond the numbers of _TABLE_FIELDS"""


def _battleground_table(check: Checker, rules: str, raw: Any, where: str) -> dict[str, Any]:
    """A battleground's [battleground.table]: its rules family's numbers, and lists."""
    where = f"{where} table"
    if not isinstance(raw, dict):
        raise check.fail(where, "the battleground's [battleground.table] is missing")
    out: dict[str, Any] = {}
    for key, (kind, lo, hi) in _TABLE_FIELDS[rules].items():
        out[key] = check.field(raw, key, kind, where, lo=lo, hi=hi)
    if rules in _TABLE_LISTS:
        _TABLE_LISTS[rules](check, raw, where, out)
    return out


def _table(check: Checker, entry: Mapping[str, Any], where: str, done: Mapping[str, Any]) -> dict[str, Any]:
    return _battleground_table(check, done["rules"], entry.get("table"), where)


@dataclass(frozen=True, slots=True)
class Ability:
    text: str = rule()
    effects: tuple[Op, ...] = rule(read=_effects)


@dataclass(frozen=True)
class Character:
    index: int = given()
    id: str = rule()
    name: str = rule()
    kind: str = rule(choices=KINDS)                      # basic | ancilla | leader
    clan: str = rule(ref="clan", blank=True, absent="")  # a clan id, "" for none
    cls: str = rule(key="class", choices=CLASSES)        # high | low
    temperament: str = rule(choices=TEMPERAMENTS)
    geography: str = rule(choices=GEOGRAPHIES)
    archetype: str = rule(choices=ARCHETYPES)
    abilities: tuple[Ability, ...] = rule(read=_abilities, default=())
    schemes: tuple[str, ...] = rule(default=(), required_if=("kind", ("leader",)))
    """a leader's starting hand (two clan scheme ids)"""
    locked: bool = rule(default=False)
    haven: bool = rule(default=False)    # a chronicle haven character: recruited once, never dealt
    text: str = rule(default="")

    @property
    def attributes(self) -> tuple[str, str, str, str]:
        return (self.cls, self.temperament, self.geography, self.archetype)


@dataclass(frozen=True)
class Clan:
    index: int = given()
    id: str = rule()
    name: str = rule()
    mechanic: str = rule(choices=MECHANICS)
    affinity: str = rule(choices=ARCHETYPES)     # the archetype its schemes most often need
    colour: tuple[int, int, int] = rule(lo=0, hi=255, absent=(128, 128, 128))
    text: str = rule(absent="")
    locked: bool = rule(default=False)
    mechanic_words: str = rule(default="")      # what its mechanic does, as the clan choice shows it


@dataclass(frozen=True)
class Scheme:
    index: int = given()
    id: str = rule()
    name: str = rule()
    clan: str = rule(ref="clan", blank=True, absent="")          # "" for a battleground scheme
    battleground: str = rule(ref="battleground", blank=True, absent="")   # "" for a clan scheme
    requires: tuple[str, ...] = rule(choices=ARCHETYPES, noun=f"archetypes {list(ARCHETYPES)}")
    """archetype symbols the coterie must show (repeats count)"""
    coterie: str = rule(choices=("direct", "pack"), absent="direct")   # direct (leader + direct childer) | pack
    effects: tuple[Op, ...] = rule(read=_effects)
    text: str = rule()
    mechanic: str = given(default="")    # the clan mechanic its effects use ("" none)
    locked: bool = rule(default=False)


@dataclass(frozen=True)
class Mission:
    index: int = given()
    id: str = rule()
    name: str = rule()
    counts: str = rule(choices=MISSION_COUNTS)   # see MISSION_COUNTS
    power: int = rule(lo=0, hi=9)                # power its claimer's clan leader gains (basic game)
    text: str = rule()
    locked: bool = rule(default=False)


@dataclass(frozen=True)
class Battleground:
    index: int = given()
    id: str = rule()
    name: str = rule()
    rules: str = rule(choices=RULES)             # which of the nine rule families (RULES)
    first_chapter: bool = rule(absent=False)
    locked: bool = rule(absent=False)
    text: str = rule()
    table: dict[str, Any] = rule(read=_table, default={})   # validated per rules family
    schemes: tuple[str, ...] = given(default=())  # its two battleground scheme ids


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


# ---- parsing ----

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

    clans = _by_id(check, data, "clan", Clan)
    check.refs["clan"] = [c.id for c in clans]
    # battleground ids first (schemes and 'modify' name them)
    bg_ids: list[str] = []
    for i, entry in enumerate(check.entries(data, "battleground")):
        bid = check.field(entry, "id", str, f"battleground #{i + 1}")
        if bid in bg_ids:
            raise check.fail(f"battleground '{bid}'", "duplicate battleground id")
        bg_ids.append(bid)
    check.refs["battleground"] = set(bg_ids)
    schemes = _by_id(check, data, "scheme", Scheme, lambda s, where: _scheme_mechanic(check, s, where, clans))
    scheme_ids = {s.id: s for s in schemes}
    characters = _by_id(check, data, "character", Character,
                        lambda c, where: _check_character(check, c, where, scheme_ids))
    for clan in clans:
        if not any(c.kind == "leader" and c.clan == clan.id for c in characters):
            raise check.fail(f"clan '{clan.id}'", "has no clan leader (a character with kind = 'leader')")
    missions = _by_id(check, data, "mission", Mission)
    battlegrounds = _by_id(check, data, "battleground", Battleground, lambda b, where: replace(
        b, schemes=tuple(s.id for s in schemes if s.battleground == b.id)))
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


def _by_id(check: Checker, data: Mapping[str, Any], table: str, cls: type[T],
           then: Callable[[T, str], T] | None = None) -> list[T]:
    """Each entry of a table as `cls` with its index, named in errors by its id (by its place
    until that is read), an id used twice refused; `then` checks (and may complete) each."""
    out = []
    seen: set[str] = set()
    for i, entry in enumerate(check.entries(data, table)):
        ident = check.field(entry, "id", str, f"{table} #{i + 1}")
        where = f"{table} '{ident}'"
        if ident in seen:
            raise check.fail(where, f"duplicate {table} id")
        seen.add(ident)
        item = check.entry(cls, entry, where, values={"index": i})
        out.append(then(item, where) if then else item)
    return out


def _scheme_mechanic(check: Checker, scheme: Scheme, where: str, clans: list[Clan]) -> Scheme:
    """The scheme with the one clan mechanic it uses, which must be its clan's."""
    if bool(scheme.clan) == bool(scheme.battleground):
        raise check.fail(where, "a scheme names exactly one of 'clan' or 'battleground'")
    mechanics = [o.op for o in scheme.effects if o.op in MECHANIC_OPS]
    if scheme.coterie == "pack":
        mechanics.append("pack")
    if len(mechanics) > 1:
        raise check.fail(where, f"a scheme uses at most one clan mechanic, found {mechanics}")
    mechanic = mechanics[0] if mechanics else ""
    if mechanic and scheme.battleground:
        raise check.fail(where, "a battleground scheme uses no clan mechanic")
    if mechanic:
        owner = next(c for c in clans if c.id == scheme.clan)
        if owner.mechanic != mechanic:
            raise check.fail(where, f"uses '{mechanic}' but clan '{scheme.clan}' has '{owner.mechanic}'")
    if mechanic in ("embrace_chaos", "declare_enemy", "edict", "black_market") and scheme.effects[0].op != mechanic:
        raise check.fail(where, f"'{mechanic}' must be the scheme's first effect")
    return replace(scheme, mechanic=mechanic)


def _check_character(check: Checker, character: Character, where: str,
                     schemes: Mapping[str, Scheme]) -> Character:
    """What a character's kind asks of it: an ancilla's abilities, a leader's clan and hand."""
    if character.kind == "ancilla" and not character.abilities:
        raise check.fail(where, "an ancilla needs at least one ability")
    if character.kind == "basic" and character.abilities:
        raise check.fail(where, "a basic character has no abilities (make it an ancilla)")
    clan = character.clan
    if character.kind == "leader":
        if not clan:
            raise check.fail(where, "a clan leader needs a 'clan'")
        if len(character.schemes) != 2:
            raise check.fail(where, "field 'schemes' must name the two starting clan schemes")
        for s in character.schemes:
            if s not in schemes or schemes[s].clan != clan:
                raise check.fail(where, f"field 'schemes' must name schemes of clan '{clan}', found {s!r}")
    elif character.schemes:
        raise check.fail(where, "only a clan leader names starting 'schemes'")
    return character


@lru_cache(maxsize=1)
def load() -> Content:
    """The validated content, loaded once."""
    return parse(read_toml(CONTENT_FILE), CONTENT_FILE.name)


__all__ = ["ARCHETYPES", "ATTRIBUTES", "CATEGORY", "CLASSES", "FACTIONS", "GEOGRAPHIES", "KINDS",
           "MECHANICS", "MISSION_COUNTS", "OPS", "RULES", "TEMPERAMENTS", "Content", "ContentError",
           "Op", "load", "parse", "parse_effects"]
