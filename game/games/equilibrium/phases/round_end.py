"""A round of the action phase: it begins with two tokens for every seat, each turn ends on the
intrigue track, and the round ends when no token is left: every guild held at exactly six then
earns its holder an Equilibrium card (lowest intrigue first, while the guild's pile lasts)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.events import Event
from game.core.flow import PHASE_DONE
from game.core.seats import seat_ref

from ..board import equilibriums

if TYPE_CHECKING:
    from ..state import EquilibriumState


def begin(state: EquilibriumState, events: list[Event]) -> None:
    """A new round: both tokens back to every seat, the action cards cleared."""
    state.tokens = [[True, True] for _ in range(state.players)]
    state.occupants = [[] for _ in state.cards]
    state._clear_turn()
    state.active = state._next_active()
    num = state.round_no
    events.append(Event("round", f"Round {num} begins", None, {"round": num}))


def action_intrigue(state: EquilibriumState) -> int:
    """The intrigue of the turn's action: the spiders beside the space the token was placed on,
    whatever card was performed there (a 2-player hand card costs the space it is played over).
    A game begun under the first table's rules pays the performed card's own fixed value."""
    if state.rules_edition == 1:
        return state.content.first_table_intrigue[state.t_effect]
    return state.space_intrigue(state.t_card)


def end_turn(state: EquilibriumState, events: list[Event]) -> None:
    """Move the intrigue token (on top of any stack it lands on; a token moved zero spaces, as by
    the Clerics' minor favour on a 1-spider space, keeps its place), then the next seat, or the
    round end."""
    p = state.active
    if state.t_effect:
        c = state.content
        gain = action_intrigue(state)
        clerics = state.favour_with("occupied_defence")
        if state.t_favour == clerics:
            fav = c.favours[clerics]
            gain += fav.intrigue_major if state.t_favour_level == 2 else fav.intrigue_minor
        before = state.intrigue[p]
        state.intrigue[p] = max(0, min(c.intrigue_max, before + gain))
        if state.intrigue[p] != before or state.rules_edition == 1:
            state.arrival[p] = state.arrivals     # a token that moved goes on top of its new stack;
            state.arrivals += 1                   # one that moved zero spaces keeps its place
        events.append(Event("intrigue", f"{seat_ref(p)}'s intrigue {before} → {state.intrigue[p]}", p,
                            {"player": p, "from": before, "to": state.intrigue[p]}))
    state._clear_turn()
    nxt = state._next_active()
    if nxt < 0:
        finish(state, events)
        return
    state.active = nxt
    events.append(Event("turn", f"{seat_ref(nxt)} to play", nxt, {"player": nxt}))


def finish(state: EquilibriumState, events: list[Event]) -> None:
    """The round end: Equilibrium cards, then on to the next step of the schedule."""
    c = state.content
    for p in state.turn_order():
        for g in equilibriums(state.boards[p], c.equilibrium_total):
            if state.eq_pile[g] > 0:
                state.eq_pile[g] -= 1
                state.eq_cards[p][g] += 1
                events.append(Event("equilibrium", f"{seat_ref(p)} takes an Equilibrium card of the "
                                    f"{c.guilds[g].name}", p, {"player": p, "guild": g}))
    state.step += 1
    state.stage = PHASE_DONE
