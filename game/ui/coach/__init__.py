"""Guided first games: the coach at the table, Learn on the title screen, New game's offer.

* :func:`coach_for` (the table's hook): the coach of a guided game's table, or None;
* :class:`LearnScene`: the title's Learn, one guided game per game, Start or Resume;
* :func:`offer_tutorial`: New game's offer of a game's guided game, once per game.

Each game's words are in ``game/games/<id>/tutorial.toml`` (``script``); each table says where its
decisions are touched and what a phase is called in ``game/ui/tables/<id>/spots.py`` (``pointers``).
"""

from __future__ import annotations

from game.ui.coach.coach import Coach, coach_for
from game.ui.coach.scenes import LearnScene, offer_tutorial, start_guided

__all__ = ["Coach", "LearnScene", "coach_for", "offer_tutorial", "start_guided"]
