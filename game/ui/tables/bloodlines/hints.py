"""Bloodlines' hints: the rules section behind each tip the table draws (see game.ui.kit.hints)."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.kit.overlay import Tip

GROUND_SECTIONS = {
    "ladder": "The Ladder of Blood", "courts": "The Four Thrones", "hunger": "The Leash of Conscience",
    "witch_hunt": "The Holy Tribunal", "burning": "The Night of Torches", "veil": "The Veil of Night",
    "night_court": "The Crown of the City", "changing": "The Tide of Progress", "long_war": "The War of the Sects",
}

RULES = (
    *((rf"^{title}, a battleground:", title) for title in GROUND_SECTIONS.values()),
    (r"^The missions:", "The end"),
    (r"^The queue:", "Recruiting"),
    (r"^Your clan schemes:", "Schemes"),
    (r"'s bloodline:", "Recruiting"),
    # the battlegrounds, by what their tracks and tokens say
    (r"^(High|Low) clans \d+ from neutral|^Neutral: neither class wins", "The Ladder of Blood"),
    (r"court\b.*: (\d+ \w+|no ankhs); held by", "The Four Thrones"),
    (r": morality -?\d+, token", "The Leash of Conscience"),
    (r"the token shows (high|low)|accusers bench|suspicion", "The Holy Tribunal"),
    (r"city: \d+ ankhs standing|Ankhs in the fire", "The Night of Torches"),
    (r"investigator", "The Veil of Night"),
    (r"Inside the walls|^(Prince|Seneschal|Sheriff|Herald|[A-Z][a-z]+): (held by|not yet given)",
     "The Crown of the City"),
    (r"^(north|east|south|west): \d+ tokens|war map|allegiance", "The War of the Sects"),
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
    """The morality token lies on The Leash of Conscience or on The Tide of Progress, whichever is in play."""
    if section != "The Leash of Conscience":
        return section
    grounds = list(getattr(table.session.state, "battlegrounds", []) or [])
    return "The Tide of Progress" if "changing" in grounds and "hunger" not in grounds else section


def extra_tips(table: Any) -> list[Tip]:
    """Each battleground's whole board, the missions, the queue, the schemes and every bloodline."""
    area, state = getattr(table.view, "area", None), table.view_state
    if area is None or state is None:
        return []
    tips: list[Tip] = []
    for rect, key in zip(area.boards, list(getattr(state, "battlegrounds", []) or []), strict=False):
        tips.append((pygame.Rect(rect), (f"{GROUND_SECTIONS.get(key, key)}, a battleground: every vampire "
                                          "activated moves it by its "
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
