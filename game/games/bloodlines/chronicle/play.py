"""Playing chapters and whole chronicles with AI seats (tests, the bench): the same calls the
window makes — chapter_setup, the game played to its end, finish_chapter, and every decision
through ai_choice / choose."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ai.seat import make_seat

from .. import INFO
from ..state import BloodlinesState
from .campaign import Campaign


def play_chapter(c: Campaign, level: str | None = None, *, seconds: float | None = None,
                 iterations: int | None = None,
                 keep: Callable[[BloodlinesState, dict[str, Any]], str] | None = None) -> BloodlinesState:
    """Play the chapter waiting now to its end with AI seats (each seat's own level, or
    `level` for all) and hand it back to the campaign; the final state.  With `keep`, the
    chapter's game and setup are handed to it (the save layer saves them beside the campaign
    file: ``keep=lambda state, setup: save_chapter(path, c.chapter, state, setup)``) and the hash
    it answers is recorded."""
    setup = c.chapter_setup()
    c.chapter_started()
    state = INFO.new_game(setup["players"], setup["seed"], setup["options"])
    assert isinstance(state, BloodlinesState)
    seats = [make_seat(level or seat.get("level") or "normal", seed=setup["seed"] * 31 + i,
                       seconds=seconds, iterations=iterations)
             for i, seat in enumerate(setup["seats"])]
    while not state.is_over:
        p = state.current_player
        assert p is not None            # a game not over has a seat to move
        legal = state.legal_actions()
        action = legal[0] if len(legal) == 1 else seats[p].choose(state.view(p))
        state.apply(action)
    c.finish_chapter(state, keep(state, setup) if keep is not None else "")
    return state


def play_decisions(c: Campaign) -> int:
    """Every decision waiting now, each made by the AI policy of its seat; how many."""
    made = 0
    while c.decision is not None:
        c.choose(c.ai_choice())
        made += 1
    return made


def play_chronicle(c: Campaign, level: str | None = None, *, chapters: int | None = None,
                   on_chapter: Callable[[Campaign, BloodlinesState], object] | None = None,
                   seconds: float | None = None, iterations: int | None = None) -> Campaign:
    """Play on to the chronicle's end (or `chapters` more chapters), AI deciding everything."""
    played = 0
    while c.phase != "over":
        play_decisions(c)
        if c.phase == "over" or (chapters is not None and played >= chapters):
            break
        if c.phase == "chapter":
            state = play_chapter(c, level, seconds=seconds, iterations=iterations)
            played += 1
            if on_chapter is not None:
                on_chapter(c, state)
    return c
