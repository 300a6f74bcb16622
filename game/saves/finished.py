"""Finished games kept: the final state of every game played to its end, listed with its result.

A finished game is a normal save file (setup, the whole action log, the snapshot) written in
the ``finished`` folder inside the saves folder (so the load screen's list of saves never shows
it twice, and a test's saves folder holds it too).  Its name is the game, the time and a short
digest of the game itself, so keeping the same game twice (the results shown again after a
Continue) writes it once.  :func:`finished_games` lists them newest first, each with its seats and
the result read from its snapshot (no replay: the list stays quick); a file that cannot be read is
listed with the reason, never dropped.
"""

from __future__ import annotations

import datetime as dt
import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core import GameState

from .errors import SaveError
from .folders import SAVE_SUFFIX, saves_folder
from .library import listed_files
from .plain_data import canonical_text, snapshot_hash, to_toml_safe
from .savefile import GameLookup, default_lookup, find_game, read_document, save_game

FINISHED_FOLDER = "finished"
DASH = "\u2013"  # between the scores: 41–38–30


def finished_folder(folder: Path | None = None) -> Path:
    """Where finished games are kept: ``finished/`` in the saves folder (or in `folder`'s)."""
    return (folder or saves_folder()) / FINISHED_FOLDER


def game_digest(state: GameState) -> str:
    """Eight hex digits naming one game: its id, setup and every move (the same game, the same digest)."""
    data = {"game": state.info.id, "players": state.players, "seed": state.seed,
            "options": dict(state.options), "history": [a.to_data() for a in state.history]}
    return hashlib.sha256(canonical_text(to_toml_safe(data)).encode("utf-8")).hexdigest()[:8]


def keep_finished(state: GameState, setup: Mapping[str, Any], *, folder: Path | None = None,
                  now: dt.datetime | None = None) -> Path:
    """Write the final state of a finished game (a normal save, its whole log) in the finished folder;
    the path.  The same game kept again is not written twice (its file is returned).  SaveError if the
    game is not over or the file cannot be written."""
    if not state.is_over:
        raise SaveError(None, "only a finished game is kept with the finished games")
    target = finished_folder(folder)
    digest = game_digest(state)
    for _name, path, _mtime in listed_files(target):
        if path.name.endswith(f"-{digest}{SAVE_SUFFIX}"):
            return path
    when = (now or dt.datetime.now(dt.UTC)).strftime("%Y%m%d-%H%M%S")
    return save_game(target / f"{state.info.id}-{when}-{digest}{SAVE_SUFFIX}", state, setup)


@dataclass(frozen=True)
class FinishedGame:
    """One row of the list of finished games; `problem` is set (the rest may be blank) if broken."""

    path: Path
    game: str = ""
    title: str = ""
    finished_at: str = ""                  # the save's time, ISO 8601 (UTC)
    seats: tuple[str, ...] = ()            # the seats' names, in seat order
    scores: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    moves: int = 0
    problem: str | None = None
    kinds: tuple[str, ...] = field(default=(), compare=False)  # "human" / "ai" per seat

    @property
    def broken(self) -> bool:
        return self.problem is not None

    @property
    def date(self) -> str:
        """The day and time it ended, as the list shows it ("2026-12-01 16:43")."""
        return self.finished_at.replace("T", " ")[:16]

    @property
    def result(self) -> str:
        """"won by Ana, 41–38–30" (the scores highest first); "shared by …" for a tie."""
        return result_text(self.seats, self.scores, self.winners)


def result_text(names: Sequence[str], scores: Sequence[int], winners: Sequence[int]) -> str:
    """The result of a game in a few words: who won and the scores, highest first."""
    who = [names[s] if 0 <= s < len(names) else f"Player {s + 1}" for s in winners]
    if not who:
        lead = "no winner"
    elif len(who) == 1:
        lead = f"won by {who[0]}"
    else:
        lead = f"shared by {', '.join(who[:-1])} and {who[-1]}"
    if not scores:
        return lead
    return f"{lead}, {DASH.join(str(s) for s in sorted(scores, reverse=True))}"


def read_finished(path: Path, games: GameLookup | None = None) -> FinishedGame:
    """One finished game's row from its file (parsed and checked, its snapshot read, not replayed);
    SaveError if it cannot be read."""
    document = read_document(path, games=games)
    info = find_game(document["game"], games or default_lookup, path)
    snapshot = document["snapshot"]
    if snapshot_hash(snapshot["state"]) != snapshot["hash"]:
        raise SaveError(path, "the snapshot was edited or damaged")
    players, expected = snapshot["state"].get("players"), document["setup"]["players"]
    if type(players) is not int or players != expected:  # checked before any state is built for it
        shown = players if type(players) is int and abs(players) < 10**20 else type(players).__name__
        raise SaveError(path, f"its final state is for {shown} players, its setup for {expected}")
    if not info.min_players <= players <= info.max_players:
        raise SaveError(path, f"{info.title} takes {info.min_players} to {info.max_players} players, "
                              f"not {players}")
    try:
        state = info.state_from_data(snapshot["state"])
        scores, winners = tuple(int(s) for s in state.scores()), tuple(int(w) for w in state.winners())
        over = state.is_over
    except Exception as exc:  # noqa: BLE001 - a bad file must never crash the list
        raise SaveError(path, f"its final state could not be read ({type(exc).__name__}: {exc})") from None
    if not over:
        raise SaveError(path, "this game was not finished")
    seats = document["setup"]["seats"]
    return FinishedGame(path, info.id, info.title, document["saved_at"],
                        tuple(str(s.get("name") or f"Player {i + 1}") for i, s in enumerate(seats)),
                        scores, winners, len(document["actions"]),
                        kinds=tuple(str(s.get("kind")) for s in seats))


def finished_games(folder: Path | None = None, games: GameLookup | None = None) -> list[FinishedGame]:
    """Every finished game kept, newest first; one that cannot be read is listed with the reason."""
    rows: list[tuple[str, int, FinishedGame]] = []
    for _name, path, mtime in listed_files(finished_folder(folder)):
        try:
            entry = read_finished(path, games)
        except SaveError as exc:
            rows.append(("", mtime, FinishedGame(path, problem=exc.problem)))
            continue
        rows.append((entry.finished_at, mtime, entry))
    rows.sort(key=lambda row: (row[0], row[1]), reverse=True)
    return [entry for _, _, entry in rows]
