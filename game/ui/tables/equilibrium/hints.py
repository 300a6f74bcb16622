"""Equilibrium's hints: the rules section behind each tip the table draws (see game.ui.kit.hints)."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.kit.overlay import Tip

GUILDS = r"(Warriors|Clerics|Merchants|Artists|Alchemists|Thieves)"

RULES = (
    (r"'s board: six guilds in a ring", "The ring"),
    (r"^The action spaces", "Action cards"),
    (r"^The intrigue track", "A round"),
    (r"favour \((minor|major)\)", "Favours"),
    (r"white vote|abstain", "Variants"),
    (r"in your hand|hand card|secret action card", "Two players"),
    (r"raises the .* power", "Era votes"),
    (r"Era change|secret vote", "Era votes"),
    (GUILDS + r": power \d", "Era votes"),
    (r"Equilibrium cards?$", "Round end"),
    (r"— an Equilibrium", "Round end"),
    (r"'s " + GUILDS + r": ", "A round"),
    (r"intrigue \d+, the spiders", "Action cards"),
    (r"Intrigue \d+: the lowest plays next|: intrigue \d+$", "A round"),
    (r"tokens worth \d left", "A round"),
    (r"Action tokens|token has been played|token: drag it", "A round"),
    (r"^Round \d", "A round"),
    (r"schemer", "Final scoring"),
)
FALLBACK = "At the table"


def extra_tips(table: Any) -> list[Tip]:
    """Every player board, the action spaces of the game board, the intrigue track."""
    area = getattr(table.view, "area", None)
    if area is None:
        return []
    names = table.seat_names()
    tips: list[Tip] = [(pygame.Rect(area.game_board), ("The action spaces: each card lies beside its intrigue "
                                                      "value; one token per card each round."))]
    for seat, geom in dict(area.boards).items():
        if 0 <= seat < len(names):
            tips.append((pygame.Rect(geom.rect), (f"{names[seat]}'s board: six guilds in a ring; tokens adding up to "
                                                 "exactly 6 on a guild make an Equilibrium.")))
    tips.append((pygame.Rect(area.intrigue), ("The intrigue track: the lowest marker plays next; on a shared "
                                             "space, the one at the bottom.")))
    return tips
