"""Elysium's turn as a table of phases and the steps that wait for decisions (on game.core.flow).

Each phase module has a ``begin`` and owns a few steps; a step is the pair
(legal, apply).  When a phase sets ``step = PHASE_DONE`` the table says what
comes next.  After every action the core flow skips seats that could only pass
(or only end their turn, or only spare a loser).  The words each step shows
live with the table (game/ui/tables/elysium/steps.py), declared there once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Action, Event
from game.core.flow import PHASE_DONE, Flow, Phase, Step

from . import windows
from .actions import EndResources, Pass, Spoil
from .phases import challenge, influence, movement, resolution, resource, setup

if TYPE_CHECKING:
    from .state import ElysiumState

__all__ = ["FLOW", "PHASES", "PHASE_DONE", "STEPS", "nothing_to_decide", "run", "settle"]

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


def nothing_to_decide(action: Action) -> bool:
    """A pass in all but name: passing, ending a Resource Phase, sparing a loser when that is all."""
    return action in _NOTHING or isinstance(action, Spoil) and action.effect == "none"


def _leave(state: ElysiumState) -> None:
    state.clash = None


def _over(state: ElysiumState) -> bool:
    return state.over


FLOW: Flow[ElysiumState] = Flow(PHASES, STEPS, nothing_to_decide=nothing_to_decide, leave=_leave,
                                over=_over)
run = FLOW.run
settle = FLOW.settle
