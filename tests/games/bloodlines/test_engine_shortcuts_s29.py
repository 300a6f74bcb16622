"""Session 29's third pass of Bloodlines' engine shortcuts against the plain functions they
replaced (kept here as the references), on every decision of seeded random games and their shaken
copies (``test_engine_shortcuts.positions``: edicts, enemy marks, torpor, boons)."""

from __future__ import annotations

from typing import Any

from game.core.events import Event
from game.core.pending import pop, push
from game.core.seats import seat_ref
from game.games.bloodlines.characters import alive, clockwise, say
from game.games.bloodlines.effect_frames import Effect
from game.games.bloodlines.frames import EdictsAnswer
from game.games.bloodlines.recruiting import run_edicts
from game.games.bloodlines.state import BloodlinesState
from game.games.bloodlines.tables import ATTRS, NAME

from .test_engine_shortcuts import positions


def _frames(state: BloodlinesState) -> list[tuple[Any, ...]]:
    return [(type(f).__name__, *(repr(getattr(f, name)) for name, _short in f.SAVED)) for f in state.stack]


def _events(events: list[Event]) -> list[tuple[Any, ...]]:
    return [(e.kind, e.text, e.seat, e.data) for e in events]


def plain_run_edicts(state: BloodlinesState, frame: EdictsAnswer, events: list[Event]) -> None:
    pop(state.stack)
    recruit = frame.recruit
    attributes = ATTRS[recruit]
    start = max(state.turn, 0)
    for seat in reversed(clockwise(state, start)):
        scheme = state.edict[seat]
        if scheme >= 0 and state.edict_attribute[seat] in attributes:
            issuer = state.edict_issuer[seat]
            if not alive(state, issuer) or state.owner[issuer] != seat:
                issuer = state.leader[seat]
            say(events, "edict", f"{seat_ref(seat)}'s edict answers the recruit of {NAME[recruit]}", seat)
            push(state.stack, Effect([0, scheme, 0], seat, issuer, recruit=recruit))


def test_the_edicts_answered_are_the_plain_ones() -> None:
    checked = answered = 0
    for state in positions(6, 910):
        for seat in range(state.players):
            for recruit in state.line[seat][-2:]:
                results = []
                for run in (run_edicts, plain_run_edicts):
                    twin = state.clone()
                    twin.edict_attribute = [min(ATTRS[recruit]) if s >= 0 else "" for s in twin.edict]
                    events: list[Event] = []
                    frame = EdictsAnswer(recruit)
                    push(twin.stack, frame)
                    run(twin, frame, events)
                    results.append((_frames(twin), _events(events)))
                assert results[0] == results[1]
                checked += 1
                answered += bool(results[1][1])
    assert checked > 2000 and answered > 300
