"""Prestige: city prestige from zones and domains, personal prestige, and the tie-breaks.

Ties for Regent or winner go to the most zones controlled, then the most
influence tokens on the board; a Primogen in torpor can be neither.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.scores import decided_by

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
    """The prestige by category (they add up to :func:`totals`)."""
    n = range(state.players)
    return [("City prestige (zones)", [city_prestige(state, s) for s in n]),
            ("Domain bonuses", [DOMAIN_BONUS * len(domains(state, s)) for s in n]),
            ("Personal prestige", list(state.prestige))]


def notes(state: ElysiumState) -> list[tuple[str, list[int]]]:
    """Zones controlled: not prestige, the first tie-break."""
    return [("Zones controlled", [zones_controlled(state, s) for s in range(state.players)])]


def tie_break(state: ElysiumState) -> str:
    """Which tie-break chose the Prince among those tied on prestige ("" when none did)."""
    n = range(state.players)
    on_board = [1 if state.location[s] >= 0 and not state.withdrawn[s] else 0 for s in n]
    steps = [("a Primogen still on the board", on_board),
             ("most zones controlled", [zones_controlled(state, s) for s in n]),
             ("most influence tokens on the board", [tokens_on_board(state, s) for s in n])]
    return decided_by(totals(state), state.winners(), steps, "prestige")


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
