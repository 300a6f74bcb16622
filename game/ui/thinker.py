"""AI seats think on a worker thread so the window keeps drawing.

``request`` starts one decision on a view; ``poll`` returns the action once it
is ready (re-raising the seat's exception, if any); ``cancel`` asks the seat to
stop and forgets the answer.
"""

from __future__ import annotations

import threading
from typing import Any

from game.core import Action, GameState


class Thinker:
    """At most one AI decision in flight, identified by a key (seat, move number)."""

    def __init__(self) -> None:
        self.key: Any = None
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._result: Action | None = None
        self._error: BaseException | None = None
        self._done = threading.Event()

    @property
    def busy(self) -> bool:
        return self._thread is not None and not self._done.is_set()

    def request(self, key: Any, seat: Any, view: GameState) -> None:
        """Start `seat.choose(view)` in the background for decision `key`."""
        self.cancel()
        self.key = key
        self._stop = threading.Event()
        self._done = threading.Event()
        self._result, self._error = None, None
        stop, done = self._stop, self._done

        def think() -> None:
            try:
                action = seat.choose(view, stop=stop)
                if not stop.is_set():
                    self._result = action
            except BaseException as exc:  # handed to the UI thread by poll()
                if not stop.is_set():
                    self._error = exc
            finally:
                done.set()

        self._thread = threading.Thread(target=think, name=f"ai-{key}", daemon=True)
        self._thread.start()

    def poll(self) -> Action | None:
        """The chosen action once ready (then forgotten); raises what the seat raised."""
        if self._thread is None or not self._done.is_set():
            return None
        self._thread = None
        if self._error is not None:
            error, self._error = self._error, None
            raise error
        result, self._result = self._result, None
        return result

    def cancel(self) -> None:
        """Ask the running decision to stop and drop its answer."""
        self._stop.set()
        self._thread = None
        self.key = None

    def wait(self, timeout: float = 30.0) -> bool:
        """Block until the decision in flight finishes (tests and the smoke run only)."""
        return self._done.wait(timeout)
