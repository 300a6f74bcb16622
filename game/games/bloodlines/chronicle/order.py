"""The chronicle's order of play (the rulebook's Chronicle Rules) as one table of phases and one of
steps: a prologue per player; then each chapter, its aftermath (six steps in order), and after
every third chapter the era's end; after the last, the chronicle's end.  A player who joins
between chapters has a prologue first.

Each step's choices, effects and words are declared beside its rule: :mod:`.prologue`,
:mod:`.aftermath`, :mod:`.era`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import aftermath, era, prologue
from .chapters import begin_chapter
from .flow import Flow, Phase, nothing, steps_table

if TYPE_CHECKING:
    from .campaign import Campaign


def _after_aftermath(c: Campaign) -> str:
    """Every third chapter ends an era."""
    return "era" if c.d["chapters"][-1]["number"] % c.ch.chapters_per_era == 0 else "chapter"


PHASES: dict[str, Phase] = {
    "prologue": Phase("prologue", "the prologue", nothing, "chapter", ends_when_done=True),
    "chapter": Phase("chapter", "to play", begin_chapter, "aftermath"),
    "aftermath": Phase("aftermath", "the aftermath", aftermath.begin, _after_aftermath, closes_chapter=True),
    "era": Phase("era", "the era's end", era.begin_era, era.after_era, closes_chapter=True),
    "over": Phase("over", "the chronicle's end", era.begin_end, "over"),
}
"""The phases, in the order they come (the campaign file's ``phase``)."""

STEPS = steps_table(*prologue.STEPS, *aftermath.STEPS, *era.STEPS)
"""Every kind of work a frame may name (the campaign file's ``todo[].t``)."""

FLOW = Flow(PHASES, STEPS)
