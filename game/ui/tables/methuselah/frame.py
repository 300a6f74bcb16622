"""What one frame of the Methuselah table shows beyond its model, and the rects it hands back."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field

import pygame

Hits = dict[Hashable, pygame.Rect]


@dataclass
class Frame:
    """What one frame shows beyond the model: what is lit, hidden (in hand or in flight), the pointer,
    the ribbon's words and the status line."""

    lit: set = field(default_factory=set)
    hidden: set = field(default_factory=set)
    clickable: set = field(default_factory=set)   # what a click plays something on (a soft glow)
    marks: dict = field(default_factory=dict)     # the minions the stage is about: key -> "acts", "blocks"…
    mouse: tuple[int, int] = (-1, -1)
    ribbon: str = ""
    mine: bool = False
    status: str = ""
    refused: bool = False
    edge_hidden: bool = False
    choices_room: pygame.Rect | None = None   # where the step's panel lies (the stage keeps clear of it)
