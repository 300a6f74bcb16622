"""The two battlegrounds fought over ankhs: the Four Thrones (a faction's ankh moves to an
adjacent court: the ``ankh`` decision) and the Night of Torches (a city's ankh is carried off or
burned: the ``revolt`` decision)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.events import Event
from game.core.pending import pop

from .actions import MOVE_ANKH, MoveAnkh, Revolt
from .battlegrounds import Table, roam
from .characters import alive, reviewed
from .content import FACTIONS
from .frames import Modification
from .tables import BG, FACTION_INDEX, GEO, NAME

if TYPE_CHECKING:
    from .state import BloodlinesState


def _faction(frame: Modification) -> str:
    return frame.geography or (frame.attribute if frame.attribute in FACTIONS else GEO[frame.vampire])


# ---- the Four Thrones ----------------------------------------------------------------------

_ROADS: dict[int, tuple[Table, tuple[tuple[int, ...], ...]]] = {}


def _roads(table: Table) -> tuple[tuple[int, ...], ...]:
    """For each court of the board, the adjacent courts an ankh may move into from it (never a
    home court): kept per board."""
    kept = _ROADS.get(id(table))
    if kept is None or kept[0] is not table:
        if len(_ROADS) > 64:
            _ROADS.clear()
        courts = table["courts"]
        kept = _ROADS[id(table)] = (table, tuple(tuple(j for j in adjacent if not courts[j][1])
                                                 for _id, _home, _v, adjacent in courts))
    return kept[1]


def ankh_moves(state: BloodlinesState, table: Table, faction: int) -> list[tuple[int, int]]:
    """(from, to) for each move of one of the faction's ankhs to an adjacent court: the courts
    the faction holds found in C (``index``), in the board's order."""
    owner, count = state.court_faction, state.court_ankhs
    roads = _roads(table)
    out = []
    i = -1
    for _ in range(owner.count(faction)):
        i = owner.index(faction, i + 1)
        if count[i] <= 0:
            continue
        for j in roads[i]:
            held = owner[j]
            if held == -1 or held == faction:
                out.append((i, j))
    return out


def modify_thrones(state: BloodlinesState, frame: Modification, events: list[Event]) -> None:
    table = BG[frame.battleground].table          # table_of(), in line
    geography = _faction(frame)
    if geography == "roaming":
        roam(state, frame, FACTIONS)
        return
    faction = FACTION_INDEX[geography]
    moves = ankh_moves(state, table, faction)
    if not moves:
        pop(state.stack)
        return
    if len(moves) == 1:
        pop(state.stack)
        move_ankh(state, table, faction, *moves[0], events)
        return
    frame.kind = "ankh"
    frame.seat = frame.actor
    frame.faction = faction


def move_ankh(state: BloodlinesState, table: Table, faction: int, source: int, to: int,
              events: list[Event]) -> None:
    state.court_ankhs[source] -= 1
    if state.court_ankhs[source] == 0 and not table["courts"][source][1]:
        state.court_faction[source] = -1
    state.court_ankhs[to] += 1
    state.court_faction[to] = faction
    events.append(Event("ankh", f"A {FACTIONS[faction]} ankh moves to {table['courts'][to][0]}", None,
                        {"from": source, "to": to, "faction": faction}))


def ankh_legal(state: BloodlinesState, frame: Modification) -> list[Action]:
    assert frame.faction is not None
    return [MOVE_ANKH[i, j] for i, j in ankh_moves(state, BG[frame.battleground].table, frame.faction)]


def ankh_apply(state: BloodlinesState, frame: Modification, action: Action, events: list[Event]) -> None:
    assert isinstance(action, MoveAnkh) and frame.faction is not None
    pop(state.stack)
    move_ankh(state, BG[frame.battleground].table, frame.faction, action.source, action.to, events)


# ---- the Night of Torches ------------------------------------------------------------------

def modify_torches(state: BloodlinesState, frame: Modification, events: list[Event]) -> None:
    geography = _faction(frame)
    if geography == "roaming":
        standing = [g for g in FACTIONS if state.city[FACTION_INDEX[g]] > 0]
        if not standing:
            pop(state.stack)
            return
        if len(standing) > 1:
            roam(state, frame, standing)
            return
        geography = standing[0]
    city = FACTION_INDEX[geography]
    if state.city[city] <= 0:
        pop(state.stack)
        return
    frame.kind = "revolt"
    frame.seat = frame.actor
    frame.city = city


def revolt_legal(state: BloodlinesState, frame: Modification) -> list[Action]:
    if not alive(state, frame.vampire) and reviewed(state):
        return [Revolt(True)]     # it fell during its activation: an ankh on it would burn (upheaval)
    return [Revolt(False), Revolt(True)]


def revolt_apply(state: BloodlinesState, frame: Modification, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Revolt) and frame.city is not None
    pop(state.stack)
    city, vampire = frame.city, frame.vampire
    state.city[city] -= 1
    if action.burn:
        state.fire += 1
        if state.city[city] == 1:     # the third ankh burned: the fourth burns with it
            state.city[city] = 0
            state.fire += 1
        events.append(Event("burn", f"An ankh of the {FACTIONS[city]} city burns", None, {"city": city}))
        return
    state.city_ankhs[vampire].append(city)
    events.append(Event("ankh", f"{NAME[vampire]} carries off an ankh of the {FACTIONS[city]} city",
                        state.owner[vampire], {"city": city, "vampire": vampire}))
    if state.city[city] == 0:         # respite: every carrier gains 1 power, the ankhs return
        back = 0
        for carrier in range(len(state.city_ankhs)):
            held = state.city_ankhs[carrier]
            if city in held:
                n = held.count(city)
                state.city_ankhs[carrier] = [h for h in held if h != city]
                back += n
                if alive(state, carrier):
                    state.power[carrier] += 1
        state.city[city] = back
        events.append(Event("respite", f"Respite in the {FACTIONS[city]} city", None, {"city": city}))
