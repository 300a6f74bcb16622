"""The player's record: games played, won, lost and drawn, per game and per AI level.

One file, ``records/records.toml`` in the saves folder (a folder of its own, so the load
screen never lists it as a save), written atomically with the old file kept as ``.bak``.

How a finished game counts (from the human seats' side, as one team against the AI):

* it counts once under each AI level that played in it (a game against one Easy and one Hard
  seat adds a game to Easy and one to Hard);
* won: every winner is a human seat; lost: every winner is an AI seat; drawn: humans and AI
  seats share the victory, or no one wins;
* a game with no AI seat (hotseat among humans only) counts under ``hotseat``, as played only:
  some human always wins it, so won and lost would say nothing;
* a game with no human seat (AI against AI) is not counted: no one of ours played it.

Each counted game leaves a fingerprint (game, seed, seats, moves), so a finished game loaded
and ended again is not counted twice.

A record file that cannot be read (cut, edited, not TOML, wrong shape) is never lost silently:
it is moved aside as ``records.toml.broken-<time>`` (kept beside it), a fresh record starts, and
the message says where the old one went.  A file from a newer version is left as it is and
nothing is written over it.  Reading never raises; writing raises SaveError.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import logging
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomli_w

from game.core.levels import LEVELS, level_name

from .errors import SaveError
from .folders import atomic_write_text, saves_folder
from .reader import RECORD, is_regular_file, read_toml_file

log = logging.getLogger(__name__)

RECORDS_FORMAT = "danse-macabre-records"
RECORDS_VERSION = 1
RECORDS_FOLDER = "records"
RECORDS_NAME = "records.toml"
HOTSEAT = "hotseat"
OUTCOMES = ("won", "lost", "drawn")
KEEP_FINGERPRINTS = 500  # the games last counted, so that none is counted twice


@dataclass
class Tally:
    """One line of the record."""

    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0

    def add(self, outcome: str | None) -> None:
        self.played += 1
        if outcome in OUTCOMES:
            setattr(self, outcome, getattr(self, outcome) + 1)

    def to_data(self) -> dict[str, int]:
        return {"played": self.played, "won": self.won, "lost": self.lost, "drawn": self.drawn}

    def text(self) -> str:
        """“12 played: 5 won, 6 lost, 1 drawn” (a hotseat tally: the games only)."""
        if self.played and not (self.won or self.lost or self.drawn):
            return f"{self.played} played"
        return f"{self.played} played: {self.won} won, {self.lost} lost, {self.drawn} drawn"


@dataclass
class Records:
    """Every game's tallies: ``tallies[game_id][level]``; `writable` is False when the file on
    disk must not be written over (a newer version's, or one that could not be read)."""

    tallies: dict[str, dict[str, Tally]] = field(default_factory=dict)
    counted: list[str] = field(default_factory=list)
    writable: bool = True

    def tally(self, game_id: str, level: str) -> Tally:
        return self.tallies.setdefault(game_id, {}).setdefault(level, Tally())

    def of_game(self, game_id: str) -> list[tuple[str, Tally]]:
        """The game's tallies in level order (the AI levels weakest first, then hotseat)."""
        order = {level: i for i, level in enumerate((*LEVELS, HOTSEAT))}
        rows = self.tallies.get(game_id, {})
        return sorted(rows.items(), key=lambda kv: (order.get(kv[0], len(order)), kv[0]))

    def to_data(self) -> dict[str, Any]:
        return {
            "format": RECORDS_FORMAT,
            "version": RECORDS_VERSION,
            "saved_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
            "counted": list(self.counted[-KEEP_FINGERPRINTS:]),
            "games": {gid: {level: t.to_data() for level, t in levels.items()}
                      for gid, levels in sorted(self.tallies.items())},
        }


def records_path(folder: Path | None = None) -> Path:
    return (folder or saves_folder()) / RECORDS_FOLDER / RECORDS_NAME


# -- reading ----------------------------------------------------------------------
def records_from_data(data: Mapping[str, Any], path: Path) -> Records:
    """Records from a parsed file; SaveError naming the field if its shape is wrong."""
    if data.get("format") != RECORDS_FORMAT:
        raise SaveError(path, "a TOML file but not a record file")
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise SaveError(path, f"field version must be a positive integer, found {version!r}")
    games = data.get("games", {})
    if not isinstance(games, dict):
        raise SaveError(path, "field games must be a table")
    records = Records()
    for gid, levels in games.items():
        if not isinstance(levels, dict):
            raise SaveError(path, f"field games.{gid} must be a table")
        for level, row in levels.items():
            where = f"games.{gid}.{level}"
            if not isinstance(row, dict):
                raise SaveError(path, f"field {where} must be a table")
            values = {}
            for key in ("played", "won", "lost", "drawn"):
                value = row.get(key, 0)
                if type(value) is not int or value < 0:
                    raise SaveError(path, f"field {where}.{key} must be a whole number, found {value!r}")
                values[key] = value
            if values["won"] + values["lost"] + values["drawn"] > values["played"]:
                raise SaveError(path, f"field {where} counts more results than games played")
            records.tallies.setdefault(str(gid), {})[str(level)] = Tally(**values)
    counted = data.get("counted", [])
    if not isinstance(counted, list) or not all(isinstance(c, str) for c in counted):
        raise SaveError(path, "field counted must be a list of strings")
    records.counted = list(counted)
    return records


def load_records(folder: Path | None = None) -> tuple[Records, str | None]:
    """The record and a message for the player (None when all was well).  Never raises.

    A damaged file is moved aside (the message names where) and a fresh record begins; a
    newer version's file, or one the disk refuses to read, is left alone and not written."""
    path = records_path(folder)
    if not path.exists():
        return Records(), None
    try:
        data = read_toml_file(path, RECORD)
        version = data.get("version") if isinstance(data, dict) else None
        if data.get("format") == RECORDS_FORMAT and type(version) is int and version > RECORDS_VERSION:
            return Records(writable=False), (
                f"{path.name} was written by a newer version of the game; it is left as it is and "
                "this version does not record results in it.")
        return records_from_data(data, path), None
    except SaveError as exc:
        problem = exc.problem
    except Exception as exc:  # noqa: BLE001 - a record must never stop the program
        problem = f"could not be read ({type(exc).__name__}: {exc})"
    if not _readable(path):
        return Records(writable=False), (f"{path.name} {problem}; it is left as it is and results are not "
                                         "recorded until it can be read.")
    aside = set_aside(path)
    if aside is None:
        return Records(writable=False), (f"{path.name} {problem}, and it could not be moved aside; "
                                         "results are not recorded until it is.")
    log.warning("record file %s: %s; kept as %s", path, problem, aside)
    return Records(), (f"Your record file {problem}. It was kept as {aside.name} in {aside.parent} "
                       "and a new record begins.")


def _readable(path: Path) -> bool:
    """Whether the file can be read at all (a regular file the disk lets us open): a damaged one is
    moved aside, anything else (a FIFO, a folder, a file we may not read) is left as it is."""
    if not is_regular_file(path):
        return False
    try:
        os.close(os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)))
    except OSError:
        return False
    return True


def set_aside(path: Path) -> Path | None:
    """Rename a damaged file to ``<name>.broken-<time>`` beside it (never over another); None if
    the disk refuses."""
    stamp = dt.datetime.now(dt.UTC).strftime("%Y%m%d-%H%M%S")
    for n in range(100):
        target = path.with_name(f"{path.name}.broken-{stamp}" + (f"-{n}" if n else ""))
        if target.exists():
            continue
        try:
            os.replace(path, target)
        except OSError:
            return None
        return target
    return None


# -- writing ----------------------------------------------------------------------
def save_records(records: Records, folder: Path | None = None) -> Path:
    """Write the record atomically (the old file kept as .bak); SaveError if refused."""
    path = records_path(folder)
    if not records.writable:
        raise SaveError(path, "is not written: the file on disk could not be used (see the message)")
    atomic_write_text(path, tomli_w.dumps(records.to_data()))
    return path


# -- counting a game ------------------------------------------------------------------
def levels_of(seats: Iterable[Mapping[str, Any]]) -> list[str]:
    """The record lines a game with these seats counts under (see the module's docstring)."""
    seats = list(seats)
    humans = [s for s in seats if s.get("kind") != "ai"]
    if not humans:
        return []
    levels: list[str] = []
    for seat in seats:
        if seat.get("kind") == "ai":
            try:
                level = level_name(str(seat.get("level") or "normal"))
            except ValueError:
                level = "normal"  # as the session plays an unknown level
            if level not in levels:
                levels.append(level)
    return levels or [HOTSEAT]


def outcome(winners: Iterable[int], seats: list[Mapping[str, Any]]) -> str | None:
    """"won", "lost" or "drawn" for the human seats (None for a game without AI seats)."""
    ai = {i for i, s in enumerate(seats) if s.get("kind") == "ai"}
    if not ai:
        return None
    winners = set(winners)
    if not winners:
        return "drawn"
    if winners <= ai:
        return "lost"
    if winners & ai:
        return "drawn"
    return "won"


def fingerprint(game_id: str, setup: Mapping[str, Any], moves: int) -> str:
    seats = ",".join(f"{s.get('kind')}:{s.get('level', '')}" for s in setup.get("seats") or ())
    text = f"{game_id}|{setup.get('seed')}|{setup.get('players')}|{sorted((setup.get('options') or {}).items())}|" \
           f"{seats}|{moves}"
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def add_result(records: Records, game_id: str, setup: Mapping[str, Any], winners: Iterable[int],
               moves: int) -> bool:
    """Count one finished game into `records`; False if it was counted before or counts nowhere."""
    seats = list(setup.get("seats") or ())
    levels = levels_of(seats)
    mark = fingerprint(game_id, setup, moves)
    if not levels or mark in records.counted:
        return False
    result = outcome(winners, seats)
    for level in levels:
        records.tally(game_id, level).add(result)
    records.counted.append(mark)
    del records.counted[:-KEEP_FINGERPRINTS]
    return True


def record_result(state: Any, setup: Mapping[str, Any], folder: Path | None = None) -> str | None:
    """Count a finished game in the record file; the message to show, if any.  Never raises."""
    try:
        records, message = load_records(folder)
        if not add_result(records, state.info.id, setup, state.winners(), len(state.history)):
            return message
        if not records.writable:
            return message
        save_records(records, folder)
        return message
    except SaveError as exc:
        log.warning("the record could not be written: %s", exc)
        return f"Your record could not be written: {exc}"
    except Exception as exc:  # the results screen must not die of it
        log.exception("the record could not be updated")
        return f"Your record could not be updated ({type(exc).__name__}: {exc})."
