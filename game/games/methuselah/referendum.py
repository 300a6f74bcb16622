"""A referendum, called by a political action that goes through: every seat in turn from the acting
one casts its titles' votes and plays vote cards while anyone still does; it passes on more votes for
than against (ties fail) and its card's terms are carried out."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action, Pass
from game.core.events import Event
from game.core.seats import clockwise_from, seat_ref
from game.core.windows import Window, open_window, window_next, window_seat

from .actions import Cast, EdgeVote, Play
from .board import (
    find,
    title_votes,
)
from .content import load
from .counters import (
    add_blood,
    gain_pool,
    lose_pool,
)
from .under_way import cards_with, finish_action, pay_card, played, reactors

if TYPE_CHECKING:
    from .state import MethuselahState

_C = load()
PASS = Pass()
EDGE_VOTE_EDITION = 3  # from which the Edge's holder may burn it for 1 vote (issue 46)


# -- the referendum ------------------------------------------------------------------------
def open_referendum(state: MethuselahState, events: list[Event]) -> None:
    seat = state.turn
    state.votes = [0, 1]          # the political action itself gives the acting vampire 1 vote for
    state.cast = [-1] * state.players
    state.seat_votes = [0] * state.players
    state.seat_votes[seat] = 1
    state.win = Window()
    order = [s for s in clockwise_from(seat, state.players) if state.alive[s]]
    open_window(state.win, order)
    state.actor = window_seat(state.win)
    state.step = "vote"
    events.append(Event("referendum", f"A referendum on {_C.cards[state.a_card].name}", seat))


def vote_legal(state: MethuselahState) -> list[Action]:
    seat = state.actor
    out: list[Action] = [PASS]
    sides = [state.cast[seat]] if state.cast[seat] >= 0 else [1, 0]
    if state.cast[seat] < 0 and title_votes(state, seat) > 0:
        out += [Cast(1), Cast(0)]
    if state.edge == seat and state.rules_edition >= EDGE_VOTE_EDITION:
        out += [EdgeVote(s) for s in sides]
    if seat == state.turn:
        m = find(state, state.a_uid)
        if m is not None:
            out += [Play(c, m.uid, s) for c in cards_with(state, seat, m, "modifier", "votes") for s in sides]
    else:
        out += [Play(p.card, p.uid, s) for p in reactors(state, seat, "votes") for s in sides]
    return out


def vote_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    seat = state.actor
    assert state.win is not None
    acted = not isinstance(action, Pass)
    if isinstance(action, Cast | Play | EdgeVote):
        side = action.side
        if state.cast[seat] < 0:
            state.cast[seat] = side
            titles = title_votes(state, seat)
            state.votes[side] += titles
            state.seat_votes[seat] += titles
        if isinstance(action, Play):
            more = played(state, seat, action, "votes", events)
            state.votes[side] += more
            state.seat_votes[seat] += more
        if isinstance(action, EdgeVote):
            state.edge = -1
            state.votes[side] += 1
            state.seat_votes[seat] += 1
            events.append(Event("edge", f"{seat_ref(seat)} burns the Edge for 1 vote", seat))
        events.append(Event("vote", f"{seat_ref(seat)} votes {'for' if side else 'against'}: "
                                    f"{state.votes[1]} for, {state.votes[0]} against", seat))
    if window_next(state.win, acted):
        _tally(state, events)
    else:
        state.actor = window_seat(state.win)


def _tally(state: MethuselahState, events: list[Event]) -> None:
    seat = state.turn
    m = find(state, state.a_uid)
    yes, no = state.votes[1], state.votes[0]
    passed = yes > no                     # ties fail
    card = _C.cards[state.a_card]
    events.append(Event("tally", f"{card.name} {'passes' if passed else 'fails'}, {yes} to {no}", seat,
                        {"passed": passed}))
    if passed:
        ops = card.basic
        if m is not None:
            pay_card(state, m)
        gain_pool(state, seat, ops.get("pool", 0))
        if ops.get("prey_burn"):
            lose_pool(state, state.prey(seat), ops["prey_burn"])
        if ops.get("others_burn"):
            for s in range(state.players):
                if s != seat and state.alive[s]:
                    lose_pool(state, s, ops["others_burn"])
        if ops.get("all_burn"):
            for s in range(state.players):
                if state.alive[s]:
                    lose_pool(state, s, ops["all_burn"])
        if ops.get("edge"):
            state.edge = seat
        if ops.get("blood") and m is not None:
            add_blood(state, m, ops["blood"])
    finish_action(state, events)
