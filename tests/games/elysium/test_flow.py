"""Elysium's phases and steps as data (on game.core.flow): every step reached has its words."""

from __future__ import annotations

import itertools

from game.core import Rng
from game.games.elysium import INFO
from game.games.elysium.flow import FLOW, PHASES, STEPS

from .test_playouts import random_choice


def test_every_step_says_what_it_asks_and_what_the_others_wait_for() -> None:
    for name, step in STEPS.items():
        assert step.prompt and step.waiting, name
        assert step.prompt[0].islower() and not step.waiting.endswith("."), name  # read after a name


def test_random_games_enter_the_phases_in_the_order_of_the_table() -> None:
    seen: set[str] = set()
    for seed in range(6):
        state = INFO.new_game(4, seed, {"clans": "chosen"} if seed % 2 else {})
        rng = Rng(seed)
        opening = state.opening_events()
        entered = [e.data["phase"] for e in opening if e.kind == "phase"]
        while not state.is_over:
            assert state.step in STEPS and FLOW.prompt(state) == STEPS[state.step].prompt
            seen.add(state.step)
            events = state.apply(random_choice(state, rng))
            if len(state.history) == 1:
                events = events[len(opening):]   # the first move returns the opening first
            entered += [e.data["phase"] for e in events if e.kind == "phase"]
        assert entered[0] == "resource"
        for before, after in itertools.pairwise(entered):
            assert PHASES[before].next == after, (before, after)
        assert entered.count("resolution") == state.turn
    assert {"clan", "resource", "move", "challenge", "influence", "powers", "dice"} <= seen
