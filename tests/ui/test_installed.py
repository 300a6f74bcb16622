"""The installed package is whole: a wheel built from the checkout carries the art, sounds, fonts,
content and rules texts, and `smoke` passes from a folder that is not the checkout.

Slow (a wheel build), so it runs only when RUN_FROZEN=1 or CI=true.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import game

ROOT = Path(__file__).resolve().parents[2]
WANTED = os.environ.get("RUN_FROZEN") == "1" or os.environ.get("CI", "").lower() == "true"


@pytest.mark.slow
@pytest.mark.skipif(not WANTED, reason="set RUN_FROZEN=1 (or CI=true) to build and install the wheel")
def test_the_installed_package_runs_smoke_from_any_folder(tmp_path: Path) -> None:
    wheels, target, elsewhere = tmp_path / "wheels", tmp_path / "site", tmp_path / "elsewhere"
    elsewhere.mkdir()
    source = tmp_path / "source"  # a clean copy: no build/ left over from an earlier build
    for name in ("game", "art", "sounds"):
        shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy(ROOT / name, source / name)
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(wheels),
                            str(source)], capture_output=True, text=True, timeout=600, check=False)
    assert built.returncode == 0, built.stderr[-3000:]
    wheel = next(wheels.glob("danse_macabre-*.whl"))
    assert wheel.name.startswith(f"danse_macabre-{game.__version__}-"), wheel.name   # pyproject's dynamic version
    names = set(zipfile.ZipFile(wheel).namelist())
    for wanted in ("game/_data/art/fonts/LICENSE-Cardo.txt", "game/_data/sounds", "game/games/elysium/rules.md",
                   "game/games/equilibrium/content.toml"):
        assert any(n.startswith(wanted) for n in names), f"the wheel lacks {wanted}"
    installed = subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--quiet", "--target",
                                str(target), str(wheel)], capture_output=True, text=True, timeout=600,
                               check=False)
    assert installed.returncode == 0, installed.stderr[-3000:]
    env = dict(os.environ, PYTHONPATH=str(target), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               DANSE_MACABRE_HOME=str(tmp_path / "home"))
    for game_id in ("equilibrium", "elysium"):
        ran = subprocess.run([sys.executable, "-m", "game", "smoke", "--offscreen", "--game", game_id],
                             cwd=elsewhere, env=env, capture_output=True, text=True, timeout=300, check=False)
        assert ran.returncode == 0, (ran.stdout + ran.stderr)[-3000:]
        assert "smoke ok" in ran.stdout
    where = subprocess.run([sys.executable, "-c", "import game; print(game.__file__)"], cwd=elsewhere, env=env,
                           capture_output=True, text=True, timeout=60, check=False)
    assert where.stdout.strip().startswith(str(target)), "the smoke run must use the installed package"
