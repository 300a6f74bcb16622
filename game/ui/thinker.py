"""AI seats think away from the window, so it keeps drawing at full speed.

A search in a thread of the same process competes with drawing for Python's
GIL (measured: 35-45 frames a second while an expert seat thinks), so the
table prefers :class:`ProcessThinker`: one helper process that receives
(seat, view) and answers with an action.  If that process cannot start or a
view cannot be sent, :class:`Thinker` (``game.ai.worker.AIWorker`` on a
thread) takes over.  Both answer ``request`` / ``poll`` / ``cancel``; neither blocks.
"""

from __future__ import annotations

import logging
import multiprocessing
import queue
from typing import Any

from game.ai.worker import AIWorker
from game.core import Action, GameState

log = logging.getLogger(__name__)


class Thinker:
    """At most one AI decision in flight on a thread (AIWorker), identified by a key."""

    def __init__(self) -> None:
        self.key: Any = None
        self.worker = AIWorker()

    @property
    def busy(self) -> bool:
        return self.worker.thinking

    def request(self, key: Any, seat: Any, view: GameState) -> None:
        """Start `seat.choose(view)` in the background for decision `key`."""
        self.key = key
        self.worker.request(view, seat)

    def poll(self) -> Action | None:
        """The chosen action once ready (then forgotten); never blocks."""
        return self.worker.poll()

    def cancel(self) -> None:
        """Ask the running decision to stop and drop its answer."""
        self.worker.cancel()
        self.key = None

    def close(self) -> None:
        self.cancel()

    def warm(self, game_id: str) -> None:
        """Nothing to start ahead of time on a thread."""


def _serve(requests: Any, answers: Any, current: Any) -> None:
    """The helper process: answer each (ticket, seat, view) until told to stop with None."""
    while True:
        job = requests.get()
        if job is None:
            return
        ticket, seat, view = job
        if seat is None:  # warm-up: load the game's rules now, not at the first decision
            _warm(view)
            continue
        if current.value != ticket:
            continue  # cancelled before it started
        try:
            action = seat.choose(view, stop=lambda ticket=ticket: current.value != ticket)
            answers.put((ticket, action, None))
        except Exception as exc:  # noqa: BLE001 - reported to the window, which plays on
            answers.put((ticket, None, f"{type(exc).__name__}: {exc}"))


def _warm(game_id: str) -> None:
    """Import game `game_id` and the AI seats' code in the helper (a failure waits for the first decision)."""
    try:
        from game.games import get  # lazy: the helper's own warm-up, only in the helper process

        get(game_id)
    except Exception as exc:  # noqa: BLE001 - the first real decision will say what is wrong
        log.info("AI helper warm-up for %s failed: %s", game_id, exc)


class ProcessThinker:
    """AI decisions in a helper process; falls back to a thread if the process fails."""

    def __init__(self) -> None:
        self.key: Any = None
        self._ticket = 0
        self._waiting = False
        self._fallback: Thinker | None = None
        context = multiprocessing.get_context("spawn")  # never fork a process that holds a window
        self._requests = context.Queue()
        self._answers = context.Queue()
        self._current = context.Value("q", 0, lock=False)
        self._process = context.Process(target=_serve, args=(self._requests, self._answers, self._current),
                                        name="danse-macabre-ai", daemon=True)
        self._started = False  # the helper starts at warm() (the table opening) or the first decision

    def warm(self, game_id: str) -> None:
        """Start the helper now and have it load `game_id`'s rules, so the first AI turn does not wait
        for a process to start (about half a second); a failure leaves it to the first decision."""
        if self._fallback is not None or self._started:
            return
        try:
            self._start()
            self._requests.put((0, None, game_id))
        except Exception as exc:  # noqa: BLE001 - request() falls back to a thread if it must
            log.info("AI helper could not start ahead of time: %s", exc)

    def _start(self) -> None:
        if not self._started:
            self._started = True
            self._process.start()

    @property
    def busy(self) -> bool:
        return self._fallback.busy if self._fallback else self._waiting

    def _fall_back(self, why: str) -> Thinker:
        log.warning("AI helper process unavailable (%s); thinking on a thread instead", why)
        self.close()
        self._fallback = Thinker()
        return self._fallback

    def request(self, key: Any, seat: Any, view: GameState) -> None:
        """Send one decision to the helper process (or the thread fallback)."""
        self.key = key
        if self._fallback is None:
            try:
                self._start()
            except Exception as exc:  # noqa: BLE001 - no processes allowed here: a thread will do
                self._fall_back(str(exc))
        if self._fallback is None and not self._process.is_alive():
            self._fall_back("it stopped")
        if self._fallback is not None:
            self._fallback.request(key, seat, view)
            return
        self._ticket += 1
        self._current.value = self._ticket
        self._view = view
        self._seat = seat
        try:
            self._requests.put((self._ticket, seat, view))
        except Exception as exc:  # noqa: BLE001 - e.g. a view that cannot be pickled
            self._fall_back(str(exc)).request(key, seat, view)
            return
        self._waiting = True

    def poll(self) -> Action | None:
        """The action for the latest request once the helper answers; never blocks."""
        if self._fallback is not None:
            return self._fallback.poll()
        if not self._waiting:
            return None
        while True:
            try:
                ticket, action, error = self._answers.get_nowait()
            except queue.Empty:
                if not self._process.is_alive():
                    self._fall_back("it died").request(self.key, self._seat, self._view)
                return None
            if ticket != self._ticket:
                continue  # an answer to a cancelled request
            self._waiting = False
            if error is not None:
                log.error("AI seat failed in the helper process: %s; thinking again on a thread", error)
                self._fall_back(error).request(self.key, self._seat, self._view)
                return None
            return action

    def cancel(self) -> None:
        """Tell the helper to drop the decision in flight."""
        if self._fallback is not None:
            self._fallback.cancel()
        self._ticket += 1
        self._current.value = self._ticket
        self._waiting = False
        self.key = None

    def close(self) -> None:
        """Stop the helper process (it is a daemon, so it dies with the window anyway)."""
        if not self._started:
            return
        self._started = False
        self._current.value = -1
        try:
            self._requests.put(None)
            self._process.join(timeout=0.5)
        except Exception as exc:  # noqa: BLE001 - closing must never raise
            log.info("AI helper process did not close cleanly: %s", exc)
        if self._process.is_alive():
            self._process.terminate()


def make_thinker(use_process: bool = True) -> Thinker | ProcessThinker:
    """A process thinker when possible, else a thread thinker."""
    if use_process:
        try:
            return ProcessThinker()
        except Exception as exc:  # noqa: BLE001 - no processes allowed: threads still work
            log.warning("could not start the AI helper process (%s); using a thread", exc)
    return Thinker()
