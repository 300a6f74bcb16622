"""Normal's evaluation (``GameInfo.evaluation``): the hand-written one of evaluation.py, with a
combat, a rush or a block under way judged at its likely outcome.

Normal is a one-ply player: it tries each move and judges the position one step on. A combat's
strikes are chosen in turn and resolved together, so the first striker's choice changes nothing
the hand-written evaluation reads until the other has chosen; and a rush (an action whose whole
point is the combat it starts) is judged before there is any combat. Normal therefore struck at
random as the first striker and never rushed: the combat deck's rush cards were dead cards
(docs/methuselah-decisions.md, "Rules edition 4"); and a block was judged before the combat it
brings. Here, while a combat, a rush or a block attempt is under way, the position is played on
to the combat's end by the cheap reply rule (``ai.answer``: add stealth or intercept while it
matters, strike your hardest, prevent what you can, block a rush aimed at you), the rush's target
chosen as best for its Methuselah, and judged there. Everywhere else it is the hand-written
evaluation itself.

Hard's search does not read this (its leaves are the fit's blend, its rivals one-ply on the
hand-written evaluation: ai.py)."""

from __future__ import annotations

from game.core.rng import Rng

from .ai import answer
from .evaluation import evaluate
from .state import MethuselahState

SETTLE_STEPS = 80   # a combat of a few rounds with its windows; a bound, never reached in play


def _under_way(state: MethuselahState) -> bool:
    """A combat, a rush before its combat, or a block attempt, still to be played out."""
    return not state.is_over and (state.c_a >= 0 or state.a_kind == "rush" or state.b_uid >= 0)


def settled(state: MethuselahState) -> MethuselahState:
    """`state` with the combat, rush or block under way played on to its end by the cheap reply rule
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


def normal_evaluate(state: MethuselahState, seat: int) -> float:
    """`seat`'s share of the table's strength, a combat, a rush or a block under way judged where it
    ends."""
    if _under_way(state):
        after = settled(state)
        if not after.is_over:
            state = after
    return evaluate(state, seat)
