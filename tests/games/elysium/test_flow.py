"""Elysium's phases and steps as data (on game.core.flow): every step reached has its words, and the
response windows around the dice are frames of the pending-decision stack."""

from __future__ import annotations

import itertools

import pytest

from game.core import Pass, Rng
from game.core.flow import FlowError
from game.games.elysium import INFO
from game.games.elysium.flow import FLOW, FRAMES, PHASES, STEPS, WORDS

from .test_playouts import random_choice


def test_every_step_says_what_it_asks_and_what_the_others_wait_for() -> None:
    assert set(FRAMES) == {"powers", "dice"} and not set(FRAMES) & set(STEPS)
    for name, step in WORDS.items():
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
            assert state.step in WORDS and FLOW.prompt(state) == WORDS[state.step].prompt
            if state.step in FRAMES:   # a window waits: it is the one frame on the stack
                assert [frame.kind for frame in state.stack] == [state.step]
                assert state.actor == state.stack[-1].window[state.stack[-1].pos]
            else:
                assert state.stack == []
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


def _at_a_window(kind: str):
    state = INFO.new_game(3, 4)
    rng = Rng(4)
    while state.step != kind:
        state.apply(random_choice(state, rng))
    return state


def test_a_window_s_frame_copies_with_its_state() -> None:
    state = _at_a_window("dice")
    frame = state.stack[-1]
    numbers = frame.to_data()
    twin = state.clone()
    assert twin.stack[-1] is not frame and twin.stack[-1].to_data() == numbers
    while twin.stack and twin.stack[-1].kind == "dice":
        twin.apply(Pass())
    assert state.stack[-1] is frame and frame.to_data() == numbers


def test_a_window_closed_with_no_opener_going_on_stops_the_flow() -> None:
    """Once its stack is empty the flow would go back to a step; a window is never left that way."""
    state = _at_a_window("powers")
    state.stack.pop()
    with pytest.raises(FlowError, match="powers window closed"):
        FLOW.settle(state, [])
