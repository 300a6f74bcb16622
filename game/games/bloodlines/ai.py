"""AI hooks for Bloodlines: an evaluation (a win chance from the projected victory points), a
cheap rollout policy and the quiet test (a turn's own decision begins something; everything in
between, a sire, an order, a target, an answer, finishes it).

The evaluation first finishes the seat's own decisions under way (a recruit waiting for its sire,
an activation waiting for its order, a target), each greedily by the projected points, so that
one-ply judgement of "recruit this one" sees the recruit placed and activated.  (Finishing them
with their first choice instead is five times cheaper but lost 20 of 24 games to it.)
"""

from __future__ import annotations

import math
from typing import Any

from game.core import Action, Rng

from . import score
from .tables import ABILITIES, SCHEME_CLAN

HAND_VALUE = 0.6      # a clan scheme in hand: worth playing, not hoarding
TORPOR_VALUE = 0.5    # a vampire in torpor can still be rejuvenated or usurped
FINISH_LIMIT = 12     # at most this many own decisions are finished before judging


def projected(st: Any) -> list[float]:
    """Each seat's victory points as things stand, plus what its hand, its standing edict, its
    black markets and its declared enemies promise for the rounds left."""
    vp = score.victory_points(st)
    tor, exh, elev, grafts = st.tor, st.exh, st.elev, st.grafts
    left = max(0, st.rounds - st.round + 1)
    marked: dict[str, int] = {}
    for p in range(st.players):
        for v in st.line[p]:
            if st.enemy[v] and not tor[v]:
                for s in st.enemy[v]:
                    marked[SCHEME_CLAN[s]] = marked.get(SCHEME_CLAN[s], 0) + 1
    out = []
    for p in range(st.players):
        extra = HAND_VALUE * len(st.hand[p])
        for v in st.line[p]:
            if tor[v]:
                extra += TORPOR_VALUE
            elif not exh[v]:
                extra += 0.45 if (ABILITIES[v] or elev[v] or grafts[v]) else 0.15
        if st.edict[p] >= 0:
            extra += min(4.0, 0.35 * left * st.players)
        clan = st.clan[p]
        for sc in st.markets:
            if SCHEME_CLAN[sc] == clan:
                extra += min(4.0, 0.6 * left)
        extra += 0.3 * marked.get(clan, 0)
        out.append(vp[p] + extra)
    return out


def margin(st: Any, seat: int) -> float:
    vp = projected(st)
    mine = vp[seat]
    best = max(v for p, v in enumerate(vp) if p != seat)
    return mine - best


def _scale(st: Any) -> float:
    left = max(0, st.rounds - st.round) * st.players + (len(st.order) - st.tpos if st.order else 0)
    return 2.5 + 0.35 * left


def finish_own(st: Any, seat: int) -> Any:
    """A copy of `st` with `seat`'s own decisions under way made greedily, each by the projected
    points (none under way: `st` itself)."""
    if st.is_over or st.current_player != seat or st.step in ("turn", "clan"):
        return st
    w = st.clone()
    for _ in range(FINISH_LIMIT):
        if w.is_over or w.current_player != seat or w.step in ("turn", "clan"):
            break
        legal = w.legal_actions()
        best, best_value = legal[0], -math.inf
        for action in legal:
            after = w.clone()
            after.apply(action)
            value = margin(after, seat)
            if value > best_value:
                best, best_value = action, value
        w.apply(best)
    return w


def evaluate(st: Any, seat: int) -> float:
    """The chance that `seat` wins, judged by the projected points and how much game is left."""
    if st.is_over:
        winners = st.winners()
        return 1.0 / len(winners) if seat in winners else 0.0
    w = finish_own(st, seat)
    if w.is_over:
        winners = w.winners()
        return 1.0 / len(winners) if seat in winners else 0.0
    x = margin(w, seat) / _scale(w)
    return 1.0 / (1.0 + math.exp(-x))


def rollout_policy(st: Any, rng: Rng) -> Action:
    """A quick player: recruits first (a free character of its clan if there is one), schemes
    now and then, otherwise any legal action."""
    legal = st.legal_actions()
    if st.step == "turn":
        recruits = [a for a in legal if a.kind == "recruit"]
        if recruits and rng.random() < 0.75:
            return rng.choice(recruits)
        schemes = [a for a in legal if a.kind == "scheme"]
        if schemes and rng.random() < 0.5:
            return rng.choice(schemes)
        ends = [a for a in legal if a.kind == "end_turn"]
        if ends and not recruits:
            return ends[0]
    return rng.choice(legal)


def quiet(st: Any) -> bool:
    """A turn's own decision (recruit, scheme, end) begins something; the rest answers it."""
    return st.step == "turn"
