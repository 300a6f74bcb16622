"""Input bound to the decision it was meant for, at the table.

Each decision has an id (:meth:`game.ui.table_base.TableScene.decision`), the id of the one last
drawn is kept, and a key or click handled while another decision is current (an earlier key of the
same frame already answered the one on screen) is dropped with a soft "That was for the previous
choice"; a click's release counts only for the decision its press was for, and a repeated key (held
down) only for the decision it was first pressed on.
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.ui.kit.drag import DragController
from game.ui.table_parts import Toast


class DecisionInput:
    """The table scene's part that drops input meant for an earlier decision; the scene says what the
    decision now is (``decision``) and notes the one it drew (``drawn``)."""

    drag: DragController
    toast: Toast

    def __init__(self) -> None:
        super().__init__()
        self.drawn: Hashable | None = None          # the id of the decision last drawn
        self.pressed_for: Hashable | None = None    # the decision a mouse press was for (its release acts there)
        self.held: dict[int, Hashable] = {}         # keys held down, with the decision each was pressed on
        self.stale_inputs = 0  # input dropped because it was meant for an earlier decision

    def decision(self) -> Hashable:
        raise NotImplementedError

    def stale(self, event: pygame.event.Event) -> bool:
        """True when `event` would act on a decision other than the one it was meant for (see the module
        docstring); a dropped key or click says so softly."""
        now = self.decision()
        kind = event.type
        if kind == pygame.KEYUP:
            self.held.pop(event.key, None)
            return False
        if kind == pygame.KEYDOWN and (event.key == pygame.K_SPACE or getattr(event, "mod", 0) & pygame.KMOD_CTRL):
            return False  # Space skips animations, Ctrl+Z takes back: never about the decision on screen
        if kind == pygame.KEYDOWN:
            pressed_on = self.held.get(event.key)
            if pressed_on is not None and pygame.key.get_repeat()[0] > 0:
                meant = pressed_on  # a key held down: its repeats count only where it was first pressed
            else:
                self.held[event.key] = meant = self.drawn
        elif kind == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
            self.pressed_for = self.drawn if self.drawn == now else None
            meant = self.drawn
        elif kind == pygame.MOUSEBUTTONUP and event.button in (1, 2, 3):
            if self.drag.dragging is not None:
                return False  # a piece in hand is always let go
            meant, self.pressed_for = self.pressed_for, None
            if meant is None:
                return True   # its press was dropped already (or never seen)
        else:
            return False
        if meant == now:
            return False
        self.stale_inputs += 1
        self.toast.show("That was for the previous choice")
        return True
