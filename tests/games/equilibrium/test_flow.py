"""The turn as data: at every decision the waiting step is one of STEPS (with its words), the
phase one of PHASES, and random games reach every step the table declares."""

from __future__ import annotations

import random

from game.games.equilibrium.flow import FLOW, PHASES, STEPS

from .helpers import new_state


def test_every_decision_waits_at_a_declared_step_and_every_step_is_reached() -> None:
    reached: set[str] = set()
    for players, seed in ((2, 1), (3, 2), (4, 3), (5, 4)):
        state = new_state(players, seed, white_vote=True)
        rng = random.Random(seed)
        while not state.is_over:
            assert state.phase in PHASES and state.stage in STEPS, (state.phase, state.stage)
            assert FLOW.prompt(state) and FLOW.waiting(state)
            reached.add(state.stage)
            state.apply(rng.choice(state.legal_actions()))
        assert state.phase == "over" and state.legal_actions() == []
    assert reached == set(STEPS)
