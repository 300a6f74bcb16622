"""The Duel table's one door to its engine: the viewer's view read into the table's model.

The only module of the table that imports the engine (here the example engine,
``tests.example_game.duel``; a real table imports ``game.games.<id>``)."""

from __future__ import annotations

from game.core.records import HIDDEN
from game.ui.kit.rivals import Row, Section
from game.ui.kit.table import declared_steps
from tests.example_game.duel.actions import Commit
from tests.example_game.duel.flow import FLOW
from tests.example_game.duel.state import DuelState

from .model import Seat, TableModel

STEPS = declared_steps(FLOW)   # the step names the engine declares: every ByStep is checked against them
PROMPTS = FLOW.steps           # each step's words (prompt, waiting), for kit.asking.prompt_line

__all__ = ["PROMPTS", "STEPS", "Commit", "DuelState", "model_of"]


def model_of(view: DuelState, me: int) -> TableModel:
    """The table's model of `view` (the viewer `me`'s view: others' hands and commits are hidden)."""
    seats = tuple(
        Seat(seat=p, hand=tuple(c for c in view.hands[p] if c != HIDDEN) if p == me else (),
             cards_held=len(view.hands[p]), done=view.done[p],
             committed=view.committed[p] if p == me and view.done[p] else 0,
             score=view.score[p], played=tuple(view.played[p]))
        for p in range(view.players))
    return TableModel(me=me, round=view.round, rounds=view.content.rounds, step=view.step,
                      current=view.current_player, over=view.is_over, seats=seats,
                      shown=tuple(view.shown), deck_left=len(view.deck))


def rival_sections(view: DuelState, p: int) -> tuple[Section, ...]:
    """Seat `p`'s rival panel (``game.ui.kit.rivals``): what `view` shows of it (its hand only as a count)."""
    played = tuple(str(c) for c in view.played[p])
    cards = (Row("In hand", str(len(view.hands[p]))), Row("Committed", "yes" if view.done[p] else "no"))
    return Section("Cards", cards), Section("Played", names=played, empty="nothing yet")
