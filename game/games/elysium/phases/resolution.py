"""The Resolution Phase: count prestige, name the Regent (or the Prince), then the Vitae upkeep.

On the last turn the leader on the board wins; a tie after every tie-break
plays one more turn (at most MAX_EXTRA_TURNS, after which the tied share it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Event
from game.core.flow import PHASE_DONE
from game.core.seats import clockwise_from, seat_ref

from .. import effects
from ..primogen import lose_vitae, on_board
from ..scoring import leaders, rank_key, totals

if TYPE_CHECKING:
    from ..state import ElysiumState

MAX_EXTRA_TURNS = 2


def begin(state: ElysiumState, events: list[Event]) -> None:
    prestige = totals(state)
    state.recorded = list(prestige)
    events.append(Event("phase", "The Resolution Phase.", data={"phase": "resolution"}))
    events.append(Event("prestige_track", "Prestige: " + ", ".join(
        f"{seat_ref(s)} {p}" for s, p in enumerate(prestige)) + ".", data={"totals": list(prestige)}))
    top = leaders(state, prestige)
    if state.masquerade == 0:
        if len(top) == 1 or state.extra_turns >= MAX_EXTRA_TURNS or not top:
            finish(state, top or _anyone_best(state, prestige), events)
            return
        state.extra_turns += 1
        events.append(Event("tie", "The leaders are tied on prestige, zones and tokens: "
                            "the struggle goes on for another turn.", data={"seats": list(top)}))
    new_regent(state, top, prestige, events)
    upkeep(state, events)
    state.step = PHASE_DONE


def _anyone_best(state: ElysiumState, prestige: list[int]) -> list[int]:
    """Nobody on the board: the best of those still in the game (torpor or not) share it."""
    present = [s for s in range(state.players) if not state.withdrawn[s]] or list(range(state.players))
    best = max(prestige[s] for s in present)
    return [s for s in present if prestige[s] == best]


def new_regent(state: ElysiumState, top: list[int], prestige: list[int], events: list[Event]) -> None:
    """The highest on the board leads next turn; a full tie keeps the Regent if tied, else the first tied."""
    if top:
        state.regent = state.regent if state.regent in top else top[0]
    n = state.players
    if state.options.get("exact_order"):
        rest = sorted((s for s in range(n) if s != state.regent),
                      key=lambda s: tuple(-v for v in rank_key(state, s, prestige)) + ((s - state.regent) % n,))
        state.order = [state.regent, *rest]
    else:
        state.order = clockwise_from(state.regent, n)
    events.append(Event("regent", f"{seat_ref(state.regent)} is Regent for the next turn.", state.regent,
                        {"seat": state.regent, "order": list(state.order)}))


def upkeep(state: ElysiumState, events: list[Event]) -> None:
    """Every Primogen loses a Vitae (more under some events); at zero, torpor."""
    extra = sum(e.amount for e in effects.event_effects(state, "upkeep_extra"))
    for seat in state.order:
        if on_board(state, seat):
            lose_vitae(state, seat, 1 + extra, events, " to the night's hunger")


def finish(state: ElysiumState, winners: list[int], events: list[Event]) -> None:
    state.winners_list = sorted(winners)
    state.over = True
    state.step = "over"
    state.actor = -1
    names = " and ".join(f"{seat_ref(s)}" for s in state.winners_list)
    events.append(Event("game_over", f"The Masquerade holds no longer: {names} rules the city as Prince.",
                        data={"winners": list(state.winners_list), "totals": list(state.recorded)}))
