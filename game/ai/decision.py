"""What every seat does around a decision: whose view, which rng, which actions.

Seats are handed ``state.view(seat)``; these helpers make sure that is all they
use, derive a reproducible rng for each decision, and list the candidates.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.core import Action, GameState, Rng

_MIX = 0x9E3779B97F4A7C15
_MASK = (1 << 64) - 1


@dataclass(frozen=True)
class Decision:
    """One decision as a seat sees it: the view, the deciding seat and its options."""

    view: GameState
    seat: int
    actions: list[Action]


def as_view(state: GameState) -> GameState:
    """`state` itself if it is already a view; otherwise the current player's view of it.

    A seat handed a full state by mistake still sees only what its player knows.
    """
    if state.rng is None:
        return state
    seat = state.current_player
    if seat is None:
        raise ValueError("the game is over: there is nothing to decide")
    return state.view(seat)


def decision_rng(seed: int, view: GameState, given: Rng | random.Random | None = None) -> Rng:
    """The rng of one decision: the one given, else one derived from the seat's seed.

    Deriving it from (seed, seat, number of actions so far) makes a seat choose
    the same way after a save is loaded as it would have without the reload.
    """
    if isinstance(given, Rng):
        return given
    if isinstance(given, random.Random):
        return Rng(given.getrandbits(63))
    seat = view.current_player if view.current_player is not None else 0
    mixed = (seed * _MIX + (len(view.history) + 1) * 0xBF58476D1CE4E5B9 + seat * 0x94D049BB133111EB)
    return Rng(mixed & _MASK)


def candidate_actions(view: GameState, seat: int, rng: Rng) -> list[Action]:
    """The deciding seat's legal actions, read from its view (or one determinization of it)."""
    try:
        actions = view.legal_actions()
    except Exception:  # noqa: BLE001 -- a view that cannot list actions: ask a sampled world
        actions = []
    if not actions:
        actions = view.determinize(seat, rng.fork()).legal_actions()
    return actions


def open_decision(state: GameState, rng: Rng) -> Decision:
    """The view, seat and candidate actions of the decision `state` asks for."""
    view = as_view(state)
    seat = view.current_player
    if seat is None:
        raise ValueError("the game is over: there is nothing to decide")
    return Decision(view, seat, candidate_actions(view, seat, rng))
