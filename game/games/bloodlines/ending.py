"""The end (the rulebook's "The end"): the long war's tokens are revealed, each mission is claimed
by the seat leading it (a tie broken by the primogen), then victory points decide; a tie goes to
the seat with fewer missions, then to the primogen: the tied seats each declare an archetype and
the deck decides."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.events import Event
from game.core.pending import pop, push
from game.core.seats import seat_ref

from . import score
from .actions import ATTRIBUTE, Attribute
from .characters import clockwise, rng_of, say
from .content import ARCHETYPES
from .frames import FinalScoring, Primogen
from .tables import ARCH, C

if TYPE_CHECKING:
    from .state import BloodlinesState

REVEAL, MISSIONS, VICTORY = range(3)   # the stages of the final scoring


def run_final(state: BloodlinesState, frame: FinalScoring, events: list[Event]) -> None:
    if frame.stage == REVEAL:             # reveal the long war's tokens
        if state.sect_face_up:
            state.sect_face_up = [True] * len(state.sect_face_up)
        frame.stage = MISSIONS
    elif frame.stage == MISSIONS:
        _claim_missions(state, frame, events)
    else:
        _victory(state, frame, events)


def _claim_missions(state: BloodlinesState, frame: FinalScoring, events: list[Event]) -> None:
    """The missions, one at a time."""
    i = frame.mission
    if frame.won >= 0:
        state.claimed[i] = frame.won
        frame.won = -1
        frame.mission = i = i + 1
    if i >= len(state.missions):
        for mission, seat in zip(state.missions, state.claimed, strict=True):
            if seat >= 0:
                if not state.options.get("chronicle"):   # a chronicle's missions give no power
                    state.power[state.leader[seat]] += C.missions[mission].power
                say(events, "mission", f"{seat_ref(seat)} claims {C.missions[mission].name}", seat)
        frame.stage = VICTORY
        return
    tied = score.mission_leaders(state, state.missions[i])
    if len(tied) == 1:
        frame.won = tied[0]
    elif not tied:
        frame.mission = i + 1
    else:
        primogen(state, tied)


def _victory(state: BloodlinesState, frame: FinalScoring, events: list[Event]) -> None:
    """Victory points, fewer missions, then the primogen."""
    if frame.won < 0:
        points = score.victory_points(state)
        state.final_vp = points
        best = max(points)
        tied = [seat for seat in range(state.players) if points[seat] == best]
        if len(tied) > 1:
            fewest = min(state.claimed.count(seat) for seat in tied)
            tied = [seat for seat in tied if state.claimed.count(seat) == fewest]
        if len(tied) > 1:
            primogen(state, tied)
            frame.won = -2
            return
        state.result = tied
    else:
        state.result = [frame.won]
    pop(state.stack)
    say(events, "end", "The game is over", None)


def primogen(state: BloodlinesState, tied: list[int]) -> None:
    """The tied seats declare archetypes, clockwise from the first player."""
    push(state.stack, Primogen([seat for seat in clockwise(state, state.first) if seat in tied]))


def primogen_legal(state: BloodlinesState, frame: Primogen) -> list[Action]:
    return [ATTRIBUTE[x] for x in ARCHETYPES if x not in frame.declared]


def primogen_apply(state: BloodlinesState, frame: Primogen, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Attribute)
    frame.declared.append(action.value)
    tied, declared = frame.tied, frame.declared
    if len(declared) < len(tied):
        frame.seat = tied[len(declared)]
        return
    pop(state.stack)
    rng_of(state).shuffle(state.deck)
    pool = list(state.deck)
    extra = [c.index for c in C.characters if c.kind != "leader"]
    rng_of(state).shuffle(extra)
    won = -1
    for c in reversed(pool):
        if ARCH[c] in declared:
            won = tied[declared.index(ARCH[c])]
            say(events, "primogen", f"The primogen's draw shows {ARCH[c]}: {seat_ref(won)} wins the tie", won)
            break
    if won < 0:
        for c in extra:
            if ARCH[c] in declared:
                won = tied[declared.index(ARCH[c])]
                break
    final = state.stack[-1]
    assert isinstance(final, FinalScoring)
    final.won = won if won >= 0 else tied[0]
