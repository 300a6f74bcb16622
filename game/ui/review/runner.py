"""The review of a finished game made away from the window: a helper process, a progress, a cancel.

:class:`ReviewRunner` takes a finished game's file.  A review already cached beside it
(``game.saves.reviews``) is shown at once; otherwise (or when the cached one was stopped half way)
a helper process (spawned, never forked: the window holds a display) reads the game's file, runs
:func:`game.ai.review.analyse` from where any earlier run stopped, and sends its progress and then
the review.  Cancel asks it to stop between two moves; what it had done is kept in the cache, so
the next Review resumes there.  If the process cannot start, a thread does the work instead.
Nothing here blocks the window: :meth:`poll` is called once a frame.
"""

from __future__ import annotations

import logging
import multiprocessing
import queue
import threading
import time
from pathlib import Path
from typing import Any

import game.games
from game.ai.review import Review, analyse, point_data, point_from
from game.saves.errors import SaveError
from game.saves.replays import replay_of_save
from game.saves.reviews import read_review, write_review

log = logging.getLogger(__name__)

WAITING, RUNNING, DONE, STOPPED, FAILED = "waiting", "running", "done", "stopped", "failed"


def work(path: str, humans: list[int], resume: dict[str, Any] | None, updates: Any, stop: Any) -> None:
    """The helper's whole job: the review of the game at `path`, progress and result on `updates`."""
    try:
        replay = replay_of_save(Path(path), games=game.games.get)
        earlier = Review.from_data(resume) if resume is not None else None
        review = analyse(replay, humans, resume=earlier, stop=stop.is_set,
                         progress=lambda done, total: updates.put(("progress", done, total)),
                         watch=lambda r: updates.put(("point", r.game, r.players, r.moves, list(r.start),
                                                      point_data(r.points[-1]))))
        updates.put(("review", review.to_data()))
    except Exception as exc:  # noqa: BLE001 - reported to the window, which says so in words
        updates.put(("error", f"{type(exc).__name__}: {exc}"))


class ReviewRunner:
    """One finished game's review: cached, or made in a helper process (see the module docstring)."""

    def __init__(self, path: Path, humans: list[int], use_process: bool = True) -> None:
        self.path = Path(path)
        self.humans = list(humans)
        self.use_process = use_process
        self.review: Review | None = None
        self.state = WAITING
        self.done_moves, self.total = 0, 1
        self.error = ""
        self._updates: Any = None
        self._stop: Any = None
        self._worker: multiprocessing.process.BaseProcess | threading.Thread | None = None
        cached = read_review(self.path)
        if cached is not None:
            try:
                self.review = Review.from_data(cached)
            except ValueError as exc:
                log.warning("the cached review of %s is not one (%s); it is made again", self.path, exc)
        if self.review is not None and self.review.done:
            self.state = DONE

    @property
    def fraction(self) -> float:
        """How much of the review is made (0 to 1)."""
        if self.state == DONE:
            return 1.0
        return max(0.0, min(1.0, self.done_moves / max(1, self.total)))

    def start(self) -> None:
        """Make the review (or go on with a stopped one) unless it is there already."""
        if self.state in (DONE, RUNNING):
            return
        resume = self.review.to_data() if self.review is not None else None
        if self.review is not None:
            self.done_moves, self.total = len(self.review.points), self.review.moves + 1
        args = (str(self.path), self.humans, resume)
        self.error = ""
        if self.use_process:
            try:
                context = multiprocessing.get_context("spawn")
                self._updates, self._stop = context.Queue(), context.Event()
                self._worker = context.Process(target=work, args=(*args, self._updates, self._stop),
                                               name="danse-macabre-review", daemon=True)
                self._worker.start()
                self.state = RUNNING
                return
            except (OSError, ValueError, RuntimeError) as exc:
                log.warning("review helper process unavailable (%s); reviewing on a thread", exc)
        self._updates, self._stop = queue.Queue(), threading.Event()
        self._worker = threading.Thread(target=work, args=(*args, self._updates, self._stop),
                                        name="review", daemon=True)
        self._worker.start()
        self.state = RUNNING

    def poll(self) -> None:
        """Read what the helper sent (never blocks); keep a finished or stopped review in the cache."""
        if self.state != RUNNING or self._updates is None:
            return
        while True:
            try:
                message = self._updates.get_nowait()
            except (queue.Empty, OSError, EOFError, ValueError):
                break
            if message[0] == "progress":
                self.done_moves, self.total = int(message[1]), int(message[2])
            elif message[0] == "point":   # the graph grows as the moves are measured
                self._grow(*message[1:])
            elif message[0] == "review":
                self._finished(Review.from_data(message[1]))
                return
            else:
                self.state, self.error = FAILED, str(message[1])
                log.warning("the review of %s failed: %s", self.path, self.error)
                self._reap()
                return
        worker = self._worker
        if isinstance(worker, multiprocessing.process.BaseProcess) and not worker.is_alive() \
                and worker.exitcode not in (0, None):
            self.state, self.error = FAILED, f"the helper process ended (code {worker.exitcode})"
            self._reap()

    def _grow(self, game_id: str, players: int, moves: int, start: list[float], data: dict[str, Any]) -> None:
        if self.review is None:
            self.review = Review(game_id, players, moves, tuple(start))
        point = point_from(data)
        if point.move == len(self.review.points) + 1:
            self.review.points.append(point)

    def _finished(self, review: Review) -> None:
        self.review = review
        self.state = DONE if review.done else STOPPED
        self.done_moves = len(review.points)
        try:
            write_review(self.path, review.to_data())
        except SaveError as exc:  # the review is shown all the same; it is made again next time
            log.warning("the review could not be kept: %s", exc)
        self._reap()

    def cancel(self) -> None:
        """Ask the helper to stop between two moves (what it did is kept when it answers)."""
        if self.state == RUNNING and self._stop is not None:
            self._stop.set()

    def wait(self, seconds: float) -> None:
        """Wait for the helper to finish (tests, and closing the window), reading what it sends meanwhile:
        a process with items still in its queue cannot end until they are read."""
        end = time.monotonic() + seconds
        while self._worker is not None and self.state == RUNNING and time.monotonic() < end:
            self.poll()
            worker = self._worker
            if worker is not None:
                worker.join(0.05)
        self.poll()

    def close(self) -> None:
        """Stop the helper (keeping what it sent) and end it."""
        self.cancel()
        if self.state == RUNNING:
            self.wait(2.0)
        self._reap(force=True)

    def _reap(self, force: bool = False) -> None:
        worker = self._worker
        if isinstance(worker, multiprocessing.process.BaseProcess):
            worker.join(0.5 if not force else 1.0)
            if worker.is_alive():
                worker.terminate()
        self._worker = None
