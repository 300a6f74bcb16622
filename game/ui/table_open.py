"""Open a saved game at its table (Continue, Load, a guided game resumed)."""

from __future__ import annotations

import logging
from pathlib import Path

from game.ui.scenes import Scene
from game.ui.session import GameSession
from game.ui.table_base import TableScene
from game.ui.widgets_more import Dialog

log = logging.getLogger(__name__)


def open_saved_game(scene: Scene, path: Path | str) -> bool:
    """Load a save and start its table; a bad file shows a dialog naming the problem."""
    try:
        session = GameSession.load(path)
    except Exception as exc:  # noqa: BLE001 - the window must not die of it  # SaveError names the file and problem; anything else is shown too
        problem = str(exc) if exc.__class__.__name__ == "SaveError" else f"{type(exc).__name__}: {exc}"
        log.warning("load failed: %s", problem)
        scene.app.push(Dialog("This save cannot be opened", problem, danger=True))
        return False
    scene.app.session = session
    scene.app.stack.clear_to(TableScene(session))
    return True
