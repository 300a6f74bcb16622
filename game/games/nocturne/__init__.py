"""Nocturne: vampire lords plan in secret, place orders face down over the city's quarters at
Dawn, Dusk and Night, and fight for the night's victims over nine days in three acts."""

from __future__ import annotations

from game.ai.fitted import Fit, FittedOr, load_fit
from game.core.saving import SaveUpgrade
from game.core.state import GameInfo

from .actions import CODEC
from .ai import evaluate, quiet, rollout_policy, values
from .answer import hard_answer
from .features import FEATURES
from .state import NocturneState


class _HandWritten:
    """The hand-written evaluation: one seat's value, or every seat's in one call (``values``, which
    game.ai.hooks.evaluate_all prefers)."""

    def __call__(self, state: NocturneState, seat: int) -> float:
        return evaluate(state, seat)

    def values(self, state: NocturneState) -> list[float]:
        return values(state)


def _load_fit() -> Fit | None:
    return load_fit("nocturne", FEATURES)


def hard_evaluation() -> FittedOr:
    """What Hard's and Expert's search judges by: the fit in content.toml ([ai_fit],
    tools/fit_eval.py), else the hand-written evaluation.  Loaded once."""
    return FittedOr(_load_fit, values)


HARD_EVALUATION = hard_evaluation()


INFO = GameInfo(
    id="nocturne",
    title="Nocturne",
    min_players=2,
    max_players=4,
    blurb="Plan behind your screen, place your orders face down over the city at Dawn, Dusk and "
          "Night, and turn the night's victims before your rivals do.",
    options=(),
    codec=CODEC,
    rules_edition=2,  # 2: the rules review of issue 39 (a v4 save plays on under 1)
    save_upgrades=(SaveUpgrade(4, edition=1),),  # v5: a v4 game was begun under edition 1
    code_number=3,  # in setup codes, for good
    factory=NocturneState,
    evaluation=_HandWritten(),
    rollout_policy=rollout_policy,
    quiet=quiet,
    # Hard's search judges its leaves (and plays the answers inside a turn) by the fitted
    # evaluation; Normal keeps the hand-written one (docs/ai-strength.md, Nocturne, session 9)
    # (its answers inside a turn weighed in place where a step changes only the mover's plan or
    # upkeep: answer.py, the same values as the played copies)
    search={"evaluation": HARD_EVALUATION, "answer": hard_answer(HARD_EVALUATION)},
    features=FEATURES,
    ai_iterations=200,  # ~230 iterations a CPU-second before issue 44, ~750 after (docs/speed.md); 250 took a CPU median of 1.0 s, p95 2.1 s then
    bench_players=4,
)
NocturneState.info = INFO
