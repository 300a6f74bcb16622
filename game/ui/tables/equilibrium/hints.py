"""Equilibrium's hints: the rules sections the table's hit areas belong to (``game.ui.kit.table``), and the
places it draws without a tip of their own (``extra_tips``, see ``game.ui.kit.hints``).

Each painter says the section of what it draws (``drawn.tip(rect, text, RULE)`` or ``drawn.under(RULE)``);
a hex's section follows from its total (an Equilibrium: the round end's), never from its words.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.kit.table import Drawn
from game.ui.tables.equilibrium.model import Hex

# the sections of game/games/equilibrium/rules.md the table's things belong to
RING = "The ring"
ACTION_CARDS = "Action cards"
ROUND = "A round"
FAVOURS = "Favours"
VARIANTS = "Variants"
TWO_PLAYERS = "Two players"
ERA_VOTES = "Era votes"
ROUND_END = "Round end"
FINAL = "Final scoring"
FALLBACK = "At the table"
SECTIONS = (RING, ACTION_CARDS, ROUND, FAVOURS, VARIANTS, TWO_PLAYERS, ERA_VOTES, ROUND_END, FINAL, FALLBACK)

EQUILIBRIUM = 6   # a guild whose tokens add up to this is an Equilibrium


def hex_rule(hex: Hex) -> str:
    """A guild of a board: an Equilibrium is scored at the round's end; else the round's (its tokens)."""
    return ROUND_END if hex.total == EQUILIBRIUM else ROUND


def vote_rule(white: bool) -> str:
    """A guild power card of the era vote; a white vote is a variant."""
    return VARIANTS if white else ERA_VOTES


def extra_tips(table: Any) -> Drawn:
    """Every player board, the action spaces of the game board, the intrigue track."""
    drawn = Drawn()
    area = getattr(table.view, "area", None)
    if area is None:
        return drawn
    names = table.seat_names()
    drawn.tip(pygame.Rect(area.game_board), ("The action spaces: each card lies beside its intrigue "
                                             "value; one token per card each round."), ACTION_CARDS)
    for seat, geom in dict(area.boards).items():
        if 0 <= seat < len(names):
            drawn.tip(pygame.Rect(geom.rect), (f"{names[seat]}'s board: six guilds in a ring; tokens adding up to "
                                               "exactly 6 on a guild make an Equilibrium."), RING)
    drawn.tip(pygame.Rect(area.intrigue), ("The intrigue track: the lowest marker plays next; on a shared "
                                           "space, the one at the bottom."), ROUND)
    return drawn
