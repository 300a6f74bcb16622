"""The shape of a save document, checked field by field with messages that name the field."""

from __future__ import annotations

from typing import Any

from .codes import MAX_SEED  # 2**63 - 1: every seed to it has a setup code (see codes.py)
from .errors import SaveError
from .names import MAX_SEAT_NAME, name_problem, shown_name
from .upgrades import type_name

SEAT_KINDS = ("human", "ai")
# Ranges checked before anything is built from the numbers (see reader.py for the file's own limits):
MAX_PLAYERS = 8  # no game takes more than 5; a setup code has room for 7
_EXPECTED = {
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "string": lambda v: isinstance(v, str),
    "table": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "boolean": lambda v: isinstance(v, bool),
}
_ARTICLE = {
    "integer": "an integer",
    "string": "a string",
    "table": "a table",
    "array": "an array",
    "boolean": "a boolean",
}


def field(
    table: dict[str, Any], key: str, kind: str, where: str, path: Any, *, optional: bool = False
) -> Any:
    """``table[key]`` if it has TOML type `kind`, else SaveError naming ``where.key``."""
    name = f"{where}.{key}" if where else key
    if key not in table:
        if optional:
            return None
        raise SaveError(path, f"field {name} is missing")
    value = table[key]
    if not _EXPECTED[kind](value):
        raise SaveError(path, f"field {name} must be {_ARTICLE[kind]}, found {type_name(value)}")
    return value


def check_document(doc: dict[str, Any], path: Any) -> None:
    """Check every field of an (upgraded) save document; raise SaveError at the first problem."""
    field(doc, "game", "string", "", path)
    field(doc, "saved_at", "string", "", path)
    setup = field(doc, "setup", "table", "", path)
    check_setup(setup, path)
    actions = field(doc, "actions", "array", "", path)
    for number, action in enumerate(actions, 1):
        if not isinstance(action, dict):
            raise SaveError(
                path, f"move {number} in actions must be a table, found {type_name(action)}"
            )
    snapshot = field(doc, "snapshot", "table", "", path)
    field(snapshot, "hash", "string", "snapshot", path)
    field(snapshot, "state", "table", "snapshot", path)


def check_setup(setup: dict[str, Any], path: Any) -> None:
    """Players, seed, options and one seat table per player."""
    players = field(setup, "players", "integer", "setup", path)
    if not 1 <= players <= MAX_PLAYERS:
        raise SaveError(path, f"field setup.players must be from 1 to {MAX_PLAYERS}, found {players}")
    seed = field(setup, "seed", "integer", "setup", path)
    if not 0 <= seed <= MAX_SEED:
        raise SaveError(path, f"field setup.seed must be from 0 to {MAX_SEED} (2**63 - 1)")
    field(setup, "options", "table", "setup", path)
    seats = field(setup, "seats", "array", "setup", path)
    if len(seats) != players:
        raise SaveError(path, f"field setup.seats has {len(seats)} seats for {players} players")
    for index, seat in enumerate(seats):
        where = f"setup.seats[{index}]"
        if not isinstance(seat, dict):
            raise SaveError(path, f"field {where} must be a table, found {type_name(seat)}")
        name = field(seat, "name", "string", where, path)
        problem = name_problem(name, MAX_SEAT_NAME)
        if problem:
            raise SaveError(path, f"field {where}.name {shown_name(name)!r} {problem}")
        kind = field(seat, "kind", "string", where, path)
        if kind not in SEAT_KINDS:
            raise SaveError(path, f'field {where}.kind must be "human" or "ai", found {kind!r}')
        level = seat.get("level")
        if level is not None and not isinstance(level, str | int) or isinstance(level, bool):
            raise SaveError(
                path,
                f"field {where}.level must be a string or an integer, found {type_name(level)}",
            )
        field(seat, "colour", "string", where, path, optional=True)


def tidy_seat_names(setup: Any) -> list[str]:
    """Give every seat whose name could not be shown (see names.py) its plain name, "Player 2", in
    place; a note for each, to show when the game is loaded.  Anything not shaped as a setup is left
    for ``check_setup`` to refuse."""
    notes: list[str] = []
    seats = setup.get("seats") if isinstance(setup, dict) else None
    if not isinstance(seats, list):
        return notes
    for index, seat in enumerate(seats):
        if not isinstance(seat, dict) or not isinstance(seat.get("name"), str):
            continue
        name = seat["name"]
        problem = name_problem(name, MAX_SEAT_NAME)
        if problem:
            seat["name"] = f"Player {index + 1}"
            notes.append(f"seat {index + 1}'s name {shown_name(name[:MAX_SEAT_NAME])!r} {problem}; "
                         f"it is called {seat['name']} here")
    return notes
