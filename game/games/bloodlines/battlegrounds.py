"""The battlegrounds (the rulebook's "The battlegrounds"): how each is set up, what an activated
vampire does to it, and the decision a roaming vampire asks.  A :class:`~.frames.Modification`
is one vampire modifying one battleground (``attribute``: the value it is modified as, for the
'modify' op); its handler pops it when done or turns it into a decision.  This module holds the
families without decisions of their own (the Ladder of Blood, the Leash of Conscience and the
Tide of Progress, the Holy Tribunal, the Veil of Night, the Crown of the City); the ankhs' two
(the Four Thrones, the Night of Torches) are in ``ankhs.py``, the War of the Sects in ``sects.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.events import Event
from game.core.pending import pop
from game.core.seats import seat_ref

from .actions import ATTRIBUTE, Attribute
from .characters import alive, draw_schemes, reviewed, rng_of
from .content import ARCHETYPES, CLASSES, FACTIONS, GEOGRAPHIES, TEMPERAMENTS
from .frames import Modification
from .tables import ARCH, ARCH_INDEX, BG, CLS, FACTION_INDEX, GEO, NAME, TEMP
from .torpor import infamy, torpor

if TYPE_CHECKING:
    from .state import BloodlinesState

Table = dict[str, Any]


def values_for(family: str) -> tuple[str, ...]:
    """The attribute values a battleground of this family reads (what 'modify' may name)."""
    if family in ("high_low", "inquisition", "court"):
        return CLASSES
    if family in ("beast", "humanity"):
        return TEMPERAMENTS
    if family == "masquerade":
        return GEOGRAPHIES
    if family == "sects":
        return ARCHETYPES
    return FACTIONS


def table_of(frame: Modification) -> Table:
    """The printed board of the battleground being modified."""
    return BG[frame.battleground].table


def seat_of(state: BloodlinesState, frame: Modification) -> int:
    """The seat whose vampire modifies (its owner; the activating seat if it has none)."""
    vampire = frame.vampire
    return state.owner[vampire] if vampire >= 0 and state.owner[vampire] >= 0 else frame.actor


def everyone(state: BloodlinesState) -> list[int]:
    """Every awake vampire of every bloodline."""
    in_torpor = state.in_torpor
    return [v for seat in range(state.players) for v in state.line[seat] if not in_torpor[v]]


# ---- setup -------------------------------------------------------------------------------------

def setup_ladder(state: BloodlinesState, table: Table) -> None:
    state.ladder = 0


def setup_thrones(state: BloodlinesState, table: Table) -> None:
    courts = table["courts"]
    state.court_faction = [FACTION_INDEX[home] if home else -1 for (_id, home, _v, _adj) in courts]
    state.court_ankhs = [table["ankhs"] if home else 0 for (_id, home, _v, _adj) in courts]


def setup_morality(state: BloodlinesState, table: Table) -> None:
    pass  # each seat's token is placed with its clan leader (setup.take_clan)


def setup_tribunal(state: BloodlinesState, table: Table) -> None:
    state.bench_class = list(table["faces"])
    state.bench_taken = [False] * 4


def setup_torches(state: BloodlinesState, table: Table) -> None:
    state.city = [table["ankhs"]] * 4
    state.fire = 0


def setup_veil(state: BloodlinesState, table: Table) -> None:
    state.investigators = [0] * 4
    state.veil = [table["ankhs"]] * 4


def setup_crown(state: BloodlinesState, table: Table) -> None:
    state.crown_tokens = []
    state.next_title = 0


def setup_sects(state: BloodlinesState, table: Table) -> None:
    sides = [0] * len(table["council"]) + [1] * len(table["host"])
    values = list(table["council"]) + list(table["host"])
    state.sect_side = sides
    state.sect_value = values
    state.sect_face_up = [False] * len(values)
    spaces = table["spaces"]
    state.sect_spaces = [-1] * (4 * spaces)
    council = [i for i, side in enumerate(sides) if side == 0]
    host = [i for i, side in enumerate(sides) if side == 1]
    rng_of(state).shuffle(council)
    rng_of(state).shuffle(host)
    for region in range(4):
        if council:
            state.sect_spaces[region * spaces] = council.pop()
        if host and spaces > 1:
            state.sect_spaces[region * spaces + 1] = host.pop()
    state.sect_supply = sorted(council + host)
    allegiance = {2: [0, 1], 3: [0, 1, 2], 4: [0, 0, 1, 1]}[state.players]
    rng_of(state).shuffle(allegiance)
    state.allegiance = allegiance


SETUP: dict[str, Callable[[BloodlinesState, Table], None]] = {
    "high_low": setup_ladder, "princes": setup_thrones, "beast": setup_morality,
    "humanity": setup_morality, "inquisition": setup_tribunal, "revolt": setup_torches,
    "masquerade": setup_veil, "court": setup_crown, "sects": setup_sects}


# ---- a roaming vampire (a decision) ----------------------------------------------------------

def roam(state: BloodlinesState, frame: Modification, values: Sequence[str]) -> None:
    """A roaming vampire: its seat chooses the side it acts for, among `values`."""
    frame.kind = "roam"
    frame.seat = frame.actor
    frame.values = list(values)


def roam_legal(state: BloodlinesState, frame: Modification) -> list[Action]:
    return [ATTRIBUTE[x] for x in frame.values or ()]


def roam_apply(state: BloodlinesState, frame: Modification, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Attribute)
    frame.kind = "mod"
    frame.geography = action.value
    frame.values = None


# ---- the Ladder of Blood -------------------------------------------------------------------

def modify_ladder(state: BloodlinesState, frame: Modification, events: list[Event]) -> None:
    pop(state.stack)
    table = BG[frame.battleground].table          # table_of(), in line
    side = frame.attribute if frame.attribute in CLASSES else CLS[frame.vampire]
    state.ladder += 1 if side == "high" else -1
    if abs(state.ladder) >= table["half"]:
        winner = "high" if state.ladder > 0 else "low"
        gain = table["decisive_power"]
        for v in everyone(state):
            if CLS[v] == winner:
                state.power[v] += gain
        state.ladder = 0
        events.append(Event("decisive", f"A decisive victory for the {winner} clans: each of their "
                            f"vampires gains {gain} power", None, {"bg": frame.battleground, "class": winner}))


# ---- the Leash of Conscience and the Tide of Progress ----------------------------------------

def _morality(state: BloodlinesState, frame: Modification, events: list[Event], beast: bool) -> None:
    pop(state.stack)
    table = BG[frame.battleground].table          # table_of(), in line
    seat = seat_of(state, frame)
    temperament = frame.attribute if frame.attribute in TEMPERAMENTS else TEMP[frame.vampire]
    position, face = (state.morality_space, state.morality_face) if beast else (state.progress_space, state.progress_face)
    moves_down = (temperament != face[seat]) if beast else (temperament == face[seat])
    if moves_down and position[seat] <= table["low"] and reviewed(state):
        # "Nothing happens if a clan morality token would be moved ... down from the lowest
        # space": edition 2 carries out none of the result (no flip, no draw); edition 1 lost
        # only the move
        events.append(Event("morality", f"{seat_ref(seat)}'s morality cannot sink below {position[seat]}: "
                            "nothing happens", seat, {"bg": frame.battleground}))
        return
    if temperament == face[seat]:
        if beast:
            position[seat] = min(position[seat] + 1, table["high"])
        else:
            position[seat] = max(position[seat] - 1, table["low"])
            draw_schemes(state, seat, table["draw"], events)
    else:
        face[seat] = "feral" if face[seat] == "composed" else "composed"
        if beast:
            position[seat] = max(position[seat] - 1, table["low"])
            draw_schemes(state, seat, table["draw"], events)
    events.append(Event("morality", f"{seat_ref(seat)}'s morality stands at {position[seat]} ({face[seat]})",
                        seat, {"bg": frame.battleground}))


def modify_beast(state: BloodlinesState, frame: Modification, events: list[Event]) -> None:
    _morality(state, frame, events, True)


def modify_humanity(state: BloodlinesState, frame: Modification, events: list[Event]) -> None:
    _morality(state, frame, events, False)


# ---- the Holy Tribunal ---------------------------------------------------------------------

def modify_tribunal(state: BloodlinesState, frame: Modification, events: list[Event]) -> None:
    pop(state.stack)
    table = BG[frame.battleground].table          # table_of(), in line
    vampire = frame.vampire
    side = frame.attribute if frame.attribute in CLASSES else CLS[vampire]
    column = ARCH_INDEX[ARCH[vampire]]
    seated = not state.bench_taken[column]
    state.bench_taken[column] = True
    state.bench_class[column] = side
    events.append(Event("bench", f"The {ARCH[vampire]} token {'takes its seat on' if seated else 'turns to'} "
                        f"{side} on the accusers' bench ({sum(state.bench_taken)} of 4)", state.owner[vampire],
                        {"column": column}))
    if not all(state.bench_taken):
        return
    state.bench_taken = [False] * 4
    awake = everyone(state)
    best = max((state.infamy[v] for v in awake), default=0)
    events.append(Event("trial", "The bench is full: a trial", None, {"bg": frame.battleground}))
    if best <= 0:
        return
    accused = [v for v in awake if state.infamy[v] == best]
    actor = frame.actor
    for v in reversed(accused):
        suspicion = state.infamy[v] + sum(1 for face in state.bench_class if face == CLS[v])
        if suspicion >= table["threshold"]:
            torpor(state, actor, vampire, v)
        else:
            infamy(state, actor, v, 1)
        events.append(Event("accused", f"{NAME[v]} is accused (suspicion {suspicion})", state.owner[v],
                            {"vampire": v, "suspicion": suspicion}))


# ---- the Veil of Night ---------------------------------------------------------------------

def modify_veil(state: BloodlinesState, frame: Modification, events: list[Event]) -> None:
    table = BG[frame.battleground].table          # table_of(), in line
    geography = frame.geography
    if not geography:
        value = frame.attribute if frame.attribute in GEOGRAPHIES else GEO[frame.vampire]
        if value == "roaming":
            roam(state, frame, FACTIONS)
            frame.roaming = True
            return
        geography = value
    pop(state.stack)
    index = FACTION_INDEX[geography]
    steps = table["outsider_steps"] if frame.roaming else 1
    state.investigators[index] += steps
    events.append(Event("investigator", f"The {geography} investigator steps "
                        f"{'on' if steps == 1 else f'{steps} on'} ({min(state.investigators[index], table['track'])} "
                        f"of {table['track']})", state.owner[frame.vampire], {"geo": index}))
    if state.investigators[index] >= table["track"]:
        state.investigators[index] = 0
        vampire = frame.vampire
        if state.veil[index] > 0 and alive(state, vampire):
            state.veil[index] -= 1
            state.veil_ankhs[vampire].append(index)
            events.append(Event("breach", f"A breach in the {geography}: {NAME[vampire]} is marked",
                                state.owner[vampire], {"vampire": vampire, "geo": index}))


# ---- the Crown of the City -----------------------------------------------------------------

def modify_crown(state: BloodlinesState, frame: Modification, events: list[Event]) -> None:
    pop(state.stack)
    table = BG[frame.battleground].table          # table_of(), in line
    titles = table["titles"]
    if state.next_title >= len(titles):
        return
    side = frame.attribute if frame.attribute in CLASSES else CLS[frame.vampire]
    state.crown_tokens.append(side)
    events.append(Event("court", f"A {side} token enters the walls ({len(state.crown_tokens)} of "
                        f"{table['tokens']}, for {titles[state.next_title]})", state.owner[frame.vampire],
                        {"face": side}))
    if len(state.crown_tokens) < table["tokens"]:
        return
    high = state.crown_tokens.count("high")
    low = len(state.crown_tokens) - high
    title = state.next_title
    state.next_title += 1
    state.crown_tokens = []
    if high == low:
        events.append(Event("vote", f"The vote for {titles[title]} is tied: nobody takes it", None))
        return
    favoured = "high" if high > low else "low"
    candidates = [v for v in everyone(state) if CLS[v] == favoured and state.title[v] < 0]
    best = max((state.power[v] for v in candidates), default=-1)
    top = [v for v in candidates if state.power[v] == best]
    if len(top) != 1:
        events.append(Event("vote", f"The {favoured} clans win the vote for {titles[title]}, but no "
                            "single vampire leads: nobody takes it", None))
        return
    state.title[top[0]] = title
    events.append(Event("vote", f"{NAME[top[0]]} becomes {titles[title]}", state.owner[top[0]],
                        {"vampire": top[0], "title": title}))
