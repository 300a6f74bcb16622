"""A campaign file (Bloodlines' chronicle): ``campaigns/<name>.toml`` in the saves folder.

The save layer keeps the file; the game that plays campaigns declares the kind of file
(``GameInfo.files``: a ``game.core.saving.FileKind`` named "campaign", which turns its campaign
into plain data and back, and checks it), so nothing here imports a game.

The file holds ``format``, ``version``, ``program`` (what wrote it), ``saved_at``, a few lines for
the list (``chapter``, ``phase``, ``players``: not hashed, so they must agree with the campaign's own,
or the file is refused) and ``[campaign]``: the whole campaign (players, sheets, havens, titles, unlocked
content, the deck position, every chapter's result) with ``hash``, its sha256; the campaign is
then checked field by field (the kind's reader: ``Campaign.from_data``, with ``Campaign.check``)
before anything is played or saved.  It is
written with the save layer's guarantees (atomic write, the old file kept as ``.bak``) and read
with its checks (size, text, TOML, versions upgraded one at a time by ``CAMPAIGN_UPGRADERS``); a
cut, edited or newer file is a SaveError naming the problem, and reading never changes a file.

Each chapter's own game is a normal save BESIDE the campaign file, in ``<name>.chapters/``
(``chapter_path``): the window saves the chapter being played there, so a campaign resumes
mid-chapter, and a finished chapter can be loaded to look back on (its hash is recorded in the
chapter's result).
"""

from __future__ import annotations

import datetime as dt
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tomli_w

import game.games
from game import PROGRAM
from game.core.saving import FileKind

from .errors import SaveError
from .folders import (
    SAVE_SUFFIX,
    atomic_write_text,
    backup_path,
    safe_save_path,
    saves_folder,
)
from .library import delete_save, listed_files
from .plain_data import NotPlainData, snapshot_hash, to_toml_safe
from .reader import CAMPAIGN as CAMPAIGN_FILE
from .savefile import load_game, read_toml_file, save_game
from .upgrades import type_name, upgrade

CAMPAIGN_FORMAT = "danse-macabre-campaign"
CAMPAIGN_VERSION = 1
CAMPAIGN_UPGRADERS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}
CAMPAIGNS = "campaigns"
CAMPAIGN = "campaign"  # the kind of file (GameInfo.files) that reads and writes a campaign
CHAPTERS_SUFFIX = ".chapters"
MAX_CAMPAIGN_BYTES = CAMPAIGN_FILE.max_bytes  # every limit of a campaign file: reader.CAMPAIGN


@dataclass(frozen=True)
class CampaignEntry:
    """One row of the campaigns list; `problem` is set if the file cannot be read."""

    name: str
    path: Path
    saved_at: str = ""
    chapter: int = 0
    phase: str = ""
    players: tuple[str, ...] = ()
    problem: str | None = None


def campaign_kind(path: Any = None) -> FileKind:
    """The campaign file's kind, as the game that plays campaigns declares it (SaveError if no
    game of this build does)."""
    kind = game.games.file_kind(CAMPAIGN)
    if kind is None:
        raise SaveError(path, "no game of this build plays campaigns")
    return kind


def campaigns_folder(folder: Path | None = None) -> Path:
    return (folder or saves_folder()) / CAMPAIGNS


def campaign_path(name: str, folder: Path | None = None) -> Path:
    """``campaigns/<name>.toml`` for a player-typed name (SaveError if the name is unsafe)."""
    return safe_save_path(name, campaigns_folder(folder))


def chapter_path(path: Path | str, chapter: int) -> Path:
    """Where chapter `chapter`'s own game is saved, beside the campaign file."""
    path = Path(path)
    stem = path.name.removesuffix(SAVE_SUFFIX)
    return path.with_name(stem + CHAPTERS_SUFFIX) / f"chapter-{chapter:02d}{SAVE_SUFFIX}"


# -- writing -------------------------------------------------------------------
def campaign_text(campaign: Any, path: Any = None) -> str:
    data = campaign_kind(path).write(campaign)
    try:
        body = to_toml_safe(data, "campaign")
    except NotPlainData as exc:
        raise SaveError(path, f"cannot be saved: {exc}") from None
    document = {
        "format": CAMPAIGN_FORMAT,
        "version": CAMPAIGN_VERSION,
        "program": PROGRAM,  # what wrote it (read by no check: older files without it load the same)
        "saved_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "chapter": int(data["chapter"]),
        "phase": str(data["phase"]),
        "players": [str(p["name"]) for p in data["players"]],
        "hash": snapshot_hash(body),
        "campaign": body,
    }
    text = tomli_w.dumps(document)
    size = len(text.encode("utf-8"))
    if size > MAX_CAMPAIGN_BYTES:   # the reader would refuse it: say so now, and keep the file as it was
        raise SaveError(path, f"cannot be saved: {size // 1024} KB is over the {MAX_CAMPAIGN_BYTES // 1024} KB "
                              "a campaign may hold (it could not be loaded back); the file as it was is kept")
    return text


def save_campaign(campaign: Any, path_or_name: Path | str, *, folder: Path | None = None) -> Path:
    """Write the campaign atomically (the old file kept as ``.bak``); its path.  A ``str`` is a
    campaign name (inside the campaigns folder), a ``Path`` is used as given.  A campaign over
    ``MAX_CAMPAIGN_BYTES`` is refused (SaveError naming its size) before anything is written."""
    path = path_or_name if isinstance(path_or_name, Path) else campaign_path(path_or_name, folder)
    atomic_write_text(path, campaign_text(campaign, path))
    return path


# -- reading -------------------------------------------------------------------
def read_campaign_document(path: Path | str) -> dict[str, Any]:
    """The checked document of a campaign file (not yet a Campaign)."""
    path = Path(path)
    document = read_toml_file(path, "campaign")
    if document.get("format") != CAMPAIGN_FORMAT:
        raise SaveError(path, f"a TOML file but not a {campaign_kind(path).title}")
    document = upgrade(document, path, latest=CAMPAIGN_VERSION, steps=CAMPAIGN_UPGRADERS)
    for key, kind in (("saved_at", str), ("hash", str), ("campaign", dict), ("chapter", int),
                      ("phase", str), ("players", list)):
        value = document.get(key)
        if value is None:
            raise SaveError(path, f"field {key} is missing")
        if not isinstance(value, kind) or isinstance(value, bool):
            raise SaveError(path, f"field {key} must be a {kind.__name__}, found {type_name(value)}")
    if snapshot_hash(document["campaign"]) != document["hash"]:
        raise SaveError(path, "the campaign was edited or damaged (its hash does not match)" + _backup_note(path))
    body = document["campaign"]
    # the lines the Load list shows are not hashed: they must be the hashed body's own
    players = body.get("players")
    names = [p.get("name") for p in players if isinstance(p, dict)] if isinstance(players, list) else None
    for key, inside in (("chapter", body.get("chapter")), ("phase", body.get("phase")), ("players", names)):
        if document[key] != inside:
            raise SaveError(path, f"field {key} does not match the campaign's own (edited?)" + _backup_note(path))
    return document


def _backup_note(path: Path) -> str:
    """A hint at the backup, only when there is one to go back to."""
    return "; the backup (.bak) may still be good" if backup_path(path).is_file() else ""


def load_campaign(path: Path | str) -> Any:
    """Read a campaign file; every failure is a SaveError and the file is never changed."""
    path = Path(path)
    return _guarded(path, lambda: read_campaign_document(path))


def _guarded(path: Path, read: Callable[[], dict[str, Any]]) -> Any:
    """The campaign of the document `read` gives, its every field checked (the kind's reader); any
    failure a SaveError naming the problem."""
    kind = campaign_kind(path)
    try:
        return kind.read(read()["campaign"])
    except SaveError:
        raise
    except RecursionError:
        raise SaveError(path, "not a campaign file: nested too deeply") from None
    except (ValueError, KeyError, TypeError, IndexError) as exc:
        raise SaveError(path, f"not a campaign this build can play: {exc}" + _backup_note(path)) from None
    except Exception as exc:  # noqa: BLE001 - a campaign file must never crash the program
        raise SaveError(path, f"could not be read ({type(exc).__name__}: {exc})") from None


# -- each chapter's own game ----------------------------------------------------
def save_chapter(path: Path | str, chapter: int, state: Any, setup: Any) -> str:
    """Save chapter `chapter`'s game beside the campaign file at `path` (a normal save, atomic,
    with its backup); the hash of its snapshot, for the chapter's result (``finish_chapter``)."""
    target = save_game(chapter_path(path, chapter), state, setup)
    return str(read_toml_file(target)["snapshot"]["hash"])


def load_chapter(path: Path | str, campaign: Any, chapter: int) -> Any:
    """A chapter's game saved beside the campaign file (a LoadedGame): the one being played, or
    a finished one to look back on, which must be the game its result recorded."""
    target = chapter_path(path, chapter)
    loaded = load_game(target)
    done = [r for r in campaign.chapters if r["number"] == chapter]
    if done and done[-1]["save_hash"]:
        recorded = read_toml_file(target)["snapshot"]["hash"]
        if recorded != done[-1]["save_hash"]:
            raise SaveError(target, f"is not the game chapter {chapter} ended with (its hash differs)")
    return loaded


# -- the folder ----------------------------------------------------------------
def list_campaigns(folder: Path | None = None) -> list[CampaignEntry]:
    """Every campaign file, newest first; unreadable ones listed with the reason."""
    rows: list[tuple[str, int, CampaignEntry]] = []
    for name, path, mtime in listed_files(campaigns_folder(folder)):
        try:
            doc = read_campaign_document(path)
            _guarded(path, doc.copy)            # listed as good only if it opens
        except SaveError as exc:
            rows.append(("", mtime, CampaignEntry(name, path, problem=exc.problem)))
            continue
        rows.append((doc["saved_at"], mtime, CampaignEntry(
            name, path, doc["saved_at"], doc["chapter"], doc["phase"], tuple(map(str, doc["players"])))))
    rows.sort(key=lambda r: (r[0], r[1]), reverse=True)
    return [r[2] for r in rows]


def latest_campaign(folder: Path | None = None) -> Path | None:
    """The newest campaign that reads, for Continue (else None)."""
    return next((e.path for e in list_campaigns(folder) if e.problem is None), None)


def delete_campaign(path: Path | str, folder: Path | None = None) -> list[Path]:
    """Delete a campaign file of the campaigns folder, its backup and its chapters' saves (the
    save layer's delete_save, with its checks, then the chapters' folder)."""
    path = Path(path)
    removed = delete_save(path, campaigns_folder(folder))
    chapters = chapter_path(path, 1).parent
    if chapters.is_dir() and not chapters.is_symlink():
        try:
            shutil.rmtree(chapters)
        except OSError as exc:
            raise SaveError(chapters, f"could not be deleted: {exc.strerror or exc}") from None
        removed.append(chapters)
    return removed
