"""Playing chapters and whole chronicles with AI seats (tests, the bench): the same calls the
window makes — chapter_setup, the game played to its end, finish_chapter, and every decision
through ai_choice / choose."""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.ai.seat import make_seat

from .. import INFO
from ..state import BloodlinesState
from .campaign import Campaign, PlayerSpec


def play_chapter(c: Campaign, level: str | None = None, *, seconds: float | None = None,
                 iterations: int | None = None, campaign_path: Path | str | None = None) -> BloodlinesState:
    """Play the chapter waiting now to its end with AI seats (each seat's own level, or
    `level` for all) and hand it back to the campaign; the final state.  With `campaign_path`
    the chapter's game is saved beside that campaign file (and its hash recorded)."""
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
    save_hash = ""
    if campaign_path is not None:
        from game.saves.campaign_file import save_chapter  # lazy: saves sits above the games
        save_hash = save_chapter(campaign_path, c.chapter, state, setup)
    c.finish_chapter(state, save_hash)
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


def bench(level: str = "normal", players: int = 3, seed: int = 77, folder: Path | str | None = None) -> dict[str, Any]:
    """Seconds for a whole chronicle with every seat at `level` (chapters and decisions), and the
    campaign file's size, save and load times at its end (best of five): the numbers the
    chronicle reports (``python -m game bench`` may call this)."""
    from game.saves.campaign_file import (  # lazy: saves sits above the games
        load_campaign,
        save_campaign,
    )

    c = Campaign.new([PlayerSpec(f"Player {i + 1}", "ai", level) for i in range(players)], seed=seed)
    marks: list[float] = []
    start = time.perf_counter()
    play_chronicle(c, on_chapter=lambda _c, _s: marks.append(time.perf_counter()))
    total = time.perf_counter() - start
    chapters = [b - a for a, b in zip([start, *marks], marks, strict=False)]
    where = Path(folder) if folder is not None else Path(tempfile.mkdtemp())
    saves, loads = [], []
    for _ in range(5):
        t0 = time.perf_counter()
        path = save_campaign(c, where / "bench-campaign.toml")
        t1 = time.perf_counter()
        load_campaign(path)
        loads.append(time.perf_counter() - t1)
        saves.append(t1 - t0)
    return {"level": level, "players": players, "seconds": total, "chapters": sorted(chapters),
            "bytes": path.stat().st_size, "save": min(saves), "load": min(loads)}
