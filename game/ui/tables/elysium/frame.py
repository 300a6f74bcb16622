"""What one frame of the Elysium table shows beyond the model: the pointer, what is lit and hidden, the
clash panel on show (the engine's, or a finished one kept a moment with its result), the dice tray, the
ribbon's words and the step's choices panel."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ui.kit.above import Held
from game.ui.kit.choices import ChoicePanel
from game.ui.kit.contest import Contest
from game.ui.kit.dice import DiceShow
from game.ui.tables.elysium.model import ClashPanel


@dataclass
class Frame:
    """One frame's state of play around the model."""

    me: int
    names: list[str]
    dice: DiceShow
    mouse: tuple[int, int] = (0, 0)
    clock: float = 0.0
    dragging: bool = False
    lit_zones: set[int] = field(default_factory=set)
    hidden: set[int] = field(default_factory=set)          # seats whose miniature is in hand or on its way
    targets: set[int] = field(default_factory=set)         # rivals you may challenge now
    lit_events: set[int] = field(default_factory=set)      # events you may take on now (card ids)
    clash: ClashPanel | None = None                        # the clash panel shown
    result: str = ""                                       # a finished clash's stamp
    die: int = -1                                          # the die chosen after the dice
    dice_lit: bool = False                                 # the dice may be clicked (after the dice)
    ribbon: str = ""
    mine: bool = False
    supply_shown: bool = True                              # your influence lies in its dish (not in hand)
    choices: ChoicePanel | None = None                     # the step's panel or a gesture's question
    held: Held | None = None                               # from above: every hand face up, noted here
    contest: Contest | None = None                         # the clash in the kit's words, as the layout measured it
