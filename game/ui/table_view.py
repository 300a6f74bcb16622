"""The per-game middle of the table: the base class every game's table view subclasses.

``game.ui.tables.view_class`` finds a game's view; the table scene
(:class:`game.ui.table_base.TableScene`) lays it out, feeds it every event and
plays the actions it returns when a human may decide.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import Action, Event, GameState

if TYPE_CHECKING:
    from game.ui.table_base import TableScene


class TableView:
    """The middle of the table for one game; subclass per game (see ``game.ui.tables``).

    ``table`` gives access to the session, the drag controller, the dice tray
    and :meth:`TableScene.submit`.  ``handle`` returns an Action to play (it must
    be one of the legal actions; the table checks) or None.
    """

    picker_always = True  # show the generic action picker beside the view
    number_keys = False   # True: keys 1-9 choose the first nine moves of the picker (shown on the rows)

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect

    def refresh(self, view: GameState, seat: int | None) -> None:
        """The state changed (or the viewer did): rebuild tokens and targets."""

    def events(self, events: list[Event]) -> None:
        """What just happened, for animations and sounds."""

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface, view: GameState, rect: pygame.Rect) -> None:
        raise NotImplementedError

    def handle(self, event: pygame.event.Event) -> Action | None:
        """Every event reaches the view, on any turn (hover, tooltips); an Action returned is
        played only when a human may decide (the table checks)."""
        return None

    def skip_animations(self) -> None:
        """Space: finish whatever is moving on the table at once."""
