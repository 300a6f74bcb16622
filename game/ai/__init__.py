"""AI seats that play every game through the engine contract.

``make_seat(level, seed)`` gives a seat of one of :data:`LEVELS`; a seat's
``choose(view)`` sees only ``state.view(seat)``.  :class:`AIWorker` runs a seat
off the UI thread.  Per-game hooks (evaluation, rollout policy) are described
in :mod:`game.ai.hooks`.
"""

from .heuristic import EasySeat, HeuristicSeat
from .hooks import Evaluation, RolloutPolicy, greedy_rollout_policy
from .ismcts import ISMCTS, Budget, ISMCTSSeat
from .seat import LEVELS, RandomSeat, Seat, level_name, make_seat
from .worker import AIWorker

__all__ = [
    "ISMCTS",
    "LEVELS",
    "AIWorker",
    "Budget",
    "EasySeat",
    "Evaluation",
    "HeuristicSeat",
    "ISMCTSSeat",
    "RandomSeat",
    "RolloutPolicy",
    "Seat",
    "greedy_rollout_policy",
    "level_name",
    "make_seat",
]
