"""`python -m game sim`: AI-only games, with win shares, scores and decision times.

    python -m game sim --game equilibrium --players 4 --games 500 --seed 1 --ai heuristic
    python -m game sim --game equilibrium --seats hard,normal,normal --games 200 --rotate

The first seat plays at ``--ai`` and the others at ``--others`` (random by
default); ``--seats`` lists every seat's level and sets the player count.
With ``--rotate`` the seats move round the table one place each game, and the
results are per listed seat rather than per position.  ``--json`` prints the
same summary as one JSON object.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from typing import Any

from game.ai import level_name
from game.core import GameInfo

from .stats import RunSummary, summarise
from .tables import TableSpec, play_games, resolve_game


def parse_options(text: str) -> dict[str, Any]:
    """'key=value,key=value' -> a dict; yes/no/true/false become bools, digits ints."""
    options: dict[str, Any] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        key, sep, raw = part.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"option {part!r} is not key=value")
        value: Any = raw.strip()
        lowered = value.lower()
        if lowered in ("yes", "true", "on"):
            value = True
        elif lowered in ("no", "false", "off"):
            value = False
        elif value.lstrip("-").isdigit():
            value = int(value)
        options[key.strip()] = value
    return options


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m game sim", description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="equilibrium", help="game id (or module:NAME of a GameInfo)")
    parser.add_argument("--players", type=int, help="number of seats (default: the game's minimum)")
    parser.add_argument("--games", type=int, default=100, help="games to play")
    parser.add_argument("--seed", type=int, default=0, help="game i uses seed+i")
    parser.add_argument("--ai", default="normal", help="level of the first seat")
    parser.add_argument("--others", default="random", help="level of every other seat")
    parser.add_argument("--seats", help="comma-separated level per seat, e.g. hard,normal,normal")
    parser.add_argument("--options", default="", help="game options, key=value,...")
    parser.add_argument("--rotate", action="store_true", help="rotate seat positions each game")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--seconds", type=float, help="search budget per decision (hard/expert)")
    parser.add_argument("--iterations", type=int, help="search iterations per decision (hard/expert)")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    return parser


def table_from_args(args: argparse.Namespace) -> tuple[GameInfo, TableSpec]:
    """Check the arguments against the game and turn them into a TableSpec (ValueError)."""
    info = resolve_game(args.game)
    if args.seats:
        levels = tuple(level_name(level) for level in args.seats.split(",") if level.strip())
        if args.players is not None and args.players != len(levels):
            raise ValueError(f"--seats lists {len(levels)} seats but --players says {args.players}")
    else:
        players = args.players if args.players is not None else info.min_players
        levels = (level_name(args.ai),) + (level_name(args.others),) * (players - 1)
    if not info.min_players <= len(levels) <= info.max_players:
        raise ValueError(f"{info.title} takes {info.min_players}-{info.max_players} players, "
                         f"not {len(levels)}")
    if args.games < 1:
        raise ValueError("--games must be at least 1")
    options = info.check_options(parse_options(args.options))
    spec = TableSpec(args.game, levels, args.seed, options, args.rotate, args.seconds, args.iterations)
    return info, spec


def run(spec: TableSpec, games: int, jobs: int = 1) -> RunSummary:
    """Play the games and summarise them."""
    started = time.perf_counter()
    summary = summarise(spec.levels, play_games(spec, games, jobs))
    summary.seconds = time.perf_counter() - started
    return summary


def report_lines(info: GameInfo, spec: TableSpec, summary: RunSummary) -> list[str]:
    """The human-readable report, one line per string."""
    who = "seat entry (rotating)" if spec.rotate else "seat = position"
    lines = [
        (f"{info.title}: {spec.players} players, {summary.games} games, seed {spec.seed}, "
        f"options {dict(spec.options)}; {who}"),
        (f"{'seat':>4}  {'level':<7} {'wins':>7}  {'share':>6}  {'95% CI':<15} {'mean score':>10}  "
        f"{'decisions':>9}  {'median ms':>9}  {'p95 ms':>8}"),
    ]
    for seat in summary.seats:
        row = seat.as_data()
        ci = f"[{row['ci_low']:.1%}, {row['ci_high']:.1%}]"
        lines.append(
            f"{seat.entry:>4}  {seat.level:<7} {seat.wins:>7.1f}  {seat.share:>6.1%}  {ci:<15} "
            f"{seat.mean_score:>10.2f}  {len(seat.times):>9}  {row['median_ms']:>9.2f}  "
            f"{row['p95_ms']:>8.2f}")
    lines.append("(decision times count only real decisions: more than one legal action)")
    lines.append(f"illegal actions: {summary.illegal}  seat errors: {summary.errors}")
    lines.append(f"{summary.games} games, {summary.actions} actions in {summary.seconds:.2f} s: "
                 f"{summary.games_per_second:.2f} games/s")
    return lines


def report_data(info: GameInfo, spec: TableSpec, summary: RunSummary) -> dict[str, Any]:
    """The same report as plain data (for --json and for tests)."""
    return {
        "game": info.id, "players": spec.players, "games": summary.games, "seed": spec.seed,
        "options": dict(spec.options), "rotate": spec.rotate,
        "seats": [seat.as_data() for seat in summary.seats],
        "illegal": summary.illegal, "errors": summary.errors, "actions": summary.actions,
        "seconds": summary.seconds, "games_per_second": summary.games_per_second,
    }


def main(argv: Sequence[str] | None = None) -> int:
    """Run the sim subcommand; 0 on success, 2 on bad arguments, 1 if any action was illegal."""
    parser = build_parser()
    args = parser.parse_args(list(argv) if argv is not None else None)
    try:
        info, spec = table_from_args(args)
    except (ValueError, KeyError) as exc:
        print(f"sim: {exc}", file=sys.stderr)
        return 2
    summary = run(spec, args.games, max(1, args.jobs))
    if args.json:
        print(json.dumps(report_data(info, spec, summary), indent=1))
    else:
        print("\n".join(report_lines(info, spec, summary)))
    return 1 if summary.illegal or summary.errors else 0
