"""Response windows: each seat of a window in order, round and round, until a whole round passes.

A window is opened over some seats (say every seat in a challenge, in this turn's
order).  Each seat in turn may act or pass; acting resets the count, and the window
closes once every seat has passed in a row ("any player may..., until all pass").
Seats that could only pass are the flow's business: :meth:`game.core.flow.Flow.settle`
plays their lone pass without asking.

The three numbers of a window (its ``window`` seats, the ``pos`` of the seat asked
now, the ``quiet`` passes in a row) live on any object (a game's clash record, a frame of its
pending-decision stack, or a :class:`Window` field of the state), so a save holds them under the
game's own names::

    first = open_window(clash, in_order(state.order, clash.participants()))
    ...
    if window_next(clash, acted=not isinstance(action, Pass)):
        resolve(...)                      # everybody passed
    else:
        state.actor = window_seat(clash)

This module imports no game.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Protocol


class HasWindow(Protocol):
    """Anything that carries a window's three numbers."""

    window: list[int]
    pos: int
    quiet: int


def open_window(holder: HasWindow, seats: Iterable[int]) -> int:
    """Open a window over `seats` (in the order given); returns the first seat to ask, or -1
    when the window has no seats (then it is closed already)."""
    holder.window = seats if isinstance(seats, list) else list(seats)
    holder.pos = 0
    holder.quiet = 0
    return holder.window[0] if holder.window else -1


def window_seat(holder: HasWindow) -> int:
    """The seat the window asks now (-1 for a window without seats)."""
    return holder.window[holder.pos] if holder.window else -1


def window_next(holder: HasWindow, acted: bool) -> bool:
    """Record the asked seat's answer (`acted`, or a pass) and move to the next seat.

    Returns True once the window has closed: every seat has passed in a row since the
    last action.  The next seat to ask is then :func:`window_seat` (unchanged once closed).
    """
    holder.quiet = 0 if acted else holder.quiet + 1
    if not holder.window or holder.quiet >= len(holder.window):
        return True
    holder.pos = (holder.pos + 1) % len(holder.window)
    return False


def window_closed(holder: HasWindow) -> bool:
    """True when the window has no seats or a whole round has passed."""
    return not holder.window or holder.quiet >= len(holder.window)


@dataclass
class Window:
    """A window as a record field of its own (``records.record(Window)``)."""

    window: list[int] = field(default_factory=list)
    pos: int = 0
    quiet: int = 0

    def copy(self) -> Window:
        return Window(list(self.window), self.pos, self.quiet)

    def to_data(self) -> dict[str, Any]:
        return {"window": list(self.window), "pos": self.pos, "quiet": self.quiet}

    @classmethod
    def from_data(cls, data: Any) -> Window:
        if not isinstance(data, dict):
            raise TypeError(f"a window must be a table, found {type(data).__name__}")
        window = data.get("window", [])
        pos, quiet = data.get("pos", 0), data.get("quiet", 0)
        if not isinstance(window, list) or not all(type(s) is int for s in window):
            raise TypeError("a window's seats must be a list of integers")
        if type(pos) is not int or type(quiet) is not int:
            raise TypeError("a window's pos and quiet must be integers")
        if window and not 0 <= pos < len(window):
            raise ValueError(f"a window's pos {pos} is outside its {len(window)} seats")
        return cls(list(window), pos, quiet)
