"""Bloodlines' phases, and every kind of frame on its pending-decision stack with its words, once.

The game's phases are its rulebook's sections: ``setup`` (each seat chooses its clan), ``rounds``
(the turns), ``scoring`` (the game's end: missions, victory points, ties) and ``over``.  Each is
played on the kit's pending-decision stack (:mod:`game.core.flow`): a phase pushes its bottom
frame (the clan choices, the rounds of ``turn.py``, the final scoring of ``ending.py``), and when
the stack is empty again the next phase begins.  A turn pushes a recruit, a scheme, a trade or an
asset; each of those pushes the decisions it opens (a sire, the
order of the battlegrounds, the target of an effect, a rival's answer, a torpor's sacrifice, ...).
A frame kind is a :class:`~game.core.flow.Task` (work the rules do by themselves) or a
:class:`~game.core.flow.Decision` (a seat decides, with its words).  A lone choice is played at
once (it is no decision); a decision with nothing to choose is dropped.  When the last frame is
gone the phase is over.  The frames themselves are records (``frames.py``); the rules live in the
modules named after the rulebook's sections (setup, turn, recruiting, schemes, torpor, clans,
battlegrounds, ending).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.events import Event
from game.core.flow import PHASE_DONE, Flow, Phase
from game.core.pending import Decision, Task, push

from . import (
    ankhs,
    battlegrounds,
    clans,
    effects,
    ending,
    recruiting,
    schemes,
    sects,
    setup,
    torpor,
    turn,
)
from .frames import FinalScoring, Rounds

if TYPE_CHECKING:
    from .state import BloodlinesState


def _setup_begin(state: BloodlinesState, events: list[Event]) -> None:
    """Game Setup: the table is laid out (``setup.setup``); each seat's clan choice is a frame
    it pushed, in the rulebook's order (none when the clans are dealt at random)."""
    state.step = PHASE_DONE


def _rounds_begin(state: BloodlinesState, events: list[Event]) -> None:
    """Gameplay: the rounds, a turn per seat (its recruit and scheme phases, in any order)."""
    push(state.stack, Rounds())
    state.step = PHASE_DONE


def _scoring_begin(state: BloodlinesState, events: list[Event]) -> None:
    """Game End: the long war revealed, the missions claimed, the victory points and the ties."""
    push(state.stack, FinalScoring())
    state.step = PHASE_DONE


def _over_begin(state: BloodlinesState, events: list[Event]) -> None:
    state.over = True
    state.step = ""


PHASES = {
    "setup": Phase("setup", _setup_begin, "rounds"),
    "rounds": Phase("rounds", _rounds_begin, "scoring"),
    "scoring": Phase("scoring", _scoring_begin, "over"),
    "over": Phase("over", _over_begin, "over"),
}
"""The rulebook's sections, in order: each phase's frames play it, and once its stack is empty
(the last frame popped) the next phase begins."""


FRAMES: dict[str, Decision | Task] = {
    # work the rules do by themselves
    "game": Task(turn.run_rounds),
    "act": Task(recruiting.run_activation),
    "mod": Task(recruiting.run_modification),
    "edicts": Task(recruiting.run_edicts),
    "torpor": Task(torpor.run_torpor),
    "infamy": Task(torpor.run_infamy),
    "trigger": Task(effects.run_trigger),
    "ops": Task(effects.run_effect),
    "kissing": Task(clans.run_kissing),
    "scheme_end": Task(schemes.run_scheme_end),
    "final": Task(ending.run_final),
    # setup and the turn
    "clan": Decision(setup.clan_legal, setup.clan_apply,
                     "Choose your clan and its leader", "is choosing a clan"),
    "turn": Decision(turn.turn_legal, turn.turn_apply,
                     "Recruit a character (you must), scheme (you may), or end the turn", "is taking a turn",
                     asks=turn.turn_asks),
    # recruiting and activation
    "sire": Decision(recruiting.sire_legal, recruiting.sire_apply,
                     "Choose the sire the new vampire goes beneath", "is placing a recruit"),
    "order": Decision(recruiting.order_legal, recruiting.order_apply,
                      "Choose the battleground to modify next", "is choosing the order of the battlegrounds"),
    # the battlegrounds
    "roam": Decision(battlegrounds.roam_legal, battlegrounds.roam_apply,
                     "A roaming vampire: choose the side it acts for", "is choosing where a roaming vampire acts"),
    "ankh": Decision(ankhs.ankh_legal, ankhs.ankh_apply, "Move an ankh to an adjacent court", "is moving an ankh"),
    "revolt": Decision(ankhs.revolt_legal, ankhs.revolt_apply,
                       "Take the city's ankh, or burn it", "is deciding an ankh's fate"),
    "sab_token": Decision(sects.token_legal, sects.token_apply, "Choose a token in the region", "is choosing a token"),
    "sab_side": Decision(sects.side_legal, sects.side_apply, "Choose the side of the token to add", "is adding a token"),
    "sab_region": Decision(sects.region_legal, sects.region_apply,
                           "Choose the region the token moves to", "is moving a token"),
    # schemes
    "leader": Decision(schemes.leader_legal, schemes.leader_apply, "Choose the coterie leader", "is forming a coterie"),
    "boon_to": Decision(schemes.boon_to_legal, schemes.boon_to_apply,
                        "Give a boon to a rival's vampire to complete the coterie", "is placing a boon"),
    "boon_from": Decision(schemes.boon_from_legal, schemes.boon_from_apply,
                          "Choose the vampire whose boon you give", "is placing a boon"),
    # effects
    "target": Decision(effects.target_legal, effects.target_apply, "Choose the target", "is choosing a target"),
    "next": Decision(effects.next_legal, effects.next_apply,
                     "Choose the vampire to activate next", "is activating vampires"),
    "reserve": Decision(effects.reserve_legal, effects.reserve_apply,
                        "Reserve a character of the queue", "is reserving a character"),
    "remove": Decision(effects.remove_legal, effects.remove_apply,
                       "Remove a character from the queue", "is removing characters from the queue"),
    "take": Decision(effects.take_legal, effects.take_apply,
                     "Take a clan scheme back from your discard pile", "is taking back a scheme"),
    "deckpick": Decision(effects.deckpick_legal, effects.deckpick_apply,
                         "Recruit any character from the deck", "is searching the deck"),
    "modbg": Decision(effects.modbg_legal, effects.modbg_apply,
                      "Choose the battleground to modify", "is choosing a battleground"),
    "modattr": Decision(effects.modattr_legal, effects.modattr_apply,
                        "Choose the attribute the battleground is modified as", "is choosing an attribute"),
    # torpor and infamy
    "sacrifice": Decision(torpor.sacrifice_legal, torpor.sacrifice_apply,
                          "Your vampire falls into torpor: sacrifice a childe instead?", "is deciding on a sacrifice"),
    "redirect": Decision(torpor.redirect_legal, torpor.redirect_apply,
                         "Your clan leader would receive infamy: choose the childe who takes it",
                         "is passing infamy down"),
    # the clans
    "enemy": Decision(clans.enemy_legal, clans.enemy_apply,
                      "Declare Enemy: choose a rival's vampire", "is declaring an enemy"),
    "kiss": Decision(clans.kiss_legal, clans.kiss_apply,
                     "Kiss the Ring: give a boon, or suffer the effect", "is deciding whether to kiss the ring"),
    "embrace": Decision(clans.embrace_legal, clans.embrace_apply,
                        "Embrace the Chaos: name an attribute", "is naming an attribute"),
    "market_pay": Decision(clans.market_legal, clans.market_apply,
                           "Black Market: choose the vampire whose boon pays", "is trading at a black market"),
    "invite": Decision(clans.invite_legal, clans.invite_apply,
                       "Invitation: choose a guest (and who goes first), or no one", "is sending an invitation"),
    "answer": Decision(clans.answer_legal, clans.answer_apply,
                       "You are invited: accept (choosing who gains), or decline", "is answering an invitation"),
    "usurp_who": Decision(clans.usurp_who_legal, clans.usurp_who_apply,
                          "Usurp: choose the vampire to replace", "is usurping"),
    "usurp_with": Decision(clans.usurp_with_legal, clans.usurp_with_apply,
                           "Usurp: choose the character from the queue", "is usurping"),
    "craft_pick": Decision(clans.craft_pick_legal, clans.craft_pick_apply,
                           "Craft Monstrosity: choose an ancilla of the queue", "is crafting a monstrosity"),
    "craft_onto": Decision(clans.craft_onto_legal, clans.craft_onto_apply,
                           "Craft Monstrosity: choose the vampire that takes its abilities",
                           "is crafting a monstrosity"),
    "edict": Decision(clans.edict_legal, clans.edict_apply, "Edict: name the attribute", "is issuing an edict"),
    # the end
    "primogen": Decision(ending.primogen_legal, ending.primogen_apply,
                         "A tie: declare an archetype (the deck decides)", "is declaring an archetype"),
}

STEPS: dict[str, Decision] = {kind: frame for kind, frame in FRAMES.items() if isinstance(frame, Decision)}
"""The decisions, by kind: their words are what the table's ribbon reads."""

FLOW: Flow[BloodlinesState] = Flow(PHASES, {}, frames=FRAMES, pending="stack", over="over", nothing_to_decide=lambda a: True)


def phases_from_v6(state: dict[str, Any]) -> dict[str, Any]:
    """A v6 snapshot's state (its saved table) in v7's phases: v6 played the whole game in one
    phase, ``play``, with the rounds' frame beneath the clan choices from the start.  The phase is
    read from the stack: clan choices waiting (the rounds' frame is dropped: the rounds phase
    pushes its own), the rounds, or the final scoring."""
    if state.get("phase") != "play":
        return state
    stack = state.get("stack")
    frames = stack if isinstance(stack, list) else []
    kinds = [frame.get("k") for frame in frames if isinstance(frame, dict)]
    if "clan" in kinds:
        return {**state, "phase": "setup", "stack": [f for f in frames if not (isinstance(f, dict)
                                                                          and f.get("k") == "game")]}
    return {**state, "phase": "rounds" if "game" in kinds else "scoring" if "final" in kinds else "play"}
