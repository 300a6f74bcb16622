"""A seeded mutator of files: one seed, one mutated file, the same every time.

Given a good file's bytes and a seed, :func:`mutate` returns the bytes of a damaged or hostile
version and a few words saying what was done.  The mutations are those a broken disk, a hand
edit or a stranger's file would bring: truncations, bit flips, spans cut or repeated, stray
bytes, then, on the parsed TOML, values of the wrong type, huge numbers (past 64 bits, 5,000
digits), huge and deep values (strings of a megabyte, arrays nested a thousand deep, a dotted
key of 40 KB), zero-width and control characters, keys removed or unknown ones added.  The
hashes a file carries are recomputed most of the time (anyone can), so the checks behind them
are reached.  Non-regular files (a FIFO, a directory, a link to an endless device, a dangling
link) are made by :func:`place_special`, outside the bytes.

Nothing here imports pygame or the games: a mutation is plain data.
"""

from __future__ import annotations

import contextlib
import os
import random
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import tomli_w

SPECIALS = ("fifo", "directory", "endless", "dangling", "loop")
ODD_STRINGS = ("", "\u200b", "\u200b\u200b", "\x00", "\x1b[2J", "\u202e", "\ufeff", " ", "\n\t",
               "\U0001f987" * 3, "x" * 100_000)
HUGE_INTS = (2**63 - 1, -(2**63), 10**18, 100_000_000, -1, 0, 2**31)
Rehash = Callable[[dict[str, Any]], None]  # puts back the hashes a document carries


def mutate(good: bytes, seed: int, rehash: Rehash | None = None) -> tuple[bytes, str]:
    """A damaged copy of `good` and what was done to it (deterministic in `seed`)."""
    rng = random.Random(seed)
    roll = rng.random()
    if roll < 0.35:
        return _bytes(good, rng)
    if roll < 0.55:
        return _raw_text(good, rng)
    try:
        document = tomllib.loads(good.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError):
        return _bytes(good, rng)
    what = _data(document, rng)
    rehashing = rehash is not None and rng.random() < 0.75
    if _weight(document) > WRITTEN:   # weighed before the hash: hashing such a document costs GBs too
        return _bytes(good, rng)  # tomli_w would write it a line per item, indented by depth: GBs
    if rehashing:
        assert rehash is not None
        with contextlib.suppress(Exception):  # a document too broken to rehash stays as it is
            rehash(document)
            what += ", hash recomputed"
    try:
        return tomli_w.dumps(document).encode("utf-8"), what
    except Exception:  # noqa: BLE001 - a value TOML cannot hold: cut the file instead
        return _bytes(good, rng)


def _bytes(good: bytes, rng: random.Random) -> tuple[bytes, str]:
    data = bytearray(good)
    kind = rng.choice(("truncate", "flip", "cut", "repeat", "insert", "empty", "zeros", "bad utf-8"))
    at = rng.randrange(len(data) + 1) if data else 0
    if kind == "truncate":
        return bytes(data[:at]), f"truncated at byte {at}"
    if kind == "flip" and data:
        flips = rng.randint(1, 8)
        for _ in range(flips):
            i = rng.randrange(len(data))
            data[i] ^= 1 << rng.randrange(8)
        return bytes(data), f"{flips} bits flipped"
    if kind == "cut":
        end = min(len(data), at + rng.randint(1, 200))
        return bytes(data[:at] + data[end:]), f"bytes {at}-{end} cut"
    if kind == "repeat":
        end = min(len(data), at + rng.randint(1, 2000))
        times = rng.choice((2, 10, 1000))
        return bytes(data[:end] + data[at:end] * times + data[end:]), f"bytes {at}-{end} repeated {times} times"
    if kind == "insert":
        junk = bytes(rng.randrange(256) for _ in range(rng.randint(1, 64)))
        return bytes(data[:at] + junk + data[at:]), f"{len(junk)} random bytes inserted at {at}"
    if kind == "empty":
        return b"", "emptied"
    if kind == "zeros":
        return bytes(data[:at]) + b"\x00" * rng.choice((1, 4096)), f"zeros from byte {at}"
    return bytes(data[:at]) + b"\xff\xfe\xc3" + bytes(data[at:]), f"bytes not UTF-8 at {at}"


def _raw_text(good: bytes, rng: random.Random) -> tuple[bytes, str]:
    """Hostile TOML written as text: what tomli_w could not write, or would write safely."""
    text = good.decode("utf-8", "replace")
    kind = rng.choice(("deep array", "deep table", "long dotted key", "huge integer", "many keys",
                       "duplicate key", "huge string", "deep inline"))
    if kind == "deep array":
        depth = rng.choice((100, 1000, 5000))
        return (text + f"\nsoak_deep = {'[' * depth}{']' * depth}\n").encode(), f"an array nested {depth} deep"
    if kind == "deep inline":
        depth = rng.choice((100, 1000))
        return (text + f"\nsoak_deep = {'{a = ' * depth}1{'}' * depth}\n").encode(), f"inline tables {depth} deep"
    if kind == "deep table":
        depth = rng.choice((100, 2000))
        return (text + "\n[" + ".".join(["t"] * depth) + "]\nx = 1\n").encode(), f"a table header {depth} deep"
    if kind == "long dotted key":
        parts = rng.choice((1000, 20_000))
        return (".".join(["a"] * parts) + " = 1\n" + text).encode(), f"a dotted key of {parts} parts"
    if kind == "huge integer":
        digits = rng.choice((20, 4301, 5000, 50_000))
        line = rng.choice(text.splitlines() or [""])
        key = line.partition("=")[0].strip() if "=" in line and not line.startswith("[") else ""
        if key:
            text = text.replace(line, f"{key} = {'9' * digits}", 1)
        else:
            text = f"players = {'9' * digits}\n" + text
        return text.encode(), f"an integer of {digits} digits"
    if kind == "many keys":
        count = rng.choice((1000, 50_000))
        return (text + "\n[soak_many]\n" + "".join(f"k{i} = {i}\n" for i in range(count))).encode(), \
            f"{count} keys"
    if kind == "duplicate key":
        line = rng.choice(text.splitlines() or [""])
        return (text + "\n" + line + "\n").encode(), "a line repeated"
    size = rng.choice((1 << 20, 9 << 20))
    return (f'soak_big = "{"x" * size}"\n' + text).encode(), f"a string of {size} bytes"


PLACES = 100_000
"""The most places of a document the mutator lists (and, once it holds more, it edits no further):
a repeated table is the same object many times over, so a walk that follows every copy grows
exponentially with each repeat (a repeat of a repeat)."""


WRITTEN = 4_000_000
"""The most a mutated document may weigh (each value counted once per level it is nested in) before
it is written: a long list of deep lists written by tomli_w takes a line per item, indented by its
depth (seed 1880 of the settings grew the soak to 23 GB writing one)."""


def _weight(value: Any, cap: int = WRITTEN) -> int:
    """Every value of `value`, each counted once per level of nesting, counting stopped past `cap`."""
    total = 0
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack and total <= cap:
        item, depth = stack.pop()
        total += depth
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return total


def _paths(value: Any, limit: int = PLACES) -> list[tuple[Any, ...]]:
    """The document's places (tables' keys and lists' indexes, the first 50 of a list), leaves and
    branches, in document order, at most `limit` of them."""
    out: list[tuple[Any, ...]] = []
    stack: list[tuple[Any, tuple[Any, ...]]] = [(value, ())]
    while stack and len(out) < limit:
        item, path = stack.pop()
        if path:
            out.append(path)
        if isinstance(item, dict):
            stack.extend(reversed([(v, (*path, k)) for k, v in item.items()]))
        elif isinstance(item, list):
            stack.extend(reversed([(v, (*path, i)) for i, v in enumerate(item[:50])]))
    return out


def _hostile(rng: random.Random, old: Any) -> tuple[Any, str]:
    kind = rng.choice(("huge int", "odd string", "wrong type", "long list", "deep list", "float", "table"))
    value: Any
    if kind == "huge int":
        value = rng.choice(HUGE_INTS)
        return value, f"{value}"
    if kind == "odd string":
        value = rng.choice(ODD_STRINGS)
        return value, f"string {value[:12]!r}"
    if kind == "wrong type":
        value = rng.choice(([], {}, True, "seven", 7, 7.5, [1, "a"], {"x": [1]}))
        return value, f"{type(old).__name__} -> {value!r}"
    if kind == "long list":
        count = rng.choice((1000, 100_000))
        item = old[0] if isinstance(old, list) and old else 0
        return [item] * count, f"a list of {count}"
    if kind == "deep list":
        depth = rng.choice((50, 400))
        value = 1
        for _ in range(depth):
            value = [value]
        return value, f"a list nested {depth} deep"
    if kind == "float":
        value = rng.choice((float("nan"), float("inf"), -0.0, 1e308, 2.5))
        return value, f"{value}"
    return {"soak": 1}, "a table"


def _data(document: dict[str, Any], rng: random.Random) -> str:
    """Change the parsed document in place; what was done."""
    edits = []
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        places = _paths(document)
        if len(places) >= PLACES:
            break  # already vast: one more repeat could multiply it past any memory
        if not places:
            document["soak"] = 1
            return "a key added to an empty document"
        path = rng.choice(places)
        parent: Any = document
        for step in path[:-1]:
            parent = parent[step]
        last = path[-1]
        where = ".".join(map(str, path))
        roll = rng.random()
        if roll < 0.15 and isinstance(parent, dict):
            del parent[last]
            edits.append(f"{where} removed")
        elif roll < 0.25 and isinstance(parent, dict):
            parent[f"soak_{rng.randrange(99)}"] = parent[last]
            edits.append(f"an unknown key beside {where}")
        elif roll < 0.35 and isinstance(parent, list):
            parent.extend(parent[last:last + 1] * rng.choice((1, 50)))
            edits.append(f"{where} repeated")
        else:
            value, text = _hostile(rng, parent[last])
            parent[last] = value
            edits.append(f"{where} = {text}")
    return "; ".join(edits)


def place_special(path: Path, kind: str) -> str:
    """Put a non-regular file of `kind` (one of SPECIALS) at `path`; what it is."""
    if kind == "fifo":
        os.mkfifo(path)
        return "a FIFO (named pipe)"
    if kind == "directory":
        path.mkdir()
        (path / "inside.toml").write_text("x = 1\n", encoding="utf-8")
        return "a directory"
    if kind == "endless":
        os.symlink("/dev/zero", path)
        return "a link to /dev/zero (endless)"
    if kind == "dangling":
        os.symlink(path.with_name("soak-nowhere"), path)
        return "a link to nothing"
    os.symlink(path.name, path)
    return "a link to itself"
