"""Nocturne's hints: the rules section behind each tip the table draws (see game.ui.kit.hints)."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.kit.overlay import Tip

RULES = (
    (r"^The parts of the day", "3. Resolution"),
    (r"^Orders beside the ", "2. Orders"),
    (r"^The altar:", "Rituals"),
    (r"^The fear track", "Fear"),
    (r"^Your screen", "1. Planning, behind your screen"),
    (r"costs victims worth \d", "Rituals"),
    (r"^The altar", "2. Orders"),
    (r"^The catacombs|^The (lesser|elder) vampires", "2. Orders"),
    (r"fear die shows", "Fear"),
    (r"^The Night in the ", "3. Resolution"),
    (r"\(Dawn\): ", "3. Resolution"),
    (r"\(Dusk\): pay", "3. Resolution"),
    (r"order, face down|order, your (Dawn|Dusk|Night) order", "2. Orders"),
    (r"'s (Dawn|Dusk|Night) order", "2. Orders"),
    (r"^(Dawn|Dusk|Night): (drag cards|no order yet)", "1. Planning, behind your screen"),
    (r"order tokens not yet planned", "1. Planning, behind your screen"),
    (r"Dawn \d+  Dusk \d+  Night \d+", "1. Planning, behind your screen"),
    (r"^Day \d+ of \d+", "A day"),
    (r": fear \d+$", "Fear"),
    (r"\d+ blood, \d+ influence, \d+ VP", "Goal"),
)
FALLBACK = "At the table"


def extra_tips(table: Any) -> list[Tip]:
    """The day's columns, the orders beside each quarter, the altar, the catacombs, the fear track, the screen."""
    area = getattr(table.view, "area", None)
    if area is None:
        return []
    tips: list[Tip] = [
        (pygame.Rect(area.head), ("The parts of the day: Dawn resolves first, then Dusk, then Night, each column "
                                 "from the top quarter down.")),
        (pygame.Rect(area.altar), ("The altar: four rituals face up; an order placed here buys one with victims "
                                  "from your hand (shown, not spent).")),
        (pygame.Rect(area.catacombs), ("The catacombs: an order placed here takes the top lesser or elder vampire "
                                      "into your hand.")),
        (pygame.Rect(area.fear), ("The fear track: each lord's fear, 0 to 12. At 4 or more, one blood less at "
                                 "every Dawn gain; at 8 or more, two less.")),
        (pygame.Rect(area.screen), "Your screen: plan your orders here, hidden from everyone."),
    ]
    quarters = ("North", "East", "South", "West")
    for index, rect in enumerate(area.stacks):
        where = quarters[index] if index < len(quarters) else "quarter"
        tips.append((pygame.Rect(rect), (f"Orders beside the {where}: placed face down, one at a time; they turn "
                                        "over and move into their cells once every token is placed.")))
    return tips
