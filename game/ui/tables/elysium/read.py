"""The viewer's view of an Elysium game read into the table's model (:mod:`.model`), and the table's one
door to the engine (``game.games.elysium``).

The other modules of the table take the engine's names they need from here: the action kinds ``A``, the
content ``C`` (zones, clans, cards), the board's size, the state's type, the step names the engine's FLOW
declares (``STEPS``: its steps and the frames of its pending stack, "powers" and "dice"), and their
prompt words (``PROMPTS``).
"""

from __future__ import annotations

from game.games.elysium import actions as A
from game.games.elysium.clash import dice_plan
from game.games.elysium.clash_records import Request
from game.games.elysium.content import BOARD_H, BOARD_W, load_content
from game.games.elysium.effects import POWERS
from game.games.elysium.flow import FLOW, WORDS
from game.games.elysium.state import ElysiumState
from game.ui.kit.table import declared_steps

__all__ = ["BOARD_H", "BOARD_W", "POWERS", "PROMPTS", "STEPS", "A", "C", "ElysiumState", "Request", "dice_plan"]

C = load_content()
STEPS = declared_steps(FLOW)     # every step name the engine declares (its steps and its frames)
PROMPTS = WORDS                  # each step's and frame's prompt words (kit.choices.prompt_line)
