"""The rules sections the Duel table's things belong to (headings of the engine's rules.md)."""

from __future__ import annotations

from typing import Any

from game.ui.kit.table import Drawn

GOAL = "Goal"
SETUP = "Setup"
ROUND = "A round"
SECTIONS = (GOAL, SETUP, ROUND)   # every rule a tip of this table is filed under
FALLBACK = ROUND                   # a tip drawn with no rule of its own (the kit's painters' tips)


def extra_tips(table: Any) -> Drawn:
    """Things the scene draws without a tip of the table's own: none on the Duel (the seat panels are hidden)."""
    return Drawn(FALLBACK)
