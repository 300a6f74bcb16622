"""`python -m game calibrate`: how well each game's fitted chances predict the winner, on games the fit
never saw (game.ai.calibration): a reliability table by decile and the log-loss, printed and kept in
game/ai/calibration.toml for the Review screen."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path

import tomli_w

from game import games
from game.ai import make_seat
from game.ai.calibration import CALIBRATION_FILE, Calibration, read_calibrations
from game.ai.review import chances
from game.core import GameInfo

from .bench import bench_players

HELD_OUT = 1_000_000   # the held-out games' seeds start here (the fits play seeds from 0)


def calibrate(info: GameInfo, count: int, players: int, level: str = "normal", every: int = 3) -> Calibration:
    """`count` games between `level` seats from the held-out seeds; every `every`-th position counted."""
    measured = Calibration(players)
    for index in range(count):
        seed = HELD_OUT + index
        state = info.new_game(players=players, seed=seed)
        seats = [make_seat(level, seed * 10 + seat) for seat in range(players)]
        rows = []
        while (seat := state.current_player) is not None:
            if len(state.history) % every == 0:
                rows.append(chances(state))
            state.apply(seats[seat].choose(state.view(seat)))
        measured.add_game(rows, state.winners())
    return measured


def report(info: GameInfo, measured: Calibration) -> list[str]:
    head = (f"== {info.title} ({info.id}), {measured.players} players: {measured.games} held-out games, "
            f"{measured.positions} positions")
    loss = (f"log-loss {measured.log_loss:.3f} (a blind guess: {measured.blind:.3f}); "
            f"calibration error {100 * measured.error:.1f} points")
    lines = [head, loss,
             f"{'decile':>9} {'positions':>10} {'chance given':>13} {'share won':>10}"]
    lines += [f"{band:>9} {n:>10} {100 * given:>12.1f}% {100 * won:>9.1f}%" for band, n, given, won in measured.table()]
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game calibrate", description=__doc__)
    parser.add_argument("--game", help="only this game")
    parser.add_argument("--games", type=int, default=40, help="held-out games a game (default 40)")
    parser.add_argument("--level", default="normal", help="the seats' level (default normal)")
    parser.add_argument("--write", action="store_true", help=f"keep the figures in {CALIBRATION_FILE.name}")
    parser.add_argument("--file", type=Path, default=CALIBRATION_FILE, help="where --write keeps them")
    args = parser.parse_args(argv)
    ids = [args.game] if args.game else games.ids()
    kept = dict(read_calibrations(args.file))
    for game_id in ids:
        try:
            info = games.get(game_id)
        except KeyError:
            print(f"calibrate: no game {game_id!r} (games: {', '.join(games.ids())})")
            return 2
        measured = calibrate(info, args.games, bench_players(info), args.level)
        print("\n".join(report(info, measured)), flush=True)
        kept[game_id] = {**measured.to_data(), "level": args.level}
    if args.write:
        args.file.write_text("# written by `python -m game calibrate --write`; do not edit\n" + tomli_w.dumps(kept),
                             encoding="utf-8")
        print(f"written: {args.file}")
    return 0
