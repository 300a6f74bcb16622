"""Engine and search speed in processor time, for comparing two checkouts on a shared machine.

    python tools/cpu_speed.py                       # every game: random games and Hard's iterations
    python tools/cpu_speed.py --game nocturne --no-hard
    cd /other/checkout && python /path/to/tools/cpu_speed.py --game bloodlines   # times that checkout

`python -m game bench` times by the wall clock, which other work on the machine stretches (on two
shared cores it read a third of the real figure and swung by half from one run to the next). This
times the same work by `time.process_time`, which that load disturbs much less: random complete
games of the bench's table size with fixed seeds (the bench's playout loop: `legal_actions`, then
`apply` of an action drawn from one Rng), and Hard (`make_seat("hard", iterations=N)`: no clock
decides how far it searches) on the bench's decision positions, counting the iterations its
searches really made.  Each figure is the best of `--repeat` runs.  Hard's choices are summed up
in a short digest: two checkouts that change no AI decision print the same one.

The game is imported from the current directory, so one copy of the tool times any checkout.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import sys
import time

sys.path.insert(0, os.getcwd())   # the checkout in the current directory, before the installed one

from game import games
from game.ai import make_seat
from game.cli.bench import bench_players, decision_positions
from game.core import GameInfo, Rng


def random_rate(info: GameInfo, players: int, count: int, seed: int = 1) -> tuple[float, int]:
    """Random complete games per processor second, and the moves they took."""
    rng = Rng(seed)
    moves = 0
    started = time.process_time()
    for game in range(count):
        state = info.new_game(players=players, seed=seed + game)
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
            moves += 1
    return count / (time.process_time() - started), moves


def hard_rate(info: GameInfo, players: int, positions: int, iterations: int) -> tuple[float, str]:
    """Hard's search iterations per processor second over the bench's decision positions, and a
    digest of the moves it chose."""
    spent, made, chosen = 0.0, 0, []
    for index, state in enumerate(decision_positions(info, players, positions)):
        seat = make_seat("hard", seed=index, iterations=iterations)
        view = state.view(state.current_player)
        started = time.process_time()
        chosen.append(seat.choose(view))
        spent += time.process_time() - started
        last = getattr(seat, "last", None)
        made += last.iterations if last is not None else 0
    digest = hashlib.sha256(repr(chosen).encode()).hexdigest()[:10]
    return (made / spent if spent else 0.0), digest


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--game", choices=games.GAME_IDS, help="one game (default: every game)")
    parser.add_argument("--games", type=int, default=30, help="random games a run (default 30)")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each figure, the best kept")
    parser.add_argument("--hard-positions", type=int, default=10)
    parser.add_argument("--hard-iterations", type=int, default=60)
    parser.add_argument("--no-hard", action="store_true", help="random games only")
    args = parser.parse_args(argv)
    for game_id in [args.game] if args.game else games.GAME_IDS:
        info = games.get(game_id)
        players = bench_players(info)
        runs = [random_rate(info, players, args.games) for _ in range(args.repeat)]
        rate, moves = max(runs)
        print(f"{game_id:12s} random {rate:8.1f} games per processor second ({args.games} games, {moves} moves)")
        if args.no_hard:
            continue
        searches = [hard_rate(info, players, args.hard_positions, args.hard_iterations)
                    for _ in range(max(1, args.repeat - 1))]
        best, digest = max(searches)
        print(f"{game_id:12s} hard   {best:8.1f} iterations per processor second "
              f"({args.hard_positions} positions at {args.hard_iterations} iterations; choices {digest})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
