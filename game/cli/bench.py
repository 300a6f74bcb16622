"""`python -m game bench`: engine throughput, AI decision times, save/reload and frame times.

    python -m game bench              # every registered game, under about two minutes
    python -m game bench --quick      # a few seconds per game
    python -m game bench --game equilibrium

Speed targets live here, never in timed tests.  Parts written by others are
looked up lazily: ``game.saves.bench_save_reload`` and ``game.ui.bench.frame_times``
are skipped with a message when absent.
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
from game.core import GameInfo, GameState, Rng

from .stats import percentile


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


def decision_times(positions: list[GameState], level: str) -> list[float]:
    """Seconds a seat of `level` takes on each position (it sees only the view)."""
    times = []
    for index, state in enumerate(positions):
        seat = make_seat(level, seed=index)
        view = state.view(state.current_player)
        t0 = time.perf_counter()
        seat.choose(view)
        times.append(time.perf_counter() - t0)
    return times


def finished_game(info: GameInfo, players: int, seed: int = 3) -> GameState:
    rng = Rng(seed)
    state = info.new_game(players=players, seed=seed)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    return state


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
        first = getattr(module, "first_frame_time", None)
        if first is not None:
            lines.append(f"first title frame: {first():.2f} s from start")
        return lines
    values = [float(v) for v in numbers]
    return [(f"frame times: {len(values)} frames, median {1000 * percentile(values, 0.5):.1f} ms, "
            f"p95 {1000 * percentile(values, 0.95):.1f} ms")]


def bench_game(info: GameInfo, quick: bool) -> list[str]:
    """Every engine and AI number for one game."""
    players = bench_players(info)
    lines = [f"== {info.title} ({info.id}), {players} players"]
    lines.append(random_playouts(info, players, 1.0 if quick else 8.0).line())
    positions = decision_positions(info, players, 3 if quick else 8)
    for level in ("normal", "hard"):
        times = decision_times(positions if level == "normal" else positions[: 2 if quick else 5], level)
        lines.append(f"{level:<6} decision: mean {1000 * sum(times) / max(1, len(times)):8.1f} ms, "
                     f"max {1000 * max(times, default=0.0):8.1f} ms over {len(times)} decisions")
    lines.append(save_reload_line(info, players))
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    """Run the bench subcommand and print its numbers."""
    parser = argparse.ArgumentParser(prog="python -m game bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a short run")
    parser.add_argument("--game", help="only this game")
    args = parser.parse_args(list(argv) if argv is not None else None)
    try:
        infos = [games.get(args.game)] if args.game else games.all_games()
    except KeyError as exc:
        print(f"bench: {exc}")
        return 2
    for info in infos:
        print("\n".join(bench_game(info, args.quick)), flush=True)
    print("\n".join(frame_time_lines()))
    return 0
