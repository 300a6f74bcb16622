"""What a game declares to the save layer: its old saves' upgrades and its own kinds of file.

A save file's format (``game/saves/upgrades.py``) is the save layer's, but what an old game needs
to replay under today's code is the game's own: each game lists its :class:`SaveUpgrade` steps in
``GameInfo.save_upgrades``, and the save layer's upgrade from version ``v`` runs the game's step
for ``v`` after its own, so the save layer names no game.  A game that keeps a file of its own in
the saves folder (Bloodlines' chronicle: the campaign file) declares its :class:`FileKind` in
``GameInfo.files``: the save layer writes and reads that file with its guarantees and asks the
kind to turn the game's object into plain data and back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Data = dict[str, Any]


@dataclass(frozen=True)
class SaveUpgrade:
    """What this game's saves need as the save format goes from `version` to `version + 1`.

    `edition`: the rules edition such an old game was begun under, recorded in its setup and (when
    the snapshot is untouched, then hashed again) in its snapshot, so its log replays move for move;
    `fill(state)`: the snapshot's state with the fields a newer edition keeps, as the replay under
    the old edition leaves them, or in the shape this version saves (a step may have a `fill` and
    no `edition`: the state changed shape, not the rules); `action(data)`: a logged action's data as this version writes it;
    `compared(state)`: False where such a snapshot cannot be compared with the replay (it is kept
    and hash-checked only)."""

    version: int
    edition: int | None = None
    fill: Callable[[Data], Data] | None = None
    action: Callable[[Any], Any] | None = None
    compared: Callable[[Data], bool] | None = None


@dataclass(frozen=True)
class FileKind:
    """A kind of file the save layer keeps for a game (``name``: the save layer's word for it,
    e.g. "campaign"); `title` names it in messages ("not a Bloodlines campaign").

    `write(thing)` is the plain data written (the file's body); `read(data)` builds the game's
    object back from that data, checked (ValueError, KeyError, TypeError or IndexError for data
    this build cannot play)."""

    name: str
    title: str
    write: Callable[[Any], Data]
    read: Callable[[Data], Any]
