"""`python -m game bench`: engine throughput, AI decision times, save/reload, frame times, memory, start.

    python -m game bench              # every registered game: engine numbers in about two minutes, then
                                      # a whole memory game per table and window size (a minute or two each)
    python -m game bench --quick      # a few seconds per game, the memory games at 1280x720 only
    python -m game bench --memory-size 2560 1440   # the memory games at one window size
    python -m game bench --game equilibrium
    python -m game bench --waits      # only where a player waits (a minute or two: it runs in real time)
    python -m game bench --expert-seconds 3   # the memory game with the Expert's full budget
    python -m game bench --frozen --wheel     # also build the frozen program and a wheel to time their start

Speed and memory targets live here, never in timed tests.  Parts written by others are
looked up lazily: ``game.saves.bench_save_reload`` and ``game.ui.bench.frame_times``
are skipped with a message when absent.

The window numbers: where a player waits, with two Normal seats at Fast animations
(game.ui.waits); peak memory (resident set) of the window process and of its AI helper process through a whole 5-seat game of each table, Expert at seat 0 and Normal
seats elsewhere (game.ui.memory), and the time from launching the program to its first
title frame, from the current install, a freshly built wheel (--wheel) and the frozen
build in dist/ (or one built for the bench with --frozen) (game.ui.startup).
"""

from __future__ import annotations

import argparse
import importlib
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import games
from game.ai import make_seat
from game.ai.review import analyse
from game.core import GameInfo, GameState, Rng
from game.core.replay import Replay

from .bench_chronicle import EXTRAS
from .stats import percentile

WINDOW_TARGET_MB = 200.0   # peak resident set of the window process through a 5-seat game at 2560x1440
WINDOW_SMALL_TARGET_MB = 150.0   # ... and at 1280x720 (or smaller)
HELPER_TARGET_MB = 150.0   # ... and of the AI helper process
FRAME_TARGET_MS = 8.0     # a table's frame median at 1600x900 while a piece is carried
START_TARGET_S = 0.5       # launch to the first title frame, warm
REVIEW_TARGET = 60.0       # seconds to review a whole game on one core at the default depth
WAIT_TARGET_S = 3.0         # a Nocturne day and a Methuselah round of waiting, you + two Normal seats, Fast
WAIT_TARGETED = ("nocturne", "methuselah")
DECISION_TARGET_MS = 150.0  # no Normal decision longer (in the helper process, while the window draws)
DECISION_MEDIAN_MS = 50.0
MEMORY_SEATS = 5           # the memory game's table size (a game with fewer seats plays at its most)


@dataclass
class Throughput:
    """Random complete games and the engine calls they took, in a fixed time."""

    games: int = 0
    applies: int = 0
    legal_calls: int = 0
    apply_seconds: float = 0.0
    legal_seconds: float = 0.0
    seconds: float = 0.0

    def line(self) -> str:
        rate = self.games / self.seconds if self.seconds else 0.0
        applies = self.applies / self.apply_seconds if self.apply_seconds else 0.0
        legal = self.legal_calls / self.legal_seconds if self.legal_seconds else 0.0
        return (f"random playouts {rate:8.1f} games/s   apply() {applies:9.0f} calls/s   "
                f"legal_actions() {legal:9.0f} calls/s   ({self.games} games, "
                f"{self.applies / max(1, self.games):.0f} actions a game)")


def bench_players(info: GameInfo) -> int:
    """The table size a game is benchmarked at."""
    wanted = info.bench_players
    return min(info.max_players, max(info.min_players, wanted))


def random_playouts(info: GameInfo, players: int, seconds: float, seed: int = 1) -> Throughput:
    """Play complete random games for about `seconds`, timing apply() and legal_actions()."""
    result = Throughput()
    rng = Rng(seed)
    clock = time.perf_counter
    started = clock()
    while clock() - started < seconds or result.games == 0:
        state = info.new_game(players=players, seed=seed + result.games)
        while not state.is_over:
            t0 = clock()
            legal = state.legal_actions()  # the first call after apply() is never cached
            t1 = clock()
            state.apply(legal[rng.below(len(legal))])
            t2 = clock()
            result.legal_seconds += t1 - t0
            result.apply_seconds += t2 - t1
            result.legal_calls += 1
            result.applies += 1
        result.games += 1
    result.seconds = clock() - started
    return result


def decision_positions(info: GameInfo, players: int, count: int, seed: int = 7) -> list[GameState]:
    """`count` real (non-forced) decisions spread over random games."""
    rng = Rng(seed)
    positions: list[GameState] = []
    game = 0
    while len(positions) < count and game < 50:
        state = info.new_game(players=players, seed=seed + game)
        step = 0
        while not state.is_over and len(positions) < count:
            legal = state.legal_actions()
            if len(legal) > 1 and step % 17 == 5:
                positions.append(state.clone())
            state.apply(legal[rng.below(len(legal))])
            step += 1
        game += 1
    return positions


def decision_times(positions: list[GameState], level: str,
                   rates: list[tuple[int, float]] | None = None) -> list[float]:
    """Seconds a seat of `level` takes on each position (it sees only the view); a search
    seat's (iterations, seconds) of each search go to `rates` when given."""
    times = []
    for index, state in enumerate(positions):
        seat = make_seat(level, seed=index)
        view = state.view(state.current_player)
        t0 = time.perf_counter()
        seat.choose(view)
        times.append(time.perf_counter() - t0)
        last = getattr(seat, "last", None)
        if rates is not None and last is not None:
            rates.append((last.iterations, last.seconds))
    return times


def search_rate_line(info: GameInfo, rates: list[tuple[int, float]]) -> str:
    """ISMCTS iterations per second over the searches Hard made (forced moves make none)."""
    if not rates:
        return "hard   search: no search made (every benchmarked decision was forced)"
    per_second = [n / s for n, s in rates if s > 0]
    return (f"hard   search: median {percentile(per_second, 0.5):8.0f} iterations/s, "
            f"median {percentile([float(n) for n, _ in rates], 0.5):.0f} iterations a decision "
            f"(the game's budget {info.ai_iterations}) over {len(rates)} searches")


def finished_game(info: GameInfo, players: int, seed: int = 3) -> GameState:
    rng = Rng(seed)
    state = info.new_game(players=players, seed=seed)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    return state


def review_line(info: GameInfo, players: int, seed: int = 5) -> str:
    """The post-game review of a whole game between Normal seats, at the default depth (seat 0 human)."""
    state = info.new_game(players=players, seed=seed)
    seats = [make_seat("normal", seat) for seat in range(players)]
    while (seat := state.current_player) is not None:
        state.apply(seats[seat].choose(state.view(seat)))
    started = time.perf_counter()
    review = analyse(Replay.from_state(state), [0])
    seconds = time.perf_counter() - started
    return (f"review of a whole game ({len(state.history)} moves, Normal seats): {seconds:6.1f} s at "
            f"{review.worlds} worlds a move, {len(review.turning)} turning points "
            f"(target under {REVIEW_TARGET:.0f} s) {_verdict(seconds, REVIEW_TARGET)}")


def save_reload_line(info: GameInfo, players: int) -> str:
    """Save and reload a finished game through game.saves, if that part exists."""
    try:
        saves = importlib.import_module("game.saves")
        bench: Callable[..., float] = saves.bench_save_reload
    except (ImportError, AttributeError):
        return "save+reload: skipped (game.saves.bench_save_reload is not there yet)"
    state = finished_game(info, players)
    with tempfile.TemporaryDirectory() as folder:
        runs = [bench(state, {}, Path(folder), games=games.get) for _ in range(3)]
    return (f"save+reload of a finished game ({len(state.history)} actions): "
            f"{1000 * min(runs):.1f} ms best, {1000 * max(runs):.1f} ms worst of 3")


def frame_time_lines() -> list[str]:
    """The UI's frame-time numbers from game.ui.bench.frame_times(), if that part exists."""
    try:
        module = importlib.import_module("game.ui.bench")
        frame_times: Callable[[], Any] = module.frame_times
    except (ImportError, AttributeError):
        return ["frame times: skipped (game.ui.bench.frame_times is not there yet)"]
    numbers = frame_times()
    dice = getattr(module, "dice_frame_times", None)
    if isinstance(numbers, dict):
        lines = [f"frame times: {key}: {value}" for key, value in numbers.items()]
        if dice is not None:
            lines.append(f"frame times with dice rolling: {dice()}")
        thinking = getattr(module, "thinking_frame_times", None)
        if thinking is not None:
            lines.append(f"frames while an AI seat thinks: {thinking()}")
        dragging = getattr(module, "drag_frame_times", None)
        if dragging is not None:
            for game_id in games.GAME_IDS:
                try:
                    got = dragging(game_id)
                except RuntimeError as exc:
                    lines.append(f"frame times while a piece is dragged, {game_id}: FAILED: {exc}")
                    continue
                lines.append(f"frame times while a piece is dragged, {game_id} at {got['size']}: median "
                             f"{got['median_ms']} ms, p95 {got['p95_ms']} ms (target median <= {FRAME_TARGET_MS:g}: "
                             f"{_verdict(got['median_ms'], FRAME_TARGET_MS)}; carried {got['dragged']})")
        return lines
    values = [float(v) for v in numbers]
    return [(f"frame times: {len(values)} frames, median {1000 * percentile(values, 0.5):.1f} ms, "
            f"p95 {1000 * percentile(values, 0.95):.1f} ms")]


def wait_lines(infos: Sequence[GameInfo], units: int = 2) -> list[str]:
    """Where a player waits (game.ui.waits): a human's last move of a turn to their next decision, with
    two Normal seats at Fast animations, per unit of play, split into AI thinking, animation and pacing."""
    try:
        waits = importlib.import_module("game.ui.waits")
    except ImportError as exc:  # a build without the window
        return [f"wait: skipped ({exc})"]
    lines = []
    for info in infos:
        try:
            numbers = waits.measure(info.id, units=units)
        except Exception as exc:  # noqa: BLE001 - one table's failure is reported, the rest still measured
            lines.append(f"wait, {info.id}: FAILED: {exc}")
            continue
        worst = max((v["total"] for v in numbers["units"].values()), default=0.0)
        goal = (f" (target <= {WAIT_TARGET_S:g} s a {numbers['unit']}: {_verdict(worst, WAIT_TARGET_S)})"
                if info.id in WAIT_TARGETED else "")
        lines.append(waits.wait_line(numbers) + goal + (
            f"; Normal decision max target <= {DECISION_TARGET_MS:g} ms: "
            f"{_verdict(numbers['decision_max_ms'], DECISION_TARGET_MS)}, median <= {DECISION_MEDIAN_MS:g} ms: "
            f"{_verdict(numbers['decision_median_ms'], DECISION_MEDIAN_MS)}"))
    return lines


def _verdict(value: float, target: float) -> str:
    return "ok" if value <= target else "OVER TARGET"


def memory_line(numbers: dict[str, Any]) -> str:
    """One table's peak memory, as game.ui.memory measured it."""
    played = "whole game" if numbers["finished"] else "stopped early"
    how = "" if numbers.get("helper_measured_by", "VmHWM") == "VmHWM" else f", {numbers['helper_measured_by']}"
    helper = (f"AI helper {numbers['helper_peak_mb']:.1f} MB{how} (target <= {HELPER_TARGET_MB:.0f}: "
              f"{_verdict(numbers['helper_peak_mb'], HELPER_TARGET_MB)})" if numbers["helper_process"]
              else "AI helper: none started (the seats thought on a thread)")
    width, height = (int(n) for n in str(numbers["size"]).split("x"))
    target = WINDOW_SMALL_TARGET_MB if width * height <= 1280 * 720 else WINDOW_TARGET_MB
    return (f"peak memory, {numbers['game']} with {numbers['players']} seats ({played}, {numbers['moves']} moves, "
            f"{numbers['size']}, Expert in the first seat capped at {numbers['expert_seconds']:g} s a move, Normal "
            f"elsewhere, {numbers['seconds']:.0f} s): window {numbers['window_peak_mb']:.1f} MB (target <= "
            f"{target:.0f}: {_verdict(numbers['window_peak_mb'], target)}), {helper}")


def memory_lines(infos: Sequence[GameInfo], expert_seconds: float, max_moves: int | None = None,
                 size: tuple[int, int] = (1280, 720)) -> list[str]:
    """Peak memory of the window and the AI helper through a game of each table (one process each)."""
    try:
        memory = importlib.import_module("game.ui.memory")
    except ImportError as exc:  # a build without the window
        return [f"peak memory: skipped ({exc})"]
    lines = []
    for info in infos:
        seats = min(MEMORY_SEATS, info.max_players)
        try:
            numbers = memory.measure(info.id, players=seats, expert_seconds=expert_seconds, size=size,
                                     max_moves=max_moves)
        except Exception as exc:  # noqa: BLE001 - one table's failure is reported, the rest still measured
            lines.append(f"peak memory, {info.id}: FAILED: {exc}")
            continue
        lines.append(memory_line(numbers))
    return lines


def start_line(what: str, numbers: dict[str, Any]) -> str:
    runs = ", ".join(f"{t:.2f}" for t in numbers["runs_s"])
    cpu = f", {numbers['cpu_s']:.2f} s of processor time" if numbers.get("cpu_s") is not None else ""
    if numbers.get("cpu_to_frame_s") is not None:
        cpu += f", {numbers['cpu_to_frame_s']:.2f} s of it to the first frame"
    return (f"start to first title frame, {what}: warm {numbers['warm_s']:.2f} s (target <= {START_TARGET_S:g}: "
            f"{_verdict(numbers['warm_s'], START_TARGET_S)}; best {numbers['best_s']:.2f} s{cpu}), "
            f"cold {numbers['cold_s']:.2f} s (runs: {runs} s)")


def start_lines(wheel: bool = False, frozen: bool = False, runs: int = 5) -> list[str]:
    """Launch to first title frame from the current install, a built wheel (`wheel`) and the frozen build.

    The frozen build is timed when dist/ holds one; `frozen` builds one for the bench when it does not.
    """
    try:
        startup = importlib.import_module("game.ui.startup")
    except ImportError as exc:
        return [f"start to first title frame: skipped ({exc})"]
    lines = []
    command, where = startup.installed_command()
    try:
        lines.append(start_line(f"python -m game from {where}",
                                startup.start_to_title(command, runs, extra_env=startup.source_env())))
    except Exception as exc:  # noqa: BLE001 - reported, the bench goes on
        lines.append(f"start to first title frame, python -m game: FAILED: {exc}")
    with tempfile.TemporaryDirectory(prefix="danse-bench-build-") as folder:
        if wheel:
            try:
                env = startup.build_wheel_into(Path(folder))
                lines.append(start_line("python -m game from a freshly built wheel",
                                        startup.start_to_title(command, runs, extra_env=env)))
            except Exception as exc:  # noqa: BLE001
                lines.append(f"start to first title frame, built wheel: FAILED: {exc}")
        program = startup.FROZEN
        try:
            if not program.is_file() and frozen:
                program = startup.build_frozen(Path(folder) / "dist")
            if program.is_file():
                lines.append(start_line(f"the frozen build ({program.name})", startup.start_to_title([str(program)], runs)))
            else:
                lines.append(f"start to first title frame, frozen build: skipped (no {startup.FROZEN}; "
                             "build it with `pyinstaller build_exe.spec` or pass --frozen)")
        except Exception as exc:  # noqa: BLE001
            lines.append(f"start to first title frame, frozen build: FAILED: {exc}")
    return lines


def bench_game(info: GameInfo, quick: bool) -> list[str]:
    """Every engine and AI number for one game."""
    players = bench_players(info)
    lines = [f"== {info.title} ({info.id}), {players} players"]
    lines.append(random_playouts(info, players, 1.0 if quick else 8.0).line())
    positions = decision_positions(info, players, 3 if quick else 8)
    rates: list[tuple[int, float]] = []
    for level in ("normal", "hard"):
        times = decision_times(positions if level == "normal" else positions[: 2 if quick else 5], level,
                               rates if level == "hard" else None)
        lines.append(f"{level:<6} decision: mean {1000 * sum(times) / max(1, len(times)):8.1f} ms, "
                     f"max {1000 * max(times, default=0.0):8.1f} ms over {len(times)} decisions")
    lines.append(search_rate_line(info, rates))
    lines.append(save_reload_line(info, players))
    lines.append(review_line(info, players))
    if info.id in EXTRAS:
        lines += EXTRAS[info.id](quick)
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    """Run the bench subcommand and print its numbers."""
    parser = argparse.ArgumentParser(prog="python -m game bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a short run")
    parser.add_argument("--game", help="only this game")
    parser.add_argument("--expert-seconds", type=float, metavar="S",
                        help="cap on the Expert's seconds a move in the memory game (default 1, the game's "
                             "default thinking time; 0.1 with --quick; the level's own budget is 3)")
    parser.add_argument("--memory-size", type=int, nargs=2, metavar=("W", "H"),
                        help="the memory games' window size (default: 1280x720 and 2560x1440; --quick: 1280x720)")
    parser.add_argument("--no-window", action="store_true", help="only the engine and AI numbers")
    parser.add_argument("--waits", action="store_true", help="only where a player waits (game.ui.waits)")
    parser.add_argument("--wheel", action="store_true", help="also build a wheel and time the start from it")
    parser.add_argument("--frozen", action="store_true",
                        help="build the frozen program for the bench when dist/ holds none (slow)")
    args = parser.parse_args(list(argv) if argv is not None else None)
    try:
        infos = [games.get(args.game)] if args.game else games.all_games()
    except KeyError as exc:
        print(f"bench: {exc}")
        return 2
    if args.waits:
        print("\n".join(wait_lines(infos, 1 if args.quick else 2)), flush=True)
        return 0
    for info in infos:
        print("\n".join(bench_game(info, args.quick)), flush=True)
    if args.no_window:
        return 0
    print("\n".join(frame_time_lines()), flush=True)
    print("\n".join(wait_lines(infos, 1 if args.quick else 2)), flush=True)
    expert = args.expert_seconds if args.expert_seconds is not None else 0.1 if args.quick else 1.0
    sizes = [tuple(args.memory_size)] if args.memory_size else [(1280, 720)] if args.quick \
        else [(1280, 720), (2560, 1440)]
    for size in sizes:
        print("\n".join(memory_lines(infos, expert, size=size)), flush=True)
    print("\n".join(start_lines(wheel=args.wheel, frozen=args.frozen)))
    return 0
