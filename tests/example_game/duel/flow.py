"""Duel's turn as data: setup -> round x5 -> over; one step, the secret commit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.flow import Flow, Phase, Step

from .phases import rounds, setup

if TYPE_CHECKING:
    from .state import DuelState  # state.py imports FLOW from here

PHASES = {"setup": Phase("setup", setup.begin, "round"),
          "round": Phase("round", rounds.begin, rounds.following),   # next: a name or fn(state)
          "over": Phase("over", rounds.over_begin, "over")}           # sets state.over = True
STEPS = {"commit": Step(rounds.commit_legal, rounds.commit_apply,
                        "Commit a card face down", "is choosing a card in secret")}
FLOW: Flow[DuelState] = Flow(PHASES, STEPS, over="over")   # `over`: the attribute (or a test) that ends it
