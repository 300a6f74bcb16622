"""Duel's turn as data: setup -> round x5 -> over; one step, the secret commit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.flow import Flow, Phase, Step

from .phases import rounds, setup

if TYPE_CHECKING:
    from .state import DuelState

PHASES = {
    "setup": Phase("setup", setup.begin, "round"),
    "round": Phase("round", rounds.begin, rounds.following),
    "over": Phase("over", rounds.over_begin, "over"),
}
STEPS = {
    "commit": Step(rounds.commit_legal, rounds.commit_apply,
                   "Commit a card face down", "is choosing a card in secret"),
}
FLOW: Flow[DuelState] = Flow(PHASES, STEPS, over="over")
