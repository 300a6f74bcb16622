"""The Duel's table: the worked example of docs/new-game.md, "The table" (registered by its tests only:
see register())."""

from __future__ import annotations

import sys

from . import hints, spots
from .view import DuelTable

VIEW = DuelTable


def register() -> None:
    """Let the window find this table as a real one would be found (``game/ui/tables/duel/``): the table
    scene, the hints and the coach import ``game.ui.tables.<id>`` and its ``hints`` and ``spots`` modules by
    the game's id.  Tests only; a real table lives in that folder and needs no registering."""
    sys.modules["game.ui.tables.duel"] = sys.modules[__name__]
    sys.modules["game.ui.tables.duel.hints"] = hints
    sys.modules["game.ui.tables.duel.spots"] = spots
