"""The saves folder as the title and load screens see it: autosave, Continue, the list of saves."""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core import GameState

from .errors import SaveError
from .folders import SAVE_SUFFIX, SETTINGS_NAME, backup_path, remove_stale_temp_files, saves_folder
from .plain_data import canonical_text, to_toml_safe
from .savefile import GameLookup, load_game, read_document, save_game

AUTOSAVE_NAME = "autosave"


@dataclass(frozen=True)
class SaveEntry:
    """One row of the load screen; `problem` is set (the rest may be blank) if broken."""

    name: str
    path: Path
    game: str
    saved_at: str
    moves: int  # decisions taken so far: the length of the action log
    problem: str | None = None

    @property
    def broken(self) -> bool:
        return self.problem is not None


def autosave(state: GameState, setup: Mapping[str, Any], *, folder: Path | None = None) -> Path:
    """Write ``autosave.toml`` (old one kept as ``.bak``); call after every completed turn."""
    return save_game(AUTOSAVE_NAME, state, setup, folder=folder or saves_folder())


def latest_autosave(folder: Path | None = None) -> Path | None:
    """The autosave for Continue: ``autosave.toml`` if it reads, else its backup, else None."""
    path = (folder or saves_folder()) / f"{AUTOSAVE_NAME}{SAVE_SUFFIX}"
    for candidate in (path, backup_path(path)):
        try:
            read_document(candidate)
        except SaveError:
            continue
        return candidate
    return None


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


def list_saves(folder: Path | None = None) -> list[SaveEntry]:
    """Every save in the folder, newest first; unreadable ones are listed as broken with the reason.

    Each file is parsed and checked but not replayed, so the list stays quick.
    """
    folder = folder or saves_folder()
    rows: list[tuple[str, int, SaveEntry]] = []
    for name, path, mtime in listed_files(folder):
        try:
            document = read_document(path)
        except SaveError as exc:
            rows.append(("", mtime, SaveEntry(name, path, "", "", 0, exc.problem)))
            continue
        entry = SaveEntry(
            name, path, document["game"], document["saved_at"], len(document["actions"])
        )
        rows.append((document["saved_at"], mtime, entry))
    rows.sort(key=lambda row: (row[0], row[1]), reverse=True)
    return [entry for _, _, entry in rows]


def delete_save(path: Path, folder: Path | None = None) -> list[Path]:
    """Delete a save of the saves folder (or `folder`) and its ``.bak``; return what went.

    Only a ``.toml`` save directly inside the folder (never the settings file, never a path
    that leads elsewhere); SaveError naming the file otherwise, or if the disk refuses.
    """
    folder = (folder or saves_folder()).resolve()
    path = Path(path)
    name = path.name
    if not name.endswith(SAVE_SUFFIX) or name == f"{SETTINGS_NAME}{SAVE_SUFFIX}" or name.startswith("."):
        raise SaveError(path, "is not a save, so it is not deleted")
    if path.absolute().parent.resolve() != folder:
        raise SaveError(path, "is not in the saves folder, so it is not deleted")
    removed: list[Path] = []
    for target in (path, backup_path(path)):
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
