"""The mission points remembered per position (``ai._MISSIONS_KEPT``) against the plain function:
the same position asked again after each of its inputs changes (the missions dealt, the game's
progress, a vampire in torpor or back, a clan leader asleep), and again unchanged; and a mission's
count (an attribute's without the chain of tests) against the plain one."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import pytest

from game.core.rng import Rng
from game.games.bloodlines import ai, score
from game.games.bloodlines.state import BloodlinesState
from game.games.bloodlines.tables import ABILITIES, ATTRS, C

from .test_engine_shortcuts import plain_mission_points, positions


def test_remembered_mission_points_follow_every_input() -> None:
    rng = Rng(23)
    asked = 0
    for state in positions(4, 2100):
        if not state.missions or state.round < 1:
            continue
        twin = state.clone()
        for change in range(5):
            if change == 1:                       # other missions
                twin.missions = [rng.below(len(C.missions)) for _ in twin.missions]
            elif change == 2:                     # further on (or back)
                twin.round = max(1, min(twin.rounds, twin.round + rng.below(3) - 1))
            elif change == 3:                     # a vampire into torpor, or out of it
                line = twin.line[rng.below(twin.players)]
                v = line[rng.below(len(line))]
                twin.in_torpor[v] = not twin.in_torpor[v]
            elif change == 4:                     # a clan leader into torpor, or out of it
                lead = twin.leader[rng.below(twin.players)]
                twin.in_torpor[lead] = not twin.in_torpor[lead]
            for _ in range(2):                    # worked out, then remembered
                assert ai.mission_points(twin) == plain_mission_points(twin)
                asked += 1
    assert asked > 1000


def plain_mission_count(st: BloodlinesState, p: int, m: int, *, leader_twice: bool = False) -> int:
    what = score.C.missions[m].counts
    lead = st.leader[p]
    total = 0
    for v in score.living(st, p):
        if what == "ancilla":
            x = 1 if (ABILITIES[v] or st.field_value("elevations")[v] or st.field_value("grafts")[v]) else 0
        elif what == "fledgling":
            x = 0 if any(not st.in_torpor[k] for k in st.childer[v]) else 1
        elif what == "sire":
            x = 1 if any(not st.in_torpor[k] for k in st.childer[v]) else 0
        elif what == "power":
            x = st.power[v]
        elif what == "boon":
            x = st.boons[v]
        elif what == "childer":
            x = 1 if st.sire[v] == lead else 0
        else:
            x = 1 if what in ATTRS[v] else 0
        total += x * 2 if leader_twice and v == lead else x
    return total


def test_a_missions_count_is_the_plain_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every kind a mission may count: the content's (attributes), and the others on stand-ins."""
    kinds = ("ancilla", "fledgling", "sire", "power", "boon", "childer")
    missions = list(C.missions) + [dataclasses.replace(C.missions[0], counts=kind) for kind in kinds]
    monkeypatch.setattr(score, "C", SimpleNamespace(missions=missions))
    counted = 0
    for state in positions(3, 2500):
        for m in range(len(missions)):
            for p in range(state.players):
                for twice in (False, True):
                    count = score.mission_count(state, p, m, leader_twice=twice)
                    assert count == plain_mission_count(state, p, m, leader_twice=twice)
                    counted += count > 0
    assert counted > 10_000
