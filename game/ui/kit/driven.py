"""The frame loop of a table played by gestures and drawn with motion, the same on every such table.

A table whose ``gestures`` wraps the kit's gesture map (``gestures.map``, ``gestures.handle(event)``, and
``gestures.due(legal)``: the next step of the last gesture, if the engine asks for it now) and whose
``motion`` is the kit's :class:`~game.ui.kit.motion.Motion` mixes :class:`Driven` in before the base table:

* each frame the motion runs at the settings' speed, pieces of an earlier decision are forgotten once
  they have landed, and a gesture's later steps are played as the engine asks for them;
* Space skips the motion; every other event goes to the gestures, then to the moves list's keys 1-9.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core import Action


class Driven:
    """``update``, ``skip_animations`` and ``handle`` for a table with ``gestures`` and ``motion`` (see the
    module docstring); put it before ``BaseTable`` in the bases."""

    gestures: Any
    motion: Any
    table: Any
    area: Any

    def update(self, dt: float) -> None:
        super().update(dt)  # type: ignore[misc]
        self.motion.speed = self.speed()  # type: ignore[attr-defined]
        self.motion.update(dt)
        if not self.table.drag.busy:
            self.gestures.map.settle_pieces()
        if self.my_turn() and not self.table.drag.busy:  # type: ignore[attr-defined]
            due = self.gestures.due(self.table.legal_actions())
            if due is not None:
                self.table.submit(due)

    def gesture_under_way(self) -> bool:
        """Whether the later steps of the last gesture are still to be played (the gestures' ``follow``): the
        coach counts them as part of the move the player made."""
        return getattr(self.gestures, "follow", None) is not None

    def skip_animations(self) -> None:
        self.motion.finish()

    def handle(self, event: pygame.event.Event) -> Action | None:
        super().handle(event)  # type: ignore[misc]
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            return None
        action = self.gestures.handle(event) if self.area is not None else None
        return action if action is not None else self.picker_key(event)  # type: ignore[attr-defined]
