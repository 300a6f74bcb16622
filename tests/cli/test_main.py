"""`python -m game` itself: usage, version, unknown commands and no screen, in a subprocess.

Every run has a clean environment with no display, so nothing here can open a real
window: a command that tried would print the no-screen message and exit 3 instead.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import game
from game.cli.usage import COMMANDS, missing_display, version

REPO = Path(__file__).resolve().parents[2]
LINUX = sys.platform.startswith("linux")


def run_game(tmp_path: Path, *args: str, **extra: str) -> subprocess.CompletedProcess[str]:
    env = {
        "PATH": os.environ.get("PATH", ""),
        "HOME": str(tmp_path),
        "PYTHONPATH": str(REPO),
        "DANSE_MACABRE_HOME": str(tmp_path / "saves"),
        "SDL_AUDIODRIVER": "dummy",
        **extra,
    }
    return subprocess.run([sys.executable, "-m", "game", *args], check=False,
                          cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("word", ["--help", "-h", "help"])
def test_help_prints_usage_and_exits_0_without_pygame(tmp_path: Path, word: str) -> None:
    done = run_game(tmp_path, word)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.startswith("usage: python -m game")
    for name in COMMANDS:
        assert f"  {name} " in out, f"{name} is not listed"
    assert "COMMAND --help" in out
    assert "pygame" not in out + done.stderr  # pygame was never imported: no window could open


@pytest.mark.parametrize("command", list(COMMANDS))
def test_each_command_has_its_own_help(tmp_path: Path, command: str) -> None:
    done = run_game(tmp_path, command, "--help")
    assert done.returncode == 0, done.stderr
    assert f"python -m game {'[play]' if command == 'play' else command}" in done.stdout


def test_help_with_a_command_is_that_commands_help(tmp_path: Path) -> None:
    done = run_game(tmp_path, "help", "sim")
    assert done.returncode == 0, done.stderr
    assert "usage: python -m game sim" in done.stdout


def test_version_is_the_packages_one_version(tmp_path: Path) -> None:
    """game.__version__ is the one place the version is written: pyproject reads it (dynamic), and
    --version / -V say it."""
    project = tomllib.loads((REPO / "pyproject.toml").read_text())
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "game.__version__"}
    assert version() == game.__version__ and re.fullmatch(r"\d+\.\d+\.\d+", version())
    for word in ("--version", "-V"):
        done = run_game(tmp_path, word)
        assert done.returncode == 0, done.stderr
        assert done.stdout.strip() == f"Danse Macabre {game.__version__}"


@pytest.mark.parametrize("args", [["bogus"], ["--bogus"], ["play", "--nope"]])
def test_unknown_command_or_option_exits_2_with_usage(tmp_path: Path, args: list[str]) -> None:
    done = run_game(tmp_path, *args)
    assert done.returncode == 2
    assert "unknown" in done.stderr and repr(args[-1]) in done.stderr
    assert "usage: python -m game" in done.stderr
    assert done.stdout == ""


@pytest.mark.skipif(not LINUX, reason="DISPLAY/WAYLAND_DISPLAY are how Linux names a screen")
@pytest.mark.parametrize("args", [[], ["play"], ["play", "--fullscreen"]])
def test_no_display_says_so_and_exits_non_zero(tmp_path: Path, args: list[str]) -> None:
    done = run_game(tmp_path, *args)
    assert done.returncode == 3, done.stderr
    assert "no screen was found" in done.stderr
    for name in ("sim", "bench", "smoke"):
        assert f"python -m game {name}" in done.stderr


@pytest.mark.skipif(not LINUX, reason="uses SDL's x11 driver with an X server that is not there")
def test_sdl_failing_to_open_a_video_device_says_so(tmp_path: Path) -> None:
    done = run_game(tmp_path, DISPLAY=":987", SDL_VIDEODRIVER="x11")
    assert done.returncode == 3, done.stderr
    assert "no screen was found" in done.stderr
    assert "python -m game smoke" in done.stderr


def test_missing_display_reads_the_environment() -> None:
    assert missing_display({}, "linux")
    assert missing_display({"SDL_VIDEODRIVER": "x11"}, "linux")
    assert missing_display({"DISPLAY": ":0"}, "linux") is None
    assert missing_display({"WAYLAND_DISPLAY": "wayland-0"}, "linux") is None
    assert missing_display({"SDL_VIDEODRIVER": "dummy"}, "linux") is None
    assert missing_display({"SDL_VIDEODRIVER": "offscreen"}, "linux") is None
    assert missing_display({}, "win32") is None
    assert missing_display({}, "darwin") is None
