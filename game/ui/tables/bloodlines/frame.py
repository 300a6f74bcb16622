"""What one frame of the Bloodlines table shows beyond its model."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field

import pygame


@dataclass
class Frame:
    """What one frame shows beyond the model: lit places, the one under the pointer, pieces in the air,
    the markers' shown positions (by board index), the ribbon's words."""

    lit: set = field(default_factory=set)
    hover: Hashable = None
    hidden: set = field(default_factory=set)
    shown: dict[int, Sequence[float]] = field(default_factory=dict)
    ribbon: str = ""
    mine: bool = False
    ribbon_room: pygame.Rect | None = None   # the ribbon's room for words (a compact panel holds its right end)
    mouse: tuple[int, int] = (-1, -1)
    glow: float = 0.0
    scheme_tip: Callable[[int], str] = lambda scheme: ""
    scheme_rule: Callable[[int], str | None] = lambda scheme: None   # the rules section of a scheme's tip
    above: bool = False      # the true state with no viewer: a finished game seen from above
