"""Session 29's third pass of Bloodlines' engine shortcuts against the plain functions they
replaced (kept here as the references), on every decision of seeded random games and their shaken
copies (``test_engine_shortcuts.positions``: edicts, enemy marks, torpor, boons)."""

from __future__ import annotations

from typing import Any

from game.core import records
from game.core.events import Event
from game.core.pending import pop, push
from game.core.records import per_seat
from game.core.rng import Rng
from game.core.seats import seat_ref
from game.games.bloodlines import schemes
from game.games.bloodlines.characters import alive, clockwise, say
from game.games.bloodlines.effect_frames import Effect
from game.games.bloodlines.frames import EdictsAnswer, Turn
from game.games.bloodlines.recruiting import run_edicts
from game.games.bloodlines.state import BloodlinesState
from game.games.bloodlines.tables import ARCH, ARCH_INDEX, ATTRS, NAME, C
from game.games.bloodlines.turn import turn_legal

from .test_engine_shortcuts import positions
from .test_turn_legal_plain import reference


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


def test_a_turn_with_full_sires_offers_the_plain_actions() -> None:
    """turn_legal reads whether the seat has a sire and what it can spend in one pass: checked
    against the plain reading on turns whose vampires' childer are filled up to the limit (random
    games seldom fill one), in torpor or not, power varied."""
    rng = Rng(77)
    checked = blocked = 0
    for state in positions(8, 520):
        frame = state.stack[-1]
        if not isinstance(frame, Turn) or state.recruited or len(state.market_used) != len(state.markets):
            continue                    # (a shaken copy's markets have no market_used: not a turn's)
        for _ in range(3):
            twin = state.clone()
            for v in twin.line[frame.seat]:
                if rng.below(3):
                    twin.childer[v] = [v] * (C.max_childer - rng.below(2))
                twin.in_torpor[v] = rng.below(4) == 0
                twin.power[v] = rng.below(6)
            twin._touched()
            fast = turn_legal(twin, frame)
            assert fast == reference(twin, frame)
            checked += 1
            blocked += not any(type(a).__name__ == "Recruit" for a in fast)
    assert checked > 300 and blocked > 50


def test_the_rivals_archetypes_are_the_plain_ones() -> None:
    """_rival_bits stops once every archetype is shown: the same bits as reading every rival."""
    checked = full = 0
    for state in positions(6, 430):
        for seat in range(state.players):
            plain = 0
            for rival in range(state.players):
                if rival != seat:
                    for v in state.line[rival]:
                        if not state.in_torpor[v]:
                            plain |= schemes._BIT[ARCH[v]]
            assert schemes._rival_bits(state, seat) == plain
            checked += 1
            full += plain == (1 << len(ARCH_INDEX)) - 1
    assert checked > 2000 and 100 < full < checked


OLD_STARTS = {
    "order": [],
    "clan": per_seat(""),
    "leader": per_seat(-1),
    "haven": per_seat(-1),
    "assets": per_seat([]),
    "line": per_seat([]),
    "deck": [],
    "queue": [],
    "character_discard": [],
    "hand": per_seat([]),
    "scheme_deck": per_seat([]),
    "scheme_discard": per_seat([]),
    "markets": [],
    "market_used": [],
    "market_boons": [],
    "edict": per_seat(-1),
    "edict_attribute": per_seat(""),
    "edict_issuer": per_seat(-1),
    "battlegrounds": [],
    "missions": [],
    "claimed": [],
    "court_faction": [],
    "court_ankhs": [],
    "morality_space": per_seat(0),
    "morality_face": per_seat(""),
    "progress_space": per_seat(0),
    "progress_face": per_seat(""),
    "bench_class": [],
    "bench_taken": [],
    "city": [0, 0, 0, 0],
    "investigators": [0, 0, 0, 0],
    "veil": [0, 0, 0, 0],
    "crown_tokens": [],
    "sect_spaces": [],
    "sect_face_up": [],
    "sect_value": [],
    "sect_side": [],
    "sect_supply": [],
    "allegiance": per_seat(-1),
    "final_vp": [],
    "result": [],
}
"""The fields whose starts are made by a call now, with their old declarations (a template that
records.start_value deep-copied, or records.per_seat) as the reference."""


def test_a_new_games_fields_start_as_their_old_templates() -> None:
    for players in range(1, 7):
        for name, old in OLD_STARTS.items():
            spec = BloodlinesState.FIELDS[name]
            first, second = (records.start_value(spec, players, {}) for _ in range(2))
            assert first == second == records.start_value(records.Field("flat", start=old), players, {}), name
            assert first is not second, name                    # a fresh value each game
            for i, item in enumerate(first):
                if isinstance(item, list):
                    assert item is not second[i] and all(item is not x for x in first[i + 1:]), name
    assert len(OLD_STARTS) >= 40
