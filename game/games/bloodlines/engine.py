"""The Bloodlines rules, gathered: the names other parts of the game (the chronicle, the tests, the
table) call, from the modules that hold them, one per section of the rulebook:

* ``characters.py``   characters, bloodlines, power, the queue and the deck, clan schemes in hand
* ``setup.py``        setup, a chronicle's options, the clan choice
* ``turn.py``         the rounds and a turn
* ``recruiting.py``   recruiting and activation
* ``battlegrounds.py``, ``ankhs.py``, ``sects.py``  the battlegrounds
* ``schemes.py``      schemes
* ``effects.py``      abilities and effects (the ops)
* ``clans.py``        the nine clan mechanics
* ``torpor.py``       torpor and infamy
* ``ending.py``       the end: missions, victory points, the primogen

The turn is a pending-decision stack of frames (``frames.py``) on the kit's flow (``flow.py``).
"""

from __future__ import annotations

from .characters import (
    LOC_DECK,
    LOC_DISCARD,
    LOC_GRAFT,
    LOC_HAVEN,
    LOC_LINE,
    LOC_OUT,
    LOC_QUEUE,
    ability_sources,
    alive,
    battleground_of,
    cost,
    is_ancilla,
    reviewed,
    take_from_queue,
    unseen_schemes,
)
from .clans import chosen_leader, usurp
from .effects import apply_one, candidates, per_count, run_trigger
from .recruiting import activate
from .schemes import coterie, leaders_for, playable_schemes, start_scheme
from .setup import OBLIGATIONS, THIN, carry_out_obligations, setup
from .torpor import infamy, torpor
from .turn import end_round

__all__ = [
    "LOC_DECK", "LOC_DISCARD", "LOC_GRAFT", "LOC_HAVEN", "LOC_LINE", "LOC_OUT", "LOC_QUEUE",
    "OBLIGATIONS", "THIN", "ability_sources", "activate", "alive", "apply_one", "battleground_of", "candidates",
    "carry_out_obligations", "chosen_leader", "cost", "coterie", "end_round", "infamy", "is_ancilla", "leaders_for", "per_count",
    "playable_schemes", "reviewed", "run_trigger", "setup", "start_scheme", "take_from_queue", "torpor",
    "unseen_schemes", "usurp",
]
