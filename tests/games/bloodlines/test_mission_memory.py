"""The mission points remembered per position (``ai._MISSIONS_KEPT``) against the plain function:
the same position asked again after each of its inputs changes (the missions dealt, the game's
progress, a vampire in torpor or back, a clan leader asleep), and again unchanged."""

from __future__ import annotations

from game.core.rng import Rng
from game.games.bloodlines import ai
from game.games.bloodlines.tables import C

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
