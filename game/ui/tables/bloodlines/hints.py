"""Bloodlines' hints: the rules section behind each tip the table draws (see game.ui.kit.hints)."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.kit.overlay import Tip

GROUND_SECTIONS = {
    "ladder": "The ladder", "courts": "The courts of the princes", "hunger": "The hunger within",
    "witch_hunt": "The witch hunt", "burning": "The burning cities", "veil": "The veil",
    "night_court": "The night court", "changing": "The changing world", "long_war": "The long war",
}

RULES = (
    *((rf"^A battleground \({key}\)", title) for key, title in GROUND_SECTIONS.items()),
    (r"^The missions:", "The end"),
    (r"^The queue:", "Recruiting"),
    (r"^Your clan schemes:", "Schemes"),
    (r"'s bloodline:", "Recruiting"),
    # the battlegrounds, by what their tracks and tokens say
    (r"^(High|Low) clans \d+ from neutral|^Neutral: neither class wins", "The ladder"),
    (r"court\b.*: (\d+ \w+|no ankhs); held by", "The courts of the princes"),
    (r": morality -?\d+, token", "The hunger within"),
    (r"the token shows (high|low)|accusers bench|suspicion", "The witch hunt"),
    (r"city: \d+ ankhs standing|Ankhs in the fire", "The burning cities"),
    (r"investigator", "The veil"),
    (r"Inside the walls|^(Prince|Seneschal|Sheriff|Herald|[A-Z][a-z]+): (held by|not yet given)",
     "The night court"),
    (r"^(north|east|south|west): \d+ tokens|war map|allegiance", "The long war"),
    (r"Most (northern|eastern|southern|western|high-class|low-class|\w+) vampires in your bloodline",
     "The end"),
    (r"victory points if the game ended now", "The end"),
    # the clans' mechanics on schemes
    ((r"Black Market:|Edict \(|Usurp\b|Declare Enemy|Kiss the Ring|Embrace the Chaos|Craft Monstrosity|"
     r"Invitation|Pack\b"), "The clans"),
    (r"Needs a coterie showing", "Schemes"),
    (r"clan schemes in hand", "Schemes"),
    (r"\((The [A-Z][\w ]+|clanless) (clan leader|character|ancilla)\)", "Characters"),
    (r"The character deck|Free to recruit|Costs \d+ power", "Recruiting"),
    (r"power|boons?|infamy|exhausted|torpor", "Tokens"),
)
FALLBACK = "A turn"


def refine(section: str | None, text: str, table: Any) -> str | None:
    """The morality token lies on the hunger within or on the changing world, whichever is in play."""
    if section != "The hunger within":
        return section
    grounds = list(getattr(table.session.state, "bgs", []) or [])
    return "The changing world" if "changing" in grounds and "hunger" not in grounds else section


def extra_tips(table: Any) -> list[Tip]:
    """Each battleground's whole board, the missions, the queue, the schemes and every bloodline."""
    area, state = getattr(table.view, "area", None), table.view_state
    if area is None or state is None:
        return []
    tips: list[Tip] = []
    for rect, key in zip(area.boards, list(getattr(state, "bgs", []) or []), strict=False):
        tips.append((pygame.Rect(rect), (f"A battleground ({key}): every vampire activated moves it by its "
                     "attributes; it scores at the end of the game.")))
    tips.append((pygame.Rect(area.missions), ("The missions: at the end each goes to the player with the most of "
                 "its attribute, and its power to that player's clan leader.")))
    tips.append((pygame.Rect(area.queue), ("The queue: the left-most character costs 3 power, the next 1 (free "
                 "for your own clan); the others are free. Recruit one each turn.")))
    tips.append((pygame.Rect(area.hand), ("Your clan schemes: play one a turn with a coterie showing its "
                 "archetypes.")))
    names = table.seat_names()
    me = table.viewer if table.viewer is not None else 0
    for rect, seat in ((area.own, me), *zip(area.rivals, area.rival_seats, strict=False)):
        if 0 <= seat < len(names):
            tips.append((pygame.Rect(rect), (f"{names[seat]}'s bloodline: the clan leader on top, each vampire's "
                         "childer (at most three) beneath it.")))
    return tips
