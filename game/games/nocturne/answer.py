"""Hard's answers inside a turn, weighed in place.

Hard's search (game.ai.ismcts, a macro search) plays every decision below its root that does not
branch by the greedy one-step choice (``hooks.greedy_rollout_policy``): each legal action played on
a copy of the state and the result judged by the search's evaluation.  Most of those decisions are
small steps of a plan (a card added, an order begun or taken back) and cards kept at upkeep, which
change a few of the mover's own fields and nothing else, the turn staying where it is.  The weigher
here makes that change on the state itself, asks the same evaluation and undoes it: the same value
without the copy and the move's bookkeeping.  A step that may move the turn on (a commit, a pass, a
keep after which the upkeep ends) returns None: it is played out on a copy as before.

tests/games/nocturne/test_answer_in_place.py checks every weighed value against the evaluation of
the played copy, and that the state is left as it was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from game.ai.hooks import (
    Evaluation,
    RolloutPolicy,
    Weigh,
    evaluate_seat,
    greedy_rollout_policy,
)
from game.core.actions import Action
from game.core.state import GameState

from .actions import AddCard, DropOrder, KeepCard, PlanOrder
from .phases.planning import CITY, CODE

if TYPE_CHECKING:
    from .state import NocturneState


def _add(state: NocturneState, action: AddCard, mover: int, evaluation: Evaluation) -> float:
    """planning.plan_apply's AddCard: the first free copy of the card goes under the order."""
    hand, assign = state.hands[mover], state.assign[mover]
    card = action.card
    i = hand.index(card)
    while assign[i]:
        i = hand.index(card, i + 1)
    assign[i] = state.cur[mover]
    try:
        return evaluate_seat(state, mover, evaluation)
    finally:
        assign[i] = 0


def _plan(state: NocturneState, action: PlanOrder, mover: int, evaluation: Evaluation) -> float:
    """planning.plan_apply's PlanOrder: the first unused token gets the order."""
    plan = state.plan[mover]
    t = plan[0::2].index(0)
    kept = plan[2 * t], plan[2 * t + 1], state.cur[mover]
    plan[2 * t] = CODE[action.where]
    plan[2 * t + 1] = action.quarter if action.quarter is not None else 0
    if action.quarter is not None:
        state.cur[mover] = t + 1
    try:
        return evaluate_seat(state, mover, evaluation)
    finally:
        plan[2 * t], plan[2 * t + 1], state.cur[mover] = kept


def _drop(state: NocturneState, mover: int, evaluation: Evaluation) -> float:
    """planning.plan_apply's DropOrder: the order being planned taken back, its cards freed."""
    plan = state.plan[mover]
    mark = state.cur[mover]
    t = mark - 1
    kept = plan[2 * t], plan[2 * t + 1], state.dropped[mover], state.assign[mover]
    state.dropped[mover] |= 1 << (4 * (plan[2 * t] - CITY) + plan[2 * t + 1])
    state.assign[mover] = [0 if a == mark else a for a in kept[3]]
    plan[2 * t] = plan[2 * t + 1] = 0
    state.cur[mover] = 0
    try:
        return evaluate_seat(state, mover, evaluation)
    finally:
        plan[2 * t], plan[2 * t + 1], state.dropped[mover], state.assign[mover] = kept
        state.cur[mover] = mark


def _keep(state: NocturneState, action: KeepCard, mover: int, evaluation: Evaluation) -> float | None:
    """cleanup.upkeep_apply's KeepCard, when the mover still has a keep to decide after it (its
    upkeep goes on: no turn passes, no lone Pass plays itself); else None."""
    rules = state.content.rules
    upkeep = rules["upkeep"]
    used, hand = state.used[mover], state.hands[mover]
    if not (len(used) > 1 and state.blood[mover] - upkeep >= upkeep and len(hand) + 1 < rules["hand_limit"]):
        return None
    card = action.card
    i = used.index(card)
    state.blood[mover] -= upkeep
    state.supply[0] += upkeep
    del used[i]
    hand.append(card)
    state.assign[mover].append(0)
    try:
        return evaluate_seat(state, mover, evaluation)
    finally:
        state.assign[mover].pop()
        hand.pop()
        used.insert(i, card)
        state.supply[0] -= upkeep
        state.blood[mover] += upkeep


def weigher(evaluation: Evaluation) -> Weigh:
    """The value for `mover` of playing `action` in `state` (as `evaluate_seat` judges the played
    copy), or None where it must be played out."""

    def weigh(state: GameState, action: Action, mover: int) -> float | None:
        st = cast("NocturneState", state)   # the policy is Nocturne's alone
        if isinstance(action, AddCard):
            return _add(st, action, mover, evaluation)
        if isinstance(action, PlanOrder):
            return _plan(st, action, mover, evaluation)
        if isinstance(action, DropOrder):
            return _drop(st, mover, evaluation)
        if isinstance(action, KeepCard):
            return _keep(st, action, mover, evaluation)
        return None

    return weigh


def hard_answer(evaluation: Evaluation) -> RolloutPolicy:
    """Hard's greedy one-step answer (what the search would make of `evaluation` itself), weighing
    plan steps and upkeep keeps in place."""
    weigh = weigher(evaluation)

    def in_place(state: GameState) -> Weigh | None:
        return weigh if getattr(state, "step", "") in ("plan", "upkeep") else None

    return greedy_rollout_policy(evaluation, 0.0, in_place)
