"""The city: range, zone control, domains and city prestige.

Everything here reads the state's ``tokens[zone][seat]`` and
``controller[zone]`` lists; nothing rolls dice or asks anyone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .content import load_content

if TYPE_CHECKING:
    from .state import ElysiumState

C = load_content()
ELYSIUM = 0
ZONES = len(C.zones)
ZONE_RANGE = range(1, ZONES)  # every zone but Elysium
REACH: tuple[frozenset[int], ...] = tuple(frozenset((z.index, *z.neighbours)) for z in C.zones)
CATEGORY_OF: tuple[int, ...] = tuple(z.category for z in C.zones)
SAME_COLOUR: tuple[tuple[int, ...], ...] = tuple(
    tuple(o.index for o in C.zones if o.category == z.category and o.index != z.index and z.index)
    for z in C.zones)
CATEGORY_ZONES: tuple[tuple[int, ...], ...] = tuple(C.zones_of(c.index) for c in C.categories)
CATEGORY_SETS: tuple[frozenset[int], ...] = tuple(frozenset(zones) for zones in CATEGORY_ZONES)


def in_range(a: int, b: int) -> bool:
    """Two zones are in range when they are the same zone or neighbours."""
    return a >= 0 and b >= 0 and b in REACH[a]


def seats_in_range(state: ElysiumState, seat: int) -> list[int]:
    """Other seats on the board within range of `seat`'s miniature."""
    here = state.location[seat]
    if here < 0:
        return []
    reach = REACH[here]
    return [s for s in range(state.players) if s != seat and state.location[s] in reach]


def recount(state: ElysiumState, zone: int) -> tuple[int, int]:
    """Re-check control of `zone` after tokens change; returns (old, new) controller."""
    counts = state.tokens[zone]
    best = max(counts)
    if best == 0 or counts.count(best) > 1:
        new = -1
    else:
        new = counts.index(best)
    old = state.controller[zone]
    state.controller[zone] = new
    return old, new


def zones_controlled(state: ElysiumState, seat: int) -> int:
    return state.controller.count(seat)


def tokens_on_board(state: ElysiumState, seat: int) -> int:
    return sum(row[seat] for row in state.tokens)


def controls_colour_of(state: ElysiumState, seat: int, zone: int) -> bool:
    """Does `seat` control some zone of `zone`'s colour (the zone itself included)?"""
    if not zone:
        return False
    ctrl = state.controller
    return seat in [ctrl[z] for z in CATEGORY_ZONES[CATEGORY_OF[zone]]]


def domains(state: ElysiumState, seat: int) -> list[str]:
    """Names of the domains `seat` holds: whole colours, and Domain cards in play whose zones it controls."""
    ctrl = state.controller
    mine = {z for z, owner in enumerate(ctrl) if owner == seat}
    held = [C.categories[cat].name for cat, zones in enumerate(CATEGORY_SETS) if zones <= mine]
    for card in state.play[seat]:
        effect = C.cards[card].effect
        if effect.kind == "domain" and all(ctrl[z] == seat for z in effect.zones):
            held.append(C.cards[card].name)
    return held


def city_prestige(state: ElysiumState, seat: int) -> int:
    """Zone values controlled (without domain bonuses)."""
    return sum(C.zones[z].value for z, owner in enumerate(state.controller) if owner == seat)


def zone_targets(state: ElysiumState, seat: int) -> list[int]:
    """Zones `seat` may target for an influence attempt: in range, or a colour it controls."""
    here = state.location[seat]
    closed = state.closed_categories() if state.events else ()  # (closed by events in play)
    ctrl = state.controller
    held = {CATEGORY_OF[z] for z in ZONE_RANGE if ctrl[z] == seat}  # every zone but Elysium has a colour
    reach = REACH[here] if here >= 0 else ()
    # controls_colour_of(state, seat, zone) for zone >= 1 is CATEGORY_OF[zone] in held, read once
    return [zone for zone in ZONE_RANGE
            if CATEGORY_OF[zone] not in closed and (zone in reach or CATEGORY_OF[zone] in held)]
