"""What one frame of the Equilibrium table shows beyond its model: each board's look (what is lit,
pointed at, in hand or in flight), the focus copy of a rival's board, what a token in hand may be dropped
on, the pointer, the ribbon's words."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ui.tables.equilibrium.boards import BoardLook
from game.ui.tables.equilibrium.layout import BoardGeom


@dataclass
class Frame:
    """What one frame shows beyond the model (see the module docstring)."""

    looks: dict[int, BoardLook] = field(default_factory=dict)   # every board's, by seat
    focus: BoardGeom | None = None          # a rival's board drawn large on the game board
    focus_look: BoardLook | None = None
    lit_cards: set[str] = field(default_factory=set)     # the cards the token in hand may go onto
    asking: str = ""                        # the card a popup asks about
    dragging: bool = False                  # a piece is in hand
    supply_lit: set[int] = field(default_factory=set)    # the supply's values that may be picked up
    in_hand: set[str] = field(default_factory=set)       # your action tokens declared as pieces
    intrigue: list[float] | None = None     # where the intrigue markers are shown (sliding)
    mouse: tuple[int, int] = (-1, -1)
    clock: float = 0.0
    ribbon: str = ""
    mine: bool = False
