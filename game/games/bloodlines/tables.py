"""Content read once into flat tables the engine's hot paths index by number."""

from __future__ import annotations

from .content import ARCHETYPES, CLASSES, FACTIONS, GEOGRAPHIES, TEMPERAMENTS, Content, Op, load

C: Content = load()
N = len(C.characters)
CLS = tuple(c.cls for c in C.characters)
TEMP = tuple(c.temperament for c in C.characters)
GEO = tuple(c.geography for c in C.characters)
ARCH = tuple(c.archetype for c in C.characters)
ATTRS = tuple(frozenset(c.attributes) for c in C.characters)
CLAN = tuple(c.clan for c in C.characters)
KIND = tuple(c.kind for c in C.characters)
NAME = tuple(c.name for c in C.characters)
ABILITIES = tuple(c.abilities for c in C.characters)
SCHEMES = C.schemes
SCHEME_CLAN = tuple(s.clan for s in C.schemes)
SCHEME_BG = tuple(s.battleground for s in C.schemes)
BG = C.battleground_by_id
BG_IDS = tuple(b.id for b in C.battlegrounds)
FAMILY = {b.id: b.rules for b in C.battlegrounds}
ARCH_INDEX = {a: i for i, a in enumerate(ARCHETYPES)}
FACTION_INDEX = {g: i for i, g in enumerate(FACTIONS)}
ALL_VALUES = CLASSES + TEMPERAMENTS + GEOGRAPHIES + ARCHETYPES
# which attribute values a battleground family reads from an activated vampire
FAMILY_VALUES = {
    "high_low": CLASSES, "inquisition": CLASSES, "court": CLASSES,
    "beast": TEMPERAMENTS, "humanity": TEMPERAMENTS,
    "princes": FACTIONS, "revolt": FACTIONS, "masquerade": GEOGRAPHIES,
    "sects": ARCHETYPES,
}
CATEGORY_OF_FAMILY = {"high_low": 0, "inquisition": 0, "court": 0, "beast": 1, "humanity": 1,
                      "princes": 2, "revolt": 2, "masquerade": 2, "sects": 3}


# a chronicle's four assets (the rulebook's Asset Effects), each an archetype; their effects are
# ops like any other (source [2, asset number]); the warlike one is the engine's own frame
ASSETS = ("scholarly", "warlike", "wealthy", "clandestine")
ASSET_WORDS = {
    "scholarly": "take any clan scheme from your discard pile into your hand",
    "warlike": "remove 1 to 5 characters from the queue",
    "wealthy": "rejuvenate any vampire",
    "clandestine": "trigger the abilities of any ancilla in your bloodline",
}
ASSET_EFFECTS: dict[str, tuple[Op, ...]] = {
    "scholarly": (Op("take_discard", count=1),),
    "warlike": (Op("remove_from_queue", count=5, up_to=True),),
    "wealthy": (Op("rejuvenate", who="choose", side="any"),),
    "clandestine": (Op("trigger", who="choose", side="own", filters=(("ancilla", True),)),),
}


def effects_of(src: list[int] | tuple[int, ...]) -> tuple[Op, ...]:
    """The op list a source names: [0, scheme, *nested op indexes], [1, character, ability,
    *nested op indexes] or [2, asset number]."""
    if src[0] == 0:
        ops = SCHEMES[src[1]].effects
        rest = src[2:]
    elif src[0] == 2:
        ops = ASSET_EFFECTS[ASSETS[src[1]]]
        rest = src[2:]
    else:
        ops = ABILITIES[src[1]][src[2]].effects
        rest = src[3:]
    for i in rest:
        ops = ops[i].effects
    return ops
