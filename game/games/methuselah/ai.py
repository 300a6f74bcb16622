"""Methuselah's AI hooks: the evaluations (the hand-written one of evaluation.py, and Hard's, fitted
to game outcomes over features.py), a cheap rollout policy, the rule that answers inside a turn,
how Hard's search models the rivals and where it branches, and the quiet test (a decision that
begins a phase of the mover's own turn)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from game.ai.fitted import FittedOr, load_fit
from game.ai.hooks import Weigh, evaluate_seat, greedy_rollout_policy
from game.core.actions import Action, Pass
from game.core.rng import Rng
from game.core.state import GameState

from .actions import (
    Act,
    Block,
    BringOut,
    Cast,
    CryptDraw,
    Discard,
    EdgePool,
    Pick,
    Play,
    Strike,
    Transfer,
)
from .board import find, play_level
from .content import load
from .counters import lose_pool
from .evaluation import OneSeatMoves, evaluate
from .features import FEATURES
from .flow import FLOW, nothing_to_decide
from .minion import action_legal
from .pieces import Minion
from .state import MethuselahState, methuselah
from .turn import discard_begin, discard_legal, influence_begin, influence_legal

_C = load()


def rollout_policy(state: MethuselahState, rng: Rng) -> Action:
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


def answer(state: MethuselahState, rng: Rng) -> Action:
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
        best, most = legal[-1], -1.0
        for a in legal:
            worth: float
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
    return play_level(m, _C.cards[card])


FIT_SHARE = 0.7   # Hard's leaves: this much the fit, the rest the hand-written evaluation


def _load_fit() -> Any:
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
def _evaluate(state: GameState, seat: int) -> float:
    return evaluate(methuselah(state), seat)


greedy_rival = greedy_rollout_policy(_evaluate, 0.0)
_INFLUENCE_ASKS = FLOW.steps["influence"].asks or (lambda state: False)
_DISCARD_ASKS = FLOW.steps["discard"].asks or (lambda state: False)
_ACTION_ASKS = FLOW.steps["action"].asks or (lambda state: False)


def influence_value(state: MethuselahState, action: Action, mover: int) -> float | None:
    """What the greedy rival's one step on gives `mover` for a transfer or the pass that ends the
    influence phase, weighed in place instead of on a clone: the transfer's counters moved (or the
    discard phase begun), the evaluation read, all put back.  None (weigh it on a clone) for any
    other action, and where the flow would not stop at the step reached (nothing left to transfer,
    nothing to discard), where the phases after it would change more.  The evaluation reads none of
    what else the move changes (the bank, a broken withdrawal, the history);
    tests/games/methuselah/test_ai_rival_in_place.py compares it with the clone's."""
    kind = type(action)
    if kind is Pass:
        return _pass_value(state, mover)
    if kind is not Transfer:
        return None
    assert isinstance(action, Transfer)
    return _transfer_value(state, action, mover, evaluate)


def _transfer_value(state: MethuselahState, action: Transfer, mover: int,
                    judge: Callable[[MethuselahState, int], float]) -> float | None:
    """influence_value of a transfer, the position judged by `judge` (the evaluation's value)."""
    seat, slot = state.turn, action.slot
    blood = state.unc_blood[seat]
    transfers, pool, before = state.transfers, state.pool[seat], blood[slot]
    if action.amount > 0:
        state.transfers, state.pool[seat], blood[slot] = transfers - 1, pool - 1, before + 1
    else:
        state.transfers, state.pool[seat], blood[slot] = transfers - 2, pool + 1, before - 1
    try:
        return _value_if_stopped(state, influence_legal(state), _INFLUENCE_ASKS, mover, judge)
    finally:
        state.transfers, state.pool[seat], blood[slot] = transfers, pool, before


class Influence:
    """The greedy rival's weigher at an influence step, one for each decision: influence_value, the
    position after each transfer and after the pass judged by one evaluation.OneSeatMoves for the
    decision (the other seats' scores and the seat's minions read once) where no action is under
    way (the pass changes only the phase and step besides, which the scores read only in a minion
    phase or with an action under way); the same values
    (tests/games/methuselah/test_ai_rival_transfers.py compares them with the clone's)."""

    __slots__ = ("moves",)

    def __init__(self) -> None:
        self.moves: OneSeatMoves | None = None

    def __call__(self, state: MethuselahState, action: Action, mover: int) -> float | None:
        kind = type(action)
        if kind is not Transfer and kind is not Pass and kind is not CryptDraw:
            return None
        if state.a_kind and state.c_a < 0:     # an action under way: its outcome reads the pools
            return influence_value(state, action, mover)
        moves = self.moves
        if moves is None:
            moves = self.moves = OneSeatMoves(state, state.turn)
        if kind is Pass:
            return _pass_value(state, mover, moves.evaluate)
        if kind is CryptDraw:
            return _crypt_draw_value(state, mover, moves.evaluate)
        assert isinstance(action, Transfer)
        return _transfer_value(state, action, mover, moves.evaluate)


def _crypt_draw_value(state: MethuselahState, mover: int,
                      judge: Callable[[MethuselahState, int], float]) -> float | None:
    """influence_value of drawing a vampire from the crypt, weighed in place as the influence phase
    plays it (four transfers and a pool spent, the crypt's top vampire face down with no blood),
    judged by `judge`, all put back."""
    seat = state.turn
    transfers, bank, pool, broken = state.transfers, state.bank, state.pool[seat], state.broken[seat]
    unc, blood, crypt = state.unc[seat], state.unc_blood[seat], state.crypt[seat]
    state.transfers = transfers - 4
    lose_pool(state, seat, 1)
    unc.append(crypt.pop())
    blood.append(0)
    try:
        return _value_if_stopped(state, influence_legal(state), _INFLUENCE_ASKS, mover, judge)
    finally:
        crypt.append(unc.pop())
        blood.pop()
        state.transfers, state.bank, state.pool[seat], state.broken[seat] = transfers, bank, pool, broken


def _pass_value(state: MethuselahState, mover: int,
                judge: Callable[[MethuselahState, int], float] = evaluate) -> float | None:
    """The influence phase ended by a pass: the discard phase of the same seat begins (its seat is
    alive: it just decided), as the flow would begin it; judged by `judge`."""
    phase, step, actor = state.phase, state.step, state.actor
    state.phase = "discard"
    discard_begin(state, [])
    try:
        return _value_if_stopped(state, discard_legal(state), _DISCARD_ASKS, mover, judge)
    finally:
        state.phase, state.step, state.actor = phase, step, actor


def pick_value(state: MethuselahState, action: Action, mover: int) -> float | None:
    """What the greedy rival's one step on gives `mover` for picking a minion to act, weighed in
    place (the minion picked, the action step reached, both put back), or for the pass that ends
    the minion phase (the influence phase begun)."""
    if type(action) is not Pick:
        return _minion_pass_value(state, mover) if type(action) is Pass else None
    assert isinstance(action, Pick)
    uid, step = state.a_uid, state.step
    state.a_uid, state.step = action.uid, "action"
    try:
        return _value_if_stopped(state, action_legal(state), _ACTION_ASKS, mover)
    finally:
        state.a_uid, state.step = uid, step


def _minion_pass_value(state: MethuselahState, mover: int) -> float | None:
    """The minion phase ended by a pass: the influence phase of the same seat begins (its seat is
    alive: it just decided), as the flow would begin it; all put back."""
    phase, step, actor, transfers = state.phase, state.step, state.actor, state.transfers
    state.phase = "influence"
    influence_begin(state, [])
    try:
        return _value_if_stopped(state, influence_legal(state), _INFLUENCE_ASKS, mover)
    finally:
        state.phase, state.step, state.actor, state.transfers = phase, step, actor, transfers


IN_PLACE = {"influence": influence_value, "minion": pick_value}
"""The rival's steps whose moves are weighed in place where they can be (the rest on clones)."""


def _value_if_stopped(state: MethuselahState, legal: list[Action], asks: Callable[[MethuselahState], bool],
                      mover: int, judge: Callable[[MethuselahState, int], float] = evaluate) -> float | None:
    """The evaluation (`judge`) for `mover`, if the flow would stop at the step `legal` was read at."""
    if len(legal) == 1 and nothing_to_decide(legal[0]) and not asks(state):
        return None
    value = float(judge(state, mover))
    return value if -1e-9 <= value <= 1.0 + 1e-9 else None


class Discards:
    """The greedy rival's weigher at a discard step, one for each decision: the pass (the first of
    the legal moves) is weighed on a clone, and every discard is worth what it is worth.  Either
    ends the turn, and they differ only in the seat's hand, ash heap and library (a card gone and
    one drawn, or none), which the evaluation never reads, nor the flow on to the next seat's first
    decision (that seat's own cards and steps); so the pass's value is kept only when the flow
    stopped within the next turn, another seat's (or the game ended).  None for an event put in
    play (on a clone), and for a discard before the pass is weighed;
    tests/games/methuselah/test_ai_rival_discards.py compares it with the clone's."""

    __slots__ = ("value",)

    def __init__(self) -> None:
        self.value: float | None = None

    def __call__(self, state: MethuselahState, action: Action, mover: int) -> float | None:
        kind = type(action)
        if kind is Discard:
            return self.value
        if kind is not Pass:
            return None
        after = state.clone()
        after.apply(action)
        value = evaluate_seat(after, mover, _evaluate)
        if after.over or (after.turn_no == state.turn_no + 1 and after.turn != state.turn):
            self.value = value
        return value


def _in_place(state: GameState) -> Weigh | None:
    """The weigher of the step `state` is at, if its moves are weighed in place (a discard step's
    made for the decision)."""
    step = methuselah(state).step
    if step == "influence":
        return cast(Weigh, Influence())
    if step == "discard":
        return cast(Weigh, Discards())
    weigh = IN_PLACE.get(step)
    return None if weigh is None else cast(Weigh, weigh)  # it is only ever handed this game's states


rival = greedy_rollout_policy(_evaluate, 0.0, _in_place)
"""greedy_rival's choice (the first of the moves the hand-written evaluation likes best one step on,
the rng drawn as it draws), with the influence phase's transfers and pass and the minion phase's
picks weighed in place."""


QUIET_STEPS = frozenset({"master", "minion", "influence", "discard", "edge"})
BRANCH_STEPS = frozenset({"master", "minion"})


def branch(state: MethuselahState) -> bool:
    """Where Hard's search branches below its root: its master and minion decisions only."""
    return state.step in BRANCH_STEPS


def own_answer(state: MethuselahState, rng: Rng) -> Action:
    """Hard's own decisions below its root that do not branch: the influence phase, the discard and
    the Edge as the rivals are modelled (one step ahead by the hand-written evaluation), replies by
    the cheap rule."""
    if state.step in QUIET_STEPS:
        return rival(state, rng)
    return answer(state, rng)


def quiet(state: GameState) -> bool:
    """A decision that begins a phase's business on the mover's own turn."""
    return methuselah(state).step in QUIET_STEPS

