"""A player's own deck: ``decks/<name>.toml`` in the saves folder.

The save layer keeps the file; the game whose decks they are declares the kind of file
(``GameInfo.files``: a ``game.core.saving.FileKind`` named "deck", whose reader checks the deck
against this build's cards), so nothing here imports a game.

The file holds ``format``, ``version``, ``game`` (the game's id), ``saved_at`` and ``[deck]``,
the deck as the game writes it (Methuselah: ``name``, ``[deck.crypt]`` and ``[deck.library]``, a
key and its copies each).  It is written atomically (the old file kept as ``.bak``) and read with
the save layer's checks (size, text, TOML); a cut, edited or foreign file, or one that names a
card this build lacks, is a SaveError naming the problem, and reading never changes a file.
Whether a deck is legal to play is the game's word (its ``check_options``): a deck that is not
is still kept and listed, as a draft.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tomli_w

import game.games
from game.core.saving import FileKind

from .errors import SaveError
from .folders import atomic_write_text, safe_save_path, saves_folder
from .library import delete_save, listed_files
from .plain_data import NotPlainData, to_toml_safe
from .reader import DECK as DECK_LIMITS
from .reader import read_toml_file
from .upgrades import type_name

DECK_FORMAT = "danse-macabre-deck"
DECK_VERSION = 1
DECKS = "decks"
DECK = "deck"  # the kind of file (GameInfo.files) that checks a deck


@dataclass(frozen=True)
class DeckEntry:
    """One saved deck: its file's name, path, game and the game's checked deck (None with `problem`
    set when the file cannot be read)."""

    name: str
    path: Path
    game: str = ""
    deck: Any = None
    saved_at: str = ""
    problem: str | None = None


def deck_kind(game_id: str, path: Any = None) -> FileKind:
    """The deck file's kind of game `game_id` (SaveError if it keeps no decks in this build)."""
    try:
        info = game.games.get(game_id)
    except (KeyError, ValueError, ImportError):
        raise SaveError(path, f"is a deck of a game this version does not have ({game_id!r})") from None
    kind = next((k for k in info.files if k.name == DECK), None)
    if kind is None:
        raise SaveError(path, f"is a deck, but {info.title} keeps no decks")
    return kind


def decks_folder(folder: Path | None = None) -> Path:
    return (folder or saves_folder()) / DECKS


def deck_path(name: str, folder: Path | None = None) -> Path:
    """``decks/<name>.toml`` for a player-typed name (SaveError if the name is unsafe)."""
    return safe_save_path(name, decks_folder(folder))


def deck_text(game_id: str, deck: Any, path: Any = None) -> str:
    kind = deck_kind(game_id, path)
    try:
        body = to_toml_safe(kind.write(deck), "deck")
    except (ValueError, KeyError, TypeError) as exc:
        raise SaveError(path, f"cannot be saved: {exc}") from None
    except NotPlainData as exc:
        raise SaveError(path, f"cannot be saved: {exc}") from None
    return tomli_w.dumps({"format": DECK_FORMAT, "version": DECK_VERSION, "game": game_id,
                          "saved_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"), "deck": body})


def save_deck(game_id: str, deck: Any, name: str, *, folder: Path | None = None) -> Path:
    """Write the deck as ``decks/<name>.toml``, atomically (the old file kept as ``.bak``); its path.
    SaveError for an unsafe name or a deck the game's kind refuses (nothing written then)."""
    path = deck_path(name, folder)
    atomic_write_text(path, deck_text(game_id, deck, path))
    return path


def load_deck(path: Path | str) -> DeckEntry:
    """Read a deck file; every failure is a SaveError and the file is never changed."""
    path = Path(path)
    document = read_toml_file(path, DECK_LIMITS)
    if document.get("format") != DECK_FORMAT:
        raise SaveError(path, "a TOML file but not a deck")
    version = document.get("version")
    if type(version) is not int or version < 1:
        raise SaveError(path, "field version must be a whole number")
    if version > DECK_VERSION:
        raise SaveError(path, f"was saved by a newer version (deck format {version}); this one reads {DECK_VERSION}")
    for key, kind in (("game", str), ("saved_at", str), ("deck", dict)):
        value = document.get(key)
        if not isinstance(value, kind):
            raise SaveError(path, f"field {key} must be a {kind.__name__}, found {type_name(value)}")
    reader = deck_kind(document["game"], path).read
    try:
        deck = reader(document["deck"])
    except (ValueError, KeyError, TypeError, IndexError) as exc:
        raise SaveError(path, f"is not a deck this version can play: {exc}") from None
    except Exception as exc:  # noqa: BLE001 - a deck file must never crash the program
        raise SaveError(path, f"could not be read ({type(exc).__name__}: {exc})") from None
    return DeckEntry(path.name.removesuffix(".toml"), path, document["game"], deck, document["saved_at"])


def list_decks(game_id: str | None = None, folder: Path | None = None) -> list[DeckEntry]:
    """Every deck file (of `game_id`, when given; an unreadable one is listed for every game, with
    its problem), by name."""
    out = []
    for name, path, _mtime in listed_files(decks_folder(folder)):
        try:
            entry = load_deck(path)
        except SaveError as exc:
            out.append(DeckEntry(name, path, problem=exc.problem))
            continue
        if game_id is None or entry.game == game_id:
            out.append(entry)
    return sorted(out, key=lambda e: e.name.casefold())


def delete_deck(path: Path | str, folder: Path | None = None) -> list[Path]:
    """Delete a deck file of the decks folder and its backup (the save layer's checks)."""
    return delete_save(Path(path), decks_folder(folder))


def playable_decks(info: Any, folder: Path | None = None) -> dict[str, list[Any]]:
    """For each option of `info` (a GameInfo) that offers saved files of the deck kind
    (``OptionSpec.files``): the saved decks the game accepts as its value (legal ones), by name."""
    keys = [spec.key for spec in info.options if spec.files == DECK]
    if not keys:
        return {}
    entries = [e for e in list_decks(info.id, folder) if e.problem is None]
    out: dict[str, list[Any]] = {}
    for key in keys:
        out[key] = []
        for entry in entries:
            try:
                info.check_options({key: entry.deck})
            except (ValueError, KeyError, TypeError):
                continue
            out[key].append(entry.deck)
    return out
