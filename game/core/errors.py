"""Error types shared by every game.

Two ways an action can fail, told apart as python-chess tells an ``InvalidMoveError`` from an
``IllegalMoveError``: :class:`InvalidAction` is data that is not an action of the game at all (an
unknown kind, a missing or unknown field: ``ActionCodec.from_data`` raises it), :class:`IllegalAction`
a well-formed action that the rules do not allow now (``GameState.apply`` raises it, and nothing is
changed).  Both are an :class:`ActionError`, for a caller that treats them alike.
"""

from __future__ import annotations


class ActionError(Exception):
    """An action that cannot be played: malformed data (InvalidAction) or not legal now (IllegalAction)."""


class InvalidAction(ActionError):
    """Plain data that is not an action of this game (unknown kind, missing or unknown field)."""


class IllegalAction(ActionError):
    """An action that is not legal in the current state (nothing was changed)."""


class ContentError(Exception):
    """A content file is malformed; the message names the file, entry and field."""
