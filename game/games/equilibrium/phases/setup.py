"""Setup: deal the action cards and vote decks, draw the starting stack order, then each seat in
turn places its starting sets of influence tokens, one guild per set."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import decks
from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.flow import PHASE_DONE
from game.core.seats import seat_ref

from ..actions import PlaceSet
from ..board import GUILDS, apply_ops, guild_total

if TYPE_CHECKING:
    from ..state import EquilibriumState


def deal(state: EquilibriumState) -> None:
    """Everything the seed decides, in the rulebook's setup order (the rng is drawn in this order,
    the same since the first table, so old saves replay the same deal).  The shuffled cards go
    face up onto the board's action spaces (content.toml [[space]]) in board order, then the
    printed board actions on their own spaces (from 3 players)."""
    c, n, rng = state.content, state.players, state.rng
    assert rng is not None
    order = list(range(n))
    rng.shuffle(order)                     # the starting stack is random
    state.arrival = [order.index(p) for p in range(n)]
    state.arrivals = n
    basic = [cid for cid, card in c.cards.items() if card.type == "basic"]
    advanced = [cid for cid, card in c.cards.items() if card.type == "advanced"]
    rng.shuffle(advanced)
    if state.advanced:
        pool = basic + advanced
        rng.shuffle(pool)
        board_cards = pool[:c.random_cards[n]]
        rest = pool[c.random_cards[n]:]
    else:
        k = c.advanced_cards[n]
        board_cards = basic + advanced[:k]
        rest = advanced[k:]
        rng.shuffle(board_cards)
    if state.rules_edition >= 2:       # the cards lie on the spaces in board order, as dealt
        state.spaces = [s.id for s in c.deal_spaces(n) + c.printed_spaces(n)]
    board_cards += [s.card for s in c.printed_spaces(n)]
    state.cards = board_cards
    state.occupants = [[] for _ in board_cards]
    if n == 2:
        for p in range(n):
            state.hands[p] = rest[:c.two_player_hand]
            rest = rest[c.two_player_hand:]
    state.unused_cards = rest                 # in the box: nobody knows them
    for p in range(n):
        state.decks[p] = decks.shuffled(range(GUILDS * 2), rng)
    if n == 2:
        state.neutral_deck = decks.shuffled(range(GUILDS * 2), rng)


def begin(state: EquilibriumState, events: list[Event]) -> None:
    """The first seat places its first starting set."""
    state.setup_seat = 0
    state.setup_set = 0
    state.stage = "setup"


def place_legal(state: EquilibriumState) -> list[Action]:
    """The next starting set goes on any guild of the seat's board that is still empty."""
    board = state.boards[state.setup_seat]
    return [PlaceSet(state.setup_set, g) for g in range(GUILDS) if not guild_total(board, g)]


def place_apply(state: EquilibriumState, action: Action, events: list[Event]) -> None:
    assert isinstance(action, PlaceSet)
    p = state.setup_seat
    values = state.sets[state.setup_set]
    ops = ";".join(f"+{v}@{action.guild}" for v in values)
    if not apply_ops(state.boards[p], state.supply, ops):
        raise IllegalAction("the supply cannot pay for this starting set")
    events.append(Event("ops", f"{seat_ref(p)} places {'+'.join(map(str, values))} on "
                        f"{state.content.guilds[action.guild].name}", p,
                        {"player": p, "ops": ops, "setup": True}))
    state.setup_set += 1
    if state.setup_set == len(state.sets):
        state.setup_set = 0
        state.setup_seat += 1
        if state.setup_seat == state.players:
            state.stage = PHASE_DONE
