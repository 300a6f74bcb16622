"""The coach's view of the Equilibrium table (``game.ui.coach``): what a decision is called in
tutorial.toml, when the guided stretch is over, and the places a click may mean something (every guild
hex of every board, the focus copy of a rival's board, each rival board's plate)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.ui.tables.equilibrium.moves import stage_of
from game.ui.tables.equilibrium.read import EquilibriumState


def phase(view: EquilibriumState) -> str:
    """The engine's waiting step: setup, commit, target, guild, resolve, react, self_favour, era."""
    return stage_of(view)


def done(view: EquilibriumState, rounds: int) -> bool:
    """The guided stretch (the starting sets and `rounds` rounds) is over once the next step of the
    schedule (a round or an era change) begins."""
    if view.phase == "setup":
        return False
    return sum(1 for kind, _ in view.schedule[:view.step] if kind == "round") >= rounds


def clicks(table_view: Any) -> Iterator[tuple[int, int]]:
    area = getattr(table_view, "area", None)
    if area is None:
        return
    focus = table_view.gestures.focus
    geoms = ([focus[0]] if focus is not None else []) + list(area.boards.values())
    for geom in geoms:
        for x, y in geom.hexes:
            yield (round(x), round(y))
        if not geom.large:
            yield (geom.rect.centerx, geom.rect.top + 6)
            yield geom.rect.center
