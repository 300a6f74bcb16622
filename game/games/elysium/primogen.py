"""A Primogen's blood and standing: Vitae (0-6), personal prestige, torpor and recovery."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Event
from game.core.seats import seat_ref

from .board import ELYSIUM
from .content import load_content

if TYPE_CHECKING:
    from .state import ElysiumState

C = load_content()
VITAE_MAX = C.rules["vitae_max"]


def gain_vitae(state: ElysiumState, seat: int, amount: int, events: list[Event], why: str = "") -> int:
    """Take Vitae from the bank; anything beyond six is lost. Returns what was gained."""
    got = max(0, min(amount, VITAE_MAX - state.vitae[seat]))
    state.vitae[seat] += got
    if got:
        events.append(Event("vitae", f"{seat_ref(seat)} gains {got} Vitae{why}.", seat,
                            {"seat": seat, "delta": got, "vitae": state.vitae[seat]}))
    return got


def lose_vitae(state: ElysiumState, seat: int, amount: int, events: list[Event], why: str = "") -> int:
    """Pay Vitae back to the bank; at zero the Primogen falls into torpor. Returns what was lost."""
    lost = max(0, min(amount, state.vitae[seat]))
    state.vitae[seat] -= lost
    if lost:
        events.append(Event("vitae", f"{seat_ref(seat)} loses {lost} Vitae{why}.", seat,
                            {"seat": seat, "delta": -lost, "vitae": state.vitae[seat]}))
    if state.vitae[seat] == 0 and state.location[seat] >= 0:
        enter_torpor(state, seat, events)
    return lost


def enter_torpor(state: ElysiumState, seat: int, events: list[Event]) -> None:
    """The miniature leaves the board until a later Resource Phase."""
    here = state.location[seat]
    state.location[seat] = -1
    state.vitae[seat] = 0
    state.used.add(f"t{seat}")  # no rising again before next turn (cleared as each turn begins)
    events.append(Event("torpor", f"{seat_ref(seat)} falls into torpor.", seat,
                        {"seat": seat, "from": C.zones[here].id if here >= 0 else ""}))


def rise(state: ElysiumState, seat: int, zone: int, events: list[Event], rescuer: int = -1) -> None:
    """Return a torpid Primogen to `zone` (Elysium when recovering alone) with 1 Vitae."""
    state.location[seat] = zone
    state.vitae[seat] = min(VITAE_MAX, state.vitae[seat] + 1)
    how = f"roused by {seat_ref(rescuer)}" if rescuer >= 0 else "recovers"
    events.append(Event("rise", f"{seat_ref(seat)} {how} and returns in {C.zones[zone].name}.", seat,
                        {"seat": seat, "to": C.zones[zone].id, "rescuer": rescuer}))


def gain_prestige(state: ElysiumState, seat: int, amount: int, events: list[Event], why: str = "") -> int:
    state.prestige[seat] += amount
    if amount:
        events.append(Event("prestige", f"{seat_ref(seat)} gains {amount} personal prestige{why}.", seat,
                            {"seat": seat, "delta": amount, "prestige": state.prestige[seat]}))
    return amount


def lose_prestige(state: ElysiumState, seat: int, amount: int, events: list[Event], why: str = "") -> int:
    """Personal prestige never drops below zero; the surplus loss is ignored."""
    lost = max(0, min(amount, state.prestige[seat]))
    state.prestige[seat] -= lost
    if lost:
        events.append(Event("prestige", f"{seat_ref(seat)} loses {lost} personal prestige{why}.", seat,
                            {"seat": seat, "delta": -lost, "prestige": state.prestige[seat]}))
    return lost


def on_board(state: ElysiumState, seat: int) -> bool:
    """Neither in torpor nor withdrawn."""
    return state.location[seat] >= 0 and not state.withdrawn[seat]


def in_elysium(state: ElysiumState, seat: int) -> bool:
    return state.location[seat] == ELYSIUM
