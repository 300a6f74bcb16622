"""Bloodlines' per-seat features for an evaluation fitted to game outcomes (``game.ai.fitted``).

Each seat's own raw numbers from a full state, without copying or playing it: its victory points
as they stand, its expected share of the missions' power, its tokens, its bloodline, its hand,
its turn still to come, the first-player marker, and the hand-written evaluation's projected
points over their scale.  The round is equal for every seat, so the game's progress enters as
interactions (``vp_late`` = points × progress, ``vampires_early`` = bloodline × what is left).
The values of one state are worked out once for all seats.
"""

from __future__ import annotations

import threading

from game.ai.fitted import FeatureSet
from game.core.state import GameState

from . import ai, score
from .state import BloodlinesState

NAMES = (
    "projected",        # the hand-written projection (ai.projected) over its scale
    "vp",               # victory points as things stand
    "vp_late",          # ... × the game's progress (0 at the start, 1 at the end)
    "missions",         # expected share of the missions' power (ai.mission_points)
    "missions_late",    # ... × progress
    "tokens",           # power + boons - infamy on vampires not in torpor
    "battlegrounds",    # the battlegrounds' points as they stand
    "vampires",         # vampires not in torpor
    "vampires_early",   # ... × (1 - progress)
    "hand",             # clan schemes in hand
    "free",             # awake, unexhausted vampires (coterie leaders for a later turn)
    "torpor",           # vampires in torpor
    "to_come",          # what the seat's turn still to come this round promises (ai.to_come)
    "first",            # 1 for the seat holding the first-player marker
)

_kept = threading.local()


def progress(st: BloodlinesState) -> float:
    """How much of the game is played: 0 before the first turn, 1 once every turn is taken."""
    total = max(1, st.rounds * st.players)
    return min(1.0, max(0.0, 1.0 - ai._turns_left(st) / total))


def rows(st: BloodlinesState, judged: ai.Parts | None = None) -> list[list[float]]:
    """Every seat's feature values (in NAMES order); `judged`: the position's ``ai.parts``, when
    the caller has them already."""
    n = st.players
    t = progress(st)
    lines = [score.living(st, p) for p in range(n)]
    vp, missions, projected = ai.parts(st) if judged is None else judged
    scale = ai._scale(st)
    exhausted = st.exhausted
    out = []
    for p in range(n):
        alive = lines[p]
        tokens = score.token_points(st, p, alive)
        free = sum(1 for v in alive if not exhausted[v])
        torpor = len(st.line[p]) - len(alive)
        out.append([projected[p] / scale, float(vp[p]), vp[p] * t, missions[p], missions[p] * t,
                    float(tokens), float(vp[p] - tokens), float(len(alive)), len(alive) * (1.0 - t),
                    float(len(st.hand[p])), float(free), float(torpor), ai.to_come(st, p),
                    1.0 if st.first == p else 0.0])
    return out


def table(st: BloodlinesState) -> list[list[float]]:
    """:func:`rows`, kept for the state last asked about while nothing is applied to it (a state
    changed in place, its legal actions not yet asked again, is worked out anew)."""
    last = getattr(_kept, "last", None)
    legal = st._legal_cache
    if last is not None and legal is not None and last[0] is st and last[1] == len(st.history) \
            and last[2] is legal:
        return last[3]
    out = rows(st)
    _kept.last = (st, len(st.history), legal, out)
    return out


def compute(st: BloodlinesState, seat: int) -> list[float]:
    """`seat`'s feature values (in NAMES order)."""
    return table(st)[seat]


def _compute(state: GameState, seat: int) -> list[float]:
    assert isinstance(state, BloodlinesState)
    return compute(state, seat)


FEATURES = FeatureSet(names=NAMES, compute=_compute)
