"""Plain data for TOML: what tomli-w can write, and a canonical text to hash.

TOML has no null and only string keys, so on the way out ``None`` values in
tables are dropped, int/bool keys become strings, tuples and sets become
arrays.  The way back is each game's ``state_from_data`` job.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import math
from collections.abc import Mapping
from typing import Any

_SCALARS = (str, int, float, dt.datetime, dt.date, dt.time)


class NotPlainData(TypeError):
    """A value TOML cannot hold; the message names where it was."""


def to_toml_safe(value: Any, where: str = "data") -> Any:
    """A copy of `value` that tomli-w accepts (see the module docstring)."""
    if isinstance(value, _SCALARS):  # bool is an int
        return value
    if isinstance(value, Mapping):
        out: dict[str, Any] = {}
        for key, item in value.items():
            if item is None:
                continue
            if isinstance(key, bool | int | float) and not isinstance(key, str):
                text = str(key)
            elif isinstance(key, str):
                text = key
            else:
                raise NotPlainData(f"{where} has a key of type {type(key).__name__}: {key!r}")
            if text in out:
                raise NotPlainData(f"{where} has two keys that both read {text!r}")
            out[text] = to_toml_safe(item, f"{where}.{text}")
        return out
    if isinstance(value, list | tuple):
        items = []
        for index, item in enumerate(value):
            if item is None:
                raise NotPlainData(
                    f"{where}[{index}] is None, which TOML cannot hold inside an array"
                )
            items.append(to_toml_safe(item, f"{where}[{index}]"))
        return items
    if isinstance(value, set | frozenset):
        try:
            ordered = sorted(value)
        except TypeError:
            raise NotPlainData(f"{where} is a set of unsortable values") from None
        return to_toml_safe(ordered, where)
    if value is None:
        raise NotPlainData(f"{where} is None, which TOML cannot hold")
    raise NotPlainData(f"{where} is a {type(value).__name__}, which TOML cannot hold")


def _json_default(value: Any) -> str:
    if isinstance(value, dt.datetime | dt.date | dt.time):
        return value.isoformat()
    raise TypeError(f"not plain data: {type(value).__name__}")


def canonical_text(data: Any) -> str:
    """One text per value: sorted keys, no spaces; equal data gives equal text."""
    return json.dumps(
        data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=_json_default
    )


def snapshot_hash(data: Any) -> str:
    """The sha256 (hex) of the canonical text of `data`."""
    return hashlib.sha256(canonical_text(data).encode("utf-8")).hexdigest()


def first_difference(a: Any, b: Any, where: str = "state") -> str | None:
    """The dotted path of the first place where `a` and `b` differ (None if equal)."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b)):
            if key not in a or key not in b:
                return f"{where}.{key}"
            found = first_difference(a[key], b[key], f"{where}.{key}")
            if found:
                return found
        return None
    if isinstance(a, list) and isinstance(b, list):
        for index, (x, y) in enumerate(zip(a, b, strict=False)):
            found = first_difference(x, y, f"{where}[{index}]")
            if found:
                return found
        return None if len(a) == len(b) else f"{where} (length {len(a)} vs {len(b)})"
    if type(a) is not type(b):
        return where
    if isinstance(a, float) and math.isnan(a) and math.isnan(b):
        return None
    return None if a == b else where
