"""Methuselah's AI hooks: an evaluation (a share of the table's strength, in [0, 1]), a cheap
rollout policy and the quiet test (a decision that begins a phase of the mover's own turn).

The evaluation counts each Methuselah's victory points (worth a good deal of pool), her pool (a
pool near zero is a risk), the blood she has invested in uncontrolled vampires (more the closer a
vampire is to coming out, less as the round limit nears), her minions (what they will bleed before
the limit), and the action under way at its likely outcome (a bleed that will probably land, a
block that will probably hold, a referendum that will probably pass), so one step of lookahead
already tells bleeding from waiting and blocking from letting through.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from game.ai.fitted import FittedOr
from game.ai.hooks import greedy_rollout_policy
from game.core.actions import Action, Pass

from .actions import Act, Block, BringOut, Cast, EdgePool, Pick, Play, Strike, Transfer
from .board import can_block, find, title_votes
from .content import load
from .pieces import VAMPIRE, Minion

if TYPE_CHECKING:
    from .state import MethuselahState

_C = load()
VP_WORTH = 14.0


def _rounds_left(state: MethuselahState) -> float:
    return max(0.0, state.rounds_limit - state.round + 0.5)


def _p_lands(state: MethuselahState) -> float:
    """How likely the action under way is to succeed (unblocked), from where it stands."""
    step = state.step
    if step in ("bleed_mod", "bleed_react", "vote"):
        return 1.0
    if step == "stealth":
        return 0.2
    if step == "intercept":
        return 0.85
    if step == "block":
        others = [s for s in state.blockers[state.b_pos:] if state.alive[s]]
        able = sum(1 for s in others for m in state.mins if m.controller == s and can_block(m))
        return 0.6 if able else 1.0
    return 1.0 if state.a_kind else 0.0


def _pending(state: MethuselahState, score: list[float]) -> None:
    """Credit the action under way at its expected outcome."""
    kind = state.a_kind
    if not kind or state.c_a >= 0:
        return
    seat = state.turn
    p = _p_lands(state)
    ops = _C.cards[state.a_card].ops(state.a_level) if state.a_card >= 0 else {}
    if kind == "bleed":
        from .minion import bleed_amount
        target = state.a_target
        if 0 <= target < state.players and state.alive[target]:
            amount = min(bleed_amount(state), state.pool[target])
            score[target] -= p * amount * (1.6 if amount >= state.pool[target] else 1.0)
            if amount >= state.pool[target]:
                score[seat] += p * VP_WORTH * 0.6
            score[seat] += p * 0.4
    elif kind == "hunt":
        score[seat] += p * 0.5 * ops.get("blood", 1)
    elif kind in ("equip", "employ", "recruit"):
        score[seat] += p * 1.5
    elif kind == "boon":
        score[seat] += p * (ops.get("pool", 0) + 0.5 * ops.get("blood", 0) + 0.3 * ops.get("edge", 0))
    elif kind == "political" and state.a_card >= 0:
        if state.step == "vote":
            yes, no = state.votes[1], state.votes[0]
            p = 0.85 if yes > no else 0.15
        ops = _C.cards[state.a_card].basic
        score[seat] += p * ops.get("pool", 0)
        if ops.get("prey_burn"):
            score[state.prey(seat)] -= p * ops["prey_burn"]
        for s in range(state.players):
            if state.alive[s]:
                hit = ops.get("all_burn", 0) + (ops.get("others_burn", 0) if s != seat else 0)
                score[s] -= p * hit
    elif kind in ("leave", "rescue"):
        score[seat] += p * 2.0


_CAPACITY = tuple(v.capacity for v in _C.vampires)   # each crypt card's capacity and votes, read once
_VOTES = tuple(v.votes for v in _C.vampires)


def seat_scores(state: MethuselahState) -> list[float]:
    """Every seat's strength in points of pool: victory points, pool (less near zero), blood on
    uncontrolled vampires (its counters, less late in the game, and more the nearer a vampire is to
    capacity: one half filled helps nobody yet), minions, equipment and the action under way.

    The search's rivals call this for every move they weigh (most of a Hard decision's time), so
    the fields are read once into locals and a vampire with no counters is skipped."""
    rl = _rounds_left(state)
    f = min(1.05, 0.25 + 0.16 * rl)           # what a counter invested is worth, by the time left
    near = 2.5 * f                            # what nearness to capacity adds
    bleeds = min(rl, 6.0)
    score = []
    vp, alive, pools, edge = state.vp, state.alive, state.pool, state.edge
    unc, unc_blood, capacity = state.unc, state.unc_blood, _CAPACITY
    for s in range(state.players):
        v = VP_WORTH * vp[s]
        if not alive[s]:
            score.append(v)
            continue
        pool = pools[s]
        v += pool + (0.6 if edge == s else 0.0)
        if pool < 10:                          # a pool near zero is a risk of being ousted
            v -= 0.12 * (10 - pool) ** 2
        for card, b in zip(unc[s], unc_blood[s], strict=True):
            if b:
                cap = capacity[card] if card >= 0 else 6
                b = min(b, cap)                # counters beyond the capacity drain off
                v += b * f + near * (b / cap) ** 2
        score.append(v)
    vampire_base = 2.5 * f                    # the terms every vampire shares, in the order they are added
    bleed_worth = 0.9 * bleeds
    retainer_worth = 0.7 * bleeds
    acting = state.turn if state.phase == "minion" else -1   # whose minions may still act this turn
    votes = _VOTES
    for m in state.mins:
        s = m.controller
        if m.kind == VAMPIRE:
            worth = f * m.blood + vampire_base + bleed_worth + 1.0 + 0.4 * votes[m.card]
            if m.torpor:
                worth *= 0.4
            elif not m.locked and s == acting:
                worth += 0.3                  # an action still to take this turn
            score[s] += worth
        else:
            score[s] += 0.4 * m.blood + retainer_worth
            if not m.locked and s == acting:
                score[s] += 0.3
    if state.gear:
        holders = {m.uid: m.controller for m in state.mins}
        for g in state.gear:
            holder = holders.get(g.holder)
            if holder is not None:
                score[holder] += 1.0
    _pending(state, score)
    return score


def temperature(state: MethuselahState) -> float:
    """How many points of strength make a win e times likelier (more while much time is left)."""
    return 4.0 + 0.4 * _rounds_left(state)


def evaluate(state: MethuselahState, seat: int) -> float:
    """`seat`'s share of the table's strength, a win chance in [0, 1]."""
    score = seat_scores(state)
    t = temperature(state)
    top = max(score)
    weights = [math.exp((x - top) / t) for x in score]
    return weights[seat] / sum(weights)


def rollout_policy(state: MethuselahState, rng) -> Action:  # type: ignore[no-untyped-def]
    """A quick player: bleeds, blocks when it can, fills its closest vampire, otherwise at random."""
    legal = state.legal_actions()
    if len(legal) == 1 or rng.random() < 0.25:
        return legal[rng.below(len(legal))]
    step = state.step
    seat = state.actor
    if step == "influence":
        outs = [a for a in legal if isinstance(a, BringOut)]
        if outs:
            return outs[0]
        if state.pool[seat] > 8:
            adds = [a for a in legal if isinstance(a, Transfer) and a.amount > 0]
            if adds:
                caps = [(state.unc_blood[seat][a.slot] - _C.vampires[state.unc[seat][a.slot]].capacity, a)
                        for a in adds if state.unc[seat][a.slot] >= 0]
                if caps:
                    return max(caps, key=lambda x: x[0])[1]
        return Pass()
    if step == "minion":
        picks = [a for a in legal if isinstance(a, Pick)]
        return picks[0] if picks else legal[0]
    if step == "action":
        for a in legal:
            if isinstance(a, Act) and a.what == "bleed":
                return a
    if step == "block":
        blocks = [a for a in legal if isinstance(a, Block)]
        if blocks and state.a_kind == "bleed":
            return blocks[0]
    if step == "edge":
        return EdgePool()
    if step == "strike":
        plays = [a for a in legal if isinstance(a, Play)]
        return plays[0] if plays else Strike("hand") if Strike("hand") in legal else legal[-1]
    if step == "vote":
        casts = [a for a in legal if isinstance(a, Cast)]
        if casts:
            return Cast(1) if seat == state.turn else Cast(0)
    if step in ("discard", "withdraw"):
        return Pass()
    return legal[rng.below(len(legal))]


def answer(state: MethuselahState, rng) -> Action:  # type: ignore[no-untyped-def]
    """How the Hard search plays a decision that is not quiet (a reply inside a turn), cheaply and
    without lookahead: block a bleed aimed at you, add stealth or intercept while it matters, bleed
    and reduce bleeds, vote for your own proposal and against the others', strike your hardest,
    prevent what you can."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    step, seat = state.step, state.actor
    plays = [a for a in legal if isinstance(a, Play)]
    if step == "block":
        blocks = [a for a in legal if isinstance(a, Block)]
        return blocks[0] if blocks and (state.a_kind in ("bleed", "political") or seat == state.a_target) \
            else Pass()
    if step in ("stealth", "intercept", "bleed_mod", "bleed_react", "prevent"):
        return plays[0] if plays else Pass()
    if step == "vote":
        side = 1 if seat == state.turn else 0
        mine = [a for a in plays if a.side == side]
        if mine:
            return mine[0]
        return Cast(side) if Cast(side) in legal else Pass()
    if step == "strike":
        m = find(state, state.c_a if state.c_side == 0 else state.c_b)
        best, most = legal[-1], -1
        for a in legal:
            if isinstance(a, Play):
                ops = _C.cards[a.card].ops(2 if m is None else max(1, _level(m, a.card)))
                worth = ops.get("strike", 0) * (2 if ops.get("agg") else 1) + 3 * ops.get("combat_ends", 0) \
                    + 2 * ops.get("dodge", 0)
            elif isinstance(a, Strike) and a.source == "gear":
                worth = _C.cards[a.card].basic.get("gear_strike", 0) + 0.5
            elif isinstance(a, Strike) and a.source == "hand":
                worth = 1
            else:
                worth = 0
            if worth > most:
                best, most = a, worth
        return best
    if step in ("maneuver", "press", "withdraw"):
        return Pass()
    if step == "edge":
        return EdgePool()
    if step == "action":
        for a in legal:
            if isinstance(a, Act) and a.what == "bleed":
                return a
    return rollout_policy(state, rng)


def _level(m: Minion, card: int) -> int:
    from .board import play_level
    return play_level(m, _C.cards[card])


FIT_SHARE = 0.7   # Hard's leaves: this much the fit, the rest the hand-written evaluation


def _load_fit() -> Any:
    from game.ai.fitted import load_fit

    from .features import FEATURES
    return load_fit("methuselah", FEATURES)


def _hand_values(state: MethuselahState) -> list[float]:
    return [evaluate(state, s) for s in range(state.players)]


# Hard's evaluation: the weights fitted to game outcomes (``[ai_fit]`` at the end of content.toml,
# over the features of features.py: the hand-written score beside what the predator's minions
# threaten and what the seat's own reach against its prey), at FIT_SHARE beside the hand-written
# :func:`evaluate` (the fit alone makes a pool kept worth about twice a pool invested, and Hard on
# it hoarded and guarded: docs/methuselah-decisions.md). Where the content has no usable fit it is
# the hand-written evaluation alone.
FITTED = FittedOr(_load_fit, _hand_values, share=FIT_SHARE)


# How Hard's search expects a rival to play below its root (``ISMCTS.rivals``): as a careful player
# would, the move the hand-written evaluation likes best one step on, in the sampled world. The tree
# then branches only at Hard's own decisions, so its 300 iterations follow its own plans a turn and
# more ahead instead of spreading over every rival's reply (docs/methuselah-decisions.md, session 8).
rival = greedy_rollout_policy(evaluate, 0.0)


QUIET_STEPS = frozenset({"master", "minion", "influence", "discard", "edge"})
BRANCH_STEPS = frozenset({"master", "minion"})


def branch(state: MethuselahState) -> bool:
    """Where Hard's search branches below its root: its master and minion decisions only."""
    return state.step in BRANCH_STEPS


def own_answer(state: MethuselahState, rng) -> Action:  # type: ignore[no-untyped-def]
    """Hard's own decisions below its root that do not branch: the influence phase, the discard and
    the Edge as the rivals are modelled (one step ahead by the hand-written evaluation), replies by
    the cheap rule."""
    if state.step in QUIET_STEPS:
        return rival(state, rng)
    return answer(state, rng)


def quiet(state: MethuselahState) -> bool:
    """A decision that begins a phase's business on the mover's own turn."""
    return state.step in QUIET_STEPS


__all__ = ["title_votes"]
