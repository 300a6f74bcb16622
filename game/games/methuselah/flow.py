"""Methuselah's turn as data: setup, then each Methuselah's turn of five phases (unlock, master,
minion, influence, discard) round the table; every decision is a step of one seat."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING

from game.core.actions import Action, Pass
from game.core.flow import Flow, Phase, Step, asks_unless_ruled_out

from . import blocks, combat, effects, minion, referendum, seeking, turn
from .actions import Strike
from .board import (
    BALANCED_DECKS_EDITION,
    FULL_DECKS_EDITION,
    seat_lists,
    starter_library,
)
from .content import load
from .pieces import ALLY, VAMPIRE

if TYPE_CHECKING:
    from .state import MethuselahState

PHASES = {
    "setup": Phase("setup", turn.setup_begin, "unlock"),
    "unlock": Phase("unlock", turn.unlock_begin, turn.following("master")),
    "master": Phase("master", turn.master_begin, turn.following("minion")),
    "minion": Phase("minion", minion.begin, turn.following("influence")),
    "influence": Phase("influence", turn.influence_begin, turn.following("discard")),
    "discard": Phase("discard", turn.discard_begin, turn.following("unlock")),
}
STEPS = {
    "edge": Step(turn.edge_legal, turn.edge_apply,
                 "You hold the Edge: gain 1 pool?", "holds the Edge"),
    "withdraw": Step(turn.withdraw_legal, turn.withdraw_apply,
                     "Your library is empty: announce a withdrawal?", "may withdraw"),
    "master": Step(turn.master_legal, turn.master_apply,
                   "Play a master card, or pass", "is in the master phase"),
    "master_target": Step(turn.master_target_legal, turn.master_target_apply,
                          "Choose the vampire the card goes to", "is choosing a vampire"),
    "seek": Step(seeking.seek_legal, seeking.seek_apply,
                 "Take one of these cards into your hand", "is looking at the top of a library"),
    "minion": Step(minion.minion_legal, minion.minion_apply,
                   "Choose a minion to act, or end the minion phase", "is choosing a minion to act"),
    "action": Step(minion.action_legal, minion.action_apply,
                   "Choose the action", "is choosing an action"),
    "target": Step(minion.target_legal, minion.target_apply,
                   "Choose the action's target", "is choosing a target"),
    "block": Step(blocks.block_legal, blocks.block_apply,
                  "Block with one of your minions?", "may block"),
    "stealth": Step(blocks.stealth_legal, blocks.stealth_apply,
                    "You are about to be blocked: play stealth, or let the block stand",
                    "may add stealth"),
    "intercept": Step(blocks.intercept_legal, blocks.intercept_apply,
                      "The action has too much stealth: play intercept, or let it go",
                      "may add intercept"),
    "bleed_mod": Step(effects.bleed_mod_legal, effects.bleed_mod_apply,
                      "The bleed is unblocked: add to it?", "may add to the bleed"),
    "bleed_react": Step(effects.bleed_react_legal, effects.bleed_react_apply,
                        "You are being bled: reduce it?", "may reduce the bleed"),
    "vote": Step(referendum.vote_legal, referendum.vote_apply,
                 "The referendum: cast your votes, play a vote card, burn the Edge, or pass", "is voting"),
    "maneuver": Step(combat.maneuver_legal, combat.maneuver_apply,
                     "Combat: manoeuvre to change the range?", "may manoeuvre"),
    "strike": Step(combat.strike_legal, combat.strike_apply,
                   "Combat: choose your strike", "is choosing a strike"),
    "prevent": Step(combat.prevent_legal, combat.prevent_apply,
                    "Combat: prevent damage?", "may prevent damage"),
    "press": Step(combat.press_legal, combat.press_apply,
                  "Combat: press for another round (or to end it)?", "may press"),
    "influence": Step(turn.influence_legal, turn.influence_apply,
                      "Influence: spend your transfers, or end the phase", "is spending transfers"),
    "discard": Step(turn.discard_legal, turn.discard_apply,
                    "Discard phase: discard a card and draw, put an event in play, or pass",
                    "is in the discard phase"),
}
NO_STRIKE = Strike("none")


def nothing_to_decide(action: Action) -> bool:
    """A lone pass, or a lone 'do not strike' (at long range with no ranged strike), is played unasked."""
    return isinstance(action, Pass) or action == NO_STRIKE


_C = load()
PUBLIC_ASKING_EDITION = 2  # from which a seat that might answer, as the table sees it, is asked (issue 40)


def _hand(state: MethuselahState) -> list[int] | None:
    """The deciding seat's hand, when the table must not learn from the flow what it holds."""
    return state.hand[state.actor] if state.rules_edition >= PUBLIC_ASKING_EDITION else None


READS = {
    "master": ("master",),
    "action": ("action", "equipment", "retainer", "ally", "political"),
    "stealth": ("modifier",), "bleed_mod": ("modifier",), "vote": ("modifier", "reaction"),
    "intercept": ("reaction",), "bleed_react": ("reaction",),
    "maneuver": ("combat",), "strike": ("combat",), "prevent": ("combat",), "press": ("combat",),
}
"""The card types a step's legal actions are made from (a step not named reads every card): other
cards in a swapped hand add no action there, so the asks leave them out."""


LIST_EDITIONS = (1, FULL_DECKS_EDITION, BALANCED_DECKS_EDITION)
"""The first rules edition of each of a starter deck's lists (board.starter_library)."""


_GEAR_TYPES = ("equipment", "retainer")   # the only cards a minion carries (effects.unblocked)


def could_hold(types: tuple[str, ...] | None) -> Callable[[MethuselahState], list[int]]:
    """Every card of `types` (None: of any type) the table cannot rule out of the deciding seat's
    hand, each once: ``sorted(set(unseen_library(state, state.actor, None)))`` of those types,
    counted from the deck list instead of removed one by one, and only the table's cards that could
    be of those types looked at (tests/games/methuselah/test_asks.py compares every asks with its
    definition)."""
    counts = {edition: tuple(Counter(card for card in starter_library(deck, edition)
                                     if types is None or _C.cards[card].type in types) for deck in _C.decks)
              for edition in LIST_EDITIONS}
    by_rules: dict[int, tuple[Counter[int], ...]] = {}
    with_gear = types is None or any(t in types for t in _GEAR_TYPES)
    with_allies = types is None or "ally" in types

    def cards(state: MethuselahState) -> list[int]:
        p = state.actor
        deck = state.decks[p]
        edition = state.rules_edition
        if deck >= 0:
            lists = by_rules.get(edition)
            if lists is None:
                lists = by_rules[edition] = counts[max(e for e in LIST_EDITIONS if e <= edition)]
            left = lists[deck]
        else:
            left = _library_counts(seat_lists(state, p)[1], types)
        if not left:
            return []
        seen = state.ash[p] + state.played[p] + state.locations[p] + state.events_in[p]   # table_seen_library
        if state.out[p]:
            seen += [x - 1000 for x in state.out[p] if x >= 1000]
        if with_gear and state.gear:
            controllers = {m.uid: m.controller for m in state.mins}
            seen += [g.card for g in state.gear if controllers.get(g.holder, -1) == p]
        if with_allies:
            seen += [m.card for m in state.mins if m.controller == p and m.kind == ALLY]
        return sorted([card for card, n in left.items() if n > seen.count(card)])
    return cards


def _might_bring_out(state: MethuselahState) -> bool:
    """Might a face-down vampire of the seat in its influence phase have the blood to come out, as
    the table sees it (its capacity unknown): blood enough for the least capacity it could have."""
    seat = state.turn
    if not state.unc[seat] or state.rules_edition < PUBLIC_ASKING_EDITION:
        return False
    deck = state.decks[seat]   # unseen_crypt(state, seat, None), counted (a seat's own deck: from its list)
    if deck >= 0:
        left, order = _CRYPT_COUNTS[deck], _BY_CAPACITY[deck]
    else:
        crypt = seat_lists(state, seat)[0]
        left, order = _crypt_counts(crypt), _least_first(crypt)
    most = max(state.unc_blood[seat])
    if not order or most < _CAPACITY[order[0]]:
        return False    # below the least capacity in the whole list
    seen = state.ash_crypt[seat] + [x for x in state.out[seat] if x < 1000]    # table_seen_crypt
    seen += [m.card for m in state.mins if m.controller == seat and m.kind == VAMPIRE]
    for v in order:
        if left[v] > seen.count(v):      # the least capacity it could have
            return most >= _CAPACITY[v]
    return False


_CRYPT_COUNTS = tuple(Counter(deck.crypt) for deck in _C.decks)
_CAPACITY = tuple(v.capacity for v in _C.vampires)
_BY_CAPACITY = tuple(tuple(sorted(set(deck.crypt), key=_CAPACITY.__getitem__)) for deck in _C.decks)
"""Each starter crypt's vampires, each once, least capacity first."""


# A seat's own deck (or a random legal one) is counted once, as the starter decks are above: the
# search asks about the same few lists at every step it takes (docs/methuselah-decisions.md)
@lru_cache(maxsize=64)
def _library_counts(library: tuple[int, ...], types: tuple[str, ...] | None) -> Counter[int]:
    return Counter(card for card in library if types is None or _C.cards[card].type in types)


@lru_cache(maxsize=64)
def _crypt_counts(crypt: tuple[int, ...]) -> Counter[int]:
    return Counter(crypt)


@lru_cache(maxsize=64)
def _least_first(crypt: tuple[int, ...]) -> tuple[int, ...]:
    """A crypt list's vampires, each once, least capacity first."""
    return tuple(sorted(set(crypt), key=_CAPACITY.__getitem__))


HAND_FREE = frozenset({"edge", "withdraw", "master_target", "seek", "minion", "target", "block", "influence"})
"""The steps whose legal actions never read the hand: swapping it for what the table cannot rule out
changes nothing, so asking by the hand is always False there (the flow asks only when the lone
choice is a pass in all but name)."""


def _never(state: MethuselahState) -> bool:
    return False


_MASTERS = could_hold(READS["master"])


def _master_asks(state: MethuselahState) -> bool:
    """The master step's asks, stopping at the first master card the seat could play: its legal
    reads the hand of the seat whose turn it is, and offers a card or passes."""
    if not _hand(state) or state.actor != state.turn:
        return False
    return next(turn.playable_masters(state, state.turn, _MASTERS(state)), None) is not None


def _asks(step: Step, name: str) -> Callable[[MethuselahState], bool]:
    if name == "influence":
        return _might_bring_out
    if name == "master":
        return _master_asks
    if name in HAND_FREE:
        return _never
    return asks_unless_ruled_out(step.legal, nothing_to_decide, _hand, could_hold(READS.get(name)))


# From edition 2 a seat is asked at any step whenever a card the table cannot rule out of its hand
# (or, in its influence phase, a face-down vampire's capacity) would let it answer (it may pass);
# before, it was skipped unless it could, and the table learnt it.
STEPS = {name: replace(step, asks=_asks(step, name)) for name, step in STEPS.items()}
FLOW: Flow[MethuselahState] = Flow(PHASES, STEPS, over="over", nothing_to_decide=nothing_to_decide)
