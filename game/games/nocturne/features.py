"""Nocturne's per-seat features for a fitted evaluation (game.ai.fitted; tools/fit_eval.py).

Each is one part of the hand-written worth (game/games/nocturne/ai.py), some also by how much of the
game is left, so the fit can weigh them against one another and against the hour: points held now
count for more near the end, blood and cards for more early.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ai.fitted import FeatureSet

from . import ai

if TYPE_CHECKING:
    from .state import NocturneState


_OWN: dict[tuple, tuple] = {}   # a seat's features but the plan, by what they are read from
_OWN_MOST = 8_000               # (the seats' hands and tokens recur all through a search; ~1 KB each)


def _own(state: NocturneState, seat: int, f: float) -> tuple:
    """`seat`'s features that its tokens, cards and rituals alone decide (all but the plan), kept
    by those: the search asks about the same seat's holdings again and again."""
    c = state.content
    key = (id(c), f, state.vp[seat], state.influence[seat], state.blood[seat], state.fear[seat],
           tuple(state.hands[seat]), tuple(state.used[seat]), tuple(state.rituals[seat]))
    got = _OWN.get(key)
    if got is not None and got[0] is c:
        return got[1]
    points = float(state.points(seat))
    held = [x for x in state.hands[seat] if x >= 0]
    hand = ai.hand_value(c, held, f)
    used = sum(ai.card_value(c, x, f) for x in state.used[seat]) * 0.5
    passive = sum(ai.ritual_value(c, r, f) - c.rit_crosses[r] for r in state.rituals[seat]
                  if c.rit_lasts[r] == "passive")
    blood = float(state.blood[seat])
    influence = float(state.influence[seat])
    fear = float(state.fear[seat])
    own = (points, points * (1.0 - f), blood, blood * f, influence, influence % 2, hand, used,
           passive, fear, fear * f, len(held) * f)
    if len(_OWN) >= _OWN_MOST:
        _OWN.clear()
    _OWN[key] = (c, own)
    return own


def compute(state: NocturneState, seat: int,
            orders: list[tuple[int, int, int, list[int]]] | None = None) -> list[float]:
    """`seat`'s features (`orders`: ``ai._orders(state)``, when the caller has it already)."""
    f = ai._later(state)
    own = _own(state, seat, f)
    return [*own[:11], ai.plan_value(state, seat, f, orders), own[11]]


def rows(state: NocturneState) -> list[list[float]]:
    """Every seat's features, the orders in play read once for all of them."""
    orders = ai._orders(state) if state.phase in ("planning", "orders") else []
    return [compute(state, seat, orders) for seat in range(state.players)]


FEATURES = FeatureSet(("points", "points_late", "blood", "blood_early", "influence", "influence_odd",
                       "hand", "used_cards", "passive_rituals", "fear", "fear_early", "plan",
                       "cards_early"), compute, rows)
