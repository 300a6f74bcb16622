"""What every game shares: the engine contract, rng and dice, decks, seat order, flow, records, events."""

from .actions import Action, ActionCodec, Masked, Pass
from .errors import ActionError, ContentError, IllegalAction, InvalidAction
from .events import Event
from .info import OptionSpec
from .records import HIDDEN, Field
from .rng import Rng
from .seats import seat_ref
from .state import GameInfo, GameState, Seat

__all__ = [
    "HIDDEN", "Action", "ActionCodec", "ActionError", "ContentError", "Event", "Field", "GameInfo",
    "GameState", "IllegalAction", "InvalidAction", "Masked", "OptionSpec", "Pass", "Rng", "Seat", "seat_ref",
]
