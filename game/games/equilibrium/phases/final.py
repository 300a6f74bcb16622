"""The end of the game: an instant win (an Equilibrium in all six guilds at once), or the final
scoring after the last era, where the face-down votes of eras 3-4 are turned over first."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.events import Event
from game.core.seats import seat_ref

from ..board import GUILDS, guild_total
from .era import reveal

if TYPE_CHECKING:
    from ..state import EquilibriumState


def begin(state: EquilibriumState, events: list[Event]) -> None:
    """The schedule is done: final scoring."""
    score(state)
    events.append(Event("game_over", "Final scoring", None,
                        {"rows": [[r[0], r[1]] for r in state.final_rows]}))


def check_instant_win(state: EquilibriumState, seat: int, events: list[Event]) -> None:
    """Six Equilibriums on one board end the game at once: that seat wins."""
    board, total = state.boards[seat], state.content.equilibrium_total   # every guild at the total
    if all(guild_total(board, g) == total for g in range(GUILDS)):
        state.instant_winner = seat
        score(state)
        events.append(Event("instant_win", f"{seat_ref(seat)} holds an Equilibrium in all six guilds "
                            "and wins!", seat, {"player": seat}))


def score(state: EquilibriumState) -> None:
    """Turn the hidden votes over (not after an instant win), freeze the rows, end the game."""
    if state.instant_winner < 0:
        for p in range(state.players):
            for card in state.hidden_votes[p]:
                reveal(state, 5, p, card)
            state.hidden_votes[p] = []
    state.final_rows = state.scoring_rows()
    state.phase = "over"
    state._clear_turn()
