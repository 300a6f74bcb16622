"""The viewer's view of a Nocturne game read into the table's model (and nothing else: another lord's
hand, plan and orders are what the view shows of them, counts and backs).

This is the one place that knows the engine's field names: each lord's tokens (``blood``, ``influence``,
``vp``, ``fear``), the cards behind each screen (``hands`` with ``assign`` beside them: 0 free, t + 1 under
order t), the plan (``plan``: per order token its place code and quarter; ``cur``: the order being planned),
the orders beside each row (``rows``: owner * TOKEN_SPAN + the k-th placed) and in the cells (``cells``,
quarter * 3 + part: owner, token, cards…), the board (``locs``, ``victims``, ``cell_blood``, ``cell_inf``,
``dice``, the catacomb piles and the altar).

It is also the table's one door to the engine (``game.games.nocturne``): the other modules take the
engine's names they need from here: the action kinds ``A``, the state's type, the step names the
engine's FLOW declares (``STEPS``, what the table's per-step words are keyed by) and their prompts.
"""

from __future__ import annotations

from game.games.nocturne import actions as A
from game.games.nocturne import effects
from game.games.nocturne.content import describe_ops, ritual_text
from game.games.nocturne.flow import FLOW
from game.games.nocturne.phases.planning import ALTAR, CATACOMBS, CITY
from game.games.nocturne.state import TOKEN_SPAN, NocturneState
from game.ui.kit.table import declared_steps

__all__ = ["ALTAR", "CATACOMBS", "CITY", "PROMPTS", "STEPS", "TOKEN_SPAN", "A", "NocturneState", "describe_ops",
           "effects", "ritual_text"]

STEPS = declared_steps(FLOW)     # every step name the engine declares
PROMPTS = FLOW.steps             # each step's prompt words (the ribbon's, game.ui.kit.choices.prompt_line)
