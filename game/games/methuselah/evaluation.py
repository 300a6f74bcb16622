"""Methuselah's hand-written evaluation: a share of the table's strength, in [0, 1].

It counts each Methuselah's victory points (worth a good deal of pool), her pool (a pool near zero
is a risk), the blood she has invested in uncontrolled vampires (more the closer a vampire is to
coming out, less as the round limit nears), her minions (what they will bleed before the limit),
and the action under way at its likely outcome (a bleed that will probably land, a block that will
probably hold, a referendum that will probably pass), so one step of lookahead already tells
bleeding from waiting and blocking from letting through.
"""

from __future__ import annotations

from math import exp
from typing import TYPE_CHECKING

from .board import can_block, find
from .content import load
from .effects import bleed_amount
from .pieces import VAMPIRE

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
    elif kind == "finish":   # the victim's seat loses the vampire, the finisher gains its blood
        t = find(state, state.a_tuid) if state.a_tuid >= 0 else \
            max((v for v in state.mins if v.torpor and v.controller != seat), key=lambda v: v.blood, default=None)
        if t is not None:    # (before the target is chosen: the fullest vampire in torpor it could be)
            score[t.controller] -= p * (2.0 + t.blood)
            score[seat] += p * t.blood


_CAPACITY = tuple(v.capacity for v in _C.vampires)   # each crypt card's capacity, read once
_VOTE_WORTH = tuple(0.4 * v.votes for v in _C.vampires)   # what a vampire's votes add to its worth
_RISK = tuple(0.12 * (10 - pool) ** 2 for pool in range(10))   # what a pool below 10 costs, by the pool
_BLOOD_ROWS = 16   # the tables' rows of blood (more on a minion, rare: computed as they come)


class _Worths:
    """What the scores count at one number of rounds left (f: a counter invested; near: what
    nearness to capacity adds), made once for each and kept (a game has at most 26 numbers):
    by blood, a vampire's worth before its votes and a retainer's; by capacity and blood (counted
    up to the capacity), what counters invested in an uncontrolled vampire add; and the
    temperature.  Each the same expression, in the same order, as the loops once computed
    (a capacity is never above the rows of blood)."""

    __slots__ = ("bleed_worth", "f", "invested", "near", "retainer", "retainer_worth", "temperature",
                 "vampire", "vampire_base")

    def __init__(self, rl: float) -> None:
        f = self.f = min(1.05, 0.25 + 0.16 * rl)     # what a counter invested is worth, by the time left
        near = self.near = 2.5 * f                    # what nearness to capacity adds
        bleeds = min(rl, 6.0)
        vampire_base = self.vampire_base = 2.5 * f    # the terms every vampire shares, in their order
        bleed_worth = self.bleed_worth = 0.9 * bleeds
        retainer_worth = self.retainer_worth = 0.7 * bleeds
        self.vampire = [f * b + vampire_base + bleed_worth + 1.0 for b in range(_BLOOD_ROWS)]
        self.retainer = [0.4 * b + retainer_worth for b in range(_BLOOD_ROWS)]
        self.invested = [[min(b, cap) * f + near * (min(b, cap) / cap) ** 2 for b in range(_BLOOD_ROWS)]
                         if cap else [] for cap in range(max(max(_CAPACITY), 6) + 1)]
        self.temperature = 4.0 + 0.4 * rl


_WORTHS: dict[float, _Worths] = {}


def _worths(rl: float) -> _Worths:
    made = _WORTHS.get(rl)
    if made is None:
        if len(_WORTHS) >= 64:   # bounded (rounds limits and rounds give far fewer)
            _WORTHS.clear()
        made = _WORTHS[rl] = _Worths(rl)
    return made


def seat_scores(state: MethuselahState) -> list[float]:
    """Every seat's strength in points of pool (see _seat_scores)."""
    return _seat_scores(state, _worths(_rounds_left(state)))


def _seat_scores(state: MethuselahState, w: _Worths) -> list[float]:
    """Every seat's strength in points of pool: victory points, pool (less near zero), blood on
    uncontrolled vampires (its counters, less late in the game, and more the nearer a vampire is to
    capacity: one half filled helps nobody yet), minions, equipment and the action under way.

    The search's rivals call this for every move they weigh (most of a Hard decision's time), so
    the fields are read once into locals, a vampire with no counters is skipped, and each term is
    taken from the tables of `w` (tests/games/methuselah/test_evaluation_tables.py compares it
    with the plain loops)."""
    score = []
    vp, alive, pools, edge = state.vp, state.alive, state.pool, state.edge
    unc, unc_blood, capacity, invested, risk = state.unc, state.unc_blood, _CAPACITY, w.invested, _RISK
    for s in range(state.players):
        v = VP_WORTH * vp[s]
        if not alive[s]:
            score.append(v)
            continue
        pool = pools[s]
        v += pool + (0.6 if edge == s else 0.0)
        if pool < 10:                          # a pool near zero is a risk of being ousted
            v -= risk[pool] if pool >= 0 else 0.12 * (10 - pool) ** 2
        for card, b in zip(unc[s], unc_blood[s], strict=True):
            if b:
                cap = capacity[card] if card >= 0 else 6
                row = invested[cap]            # (counters beyond the capacity drain off)
                v += row[b] if b < _BLOOD_ROWS else row[cap]
        score.append(v)
    acting = state.turn if state.phase == "minion" else -1   # whose minions may still act this turn
    votes, vampire, retainer = _VOTE_WORTH, w.vampire, w.retainer
    for m in state.mins:
        s = m.controller
        b = m.blood
        if m.kind == VAMPIRE:
            worth = (vampire[b] if 0 <= b < _BLOOD_ROWS else
                     w.f * b + w.vampire_base + w.bleed_worth + 1.0) + votes[m.card]
            if m.torpor:
                worth *= 0.4
            elif not m.locked and s == acting:
                worth += 0.3                  # an action still to take this turn
            score[s] += worth
        else:
            score[s] += retainer[b] if 0 <= b < _BLOOD_ROWS else 0.4 * b + w.retainer_worth
            if not m.locked and s == acting:
                score[s] += 0.3
    if state.gear:
        holders = {m.uid: m.controller for m in state.mins}
        for g in state.gear:
            holder = holders.get(g.holder)
            if holder is not None:
                score[holder] += 1.0
    if state.a_kind and state.c_a < 0:
        _pending(state, score)
    return score


class OneSeatMoves:
    """The evaluation of positions that differ from one state only in one seat's pool and the
    counters on its uncontrolled vampires (the transfers of the seat's influence phase), and in the
    step or phase outside a minion phase (the pass that ends it), with no action under way: the
    other seats' scores and the seat's own terms after those (its minions'
    and its equipment's, in the order the scores add them) are read once, and each position
    reads the seat's pool and uncontrolled vampires again.  The same float as :func:`evaluate`
    (tests/games/methuselah/test_ai_rival_transfers.py compares them)."""

    __slots__ = ("rest", "scores", "seat", "worths")

    def __init__(self, state: MethuselahState, seat: int) -> None:
        assert not (state.a_kind and state.c_a < 0), "an action under way reads the pools"
        w = self.worths = _worths(_rounds_left(state))
        self.scores = _seat_scores(state, w)
        self.seat = seat
        rest: list[float] = []
        acting = state.turn if state.phase == "minion" else -1
        for m in state.mins:
            if m.controller != seat:
                continue
            b = m.blood
            if m.kind == VAMPIRE:
                worth = (w.vampire[b] if 0 <= b < _BLOOD_ROWS else
                         w.f * b + w.vampire_base + w.bleed_worth + 1.0) + _VOTE_WORTH[m.card]
                if m.torpor:
                    worth *= 0.4
                elif not m.locked and seat == acting:
                    worth += 0.3
                rest.append(worth)
            else:
                rest.append(w.retainer[b] if 0 <= b < _BLOOD_ROWS else 0.4 * b + w.retainer_worth)
                if not m.locked and seat == acting:
                    rest.append(0.3)
        if state.gear:
            holders = {m.uid: m.controller for m in state.mins}
            rest += [1.0 for g in state.gear if holders.get(g.holder) == seat]
        self.rest = rest

    def evaluate(self, state: MethuselahState, seat: int) -> float:
        """:func:`evaluate` of `state` for `seat`, `state` differing from the one read only as above."""
        s, w = self.seat, self.worths
        v = VP_WORTH * state.vp[s]
        if state.alive[s]:
            pool = state.pool[s]
            v += pool + (0.6 if state.edge == s else 0.0)
            if pool < 10:
                v -= _RISK[pool] if pool >= 0 else 0.12 * (10 - pool) ** 2
            invested = w.invested
            for card, b in zip(state.unc[s], state.unc_blood[s], strict=True):
                if b:
                    cap = _CAPACITY[card] if card >= 0 else 6
                    row = invested[cap]
                    v += row[b] if b < _BLOOD_ROWS else row[cap]
        for x in self.rest:
            v += x
        score = self.scores.copy()
        score[s] = v
        t = w.temperature
        top = max(score)
        weights = [exp((x - top) / t) for x in score]
        return weights[seat] / sum(weights)


def temperature(state: MethuselahState) -> float:
    """How many points of strength make a win e times likelier (more while much time is left)."""
    return 4.0 + 0.4 * _rounds_left(state)


def evaluate(state: MethuselahState, seat: int) -> float:
    """`seat`'s share of the table's strength, a win chance in [0, 1]."""
    w = _worths(_rounds_left(state))          # read once for the scores and the temperature
    score = _seat_scores(state, w)
    t = w.temperature
    top = max(score)
    weights = [exp((x - top) / t) for x in score]
    return weights[seat] / sum(weights)
