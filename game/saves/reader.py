"""The one reader of every file the program reads from the saves folder (saves, the autosave,
finished games, campaign files and their chapters, settings, the record, the guided-game notes, deck
files to come) and the guided games shipped beside each game: each kind of file has its limits, and a file outside them is refused with a
:class:`SaveError` naming the file and the reason, before anything is parsed or built from it, and
without the file being changed.

What is refused, in this order:

* **not a regular file** (a folder, a FIFO, a device, a socket): ``os.stat`` first, then the file is
  opened with ``O_NONBLOCK`` and checked again with ``fstat`` (it might have been swapped), so a FIFO
  never blocks the program;
* **larger than its kind allows** (``FileKind.max_bytes``): never more than that plus one byte is read;
* **not UTF-8 text**, or holding a NUL byte;
* **TOML the format of that kind never holds**, found by one pass over the text before ``tomllib``
  sees it (``scan``): brackets ``[`` ``{`` nested deeper than ``max_depth`` (tomllib recurses once per
  level: 500 levels are a RecursionError), a line longer than ``max_line``, more than ``max_dots``
  dots in the keys of one line (a dotted key of n parts costs tomllib n² steps: 8,000 parts take
  2.7 s), a number (any run of letters and digits that begins with a digit) longer than
  ``max_number`` characters (Python refuses ``int()`` of over 4,300 digits; every number we write
  fits in 64 bits);
* **TOML syntax errors** (the line is named).

The values inside (player counts, seat indexes, names...) are then checked by each kind's own
reader (``schema.check_document`` for saves) before anything is built from them.

The limits, and why (see also docs/saves.md):

======== ========= ===== ====== ===== ======= ==========================================
kind     max bytes depth line   dots  number  why the size
======== ========= ===== ====== ===== ======= ==========================================
save     512 KiB   32    16 KiB 32    40      the longest game we measured is 56 KB; 9x room
campaign 1 MiB     32    16 KiB 32    40      a whole 21-chapter chronicle is 121 KB; 8x room
settings 64 KiB    8     4 KiB  8     40      ten short fields (under 1 KB)
record   1 MiB     8     4 KiB  8     40      500 fingerprints and the tallies (about 20 KB)
notes    64 KiB    8     4 KiB  8     40      the guided games offered: a few game ids
deck     1 MiB     16    16 KiB 16    40      a deck list (to come): a few hundred cards
guided   256 KiB   8     16 KiB 8     40      a game's guided game (shipped; 4 KB today)
======== ========= ===== ====== ===== ======= ==========================================

Bytes: tomllib parses about 1 MiB a second of a dense array on this project's laptop-class CPU,
and listing the finished games then replaying one reads a file twice: 8 MiB (the first limit)
let one mutated finished game take 4 s (issue 40's soak, seed 7752), over the 2 s a read may
take.  At 512 KiB the worst save parses in about half a second.  A save is never written over its
limit (``save_text`` refuses it, naming the size), so a game too long to reload is never lost
silently.

Depth 32: our saves and chronicles nest brackets at most 3 deep (the 34 fixtures of tests/saves);
32 leaves room for any game's state and stays far below Python's recursion limit (1,000) for the
code that walks the parsed document.  Dots 32 per line: our deepest key or header has 4 parts (the same fixtures).
Lines 16 KiB: tomli_w breaks arrays one item to a line, so our longest line is about 100 characters
(a long seat or save name is 80).  Numbers 40 characters: a 64-bit integer is 20 with its sign, a
float as Python writes it (``repr``) at most 24 (``-1.7976931348623157e+308``), a TOML date-time
with fractions and offset 32 (``2026-12-06T18:00:00.123456+01:00``); 40 digits parse in microseconds.
"""

from __future__ import annotations

import os
import re
import stat
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import SaveError

MIB = 1024 * 1024


@dataclass(frozen=True)
class FileKind:
    """The limits of one kind of file (see the module's table for why each)."""

    what: str                 # "save", "settings", ... as the messages name it
    max_bytes: int
    max_depth: int = 32       # [ and { nested
    max_line: int = 16 * 1024  # characters in one line
    max_dots: int = 32        # dots between the parts of the keys of one line
    max_number: int = 40      # characters of one number (or anything else beginning with a digit)


SAVE = FileKind("save", MIB // 2)
CAMPAIGN = FileKind("campaign", MIB)
SETTINGS = FileKind("settings", 64 * 1024, max_depth=8, max_line=4096, max_dots=8)
RECORD = FileKind("record", MIB, max_depth=8, max_line=4096, max_dots=8)
NOTES = FileKind("notes", 64 * 1024, max_depth=8, max_line=4096, max_dots=8)
DECK = FileKind("deck", MIB, max_depth=16, max_dots=16)
GUIDE = FileKind("guided game", 256 * 1024, max_depth=8, max_dots=8)
KINDS: dict[str, FileKind] = {kind.what: kind for kind in (SAVE, CAMPAIGN, SETTINGS, RECORD, NOTES, DECK, GUIDE)}

# One token of TOML as far as the limits care: a string (skipped whole: brackets, dots and digits in
# it mean nothing), a comment, a bracket, a newline, a dot, or a number-like run.  Anything else is
# passed over.  An unterminated string matches nothing and its quote is passed over: tomllib then
# stops at it with a syntax error, so what the scan makes of the rest does not matter.
# Each repeat is possessive and unrolled (a run of plain characters, then one escape or quote at a
# time): the regular expression engine keeps no backtracking state per character, so a string of
# megabytes costs no memory to pass over (the alternation form took 117 MB for one of 1 MB).
_TOKEN = re.compile(
    r'"""[^"\\]*+(?:(?:\\.|"(?!""))[^"\\]*+)*+"""'     # multi-line basic string
    r"|'''[^']*+(?:'(?!'')[^']*+)*+'''"                   # multi-line literal string
    r'|"[^"\\\n]*+(?:\\.[^"\\\n]*+)*+"'                 # basic string
    r"|'[^'\n]*+'"                                        # literal string
    r"|#[^\n]*+"                                          # comment
    r"|[\[{]|[\]}]|\n|\."                                 # brackets, line ends, dots
    r"|[0-9][0-9A-Za-z_:+\-]*+(?:\.[0-9][0-9A-Za-z_:+\-]*+)*+",  # a number, a date, a digit-led key
    re.DOTALL,
)
_LONG_LINE = {n: re.compile(f"[^\\n]{{{n + 1}}}") for n in (4096, 16 * 1024)}


def kind_of(what: str | FileKind) -> FileKind:
    """The FileKind called `what` (a save's limits for a name not in the table)."""
    if isinstance(what, FileKind):
        return what
    return KINDS.get(what, FileKind(what, SAVE.max_bytes))


def read_bytes(path: Path | str, what: str | FileKind = SAVE) -> bytes:
    """The bytes of a regular file no larger than its kind allows; SaveError otherwise.  Never blocks
    on a FIFO or a device (it is refused unopened, or opened without blocking and refused)."""
    path, kind = Path(path), kind_of(what)
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise SaveError(path, f"no such {kind.what} file") from None
    except OSError as exc:
        raise SaveError(path, f"could not be read: {exc.strerror or exc}") from None
    _check_regular(path, info.st_mode, info.st_size, kind)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise SaveError(path, f"could not be read: {exc.strerror or exc}") from None
    try:
        opened = os.fstat(fd)  # the very file opened: it may have been swapped since the stat
        _check_regular(path, opened.st_mode, opened.st_size, kind)
        chunks, left = [], kind.max_bytes + 1
        while left > 0:
            chunk = os.read(fd, min(left, MIB))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as exc:
        raise SaveError(path, f"could not be read: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    raw = b"".join(chunks)
    if len(raw) > kind.max_bytes:
        raise SaveError(path, _too_large(kind))
    return raw


def _check_regular(path: Path, mode: int, size: int, kind: FileKind) -> None:
    if stat.S_ISDIR(mode):
        raise SaveError(path, f"is not a file: it is a folder, not a {kind.what} file")
    if not stat.S_ISREG(mode):
        raise SaveError(path, f"is not a regular file (a pipe, a device or a socket), so it is not read as "
                              f"a {kind.what} file")
    if size > kind.max_bytes:
        raise SaveError(path, _too_large(kind))


def _too_large(kind: FileKind) -> str:
    limit = kind.max_bytes
    shown = f"{limit // MIB} MiB" if limit >= MIB else f"{limit // 1024} KiB"
    return f"too large (over {shown}); not a {kind.what} file made by this program"


def read_text(path: Path | str, what: str | FileKind = SAVE) -> str:
    """The file as UTF-8 text (a byte-order mark dropped), with ``read_bytes``'s checks and no NUL."""
    path, kind = Path(path), kind_of(what)
    raw = read_bytes(path, kind)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise SaveError(path, f"not a {kind.what} file: not text (byte {exc.start} is not UTF-8)") from None
    if "\x00" in text:
        raise SaveError(path, f"not a {kind.what} file: it holds binary data")
    return text


def scan(text: str, kind: FileKind, path: Path | str | None = None) -> None:
    """Refuse TOML text beyond `kind`'s limits (depth, line, dots in keys, number length) in one
    pass, before tomllib parses it; SaveError names the line and the limit."""
    long_line = _LONG_LINE.get(kind.max_line) or re.compile(f"[^\\n]{{{kind.max_line + 1}}}")
    found = long_line.search(text)   # one pass with no state: before any token is matched
    if found is not None:
        _refuse(path, kind, text.count("\n", 0, found.start()) + 1,
                f"a line longer than {kind.max_line} characters")
    depth, line, dots, line_start = 0, 1, 0, 0
    for match in _TOKEN.finditer(text):
        token = match.group()
        first = token[0]
        if first in "[{":
            depth += 1
            if depth > kind.max_depth:
                _refuse(path, kind, line, f"nested more than {kind.max_depth} deep")
        elif first in "]}":
            depth = max(0, depth - 1)
        elif first == "\n":
            if match.start() - line_start > kind.max_line:
                _refuse(path, kind, line, f"a line longer than {kind.max_line} characters")
            line, dots, line_start = line + 1, 0, match.end()
        elif first == ".":
            dots += 1
            if dots > kind.max_dots:
                _refuse(path, kind, line, f"a key of more than {kind.max_dots + 1} dotted parts")
        elif first.isdigit():
            if len(token) > kind.max_number:
                _refuse(path, kind, line, f"a number longer than {kind.max_number} characters")
        elif first in "\"'":
            newlines = token.count("\n")
            if newlines:
                line += newlines
                line_start = match.start() + token.rfind("\n") + 1
            elif match.end() - line_start > kind.max_line:
                _refuse(path, kind, line, f"a line longer than {kind.max_line} characters")
    if len(text) - line_start > kind.max_line:
        _refuse(path, kind, line, f"a line longer than {kind.max_line} characters")


def _refuse(path: Path | str | None, kind: FileKind, line: int, problem: str) -> None:
    raise SaveError(path, f"not a {kind.what} file: line {line} holds {problem}, more than "
                          f"a {kind.what} file ever does")


def parse_toml(text: str, what: str | FileKind = SAVE, path: Path | str | None = None) -> dict[str, Any]:
    """`text` parsed as TOML after ``scan``; SaveError (naming the line) if it is not TOML."""
    kind = kind_of(what)
    scan(text, kind, path)
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        found = re.search(r"at line (\d+)", str(exc))
        where = f"at line {found.group(1)}" if found else "at the end of the file"
        reason = re.sub(r"\s*\(at [^)]*\)$", "", str(exc))
        raise SaveError(path, f"not a {kind.what} file: TOML error {where}: {reason}") from None
    except (RecursionError, ValueError) as exc:  # the scan should have caught these; be sure
        raise SaveError(path, f"not a {kind.what} file: {type(exc).__name__}: {str(exc)[:200]}") from None


def read_toml_file(path: Path | str, what: str | FileKind = SAVE) -> dict[str, Any]:
    """A file of ours parsed as TOML, with every check above; SaveError says what is wrong."""
    path = Path(path)
    return parse_toml(read_text(path, what), what, path)


def is_regular_file(path: Path | str) -> bool:
    """True if `path` is a regular file (after symlinks); never opens it, never raises."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False
