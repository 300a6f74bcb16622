"""Screenshots of every table, the same pixels every run, and a pixel comparison of two sets of them.

``python tools/table_shots.py record DIR [--game ID ...] [--size WxH ...] [--position NAME ...]``
renders, offscreen, every game's table at 1280×720 and 1600×900 in three positions:

* ``your-turn``: a human seat (seat 1) to decide, mid-game;
* ``rival-turn``: an AI rival to decide, the human waiting (its "thinking" banner up);
* ``results``: the results screen of the finished game.

Each game is one seeded random game (``SEED``, every move ``rng.choice(legal_actions())``); the two
turns are the first moves from its middle where the seat to decide is the human / a rival, the
results its end.  The moves are played on a ``GameSession`` before its ``TableScene`` is pushed onto a
real ``App`` (as ``tests/ui/tablehelp.py`` does); the AI seat's thinker is replaced by one that never
answers, so nothing waits on a clock, and frames are stepped with a fixed dt until nothing moves.
Every shot gets a fresh, empty saves folder (the results screen's record line counts games kept there)
and the settings' defaults.  The files are ``<game>-<position>-<w>x<h>.png``, with ``shots.txt``
naming the scene on top, the move number and the seat to decide of each.

The game is imported from the current directory (then PYTHONPATH), not from this file's checkout, so
one copy of the tool records any checkout::

    cd /work/wt-base && PYTHONPATH=$PWD python /path/to/tools/table_shots.py record /tmp/shots/base

``python tools/table_shots.py compare A B [--out DIFFDIR]`` compares two such folders pixel by pixel:
per image ``identical`` or ``N pixels differ`` with their bounding box, and (with ``--out``) a diff
image per differing pair, the differing pixels red over a dimmed copy of B.  Exit 1 if any differ or
an image is missing on one side.

Python's string hashing is seeded per process; ``record`` runs itself again with
``PYTHONHASHSEED=0`` when it is not already, so a set iterated while drawing is in the same order
every run.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, os.getcwd())  # the checkout being recorded, not this file's own
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

SIZES = ((1280, 720), (1600, 900))
POSITIONS = ("your-turn", "rival-turn", "results")
SEED = 2024
DT = 1 / 60
SETTLE_FRAMES = 90       # frames stepped before a shot, always (fades and pulses reach the same phase)
MOTION_FRAMES = 1200     # at most this many more while something still moves by itself
MOVE_LIMIT = 20000       # a seeded random game longer than this is an error
NAMES = ["Mirela", "Casimir", "Oona", "Teodor", "Vesna"]
HUMAN = 0                # the human seat; every other seat is an AI rival


@dataclass
class Script:
    """One game's seeded random moves and where each position is in them."""

    players: int
    actions: list[Any]
    turn_of: list[int | None]   # the seat to decide before each move

    def stop(self, position: str) -> int:
        """How many moves to play before the shot of `position`."""
        if position == "results":
            return len(self.actions)
        mine = position == "your-turn"
        middle = len(self.actions) // 2
        order = [*range(middle, len(self.actions)), *range(middle - 1, -1, -1)]
        for index in order:
            seat = self.turn_of[index]
            if seat is not None and (seat == HUMAN) == mine:
                return index
        raise SystemExit(f"no move where {'the human' if mine else 'a rival'} decides")


def players_for(info: Any) -> int:
    """The table size the game itself names for measuring (else 3), within its limits."""
    wanted = int(getattr(info, "bench_players", 3) or 3)
    return max(info.min_players, min(info.max_players, wanted))


def script_for(info: Any) -> Script:
    players = players_for(info)
    state = info.new_game(players, SEED, {})
    rng = random.Random(SEED)
    actions: list[Any] = []
    turn_of: list[int | None] = []
    while not state.is_over:
        if len(actions) >= MOVE_LIMIT:
            raise SystemExit(f"{info.id}: the seeded random game did not end in {MOVE_LIMIT} moves")
        action = rng.choice(state.legal_actions())
        turn_of.append(state.current_player)
        actions.append(action)
        state.apply(action)
    return Script(players, actions, turn_of)


class Silent:
    """A thinker that takes every request and never answers: a rival's turn stays on screen."""

    def __init__(self) -> None:
        self.key: Any = None
        self.busy = False

    def request(self, key: Any, seat: Any, view: Any) -> None:
        self.key = key

    def poll(self) -> None:
        return None

    def cancel(self) -> None:
        self.key = None

    def close(self) -> None:
        self.key = None


@contextmanager
def fresh_home() -> Iterator[None]:
    """An empty saves and settings folder for the duration (never the player's)."""
    old = os.environ.get("DANSE_MACABRE_HOME")
    with tempfile.TemporaryDirectory(prefix="table-shots-") as home:
        os.environ["DANSE_MACABRE_HOME"] = home
        try:
            yield
        finally:
            if old is None:
                os.environ.pop("DANSE_MACABRE_HOME", None)
            else:
                os.environ["DANSE_MACABRE_HOME"] = old


def shoot(info: Any, script: Script, position: str, size: tuple[int, int], path: Path) -> str:
    """Render one shot into `path`; a line for shots.txt."""
    import pygame

    from game.ui.app import App
    from game.ui.session import GameSession
    from game.ui.table_base import TableScene

    with fresh_home():
        app = App(size=size, fullscreen=False)
        try:
            app.preferences.persistent = False
            app.use_ai_process = False   # no helper process (the thinker is replaced anyway)
            seats = [{"name": NAMES[i % len(NAMES)], "kind": "human" if i == HUMAN else "ai", "level": "random"}
                     for i in range(script.players)]
            session = GameSession.start(info, {"players": script.players, "seed": SEED, "options": {},
                                               "seats": seats})
            stop = script.stop(position)
            for action in script.actions[:stop]:
                session.play(action)
            table = TableScene(session)
            app.stack.push(table)
            table.thinker.close()
            table.thinker = Silent()
            for _ in range(SETTLE_FRAMES):
                step(app)
            for _ in range(MOTION_FRAMES):
                if not (table.drag.busy or table.view.moving()):
                    break
                step(app)
            step(app)
            top = app.stack.top
            scene = str(getattr(top, "name", type(top).__name__))
            wanted = "results" if position == "results" else "table"
            if scene != wanted:
                raise SystemExit(f"{path.name}: expected the {wanted} scene on top, found {scene}")
            pygame.image.save(app.screen, str(path))
            seat = session.state.current_player
            return f"{path.name}\t{scene}\tmove {len(session.state.history)}\tto decide: {seat}"
        finally:
            app.close()


def step(app: Any) -> None:
    app.step([], DT)
    if app.errors:
        raise SystemExit(f"a scene failed: {app.errors[-1]}")


def record(folder: Path, games: list[str], sizes: list[tuple[int, int]], positions: list[str]) -> list[Path]:
    """Write the shots; the paths written."""
    import game
    import game.games

    where = Path(game.__file__).resolve().parent.parent
    print(f"game from {where}", file=sys.stderr)
    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    lines: list[str] = []
    for game_id in games or list(game.games.ids()):
        info = game.games.get(game_id)
        script = script_for(info)
        for position in positions:
            for w, h in sizes:
                path = folder / f"{game_id}-{position}-{w}x{h}.png"
                lines.append(shoot(info, script, position, (w, h), path))
                written.append(path)
                print(path, flush=True)
    (folder / "shots.txt").write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return written


# -- compare ------------------------------------------------------------------------------------


def compare_pair(a: Path, b: Path, out: Path | None) -> tuple[int, tuple[int, int, int, int] | None, str]:
    """(differing pixels, their bounding box (left, top, right, bottom) or None, a note)."""
    import numpy as np
    import pygame

    first = pygame.surfarray.array3d(pygame.image.load(str(a)))
    second = pygame.surfarray.array3d(pygame.image.load(str(b)))
    if first.shape != second.shape:
        return -1, None, f"sizes differ: {first.shape[0]}x{first.shape[1]} and {second.shape[0]}x{second.shape[1]}"
    differ = np.any(first != second, axis=2)   # indexed [x, y]
    count = int(differ.sum())
    if not count:
        return 0, None, ""
    xs, ys = np.nonzero(differ)
    box = (int(xs.min()), int(ys.min()), int(xs.max()) + 1, int(ys.max()) + 1)
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
        picture = (second.astype(np.uint16) * 2 // 5).astype(np.uint8)
        picture[differ] = (255, 0, 0)
        pygame.image.save(pygame.surfarray.make_surface(picture), str(out / f"diff-{b.name}"))
    return count, box, ""


def compare(a: Path, b: Path, out: Path | None) -> int:
    names = sorted({p.name for p in a.glob("*.png")} | {p.name for p in b.glob("*.png")})
    if not names:
        print(f"no PNG files in {a} or {b}")
        return 1
    differing = 0
    for name in names:
        left, right = a / name, b / name
        if not left.exists() or not right.exists():
            print(f"{name}: only in {a if left.exists() else b}")
            differing += 1
            continue
        count, box, note = compare_pair(left, right, out)
        if count == 0:
            print(f"{name}: identical")
            continue
        differing += 1
        if count < 0 or box is None:
            print(f"{name}: {note}")
        else:
            amount = "1 pixel differs" if count == 1 else f"{count} pixels differ"
            print(f"{name}: {amount} in x {box[0]}..{box[2] - 1}, y {box[1]}..{box[3] - 1}")
    manifests = [(folder / "shots.txt") for folder in (a, b)]
    if all(m.exists() for m in manifests):
        old, new = (m.read_text(encoding="utf-8").splitlines() for m in manifests)
        for line in sorted(set(old) ^ set(new)):
            print(f"shots.txt {'only in A' if line in old else 'only in B'}: {line}")
    print(f"{len(names) - differing} identical, {differing} differ")
    return 1 if differing else 0


# -- the command line -----------------------------------------------------------------------------


def size_arg(text: str) -> tuple[int, int]:
    w, _, h = text.lower().partition("x")
    return int(w), int(h)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    rec = commands.add_parser("record", help="render every table's shots into DIR")
    rec.add_argument("dir", type=Path)
    rec.add_argument("--game", action="append", default=[], help="only this game (repeatable)")
    rec.add_argument("--size", action="append", type=size_arg, default=[], help="only this WxH (repeatable)")
    rec.add_argument("--position", action="append", choices=POSITIONS, default=[], help="only this (repeatable)")
    cmp = commands.add_parser("compare", help="compare two folders of shots pixel by pixel")
    cmp.add_argument("a", type=Path)
    cmp.add_argument("b", type=Path)
    cmp.add_argument("--out", type=Path, help="write diff-<name>.png for each pair that differs")
    args = parser.parse_args(argv)
    if args.command == "compare":
        return compare(args.a, args.b, args.out)
    if os.environ.get("PYTHONHASHSEED") != "0" and argv is None:
        env = dict(os.environ, PYTHONHASHSEED="0")
        return subprocess.call([sys.executable, os.path.abspath(__file__), *sys.argv[1:]], env=env)
    record(args.dir, args.game, args.size or list(SIZES), args.position or list(POSITIONS))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
