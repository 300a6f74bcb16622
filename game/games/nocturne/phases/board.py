"""The city board: opening an act (locations, victims, Night cells, the altar), fresh victims for
empty quarters, and the fear dice counted from the crosses."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import decks
from game.core.events import Event

from .. import effects

if TYPE_CHECKING:
    from ..state import NocturneState

EMPTY = -2
"""An empty board slot (a quarter without its victim); HIDDEN (-1) is for what a seat may not see."""


def fresh_victim(state: NocturneState, q: int) -> None:
    """Draw a victim into quarter `q`'s Dusk cell and stock its Night cell (blood + the victim's
    value in influence); with the deck empty the quarter stays without a victim."""
    card = decks.draw(state.victim_deck)
    if card == decks.NO_CARD:
        state.victims[q] = EMPTY
        return
    state.victims[q] = card
    r = state.content.rules
    _stock(state, q, r["night_blood"], state.content.value[card])


def _stock(state: NocturneState, q: int, blood: int, influence: int) -> None:
    b = min(blood, state.supply[0])
    i = min(influence, state.supply[1])
    state.supply[0] -= b
    state.supply[1] -= i
    state.cell_blood[q] += b
    state.cell_inf[q] += i


def grow(state: NocturneState, q: int) -> None:
    r = state.content.rules
    _stock(state, q, r["refill_blood"], r["refill_influence"])


def recount_dice(state: NocturneState) -> None:
    """Each quarter's fear die: the crosses on its location plus its victim (0 without one)."""
    c = state.content
    for q in range(state.quarters):
        v = state.victims[q]
        state.dice[q] = c.loc_crosses[state.locs[q]] + (c.crosses[v] if v >= 0 else 0)


def open_act(state: NocturneState, act: int, events: list[Event], *, first: bool = False) -> None:
    """Lay out act `act`: clear the quarters, deal its locations and victims, shift the altar."""
    c, rng = state.content, state.rng
    assert rng is not None
    n = state.quarters
    if not first:
        for q in range(n):
            state.supply[0] += state.cell_blood[q]
            state.supply[1] += state.cell_inf[q]
            state.cell_blood[q] = state.cell_inf[q] = 0
            if state.victims[q] >= 0:
                state.gone.append(state.victims[q])
        state.gone.extend(state.victim_deck)
        state.old_rituals.extend(state.ritual_deck)
    state.act = act
    state.ritual_deck = decks.shuffled(c.rituals_by_act[act], rng)
    if first:
        state.altar = [decks.draw(state.ritual_deck) for _ in range(c.rules["altar_slots"])]
    else:
        # [decision] the rightmost ritual leaves, the others shift right, a new one comes in on the left
        if state.altar:
            state.old_rituals.append(state.altar.pop())
        state.altar.insert(0, decks.draw(state.ritual_deck))
    locations = decks.shuffled(c.locations_by_act[act], rng)
    state.locs = locations[:n]           # the rest of the act's locations are not used
    state.victim_deck = decks.shuffled(c.victims_by_act[act], rng)
    state.victims = [EMPTY] * n
    state.cell_blood = [0] * 4
    state.cell_inf = [0] * 4
    for q in range(n):
        fresh_victim(state, q)
    recount_dice(state)
    events.append(Event("act", f"Act {act} begins", None, {"act": act}))


__all__ = ["EMPTY", "effects", "fresh_victim", "grow", "open_act", "recount_dice"]
