"""Elysium's hints: the rules section behind each tip the table draws (see game.ui.kit.hints)."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.kit.hints import edge_track_tips
from game.ui.kit.overlay import Tip
from game.ui.tables.elysium.city import TRACK

COLOURS = r"(Religious|Government|Business|Arts and Entertainment|Research|Industry|Transportation|Community)"

RULES = (
    (r"Masquerade mask|turns? left", "The end"),
    (r"^Prestige track|Resolution Phase\.$", "Resolution Phase"),
    (r"^The dice tray", "Dice"),
    (r"^Events in the city", "Challenge Phase"),
    (r"'s Primogen card", "The clans"),
    (r"^Elysium: neutral ground", "The city"),
    (r" — " + COLOURS + r", worth \d", "The city"),
    (r"\(Event — ", "Challenge Phase"),
    (r"\((Activation|Retainer|Equipment|Strategy)\b", "The cards"),
    (r"In your hand|hidden card", "The cards"),
    (r"torpor", "Torpor"),
    (r"Costs \d+ Vitae, once per turn|once per turn", "The clans"),
    (r"^(Mental|Physical|Social) \d+: added to the die", "Challenge Phase"),
    (r"^[+-]\d+: (mental|physical|social)\b", "Challenge Phase"),
    (r"tokens on like-coloured zones", "Influence Phase"),
    (r"^[+-]\d+: ", "Challenge Phase"),
    (r"(dice|die) to roll|'s die: \d|side's total", "Dice"),
    (r"^Vitae \d+ of \d+|: Vitae \d+\.$", "Resource Phase"),
    (r"is the Regent", "A turn"),
    (r"prestige if the turn ended now|Personal prestige", "Resolution Phase"),
    (r"Drag the miniature|Your Primogen", "Movement Phase"),
    (r"\(Human\)|\(AI\)|(?-i:^The [A-Z][a-z]+( [A-Z][a-z]+)?: )", "The clans"),

)
FALLBACK = "At the table"


def extra_tips(table: Any) -> list[Tip]:
    """The prestige track round the city (the mask on it counts the turns left) and the dice tray."""
    area, state = getattr(table.view, "area", None), table.view_state
    if area is None or state is None:
        return []
    names = table.seat_names()

    def cell(value: int) -> str:
        lines = [f"Prestige track, {value}."]
        if value == state.masquerade:
            lines.append(f"The Masquerade mask: {value} turn{'s' if value != 1 else ''} left after this one; "
                         "at 0 the game ends.")
        marks = [names[s] for s in range(state.players) if state.recorded[s] == value]
        if marks:
            lines.append(f"{', '.join(marks)}: prestige {value} at the last Resolution Phase.")
        return " ".join(lines)

    tips = edge_track_tips(TRACK, area.city, cell)
    tips.append((pygame.Rect(area.tray), "The dice tray: every challenge and contest rolls its ten-sided dice here."))
    events = getattr(area, "events_rect", None) or getattr(area, "events", None)
    if isinstance(events, pygame.Rect):
        tips.append((pygame.Rect(events), ("Events in the city: nobody's cards; each may be challenged in the "
                                          "Challenge Phase and works on everyone while it stays.")))
    me = table.viewer if table.viewer is not None else 0
    seats = [s for s in range(state.players) if s != me]
    for rect, seat in ((area.own, me), *zip(area.rivals, seats, strict=False)):
        tips.append((pygame.Rect(rect), (f"{names[seat]}'s Primogen card: attributes, Vitae, powers and the cards "
                                        "in play.")))
    return tips
