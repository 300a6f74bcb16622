"""Elysium's hints: the rules sections the table's hit areas belong to (``game.ui.kit.table``), and the
places it draws without a tip of their own (``extra_tips``, see ``game.ui.kit.hints``).

Each painter says the section of what it draws (``tips.tip(rect, text, RULE)``, ``with tips.under(RULE)``);
a card's section follows from its type (:func:`card_rule`), never from its words.
"""

from __future__ import annotations

from typing import Any

from game.ui.kit.hints import edge_track_tips
from game.ui.kit.table import Drawn
from game.ui.tables.elysium.city import TRACK
from game.ui.tables.elysium.model import Card

# the sections of game/games/elysium/rules.md the table's things belong to
CITY = "The city"
CLANS = "The clans"
CARDS = "The cards"
DICE = "Dice"
A_TURN = "A turn"
RESOURCE = "Resource Phase"
MOVEMENT = "Movement Phase"
CHALLENGE = "Challenge Phase"
INFLUENCE = "Influence Phase"
RESOLUTION = "Resolution Phase"
TORPOR = "Torpor"
THE_END = "The end"
FALLBACK = "At the table"
SECTIONS = (CITY, CLANS, CARDS, DICE, A_TURN, RESOURCE, MOVEMENT, CHALLENGE, INFLUENCE, RESOLUTION, TORPOR,
            THE_END, FALLBACK)


def card_rule(card: Card) -> str:
    """The section of a card: an event's is the Challenge Phase (it is challenged there), every other's the
    cards'."""
    return CHALLENGE if card.type == "event" else CARDS


def extra_tips(table: Any) -> Drawn:
    """The prestige track round the city (the mask on it counts the turns left), the dice tray, the events
    panel and each Primogen card."""
    drawn = Drawn()
    area, state = getattr(table.view, "area", None), table.view_state
    if area is None or state is None:
        return drawn
    names = table.seat_names()
    model = table.view.model_of(state)

    def cell(value: int) -> str:
        lines = [f"Prestige track, {value}."]
        if value == model.masquerade:
            lines.append(f"The Masquerade mask: {value} turn{'s' if value != 1 else ''} left after this one; "
                         "at 0 the game ends.")
        marks = [names[p.seat] for p in model.seats if p.recorded == value]
        if marks:
            lines.append(f"{', '.join(marks)}: prestige {value} at the last Resolution Phase.")
        return " ".join(lines)

    for value, (rect, text) in enumerate(edge_track_tips(TRACK, area.city, cell)):
        drawn.tip(rect, text, THE_END if value == model.masquerade else RESOLUTION)
    drawn.tip(area.tray, "The dice tray: every challenge and contest rolls its ten-sided dice here.", DICE)
    if area.events.height:   # (a clash docks over it)
        drawn.tip(area.events, "Events in the city: nobody's cards; each may be challenged in the Challenge Phase "
                  "and works on everyone while it stays.", CHALLENGE)
    me = table.viewer if table.viewer is not None else 0
    seats = [s for s in range(model.players) if s != me]
    for rect, seat in ((area.own, me), *zip(area.rivals, seats, strict=False)):
        drawn.tip(rect, f"{names[seat]}'s Primogen card: attributes, Vitae, powers and the cards in play.", CLANS)
    return drawn
