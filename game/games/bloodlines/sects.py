"""The War of the Sects: four regions of face-down council and host tokens.  The activated
vampire's archetype acts in the region of its geography: a warlike one strikes a token
(``sab_token``), a clandestine one turns a face-down token over, a scholarly one moves a token to
another region (``sab_token`` then ``sab_region``), a wealthy one adds a token of the side it
names from the supply (``sab_side``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.events import Event
from game.core.pending import pop

from .actions import ATTRIBUTE, Attribute, Side, Token
from .battlegrounds import roam, table_of
from .characters import reviewed, rng_of
from .content import ARCHETYPES, FACTIONS
from .frames import Modification
from .tables import ARCH, FACTION_INDEX, GEO

if TYPE_CHECKING:
    from .state import BloodlinesState

SIDES = ("council", "host")


def _region_tokens(state: BloodlinesState, region: int, spaces: int) -> list[int]:
    return [t for t in state.sect_spaces[region * spaces:(region + 1) * spaces] if t >= 0]


def _has_room(state: BloodlinesState, region: int, spaces: int) -> bool:
    return any(s < 0 for s in state.sect_spaces[region * spaces:(region + 1) * spaces])


def modify_sects(state: BloodlinesState, frame: Modification, events: list[Event]) -> None:
    spaces = table_of(frame)["spaces"]
    geography = frame.geography or GEO[frame.vampire]
    if geography == "roaming":
        roam(state, frame, FACTIONS)
        return
    region = FACTION_INDEX[geography]
    archetype = frame.attribute if frame.attribute in ARCHETYPES else ARCH[frame.vampire]
    tokens = _region_tokens(state, region, spaces)
    frame.region = region
    frame.archetype = archetype
    frame.seat = frame.actor
    if archetype == "wealthy":
        sides = {state.sect_side[x] for x in state.sect_supply}
        if not _has_room(state, region, spaces) or not sides:
            pop(state.stack)
            return
        frame.kind = "sab_side"
        return
    if archetype == "clandestine":
        tokens = [x for x in tokens if not state.sect_face_up[x]]
    elif archetype == "scholarly" and not reviewed(state):
        others = [g for g in range(4) if g != region and _has_room(state, g, spaces)]
        if not others:
            tokens = []
    if not tokens:
        pop(state.stack)
        return
    frame.kind = "sab_token"


def token_legal(state: BloodlinesState, frame: Modification) -> list[Action]:
    assert frame.region is not None
    tokens = _region_tokens(state, frame.region, table_of(frame)["spaces"])
    if frame.archetype == "clandestine":
        tokens = [x for x in tokens if not state.sect_face_up[x]]
    return [Token(x) for x in tokens]


def token_apply(state: BloodlinesState, frame: Modification, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Token) and frame.region is not None
    token = action.token
    archetype = frame.archetype
    if archetype == "scholarly":
        frame.kind = "sab_region"
        frame.token = token
        return
    pop(state.stack)
    if archetype == "warlike":
        state.sect_spaces[state.sect_spaces.index(token)] = -1
        events.append(Event("sects", f"A {SIDES[state.sect_side[token]]} token is struck from the "
                            f"{FACTIONS[frame.region]}", None, {"token": token}))
    else:
        state.sect_face_up[token] = True
        events.append(Event("sects", f"A {SIDES[state.sect_side[token]]} token in the {FACTIONS[frame.region]} "
                            f"is turned over: {state.sect_value[token]}", None, {"token": token}))


def region_legal(state: BloodlinesState, frame: Modification) -> list[Action]:
    """Edition 2: "move a token from matching region to any other" (a full one included: the
    token then returns to the supply); edition 1 offered only the regions with room."""
    spaces = table_of(frame)["spaces"]
    every = reviewed(state)
    return [ATTRIBUTE[FACTIONS[g]] for g in range(4)
            if g != frame.region and (every or _has_room(state, g, spaces))]


def region_apply(state: BloodlinesState, frame: Modification, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Attribute) and frame.token is not None
    pop(state.stack)
    spaces = table_of(frame)["spaces"]
    region = FACTION_INDEX[action.value]
    token = frame.token
    state.sect_spaces[state.sect_spaces.index(token)] = -1
    slot = next((i for i in range(region * spaces, (region + 1) * spaces) if state.sect_spaces[i] < 0), -1)
    if slot < 0:   # "if there is no space for a token to be added to a region, return it to the supply"
        state.sect_face_up[token] = False           # face down among the others, as the supply's tokens lie
        state.sect_supply = sorted([*state.sect_supply, token])
        events.append(Event("sects", f"No room in the {action.value}: the token returns to the supply", None,
                            {"token": token}))
        return
    state.sect_spaces[slot] = token
    events.append(Event("sects", f"A token moves to the {action.value}", None, {"token": token}))


def side_legal(state: BloodlinesState, frame: Modification) -> list[Action]:
    sides = sorted({state.sect_side[x] for x in state.sect_supply})
    return [Side(SIDES[s]) for s in sides]


def side_apply(state: BloodlinesState, frame: Modification, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Side) and frame.region is not None
    pop(state.stack)
    spaces = table_of(frame)["spaces"]
    side = SIDES.index(action.side)
    pool = [x for x in state.sect_supply if state.sect_side[x] == side]
    token = pool[rng_of(state).below(len(pool))]
    state.sect_supply.remove(token)
    region = frame.region
    slot = next(i for i in range(region * spaces, (region + 1) * spaces) if state.sect_spaces[i] < 0)
    state.sect_spaces[slot] = token
    events.append(Event("sects", f"A {action.side} token joins the {FACTIONS[region]}", None, {"token": token}))
