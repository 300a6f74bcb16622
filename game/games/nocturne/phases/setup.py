"""Setup: the supply, the catacomb piles, act 1 on the board and the altar, each lord's start."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import decks
from game.core.events import Event
from game.core.flow import PHASE_DONE
from game.core.seats import clockwise_from, seat_ref

from .. import effects
from .board import open_act

if TYPE_CHECKING:
    from ..state import NocturneState


def begin(state: NocturneState, events: list[Event]) -> None:
    c, rng = state.content, state.rng
    assert rng is not None
    r = c.rules
    state.supply = [r["supply_blood"], r["supply_influence"], r["supply_vp"]]
    state.lesser_pile = decks.shuffled(c.lesser, rng)
    state.elder_pile = decks.shuffled(c.elder, rng)
    state.start = rng.below(state.players)
    state.order = clockwise_from(state.start, state.players)
    state.act = 1
    open_act(state, 1, events, first=True)
    for pile, count in (("lesser", r["start_lesser"]), ("elder", r["start_elder"])):
        for _ in range(count):
            for p in state.order:
                effects.draw_vampire(state, p, pile)
    for p in range(state.players):
        effects.take(state, p, "blood", r["start_blood"])
        effects.take(state, p, "influence", r["start_influence"])
    events.append(Event("setup", f"{seat_ref(state.start)} is the start player", state.start,
                        {"player": state.start}))
    state.step = PHASE_DONE
