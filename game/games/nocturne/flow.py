"""Nocturne's day as data: setup -> (planning -> orders -> resolution -> upkeep -> refill) x 9 -> over."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.flow import Flow, Phase, Step

from .phases import cleanup, orders, planning, resolve, setup

if TYPE_CHECKING:
    from .state import NocturneState

PHASES = {
    "setup": Phase("setup", setup.begin, "planning"),
    "planning": Phase("planning", planning.begin, "orders"),
    "orders": Phase("orders", orders.begin, "resolve"),
    "resolve": Phase("resolve", resolve.begin, "upkeep"),
    "upkeep": Phase("upkeep", cleanup.upkeep_begin, "refill"),
    "refill": Phase("refill", cleanup.refill_begin, cleanup.following),
    "over": Phase("over", cleanup.over_begin, "over"),
}
STEPS = {
    "plan": Step(planning.plan_legal, planning.plan_apply,
                 "Plan your orders behind the screen", "is planning behind the screen"),
    "place": Step(orders.place_legal, orders.place_apply,
                  "Place one order", "is placing an order"),
    "dusk": Step(resolve.dusk_legal, resolve.dusk_apply,
                 "Use the victim's ability at Dusk?", "is deciding at Dusk"),
    "upkeep": Step(cleanup.upkeep_legal, cleanup.upkeep_apply,
                   "Pay 1 blood for each used card you keep", "is paying upkeep"),
}
FLOW: Flow[NocturneState] = Flow(PHASES, STEPS, over="over")
