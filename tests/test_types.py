"""mypy over the layers that are at 0 errors: the kit (game/core), the AI (game/ai), the saves
(game/saves) and, of the games, Bloodlines (its chronicle too) and Elysium, Equilibrium, Nocturne, with the
project's settings ([tool.mypy] in pyproject.toml: warn_unused_ignores, so a stale
``# type: ignore`` fails too).

game/games joins this list game by game as each reaches 0 errors (issue 41, item 1); until then a
module of a game imported from these layers is read for its types only (follow_imports silent).
"""

from __future__ import annotations

from pathlib import Path

from mypy import api

ROOT = Path(__file__).resolve().parent.parent
CHECKED = ("game/core", "game/ai", "game/saves", "game/games/bloodlines",
           "game/games/elysium", "game/games/equilibrium", "game/games/nocturne")


def test_the_shared_layers_type_check_with_no_error() -> None:
    config = str(ROOT / "pyproject.toml")
    stdout, stderr, status = api.run(["--config-file", config, "--no-error-summary",
                                      *(str(ROOT / path) for path in CHECKED)])
    errors = [line for line in stdout.splitlines() if ": error:" in line]
    print(stdout, stderr)
    assert not errors, f"{len(errors)} mypy errors:\n" + "\n".join(errors)
    assert status == 0, stdout + stderr
