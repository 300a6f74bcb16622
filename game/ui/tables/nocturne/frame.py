"""What one frame of the Nocturne table shows beyond its model (lit targets, the pointer, pieces in hand
or in the air, the words of the ribbon and the screen), and the rects it hands back."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field

import pygame

Hits = dict[Hashable, pygame.Rect]


@dataclass
class Frame:
    """What one frame shows beyond the view: lit targets, the pointer, pieces in hand or in the air."""

    lit: set = field(default_factory=set)
    mouse: tuple[int, int] = (-1, -1)
    hidden: set = field(default_factory=set)       # piece keys not drawn in place (carried, flying)
    ribbon: str = ""
    mine: bool = False
    ribbon_room: pygame.Rect | None = None
    status: str = ""                                # the screen's line: strength against the die, or why not
    refused: bool = False                           # the status says why the plan cannot be committed
    stamps: dict[int, str] = field(default_factory=dict)   # quarter -> a Night just won
    hide_cells: bool = False                        # orders still turning over: not yet in their cells
    focus: tuple[int, int] | None = None            # the cell being resolved (quarter, part)
    above: bool = False                             # the true state, no viewer: every screen shown (above.py)
