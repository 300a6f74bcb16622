"""How much processor time each frame of the window takes while you wait on the AI seats.

    python tools/frame_work.py methuselah [--size 1280x720] [--units 2]

Plays what ``python -m game bench --waits`` plays (``game.ui.waits.measure``: you and two Normal seats,
animations at Fast, seeded), and times every frame's ``App.step`` (input, the table's update, its
drawing) in processor time, which another program on the machine disturbs far less than the wall
clock the bench's frames a second are counted in.  Prints the frames while waiting, the median, 95th
percentile and longest frame in milliseconds of processor time, and how many frames did more than a
60-a-second frame's 16.7 ms of work (each of those costs the window a frame).

The game is imported from the current directory, so one copy of the tool measures any checkout:
``cd /other/checkout && PYTHONPATH=$PWD python /path/to/tools/frame_work.py methuselah``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, os.getcwd())

from game.ui import app as app_module  # after the SDL settings and the path
from game.ui import waits


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--units", type=int, default=2)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    work: list[float] = []
    step = app_module.App.step

    def timed(self, events, dt):   # every frame's input, update and drawing, in processor time
        began = time.process_time()
        step(self, events, dt)
        work.append(time.process_time() - began)
    app_module.App.step = timed
    numbers = waits.measure(args.game, (width, height), units=args.units, seconds=120.0, seed=args.seed)
    ms = sorted(1000 * w for w in work)
    over = sum(1 for m in ms if m > 1000 / 60)
    print(waits.wait_line(numbers))
    print(f"frame work, {args.game} at {args.size}: {len(ms)} frames, processor time a frame median "
          f"{statistics.median(ms):.1f} ms, p95 {ms[int(0.95 * (len(ms) - 1))]:.1f} ms, max {ms[-1]:.1f} ms; "
          f"{over} frames over 16.7 ms")
    return 0


if __name__ == "__main__":   # the AI helper process imports this file again: only the parent measures
    sys.exit(main())
