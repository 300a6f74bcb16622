"""Danse Macabre: a desktop table for five vampire board games of intrigue.

The code stands on floors, each importing only from its own or a lower one (docs/layers.md,
checked by tests/test_imports.py):

0. ``game.core``: the engine contract, records, flow, rng, replay, errors, AI level names;
1. ``game.ai``: the AI kit, seats and search for any game;
2. ``game.games``: the registry and each game, with its evaluations;
3. ``game.saves``: save files, upgrades, setup codes, records (no game imported: what it needs
   of a game is declared on the game's ``GameInfo``);
4. ``game.ui``: the window;
5. ``game.cli``, ``game.soak``, ``game.__main__``: the command line.

An import inside a function says why on its line (``# lazy: <reason>``).
"""

__version__ = "0.1.0"  # the one place the version is written (pyproject.toml reads it: dynamic version)
PROGRAM = f"Danse Macabre {__version__}"
"""How the program names itself: ``--version``, the title screen, the log and each save's header."""
