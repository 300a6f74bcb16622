"""Where saves and settings live, safe save names, and atomic writes.

From a source checkout everything goes in ``<repo>/saves/``; in the frozen
executable (or an installed copy) in the user's data folder (platformdirs);
the environment variable ``DANSE_MACABRE_HOME`` overrides both (tests use it).
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

import platformdirs

from .errors import SaveError
from .names import name_problem

APP_NAME = "DanseMacabre"
HOME_VARIABLE = "DANSE_MACABRE_HOME"
SAVE_SUFFIX = ".toml"
BACKUP_SUFFIX = ".bak"
SETTINGS_NAME = "settings"
MAX_NAME_LENGTH = 80
# Names Windows reserves for devices, with or without an extension.
_RESERVED = {
    "con",
    "prn",
    "aux",
    "nul",
    *(f"com{i}" for i in range(10)),
    *(f"lpt{i}" for i in range(10)),
    SETTINGS_NAME,
}
_FORBIDDEN_CHARS = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]')
# The temporary files atomic_write_text and _keep_backup make (tempfile.mkstemp: a dot, the
# file's name, eight random characters): ``.<name>.toml.<random>.tmp`` / ``.<random>.bak.tmp``.
_TEMP_NAME = re.compile(r"\.[^/\\]+\.toml\.[a-z0-9_]{8}(?:\.bak)?\.tmp")
STALE_TEMP_SECONDS = 10.0  # a temp file older than this belongs to a save that never finished


def saves_folder() -> Path:
    """The folder that holds saves, autosave and settings (not created here)."""
    override = os.environ.get(HOME_VARIABLE)
    if override:
        return Path(override)
    checkout = Path(__file__).resolve().parents[2]
    if not getattr(sys, "frozen", False) and (checkout / "pyproject.toml").is_file():
        return checkout / "saves"

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / "saves"


def safe_save_path(name: str, folder: Path | str | None = None) -> Path:
    """``folder/<name>.toml`` for a player-typed name, or SaveError if it could leave the folder."""
    folder = Path(folder) if folder is not None else saves_folder()
    if not isinstance(name, str):
        raise SaveError(None, f"a save name must be text, not {type(name).__name__}")
    stem = name.strip()
    if stem.lower().endswith(SAVE_SUFFIX):
        stem = stem[: -len(SAVE_SUFFIX)]
    problem = _name_problem(stem)
    if problem:
        raise SaveError(None, f"the name {name!r} {problem}")
    path = folder / f"{stem}{SAVE_SUFFIX}"
    if path.resolve().parent != folder.resolve():
        raise SaveError(None, f"the name {name!r} would leave the saves folder")
    return path


def _name_problem(stem: str) -> str | None:
    if not stem:
        return "is empty"
    if len(stem) > MAX_NAME_LENGTH:
        return f"is longer than {MAX_NAME_LENGTH} characters"
    if _FORBIDDEN_CHARS.search(stem):
        return 'may not contain / \\ : * ? " < > | or control characters'
    problem = name_problem(stem, MAX_NAME_LENGTH)
    if problem:
        return problem
    if stem.startswith(".") or ".." in stem:
        return "may not start with a dot or contain '..'"
    if stem.endswith((" ", ".")):
        return "may not end with a space or a dot"
    if stem.split(".")[0].strip().lower() in _RESERVED:
        return "is reserved"
    if os.path.isabs(stem) or Path(stem).name != stem:
        return "is a path, not a name"
    return None


def backup_path(path: Path) -> Path:
    """Where the previous version of `path` is kept: ``<name>.toml.bak``."""
    return path.with_name(path.name + BACKUP_SUFFIX)


def atomic_write_text(path: Path, text: str, *, keep_backup: bool = True) -> None:
    """Write `text` so that `path` is always either the old or the new whole file.

    A temp file in the same folder is written, flushed and fsynced, the old file
    becomes ``.bak`` (hard link, or a copy where links are not supported), then
    ``os.replace`` puts the new one in place.  Raises SaveError on any failure.
    """
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        remove_stale_temp_files(path.parent)
        fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise SaveError(path, f"could not write: {exc.strerror or exc}") from None
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if keep_backup and path.is_file():
            _keep_backup(path)
        os.replace(tmp, path)
        _sync_folder(path.parent)
    except OSError as exc:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise SaveError(path, f"could not write: {exc.strerror or exc}") from None


def is_temp_file_name(name: str) -> bool:
    """True for the name of a temporary file our own atomic writes make (never a save)."""
    return _TEMP_NAME.fullmatch(name) is not None


def remove_stale_temp_files(
    folder: Path, *, older_than: float = STALE_TEMP_SECONDS, now: float | None = None
) -> list[Path]:
    """Delete our own temporary files left in `folder` by a write that was killed; return them.

    Only regular files whose name is one of ours (see ``is_temp_file_name``) and that were
    last changed more than `older_than` seconds ago: a save being written right now by
    another process, a real save, a backup or any foreign file is never touched.  Never raises.
    """
    removed: list[Path] = []
    now = time.time() if now is None else now
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not is_temp_file_name(entry.name):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            if now - entry.stat(follow_symlinks=False).st_mtime <= older_than:
                continue
            os.unlink(entry.path)
        except OSError:
            continue  # gone already, or not ours to delete: leave it
        removed.append(Path(entry.path))
    return removed


def remove_leftovers(home: Path | None = None, *, now: float | None = None) -> list[Path]:
    """At start: our stale temporary files (see ``remove_stale_temp_files``) removed from the saves
    folder and every folder in it two levels down (finished games, the record, campaigns and their
    chapters), so a save killed mid-write leaves nothing behind; the files removed.  Never raises."""
    home = home or saves_folder()
    removed: list[Path] = []
    folders, level = [home], 0
    while folders and level <= 2:
        found: list[Path] = []
        for folder in folders:
            removed += remove_stale_temp_files(folder, now=now)
            try:
                found += [Path(e.path) for e in os.scandir(folder) if e.is_dir(follow_symlinks=False)]
            except OSError:
                continue
        folders, level = found, level + 1
    return removed


def _keep_backup(path: Path) -> None:
    """Make ``path.bak`` a copy of the current file, itself atomically."""
    fd, link_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".bak.tmp", dir=path.parent)
    os.close(fd)
    link = Path(link_name)
    try:
        link.unlink()
        try:
            os.link(path, link)
        except OSError:  # file systems without hard links (FAT, some network drives)
            shutil.copy2(path, link)
        os.replace(link, backup_path(path))
    finally:
        with contextlib.suppress(OSError):
            link.unlink()


def _sync_folder(folder: Path) -> None:
    """fsync the folder so the rename itself survives a power cut (POSIX only)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
