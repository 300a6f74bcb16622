"""Setup: shuffle the deck and deal each seat its secret hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import decks
from game.core.events import Event
from game.core.flow import PHASE_DONE

if TYPE_CHECKING:
    from ..state import DuelState


def begin(state: DuelState, events: list[Event]) -> None:
    assert state.rng is not None
    state.deck = decks.shuffled(state.content.deck, state.rng)
    decks.deal(state.deck, state.hands, state.content.hand_size)
    events.append(Event("deal", f"Each player is dealt {state.content.hand_size} cards"))
    state.step = PHASE_DONE
