"""`python -m game`: the window; subcommands sim, strength, bench, smoke, soak; --help and --version.

The subcommands are imported lazily so that `sim` and `bench` run without a
display, and a missing optional part names itself instead of crashing.
`--help`, `-h`, `help` and `--version` answer without importing pygame.
"""

from __future__ import annotations

import importlib
import multiprocessing
import sys

from game.cli.usage import (
    COMMANDS,
    HELP_WORDS,
    PROG,
    VERSION_WORDS,
    missing_display,
    no_screen_message,
    usage,
    version_line,
)

NO_SCREEN_EXIT = 3  # the window command found no screen to open on
PLAY_OPTIONS = ("--fullscreen",)
# each subcommand's module, loaded only when asked for (sim and bench need no display)
SUBCOMMANDS = {"sim": "game.cli.sim", "strength": "game.cli.strength", "bench": "game.cli.bench",
               "calibrate": "game.cli.calibrate",
               "smoke": "game.ui.smoke", "soak": "game.soak.cli"}


def main(argv: list[str] | None = None) -> int:
    multiprocessing.freeze_support()  # AI seats think in a helper process, also when frozen
    argv = list(sys.argv[1:] if argv is None else argv)
    first = argv[0] if argv else ""
    if first in HELP_WORDS:
        if first == "help" and len(argv) > 1 and argv[1] in COMMANDS:  # help sim = sim --help
            return main([argv[1], "--help"])
        print(usage())
        return 0
    if first in VERSION_WORDS:
        print(version_line())
        return 0
    command = first if argv and not first.startswith("-") else "play"
    rest = argv[1:] if argv and command == first else argv
    if command not in COMMANDS:
        print(f"{PROG}: unknown command {command!r}\n", file=sys.stderr)
        print(usage(), file=sys.stderr)
        return 2
    if command not in SUBCOMMANDS:
        return play(rest)
    run = importlib.import_module(SUBCOMMANDS[command]).main  # only the command asked for loads
    return int(run(rest) or 0)


def play(args: list[str]) -> int:
    """The window: its own --help, unknown options refused, no screen reported (never run on)."""
    if any(a in ("-h", "--help") for a in args):
        print(f"usage: {PROG} [play] [--fullscreen]\n\n{COMMANDS['play']}\n\n"
              "options:\n  --fullscreen  start full screen (F11 toggles it in the window)")
        return 0
    unknown = [a for a in args if a not in PLAY_OPTIONS]
    if unknown:
        print(f"{PROG} play: unknown option {unknown[0]!r}\n", file=sys.stderr)
        print(usage(), file=sys.stderr)
        return 2
    problem = missing_display()
    if problem:
        print(no_screen_message(problem), file=sys.stderr)
        return NO_SCREEN_EXIT
    from game.ui import app as window  # lazy: the window (pygame) only once a screen is found

    try:
        return int(window.main(args) or 0)
    except window.NoScreen as exc:  # SDL itself found no video device
        print(no_screen_message(str(exc)), file=sys.stderr)
        return NO_SCREEN_EXIT


if __name__ == "__main__":
    sys.exit(main())
