"""`python -m game soak`: games, the window and every file reader, pushed hard for a while.

    python -m game soak --quick                      # seconds: what CI runs
    python -m game soak                              # a few minutes
    python -m game soak --events 100000 --files 10000  # the long run, before a release

Three parts, each seeded (item i of a part uses seed+i, so one problem's seed replays it alone):
games (random and AI games of every game, with save, load, undo and replay along the way), ui
(the window offscreen, random clicks, drags, keys and resizes on every scene, per game's table)
and files (every reader fed mutated and non-regular files, each read in a worker process under a
watchdog).  It prints counts, every problem with its seed and the options that reproduce it,
peak memory and the slowest file read; the exit code is 1 when anything was found.  Nothing
is written outside a temporary folder: the player's saves and settings are never touched.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from game.core import GameInfo

from .files import soak_files
from .report import Report
from .samples import KINDS, make_samples

PARTS = ("games", "ui", "files")
QUICK = {"games": 1, "events": 100, "files": 12}  # seeds 0-11: a FIFO (7), deep TOML (11)
DEFAULT = {"games": 4, "events": 3000, "files": 400}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m game soak", description=__doc__.split("\n\n")[0],
                                     epilog="The long run: --events 100000 --files 10000 (hours).")
    parser.add_argument("--quick", action="store_true", help="a short run of seconds (what CI runs)")
    parser.add_argument("--seed", type=int, default=0, help="the first seed; item i of each part uses seed+i")
    parser.add_argument("--games", type=int, help=f"games of each game title (default {DEFAULT['games']})")
    parser.add_argument("--events", type=int, help=f"UI events per game's table (default {DEFAULT['events']})")
    parser.add_argument("--files", type=int, help=f"mutated files per kind (default {DEFAULT['files']})")
    parser.add_argument("--only", action="append", choices=PARTS, help="run only this part (repeatable)")
    parser.add_argument("--game", action="append", help="only this game id (repeatable)")
    parser.add_argument("--kind", action="append", help="only this kind of file (repeatable)")
    parser.add_argument("--hang-seconds", type=float, default=2.0, help="a step slower than this is a problem")
    parser.add_argument("--memory-mb", type=int, default=100, help="a file read allocating more is a problem")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the soak; 0 when it found nothing, 1 when it found a problem, 2 on bad arguments."""
    args = build_parser().parse_args(list(argv) if argv is not None else None)
    started = time.perf_counter()
    try:
        report = soak(args)
    except ValueError as exc:
        print(f"soak: {exc}", file=sys.stderr)
        return 2
    print("\n".join(report.lines(time.perf_counter() - started)), flush=True)
    return 1 if report.problems else 0


def soak(args: argparse.Namespace) -> Report:
    """The run the arguments ask for, in a temporary saves folder; its report (ValueError for an
    unknown game or kind)."""
    sizes = QUICK if args.quick else DEFAULT
    games_each = args.games if args.games is not None else sizes["games"]
    events = args.events if args.events is not None else sizes["events"]
    files_each = args.files if args.files is not None else sizes["files"]
    parts = args.only or list(PARTS)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

    kinds = args.kind or list(KINDS)
    unknown = [k for k in kinds if k not in KINDS]
    if unknown:
        raise ValueError(f"no kind of file {unknown[0]!r}; the kinds: {', '.join(KINDS)}")
    infos = chosen_games(args.game)
    report = Report(hang_limit=args.hang_seconds, memory_limit=args.memory_mb * 2**20)
    quiet = logging.NullHandler()  # a scene error's traceback is the window's log; the report names it
    logging.getLogger("game").addHandler(quiet)
    old_home = os.environ.get("DANSE_MACABRE_HOME")
    with tempfile.TemporaryDirectory(prefix="danse-soak-") as scratch:
        os.environ["DANSE_MACABRE_HOME"] = str(Path(scratch) / "home")
        try:
            run_parts(report, Path(scratch), parts, infos, kinds, args.seed, games_each, events, files_each)
        finally:
            if old_home is None:
                os.environ.pop("DANSE_MACABRE_HOME", None)
            else:
                os.environ["DANSE_MACABRE_HOME"] = old_home
            logging.getLogger("game").removeHandler(quiet)
    return report


def chosen_games(wanted: list[str] | None) -> list[GameInfo]:
    from game.ui.session import available_games  # lazy: pygame after run() sets SDL

    every = available_games()
    if not wanted:
        return every
    known = {info.id: info for info in every}
    missing = [w for w in wanted if w not in known]
    if missing:
        raise ValueError(f"no game {missing[0]!r}; the games: {', '.join(known)}")
    return [known[w] for w in wanted]


def run_parts(report: Report, scratch: Path, parts: list[str], infos: list, kinds: list[str], seed: int,
              games_each: int, events: int, files_each: int) -> None:
    if "files" in parts and files_each > 0:
        from game.ui.session import available_games  # lazy: pygame after run() sets SDL

        every = available_games()  # the samples do not depend on --game or --seed: a seed replays
        soak_files(report, scratch, make_samples(every), [i.id for i in every], kinds, files_each, seed)
    if "games" in parts and games_each > 0:
        from .games import soak_games  # lazy: pygame after run() sets SDL

        soak_games(report, infos, games_each, seed)
    if "ui" in parts and events > 0:
        from .ui import soak_ui  # lazy: pygame after run() sets SDL

        soak_ui(report, infos, events, seed)
