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


def compute(state: NocturneState, seat: int) -> list[float]:
    c = state.content
    f = ai._later(state)
    points = float(state.points(seat))
    hand = ai.hand_value(c, [x for x in state.hands[seat] if x >= 0], f)
    used = sum(ai.card_value(c, x, f) for x in state.used[seat]) * 0.5
    passive = sum(ai.ritual_value(c, r, f) - c.rit_crosses[r] for r in state.rituals[seat]
                  if c.rit_lasts[r] == "passive")
    plan = ai.plan_value(state, seat, f)
    blood = float(state.blood[seat])
    influence = float(state.influence[seat])
    fear = float(state.fear[seat])
    return [points, points * (1.0 - f), blood, blood * f, influence, influence % 2, hand, used,
            passive, fear, fear * f, plan, len([x for x in state.hands[seat] if x >= 0]) * f]


FEATURES = FeatureSet(("points", "points_late", "blood", "blood_early", "influence", "influence_odd",
                       "hand", "used_cards", "passive_rituals", "fear", "fear_early", "plan",
                       "cards_early"), compute)
