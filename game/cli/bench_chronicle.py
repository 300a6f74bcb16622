"""The chronicle's own numbers for `python -m game bench`: a whole chronicle played by AI seats,
and the campaign file at its end.  It lives on the command line's floor because it times the save
layer's campaign file as well as the game (docs/layers.md)."""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import Any

from game.games.bloodlines.chronicle.campaign import Campaign, PlayerSpec
from game.games.bloodlines.chronicle.play import play_chronicle
from game.saves.campaign_file import load_campaign, save_campaign


def bench(level: str = "normal", players: int = 3, seed: int = 77, folder: Path | str | None = None) -> dict[str, Any]:
    """Seconds for a whole chronicle with every seat at `level` (chapters and decisions), and the
    campaign file's size, save and load times at its end (best of five)."""
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


def lines(quick: bool) -> list[str]:
    """A whole chronicle played by AI seats (Random: its own cost, not the AI's), and the campaign file at
    its end; `python -c "from game.cli.bench_chronicle import bench; print(bench('normal'))"`
    times one at Normal (about ten minutes)."""
    n = bench("random", players=3)
    chapters = n["chapters"]
    whole = (f"chronicle: 21 chapters, 3 random seats, {n['seconds']:.1f} s "
             f"(a chapter: median {chapters[len(chapters) // 2]:.2f} s)")
    file = (f"campaign file at chapter 21: {n['bytes'] / 1024:.0f} KB, save {1000 * n['save']:.1f} ms, "
            f"load {1000 * n['load']:.1f} ms")
    return [whole, file]


EXTRAS = {"bloodlines": lines}
"""A game's own numbers beyond the engine's and the AI's, by game id (its argument: a quick run)."""
