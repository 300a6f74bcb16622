"""Nocturne's content: the city, the cards and the rule numbers, from content.toml, checked once.

Each kind of entry (a vampire, a victim, a location, a ritual, the rule numbers) is declared with
its field rules and built by the kit's loader (game/core/content.py); :func:`parse` lays them out
by id and checks what spans entries (counts per act, names used twice).

Minion cards (the ones that go under orders and into hands) share one id space:
lesser vampires first, then elder vampires, then victims.  Locations and rituals have ids of
their own.  Every effect is a list of ``(op, amount)`` pairs from a small vocabulary:

* :data:`OPS`, what a Dawn location, a Dusk ability or a ritual bought does at once;
* :data:`MODS`, what a ritual changes while it lasts (for one part of the day each).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.core.content import Checker, Reader, read_toml, rule

CONTENT_FILE = Path(__file__).with_name("content.toml")

OPS = {
    "blood": "gain {n} blood",
    "influence": "gain {n} influence",
    "vp": "gain {n} VP",
    "fear": "fear {signed}",
    "lesser": "take {n} lesser vampire(s) from the catacombs",
    "elder": "take {n} elder vampire(s) from the catacombs",
    "pay_blood": "pay {n} blood",          # the ops after a pay happen only if it was paid
    "pay_influence": "pay {n} influence",
}
PAY_OPS = ("pay_blood", "pay_influence")
DAWN_OPS = ("blood", "influence", "vp", "fear", *PAY_OPS)
"""What a Dawn location may do from rules edition 2 on: tokens or fear ("v levém sloupci buď
dostáváte žetony nebo upravujete svůj strach"), no vampire."""
MODS = {
    "dawn_strength": "+{n} strength at Dawn",
    "dusk_strength": "+{n} strength at Dusk",
    "night_strength": "+{n} strength at Night",
    "dawn_blood": "+{n} blood with each Dawn effect",
    "dawn_influence": "+{n} influence with each Dawn effect",
    "dusk_discount": "Dusk abilities cost {n} less influence",
    "dusk_blood": "+{n} blood with each Dusk ability used",
    "night_vp": "+{n} VP for each Night won",
    "night_calm": "{n} less fear for each Night won",
}
LASTS = ("passive", "day")
KINDS = ("lesser", "elder", "victim")
LESSER, ELDER, VICTIM = 0, 1, 2
DAWN, DUSK, NIGHT = 0, 1, 2
PART_BITS = 10
"""A part of the day's strength in Content.strength_sum: bits part * PART_BITS on.  A card's strength
is 0..4 and the game has 114 cards, so any hand's sum fits, and in one 30-bit digit of a Python int
(three parts of 10 bits: the quickest arithmetic)."""

Ops = tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class Content:
    quarters: tuple[str, ...]
    parts: tuple[str, ...]
    days: int
    days_per_act: int
    rules: dict[str, Any]
    # minion cards (lesser, elder, victims) in one id space
    names: tuple[str, ...]
    kind: tuple[int, ...]
    strength: tuple[tuple[int, int, int], ...]
    strength_sum: tuple[int, ...]   # the three packed into one number to add up: Dawn | Dusk << 10 | Night << 20
    crosses: tuple[int, ...]
    value: tuple[int, ...]          # victims: their value (vampires 0)
    act: tuple[int, ...]            # victims: their act (vampires 0)
    cost: tuple[int, ...]           # victims: the Dusk ability's influence cost
    dusk: tuple[Ops, ...]           # victims: the Dusk ability
    lesser: tuple[int, ...]
    elder: tuple[int, ...]
    victims_by_act: dict[int, tuple[int, ...]]
    # locations
    loc_names: tuple[str, ...]
    loc_act: tuple[int, ...]
    loc_crosses: tuple[int, ...]
    loc_dawn: tuple[Ops, ...]       # rules edition 1
    loc_dawn_ed2: tuple[Ops, ...]   # rules edition 2 on: tokens or fear only (DAWN_OPS)
    locations_by_act: dict[int, tuple[int, ...]]
    # rituals
    rit_names: tuple[str, ...]
    rit_act: tuple[int, ...]
    rit_cost: tuple[int, ...]
    rit_crosses: tuple[int, ...]
    rit_lasts: tuple[str, ...]
    rit_mods: tuple[dict[str, int], ...]
    rit_now: tuple[Ops, ...]
    rituals_by_act: dict[int, tuple[int, ...]]

    @property
    def cards(self) -> int:
        return len(self.names)


def _ops(c: Checker, entry: Mapping[str, Any], key: str, where: str) -> Ops:
    raw = c.field(entry, key, list, where)
    out = []
    for i, item in enumerate(raw):
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], str)
                and isinstance(item[1], int) and not isinstance(item[1], bool)):
            raise c.fail(where, f"field '{key}' item {i + 1} must be [op, amount], found {item!r}")
        op, n = item
        if op not in OPS:
            raise c.fail(where, f"field '{key}' item {i + 1}: unknown op {op!r}; one of {sorted(OPS)}")
        if op != "fear" and not 1 <= n <= 9:
            raise c.fail(where, f"field '{key}' item {i + 1}: amount must be between 1 and 9, found {n}")
        if op == "fear" and not (-6 <= n <= 6 and n):
            raise c.fail(where, f"field '{key}' item {i + 1}: fear must be -6..6 and not 0, found {n}")
        out.append((op, n))
    if out and out[-1][0] in PAY_OPS:
        raise c.fail(where, f"field '{key}': a payment must be followed by what it buys")
    return tuple(out)


def _effect(key: str, needed: str = "") -> Reader:
    """A reader of an effect (a list of [op, amount]); `needed` words the error of an empty one."""
    def read(c: Checker, entry: Mapping[str, Any], where: str, done: Mapping[str, Any]) -> Ops:
        ops = _ops(c, entry, key, where)
        if needed and not ops:
            raise c.fail(where, f"field '{key}' must hold {needed}")
        return ops
    return read


def _strength(hi: int) -> Reader:
    """A reader of a card's strength at Dawn, Dusk and Night, each 0..`hi`, not all zero."""
    def read(c: Checker, entry: Mapping[str, Any], where: str, done: Mapping[str, Any]) -> tuple[int, int, int]:
        s = c.int_list(entry, "strength", where, lo=0, hi=hi)
        if len(s) != 3:
            raise c.fail(where, "field 'strength' must hold three numbers: Dawn, Dusk, Night")
        if sum(s) == 0:
            raise c.fail(where, "field 'strength' must not be all zero")
        return (s[0], s[1], s[2])
    return read


def _dawn_ed2(c: Checker, entry: Mapping[str, Any], where: str, done: Mapping[str, Any]) -> Ops:
    """The Dawn effect from rules edition 2 on (its own, else the edition 1 one): tokens or fear."""
    ops = _ops(c, entry, "dawn_ed2", where) if "dawn_ed2" in entry else done["dawn"]
    bad = [op for op, _ in ops if op not in DAWN_OPS]
    if not ops or bad:
        raise c.fail(where, "its Dawn effect from rules edition 2 ('dawn_ed2', else 'dawn') must gain "
                     f"tokens or change fear, found {bad or 'nothing'}")
    return ops


def _mods(c: Checker, entry: Mapping[str, Any], where: str, done: Mapping[str, Any]) -> dict[str, int]:
    mods = c.field(entry, "mods", dict, where)
    for m, n in mods.items():
        if m not in MODS:
            raise c.fail(where, f"field 'mods': unknown modifier {m!r}; one of {sorted(MODS)}")
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 5:
            raise c.fail(where, f"field 'mods': {m} must be 1..5, found {n!r}")
    return dict(mods)


@dataclass(frozen=True)
class Lesser:
    name: str = rule()
    strength: tuple[int, int, int] = rule(read=_strength(4))
    crosses: int = rule(lo=0, hi=2, default=0)


@dataclass(frozen=True)
class Elder:
    name: str = rule()
    strength: tuple[int, int, int] = rule(read=_strength(6))
    crosses: int = rule(lo=0, hi=2, default=0)


@dataclass(frozen=True)
class Victim:
    name: str = rule()
    strength: tuple[int, int, int] = rule(read=_strength(4))
    crosses: int = rule(lo=0, hi=2)
    value: int = rule(lo=1, hi=4)
    act: int = rule(lo=1, hi=3)
    cost: int = rule(lo=0, hi=6)                # the Dusk ability's influence cost
    dusk: Ops = rule(read=_effect("dusk", "the victim's ability"))


@dataclass(frozen=True)
class Location:
    name: str = rule()
    act: int = rule(lo=1, hi=3)
    crosses: int = rule(lo=0, hi=2)
    dawn: Ops = rule(read=_effect("dawn", "the location's Dawn effect"))      # rules edition 1
    dawn_ed2: Ops = rule(read=_dawn_ed2)


@dataclass(frozen=True)
class Ritual:
    name: str = rule()
    act: int = rule(lo=1, hi=3)
    cost: int = rule(lo=1, hi=12)
    crosses: int = rule(lo=0, hi=3)
    lasts: str = rule(choices=LASTS)
    mods: dict[str, int] = rule(read=_mods)
    now: Ops = rule(read=_effect("now"))


@dataclass(frozen=True)
class Rules:
    """The rule numbers of [rules], kept in Content.rules by name."""
    start_blood: int = rule(lo=0, hi=50)
    start_influence: int = rule(lo=0, hi=50)
    start_lesser: int = rule(lo=0, hi=8)
    start_elder: int = rule(lo=0, hi=8)
    order_tokens: int = rule(lo=1, hi=6)
    altar_slots: int = rule(lo=1, hi=8)
    night_blood: int = rule(lo=0, hi=20)
    refill_blood: int = rule(lo=0, hi=10)
    refill_influence: int = rule(lo=0, hi=10)
    upkeep: int = rule(lo=0, hi=5)
    hand_limit: int = rule(lo=3, hi=30)
    fear_max: int = rule(lo=1, hi=40)
    fear_steps: tuple[int, ...] = rule(lo=1, hi=40)
    supply_blood: int = rule(lo=50, hi=10_000)
    supply_influence: int = rule(lo=50, hi=10_000)
    supply_vp: int = rule(lo=50, hi=10_000)
    influence_per_vp: int = rule(lo=1, hi=10)
    last_placed_first: bool = rule()
    altar_refill: bool = rule()
    start_passes: int = rule(lo=0, hi=3)


def _unique(c: Checker, names: list[str], key: str) -> None:
    seen: set[str] = set()
    for i, n in enumerate(names):
        if n in seen:
            raise c.fail(f"{key} {i + 1} '{n}'", "field 'name' is used twice")
        seen.add(n)


def _by_act(c: Checker, acts: list[int], key: str, each: int) -> dict[int, tuple[int, ...]]:
    out = {a: tuple(i for i, x in enumerate(acts) if x == a) for a in (1, 2, 3)}
    for a, ids in out.items():
        if len(ids) != each:
            raise c.fail(f"[[{key}]]", f"act {a} must have {each} entries, found {len(ids)}")
    return out


def _counted(c: Checker, data: Mapping[str, Any], key: str, count: int, what: str) -> list[dict[str, Any]]:
    entries = c.entries(data, key)
    if len(entries) != count:
        raise c.fail(f"[[{key}]]", f"there must be {count} {what}, found {len(entries)}")
    return entries


def _named(i: int, key: str, e: Mapping[str, Any]) -> str:
    return f"{key} {i + 1} '{e.get('name', '?')}'"


def parse(data: dict[str, Any], source: str = CONTENT_FILE.name) -> Content:
    """Content from parsed TOML (ContentError naming entry and field on any mistake)."""
    c = Checker(source)
    board = c.table(data, "board", "top level")
    quarters = c.field(board, "quarters", list, "[board]")
    if len(quarters) != 4 or not all(isinstance(x, str) and x for x in quarters):
        raise c.fail("[board]", "field 'quarters' must name four quarters")
    parts = c.field(board, "parts", list, "[board]")
    if len(parts) != 3 or not all(isinstance(x, str) and x for x in parts):
        raise c.fail("[board]", "field 'parts' must name Dawn, Dusk and Night")
    days = c.field(board, "days", int, "[board]", lo=3, hi=30)
    per_act = c.field(board, "days_per_act", int, "[board]", lo=1, hi=10)
    if days != per_act * 3:
        raise c.fail("[board]", f"field 'days' must be three acts of {per_act} days, found {days}")
    numbers = c.entry(Rules, c.table(data, "rules", "top level"), "[rules]")
    rules: dict[str, Any] = {f.name: getattr(numbers, f.name) for f in fields(Rules)}
    if list(rules["fear_steps"]) != sorted(rules["fear_steps"]):
        raise c.fail("[rules]", "field 'fear_steps' must rise")

    vampires: list[Lesser | Elder] = [c.entry(Lesser, e, f"lesser {i + 1}")
                                      for i, e in enumerate(_counted(c, data, "lesser", 36, "lesser vampires"))]
    vampires += [c.entry(Elder, e, f"elder {i + 1}")
                 for i, e in enumerate(_counted(c, data, "elder", 36, "elder vampires"))]
    victims = [c.entry(Victim, e, _named(i, "victim", e))
               for i, e in enumerate(_counted(c, data, "victim", 42, "victims"))]
    cards: list[Lesser | Elder | Victim] = [*vampires, *victims]
    names = [x.name for x in cards]
    _unique(c, names, "card")
    n_vamp = len(vampires)
    vic_by_act = {a: tuple(n_vamp + i for i in ids)
                  for a, ids in _by_act(c, [v.act for v in victims], "victim", 14).items()}
    locations = [c.entry(Location, e, _named(i, "location", e))
                 for i, e in enumerate(_counted(c, data, "location", 36, "locations"))]
    _unique(c, [x.name for x in locations], "location")
    rituals = []
    for i, e in enumerate(_counted(c, data, "ritual", 36, "rituals")):
        ritual = c.entry(Ritual, e, _named(i, "ritual", e))
        if not ritual.mods and not ritual.now and ritual.crosses == 0:
            raise c.fail(_named(i, "ritual", e), "a ritual must do something: mods, now or crosses")
        rituals.append(ritual)
    _unique(c, [r.name for r in rituals], "ritual")
    return Content(
        quarters=tuple(quarters), parts=tuple(parts), days=days, days_per_act=per_act, rules=rules,
        names=tuple(names),
        kind=(LESSER,) * 36 + (ELDER,) * 36 + (VICTIM,) * len(victims),
        strength=tuple(x.strength for x in cards),
        strength_sum=tuple(d | u << PART_BITS | n << 2 * PART_BITS for d, u, n in (x.strength for x in cards)),
        crosses=tuple(x.crosses for x in cards),
        value=(0,) * n_vamp + tuple(v.value for v in victims),
        act=(0,) * n_vamp + tuple(v.act for v in victims),
        cost=(0,) * n_vamp + tuple(v.cost for v in victims),
        dusk=((),) * n_vamp + tuple(v.dusk for v in victims),
        lesser=tuple(range(36)), elder=tuple(range(36, 72)), victims_by_act=vic_by_act,
        loc_names=tuple(x.name for x in locations), loc_act=tuple(x.act for x in locations),
        loc_crosses=tuple(x.crosses for x in locations), loc_dawn=tuple(x.dawn for x in locations),
        loc_dawn_ed2=tuple(x.dawn_ed2 for x in locations),
        locations_by_act=_by_act(c, [x.act for x in locations], "location", 12),
        rit_names=tuple(r.name for r in rituals), rit_act=tuple(r.act for r in rituals),
        rit_cost=tuple(r.cost for r in rituals), rit_crosses=tuple(r.crosses for r in rituals),
        rit_lasts=tuple(r.lasts for r in rituals), rit_mods=tuple(r.mods for r in rituals),
        rit_now=tuple(r.now for r in rituals),
        rituals_by_act=_by_act(c, [r.act for r in rituals], "ritual", 12),
    )


@lru_cache(maxsize=1)
def load() -> Content:
    return parse(read_toml(CONTENT_FILE))


def describe_ops(ops: Ops) -> str:
    """An effect in words: 'pay 2 blood: gain 2 VP', 'gain 3 blood, fear -1'."""
    words: list[str] = []
    out = ""
    for op, n in ops:
        text = OPS[op].format(n=n, signed=f"{n:+d}")
        if op in PAY_OPS:
            out += (", ".join(words) + ", " if words else "") + text + ": "
            words = []
        else:
            words.append(text)
    text = (out + ", ".join(words)).strip()
    return text[:1].upper() + text[1:]


def describe_mods(mods: dict[str, int]) -> str:
    return "; ".join(MODS[m].format(n=n) for m, n in mods.items())


def ritual_text(c: Content, r: int) -> str:
    parts = []
    if c.rit_mods[r]:
        parts.append(describe_mods(c.rit_mods[r]) + (" (today only)" if c.rit_lasts[r] == "day" else ""))
    if c.rit_now[r]:
        parts.append(describe_ops(c.rit_now[r]) + " when bought")
    if c.rit_crosses[r]:
        parts.append(f"{c.rit_crosses[r]} VP at the end")
    return ". ".join(parts)
