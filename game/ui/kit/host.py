"""What a table view may ask of the table scene that holds it (``game.ui.table_base.TableScene``).

The kit stands below the tables and the scenes: it names the table scene by this protocol and never
imports it.
"""

from __future__ import annotations

from typing import Any, Protocol

from game.core import Action
from game.ui.kit.drag import DragController
from game.ui.session import GameSession


class Host(Protocol):
    """The table scene as a view sees it: the session, whose eyes, the drag, the line of news, and the
    way to play a move."""

    session: GameSession
    viewer: int | None
    drag: DragController
    message: str

    @property
    def app(self) -> Any: ...

    def my_turn(self) -> bool: ...

    def legal_actions(self) -> list[Action]: ...

    def submit(self, action: Action) -> bool: ...
