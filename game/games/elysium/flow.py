"""Elysium's turn as a table of phases and the steps that wait for decisions (on game.core.flow).

Each phase module has a ``begin`` and owns a few steps; a step is the pair
(legal, apply).  When a phase sets ``step = PHASE_DONE`` the table says what
comes next.  After every action the core flow skips seats that could only pass
(or only end their turn, or only spare a loser).  Each step carries its words once:
what the deciding seat is asked (``prompt``) and what the others see it doing
(``waiting``, after the seat's name); tables, the log and a coach read them from here.

The response windows around the dice are nested decisions: a challenge or contest pushes a
``powers`` window onto the kit's pending-decision stack (``state.stack``, see windows.py), which
gives way to a ``dice`` window, and when that closes the opener resolves.  Both are declared
here once, as :class:`~game.core.pending.Decision` kinds (``FRAMES``) with their words; while one
waits, the flow writes its kind into ``state.step``, so tables and the AI read "powers" or "dice"
there as before.  ``WORDS`` holds the words of every step and window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Action, Event
from game.core.flow import PHASE_DONE, Flow, FlowError, Phase, Step
from game.core.pending import Decision

from . import windows
from .actions import END_RESOURCES, PASS, Spoil
from .phases import challenge, influence, movement, resolution, resource, setup

if TYPE_CHECKING:
    from .state import ElysiumState

__all__ = ["FLOW", "FRAMES", "PHASES", "PHASE_DONE", "STEPS", "WORDS", "nothing_to_decide", "run", "settle"]

PHASES: dict[str, Phase] = {
    "setup": Phase("setup", setup.finish, "resource"),
    "resource": Phase("resource", resource.begin, "movement"),
    "movement": Phase("movement", movement.begin, "challenge"),
    "challenge": Phase("challenge", challenge.begin, "influence"),
    "influence": Phase("influence", influence.begin, "resolution"),
    "resolution": Phase("resolution", resolution.begin, "resource"),
}


def _dice_apply(state: ElysiumState, frame: windows.ResponseWindow, action: Action, events: list[Event]) -> None:
    """One answer in the dice window; once it has closed, the challenge or contest resolves."""
    if windows.dice_apply(state, frame, action, events):
        assert state.clash is not None
        if state.clash.kind == "influence":
            influence.resolve(state, events)
        else:
            challenge.resolve(state, events)


STEPS: dict[str, Step] = {
    "clan": Step(setup.clan_legal, setup.clan_apply, "choose the clan you will lead", "is choosing a clan"),
    "resource": Step(resource.turn_legal, resource.turn_apply,
                     "take two resource actions, play cards, then end your phase", "takes resource actions"),
    "hand": Step(resource.hand_legal, resource.hand_apply,
                 "too many cards in hand: play or discard one", "trims a hand"),
    "offer": Step(resource.offer_legal, resource.offer_apply, "answer the offer", "considers an offer"),
    "move": Step(movement.legal, movement.apply, "drag your miniature to a zone", "moves"),
    "challenge": Step(challenge.declare_legal, challenge.declare_apply,
                      "declare a challenge, or pass", "considers a challenge"),
    "assist": Step(challenge.assist_legal, challenge.assist_apply,
                   "take a side in the challenge?", "considers taking a side"),
    "permit": Step(challenge.permit_legal, challenge.permit_apply,
                   "someone asks to help you", "weighs an offer of help"),
    "spoils": Step(challenge.spoils_legal, challenge.spoils_apply, "take your spoils", "takes the spoils"),
    "trim": Step(challenge.trim_legal, challenge.trim_apply,
                 "discard a card from play", "discards from play"),
    "influence": Step(influence.target_legal, influence.target_apply,
                      "drag influence onto a lit zone, or stop bidding", "chooses a zone to bid on"),
    "bid": Step(influence.bid_legal, influence.bid_apply,
                "contest, join or raise the bid", "considers the bid"),
    "join": Step(influence.join_legal, influence.join_apply,
                 "someone asks to join your side", "weighs an offer to join"),
}
FRAMES: dict[str, Decision] = {
    "powers": Decision(windows.powers_legal, windows.powers_apply,
                       "declare powers before the dice", "may declare powers"),
    "dice": Decision(windows.dice_legal, _dice_apply,
                     "click a die to reroll or nudge it, or let the dice stand", "may reroll or nudge a die",
                     asks=windows.dice_asks),
}
WORDS: dict[str, Step | Decision] = {**STEPS, **FRAMES}
"""The words of every step and window, by the name ``state.step`` holds while it waits."""
_NOTHING = (PASS, END_RESOURCES)  # the shared ones the lists offer: found by identity first


def nothing_to_decide(action: Action) -> bool:
    """A pass in all but name: passing, ending a Resource Phase, sparing a loser when that is all."""
    return action in _NOTHING or isinstance(action, Spoil) and action.effect == "none"


def _leave(state: ElysiumState) -> None:
    state.clash = None


def _no_resume(state: ElysiumState) -> str:
    """A window is never left without its opener going on (the dice window resolves its clash)."""
    raise FlowError(f"a {state.step} window closed with nothing to go on to (phase {state.phase!r})")


FLOW: Flow[ElysiumState] = Flow(PHASES, STEPS, nothing_to_decide=nothing_to_decide, leave=_leave,
                                over="over", frames=FRAMES, pending="stack", resume=_no_resume)
run = FLOW.run
settle = FLOW.settle
