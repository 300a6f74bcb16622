"""One-ply seats: Normal (the Heuristic) and Easy (the same judgement, with human mistakes).

Each candidate action is tried in a few sampled worlds (``view.determinize``)
and the results are judged by the game's evaluation, so chance and hidden cards
are averaged over rather than peeked at.  The same worlds serve every action
(common random numbers), which keeps comparisons between actions fair.
"""

from __future__ import annotations

import math
import random

from game.core import Action, GameState, Rng

from .decision import Decision, decision_rng, open_decision
from .hooks import Evaluation, StopSignal, evaluate_seat, evaluation_for, should_stop

DEFAULT_SAMPLES = 3
DEFAULT_MAX_EVALUATIONS = 240  # per decision: fewer worlds when there are many actions


def one_ply_values(decision: Decision, rng: Rng, samples: int = DEFAULT_SAMPLES,
                   max_evaluations: int = DEFAULT_MAX_EVALUATIONS,
                   stop: StopSignal | None = None,
                   evaluation: Evaluation | None = None) -> list[float]:
    """The mean [0, 1] value, for the deciding seat, of each candidate action one step on
    (judged by `evaluation`, else the game's)."""
    view, seat, actions = decision.view, decision.seat, decision.actions
    evaluation = evaluation or evaluation_for(view)
    worlds = max(1, min(samples, max_evaluations // max(1, len(actions))))
    totals = [0.0] * len(actions)
    counts = [0] * len(actions)
    for _ in range(worlds):
        world = view.determinize(seat, rng)
        for index, action in enumerate(actions):
            if counts[index] and should_stop(stop):
                break
            if not world.is_legal(action):
                continue  # not possible in this world: judged by the others
            after = world.clone()
            after.apply(action)
            totals[index] += evaluate_seat(after, seat, evaluation)
            counts[index] += 1
        if should_stop(stop):
            break
    return [total / count if count else 0.0 for total, count in zip(totals, counts)]


def best_actions(actions: list[Action], values: list[float], tolerance: float = 1e-9) -> list[Action]:
    """Every action whose value is within `tolerance` of the best."""
    top = max(values)
    return [action for action, value in zip(actions, values) if value >= top - tolerance]


class HeuristicSeat:
    """Normal: the best action by one-ply lookahead over the game's evaluation."""

    level = "normal"

    def __init__(self, seed: int = 0, samples: int = DEFAULT_SAMPLES,
                 max_evaluations: int = DEFAULT_MAX_EVALUATIONS, name: str = "Heuristic",
                 evaluation: Evaluation | None = None) -> None:
        self.seed = seed
        self.samples = samples
        self.max_evaluations = max_evaluations
        self.name = name
        self.evaluation = evaluation  # None: the game's own

    def choose(self, view: GameState, rng: Rng | random.Random | None = None,
               stop: StopSignal | None = None) -> Action:
        """The action the evaluation likes best one step on (ties broken by the seat's rng)."""
        rng = decision_rng(self.seed, view, rng)
        decision = open_decision(view, rng)
        if len(decision.actions) == 1:
            return decision.actions[0]
        values = one_ply_values(decision, rng, self.samples, self.max_evaluations, stop, self.evaluation)
        return rng.choice(best_actions(decision.actions, values))


class EasySeat:
    """Easy: weighs the same one-ply values loosely and sometimes moves on a whim.

    A softmax over the values with `temperature` picks good moves often but not
    always; with chance `whim` it plays any legal action at all.
    """

    level = "easy"

    def __init__(self, seed: int = 0, temperature: float = 0.08, whim: float = 0.12,
                 samples: int = 1, name: str = "Easy") -> None:
        self.seed = seed
        self.temperature = temperature
        self.whim = whim
        self.samples = samples
        self.name = name

    def choose(self, view: GameState, rng: Rng | random.Random | None = None,
               stop: StopSignal | None = None) -> Action:
        """A softmax-weighted pick over one-ply values, or now and then any legal action."""
        rng = decision_rng(self.seed, view, rng)
        decision = open_decision(view, rng)
        actions = decision.actions
        if len(actions) == 1:
            return actions[0]
        if rng.random() < self.whim:
            return rng.choice(actions)
        values = one_ply_values(decision, rng, self.samples, stop=stop)
        top = max(values)
        weights = [math.exp((value - top) / self.temperature) for value in values]
        pick = rng.random() * sum(weights)
        for action, weight in zip(actions, weights):
            pick -= weight
            if pick <= 0.0:
                return action
        return actions[-1]
