"""What a soak run found: its counts, its problems (each with the seed that reproduces it), the
slowest file read, and peak memory; printed as a report at the end."""

from __future__ import annotations

import os
import re
import sys
import threading
import time
from collections import Counter
from dataclasses import dataclass, field

try:
    import resource
except ImportError:  # Windows: no peak memory figure
    resource = None  # type: ignore[assignment]

SHOWN_SEEDS = 8  # seeds listed for each kind of problem (every one is counted)


@dataclass
class Problem:
    where: str  # "games/elysium", "ui/nocturne", "files/save"
    seed: int
    text: str
    again: str  # the options that reproduce it, after `python -m game soak`
    detail: str = ""  # what the file held, which move, which event

    @property
    def key(self) -> tuple[str, str]:
        """Problems of the same kind: the place and the message without its numbers."""
        text = re.sub(r"\([0-9A-Z]{1,4}(-[0-9A-Z]{1,4})+\)", "(a code)", self.text)  # a setup code's letters
        return self.where, re.sub(r"\d+", "#", text)[:160]


@dataclass
class Report:
    hang_limit: float = 2.0
    memory_limit: int = 100 * 2**20
    counts: Counter[str] = field(default_factory=Counter)
    problems: list[Problem] = field(default_factory=list)
    slowest: tuple[float, str] = (0.0, "")
    biggest: tuple[int, str] = (0, "")

    def count(self, what: str, n: int = 1) -> None:
        self.counts[what] += n

    def problem(self, where: str, seed: int, text: str, again: str, detail: str = "") -> None:
        self.problems.append(Problem(where, seed, text, again, detail))

    def file_read(self, what: str, seconds: float, peak: int) -> None:
        if seconds > self.slowest[0]:
            self.slowest = (seconds, what)
        if peak > self.biggest[0]:
            self.biggest = (peak, what)

    def grouped(self) -> list[list[Problem]]:
        groups: dict[tuple[str, str], list[Problem]] = {}
        for problem in self.problems:
            groups.setdefault(problem.key, []).append(problem)
        return sorted(groups.values(), key=lambda g: (g[0].where, -len(g)))

    def lines(self, seconds: float) -> list[str]:
        c = self.counts
        kinds = sorted(k.split(":", 1)[1] for k in c if k.startswith("files:"))
        out = [
            (f"soak: {c['games']} games ({c['moves']} moves, {c['saves']} saves and loads, {c['undos']} undos, "
             f"{c['replays']} replays), {c['events']} UI events on {c['tables']} tables "
             f"({c['scenes']} scenes opened), {c['files']} files tried in {seconds:.1f} s"),
        ]
        if kinds:
            out.append("files per kind: " + ", ".join(f"{k} {c['files:' + k]}" for k in kinds))
        own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss if resource else 0
        children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss if resource else 0
        scale = 1 if sys.platform == "darwin" else 1024  # ru_maxrss: bytes on macOS, KiB elsewhere
        out.append(f"peak memory: this process {own * scale / 2**20:.0f} MB, the file readers "
                   f"{children * scale / 2**20:.0f} MB; the most one file read allocated: "
                   f"{self.biggest[0] / 2**20:.1f} MB ({self.biggest[1] or 'none'})")
        out.append(f"slowest file read: {self.slowest[0] * 1000:.0f} ms ({self.slowest[1] or 'none'})")
        if not self.problems:
            out.append("no problems found")
            return out
        groups = self.grouped()
        out.append(f"{len(self.problems)} PROBLEMS found ({len(groups)} kinds):")
        for group in groups:
            first = group[0]
            out.append(f"- [{first.where} seed {first.seed}] {first.text}")
            if first.detail:
                out.append(f"    ({first.detail})")
            out.append(f"    reproduce: python -m game soak {first.again}")
            if len(group) > 1:
                seeds = ", ".join(str(p.seed) for p in group[1:SHOWN_SEEDS + 1])
                more = "" if len(group) <= SHOWN_SEEDS + 1 else ", ..."
                out.append(f"    and {len(group) - 1} more like it (seeds {seeds}{more})")
        return out


class Watchdog:
    """The soak itself never hangs: if no step ends for `stall` seconds, the problem under way
    is printed with its seed and the process exits (a hung step cannot be interrupted in place;
    the file readers, which can, run in a worker process instead)."""

    def __init__(self, stall: float = 120.0) -> None:
        self.stall = stall
        self.doing = ("", 0, "")
        self.beat_at = time.monotonic()
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._watch, name="soak-watchdog", daemon=True)
        self._thread.start()

    def beat(self, where: str, seed: int, again: str) -> None:
        self.doing = (where, seed, again)
        self.beat_at = time.monotonic()

    def stop(self) -> None:
        self._done.set()

    def _watch(self) -> None:
        while not self._done.wait(1.0):
            if time.monotonic() - self.beat_at > self.stall:
                where, seed, again = self.doing
                print(f"soak: HUNG for over {self.stall:.0f} s in [{where} seed {seed}]; "
                      f"reproduce: python -m game soak {again}", flush=True)
                os._exit(1)
