"""Replays: any save or finished game watched move by move over its own table (read-only).

:func:`open_replay` is the one way in (the load screen's Replay button and Finished list, the
results screen's Watch again); the scene is :class:`game.ui.replay.scene.ReplayScene`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.ui.replay.scene import open_replay as _open
from game.ui.scenes import provides

if TYPE_CHECKING:
    from game.ui.scenes import Window


@provides("open_replay")
def open_replay(app: Window, source: Path | str | Any, position: int | None = None) -> bool:
    """Push the replay of `source` (a save's path, a GameSession, a full GameState or a Replay), at
    move `position` if given; a source that cannot be replayed gets a dialog that says why.  True if
    the replay opened."""
    return _open(app, source, position)


__all__ = ["open_replay"]
