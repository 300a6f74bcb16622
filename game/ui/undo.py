"""Undo for a human seat's own misclicks (PLAYERS.md #1, Board Game Arena's policy).

Every move played through a :class:`game.ui.session.GameSession` leaves a
:class:`MoveRecord`; a human seat's records keep a clone of the state from
just before the move, so taking a move back is exact (the engine is
deterministic, and the clone carries the random source with it).  What may be
taken back is decided by one rule, :func:`undoable_moves`; whether a move revealed anything is
decided by the kit for every game alike (:class:`game.core.secrecy.Probe`), not by the game's events.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.core import Action, Event, GameState


@dataclass
class MoveRecord:
    """One move as the session played it, with what is needed to take it back."""

    seat: int | None                 # who decided it
    action: Action
    events: list[Event] = field(default_factory=list)
    rolled: bool = False             # the move drew on the state's random source
    shown: bool = False              # the kit found it showed some seat something hidden (``secrecy.Probe``)
    before: GameState | None = None  # the state just before (human moves only)
    log_len: int = 0                 # the session log's length before the move
    turns: int = 0                   # the session's turn counter before the move

    @property
    def revealed(self) -> bool:
        """True if the move rolled or drew on the random source, showed some seat something hidden
        (:attr:`shown`: a card drawn or turned, another seat's hidden choice, whatever the game), or
        told a seat other than the mover something privately (an event shown to it alone).

        The mover's own move told her privately ("moves 1 pool onto <her face-down vampire>",
        "chooses <card>, face down") shows her nothing she did not know, and does not count."""
        return self.rolled or self.shown or any(
            e.visible_to is not None and bool(e.visible_to - {self.seat}) for e in self.events)


def undoable_moves(moves: Sequence[MoveRecord], current_player: int | None,
                   is_human: Callable[[int | None], bool]) -> int:
    """How many of the last `moves` the seat deciding now may take back, newest first.

    Only a human seat that is still the one to decide may undo, and only its
    own unbroken run of moves at the end of the game: the run stops at any
    move by someone else (an AI or another human), and at any move that
    revealed hidden information to anyone, rolled dice or drew
    (:attr:`MoveRecord.revealed`).  So once the turn has passed on, nothing is undone.
    """
    if current_player is None or not is_human(current_player):
        return 0
    count = 0
    for move in reversed(moves):
        if move.seat != current_player or move.before is None or move.revealed:
            break
        count += 1
    return count


def starts_run(moves: Sequence[MoveRecord], seat: int | None) -> bool:
    """True if a move by `seat` now begins a new run: nothing before a change of hands or a
    reveal can come back, so the records before it are dropped."""
    return not moves or moves[-1].seat != seat or moves[-1].revealed


def keep(moves: list[MoveRecord], record: MoveRecord) -> None:
    """Add `record` to the run of moves undo may reach (see ``starts_run``)."""
    if starts_run(moves, record.seat):
        moves.clear()
    moves.append(record)


def rng_mark(state: GameState) -> int | None:
    """The random source's position, to tell afterwards whether a move drew on it."""
    rng = getattr(state, "rng", None)
    return getattr(rng, "state", None)
