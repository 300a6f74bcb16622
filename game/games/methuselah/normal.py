"""Normal's evaluation (``GameInfo.evaluation``): the hand-written one of evaluation.py, with a
combat and a rush under way judged at their likely outcome.

Normal is a one-ply player: it tries each move and judges the position one step on. A combat's
strikes are chosen in turn and resolved together, so the first striker's choice changes nothing
the hand-written evaluation reads until the other has chosen; and a rush (an action whose whole
point is the combat it starts) is judged before there is any combat. Normal therefore struck at
random as the first striker and never rushed: the combat deck's rush cards were dead cards
(docs/methuselah-decisions.md, "Rules edition 4"). Here, while a combat or a rush is under way, the
position is played on to the combat's end by the cheap reply rule (``ai.answer``: strike your
hardest, prevent what you can, block a rush aimed at you), the rush's target chosen as best for its
Methuselah, and judged there. Everywhere else it is the hand-written evaluation itself.

Hard's search does not read this (its leaves are the fit's blend, its rivals one-ply on the
hand-written evaluation: ai.py)."""

from __future__ import annotations

import math

from game.core.rng import Rng

from .ai import answer
from .board import can_block, intercept_of
from .content import load
from .evaluation import seat_scores, temperature
from .pieces import Minion
from .state import MethuselahState

_C = load()

SETTLE_STEPS = 80   # a combat of a few rounds with its windows; a bound, never reached in play


def _under_way(state: MethuselahState) -> bool:
    """A combat, or a rush before its combat, still to be played out."""
    return not state.is_over and (state.c_a >= 0 or state.a_kind == "rush" or state.b_uid >= 0)


def settled(state: MethuselahState) -> MethuselahState:
    """`state` with the combat or rush under way played on to its end by the cheap reply rule
    (a rush's target, if not yet chosen, the best one for the acting Methuselah); `state` itself
    when none is under way."""
    if not _under_way(state):
        return state
    rng = Rng(0)
    state = state.clone()
    for _ in range(SETTLE_STEPS):
        if not _under_way(state):
            break
        if state.step == "target":
            mover = state.turn
            best, best_value = state, -1.0
            for action in state.legal_actions():
                after = state.clone()
                after.apply(action)
                after = settled(after)
                value = 0.5 if after.is_over else normal_evaluate(after, mover)
                if value > best_value:
                    best, best_value = after, value
            return best
        state.apply(answer(state, rng))
    return state


GUARD_WORTH = 0.0     # pool a guard is expected to save, times its chance to hold a block
GUARD_BLEED = 1.5     # what one of the predator's actions is expected to bleed


def _guard_chance(state: MethuselahState, m: Minion, cards: int) -> float:
    """How likely `m`'s block is to hold: its own intercept, and the intercept cards in its
    Methuselah's hand it could play."""
    return min(0.9, 0.4 + 0.25 * intercept_of(state, m) + 0.15 * cards)


def guards(state: MethuselahState, score: list[float]) -> None:
    """Credit each Methuselah's unlocked ready minions as guards against her predator: each of
    them, up to the predator's ready minions, is expected to stop some of a bleed. A minion that
    acts is locked until its Methuselah's next turn, after the predator's; so this is what acting
    gives up, and a block (which locks the blocker) weighs the guard it spends."""
    ready_of = [0] * state.players          # the minions that may yet act before each seat's next turn:
    acting = state.turn if state.phase == "minion" else -1   # in its minion phase, those not yet locked
    for m in state.mins:
        if not m.torpor and not (m.locked and m.controller == acting):
            ready_of[m.controller] += 1
    for s in range(state.players):
        if not state.alive[s]:
            continue
        predator = state.predator(s)
        threats = ready_of[predator] if predator != s else 0
        if not threats:
            continue
        mine = [m for m in state.mins if m.controller == s and can_block(m)]
        if not mine:
            continue
        cards = sum(1 for c in state.hand[s] if "intercept" in _C.cards[c].basic
                    and _C.cards[c].type == "reaction")
        chances = sorted((_guard_chance(state, m, cards) for m in mine), reverse=True)[:threats]
        score[s] += GUARD_WORTH * GUARD_BLEED * sum(chances)


def _scores(state: MethuselahState) -> list[float]:
    score = seat_scores(state)
    guards(state, score)
    return score


def normal_evaluate(state: MethuselahState, seat: int) -> float:
    """`seat`'s share of the table's strength (the hand-written scores and the guards), a combat or
    a rush under way judged where it ends."""
    if _under_way(state):
        after = settled(state)
        if not after.is_over:
            state = after
    score = _scores(state)
    t = temperature(state)
    top = max(score)
    weights = [math.exp((x - top) / t) for x in score]
    return weights[seat] / sum(weights)
