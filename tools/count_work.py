"""The work the engine and Hard do, to be counted in instructions by valgrind's callgrind.

    valgrind --tool=callgrind --callgrind-out-file=/tmp/a.out python tools/count_work.py random bloodlines 10
    valgrind --tool=callgrind --callgrind-out-file=/tmp/b.out python tools/count_work.py random bloodlines 0
    grep ^totals /tmp/a.out /tmp/b.out     # the games' work: the first less the second

`random GAME N`: N seeded random complete games at the bench's table size (the bench's playout loop).
`hard GAME N`: Hard at N of the bench's decision positions, 60 iterations each (no clock decides how
far it searches); it prints the iterations made, which must be the same in the two checkouts compared.
Run it with N and with 0 and subtract, from the same code both times (every run compiles the sources
when bytecode is not written), with `PYTHONHASHSEED=0` for steadier counts.  The load on a shared
machine stretches processor time (``tools/cpu_speed.py``) but not this count: docs/speed.md's figures
for issue 44 are counted this way.  The game is imported from the current directory, so one copy of
the tool counts any checkout.
"""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.getcwd())   # the checkout in the current directory, before the installed one

from game import games
from game.ai import make_seat
from game.cli.bench import bench_players, decision_positions
from game.core import Rng


def random_games(game_id: str, count: int) -> None:
    info = games.get(game_id)
    players = bench_players(info)
    rng = Rng(1)
    info.new_game(players=players, seed=0)   # the imports warmed in both runs
    for game in range(count):
        state = info.new_game(players=players, seed=1 + game)
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])


def hard_positions(game_id: str, count: int) -> None:
    info = games.get(game_id)
    states = list(decision_positions(info, bench_players(info), 3))
    made = 0
    for index, state in enumerate(states[:count]):
        seat = make_seat("hard", seed=index, iterations=60)
        seat.choose(state.view(state.current_player))
        made += seat.last.iterations
    print("ITER", made)


if __name__ == "__main__":
    kind, game_id, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    (random_games if kind == "random" else hard_positions)(game_id, count)
