"""What `python -m game` says about itself: usage, version, and "no screen found".

Kept free of pygame so that `--help`, `--version` and the no-display message
come back at once and never open a window.
"""

from __future__ import annotations

import os
import sys

from game import PROGRAM, __version__

PROG = "python -m game"
HELP_WORDS = ("-h", "--help", "help")
VERSION_WORDS = ("-V", "--version")
# The subcommands and one line each; "play" is what runs when none is given.
COMMANDS = {
    "play": "open the window on the title screen (the default; --fullscreen to start full screen)",
    "sim": "play AI-only games offscreen and report win shares, scores and decision times",
    "strength": "play each AI level against the one below it in every game and write the strength table",
    "bench": "measure engine speed, AI decision times, save/reload and frame times",
    "calibrate": "measure how well each game's win chances predict the winner on held-out games",
    "smoke": "open every scene offscreen and play a short game through the UI (a self-check)",
    "soak": "random games, random input on every scene and mutated files, hunting crashes and hangs",
}
OFFSCREEN_COMMANDS = ("sim", "strength", "bench", "calibrate", "smoke")


def usage() -> str:
    """The text `--help`, `-h` and `help` print."""
    width = max(map(len, COMMANDS))
    lines = [
        f"usage: {PROG} [COMMAND] [OPTIONS]",
        "",
        "Danse Macabre: a desktop table for vampire board games of intrigue.",
        "",
        "commands:",
        *(f"  {name:<{width}}  {text}" for name, text in COMMANDS.items()),
        "",
        "With no command the window opens (play).",
        f"Each command has its own help: {PROG} COMMAND --help (e.g. {PROG} sim --help).",
        "",
        "options:",
        "  -h, --help     show this help and exit",
        "  -V, --version  show the version and exit",
    ]
    return "\n".join(lines)


def version() -> str:
    """The version: ``game.__version__``, the one place it is written (pyproject.toml reads it from there,
    so the installed package, a source checkout and the frozen build all say the same)."""
    return __version__


def version_line() -> str:
    """The program and its version, as the title screen, the log and each save's header say it."""
    return PROGRAM


def no_screen_message(detail: str = "") -> str:
    """What the window command prints when there is no screen to open a window on."""
    reason = f" ({detail})" if detail else ""
    return (
        f"Danse Macabre: no screen was found{reason}, so the window cannot open.\n"
        "Run it from a desktop session, or use the commands that need no screen:\n"
        + "".join(f"  {PROG} {name:<6} {COMMANDS[name]}\n" for name in OFFSCREEN_COMMANDS)
        + f"({PROG} smoke --offscreen forces SDL's dummy video driver.)"
    )


def missing_display(environ: os._Environ[str] | dict[str, str] | None = None,
                    platform: str | None = None) -> str | None:
    """Why no window can open, judged from the environment alone; None if one may.

    Only on Linux (and other X11/Wayland systems): no DISPLAY and no WAYLAND_DISPLAY,
    and SDL_VIDEODRIVER not set to an offscreen driver (dummy/offscreen).
    """
    env = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    if not platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return None
    driver = env.get("SDL_VIDEODRIVER", "").strip().lower()
    if driver in ("dummy", "offscreen"):
        return None
    if env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"):
        return None
    return "neither DISPLAY nor WAYLAND_DISPLAY is set"
