"""Bloodlines' content vocabulary: the attribute values a character shows, and the effect
vocabulary (each op and the fields it takes) with :class:`Op`, one step of an effect, read from
content.toml by :func:`parse_effects`.

Effects are data: a list of ops, each a TOML inline table ``{ op = "assign_infamy", amount = 1,
who = "choose", side = "opponent", infamy = true }``.  The vocabulary (each op, its fields and
what it means) is ``docs/bloodlines-effects.md``; :data:`OPS` below is its checked form.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from game.core.content import Checker, given, rule

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
    """One step of an effect.  Unused fields keep their defaults (some defaults depend on the op:
    see :func:`parse_effects`)."""
    op: str = given(key="op")
    amount: int = rule(lo=1, hi=9, default=1)
    per: str = rule(choices=PER, default="")
    who: str = rule(choices=WHO, default="self")
    side: str = rule(choices=SIDES, default="any")
    attribute: str = rule(choices=("", "choose", *ATTRIBUTES), default="")  # a target must show it
    filters: tuple[tuple[str, bool], ...] = given(default=())   # (name, wanted) pairs from FILTERS
    token: str = rule(choices=("", *TOKENS), default="")
    count: int = rule(lo=1, hi=5, default=1)
    up_to: bool = rule(default=False)
    battleground: str = rule(default="")   # modify: a battleground id, or "any" (the actor chooses)
    effects: tuple[Op, ...] = given(key="effects", default=())   # the nested effect of a mechanic
    attributes: tuple[str, ...] = rule(choices=CATEGORY, noun="attribute values", default=())
    """edict: the attribute values it may name (() = any)"""

    def wants(self, name: str) -> bool | None:
        for key, value in self.filters:
            if key == name:
                return value
        return None



def parse_effects(check: Checker, raw: Any, where: str, *, depth: int = 0,
                  battlegrounds: Collection[str] | None = None) -> tuple[Op, ...]:
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
        filters = tuple((key, check.field(entry, key, bool, here)) for key in FILTERS if key in entry)
        nested: tuple[Op, ...] = ()
        if name in NESTED:
            if depth:
                raise check.fail(here, "a clan mechanic cannot sit inside another one")
            nested = parse_effects(check, check.field(entry, "effects", list, here), here,
                                   depth=depth + 1, battlegrounds=battlegrounds)
            if any(o.op in MECHANIC_OPS for o in nested):
                raise check.fail(here, "a clan mechanic cannot sit inside another one")
        op = check.entry(Op, entry, here, values={"op": name, "filters": filters, "effects": nested},
                         defaults={"who": "choose" if name in TARGETED else "self",
                                   "side": "opponent" if name in ("assign_infamy", "steal") else "any",
                                   "token": "power" if name == "steal" else "",
                                   "battleground": "any" if name == "modify" else ""},
                         also=(*FILTERS, "text"))
        bg = op.battleground
        if name == "modify" and battlegrounds is not None and bg != "any" and bg not in battlegrounds:
            raise check.fail(here, f"field 'battleground' must name a battleground or 'any', found {bg!r}")
        if op.who == "recruit" and depth == 0:
            raise check.fail(here, "who = 'recruit' is only meaningful inside an edict's effects")
        if op.attribute == "choose" and name != "modify":
            raise check.fail(here, "attribute = 'choose' is only for 'modify'")
        if name == "modify" and not op.attribute:
            raise check.fail(here, "field 'attribute' is missing (an attribute value or 'choose')")
        ops.append(op)
    return tuple(ops)
