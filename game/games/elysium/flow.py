"""The turn as a table of phases (boardgame.io style) and the steps that wait for decisions.

Each phase module has a ``begin`` and owns a few steps; a step is the pair
(legal, apply).  When a phase sets ``step = PHASE_DONE`` the table says what
comes next.  After every action the state skips seats that could only pass (or only end their turn, or only spare a loser).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core import Action, Event

from . import windows
from .actions import EndResources, Pass, Spoil
from .phases import challenge, influence, movement, resolution, resource, setup
from .turns import PHASE_DONE

if TYPE_CHECKING:
    from .state import ElysiumState


@dataclass(frozen=True)
class Phase:
    name: str
    begin: Callable[[ElysiumState, list[Event]], None]
    next: str


@dataclass(frozen=True)
class Step:
    legal: Callable[[ElysiumState], list[Action]]
    apply: Callable[[ElysiumState, Action, list[Event]], None]


PHASES: dict[str, Phase] = {
    "setup": Phase("setup", setup.finish, "resource"),
    "resource": Phase("resource", resource.begin, "movement"),
    "movement": Phase("movement", movement.begin, "challenge"),
    "challenge": Phase("challenge", challenge.begin, "influence"),
    "influence": Phase("influence", influence.begin, "resolution"),
    "resolution": Phase("resolution", resolution.begin, "resource"),
}


def _dice_apply(state: ElysiumState, action: Action, events: list[Event]) -> None:
    if windows.dice_apply(state, action, events):
        assert state.clash is not None
        if state.clash.kind == "influence":
            influence.resolve(state, events)
        else:
            challenge.resolve(state, events)


STEPS: dict[str, Step] = {
    "clan": Step(setup.clan_legal, setup.clan_apply),
    "resource": Step(resource.turn_legal, resource.turn_apply),
    "hand": Step(resource.hand_legal, resource.hand_apply),
    "offer": Step(resource.offer_legal, resource.offer_apply),
    "move": Step(movement.legal, movement.apply),
    "challenge": Step(challenge.declare_legal, challenge.declare_apply),
    "assist": Step(challenge.assist_legal, challenge.assist_apply),
    "permit": Step(challenge.permit_legal, challenge.permit_apply),
    "spoils": Step(challenge.spoils_legal, challenge.spoils_apply),
    "trim": Step(challenge.trim_legal, challenge.trim_apply),
    "influence": Step(influence.target_legal, influence.target_apply),
    "bid": Step(influence.bid_legal, influence.bid_apply),
    "join": Step(influence.join_legal, influence.join_apply),
    "powers": Step(windows.powers_legal, windows.powers_apply),
    "dice": Step(windows.dice_legal, _dice_apply),
}
_NOTHING = (Pass(), EndResources())
MAX_AUTO = 10_000


def nothing_to_decide(action: Action) -> bool:
    """A pass in all but name: passing, ending a Resource Phase, sparing a loser when that is all."""
    return action in _NOTHING or isinstance(action, Spoil) and action.effect == "none"


def run(state: ElysiumState, action: Action, events: list[Event]) -> None:
    """Apply `action` at the waiting step, then settle."""
    STEPS[state.step].apply(state, action, events)
    settle(state, events)


def settle(state: ElysiumState, events: list[Event]) -> None:
    """Advance through phase changes and pass-only decisions until someone must choose."""
    for _ in range(MAX_AUTO):
        if state.over:
            state._legal_cache = []
            return
        if state.step == PHASE_DONE:
            phase = PHASES[PHASES[state.phase].next]
            state.phase = phase.name
            state.clash = None
            phase.begin(state, events)
            continue
        legal = STEPS[state.step].legal(state)
        if len(legal) == 1 and nothing_to_decide(legal[0]):
            STEPS[state.step].apply(state, legal[0], events)
            continue
        state._legal_cache = legal
        return
    raise RuntimeError("Elysium: the turn did not settle")
