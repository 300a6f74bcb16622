"""When the table plays an AI seat's move: at a pace a player can follow, and no wait for what no one sees.

* A move that shows no human anything is played as soon as it is chosen and gives no beat: the
  views of the human seats (the public's, in a game of AI seats only) are the same after it and no
  event of it is seen by them (another seat's planning behind its screen, such as a Nocturne order
  being planned).  Several such moves may follow one another in one frame.
* A move that shows something is followed by one beat (``preferences.ai_delay``) before the next
  AI move is played; the next seat thinks meanwhile, so a quick decision costs no more than the beat.
* A forced move (one legal action) is played without asking the AI.

The waits this saves are measured by ``game.ui.waits`` (`python -m game bench`, its "wait" lines).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from game.core import Action, Event, GameState

log = logging.getLogger(__name__)

MOVES_A_FRAME = 8  # unseen AI moves played in one frame at most (each may be a request to the helper)


def watchers(session: Any) -> list[int | None]:
    """Whose eyes an AI move could show something to: the human seats, or the public with none."""
    humans: list[int | None] = list(session.human_seats())
    return humans or [None]


def unseen(before: Sequence[GameState], after: GameState, events: Sequence[Event],
           eyes: Sequence[int | None]) -> bool:
    """True if a move showed nobody in `eyes` anything: no event of it is seen by them, and each one's
    view (`before`, in the order of `eyes`) has the same fields and the same seat to decide after it."""
    if any(event.seen_by(seat) is not None for event in events for seat in eyes):
        return False
    for seat, old in zip(eyes, before, strict=True):
        new = after.view(seat)
        if new.current_player != old.current_player:
            return False
        if any(getattr(new, name) != getattr(old, name) for name in after.FIELDS):
            return False
    return True


class Pacer:
    """Plays the AI seats' moves for a table scene (its ``thinker``, ``session``, ``clock`` and ``_play``)."""

    def __init__(self) -> None:
        self.beat_until = 0.0  # the table's clock when the next AI move may be shown
        self.beats = 0         # beats given (AI moves that showed something), for the waits bench

    def turn(self, table: Any) -> None:
        """Play what the AI seats have chosen, as the pace allows; never blocks."""
        for _ in range(MOVES_A_FRAME):
            if not self._one(table):
                return

    def _one(self, table: Any) -> bool:
        """Play at most one AI move; True if one was played that showed nobody anything (the next may follow)."""
        session = table.session
        state = session.state
        seat = state.current_player
        if state.is_over or seat is None or session.is_human(seat):
            return False
        legal = state.legal_actions()
        action: Action | None = legal[0] if len(legal) == 1 else None   # forced: nothing to think about
        self.ask(table)
        if table.clock < self.beat_until:
            return False
        if action is None:
            action = table.thinker.poll()
            if action is None:
                return False
            table.thinker.key = None
            if action not in legal:
                log.error("AI seat %d chose an illegal action %r; playing its first legal action", seat, action)
                action = legal[0]
        eyes = watchers(session)
        before = [state.view(eye) for eye in eyes]
        if not table._play(action, seen=lambda events: not unseen(before, session.state, events, eyes)):
            return True
        self.beat_until = table.clock + table.app.preferences.ai_delay
        self.beats += 1
        self.ask(table)   # the next AI seat thinks during the beat
        return False

    @staticmethod
    def ask(table: Any) -> None:
        """Have the AI seat to decide now think about it, unless it is asked already or the move is forced."""
        session = table.session
        state = session.state
        seat = state.current_player
        if state.is_over or seat is None or session.is_human(seat):
            return
        if len(state.legal_actions()) == 1:
            if table.thinker.key is not None:
                table.thinker.cancel()
            return
        key = (seat, len(state.history))
        if table.thinker.key != key:
            table.thinker.request(key, session.ai_seats[seat], state.view(seat))

    def skip(self) -> None:
        """Show the next AI move without waiting out the beat (Space, an undo)."""
        self.beat_until = 0.0
