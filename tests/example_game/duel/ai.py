"""Duel's AI hooks: a score-margin evaluation and a cheap rollout."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.rng import Rng

if TYPE_CHECKING:
    from .state import DuelState


def evaluate(state: DuelState, seat: int) -> float:
    """A win chance in [0, 1]: the score margin over the best rival, cards in hand counting a little."""
    if state.is_over:
        winners = state.winners()
        return 1.0 / len(winners) if seat in winners else 0.0
    points = [s + 0.3 * sum(h) for s, h in zip(state.score, state.hands, strict=True)]
    rival = max(v for p, v in enumerate(points) if p != seat)
    return 1.0 / (1.0 + math.exp(-(points[seat] - rival) / 3.0))


def rollout_policy(state: DuelState, rng: Rng) -> Action:
    """A cheap move for search rollouts: any legal card."""
    legal = state.legal_actions()
    return legal[rng.below(len(legal))]
