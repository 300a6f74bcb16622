"""The pieces of a pending-decision stack (see :mod:`game.core.flow`, which consults it): the
two kinds a frame may have, a :class:`Decision` a seat makes or a :class:`Task` the rules carry
out, and :func:`push` / :func:`pop` to open and close one.  A frame is a game's own small record
with a ``kind``.

This module imports no game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from .actions import Action
from .events import Event

FrameLegal = Callable[[Any, Any], list[Action]]
FramePlay = Callable[[Any, Any, Action, list[Event]], None]
FrameRun = Callable[[Any, Any, list[Event]], None]


class Frame(Protocol):
    """One entry of a pending-decision stack: a record whose ``kind`` names a frame of the flow."""

    @property
    def kind(self) -> str: ...


@dataclass(frozen=True)
class Decision:
    """A kind of frame that waits for a seat: a :class:`Step` that reads its frame.

    ``legal(state, frame)`` lists the deciding seat's actions (who decides is the game's
    business, usually a seat the frame names); ``apply(state, frame, action, events)`` plays one
    and pops the frame (:func:`pop`) once the decision is resolved, or pushes the decisions it
    opens.  ``prompt`` and ``waiting`` are its words, as a step's.  ``asks(state, frame)``, if
    given, is a step's ``asks``: the seat is asked even when its one choice is no decision, because
    the table cannot tell that it has nothing more (a hidden hand might hold a card that acts).
    """

    legal: FrameLegal
    apply: FramePlay
    prompt: str = ""
    waiting: str = ""
    asks: Callable[[Any, Any], bool] | None = None


@dataclass(frozen=True)
class Task:
    """A kind of frame the rules carry out by themselves: ``run(state, frame, events)`` pops
    the frame when done, or pushes the frames it needs (and runs again once they are gone)."""

    run: FrameRun


push: Callable[[list[Any], Frame], None] = list.append
"""``push(stack, frame)``: put `frame` on top of a pending-decision stack: it is dealt with before
those beneath.  (``list.append`` itself: a frame is pushed and popped at every step of a game, and
a C call costs no Python frame.)"""

pop: Callable[[list[Any]], Any] = list.pop
"""``pop(stack)``: take the top frame off a pending-decision stack (it is resolved) and return it."""
