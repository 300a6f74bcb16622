"""Methuselah's hints: the rules section behind each tip the table draws (see game.ui.kit.hints)."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.kit.overlay import Tip

RULES = (
    (r"^The stage:", "Actions"),
    (r"^Your ready region|'s side of the table", "The table"),
    (r"^Your torpor region", "The table"),
    (r"^(Unlock|Master|Minion|Influence|Discard) phase:", "Your turn"),
    (r"Political action|calls a referendum", "Referendums"),
    (r"^Combat, round|fights \(on the stage\)|\. Combat\b", "Combat"),
    (r"\. Reaction\b.*intercept", "Blocks"),
    (r"\. (Action modifier|Reaction)\b.*votes", "Referendums"),
    (r"Event \(put in play|^In play: ", "Discard phase"),
    (r"\. (Master|Action|Action modifier|Reaction|Equipment|Retainer|Ally)\b", "Cards"),
    (r"stealth: a block needs|best intercept", "Blocks"),
    (r"\bvotes?\b", "Referendums"),
    (r"Uncontrolled region|face down.*only its controller|four transfers|drag a counter onto", "Influence"),
    (r"^Torpor:", "Actions"),
    (r"The Edge", "Actions"),
    (r"\d+ of \d+ blood|blood on .*capacity|blood on this vampire", "The table"),
    (r"library|crypt|ash heap|holds? \d+ cards|You hold \d+ cards|^Your hand", "The table"),
    (r"prey|predator|ousted|pool: \d+", "Goal"),
    (r"acts \(on the stage\)", "Actions"),
)
FALLBACK = "The table"


def extra_tips(table: Any) -> list[Tip]:
    """Each rival's side of the table, the stage, your ready, torpor and uncontrolled regions, your pool and hand."""
    area = getattr(table.view, "area", None)
    if area is None:
        return []
    names = table.seat_names()
    me = table.viewer if table.viewer is not None else 0
    n = len(names)
    others = [(me + k) % n for k in range(1, n)]
    tips: list[Tip] = []
    for rect, seat in zip(area.rivals, others, strict=False):
        tips.append((pygame.Rect(rect), (f"{names[seat]}'s side of the table: ready minions, torpor and the "
                                        "uncontrolled region.")))
    tips += [
        (pygame.Rect(area.stage), "The stage: the action under way, the blocks tried on it, and the combat."),
        (pygame.Rect(area.ready), "Your ready region: the minions you control; unlocked ones may act."),
        (pygame.Rect(area.torpor), ("Your torpor region: vampires laid low; one may leave as its action "
                                   "(2 blood), or be rescued.")),
        (pygame.Rect(area.uncontrolled), ("Uncontrolled region: your vampires waiting for blood, face down to "
                                         "the others.")),
        (pygame.Rect(area.hand), "Your hand: library cards, hidden from the others; you draw back up to 7."),
    ]
    return tips
