"""Reading the table: minions, what their cards and equipment give, votes, who may block.
Pure functions of the state (the table calls them too); nothing here changes anything."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .content import Card, Deck, load
from .decklist import deck_lists
from .pieces import ALLY, VAMPIRE, Gear, Minion

if TYPE_CHECKING:
    from .state import MethuselahState

_C = load()
DIRECTED = ("bleed", "rush", "finish")
# [decision] default stealth: directed actions 0, undirected actions 1
BASE_STEALTH = {"bleed": 0, "rush": 0, "finish": 0, "hunt": 1, "equip": 1, "employ": 1, "recruit": 1,
                "political": 1, "boon": 1, "leave": 1, "rescue": 1}
LEAVE_COST = 2
FULL_DECKS_EDITION = 3  # from which a starter deck holds its added cards too (issue 46: every card in a deck)
BALANCED_DECKS_EDITION = 4  # from which a starter deck holds its 'changed' counts (issue 46 item 4: balance)


def find(state: MethuselahState, uid: int) -> Minion | None:
    for m in state.mins:
        if m.uid == uid:
            return m
    return None


def starter_library(deck: Deck, edition: int) -> tuple[int, ...]:
    """A starter deck's library as a game of rules `edition` deals it: from edition 4 with its
    'changed' counts, in edition 3 its library and 'added' cards, before that the library alone."""
    if edition >= BALANCED_DECKS_EDITION:
        return deck.library
    return deck.third if edition >= FULL_DECKS_EDITION else deck.first


def seat_lists(state: MethuselahState, p: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Seat `p`'s deck list, public: its crypt's vampires and its library's cards (a starter deck's,
    or the seat's own deck its option holds: ``decks[p]`` is -1 then)."""
    if state.decks[p] >= 0:
        deck = _C.decks[state.decks[p]]
        return deck.crypt, starter_library(deck, state.rules_edition)
    return deck_lists(state.options[f"deck{p + 1}"])


def deck_title(state: MethuselahState, p: int) -> str:
    """Seat `p`'s deck as the table names it (public): "the starter deck 'X'", or "the deck 'Y'" (its own,
    or a random legal one, named so)."""
    if state.decks[p] >= 0:
        return f"the starter deck '{_C.decks[state.decks[p]].name}'"
    return f"the deck '{state.options[f'deck{p + 1}']['name']}'"


def unseen_library(state: MethuselahState, p: int, seat: int | None) -> list[int]:
    """The cards of `p`'s library list that `seat` has not seen (None: the table): not in play, in
    the ash heap, out of the game; `p`'s hand and seek too when `seat` is `p` (a multiset)."""
    lib = list(seat_lists(state, p)[1])
    seen = table_seen_library(state, p)
    if p == seat:
        seen += state.hand[p] + state.seek[p]
    for x in seen:
        if x in lib:
            lib.remove(x)
    return lib


def table_seen_library(state: MethuselahState, p: int) -> list[int]:
    """The cards of `p`'s library list the whole table has seen: in play, in the ash heap, out of
    the game (a multiset, in unseen_library's order)."""
    seen = state.ash[p] + state.played[p] + state.locations[p] + state.events_in[p]
    seen += [x - 1000 for x in state.out[p] if x >= 1000]
    if state.gear:
        controllers = {m.uid: m.controller for m in state.mins}
        seen += [g.card for g in state.gear if controllers.get(g.holder, -1) == p]
    seen += [m.card for m in state.mins if m.controller == p and m.kind == ALLY]
    return seen


def unseen_crypt(state: MethuselahState, p: int, seat: int | None) -> list[int]:
    """The vampires of `p`'s crypt list that `seat` has not seen (None: the table): not in play,
    in the ash heap, out of the game; `p`'s face-down ones too when `seat` is `p` (a multiset)."""
    crypt = list(seat_lists(state, p)[0])
    seen = table_seen_crypt(state, p)
    if p == seat:
        seen += state.unc[p]
    for v in seen:
        if v in crypt:
            crypt.remove(v)
    return crypt


def table_seen_crypt(state: MethuselahState, p: int) -> list[int]:
    """The vampires of `p`'s crypt list the whole table has seen: in play, in the ash heap, out of
    the game (a multiset, in unseen_crypt's order)."""
    seen = state.ash_crypt[p] + [x for x in state.out[p] if x < 1000]
    seen += [m.card for m in state.mins if m.controller == p and m.kind == VAMPIRE]
    return seen


def capacity(m: Minion) -> int:
    return _C.vampires[m.card].capacity if m.kind == VAMPIRE else 0


def name_of(m: Minion) -> str:
    return _C.vampires[m.card].name if m.kind == VAMPIRE else _C.cards[m.card].name


def level(m: Minion, disc: str) -> int:
    """The minion's level in `disc`: 0 none, 1 basic, 2 superior (allies have none)."""
    if m.kind != VAMPIRE:
        return 0
    return _C.vampires[m.card].disc.get(disc, 0)


def play_level(m: Minion, card: Card) -> int:
    """The level `m` plays `card` at (1 for a card without a discipline), 0 if it cannot."""
    if not card.disc:
        return 1
    return level(m, card.disc)


def gear_of(state: MethuselahState, uid: int) -> list[Gear]:
    return [g for g in state.gear if g.holder == uid]


def gear_sum(state: MethuselahState, uid: int, op: str) -> int:
    return sum(_C.cards[g.card].basic.get(op, 0) for g in state.gear if g.holder == uid)


def event_sum(state: MethuselahState, op: str) -> int:
    total = 0
    for seat in state.events_in:    # plain loops: usually no event is in play
        for e in seat:
            total += _C.cards[e].basic.get(op, 0)
    return total


def ally_stat(m: Minion, op: str) -> int:
    return _C.cards[m.card].basic.get(op, 0) if m.kind == ALLY else 0


def strength(state: MethuselahState, m: Minion) -> int:
    base = ally_stat(m, "strength") if m.kind == ALLY else 1
    return base + gear_sum(state, m.uid, "gear_strength")


def bleed_base(state: MethuselahState, m: Minion) -> int:
    base = ally_stat(m, "bleed") if m.kind == ALLY else 1
    return base + gear_sum(state, m.uid, "gear_bleed")


def stealth_of(state: MethuselahState, m: Minion, kind: str, card: Card | None, lvl: int) -> int:
    """The stealth an action starts with: its kind's default, the card, equipment, an ally's own,
    events in play."""
    s = BASE_STEALTH[kind] + gear_sum(state, m.uid, "gear_stealth") + ally_stat(m, "stealth")
    if card is not None and card.type == "action":
        s += card.ops(lvl).get("stealth", 0)
    return s + event_sum(state, "stealth_all")


def intercept_of(state: MethuselahState, m: Minion) -> int:
    return gear_sum(state, m.uid, "gear_intercept") + ally_stat(m, "intercept") + \
        event_sum(state, "intercept_all")


def ready(m: Minion) -> bool:
    return not m.torpor


def can_block(m: Minion) -> bool:
    return not m.locked and not m.torpor


def title_votes(state: MethuselahState, seat: int) -> int:
    """Votes from the titles of `seat`'s ready vampires."""
    return sum(_C.vampires[m.card].votes for m in state.mins
               if m.controller == seat and m.kind == VAMPIRE and not m.torpor)


def can_pay(state: MethuselahState, seat: int, m: Minion | None, card: Card) -> bool:
    """[decision] a cost may never take your last pool; a blood cost needs a vampire with the blood."""
    if card.cost_pool and state.pool[seat] <= card.cost_pool:
        return False
    return not card.cost_blood or (m is not None and m.kind == VAMPIRE and m.blood >= card.cost_blood)


def blocking_seats(state: MethuselahState, seat: int, kind: str, target: int) -> list[int]:
    """Who may try to block: a directed action's target only; an undirected one's prey, then predator."""
    if kind in DIRECTED:
        return [target] if target != seat else []
    out = []
    for s in (state.prey(seat), state.predator(seat)):
        if s != seat and s not in out:
            out.append(s)
    return out


def may_block(state: MethuselahState) -> list[int]:
    """The seats still to be asked about a block of the action under way (the table's panel)."""
    return [s for s in state.blockers[state.b_pos:] if state.alive[s]]


__all__ = ["ALLY", "VAMPIRE", "Gear", "Minion"]
