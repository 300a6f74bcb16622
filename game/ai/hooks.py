"""The per-game hooks AI seats use, and what they fall back to.

A game may offer these things, as fields of its :class:`GameInfo` (``evaluation``,
``rollout_policy``, ``quiet``, ``search``, ``features``, ``ai_iterations``) and nowhere else; everything else goes through the
engine contract.

* **Evaluation** -- ``info.evaluation(state, seat) -> float``: how good ``state``
  is for ``seat``.  Best is an estimate of the seat's chance to win in
  ``[0, 1]``; a score-like number (any range, higher is better) also works and
  is turned into a ``[0, 1]`` value by comparing the seat with its best rival.
  Without one, seats use ``state.scores()`` the same way.
* **Rollout policy** -- ``rollout_policy(state, rng) -> Action``: the move a
  quick simulated player makes in an ISMCTS rollout (heuristic-biased, cheap),
  ``info.rollout_policy``.  Without one,
  rollouts play uniformly random legal actions.  By default ISMCTS plays
  rollouts only in games without an evaluation (``ISMCTS.blind_rollout_depth``);
  with one it judges each new leaf at once (``rollout_depth=0``): cheaper, and
  no worse on Equilibrium than 2-8 plies of rollout in small runs (24 plies: worse).

* **Quiet test** -- ``quiet(state) -> bool``: True where a decision *begins*
  something (a turn, a move, a challenge) rather than answers or finishes it.
  ``info.quiet``.  With it, the Hard and Expert search branches only at quiet decisions below
  the root and plays the answers in between by one-ply judgement, so its tree
  reaches the rivals' replies instead of spending itself on dice windows and
  permissions.  A game whose evaluation already finishes a turn under way
  (Equilibrium) leaves it out: then every decision is quiet and the search is
  the plain one.

* **Search settings** -- ``info.search``: a mapping of :class:`~game.ai.ismcts.ISMCTS` fields
  to this game's values (e.g. ``{"answer": policy}``, ``{"exploration": 0.4}``,
  ``{"evaluation": fit}`` to judge Hard's leaves by another evaluation than Normal's); they replace
  the search's defaults, never a value the caller set.  Empty (the default): the search as is.

* **Features** -- ``info.features``: a :class:`~game.ai.fitted.FeatureSet`, the per-seat numbers a
  fitted evaluation weighs (``tools/fit_eval.py`` fits them; :func:`~game.ai.fitted.load_fit`
  reads the weights from the game's content file).

* **Iterations** -- ``info.ai_iterations``: Hard's search iterations per decision (Expert thinks
  three times as many), about what a second buys on the reference machine.

Hooks receive full, determinized states (never a view with ``rng`` missing)
and must not change them; a rollout policy must return one of
``state.legal_actions()``.
"""

from __future__ import annotations

import math
import sys
import threading
from collections.abc import Callable, Sequence
from typing import Any, Protocol, runtime_checkable

from game.core import Action, GameInfo, GameState, Rng

StopSignal = threading.Event | Callable[[], bool]

WIN_WEIGHT = 0.85  # a terminal reward: this much for the win (shared by tied winners) ...
SCORE_WEIGHT = 1.0 - WIN_WEIGHT  # ... and this much for the score margin
_INFO_BY_CLASS: dict[type, GameInfo | None] = {}


@runtime_checkable
class Evaluation(Protocol):
    """How good `state` (the game's own state class, which the kit does not name) is for `seat`:
    ideally a win chance in [0, 1]."""

    def __call__(self, state: Any, seat: int) -> float: ...


@runtime_checkable
class RolloutPolicy(Protocol):
    """The action a quick simulated player takes in `state` (one of its legal actions)."""

    def __call__(self, state: GameState, rng: Rng) -> Action: ...


def should_stop(stop: StopSignal | None) -> bool:
    """True once a cancellation event is set or a cancellation callable says so."""
    if stop is None:
        return False
    if isinstance(stop, threading.Event):
        return stop.is_set()
    return bool(stop())


def game_info(state: GameState) -> GameInfo | None:
    """The GameInfo of `state`: its class's ``info``, else the INFO of the package it lives in."""
    kind = type(state)
    info = getattr(kind, "info", None)
    if info is not None:
        return info
    if kind not in _INFO_BY_CLASS:  # the game package beside the state's module holds INFO
        found = None
        parts = kind.__module__.split(".")
        for cut in range(len(parts), 0, -1):
            module = sys.modules.get(".".join(parts[:cut]))
            candidate = getattr(module, "INFO", None)
            if isinstance(candidate, GameInfo) and candidate.factory is kind:
                found = candidate
                break
        _INFO_BY_CLASS[kind] = found
    return _INFO_BY_CLASS[kind]


def evaluation_for(state: GameState) -> Evaluation | None:
    """The evaluation hook of `state`'s game, or None when it offers none."""
    info = game_info(state)
    return info.evaluation if info is not None else None


def rollout_policy_for(state: GameState) -> RolloutPolicy | None:
    """The rollout policy of `state`'s game, or None."""
    info = game_info(state)
    return info.rollout_policy if info is not None else None


def _always_quiet(state: GameState) -> bool:
    return True


def quiet_for(state: GameState) -> Callable[[GameState], bool]:
    """The game's test for a quiet state (a decision that opens something), else always quiet.

    A game offers it as ``info.quiet``; turn-level search (``ISMCTS.macro``) branches only
    at quiet states below its root.
    """
    info = game_info(state)
    hook = info.quiet if info is not None else None
    return hook if callable(hook) else _always_quiet


def margin_values(values: Sequence[float]) -> list[float]:
    """Score-like numbers per seat -> [0, 1] by each seat's margin over its best rival.

    Equal values give 0.5 each; leading by the whole scale approaches 1.
    """
    scale = max((abs(v) for v in values), default=0.0)
    if scale <= 0.0 or len(values) < 2:
        return [0.5] * len(values)
    out = []
    for seat, value in enumerate(values):
        rival = max(v for other, v in enumerate(values) if other != seat)
        out.append(0.5 + 0.5 * math.tanh(2.0 * (value - rival) / scale))
    return out


def _in_unit(value: float) -> bool:
    return -1e-9 <= value <= 1.0 + 1e-9


def terminal_rewards(state: GameState) -> list[float]:
    """Rewards of a finished game: winners share the win, plus a little for the score margin."""
    winners = state.winners()
    margins = margin_values([float(s) for s in state.scores()])
    share = 1.0 / len(winners) if winners else 0.0
    return [WIN_WEIGHT * (share if seat in winners else 0.0) + SCORE_WEIGHT * margins[seat]
            for seat in range(state.players)]


def score_values(state: GameState) -> list[float]:
    """The fallback evaluation: current scores compared with the best rival, per seat."""
    try:
        scores = [float(s) for s in state.scores()]
    except NotImplementedError:
        return [0.5] * state.players
    return margin_values(scores)


def evaluate_all(state: GameState, evaluation: Evaluation | None) -> list[float]:
    """A [0, 1] value per seat: the true outcome once over, else the game's evaluation."""
    if state.is_over:
        return terminal_rewards(state)
    if evaluation is None:
        return score_values(state)
    every = getattr(evaluation, "values", None)  # one call for all seats (a fitted evaluation)
    raw = [float(v) for v in every(state)] if callable(every) else \
        [float(evaluation(state, seat)) for seat in range(state.players)]
    if all(_in_unit(v) for v in raw):
        return raw
    return margin_values(raw)


def evaluate_seat(state: GameState, seat: int, evaluation: Evaluation | None) -> float:
    """A [0, 1] value of `state` for `seat` alone (asks the other seats only when needed)."""
    if state.is_over or evaluation is None:
        return evaluate_all(state, evaluation)[seat]
    value = float(evaluation(state, seat))
    if _in_unit(value):
        return value
    return evaluate_all(state, evaluation)[seat]


Weigh = Callable[[GameState, Action, int], float | None]


class GreedyPolicy:
    """An epsilon-greedy one-ply policy (:func:`greedy_rollout_policy`): with chance `epsilon` a
    random action, else the first action whose result the evaluation likes best for the mover.

    Called, it gives the action; :meth:`play` plays it, and gives the state after it: where the
    move was judged on a copy, that copy (the same state playing it would make), so a search that
    plays the policy's moves does not play each twice."""

    __slots__ = ("epsilon", "evaluation", "in_place")

    def __init__(self, evaluation: Evaluation, epsilon: float,
                 in_place: Callable[[GameState], Weigh | None] | None) -> None:
        self.evaluation = evaluation
        self.epsilon = epsilon
        self.in_place = in_place

    def __call__(self, state: GameState, rng: Rng) -> Action:
        return self._choose(state, rng)[0]

    def play(self, state: GameState, rng: Rng) -> GameState:
        """The policy's move played: the copy it was judged on, else `state` itself, moved on (the
        caller goes on with the state returned; `state` is left as it was when a copy is given)."""
        action, after = self._choose(state, rng)
        if after is not None:
            return after
        state.apply(action)
        return state

    def _choose(self, state: GameState, rng: Rng) -> tuple[Action, GameState | None]:
        """The action, and the copy of `state` it was played on to be judged (None: weighed in place
        or not judged)."""
        legal = state.legal_actions()
        if len(legal) == 1 or rng.random() < self.epsilon:
            return rng.choice(legal), None
        mover = state.current_player
        assert mover is not None
        weigh = self.in_place(state) if self.in_place is not None else None
        evaluation = self.evaluation
        best, best_value, best_after = legal[0], -math.inf, None
        for action in legal:
            value = weigh(state, action, mover) if weigh is not None else None
            after = None
            if value is None:
                after = state.clone()
                after.apply(action)
                value = evaluate_seat(after, mover, evaluation)
            if value > best_value:
                best, best_value, best_after = action, value, after
        return best, best_after


def greedy_rollout_policy(evaluation: Evaluation, epsilon: float = 0.2,
                          in_place: Callable[[GameState], Weigh | None] | None = None) -> GreedyPolicy:
    """An epsilon-greedy one-ply policy a game may adopt as its rollout policy.

    With chance `epsilon` a random action, else the first action whose result the evaluation
    likes best for the mover.  Costs one clone+apply per action, except where `in_place(state)`
    gives a weigher: `weigh(state, action, mover)` values an action without playing it (None:
    play it out after all), which must agree with the evaluation of its result.
    """
    return GreedyPolicy(evaluation, epsilon, in_place)
