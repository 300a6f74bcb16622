"""Duel: commit a card in secret each round; the highest card alone scores (the example game of
docs/new-game.md; registered only by its tests)."""

from __future__ import annotations

from game.core.state import GameInfo

from .actions import CODEC
from .state import DuelState


def _evaluation(state, seat):  # type: ignore[no-untyped-def]
    from .ai import evaluate
    return evaluate(state, seat)


def _rollout(state, rng):  # type: ignore[no-untyped-def]
    from .ai import rollout_policy
    return rollout_policy(state, rng)


INFO = GameInfo(
    id="duel",
    title="Duel",
    min_players=2,
    max_players=3,
    blurb="Five rounds of secret cards: the highest card alone scores its value.",
    options=(),
    codec=CODEC,
    factory=DuelState,
    evaluation=_evaluation,
    rollout_policy=_rollout,
    bench_players=3,
)
DuelState.info = INFO
