"""Start to first title frame: how long a player waits between launching the game and seeing its title.

The window has a hidden switch: with ``DANSE_MACABRE_FIRST_FRAME=<file>`` in its
environment it writes the clock time (``time.time()``) at which its first frame
was flipped into that file and closes.  :func:`start_to_title` launches a
command with the switch, from a folder that is not the checkout, with a fresh
user data folder (no saved settings, no autosave), under SDL's dummy drivers,
and subtracts the launch time.  The first run fills the operating system's file
caches (cold); the runs after it are what a player who has played before sees
(warm).
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import game

ROOT = Path(__file__).resolve().parents[2]
SWITCH = "DANSE_MACABRE_FIRST_FRAME"  # game.ui.app.FIRST_FRAME_ENV; not imported here, so no pygame is loaded
FROZEN = ROOT / "dist" / "danse-macabre" / ("danse-macabre.exe" if sys.platform == "win32" else "danse-macabre")


def start_to_title(command: list[str], runs: int = 3, extra_env: dict[str, str] | None = None,
                   timeout: float = 120.0) -> dict[str, Any]:
    """Launch `command` `runs` times; seconds from launch to its first flipped title frame.

    ``cold_s`` is the first run, ``warm_s`` the median of the others, ``best_s`` the quickest of them
    (the least disturbed by other work on the machine), ``runs_s`` all of them; ``cpu_s`` the median
    processor time (user + system) a warm run used, which other work does not lengthen (None without
    the ``resource`` module), ``cpu_to_frame_s`` the part of it up to the first frame (as the program
    wrote it; None from a build that does not).  Bytecode is written (to a folder of this call's) so
    that the warm runs start compiled, as an installed program does.
    """
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)   # warm means compiled once, as an installed program is
    env.update(extra_env or {})
    times: list[float] = []
    cpu: list[float] = []
    to_frame: list[float] = []
    with tempfile.TemporaryDirectory(prefix="danse-start-") as folder:
        env.setdefault("PYTHONPYCACHEPREFIX", str(Path(folder) / "bytecode"))   # the first run compiles: cold
        for run in range(max(2, runs)):
            home = Path(folder) / f"home{run}"
            home.mkdir()
            mark = Path(folder) / f"first-frame{run}.txt"
            env.update(DANSE_MACABRE_HOME=str(home), **{SWITCH: str(mark)})
            used = _children_cpu()
            began = time.time()
            done = subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True,
                                  timeout=timeout, check=False)
            if used is not None:
                cpu.append((_children_cpu() or 0.0) - used)
            if done.returncode != 0 or not mark.is_file():
                raise RuntimeError(f"{' '.join(command)} drew no title frame (exit {done.returncode}): "
                                   f"{(done.stdout + done.stderr).strip()[-600:]}")
            written = mark.read_text(encoding="utf-8").split()   # the clock time, then (newer) the CPU time
            times.append(float(written[0]) - began)
            if len(written) > 1:
                to_frame.append(float(written[1]))
    return {"cold_s": round(times[0], 3), "warm_s": round(statistics.median(times[1:]), 3),
            "best_s": round(min(times[1:]), 3), "runs_s": [round(t, 3) for t in times],
            "cpu_s": round(statistics.median(cpu[1:]), 3) if cpu else None,
            "cpu_to_frame_s": round(statistics.median(to_frame[1:]), 3) if len(to_frame) > 1 else None}


def _children_cpu() -> float | None:
    """User + system seconds of the child processes waited for so far, or None (Windows)."""
    try:
        import resource  # lazy: not on Windows
    except ImportError:
        return None
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def installed_command() -> tuple[list[str], str]:
    """`python -m game` with this interpreter, and where that package is (editable or installed).

    Inside the frozen build: the windowed program beside this one.
    """
    if getattr(sys, "frozen", False):
        return [str(Path(sys.executable).with_name(FROZEN.name))], "this frozen build"

    where = Path(game.__file__).resolve().parent
    kind = "the checkout (editable install)" if where == ROOT / "game" else str(where)
    return [sys.executable, "-m", "game"], kind


def source_env() -> dict[str, str]:
    """What makes `python -m game`, launched from another folder, run the package this process imported
    (a worktree other than the editable install's checkout, say), not the installed one."""
    return {"PYTHONPATH": str(Path(game.__file__).resolve().parent.parent)} if not getattr(sys, "frozen", False) \
        else {}


def build_wheel_into(folder: Path) -> dict[str, str]:
    """Build the checkout's wheel and install it under `folder`; the PYTHONPATH that runs it."""
    wheels, target = folder / "wheels", folder / "site"
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(wheels),
                            str(ROOT)], capture_output=True, text=True, timeout=900, check=False)
    if built.returncode != 0:
        raise RuntimeError(f"the wheel did not build: {built.stderr.strip()[-600:]}")
    wheel = next(wheels.glob("danse_macabre-*.whl"))
    installed = subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--quiet", "--target",
                                str(target), str(wheel)], capture_output=True, text=True, timeout=900,
                               check=False)
    if installed.returncode != 0:
        raise RuntimeError(f"the wheel did not install: {installed.stderr.strip()[-600:]}")
    return {"PYTHONPATH": str(target)}


def build_frozen(dist: Path) -> Path:
    """Build build_exe.spec into `dist` (slow: a minute or more); the windowed program's path."""
    work = dist.parent / "pyinstaller-work"
    built = subprocess.run([sys.executable, "-m", "PyInstaller", str(ROOT / "build_exe.spec"), "--noconfirm",
                            "--distpath", str(dist), "--workpath", str(work)], cwd=ROOT,
                           capture_output=True, text=True, timeout=1800, check=False)
    shutil.rmtree(work, ignore_errors=True)
    if built.returncode != 0:
        raise RuntimeError(f"the frozen build failed: {built.stderr.strip()[-600:]}")
    return dist / FROZEN.parent.name / FROZEN.name
