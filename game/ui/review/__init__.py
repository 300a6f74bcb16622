"""The review of a finished game: each seat's chances move by move, the turning points, Hard's better
move (Results → Review, and Review on the Finished games list).  :func:`open_review` is the one way
in; the scene is :class:`game.ui.review.scene.ReviewScene`, the work done by
:class:`game.ui.review.runner.ReviewRunner` in a helper process."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from game.ui.review.scene import open_review as _open
from game.ui.scenes import provides

if TYPE_CHECKING:
    from game.ui.scenes import Window


@provides("open_review")
def open_review(app: Window, path: Path | str) -> bool:
    """Push the review of the finished game saved at `path`; a dialog says why if it cannot be."""
    return _open(app, path)


__all__ = ["open_review"]
