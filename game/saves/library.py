"""The saves folder as the title and load screens see it: the games in progress (one autosave each),
Continue, the list of saves with their backups.

Each game in progress has its own autosave file, ``autosave-<game>-<8 hex digits>.toml``: a new game
or a named save loaded gets a new one (its first autosave makes it), Continue or an autosave loaded
writes on in the one it came from, so loading an older save never overwrites the autosave of another
game.  At most ``MAX_IN_PROGRESS`` are kept: when a new one is made the oldest beyond that (by the
time it was last written) is removed with its backup.  The ``autosave.toml`` of older versions is
one more game in progress, read and continued like the others.  A finished game's autosave is
dropped once the game is kept with the finished games (``drop_autosave``).
"""

from __future__ import annotations

import re
import secrets
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core import GameState

from .errors import SaveError
from .folders import (
    BACKUP_SUFFIX,
    SAVE_SUFFIX,
    SETTINGS_NAME,
    backup_path,
    remove_stale_temp_files,
    saves_folder,
)
from .plain_data import canonical_text, to_toml_safe
from .savefile import GameLookup, load_game, read_document, save_game

AUTOSAVE_NAME = "autosave"  # the one autosave of older versions: a game in progress like the others
MAX_IN_PROGRESS = 8  # autosaves kept, one per game in progress; the oldest beyond it is removed
_AUTOSAVE_STEM = re.compile(r"autosave(?:-[a-z0-9]+-[0-9a-f]{8})?")


@dataclass(frozen=True)
class SaveEntry:
    """One row of the load screen; `problem` is set (the rest may be blank) if broken."""

    name: str
    path: Path
    game: str
    saved_at: str
    moves: int  # decisions taken so far: the length of the action log
    problem: str | None = None
    seats: tuple[str, ...] = ()  # the seats' names, in seat order
    backup_of: str = ""  # a backup (``.bak``): the name of the save it is the previous version of

    @property
    def broken(self) -> bool:
        return self.problem is not None

    @property
    def in_progress(self) -> bool:
        """An autosave: a game in progress (not a backup of one)."""
        return not self.backup_of and is_autosave(self.path)


def is_autosave(path: Path) -> bool:
    """True for the file of a game in progress (``autosave-<game>-<id>.toml``, or the older
    ``autosave.toml``); a backup is not one."""
    name = Path(path).name
    return name.endswith(SAVE_SUFFIX) and _AUTOSAVE_STEM.fullmatch(name[: -len(SAVE_SUFFIX)]) is not None


def new_autosave_path(game_id: str, folder: Path | None = None) -> Path:
    """A fresh autosave file for a game in progress of `game_id` (not yet written)."""
    folder = folder or saves_folder()
    game = re.sub(r"[^a-z0-9]", "", game_id.lower())[:24] or "game"
    while True:
        path = folder / f"autosave-{game}-{secrets.token_hex(4)}{SAVE_SUFFIX}"
        if not path.exists() and not backup_path(path).exists():
            return path


def autosave(state: GameState, setup: Mapping[str, Any], *, slot: Path | None = None,
             folder: Path | None = None) -> Path:
    """Autosave a game in progress in its own file `slot` (the old one kept as ``.bak``), or, with no
    slot yet, in a new one (then the oldest beyond ``MAX_IN_PROGRESS`` are removed); its path.
    Call after every completed turn."""
    if slot is not None:
        return save_game(slot, state, setup)
    folder = folder or saves_folder()
    path = save_game(new_autosave_path(state.info.id, folder), state, setup)
    prune_autosaves(folder, keep=path)
    return path


def autosave_files(folder: Path | None = None) -> list[tuple[Path, int]]:
    """Every game in progress's autosave file with its time (mtime in ns), newest first."""
    found = [(path, mtime) for _name, path, mtime in listed_files(folder or saves_folder()) if is_autosave(path)]
    return sorted(found, key=lambda row: row[1], reverse=True)


def prune_autosaves(folder: Path | None = None, *, keep: Path | None = None,
                    limit: int = MAX_IN_PROGRESS) -> list[Path]:
    """Remove the autosaves (and their backups) beyond the `limit` newest, never `keep`; what went."""
    folder = folder or saves_folder()
    removed: list[Path] = []
    files = [path for path, _mtime in autosave_files(folder)]
    kept = [p for p in files if p == keep][:1] + [p for p in files if p != keep]
    for path in kept[limit:]:
        try:
            removed += delete_save(path, folder)
        except SaveError:
            continue  # gone already, or the disk refuses: try again at the next new game
    return removed


def drop_autosave(path: Path) -> list[Path]:
    """Remove a game's autosave and its backup (the game ended and was kept as finished); what went.
    Only an autosave file of its folder is removed; never raises."""
    if not is_autosave(path):
        return []
    try:
        return delete_save(path, path.parent)
    except SaveError:
        return []


def autosave_slot_of(path: Path) -> Path | None:
    """The autosave file a game loaded from `path` writes on in: `path` itself when it is an autosave
    (Continue, or an autosave picked in the list), the autosave whose backup `path` is when that
    autosave cannot be read (Continue fell back on it); None for anything else (a named save, a backup
    opened from the list: the game gets a new autosave, so the other game's stays as it is)."""
    path = Path(path)
    if is_autosave(path):
        return path
    if path.name.endswith(SAVE_SUFFIX + BACKUP_SUFFIX):
        main = path.with_name(path.name[: -len(BACKUP_SUFFIX)])
        if is_autosave(main):
            try:
                read_document(main)
            except SaveError:
                return main
    return None


def latest_autosave(folder: Path | None = None) -> Path | None:
    """The game in progress Continue resumes: the newest autosave that reads (an autosave that does not
    is stood in for by its backup, if that reads), else None."""
    best: tuple[str, int, Path] | None = None
    for path, mtime in autosave_files(folder):
        for candidate in (path, backup_path(path)):
            try:
                saved_at = str(read_document(candidate)["saved_at"])
            except SaveError:
                continue
            if best is None or (saved_at, mtime) > best[:2]:
                best = (saved_at, mtime, candidate)
            break
    return best[2] if best is not None else None


def listed_files(folder: Path) -> list[tuple[str, Path, int]]:
    """The files of `folder` a list of saves shows: (name, path, mtime in ns) of each ``.toml``
    that is not hidden, not a temp file, not the settings, not a folder (a pipe or a device is
    listed, and shows as broken: the reader refuses it unopened).  What a killed save left behind is
    removed first (never listed)."""
    if not folder.is_dir():
        return []
    remove_stale_temp_files(folder)
    out = []
    for path in folder.iterdir():
        if not path.name.endswith(SAVE_SUFFIX) or path.name.startswith("."):
            continue
        if path.name == f"{SETTINGS_NAME}{SAVE_SUFFIX}" or path.is_dir():
            continue  # a FIFO or a device named like a save is listed: as broken, by the reader
        try:
            mtime = path.stat().st_mtime_ns
        except OSError:
            mtime = 0
        out.append((path.name[: -len(SAVE_SUFFIX)], path, mtime))
    return out


def list_saves(folder: Path | None = None, *, backups: bool = True) -> list[SaveEntry]:
    """Every save in the folder, newest first, each followed by its backup (``.bak``) when there is
    one (`backups`); unreadable ones are listed as broken with the reason.

    Each file is parsed and checked but not replayed, so the list stays quick.
    """
    folder = folder or saves_folder()
    rows = [_row(name, path, mtime) for name, path, mtime in listed_files(folder)]
    rows.sort(key=lambda row: (row[0], row[1]), reverse=True)
    if not backups:
        return [entry for _, _, entry in rows]
    spare = {path.name[: -len(SAVE_SUFFIX + BACKUP_SUFFIX)]: (path, mtime) for path, mtime in listed_backups(folder)}
    out: list[SaveEntry] = []
    for _, _, entry in rows:
        out.append(entry)
        if entry.name in spare:
            path, mtime = spare.pop(entry.name)
            out.append(_row(entry.name, path, mtime, backup=True)[2])
    orphans = sorted((_row(name, path, mtime, backup=True) for name, (path, mtime) in spare.items()),
                     key=lambda row: (row[0], row[1]), reverse=True)
    return out + [entry for _, _, entry in orphans]


def listed_backups(folder: Path) -> list[tuple[Path, int]]:
    """The backups (``<name>.toml.bak``) of the folder's saves, with their mtime in ns: not hidden,
    not of the settings, not a folder."""
    if not folder.is_dir():
        return []
    out = []
    for path in folder.iterdir():
        name = path.name
        if not name.endswith(SAVE_SUFFIX + BACKUP_SUFFIX) or name.startswith(".") or path.is_dir():
            continue
        if name == f"{SETTINGS_NAME}{SAVE_SUFFIX}{BACKUP_SUFFIX}":
            continue
        try:
            mtime = path.stat().st_mtime_ns
        except OSError:
            mtime = 0
        out.append((path, mtime))
    return out


def _row(name: str, path: Path, mtime: int, backup: bool = False) -> tuple[str, int, SaveEntry]:
    """A save's row of the list (with its sort keys: the time saved, the file's time)."""
    of = name if backup else ""
    try:
        document = read_document(path)
    except SaveError as exc:
        return "", mtime, SaveEntry(name, path, "", "", 0, exc.problem, backup_of=of)
    seats = document["setup"].get("seats") or []
    entry = SaveEntry(name, path, document["game"], document["saved_at"], len(document["actions"]),
                      seats=tuple(str(s.get("name") or f"Player {i + 1}") for i, s in enumerate(seats)),
                      backup_of=of)
    return document["saved_at"], mtime, entry


def delete_save(path: Path, folder: Path | None = None) -> list[Path]:
    """Delete a save of the saves folder (or `folder`) and its ``.bak``; return what went.  A backup
    (``<name>.toml.bak``) given alone is deleted alone (its save stays).

    Only a ``.toml`` save directly inside the folder (never the settings file, never a path
    that leads elsewhere); SaveError naming the file otherwise, or if the disk refuses.
    """
    folder = (folder or saves_folder()).resolve()
    path = Path(path)
    name = path.name
    backup = name.endswith(SAVE_SUFFIX + BACKUP_SUFFIX)
    stem_name = name[: -len(BACKUP_SUFFIX)] if backup else name
    if not stem_name.endswith(SAVE_SUFFIX) or stem_name == f"{SETTINGS_NAME}{SAVE_SUFFIX}" or name.startswith("."):
        raise SaveError(path, "is not a save, so it is not deleted")
    if path.absolute().parent.resolve() != folder:
        raise SaveError(path, "is not in the saves folder, so it is not deleted")
    removed: list[Path] = []
    for target in (path,) if backup else (path, backup_path(path)):
        try:
            if target.is_symlink() or target.is_file():
                target.unlink()
                removed.append(target)
        except FileNotFoundError:
            continue
        except OSError as exc:
            raise SaveError(target, f"could not be deleted: {exc.strerror or exc}") from None
    if not removed:
        raise SaveError(path, "no such save file")
    return removed


def bench_save_reload(
    state: GameState, setup: Mapping[str, Any], folder: Path, *, games: GameLookup | None = None
) -> float:
    """Seconds to save `state` and load it back (full replay); for ``python -m game bench``."""
    lookup = games or (lambda game_id: state.info)
    start = time.perf_counter()
    path = save_game(Path(folder) / f"bench{SAVE_SUFFIX}", state, setup)
    loaded = load_game(path, games=lookup)
    elapsed = time.perf_counter() - start
    if canonical_text(to_toml_safe(loaded.state.to_data())) != canonical_text(
        to_toml_safe(state.to_data())
    ):
        raise SaveError(path, "reloaded state differs from the saved one")
    return elapsed
