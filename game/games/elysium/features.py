"""Elysium's per-seat features for a fitted evaluation (game.ai.fitted; tools/fit_eval.py).

The parts of the hand-written strength (game/games/elysium/ai.py), each on its own so the fit can
weigh them: prestige held now (more so as the Masquerade runs out), the means still to spend (vitae,
cards, tokens, supply), the danger of torpor, and what a challenge under way should bring.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ai.fitted import FeatureSet

from . import ai
from .board import city_prestige, domains

if TYPE_CHECKING:
    from .state import ElysiumState


def compute(state: ElysiumState, seat: int) -> list[float]:
    if state.withdrawn[seat]:
        return [0.0] * 11 + [1.0]
    rules = ai.C.rules
    held = city_prestige(state, seat) + rules["domain_bonus"] * len(domains(state, seat)) + state.prestige[seat]
    future = max(state.masquerade, 0) + (0.0 if state.phase == "resolution" else 0.5)
    left = min(1.0, future / 3.0)
    vitae = float(min(state.vitae[seat], 4))
    cards = float(len(state.hands[seat]) + len(state.play[seat]))
    tokens = float(sum(row[seat] for row in state.tokens) + state.supply[seat])
    torpor = 1.0 if state.location[seat] < 0 else 0.0
    frail = 1.0 if state.location[seat] >= 0 and state.vitae[seat] <= 2 else 0.0
    clash = ai.clash_outlook(state, ai.hoped_for(state, state.clash), seat) if state.clash is not None else 0.0
    return [held, held * (1.0 - left), vitae * left, cards * left, tokens * left, vitae, torpor,
            torpor * (1.0 - left), frail, clash, ai.strength(state, seat), 0.0]


FEATURES = FeatureSet(("prestige", "prestige_late", "vitae_early", "cards_early", "tokens_early", "vitae",
                       "torpor", "torpor_late", "frail", "clash", "strength", "withdrawn"), compute)
