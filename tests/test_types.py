"""mypy over every module of the game: the rules' layers (game/core, game/ai, game/saves,
game/games), the window (game/ui), the command line and the soak (game/cli, game/soak), and the
guide's example game (tests/example_game), with the project's settings ([tool.mypy] in
pyproject.toml: warn_unused_ignores, so a stale ``# type: ignore`` fails too).  Issue 41 brought
the rules' layers from 1,807 errors to 0, issue 42 the window from 68; this test keeps them there."""

from __future__ import annotations

from pathlib import Path

import pytest
from mypy import api

ROOT = Path(__file__).resolve().parent.parent
CHECKED = ("game", "tests/example_game")


def test_every_module_of_the_game_type_checks_with_no_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)     # explicit_package_bases: module names start from the root
    config = str(ROOT / "pyproject.toml")
    stdout, stderr, status = api.run(["--config-file", config, "--no-error-summary",
                                      *(str(ROOT / path) for path in CHECKED)])
    errors = [line for line in stdout.splitlines() if ": error:" in line]
    print(stdout, stderr)
    assert not errors, f"{len(errors)} mypy errors:\n" + "\n".join(errors)
    assert status == 0, stdout + stderr
