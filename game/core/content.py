"""Loading and validating a game's TOML content file.

Validation errors are :class:`ContentError` naming the file, the entry and the
field, e.g. ``content.toml: card 'bribery': field 'intrigue' must be an integer``.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from .errors import ContentError


def read_toml(path: Path) -> dict[str, Any]:
    """Parse a content file; a missing or malformed file names itself."""
    try:
        with open(path, "rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        raise ContentError(f"{path.name}: content file is missing ({path})") from None
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(f"{path.name}: not valid TOML: {exc}") from None


class Checker:
    """Small typed accessors that raise ContentError with a precise location."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, where: str, message: str) -> ContentError:
        return ContentError(f"{self.source}: {where}: {message}")

    def field(self, entry: Mapping[str, Any], key: str, kind: type | tuple[type, ...],
              where: str, *, default: Any = ..., choices: Iterable[Any] | None = None,
              lo: int | None = None, hi: int | None = None) -> Any:
        if key not in entry:
            if default is ...:
                raise self.fail(where, f"field '{key}' is missing")
            return default
        value = entry[key]
        kinds = kind if isinstance(kind, tuple) else (kind,)
        if isinstance(value, bool) and bool not in kinds:
            raise self.fail(where, f"field '{key}' must be {_names(kinds)}, not a boolean")
        if not isinstance(value, kinds):
            raise self.fail(where, f"field '{key}' must be {_names(kinds)}, found {type(value).__name__}")
        if choices is not None and value not in set(choices):
            raise self.fail(where, f"field '{key}' must be one of {sorted(choices)}, found {value!r}")
        if isinstance(value, int | float) and (lo is not None and value < lo or hi is not None and value > hi):
            raise self.fail(where, f"field '{key}' must be between {lo} and {hi}, found {value!r}")
        return value

    def int_list(self, entry: Mapping[str, Any], key: str, where: str, *, lo: int, hi: int,
                 default: Any = ...) -> list[int]:
        values = self.field(entry, key, list, where, default=default)
        for v in values:
            if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
                raise self.fail(where, f"field '{key}' must hold integers {lo}..{hi}, found {v!r}")
        return list(values)

    def table(self, data: Mapping[str, Any], key: str, where: str) -> dict[str, Any]:
        value = data.get(key)
        if not isinstance(value, dict):
            raise self.fail(where, f"table [{key}] is missing")
        return value

    def entries(self, data: Mapping[str, Any], key: str) -> list[dict[str, Any]]:
        value = data.get(key)
        if not isinstance(value, list) or not all(isinstance(e, dict) for e in value):
            raise self.fail(f"[[{key}]]", "the list of entries is missing")
        return value


def _names(kinds: tuple[type, ...]) -> str:
    words = {int: "an integer", str: "a string", list: "a list", dict: "a table",
             bool: "true or false", float: "a number"}
    return " or ".join(words.get(k, k.__name__) for k in kinds)
