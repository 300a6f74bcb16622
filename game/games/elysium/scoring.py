"""Prestige: city prestige from zones and domains, personal prestige, and the tie-breaks.

Ties for Regent or winner go to the most zones controlled, then the most
influence tokens on the board; a Primogen in torpor can be neither.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import city_prestige, domains, tokens_on_board, zones_controlled
from .content import load_content

if TYPE_CHECKING:
    from .state import ElysiumState

C = load_content()
DOMAIN_BONUS = C.rules["domain_bonus"]


def totals(state: ElysiumState) -> list[int]:
    """Total prestige per seat as it would be counted now."""
    return [city_prestige(state, s) + DOMAIN_BONUS * len(domains(state, s)) + state.prestige[s]
            for s in range(state.players)]


def breakdown(state: ElysiumState) -> list[tuple[str, list[int]]]:
    """Rows for the results screen: (label, value per seat)."""
    n = range(state.players)
    city = [city_prestige(state, s) for s in n]
    bonus = [DOMAIN_BONUS * len(domains(state, s)) for s in n]
    personal = list(state.prestige)
    return [("City prestige (zones)", city), ("Domain bonuses", bonus), ("Personal prestige", personal),
            ("Zones controlled", [zones_controlled(state, s) for s in n]),
            ("Total prestige", [c + b + p for c, b, p in zip(city, bonus, personal)])]


def rank_key(state: ElysiumState, seat: int, prestige: list[int]) -> tuple[int, int, int]:
    """Prestige, then zones controlled, then influence tokens on the board."""
    return prestige[seat], zones_controlled(state, seat), tokens_on_board(state, seat)


def leaders(state: ElysiumState, prestige: list[int]) -> list[int]:
    """The Primogen on the board tied at the top after every tie-break (in seat order)."""
    eligible = [s for s in range(state.players) if state.location[s] >= 0 and not state.withdrawn[s]]
    if not eligible:
        return []
    keys = {s: rank_key(state, s, prestige) for s in eligible}
    best = max(keys.values())
    return [s for s in eligible if keys[s] == best]
