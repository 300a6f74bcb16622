"""The coach's view of the Equilibrium table (``game.ui.coach``): what a decision is called in
tutorial.toml, when the guided stretch is over, and the places a click may mean something (the places the
table drew, ``game.ui.kit.table.Drawn.places``: every guild hex of every board, the focus copy of a rival's
board, each rival board)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.ui.kit.table import Drawn
from game.ui.tables.equilibrium.moves import stage_of
from game.ui.tables.equilibrium.read import EquilibriumState


def phase(view: EquilibriumState) -> str:
    """The engine's waiting step: setup, commit, target, guild, resolve, react, self_favour, era."""
    return stage_of(view)


def done(view: EquilibriumState, rounds: int) -> bool:
    """The guided stretch (the starting sets, `rounds` rounds and the era change that follows them, with its
    vote and its scoring) is over once the next round begins."""
    if view.is_over:
        return True   # a stretch of every round ends on the final scoring
    if view.phase == "setup":
        return False
    if view.step < len(view.schedule) and view.schedule[view.step][0] != "round":
        return False  # an era change after the last round guided is part of the stretch
    return sum(1 for kind, _ in view.schedule[:view.step] if kind == "round") >= rounds


def clicks(table_view: Any) -> Iterator[tuple[int, int]]:
    """The places the table drew (``game.ui.kit.table.Drawn.places``: every hex of every board, the focus copy
    of a rival's board first, each rival board whole), each its middle and four points inside it."""
    drawn = getattr(table_view, "drawn", None)
    if isinstance(drawn, Drawn):
        yield from drawn.points()
