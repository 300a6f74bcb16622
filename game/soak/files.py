"""Every file reader fed mutated files, each read in a worker process under a watchdog.

For each kind (see :mod:`game.soak.samples`) and each seed, a saves folder is laid out afresh:
the good neighbour, then the target, a good file mutated by that seed (:mod:`game.soak.mutate`),
or, for one seed in twenty, a non-regular file.  The folder is hashed, the kind's reader runs in
the worker, and the folder is hashed again.  A problem is any exception the reader let out, a
read that gave no answer within the hang limit (the worker is then killed: a FIFO opened for
reading blocks for ever), one whose resident memory rose over the memory limit (each read also
runs under an address-space cap, so a runaway allocation fails fast), a good neighbour
hidden or called broken, and any file of the folder changed or lost by the read (a record file
set aside keeps its bytes under its new name: that is its documented fallback).
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import multiprocessing
import os
import random
import re
import shutil
import time
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any

try:
    import resource
except ImportError:  # not a Unix
    resource = None  # type: ignore[assignment]

from .mutate import SPECIALS, mutate, place_special
from .report import Report
from .samples import KINDS, code_trial

SPECIAL_EVERY = 20  # seed % 20 == 7: a non-regular file (the 5 kinds in turn)
MEMORY_CAP = 1 << 30  # the address space one read may add: a runaway allocation fails fast


@dataclass
class Trial:
    kind: str
    seed: int
    what: str


# -- the worker -----------------------------------------------------------------
def _memory() -> tuple[int, int]:
    """This process's address space and resident bytes now (0, 0 where /proc is missing)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as handle:
            size, resident = handle.read().split()[:2]
        page = os.sysconf("SC_PAGE_SIZE")
        return int(size) * page, int(resident) * page
    except (OSError, ValueError, AttributeError):
        return 0, 0


def _begin_read() -> int:
    """Cap the address space a read may add and start the resident peak again; where the peak
    stands now (the resident size; the process's whole peak where it cannot be reset, so a read
    is then charged only for what it adds above every earlier one: never too much)."""
    size, resident = _memory()
    if size and resource is not None:
        with contextlib.suppress(OSError, ValueError):
            resource.setrlimit(resource.RLIMIT_AS, (size + MEMORY_CAP, resource.RLIM_INFINITY))
    with contextlib.suppress(OSError), open("/proc/self/clear_refs", "w", encoding="ascii") as handle:
        handle.write("5")  # VmHWM starts again from the resident size now
    return max(resident, _high_water())


def _high_water() -> int:
    """The resident peak (VmHWM) in bytes; 0 where /proc is missing."""
    try:
        with open("/proc/self/status", encoding="ascii") as handle:
            found = re.search(r"VmHWM:\s+(\d+) kB", handle.read())
    except OSError:
        return 0
    return int(found.group(1)) * 1024 if found else 0


def _worker(conn: Any) -> None:
    while True:
        task = conn.recv()
        if task is None:
            return
        kind, folder, target = task
        resident = _begin_read()
        started = time.process_time()
        try:
            problems = KINDS[kind].read(Path(folder), Path(target))
        except BaseException as exc:  # noqa: BLE001 - every escape is what the soak reports
            last = traceback.extract_tb(exc.__traceback__)[-1:]
            where = f" at {Path(last[0].filename).name}:{last[0].lineno}" if last else ""
            problems = [f"raised {type(exc).__name__}: {str(exc)[:300]}{where}"]
        seconds = time.process_time() - started
        peak = max(0, _high_water() - resident)
        gc.collect()
        conn.send((problems, seconds, peak))


class Worker:
    """One reading process at a time; killed and replaced when a read does not answer."""

    def __init__(self) -> None:
        methods = multiprocessing.get_all_start_methods()
        self.context: Any = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
        self.process: Any = None
        self.conn: Any = None

    def start(self) -> None:
        parent, child = self.context.Pipe()
        self.process = self.context.Process(target=_worker, args=(child,), daemon=True)
        self.process.start()
        child.close()
        self.conn = parent

    def read(self, kind: str, folder: Path, target: Path, limit: float) -> tuple[list[str], float, int] | None:
        """What the reader did wrong, its seconds and peak bytes; None if it did not answer in time."""
        if self.process is None or not self.process.is_alive():
            self.start()
        try:
            self.conn.send((kind, str(folder), str(target)))
            if self.conn.poll(limit):
                return self.conn.recv()
        except (EOFError, OSError):
            self.process.join(1)
            return [f"the reading process died (exit {self.process.exitcode})"], 0.0, 0
        self.stop()
        return None

    def stop(self) -> None:
        if self.process is not None:
            if self.process.is_alive():
                self.process.kill()
            self.process.join(5)
            self.conn.close()
        self.process = None


# -- the folder -----------------------------------------------------------------
def folder_state(folder: Path) -> dict[str, str]:
    """Every entry under `folder`: a regular file by its bytes' hash, anything else by its type.
    Nothing is opened but regular files (never a FIFO)."""
    out: dict[str, str] = {}
    for root, dirs, files in os.walk(folder):
        for name in dirs + files:
            path = Path(root) / name
            rel = path.relative_to(folder).as_posix()
            if path.is_symlink():
                out[rel] = "link to " + os.readlink(path)
            elif path.is_file():
                out[rel] = _digest(path)
            elif path.is_dir():
                out[rel] = "folder"
            else:
                out[rel] = "special"
    return out


def _digest(path: Path) -> str:
    """A regular file's sha256, read a block at a time: a file a read left behind may be huge (a
    copy of an endless link), and the soak itself must not hold it whole."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while block := handle.read(1 << 20):
            digest.update(block)
    return digest.hexdigest()


def changes(kind: str, before: dict[str, str], after: dict[str, str]) -> list[str]:
    """The files a read changed or lost (the records' set-aside is a rename that keeps the bytes)."""
    kept = set(after.values())
    out = []
    for name, value in before.items():
        if after.get(name) == value:
            continue
        if kind == "records" and name not in after and value in kept:
            continue  # moved aside whole: the documented fallback of a record that cannot be read
        out.append(f"{name} was {'changed' if name in after else 'lost'} by the read")
    return out


def lay_out(folder: Path, kind: str, seed: int, samples: dict[str, list[bytes]], games: list[str]) -> Trial:
    """A fresh saves folder for one trial: the neighbour and the target (mutated by `seed`)."""
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    spec = KINDS[kind]
    rng = random.Random(seed)
    target = folder / spec.place
    target.parent.mkdir(parents=True, exist_ok=True)
    if spec.neighbour is not None:
        (folder / spec.neighbour).write_bytes(samples[kind][0])
    good = rng.choice(samples[kind])
    if kind == "code":
        trip = code_trial(seed, samples[kind], games)
        if trip is not None:
            target.write_bytes(trip[0])
            return Trial(kind, seed, trip[1])
    if seed % SPECIAL_EVERY == 7 and hasattr(os, "mkfifo") and kind != "code":
        what = place_special(target, SPECIALS[(seed // SPECIAL_EVERY) % len(SPECIALS)])
        return Trial(kind, seed, what)
    data, what = mutate(good, seed, spec.rehash)
    target.write_bytes(data)
    return Trial(kind, seed, what)


# -- the run --------------------------------------------------------------------
def soak_files(report: Report, scratch: Path, samples: dict[str, list[bytes]], games: list[str],
               kinds: list[str], count: int, seed: int) -> None:
    """`count` mutated files of each kind in `kinds`, seeds seed, seed+1, ..."""
    worker = Worker()
    try:
        for kind in kinds:
            for number in range(count):
                trial_seed = seed + number
                folder = scratch / "files"
                trial = lay_out(folder, kind, trial_seed, samples, games)
                _try(report, worker, folder, trial)
                report.count("files", 1)
                report.count(f"files:{kind}", 1)
            shutil.rmtree(scratch / "files", ignore_errors=True)
    finally:
        worker.stop()


def _try(report: Report, worker: Worker, folder: Path, trial: Trial) -> None:
    where = f"files/{trial.kind}"
    again = f"--only files --kind {trial.kind} --files 1 --seed {trial.seed}"
    before = folder_state(folder)
    wait = max(2.5 * report.hang_limit, 1.0)  # on the clock: a busy machine must not look hung
    answer = worker.read(trial.kind, folder, folder / KINDS[trial.kind].place, wait)
    if answer is None:
        report.problem(where, trial.seed, f"no answer in {wait:.0f} s "
                       "(the reader hung; its process was killed)", again, trial.what)
        _unblock(folder)
        return
    problems, seconds, peak = answer
    report.file_read(f"{trial.kind} seed {trial.seed} ({trial.what})", seconds, peak)
    if seconds > report.hang_limit:
        problems = [*problems, f"the read took {seconds:.1f} s of CPU (limit {report.hang_limit:.0f} s)"]
    if peak > report.memory_limit:
        problems = [*problems, (f"the read took {peak / 2**20:.0f} MB of memory "
                                f"(limit {report.memory_limit / 2**20:.0f} MB)")]
    problems = [*problems, *changes(trial.kind, before, folder_state(folder))]
    for text in problems:
        report.problem(where, trial.seed, text, again, trial.what)


def _unblock(folder: Path) -> None:
    """Nothing may stay blocked on a FIFO of the trial's folder once its reader is gone."""
    for path in folder.rglob("*"):
        try:
            if not path.is_symlink() and path.exists() and not (path.is_file() or path.is_dir()):
                fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
                os.close(fd)
        except OSError:
            pass
