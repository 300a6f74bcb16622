"""Nocturne's hints: the rules sections the table's hit areas belong to (``game.ui.kit.table``), and the
places it draws without a tip of their own (``extra_tips``, see ``game.ui.kit.hints``).

Each painter says the section of what it draws (``drawn.tip(rect, text, RULE)``), decided by what it is,
never by its words.
"""

from __future__ import annotations

from typing import Any

from game.ui.kit.table import Drawn

# the sections of game/games/nocturne/rules.md the table's things belong to
GOAL = "Goal"
A_DAY = "A day"
PLANNING = "1. Planning, behind your screen"
ORDERS = "2. Orders"
RESOLUTION = "3. Resolution"
FEAR = "Fear"
RITUALS = "Rituals"
TABLE = "At the table"
FALLBACK = TABLE
SECTIONS = (GOAL, A_DAY, PLANNING, ORDERS, RESOLUTION, FEAR, RITUALS, TABLE)

SLOT_RULES = (ORDERS, RITUALS, PLANNING, PLANNING, PLANNING)   # the bat board's places: catacombs, altar, parts


def extra_tips(table: Any) -> Drawn:
    """The day's columns, the orders beside each quarter, the altar, the catacombs, the fear track, the screen."""
    drawn = Drawn()
    area = getattr(table.view, "area", None)
    if area is None:
        return drawn
    drawn.tip(area.head, ("The parts of the day: Dawn resolves first, then Dusk, then Night, each column "
                          "from the top quarter down."), RESOLUTION)
    drawn.tip(area.altar, ("The altar: four rituals face up; an order placed here buys one with victims "
                           "from your hand (shown, not spent)."), RITUALS)
    drawn.tip(area.catacombs, ("The catacombs: an order placed here takes the top lesser or elder vampire "
                               "into your hand."), ORDERS)
    drawn.tip(area.fear, ("The fear track: each lord's fear, 0 to 12. At 4 or more, one blood less at "
                          "every Dawn gain; at 8 or more, two less."), FEAR)
    drawn.tip(area.screen, "Your screen: plan your orders here, hidden from everyone.", PLANNING)
    quarters = ("North", "East", "South", "West")
    for index, rect in enumerate(area.stacks):
        where = quarters[index] if index < len(quarters) else "quarter"
        drawn.tip(rect, (f"Orders beside the {where}: placed face down, one at a time; they turn "
                         "over and move into their cells once every token is placed."), ORDERS)
    return drawn
