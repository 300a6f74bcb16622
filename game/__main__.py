"""`python -m game`: the window; subcommands sim, bench, smoke.

The subcommands are imported lazily so that `sim` and `bench` run without a
display, and a missing optional part names itself instead of crashing.
"""

from __future__ import annotations

import multiprocessing
import sys


def main(argv: list[str] | None = None) -> int:
    multiprocessing.freeze_support()  # AI seats think in a helper process, also when frozen
    argv = list(sys.argv[1:] if argv is None else argv)
    command = argv[0] if argv and not argv[0].startswith("-") else "play"
    rest = argv[1:] if command != "play" else argv
    if command == "sim":
        from game.cli.sim import main as run
    elif command == "bench":
        from game.cli.bench import main as run
    elif command == "smoke":
        from game.ui.smoke import main as run
    elif command == "play":
        from game.ui.app import main as run
    else:
        print(f"unknown command {command!r}; use: play (default), sim, bench, smoke", file=sys.stderr)
        return 2
    return int(run(rest) or 0)


if __name__ == "__main__":
    sys.exit(main())
