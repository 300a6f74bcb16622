"""The replay of a save file: read and checked as a load is, so a damaged file raises the same
SaveError naming the file and the problem (``game.core.replay`` knows nothing of files)."""

from __future__ import annotations

from pathlib import Path

from game.core.replay import CHECKPOINT_EVERY, Replay

from .savefile import GameLookup, load_game


def replay_of_save(path: Path | str, games: GameLookup | None = None,
                   every: int = CHECKPOINT_EVERY) -> Replay:
    """The replay of a save file (any version the save layer reads), standing at its start."""
    replay = Replay(None, {}, every)
    loaded = load_game(path, games=games, replayer=replay.recorder)
    replay.path = loaded.path
    replay.saved_at = loaded.saved_at
    return replay.finish(loaded.state)
