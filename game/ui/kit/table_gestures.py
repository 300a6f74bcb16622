"""The base of every table's gestures: the skeleton each table had copied (a gesture map over the table's
drag, the legal actions, the panel on screen, the picker a gesture opens, a press let go where it lies).

A table subclasses :class:`TableGestures`, declares its decision in ``rebuild`` (``self.map.declare``)
and gives ``label(action)`` (an action in the table's words) and ``choices_room()`` (where a picker
lies); see docs/new-game.md, "The table".
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from game.core import Action, Pass
from game.ui.kit.choices import ChoicePanel, Keys
from game.ui.kit.drag import DragController, DropTarget, Token
from game.ui.kit.gestures import GestureMap

KEYS = Keys(passes=(Pass,))                          # a gesture's question: keys 1-9 and P
PANEL_KEYS = Keys(passes=(Pass,), unkeyed=(Action,))  # a step's panel: P only (1-9 are the moves list's)
CLICK_SLACK = 6      # pixels a piece may move between press and release and still be a click


class TableGestures:
    """The human's means of play for one decision, declared to the kit's gesture map."""

    question = "Which one?"    # the title of the picker a gesture opens when it matches several actions

    def __init__(self, drag: DragController, names: Callable[[], list[str]]) -> None:
        self.map = GestureMap(drag, self._ask)
        self.drag = drag
        self.names = names
        self.refusal = ""                              # why the last drop or click played nothing
        self.pressed: tuple[int, int] | None = None    # where the button went down

    @property
    def legal(self) -> list[Action]:
        return self.map.legal

    @property
    def panel(self) -> ChoicePanel | None:
        """The panel on screen: a gesture's picker, else the decision's standing panel."""
        shown = self.map.shown
        return shown if isinstance(shown, ChoicePanel) else None

    def lit(self) -> set[Hashable]:
        """The places the piece in hand may be dropped on."""
        return self.map.lit()

    # -- a table's own words and room ----------------------------------------------------------------
    def label(self, action: Action) -> str:
        return action.describe()

    def choices_room(self) -> tuple[pygame.Rect, float] | None:
        """Where a picker is laid out, and the layout's unit (None: its own size)."""
        return None

    def _ask(self, token: Token | None, target: DropTarget | None, actions: list[Action]) -> ChoicePanel | None:
        popup = ChoicePanel(self.question, "", [(self.label(a), a) for a in actions], KEYS, cancel=True)
        room = self.choices_room()
        if room is not None:
            popup.layout_rows(*room)
        return popup

    # -- input ---------------------------------------------------------------------------------------
    def note_press(self, event: pygame.event.Event) -> None:
        """Remember where the left button went down (a press let go there is a click)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = event.pos

    def let_go_in_place(self, event: pygame.event.Event) -> bool:
        """A left release within a few pixels of its press, with a piece in hand: a click on that piece."""
        return (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag.dragging is not None
                and self.pressed is not None
                and abs(event.pos[0] - self.pressed[0]) + abs(event.pos[1] - self.pressed[1]) <= CLICK_SLACK)
