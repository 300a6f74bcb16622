"""Duel: commit a card in secret each round; the highest card alone scores (the example game of
docs/new-game.md; registered only by its tests)."""

from __future__ import annotations

from game.core.state import GameInfo

from .actions import CODEC
from .ai import evaluate, rollout_policy
from .state import DuelState

INFO = GameInfo(
    id="duel",
    title="Duel",
    min_players=2,
    max_players=3,
    blurb="Five rounds of secret cards: the highest card alone scores its value.",
    options=(),
    codec=CODEC,
    factory=DuelState,
    evaluation=evaluate,
    rollout_policy=rollout_policy,
    bench_players=3,
    code_number=None,   # not in the registry, so no setup codes; a registered game takes the next free number
    save_upgrades=(),   # no save from an older version of its rules to upgrade yet
)
DuelState.info = INFO   # saves and views read the game from the state
