"""Loading and validating a game's TOML content file.

A content entry is a frozen dataclass whose fields carry their rules, declared once beside
their types::

    @dataclass(frozen=True)
    class Vampire:
        key: str = rule()
        clan: str = rule(ref="clan")                 # the key of an entry of another table
        capacity: int = rule(lo=1, hi=11)
        title: str = rule(ref="title", blank=True, absent="")    # "" when the file has none
        disc: dict[str, int] = rule(read=_disciplines)   # a value with a shape of its own
        votes: int = given()                         # worked out by the game, not read here

:meth:`Checker.entry` builds such an entry from one TOML table: each field checked by its type
(``int``, ``str``, ``bool``, ``tuple[int, ...]``, ``tuple[int, int, int]``, ``tuple[str, ...]``,
``dict``) and its rule, and a field the class does not declare refused.  What spans entries (an
id used twice, counts, a deck's size, a reference that must point back) stays in the game's own
``content.py``.

Validation errors are :class:`ContentError` naming the file, the entry and the field, e.g.
``content.toml: card 'bribery': field 'intrigue' must be an integer``.
"""

from __future__ import annotations

import dataclasses
import tomllib
import typing
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from .errors import ContentError

T = TypeVar("T")
RULE = "content_rule"
"""The key of a field's :class:`Rule` in its ``dataclasses.field`` metadata."""


class _Missing:
    """The absence of a default: the field must be in the file."""

    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()

Reader = Callable[["Checker", Mapping[str, Any], str, Mapping[str, Any]], Any]
"""A field with a shape of its own: ``read(check, entry, where, fields_so_far) -> value``."""


@dataclass(frozen=True)
class Rule:
    """How one field of a content entry is read from its TOML table."""

    key: str = ""                          # the TOML key ("" the field's own name)
    lo: int | None = None                  # integers (and each integer of a list): the range
    hi: int | None = None
    choices: tuple[Any, ...] | None = None  # the values it may take
    ref: str = ""                          # the name of another table whose ids it must be one of
    blank: bool = False                    # ref: "" (none) is allowed too
    index: bool = False                    # ref: the referenced entry's index is kept, not its id
    absent: Any = MISSING                  # what a missing key gives (MISSING: it is required)
    required_if: tuple[str, tuple[Any, ...]] | None = None  # (field, values): then required
    read: Reader | None = None             # a reader of its own for a value with a shape (it
                                           # is asked even when the key is absent: it decides)
    noun: str = ""                         # a list's items in an error ("archetypes [...]")
    filled: bool = False                   # a string: not empty (nor only spaces)
    given: bool = False                    # not read here: the game passes it to Checker.entry


def rule(*, key: str = "", lo: int | None = None, hi: int | None = None,
         choices: Iterable[Any] | None = None, ref: str = "", blank: bool = False,
         index: bool = False, default: Any = MISSING, absent: Any = MISSING,
         required_if: tuple[str, Iterable[Any]] | None = None, read: Reader | None = None,
         noun: str = "", filled: bool = False) -> Any:
    """A field read from the file.  `default` is both the dataclass default and what a missing
    key gives; `absent` only the latter (for a field before fields without defaults)."""
    declared = Rule(key, lo, hi, None if choices is None else tuple(choices), ref, blank, index,
                    default if absent is MISSING else absent,
                    None if required_if is None else (required_if[0], tuple(required_if[1])), read, noun,
                    filled)
    return _field(declared, default)


def given(*, key: str = "", default: Any = MISSING) -> Any:
    """A field the game works out itself (an index, a parsed effect, a list of references made
    into indices) and passes to :meth:`Checker.entry`; `key` the TOML key it comes from, if any."""
    return _field(Rule(key, given=True), default)


def _field(declared: Rule, default: Any) -> Any:
    meta = {RULE: declared}
    if default is MISSING:
        return dataclasses.field(metadata=meta)
    if isinstance(default, (list, dict, set)):
        return dataclasses.field(default_factory=lambda: type(default)(default), metadata=meta)
    return dataclasses.field(default=default, metadata=meta)


@dataclass(frozen=True)
class _Spec:
    name: str
    rule: Rule
    kind: type                             # int, str, bool, tuple, dict, ...
    item: type | None                      # a tuple's items: int or str
    length: int | None                     # a tuple of fixed length (tuple[int, int, int]): 3


@cache
def _specs(cls: type) -> tuple[_Spec, ...]:
    hints = typing.get_type_hints(cls)
    out = []
    for f in dataclasses.fields(cls):
        declared = f.metadata.get(RULE)
        if declared is None:
            raise TypeError(f"{cls.__name__}.{f.name} declares no content rule (rule() or given())")
        hint = hints[f.name]
        origin = typing.get_origin(hint) or hint
        args = typing.get_args(hint)
        item, length = None, None
        if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
            item = args[0]
        elif origin is tuple and args and all(a is args[0] for a in args):
            item, length = args[0], len(args)
        out.append(_Spec(f.name, declared, origin, item, length))
    return tuple(out)


def file_keys(cls: type) -> tuple[str, ...]:
    """The TOML keys an entry of `cls` may hold."""
    return tuple(s.rule.key or s.name for s in _specs(cls) if s.rule.key or not s.rule.given)


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
    """The kit loader: entries built from their declarations, and small typed accessors, all
    raising ContentError with a precise location."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.refs: dict[str, Collection[str]] = {}
        """The ids of each table read so far, by the name a rule's ``ref`` gives it (a mapping
        id -> index where a rule keeps the index)."""

    def index(self, table: str) -> Mapping[str, int]:
        """The id -> index mapping registered in :attr:`refs` for `table`."""
        ids = self.refs[table]
        if not isinstance(ids, Mapping):
            raise TypeError(f"refs[{table!r}] holds ids without their indices")
        return ids

    def key(self, raw: Any, key: str, where: str) -> str:
        """An entry's id (a string), read first so that later errors can name the entry by it."""
        if not isinstance(raw, Mapping):
            raise self.fail(where, f"must be a table, found {type(raw).__name__}")
        return str(self.field(raw, key, str, where))

    def fail(self, where: str, message: str) -> ContentError:
        return ContentError(f"{self.source}: {where}: {message}")

    def entry(self, cls: type[T], raw: Any, where: str, *,
              refs: Mapping[str, Collection[str]] | None = None,
              values: Mapping[str, Any] | None = None, defaults: Mapping[str, Any] | None = None,
              also: Collection[str] = ()) -> T:
        """One entry of `cls` from its TOML table `raw`, the entry named `where` in errors.

        `refs` adds to (or replaces) :attr:`refs` for this entry; `values` gives the fields the
        game worked out itself; `defaults` replaces a field's declared default for this entry;
        `also` names keys the file may hold that no field reads (notes for the file's reader)."""
        if not isinstance(raw, Mapping):
            raise self.fail(where, f"must be a table, found {type(raw).__name__}")
        known = {*file_keys(cls), *also}
        unknown = sorted(set(raw) - known)
        if unknown:
            raise self.fail(where, f"unknown field(s) {unknown}; it takes {sorted(known)}")
        tables = self.refs if refs is None else {**self.refs, **refs}
        out: dict[str, Any] = dict(values or {})
        declared: type = cls
        for spec in _specs(declared):
            if spec.name not in out and not spec.rule.given:
                out[spec.name] = self._value(spec, raw, where, out, tables, defaults or {})
        return cls(**out)

    def _value(self, spec: _Spec, raw: Mapping[str, Any], where: str, done: Mapping[str, Any],
               refs: Mapping[str, Collection[str]], defaults: Mapping[str, Any]) -> Any:
        declared = spec.rule
        if declared.read is not None:
            return declared.read(self, raw, where, done)
        key = declared.key or spec.name
        default = defaults.get(spec.name, declared.absent)
        if declared.required_if is not None and done.get(declared.required_if[0]) in declared.required_if[1]:
            default = MISSING
        if key not in raw:
            if default is MISSING:
                raise self.fail(where, f"field '{key}' is missing")
            return default
        choices: Collection[Any] | None = declared.choices
        ids: Collection[str] = ()
        if declared.ref:
            ids = refs[declared.ref]
            choices = ("", *ids) if declared.blank else tuple(ids)
        if spec.kind is tuple:
            return self._items(spec, raw, key, where, choices)
        if spec.kind is dict:
            return dict(self.field(raw, key, dict, where))
        kind = str if declared.ref else spec.kind      # a reference is an id, whatever it is kept as
        value = self.field(raw, key, kind, where, choices=choices, lo=declared.lo, hi=declared.hi)
        if declared.filled and not value.strip():
            raise self.fail(where, f"field '{key}' is empty")
        if declared.index:
            assert isinstance(ids, Mapping) and not declared.blank, spec.name
            return ids[value]
        return value

    def _items(self, spec: _Spec, raw: Mapping[str, Any], key: str, where: str,
               choices: Collection[Any] | None) -> tuple[Any, ...]:
        """A list of integers (in the rule's range, of the tuple's length if fixed) or strings."""
        declared = spec.rule
        if spec.item is int:
            assert declared.lo is not None and declared.hi is not None, spec.name
            numbers = self.int_list(raw, key, where, lo=declared.lo, hi=declared.hi)
            if spec.length is not None and len(numbers) != spec.length:
                raise self.fail(where, f"field '{key}' must hold {spec.length} integers")
            return tuple(numbers)
        if spec.item is not str:
            raise TypeError(f"{spec.name}: a tuple of {spec.item} needs rule(read=...)")
        items = self.field(raw, key, list, where)
        for item in items:
            if not isinstance(item, str) or choices is not None and item not in choices:
                wanted = declared.noun or (f"values from {sorted(choices)}" if choices is not None else "strings")
                raise self.fail(where, f"field '{key}' must hold {wanted}, found {item!r}")
        return tuple(items)

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
