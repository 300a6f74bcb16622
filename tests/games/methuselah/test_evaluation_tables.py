"""The hand-written evaluation's scores take each term from tables made once for each number of
rounds left (evaluation._Worths); here the plain loops they replaced are kept, and every seat's
score and every seat's evaluation must be the same float, at every position of seeded random games
and at shaken copies (much blood, a pool at or below zero, every round of the game)."""

from __future__ import annotations

import math

from game import games
from game.core import Rng
from game.games.methuselah import evaluation
from game.games.methuselah.content import load
from game.games.methuselah.evaluation import VP_WORTH, _pending, _rounds_left
from game.games.methuselah.pieces import VAMPIRE
from game.games.methuselah.state import MethuselahState

_C = load()


def plain_scores(state: MethuselahState) -> list[float]:
    """The scores as the loops computed them (evaluation._seat_scores before its tables)."""
    rl = _rounds_left(state)
    f = min(1.05, 0.25 + 0.16 * rl)
    near = 2.5 * f
    bleeds = min(rl, 6.0)
    score = []
    for s in range(state.players):
        v = VP_WORTH * state.vp[s]
        if not state.alive[s]:
            score.append(v)
            continue
        pool = state.pool[s]
        v += pool + (0.6 if state.edge == s else 0.0)
        if pool < 10:
            v -= 0.12 * (10 - pool) ** 2
        for card, b in zip(state.unc[s], state.unc_blood[s], strict=True):
            if b:
                cap = _C.vampires[card].capacity if card >= 0 else 6
                b = min(b, cap)
                v += b * f + near * (b / cap) ** 2
        score.append(v)
    vampire_base = 2.5 * f
    bleed_worth = 0.9 * bleeds
    retainer_worth = 0.7 * bleeds
    acting = state.turn if state.phase == "minion" else -1
    for m in state.mins:
        s = m.controller
        if m.kind == VAMPIRE:
            worth = f * m.blood + vampire_base + bleed_worth + 1.0 + 0.4 * _C.vampires[m.card].votes
            if m.torpor:
                worth *= 0.4
            elif not m.locked and s == acting:
                worth += 0.3
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


def plain_evaluate(state: MethuselahState, seat: int) -> float:
    score = plain_scores(state)
    t = 4.0 + 0.4 * _rounds_left(state)
    top = max(score)
    weights = [math.exp((x - top) / t) for x in score]
    return weights[seat] / sum(weights)


def _shaken(state: MethuselahState, rng: Rng) -> MethuselahState:
    """A copy with more blood, other pools and another round than play reached."""
    twin = state.clone()
    for m in twin.mins:
        m.blood += rng.below(3) * 7              # beyond the tables' rows, now and then
        m.locked = rng.below(2) == 0
    twin.pool = [rng.below(14) - 2 for _ in twin.pool]     # down to below zero
    twin.unc_blood = [[b + rng.below(4) * 3 for b in seat] for seat in twin.unc_blood]
    twin.round = 1 + rng.below(twin.rounds_limit)
    twin.phase = ("minion", "influence", "master")[rng.below(3)]
    twin._touched()
    return twin


def _check(state: MethuselahState) -> None:
    assert evaluation.seat_scores(state) == plain_scores(state)
    for seat in range(state.players):
        assert evaluation.evaluate(state, seat) == plain_evaluate(state, seat)


def test_scores_from_tables_are_the_plain_loops() -> None:
    info = games.get("methuselah")
    positions = shaken = 0
    for game in range(12):
        state = info.new_game(players=2 + game % 4, seed=900 + game, options={"rounds": (6, 8, 15)[game % 3]})
        assert isinstance(state, MethuselahState)
        rng = Rng(game)
        while not state.is_over:
            _check(state)
            positions += 1
            if positions % 5 == 0:
                _check(_shaken(state, rng))
                shaken += 1
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
        _check(state)
    assert positions > 2000 and shaken > 400
