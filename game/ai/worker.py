"""Thinking off the UI thread: one AI decision at a time on a background thread.

The window calls :meth:`AIWorker.request` when an AI seat must move, then
:meth:`AIWorker.poll` once a frame; neither blocks.  :meth:`AIWorker.cancel`
(a game closed or loaded mid-thought) sets the search's stop event and drops
the answer.  If the seat raises, the error is logged and kept in ``error``, and
``poll`` answers with a random legal action so the game goes on.
"""

from __future__ import annotations

import logging
import threading

from game.core import Action, GameState, Rng

from .decision import as_view, candidate_actions
from .seat import Seat

log = logging.getLogger(__name__)


class AIWorker:
    """Runs ``seat.choose(view)`` on a daemon thread; poll for the action."""

    def __init__(self) -> None:
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._result: Action | None = None
        self._view: GameState | None = None
        self._done = False
        self.error: BaseException | None = None
        self._generation = 0

    @property
    def thinking(self) -> bool:
        """True while a requested decision has not been collected or cancelled."""
        return self._view is not None and not self._done

    def request(self, view: GameState, seat: Seat) -> None:
        """Start thinking about `view` for `seat` (cancels any decision still running)."""
        self.cancel()
        view = as_view(view)
        with self._lock:
            self._generation += 1
            generation = self._generation
            self._stop = threading.Event()
            self._view, self._result, self._done, self.error = view, None, False, None
        stop = self._stop
        self._thread = threading.Thread(target=self._think, args=(view, seat, stop, generation),
                                        name=f"ai-{seat.name}", daemon=True)
        self._thread.start()

    def _think(self, view: GameState, seat: Seat, stop: threading.Event, generation: int) -> None:
        try:
            action: Action | None = seat.choose(view, stop=stop)
            error: BaseException | None = None
        except Exception as exc:  # noqa: BLE001 -- surfaced through poll() and `error`
            action, error = None, exc
        with self._lock:
            if generation != self._generation or stop.is_set():
                return  # cancelled or superseded: drop the answer
            self._result, self.error, self._done = action, error, True

    def poll(self) -> Action | None:
        """The chosen action once ready (collected once), else None. Never blocks.

        After a failure this logs the error and returns a random legal action.
        """
        with self._lock:
            if not self._done or self._view is None:
                return None
            view, action, error = self._view, self._result, self.error
            self._view, self._result, self._done = None, None, False
        if error is not None or action is None:
            log.error("AI seat failed; playing a random legal action instead", exc_info=error)
            seat = view.current_player if view.current_player is not None else 0
            rng = Rng(len(view.history))
            return rng.choice(candidate_actions(view, seat, rng))
        return action

    def cancel(self) -> None:
        """Stop the search in flight (if any) and forget its answer. Never blocks."""
        with self._lock:
            self._stop.set()
            self._generation += 1
            self._view, self._result, self._done = None, None, False

    def join(self, timeout: float | None = None) -> bool:
        """Wait for the thinking thread to finish (tests, shutdown); True if it has."""
        thread = self._thread
        if thread is None:
            return True
        thread.join(timeout)
        return not thread.is_alive()
