"""One game, one TOML file: writing it atomically and reading it back with every check.

A save holds ``format``, ``version``, ``program`` (``"Danse Macabre 0.1.0"``: what wrote it; older
files lack it), ``game``, ``saved_at``, ``[setup]``
(players, seed, options, seats), ``actions`` (the whole log) and
``[snapshot]`` (``state`` = the state's ``to_data()``, ``hash`` = its sha256).
Loading always rebuilds the game by replaying the log from the setup, then
compares it with the snapshot, so an edited or damaged file is caught.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomli_w

import game.games
from game import PROGRAM
from game.core import Action, GameInfo, GameState, IllegalAction, InvalidAction
from game.core.applying import describe
from game.core.saving import SaveUpgrade

from .errors import SaveError
from .folders import atomic_write_text, safe_save_path
from .plain_data import NotPlainData, canonical_text, first_difference, snapshot_hash, to_toml_safe
from .reader import SAVE, read_toml_file
from .schema import check_document, tidy_seat_names
from .upgrades import OLD_SHAPE, SAVE_FORMAT, SAVE_VERSION, upgrade

MAX_SAVE_BYTES = SAVE.max_bytes  # every limit of a save file: reader.SAVE
GameLookup = Callable[[str], GameInfo]
ApplyMove = Callable[[GameState, Action], Any]  # plays one move of a replay, as GameState.apply does
Replayer = Callable[[GameInfo, Mapping[str, Any]], ApplyMove]  # the game and setup -> its ApplyMove
EDITED_SNAPSHOT = "the snapshot was edited or damaged; the game was rebuilt from its moves"


@dataclass
class LoadedGame:
    """A save read back: the rebuilt state, its setup and log, and any warnings to show."""

    info: GameInfo
    state: GameState
    setup: dict[str, Any]
    actions: list[Action]
    path: Path
    saved_at: str = ""
    warnings: list[str] = field(default_factory=list)


def default_lookup(game_id: str) -> GameInfo:
    """The registry of games in this build."""
    return game.games.get(game_id)


def declared_upgrades(games: GameLookup) -> Callable[[str], tuple[SaveUpgrade, ...]]:
    """The steps each game declares for its own old saves (``GameInfo.save_upgrades``), by game id;
    none for a game this build cannot start (loading it then says so)."""
    def steps(game_id: str) -> tuple[SaveUpgrade, ...]:
        try:
            return games(game_id).save_upgrades
        except Exception:  # noqa: BLE001 - find_game reports an unknown or broken game
            return ()
    return steps


# -- writing -------------------------------------------------------------------
def save_game(
    path_or_name: Path | str,
    state: GameState,
    setup: Mapping[str, Any],
    *,
    folder: Path | str | None = None,
) -> Path:
    """Write `state` (with its whole action log) atomically; return the file's path.

    A ``str`` is a save name (checked, ``.toml`` appended, inside `folder` or the
    saves folder); a ``Path`` is used as given.  The old file is kept as ``.bak``.
    """
    path = path_or_name if isinstance(path_or_name, Path) else safe_save_path(path_or_name, folder)
    atomic_write_text(path, save_text(state, setup, path))
    return path


def save_text(state: GameState, setup: Mapping[str, Any], path: Any = None) -> str:
    """The TOML text of a save of `state` (nothing is written).

    The document is checked with ``check_document`` (``check_setup`` for the setup), the
    same function ``load_game`` reads by, so a setup load would refuse is a SaveError here.
    """
    if state.rng is None or state.viewer is not None:
        raise SaveError(path, "a player's view cannot be saved, only the full game")
    info = getattr(state, "info", None)
    if not isinstance(info, GameInfo):
        raise SaveError(
            path,
            f"{type(state).__name__} has no GameInfo: the game must set "
            f"{type(state).__name__}.info = INFO (see game/core/state.py)",
        )
    document = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "program": PROGRAM,  # what wrote it (read by no check: older files without it load the same)
        "game": info.id,
        "saved_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "setup": full_setup(state, setup, path),
        "actions": [action.to_data() for action in state.history],
    }
    try:
        snapshot = to_toml_safe(state.to_data(), "state")
        document = to_toml_safe(document, "save")
    except NotPlainData as exc:
        raise SaveError(path, f"cannot be saved: {exc}") from None
    document["snapshot"] = {"hash": snapshot_hash(snapshot), "state": snapshot}
    try:  # the very checks load_game reads by: never write a save that could not be loaded
        check_document(document, path)
    except SaveError as exc:
        raise SaveError(
            path, f"cannot be saved, it could not be loaded back: {exc.problem}"
        ) from None
    text = tomli_w.dumps(document)
    size = len(text.encode("utf-8"))
    if size > MAX_SAVE_BYTES:   # the reader would refuse it: say so now, not at the next load
        raise SaveError(path, f"cannot be saved: {size // 1024} KB is over the {MAX_SAVE_BYTES // 1024} KB "
                              "a save may hold (it could not be loaded back)")
    return text


def full_setup(state: GameState, setup: Mapping[str, Any], path: Any = None) -> dict[str, Any]:
    """`setup` with players, seed and options taken from the state, and default seats."""
    if not isinstance(setup, Mapping):
        raise SaveError(path, f"setup must be a table, found {type(setup).__name__}")
    out = dict(setup)
    for key, actual in (("players", state.players), ("seed", state.seed)):
        if key in setup and setup[key] != actual:
            raise SaveError(path, f"setup.{key} is {setup[key]!r} but the game has {actual!r}")
    out["players"], out["seed"], out["options"] = state.players, state.seed, dict(state.options)
    if not out.get("seats"):
        out["seats"] = [
            {"name": f"Player {seat + 1}", "kind": "human"} for seat in range(state.players)
        ]
    return out


# -- reading -------------------------------------------------------------------
def load_game(
    path: Path | str, *, games: GameLookup | None = None, replayer: Replayer | None = None
) -> LoadedGame:
    """Read, check and rebuild a save; every failure is a SaveError and the file is never changed.

    `games` finds a GameInfo by id (the registry by default; tests pass their own).
    `replayer`, called once with the game and the checked setup before the replay, returns
    the function that plays each move in place of ``state.apply(action)`` (the window's
    session keeps each move's events for the log, and what undo needs): it must apply the
    action to the state it is given, and may raise IllegalAction as apply does.
    """
    path = Path(path)
    try:
        return _load(path, games or default_lookup, replayer)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError(path, "not a save file: nested too deeply") from None
    except Exception as exc:  # noqa: BLE001 - a save must never crash the program
        raise SaveError(path, f"could not be read ({type(exc).__name__}: {exc})") from None


def _load(path: Path, games: GameLookup, replayer: Replayer | None = None) -> LoadedGame:
    warnings: list[str] = []
    document = read_document(path, warnings, games)
    info = find_game(document["game"], games, path)
    apply = replayer(info, document["setup"]) if replayer is not None else None
    state, actions = replay(info, document, path, apply)
    snapshot = document["snapshot"]
    recorded = snapshot["state"]
    replayed = to_toml_safe(state.to_data(), "state")
    if snapshot_hash(recorded) != snapshot["hash"]:
        warnings.append(EDITED_SNAPSHOT)
    elif snapshot.get("shape") == OLD_SHAPE:
        pass  # written before the declared records: the replayed log is the game (see upgrades)
    elif canonical_text(replayed) != canonical_text(recorded):
        where = first_difference(replayed, recorded)
        raise SaveError(
            path, f"snapshot does not match the action log (first difference at {where})"
        )
    return LoadedGame(
        info=info,
        state=state,
        setup=document["setup"],
        actions=actions,
        path=path,
        saved_at=document["saved_at"],
        warnings=warnings,
    )


def read_document(path: Path, notes: list[str] | None = None,
                  games: GameLookup | None = None) -> dict[str, Any]:
    """Parse and check a save file without replaying it (the file's limits, TOML, format, version
    upgraded with each game's own steps, types, ranges); SaveError for anything wrong, never another
    exception.  A seat name that could not be shown is replaced by its plain name, with a note
    added to `notes`.  `games` finds a GameInfo by id (the registry by default)."""
    try:
        document = read_toml_file(path)
        if document.get("format") != SAVE_FORMAT:
            raise SaveError(path, "a TOML file but not a Danse Macabre save")
        document = upgrade(document, path, game_steps=declared_upgrades(games or default_lookup))
        found = tidy_seat_names(document.get("setup"))
        check_document(document, path)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError(path, "not a save file: nested too deeply") from None
    except Exception as exc:  # noqa: BLE001 - a file must never crash a list or a load
        raise SaveError(path, f"could not be read ({type(exc).__name__}: {str(exc)[:200]})") from None
    if notes is not None:
        notes.extend(found)
    return document


def find_game(game_id: str, games: GameLookup, path: Path) -> GameInfo:
    """The GameInfo for `game_id`, or SaveError if this build does not have that game."""
    try:
        return games(game_id)
    except (KeyError, ModuleNotFoundError):
        raise SaveError(path, f"unknown game {game_id!r}: this build does not have it") from None
    except Exception as exc:  # noqa: BLE001 - a broken game package must not crash loading
        raise SaveError(
            path, f"the game {game_id!r} could not be started ({type(exc).__name__}: {exc})"
        ) from None


def replay(
    info: GameInfo, document: Mapping[str, Any], path: Path, apply: ApplyMove | None = None
) -> tuple[GameState, list[Action]]:
    """Start the game from its setup and apply every logged move (with `apply`, if given);
    SaveError names a bad move."""
    setup = document["setup"]
    try:
        state = info.new_game(setup["players"], setup["seed"], setup["options"])
    except ValueError as exc:
        raise SaveError(path, f"setup does not fit {info.title}: {exc}") from None
    actions: list[Action] = []
    for number, data in enumerate(document["actions"], 1):
        try:
            action = info.action_from_data(data)
        except InvalidAction as exc:
            raise SaveError(path, f"move {number} is not a move of {info.title}: {exc}") from None
        try:
            if apply is None:
                state.apply(action)
            else:
                apply(state, action)
        except IllegalAction:
            raise SaveError(
                path, f"move {number} ({describe(action)}) is illegal at that point of the game"
            ) from None
        except Exception as exc:  # noqa: BLE001 - a game bug must not escape as a crash
            raise SaveError(
                path,
                f"move {number} ({describe(action)}) could not be replayed "
                f"({type(exc).__name__}: {exc})",
            ) from None
        actions.append(action)
    return state, actions
