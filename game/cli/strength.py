"""`python -m game strength`: how strong each AI level is, for every game, in one table.

    python -m game strength                       # every registered game, every run, all cores
    python -m game strength --game nocturne --games 60 --jobs 1
    python -m game strength --runs hard --games 30 --no-write

Per game, seats rotated every game, each searching level at its fixed iteration budget
(``GameInfo.ai_iterations``; Expert three times as many) and no time cap, so the result does
not depend on the machine's load.  Decision times are given in CPU seconds of the deciding
process (what an idle core would take; load-proof) and in wall-clock seconds:

* ``hard``:   Hard against two Normal seats (3 players; fair share 33%, target 55%);
* ``normal``: Normal against two Random seats (3 players; target 90%);
* ``expert``: Expert against Hard head to head (2 players; Expert should win most).

The table goes between its markers in docs/ai-strength.md and the numbers into
docs/ai-strength.toml (a game's rows are replaced when it is measured again; the others stay).
Every finished game is also logged, one line each, in docs/strength-games/<game>-<run>.jsonl;
``--resume`` continues a stopped run from that log (its games are seeded, so the games it
skips are the ones it would have played), when the log is of the same run, seed and code.

``--decks`` is the deck policy of a game whose seats choose decks (Methuselah): ``starter`` (the
default: each seat one of the starter decks at random) or ``any`` (each seat a random legal deck
drawn from the whole pool, the option's value "any"); an ``any`` run is kept beside the starter
one (its key ends in ``-any``, its log too) and measures only the games that have such decks.
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import json
import os
import subprocess
import sys
import time
import tomllib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tomli_w

from game import games
from game.core import GameInfo

from .stats import RunSummary, summarise
from .tables import GameRecord, TableSpec, play_games, record_data, record_from_data, resolve_game

BEGIN = "<!-- strength:begin (python -m game strength writes the table between these lines) -->"
END = "<!-- strength:end -->"


@dataclass(frozen=True)
class Run:
    key: str
    title: str
    levels: tuple[str, ...]
    target: str


RUNS = (
    Run("hard", "Hard vs 2 Normal", ("hard", "normal", "normal"), "≥ 55%"),
    Run("normal", "Normal vs 2 Random", ("normal", "random", "random"), "≥ 90%"),
    Run("expert", "Expert vs Hard, head to head", ("expert", "hard"), "> 50%"),
)
DEFAULT_GAMES = {"hard": 60, "normal": 100, "expert": 30}
DECK_POLICIES = {"starter": "", "any": "random legal decks"}   # --decks: the words the table adds


def deck_options(info: GameInfo, players: int, policy: str) -> dict[str, Any] | None:
    """The options that give every seat of a `players` table the deck policy: {} for ``starter``
    (the options' defaults), each deck option (one that takes saved files) set to the policy's
    value for ``any``; None when the game has no deck option offering it."""
    if policy == "starter":
        return {}
    keys = [spec.key for spec in info.options
            if spec.files and policy in spec.offered() and spec.seat <= players]
    return {key: policy for key in keys} or None


def run_key(run: Run, policy: str) -> str:
    """Where a run's row and log are kept: the run's key, with ``-any`` for random legal decks."""
    return run.key if policy == "starter" else f"{run.key}-{policy}"


def docs_dir() -> Path:
    """docs/ of the checkout this package runs from (the command is for developers)."""
    return Path(__file__).resolve().parents[2] / "docs"


def commit() -> str:
    """The checkout's commit, with "+changes" when tracked files under game/ differ from it (read
    once, when a run starts: a commit made while a long run plays is not the code it measured)."""
    root = Path(__file__).resolve().parents[2]
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                             cwd=root, timeout=10, check=False)
        head = out.stdout.strip()
        if not head:
            return "unknown"
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no", "--", "game"],
                               capture_output=True, text=True, cwd=root, timeout=10, check=False)
        return head + ("+changes" if dirty.stdout.strip() else "")
    except (OSError, subprocess.SubprocessError):
        return "unknown"


def code(game_id: str = "", root: Path | None = None) -> str | None:
    """What identifies the code a run of `game_id` plays: a digest of the git trees under game/ at
    HEAD but the other games' folders and the window's (game/ui), so a change to another game does
    not end a run's log; None when those paths have changes not committed, or git cannot tell."""
    root = root or Path(__file__).resolve().parents[2]

    def counts(path: str) -> bool:
        if path == "game/ui" or path.startswith("game/ui/"):
            return False
        parts = path.split("/")
        return not (len(parts) >= 3 and parts[1] == "games" and parts[2] != game_id
                    and "." not in parts[2])

    try:
        listed = subprocess.run(["git", "ls-tree", "-r", "HEAD", "game/"], capture_output=True,
                                text=True, cwd=root, timeout=10, check=False)
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no", "--", "game"],
                               capture_output=True, text=True, cwd=root, timeout=10, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    if listed.returncode or dirty.returncode or not listed.stdout.strip():
        return None
    if any(counts(line[3:].split(" -> ")[-1].strip()) for line in dirty.stdout.splitlines() if line.strip()):
        return None
    kept = [line for line in listed.stdout.splitlines()
            if line.split("\t")[0].split()[1] == "blob" and counts(line.split("\t", 1)[1])]
    return hashlib.sha1("\n".join(kept).encode()).hexdigest()[:16]


class GameLog:
    """One run's finished games, a line each (JSON), after a first line naming the run: what
    ``--resume`` reads to go on where a stopped run ended."""

    def __init__(self, path: Path, head: dict[str, Any]) -> None:
        self.path = path
        self.head = head

    def previous(self) -> tuple[list[GameRecord], str]:
        """The games a log of the same run, seed and code holds, and why none when it holds none."""
        if not self.path.exists():
            return [], "no log of this run yet"
        try:
            lines = self.path.read_text(encoding="utf-8").splitlines()
            head = json.loads(lines[0]) if lines else {}
            if head.get("code") is None or self.head["code"] is None:
                return [], "the log or this checkout has code changes not committed"
            same = ("game", "run", "seed", "levels", "iterations", "code", "decks")
            if any(head.get(k) != self.head.get(k) for k in same):
                return [], "the log is of another run, seed or code"
            records = []
            body = [line for line in lines[1:] if line.strip()]
            for number, line in enumerate(body):
                try:
                    records.append(record_from_data(json.loads(line)))
                except ValueError:
                    if number < len(body) - 1:
                        raise
                    # the last line cut short: the run was stopped while it wrote; that game is played again
        except (OSError, ValueError, KeyError, TypeError, IndexError) as exc:
            return [], f"the log cannot be read ({exc})"
        return records, ""

    def start(self, kept: list[GameRecord]) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        lines = [json.dumps(self.head), *(json.dumps(record_data(r)) for r in kept)]
        self.path.write_text("\n".join(lines) + "\n", encoding="utf-8")

    def add(self, record: GameRecord) -> None:
        with open(self.path, "a", encoding="utf-8") as fh:
            fh.write(json.dumps(record_data(record)) + "\n")


def measure(name: str, info: GameInfo, run: Run, count: int, jobs: int, seed: int,
            on_game: Callable[[dict[str, Any]], None] | None = None, log: Path | None = None,
            resume: bool = False, decks: str = "starter") -> dict[str, Any]:
    """Play one run of the game `name` names (an id, or module:NAME) and return its row as data;
    `on_game` gets the row so far after every game (``partial`` until the last). With a `log`,
    every game is written there; with `resume` too, the games a log of the same run already holds
    are taken from it and not played again."""
    players = len(run.levels)
    levels = run.levels
    if not info.min_players <= players <= info.max_players:
        raise ValueError(f"{info.title} takes {info.min_players}-{info.max_players} players")
    options = deck_options(info, players, decks)
    if options is None:
        raise ValueError(f"{info.title} has no deck option offering {decks!r}")
    spec = TableSpec(name, levels, seed, options, True, None, None, uncapped=True)
    started = time.perf_counter()
    measured = commit()  # the code this run plays, read before the first game
    records: list[GameRecord] = []
    games_log = None
    if log is not None:
        games_log = GameLog(log, {"game": info.id, "run": run_key(run, decks), "seed": seed, "levels": list(levels),
                                  "iterations": info.ai_iterations, "code": code(info.id), "commit": measured,
                                  **({"decks": decks} if decks != "starter" else {})})
        if resume:
            records, why = games_log.previous()
            records = [r for r in records if r.index < count]
            print(f"{info.title}: {len(records)} of {count} games taken from {log}"
                  + (f" ({why})" if why else ""), flush=True)
        games_log.start(records)
    resumed = len(records)
    row: dict[str, Any] = {}
    if records:
        row = _row(info, run, summarise(levels, records), seed, jobs, count, measured, resumed, decks)
        if on_game is not None:
            on_game(row)
    for record in play_games(spec, count, jobs, skip={r.index for r in records}):
        records.append(record)
        if games_log is not None:
            games_log.add(record)
        summary = summarise(levels, sorted(records, key=lambda r: r.index))
        summary.seconds = time.perf_counter() - started
        row = _row(info, run, summary, seed, jobs, count, measured, resumed, decks)
        if on_game is not None:
            on_game(row)
    return row


def _row(info: GameInfo, run: Run, summary: RunSummary, seed: int, jobs: int, asked: int,
         measured: str, resumed: int = 0, decks: str = "starter") -> dict[str, Any]:
    first, rivals = summary.seats[0], summary.seats[1:]
    data = first.as_data()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else -1.0
    return {
        "game": info.title, "run": run_key(run, decks),
        "title": run.title + (f", {DECK_POLICIES[decks]}" if DECK_POLICIES[decks] else ""),
        "target": run.target, "games": summary.games,
        "asked": asked, "partial": summary.games < asked,
        "seed": seed, "jobs": jobs, "share": data["share"], "ci_low": data["ci_low"],
        "ci_high": data["ci_high"], "mean_score": data["mean_score"],
        "rival_scores": [s.mean_score for s in rivals],
        "decisions": data["decisions"], "median_ms": data["median_ms"], "p95_ms": data["p95_ms"],
        "cpu_median_ms": data["cpu_median_ms"], "cpu_p95_ms": data["cpu_p95_ms"],
        "illegal": summary.illegal, "errors": summary.errors,
        "iterations": info.ai_iterations, "seconds": round(summary.seconds, 1),
        "load_after": round(load, 2), "commit": measured, "date": dt.date.today().isoformat(),
        **({"resumed": resumed} if resumed else {}),  # games taken from the log; seconds are this run's
        **({"decks": decks} if decks != "starter" else {}),  # the deck policy (--decks), when not the starters
    }


def read_results(path: Path) -> dict[str, Any]:
    if not path.exists():
        return {}
    try:
        with open(path, "rb") as fh:
            return tomllib.load(fh)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise SystemExit(f"strength: {path} cannot be read ({exc}); move it aside and run again") from None


def write_results(path: Path, results: dict[str, Any]) -> None:
    tmp = path.with_suffix(".toml.tmp")
    tmp.write_text("# written by `python -m game strength`; docs/ai-strength.md shows it as a table\n"
                   + tomli_w.dumps(results), encoding="utf-8")
    tmp.replace(path)


def table_lines(results: dict[str, Any]) -> list[str]:
    """The markdown table of every measured game and run."""
    lines = [
        ("| game | run | games | share | 95% CI | target | mean score (rivals) | decision median / p95 (CPU; wall) | "
        "Hard iterations | illegal | measured |"),
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    order = {info.id: i for i, info in enumerate(games.all_games())}
    for game_id in sorted(results, key=lambda g: order.get(g, 99)):
        for run, policy in ((run, policy) for run in RUNS for policy in DECK_POLICIES):
            row = results[game_id].get(run_key(run, policy))
            if not row:
                continue
            title = row.get("game", game_id)
            rivals = ", ".join(f"{s:.1f}" for s in row["rival_scores"])
            lines.append(
                f"| {title} | {row['title']} | {row['games']}"
                f"{' of ' + str(row['asked']) + ' (stopped)' if row.get('partial') else ''} | **{row['share']:.1%}** | "
                f"[{row['ci_low']:.1%}, {row['ci_high']:.1%}] | {row['target']} | "
                f"{row['mean_score']:.1f} ({rivals}) | {row.get('cpu_median_ms', 0):.0f} / "
                f"{row.get('cpu_p95_ms', 0):.0f} ms; {row['median_ms']:.0f} / {row['p95_ms']:.0f} ms | "
                f"{row['iterations']} | {row['illegal'] + row['errors']} | "
                f"{row['date']} {row['commit']}, {row['jobs']} jobs, load {row['load_after']} |")
    return lines


def write_table(doc: Path, results: dict[str, Any]) -> None:
    """Put the table between the markers of the doc (added at the top when missing)."""
    text = doc.read_text(encoding="utf-8") if doc.exists() else "# How strong the AI seats are, and why\n"
    block = "\n".join([BEGIN, *table_lines(results), END])
    if BEGIN in text and END in text:
        head, rest = text.split(BEGIN, 1)
        text = head + block + rest.split(END, 1)[1]
    else:
        first, sep, rest = text.partition("\n")
        text = f"{first}\n\n{block}\n{sep}{rest}"
    doc.write_text(text, encoding="utf-8")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m game strength", description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", help="a game id (repeat for several; default: all)")
    parser.add_argument("--runs", default="hard,normal,expert", help="which runs: hard,normal,expert")
    parser.add_argument("--games", type=int, help="games per run (default: hard 60, normal 100, expert 30)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes (default: all cores)")
    parser.add_argument("--no-write", action="store_true", help="print only; leave docs/ alone")
    parser.add_argument("--docs", type=Path, help="the folder of ai-strength.md/.toml (default: docs/)")
    parser.add_argument("--resume", action="store_true",
                        help="go on from the games a stopped run of the same seed and code logged")
    parser.add_argument("--decks", choices=tuple(DECK_POLICIES), default="starter",
                        help="the seats' decks where a game has them (Methuselah): starter (default: a "
                             "starter deck at random) or any (a random legal deck from the whole pool)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(list(argv) if argv is not None else None)
    try:
        named = [(g, resolve_game(g)) for g in args.game] if args.game else \
            [(info.id, info) for info in games.all_games()]
    except (KeyError, ImportError, AttributeError) as exc:
        print(f"strength: {exc}", file=sys.stderr)
        return 2
    wanted = [r.strip() for r in args.runs.split(",") if r.strip()]
    unknown = sorted(set(wanted) - {r.key for r in RUNS})
    if unknown or not wanted:
        print(f"strength: unknown run(s) {unknown}; choose from hard, normal, expert", file=sys.stderr)
        return 2
    if args.games is not None and args.games < 1:
        print("strength: --games must be at least 1", file=sys.stderr)
        return 2
    folder = args.docs or docs_dir()
    data_path, doc_path = folder / "ai-strength.toml", folder / "ai-strength.md"
    if not args.no_write:
        read_results(data_path)  # a damaged file is reported before hours of games, not after
    bad = 0
    for name, info in named:
        if deck_options(info, 3, args.decks) is None:
            print(f"strength: {info.title} has no decks to choose; --decks {args.decks} skips it", flush=True)
            continue
        for run in (r for r in RUNS if r.key in wanted):
            count = args.games or DEFAULT_GAMES[run.key]
            def keep(row: dict[str, Any], game_id: str = info.id, key: str = run_key(run, args.decks)) -> None:
                if not args.no_write:  # after every game, so a stopped command keeps what it measured;
                    results = read_results(data_path)  # read again: another run may have written meanwhile
                    results.setdefault(game_id, {})[key] = row
                    write_results(data_path, results)
                    write_table(doc_path, results)

            log = None if args.no_write else folder / "strength-games" / f"{info.id}-{run_key(run, args.decks)}.jsonl"
            row = measure(name, info, run, count, max(1, args.jobs), args.seed, keep, log, args.resume, args.decks)
            bad += row["illegal"] + row["errors"]
            print(f"{info.title:<12} {row['title']:<30} {row['games']:>4} games  {row['share']:6.1%} "
                  f"[{row['ci_low']:.1%}, {row['ci_high']:.1%}]  target {run.target}  "
                  f"CPU median {row['cpu_median_ms']:.0f} ms, p95 {row['cpu_p95_ms']:.0f} ms "
                  f"(wall {row['median_ms']:.0f}/{row['p95_ms']:.0f})  "
                  f"illegal {row['illegal'] + row['errors']}", flush=True)
    if not args.no_write:
        print(f"written: {doc_path} and {data_path}")
    return 1 if bad else 0
