"""Peak memory of the window and of its AI helper process through one whole game.

    python -m game.ui.memory --game elysium --players 5 --expert-seconds 1.0

One fresh process opens the real window (SDL's dummy driver, so no screen is
needed), shows the title, then plays a game whose seats are all AI: an Expert at
seat 0, Normal seats elsewhere, with animations at normal speed and no pause
between AI moves, frames paced at 60 a second as in play.  The AI thinks in the
helper process, as it does for a player.  Peak resident set sizes are read from
``/proc/<pid>/status`` (VmHWM) on Linux; the window's is cross-checked with
``resource.getrusage`` (ru_maxrss), which is also the helper's (an upper bound) where
there is no /proc.  The result is one JSON line on stdout.

The bench (`python -m game bench`) calls :func:`measure`, which runs this in a
subprocess so that nothing the bench itself loaded counts against the window.
``--trace N`` adds the N biggest allocation sites (tracemalloc) in the window.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import multiprocessing
import os
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

MB = 1024 * 1024
MARK = "memory-json: "


def peak_rss(pid: int | None = None) -> int | None:
    """Peak resident set (bytes) of `pid` (default: this process) from /proc, or None where unreadable."""
    path = Path(f"/proc/{pid or 'self'}/status")
    try:
        text = path.read_text(encoding="ascii", errors="replace")
    except OSError:
        return None
    for line in text.splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) * 1024
    return None


def _maxrss(children: bool = False) -> int | None:
    """ru_maxrss in bytes of this process or of its largest waited-for child; None without `resource`."""
    try:
        import resource  # lazy: not on Windows
    except ImportError:  # Windows
        return None
    value = resource.getrusage(resource.RUSAGE_CHILDREN if children else resource.RUSAGE_SELF).ru_maxrss
    return int(value if sys.platform == "darwin" else value * 1024)


CACHES = (  # (module, attribute): where the window keeps pictures between frames
    ("game.ui.resources", "_images"), ("game.ui.resources", "_fonts"), ("game.ui.paint", "_texts"),
    ("game.ui.paint", "_backdrops"), ("game.ui.kit.sprites", "_cache"), ("game.ui.kit.sprites", "_found"),
    ("game.ui.kit.motion", "_shadows"), ("game.ui.kit.materials", "_cloth"),
)


def _surfaces(value: Any, seen: set[int]) -> tuple[int, int]:
    """(count, bytes) of the pygame surfaces inside `value` (dicts, sequences, an Lru), each counted once."""
    import pygame  # lazy: pygame once SDL is set offscreen

    if isinstance(value, pygame.Surface):
        if id(value) in seen:
            return 0, 0
        seen.add(id(value))
        return 1, value.get_width() * value.get_height() * value.get_bytesize()
    items = getattr(value, "items", None)
    if items is not None and not callable(items):  # paint.Lru keeps its surfaces in .items
        value = items
    if isinstance(value, dict):
        value = list(value.values())
    count = size = 0
    if isinstance(value, (list, tuple)):
        for item in value:
            c, b = _surfaces(item, seen)
            count, size = count + c, size + b
    return count, size


def cache_report() -> dict[str, str]:
    """What each picture cache of the window holds: entries, surfaces and their pixels in MB."""
    report: dict[str, str] = {}
    seen: set[int] = set()
    for module_name, attribute in CACHES:
        try:
            holder = getattr(importlib.import_module(module_name), attribute)
        except (ImportError, AttributeError):
            continue
        entries = len(getattr(holder, "items", holder)) if not callable(getattr(holder, "items", None)) \
            else len(holder)
        count, size = _surfaces(holder, seen)
        report[f"{module_name.rsplit('.', 1)[-1]}.{attribute}"] = \
            f"{entries} entries, {count} surfaces, {size / MB:.1f} MB of pixels"
    return report


def _helper_pid(table: Any) -> int | None:
    """The pid of the table's AI helper process, once it has started."""
    process = getattr(table.thinker, "_process", None)
    if process is None or not getattr(table.thinker, "_started", False):
        return None
    return process.pid


def play_whole_game(game_id: str, players: int, expert_seconds: float, size: tuple[int, int] = (1280, 720),
                    seed: int = 1, max_minutes: float = 20.0, trace: int = 0,
                    max_moves: int | None = None) -> dict[str, Any]:
    """Play one AI-only game at the real table in this process and return its memory numbers.

    `max_moves` stops the game early (a short check); ``finished`` says whether it reached its end.
    """
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if trace:
        tracemalloc.start(1)
    import pygame  # lazy: pygame once SDL is set offscreen

    from game.ui.app import FPS, App  # lazy: pygame once SDL is set offscreen
    from game.ui.preferences import Preferences  # lazy: pygame once SDL is set offscreen
    from game.ui.scenes_menu import TitleScene  # lazy: pygame once SDL is set offscreen
    from game.ui.session import GameSession, find_game  # lazy: pygame once SDL is set offscreen
    from game.ui.table_base import TableScene  # lazy: pygame once SDL is set offscreen

    class NoPause(Preferences):
        """Animations at the player's speed, but AI moves shown as soon as they are chosen."""

        @property
        def ai_delay(self) -> float:
            return 0.0

    began = time.perf_counter()
    info = find_game(game_id)
    players = max(info.min_players, min(players, info.max_players))
    app = App(size=size, fullscreen=False)
    app.preferences = NoPause(dataclasses.replace(app.preferences.settings, animation_speed=1.0,
                                                  ai_think_time=expert_seconds),
                              persistent=False, message=app.preferences.message)
    app.stack.push(TitleScene())
    clock = pygame.time.Clock()

    def frame() -> None:
        app.step(pygame.event.get(), 1 / FPS)
        pygame.display.flip()
        clock.tick(FPS)
        if app.errors:
            raise RuntimeError(f"a scene failed: {app.errors[-1]}")

    for _ in range(10):
        frame()
    seats = [{"name": "Expert", "kind": "ai", "level": "expert"},
             *({"name": f"Normal {i}", "kind": "ai", "level": "normal"} for i in range(1, players))]
    session = GameSession.start(info, {"players": players, "seed": seed, "options": {}, "seats": seats})
    table = app.stack.clear_to(TableScene(session))
    assert isinstance(table, TableScene)
    helper_peak = 0
    helpers: set[int] = set()
    frames = 0
    deadline = began + 60 * max_minutes
    while app.running and not session.state.is_over and time.perf_counter() < deadline \
            and (max_moves is None or len(session.state.history) < max_moves):
        frame()
        frames += 1
        pid = _helper_pid(table)
        if pid is not None and frames % 15 == 0:
            helpers.add(pid)
            helper_peak = max(helper_peak, peak_rss(pid) or 0)
    pid = _helper_pid(table)
    if pid is not None:
        helpers.add(pid)
        helper_peak = max(helper_peak, peak_rss(pid) or 0)
    finished = session.state.is_over
    for _ in range(30 if app.running else 0):  # the results scene comes up and draws
        frame()
    traced: list[str] = []
    if trace:  # Python's own allocations only: pixels of pygame surfaces are not traced

        current, peak = tracemalloc.get_traced_memory()
        traced.append(f"python objects: {current / MB:.1f} MB now, {peak / MB:.1f} MB at most")
        for stat in tracemalloc.take_snapshot().statistics("lineno")[:trace]:
            frame_ = stat.traceback[0]
            traced.append(f"{stat.size / MB:7.2f} MB {stat.count:7d} blocks  {frame_.filename}:{frame_.lineno}")
        tracemalloc.stop()
    caches = cache_report()
    window_peak = peak_rss() or _maxrss() or 0
    app.close()  # stops the helper (joined), so its ru_maxrss is counted among this process's children
    pygame.quit()
    # Without /proc (macOS) the helper's peak is the children's ru_maxrss: the largest child this process
    # waited for, the helper or any other (a font lookup may run one), so an upper bound.  On Linux it is
    # not used: it also counts children that are not the helper.
    source = "VmHWM"
    if not helper_peak and helpers:
        helper_peak, source = _maxrss(children=True) or 0, "ru_maxrss of the children (an upper bound)"
    return {"game": info.id, "players": players, "expert_seconds": expert_seconds,
            "size": f"{size[0]}x{size[1]}", "moves": len(session.state.history), "finished": finished,
            "seconds": round(time.perf_counter() - began, 1), "helpers": len(helpers),
            "window_peak_mb": round(window_peak / MB, 1), "window_maxrss_mb": round((_maxrss() or 0) / MB, 1),
            "helper_peak_mb": round(helper_peak / MB, 1), "helper_measured_by": source,
            "helper_process": bool(helpers), "caches": caches, "trace": traced}


def measure(game_id: str, players: int = 5, expert_seconds: float = 1.0, size: tuple[int, int] = (1280, 720),
            seed: int = 1, max_minutes: float = 20.0, trace: int = 0, max_moves: int | None = None) -> dict[str, Any]:
    """:func:`play_whole_game` in a fresh Python process (saves and settings in a temporary folder)."""
    if getattr(sys, "frozen", False):
        raise RuntimeError("measured from an installed or checked-out game, not inside the frozen build")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    # the package this process imported (a worktree, say), not the one installed: the run starts elsewhere
    env["PYTHONPATH"] = os.pathsep.join(filter(None, (str(Path(__file__).resolve().parents[2]),
                                                      env.get("PYTHONPATH"))))
    with tempfile.TemporaryDirectory(prefix="danse-memory-") as home:
        env["DANSE_MACABRE_HOME"] = home
        command = [sys.executable, "-m", "game.ui.memory", "--game", game_id, "--players", str(players),
                   "--expert-seconds", str(expert_seconds), "--size", str(size[0]), str(size[1]),
                   "--seed", str(seed), "--max-minutes", str(max_minutes), "--trace", str(trace)]
        if max_moves is not None:
            command += ["--max-moves", str(max_moves)]
        done = subprocess.run(command, cwd=home, env=env, capture_output=True, text=True,
                              timeout=60 * max_minutes + 120, check=False)
    for line in done.stdout.splitlines():
        if line.startswith(MARK):
            return dict(json.loads(line[len(MARK):]))
    raise RuntimeError(f"the memory run for {game_id} failed: {(done.stdout + done.stderr).strip()[-800:]}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ui.memory", description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--expert-seconds", type=float, default=1.0, help="cap on the Expert's seconds a move")
    parser.add_argument("--size", type=int, nargs=2, default=(1280, 720), metavar=("W", "H"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-minutes", type=float, default=20.0, help="stop the game after this long")
    parser.add_argument("--trace", type=int, default=0, metavar="N", help="the N biggest allocation sites")
    parser.add_argument("--max-moves", type=int, help="stop after this many moves (a short check)")
    args = parser.parse_args(argv)

    multiprocessing.freeze_support()
    numbers = play_whole_game(args.game, args.players, args.expert_seconds, tuple(args.size), args.seed,
                              args.max_minutes, args.trace, args.max_moves)
    print(MARK + json.dumps(numbers), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
