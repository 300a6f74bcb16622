"""Crash reports: what went wrong, written beside the log for the player to send.

When a scene raises (``App.fail``) or the window's loop itself dies (``game.ui.app.main``), a plain
text file ``crash-<time>.txt`` is written in the folder the frozen program logs to
(``resources.user_data_dir()``: the user data folder, or ``DANSE_MACABRE_HOME`` when set), holding
the program and its version, the system, the game in progress (game, seed, options, seats, moves, its
autosave) and the traceback.  The error scene names the file.  Only the newest ``KEEP`` reports are
kept, so a fault that repeats never fills the disk.  Writing a report never raises.
"""

from __future__ import annotations

import datetime as dt
import logging
import platform
import sys
import traceback
from pathlib import Path
from typing import TYPE_CHECKING

from game import PROGRAM
from game.ui import resources

if TYPE_CHECKING:
    from game.ui.session import GameSession

log = logging.getLogger(__name__)

PREFIX = "crash-"
SUFFIX = ".txt"
LOG_NAME = "danse-macabre.log"   # the frozen program's log, in the same folder (game.ui.app)
KEEP = 20


def report_folder() -> Path:
    """Where reports go: beside the frozen program's log."""
    return resources.user_data_dir()


def system_lines() -> list[str]:
    frozen = "the built program" if getattr(sys, "frozen", False) else "from source"
    return [f"program: {PROGRAM} ({frozen})",
            f"system: {platform.platform()} ({platform.machine() or 'unknown machine'})",
            f"python: {sys.version.split()[0]}{' (UTF-8 mode)' if sys.flags.utf8_mode else ''}"]


def game_lines(session: GameSession | None, autosaved: bool) -> list[str]:
    """The game in progress, as far as it can be told (a broken session says so rather than raise)."""
    if session is None:
        return ["game: none in progress"]
    try:
        state = session.state
        seats = ", ".join(f"{seat.get('name', '?')} ({seat.get('kind', '?')}"
                          f"{' ' + str(seat['level']) if seat.get('level') is not None else ''})"
                          for seat in session.seats)
        where = session.autosave_slot if autosaved and session.autosave_slot else None
        return [f"game: {session.info.title} ({session.info.id}), {state.players} players, seed {state.seed}",
                f"options: {dict(state.options)}",
                f"seats: {seats}",
                f"moves: {len(state.history)}, over: {state.is_over}",
                f"autosave: {where if where else 'none written'}"]
    except Exception as exc:  # noqa: BLE001 - the report of one fault must not fail on another
        return [f"game: could not be described ({type(exc).__name__}: {exc})"]


def report_text(exc: BaseException, session: GameSession | None, autosaved: bool,
                scenes: list[str] | None = None) -> str:
    when = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
    lines = [f"{PROGRAM}: crash report", f"time: {when}", *system_lines(),
             *game_lines(session, autosaved)]
    if scenes:
        lines.append(f"scenes: {' > '.join(scenes)}")
    lines += ["", "traceback:", "".join(traceback.format_exception(exc)).rstrip()]
    return "\n".join(lines) + "\n"


def write_report(exc: BaseException, session: GameSession | None = None, autosaved: bool = False,
                 scenes: list[str] | None = None) -> Path | None:
    """Write a crash report for `exc`; its path, or None if it could not be written (logged)."""
    try:
        folder = report_folder()
        stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
        path = folder / f"{PREFIX}{stamp}{SUFFIX}"
        path.write_text(report_text(exc, session, autosaved, scenes), encoding="utf-8")
        for old in sorted(folder.glob(f"{PREFIX}*{SUFFIX}"))[:-KEEP]:
            old.unlink(missing_ok=True)
        log.error("crash report written: %s", path)
        return path
    except Exception:  # a report that cannot be written must not cause a second crash
        log.exception("the crash report could not be written")
        return None


def plain_message(report: Path | str | None, saved: bool) -> str:
    """What the player is told: that the game is autosaved (if it was) and where the report is."""
    kept = ("Your game was autosaved: Continue on the title screen brings it back." if saved
            else "No game was in progress, so nothing was lost.")
    where = (f"A report of what went wrong was written to {report}; sending it with a bug report helps."
             if report else f"The details are in the log file, {report_folder() / LOG_NAME}.")
    return f"{kept} {where}"
