"""Nocturne's content: the city, the cards and the rule numbers, from content.toml, checked once.

Minion cards (the ones that go under orders and into hands) share one id space:
lesser vampires first, then elder vampires, then victims.  Locations and rituals have ids of
their own.  Every effect is a list of ``(op, amount)`` pairs from a small vocabulary:

* :data:`OPS`, what a Dawn location, a Dusk ability or a ritual bought does at once;
* :data:`MODS`, what a ritual changes while it lasts (for one part of the day each).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.core.content import Checker, read_toml

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


def _ops(c: Checker, entry: dict[str, Any], key: str, where: str) -> Ops:
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


def _strength(c: Checker, entry: dict[str, Any], where: str, hi: int) -> tuple[int, int, int]:
    s = c.int_list(entry, "strength", where, lo=0, hi=hi)
    if len(s) != 3:
        raise c.fail(where, "field 'strength' must hold three numbers: Dawn, Dusk, Night")
    if sum(s) == 0:
        raise c.fail(where, "field 'strength' must not be all zero")
    return (s[0], s[1], s[2])


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
    r = c.table(data, "rules", "top level")
    w = "[rules]"
    rules = {
        "start_blood": c.field(r, "start_blood", int, w, lo=0, hi=50),
        "start_influence": c.field(r, "start_influence", int, w, lo=0, hi=50),
        "start_lesser": c.field(r, "start_lesser", int, w, lo=0, hi=8),
        "start_elder": c.field(r, "start_elder", int, w, lo=0, hi=8),
        "order_tokens": c.field(r, "order_tokens", int, w, lo=1, hi=6),
        "altar_slots": c.field(r, "altar_slots", int, w, lo=1, hi=8),
        "night_blood": c.field(r, "night_blood", int, w, lo=0, hi=20),
        "refill_blood": c.field(r, "refill_blood", int, w, lo=0, hi=10),
        "refill_influence": c.field(r, "refill_influence", int, w, lo=0, hi=10),
        "upkeep": c.field(r, "upkeep", int, w, lo=0, hi=5),
        "hand_limit": c.field(r, "hand_limit", int, w, lo=3, hi=30),
        "fear_max": c.field(r, "fear_max", int, w, lo=1, hi=40),
        "fear_steps": tuple(c.int_list(r, "fear_steps", w, lo=1, hi=40)),
        "supply_blood": c.field(r, "supply_blood", int, w, lo=50, hi=10_000),
        "supply_influence": c.field(r, "supply_influence", int, w, lo=50, hi=10_000),
        "supply_vp": c.field(r, "supply_vp", int, w, lo=50, hi=10_000),
        "influence_per_vp": c.field(r, "influence_per_vp", int, w, lo=1, hi=10),
        "last_placed_first": c.field(r, "last_placed_first", bool, w),
        "altar_refill": c.field(r, "altar_refill", bool, w),
        "start_passes": c.field(r, "start_passes", int, w, lo=0, hi=3),
    }
    if list(rules["fear_steps"]) != sorted(rules["fear_steps"]):
        raise c.fail(w, "field 'fear_steps' must rise")

    names: list[str] = []
    kind: list[int] = []
    strength: list[tuple[int, int, int]] = []
    crosses: list[int] = []
    value: list[int] = []
    act: list[int] = []
    cost: list[int] = []
    dusk: list[Ops] = []
    for k, key, hi in ((LESSER, "lesser", 4), (ELDER, "elder", 6)):
        entries = c.entries(data, key)
        if len(entries) != 36:
            raise c.fail(f"[[{key}]]", f"there must be 36 {key} vampires, found {len(entries)}")
        for i, e in enumerate(entries):
            where = f"{key} {i + 1}"
            names.append(c.field(e, "name", str, where))
            kind.append(k)
            strength.append(_strength(c, e, where, hi))
            crosses.append(c.field(e, "crosses", int, where, default=0, lo=0, hi=2))
            value.append(0)
            act.append(0)
            cost.append(0)
            dusk.append(())
    victims = c.entries(data, "victim")
    if len(victims) != 42:
        raise c.fail("[[victim]]", f"there must be 42 victims, found {len(victims)}")
    for i, e in enumerate(victims):
        where = f"victim {i + 1} '{e.get('name', '?')}'"
        names.append(c.field(e, "name", str, where))
        kind.append(VICTIM)
        strength.append(_strength(c, e, where, 4))
        crosses.append(c.field(e, "crosses", int, where, lo=0, hi=2))
        value.append(c.field(e, "value", int, where, lo=1, hi=4))
        act.append(c.field(e, "act", int, where, lo=1, hi=3))
        cost.append(c.field(e, "cost", int, where, lo=0, hi=6))
        ability = _ops(c, e, "dusk", where)
        if not ability:
            raise c.fail(where, "field 'dusk' must hold the victim's ability")
        dusk.append(ability)
    _unique(c, names, "card")
    n_vamp = 72
    victim_acts = act[n_vamp:]
    vic_by_act = {a: tuple(n_vamp + i for i in ids)
                  for a, ids in _by_act(c, victim_acts, "victim", 14).items()}

    locs = c.entries(data, "location")
    if len(locs) != 36:
        raise c.fail("[[location]]", f"there must be 36 locations, found {len(locs)}")
    loc_names, loc_act, loc_crosses, loc_dawn, loc_dawn2 = [], [], [], [], []
    for i, e in enumerate(locs):
        where = f"location {i + 1} '{e.get('name', '?')}'"
        loc_names.append(c.field(e, "name", str, where))
        loc_act.append(c.field(e, "act", int, where, lo=1, hi=3))
        loc_crosses.append(c.field(e, "crosses", int, where, lo=0, hi=2))
        fx = _ops(c, e, "dawn", where)
        if not fx:
            raise c.fail(where, "field 'dawn' must hold the location's Dawn effect")
        loc_dawn.append(fx)
        fx2 = _ops(c, e, "dawn_ed2", where) if "dawn_ed2" in e else fx
        bad = [op for op, _ in fx2 if op not in DAWN_OPS]
        if not fx2 or bad:
            raise c.fail(where, "its Dawn effect from rules edition 2 ('dawn_ed2', else 'dawn') must gain "
                         f"tokens or change fear, found {bad or 'nothing'}")
        loc_dawn2.append(fx2)
    _unique(c, loc_names, "location")

    rits = c.entries(data, "ritual")
    if len(rits) != 36:
        raise c.fail("[[ritual]]", f"there must be 36 rituals, found {len(rits)}")
    rn, ra, rc, rx, rl, rm, rnow = [], [], [], [], [], [], []
    for i, e in enumerate(rits):
        where = f"ritual {i + 1} '{e.get('name', '?')}'"
        rn.append(c.field(e, "name", str, where))
        ra.append(c.field(e, "act", int, where, lo=1, hi=3))
        rc.append(c.field(e, "cost", int, where, lo=1, hi=12))
        rx.append(c.field(e, "crosses", int, where, lo=0, hi=3))
        rl.append(c.field(e, "lasts", str, where, choices=LASTS))
        mods = c.field(e, "mods", dict, where)
        for m, n in mods.items():
            if m not in MODS:
                raise c.fail(where, f"field 'mods': unknown modifier {m!r}; one of {sorted(MODS)}")
            if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 5:
                raise c.fail(where, f"field 'mods': {m} must be 1..5, found {n!r}")
        rm.append(dict(mods))
        now = _ops(c, e, "now", where)
        if not mods and not now and rx[-1] == 0:
            raise c.fail(where, "a ritual must do something: mods, now or crosses")
        rnow.append(now)
    _unique(c, rn, "ritual")
    return Content(
        quarters=tuple(quarters), parts=tuple(parts), days=days, days_per_act=per_act, rules=rules,
        names=tuple(names), kind=tuple(kind), strength=tuple(strength), crosses=tuple(crosses),
        value=tuple(value), act=tuple(act), cost=tuple(cost), dusk=tuple(dusk),
        lesser=tuple(range(36)), elder=tuple(range(36, 72)), victims_by_act=vic_by_act,
        loc_names=tuple(loc_names), loc_act=tuple(loc_act), loc_crosses=tuple(loc_crosses),
        loc_dawn=tuple(loc_dawn), loc_dawn_ed2=tuple(loc_dawn2), locations_by_act=_by_act(c, loc_act, "location", 12),
        rit_names=tuple(rn), rit_act=tuple(ra), rit_cost=tuple(rc), rit_crosses=tuple(rx),
        rit_lasts=tuple(rl), rit_mods=tuple(rm), rit_now=tuple(rnow),
        rituals_by_act=_by_act(c, ra, "ritual", 12),
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
