"""Duel's one action: commit a card from hand, face down."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.actions import Action, ActionCodec


@dataclass(frozen=True, slots=True)
class Commit(Action):
    """Put `card` (its value) from hand face down; all are turned over together."""

    kind: ClassVar[str] = "commit"
    card: int

    def describe(self) -> str:
        return f"commit a {self.card}"


CODEC = ActionCodec(Commit)   # Masked is known to every codec; name Pass too if the game uses it
