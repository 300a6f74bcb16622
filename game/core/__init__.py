"""What every game shares: the engine contract, rng and dice, decks, content, events."""

from .actions import Action, ActionCodec, Pass
from .errors import ContentError, IllegalAction
from .events import Event
from .rng import Rng
from .state import GameInfo, GameState, OptionSpec

__all__ = [
    "Action", "ActionCodec", "ContentError", "Event", "GameInfo", "GameState",
    "IllegalAction", "OptionSpec", "Pass", "Rng",
]
