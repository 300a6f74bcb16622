"""The Movement Phase: in order, each Primogen on the board places its miniature on any zone
(staying put is a choice too)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Action, Event
from game.core.flow import first_turn, next_turn
from game.core.seats import seat_ref

from .. import effects
from ..actions import Move, UsePower
from ..content import load_content
from ..primogen import on_board

if TYPE_CHECKING:
    from ..state import ElysiumState

C = load_content()
MOVES = tuple(Move(z.id) for z in C.zones)


def begin(state: ElysiumState, events: list[Event]) -> None:
    events.append(Event("phase", "The Movement Phase.", data={"phase": "movement"}))
    state.step = "move"
    first_turn(state, on_board)


def legal(state: ElysiumState) -> list[Action]:
    seat = state.actor
    out: list[Action] = list(MOVES)
    for power in effects.clan_powers(state, seat):
        if (power.effect.kind == "untargetable" and not state.untargetable[seat]
                and effects.can_pay_power(state, seat, power)):
            out.append(UsePower(power.id))
    return out


def apply(state: ElysiumState, action: Action, events: list[Event]) -> None:
    seat = state.actor
    if isinstance(action, UsePower):
        power = effects.POWERS[action.power]
        effects.pay_power(state, seat, power)
        state.untargetable[seat] = True
        events.append(Event("power", f"{seat_ref(seat)} uses {power.name}: no one may challenge them "
                            "this turn.", seat, {"seat": seat, "power": power.id, "vitae": state.vitae[seat]}))
        return
    assert isinstance(action, Move)
    old, new = state.location[seat], C.zone_ids[action.zone]
    state.location[seat] = new
    if old != new:
        events.append(Event("move", f"{seat_ref(seat)} goes to {C.zones[new].name}.", seat,
                            {"seat": seat, "from": C.zones[old].id, "to": action.zone}))
    next_turn(state, on_board)
