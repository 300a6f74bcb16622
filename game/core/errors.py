"""Error types shared by every game."""

from __future__ import annotations


class IllegalAction(Exception):
    """An action that is not legal in the current state (nothing was changed)."""


class ContentError(Exception):
    """A content file is malformed; the message names the file, entry and field."""
