"""Screenshots of a coach step in each guided game: docs/screenshots/learn-<id>.png.

Plays each guided game offscreen by the coach's own pointers (as tests/ui/test_coach.py does) until the
coach points at a piece to drag (else the `--after`-th decision), and saves the window then.
``python tools/learn_shots.py [--out DIR] [--after N] [game ...]``
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("DANSE_MACABRE_HOME", tempfile.mkdtemp(prefix="learn-shots-"))  # never the real saves

GAMES = ["equilibrium", "elysium", "bloodlines", "nocturne", "methuselah"]
WANTED = {"equilibrium": 4, "elysium": 2, "bloodlines": 1, "nocturne": 2, "methuselah": 1}  # the n-th drag


def main(argv: list[str] | None = None) -> int:
    import pygame

    from tests.ui.coachhelp import follow, guided_app, pass_pages, wait_for_player
    from tests.ui.tablehelp import mouse, settle

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=GAMES)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--after", type=int, default=12, help="decisions to wait at most for a drag")
    args = parser.parse_args(argv)
    for game in args.games:
        app, table = guided_app(game)
        pass_pages(app, table)
        drags = 0
        for _ in range(args.after):
            wait_for_player(app, table)
            pointer = table.coach.pointer if table.coach is not None and app.stack.top is table else None
            if pointer is None:
                break
            if pointer.kind == "drag":
                drags += 1
                if drags >= WANTED.get(game, 1):
                    break
            follow(app, table)
        app.step([mouse(pygame.MOUSEMOTION, (2, app.screen.get_height() - 2))], 1 / 60)  # no tooltip in the way
        settle(app, 20)
        args.out.mkdir(parents=True, exist_ok=True)
        path = args.out / f"learn-{game}.png"
        pygame.image.save(app.screen, str(path))
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
