"""The Duel's means of play: a hand card dragged to your slot, or clicked, commits it."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core import Action
from game.ui.kit.drag import DropTarget, Token
from game.ui.kit.table import ByStep
from game.ui.kit.table_gestures import TableGestures

from . import read
from .layout import Layout
from .model import TableModel
from .scene import card_sprite

# the ribbon's words under the engine's own prompt, per engine step
HOW = ByStep(read.STEPS, {"commit": "drag a card to your slot, or click it"})
COMMIT = HOW.name("commit")


def card_value(token: Token) -> int:
    """The value of the hand card `token` carries (its kind is ``("card", value)``)."""
    kind = token.kind
    assert isinstance(kind, tuple) and kind[0] == "card"
    return int(kind[1])


class Gestures(TableGestures):
    def rebuild(self, model: TableModel, legal: Sequence[Action], area: Layout) -> None:
        """Declare the decision: each card of the viewer's hand may go to the viewer's slot."""
        commits = [a for a in legal if isinstance(a, read.Commit)]
        if model.step != COMMIT or not commits:
            self.map.declare([])
            return
        pieces = [Token(("hand", i), area.hand[i].center, area.hand[i].width / 2,
                        sprite=card_sprite(area.hand[i].size, value, area.unit), kind=("card", value))
                  for i, value in enumerate(model.mine.hand)]
        slot = DropTarget(("slot", model.me), area.stage[model.me])
        self.map.declare(commits, pieces, [slot], match=self.match)

    def match(self, token: Token, target: DropTarget) -> list[Action]:
        return [read.Commit(card_value(token))] if target.key[0] == "slot" else []

    def clicked(self, token: Token) -> Action | None:
        """A hand card let go where it was pressed: commit it (if that is legal)."""
        action = read.Commit(card_value(token))
        return action if action in self.legal else None

    def label(self, action: Action) -> str:
        return f"Commit your {action.card}" if isinstance(action, read.Commit) else action.describe()

    def handle(self, event: pygame.event.Event) -> Action | None:
        """One input event: a click on a card (a press let go in place), else the gesture map's."""
        self.note_press(event)
        if self.let_go_in_place(event):
            token = self.drag.dragging
            self.drag.cancel()
            return self.clicked(token) if token is not None else None
        return self.map.handle(event)
