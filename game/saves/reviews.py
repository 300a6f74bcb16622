"""A finished game's review, cached beside it: ``reviews/<game's file name>`` in the finished game's folder
(a folder of its own, so no list of saves ever shows a review as a game).

The save layer keeps the review as plain data (it imports no AI: ``game.ai.review.Review.to_data``
and ``from_data`` convert).  A review file that cannot be read is reported as missing (the review is
made again), never as an error the player must deal with; a write goes through the atomic writer.
"""

from __future__ import annotations

import logging
import tomllib
from pathlib import Path
from typing import Any

import tomli_w

from .errors import SaveError
from .folders import atomic_write_text

log = logging.getLogger(__name__)

REVIEWS_FOLDER = "reviews"


def review_path(game_path: Path) -> Path:
    """Where the review of the game saved at `game_path` is kept."""
    return game_path.parent / REVIEWS_FOLDER / game_path.name


def read_review(game_path: Path) -> dict[str, Any] | None:
    """The cached review's plain data, or None when there is none or it cannot be read (logged)."""
    path = review_path(game_path)
    if not path.is_file():
        return None
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        log.warning("the review %s cannot be read (%s); it is made again", path, exc)
        return None


def write_review(game_path: Path, data: dict[str, Any]) -> Path:
    """Keep the review's plain data beside the game (atomically); SaveError if the disk refuses."""
    path = review_path(game_path)
    try:
        text = tomli_w.dumps(data)
    except (TypeError, ValueError) as exc:
        raise SaveError(path, f"the review cannot be written as TOML: {exc}") from None
    atomic_write_text(path, text, keep_backup=False)
    return path


def drop_review(game_path: Path) -> None:
    """Delete the review kept beside a game (the game itself is being deleted)."""
    try:
        review_path(game_path).unlink(missing_ok=True)
    except OSError as exc:
        log.warning("the review of %s could not be deleted: %s", game_path, exc)
