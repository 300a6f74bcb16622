"""Bloodlines' phases and steps.  One phase plays the whole game on the engine's stack of frames
(engine.py); each decision kind is a step with its words here, once."""

from __future__ import annotations

from game.core.flow import Flow, Phase, Step

from . import engine


def _over_begin(state, events) -> None:  # type: ignore[no-untyped-def]
    state.over = True
    state.step = ""


PHASES = {
    "play": Phase("play", engine.begin_play, "over"),
    "over": Phase("over", _over_begin, "over"),
}

# step (frame kind) -> (prompt for the seat deciding, words for the others after its name)
WORDS = {
    "clan": ("Choose your clan and its leader", "is choosing a clan"),
    "turn": ("Recruit a character (you must), scheme (you may), or end the turn", "is taking a turn"),
    "sire": ("Choose the sire the new vampire goes beneath", "is placing a recruit"),
    "order": ("Choose the battleground to modify next", "is choosing the order of the battlegrounds"),
    "roam": ("A roaming vampire: choose the side it acts for", "is choosing where a roaming vampire acts"),
    "ankh": ("Move an ankh to an adjacent court", "is moving an ankh"),
    "revolt": ("Take the city's ankh, or burn it", "is deciding an ankh's fate"),
    "sab_token": ("Choose a token in the region", "is choosing a token"),
    "sab_side": ("Choose the side of the token to add", "is adding a token"),
    "sab_region": ("Choose the region the token moves to", "is moving a token"),
    "leader": ("Choose the coterie leader", "is forming a coterie"),
    "boon_to": ("Give a boon to a rival's vampire to complete the coterie", "is placing a boon"),
    "boon_from": ("Choose the vampire whose boon you give", "is placing a boon"),
    "target": ("Choose the target", "is choosing a target"),
    "next": ("Choose the vampire to activate next", "is activating vampires"),
    "sacrifice": ("Your vampire falls into torpor: sacrifice a childe instead?", "is deciding on a sacrifice"),
    "redirect": ("Your clan leader would receive infamy: choose the childe who takes it",
                 "is passing infamy down"),
    "kiss": ("Kiss the Ring: give a boon, or suffer the effect", "is deciding whether to kiss the ring"),
    "invite": ("Invitation: choose a guest (and who goes first), or no one", "is sending an invitation"),
    "answer": ("You are invited: accept (choosing who gains), or decline", "is answering an invitation"),
    "reserve": ("Reserve a character of the queue", "is reserving a character"),
    "remove": ("Remove a character from the queue", "is removing characters from the queue"),
    "take": ("Take a clan scheme back from your discard pile", "is taking back a scheme"),
    "deckpick": ("Recruit any character from the deck", "is searching the deck"),
    "embrace": ("Embrace the Chaos: name an attribute", "is naming an attribute"),
    "modbg": ("Choose the battleground to modify", "is choosing a battleground"),
    "modattr": ("Choose the attribute the battleground is modified as", "is choosing an attribute"),
    "enemy": ("Declare Enemy: choose a rival's vampire", "is declaring an enemy"),
    "usurp_who": ("Usurp: choose the vampire to replace", "is usurping"),
    "usurp_with": ("Usurp: choose the character from the queue", "is usurping"),
    "craft_pick": ("Craft Monstrosity: choose an ancilla of the queue", "is crafting a monstrosity"),
    "craft_onto": ("Craft Monstrosity: choose the vampire that takes its abilities",
                   "is crafting a monstrosity"),
    "edict": ("Edict: name the attribute", "is issuing an edict"),
    "market_pay": ("Black Market: choose the vampire whose boon pays", "is trading at a black market"),
    "primogen": ("A tie: declare an archetype (the deck decides)", "is declaring an archetype"),
}
assert set(WORDS) == set(engine.LEGAL), sorted(set(WORDS) ^ set(engine.LEGAL))

STEPS = {name: Step(engine.step_legal, engine.step_apply, prompt, waiting)
         for name, (prompt, waiting) in WORDS.items()}
FLOW = Flow(PHASES, STEPS, over="over", nothing_to_decide=lambda a: False)
