"""Declared state records: each field's shape and secrecy written once, with its type.

A game state declares each changing field once, in its class body, with its type::

    class DuelState(GameState):
        phase: str = scalar(str, start="setup")
        hands: list[list[int]] = nested("seat", start=per_seat([]))

The helpers below (:func:`scalar`, :func:`flat`, :func:`nested`, :func:`deep`, :func:`strset`,
:func:`record`) return a :class:`Field` at run time but are typed ``Any``, as
``dataclasses.field`` is, so a type checker reads the annotation and nothing else.  The class
collects the declarations, in body order after the inherited ones, into ``FIELDS`` (a name →
:class:`Field` table) and drops them from the class body (:func:`collect`), so an attribute never
set still raises AttributeError.  :class:`~game.core.state.GameState` derives ``clone()``,
``to_data()``, ``from_data()``, the masking in ``view()`` and every field's start from ``FIELDS``,
so a field cannot be forgotten in one of them (a test checks that every attribute of a state is
declared, inherited or ``DERIVED``; a derived attribute is a plain annotation, never a field).
A small record of a state (a clash, a die) subclasses :class:`Record` and declares its fields the
same way: it is slotted, and copies, saves and loads from them.

Shapes say how a value copies and saves:

* ``scalar``  an int, str or bool (never None: TOML has no null)
* ``flat``    a list of scalars
* ``nested``  a list of lists of scalars
* ``deep``    lists and string-keyed tables of any depth (copied and saved recursively)
* ``strset``  a set of strings (saved sorted)
* ``record``  an object with ``copy()``, ``to_data()`` and ``from_data()`` (or None: not saved)
* ``rows``    a list of such records (a minion, a die): each copied, saved and loaded by its class

Secrecy says what ``view(seat)`` does with the value (:data:`HIDDEN` is the one marker):

* ``public``       everyone sees it
* ``secret``       nobody sees it: every item (or the scalar) becomes HIDDEN, the length stays
* ``order``        everyone knows what is in it, nobody the order: sorted
* ``seat``         a per-seat list: the viewer's own entry stays, every other is masked
* ``seat_order``   a per-seat list: the viewer's own entry sorted, every other masked

A field may add ``saved="key"``: the key it is saved under when that is not its attribute's name
(a field renamed for reading keeps the key old saves hold, so ``to_data()`` does not change; two
fields saved under one key are refused).  It may add ``mask=fn(value, seat, state)`` for anything
subtler, and ``start=``: its value as a game begins, a plain value (copied for each game) or
``fn(players, options)`` (see :func:`per_seat`); :class:`~game.core.state.GameState` sets every
such field before the game's own setup runs, so a field is named once, in its declaration.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from operator import methodcaller
from typing import Any, ClassVar, Final, Self

HIDDEN: Final = -1
"""The one marker for something a viewer may not see (a card, a vote, a deck slot)."""

SHAPES = ("scalar", "flat", "nested", "deep", "strset", "record", "rows")
SECRECY = ("public", "secret", "order", "seat", "seat_order")
Mask = Callable[[Any, "int | None", Any], Any]


@dataclass(frozen=True)
class Field:
    """How one state field copies, saves and hides."""

    shape: str
    secrecy: str = "public"
    kind: type | None = None          # scalar type checked on load (int, str, bool)
    record: Any = None                 # for shapes "record" and "rows": the class with from_data()
    mask: Mask | None = None           # a custom view mask, after the secrecy one
    default: Any = ...                 # used by from_data when the field is absent (old saves)
    start: Any = ...                   # the value a new game begins with (a value or fn(players, options))
    saved: str = ""                    # the key it is saved under, if not the attribute's own name

    def key(self, name: str) -> str:
        """The key the field declared as `name` is saved under (``saved=``, else `name`)."""
        return self.saved or name

    def __post_init__(self) -> None:
        if self.shape not in SHAPES:
            raise ValueError(f"unknown field shape {self.shape!r}; one of {SHAPES}")
        if self.secrecy not in SECRECY:
            raise ValueError(f"unknown secrecy {self.secrecy!r}; one of {SECRECY}")
        if self.shape in ("record", "rows") and self.record is None:
            raise ValueError(f"a {self.shape} field names its class: Field({self.shape!r}, record=Cls)")


# The declaration helpers: each returns a Field, typed Any so that the annotation beside it is
# what a type checker reads (``vitae: list[int] = flat(start=per_seat(0))``), as dataclasses.field.
def scalar(kind: type | None = None, **kw: Any) -> Any:
    return Field("scalar", kind=kind, **kw)


def flat(secrecy: str = "public", **kw: Any) -> Any:
    return Field("flat", secrecy, **kw)


def nested(secrecy: str = "public", **kw: Any) -> Any:
    return Field("nested", secrecy, **kw)


def deep(secrecy: str = "public", **kw: Any) -> Any:
    return Field("deep", secrecy, **kw)


def strset(**kw: Any) -> Any:
    return Field("strset", **kw)


def record(cls: Any, **kw: Any) -> Any:
    return Field("record", record=cls, **kw)


def rows(cls: Any, **kw: Any) -> Any:
    """A list of records of `cls` (each with ``copy()`` and ``to_data()``; ``cls.from_data()``)."""
    return Field("rows", record=cls, **kw)


def collect(cls: type, inherited: Mapping[str, Field]) -> dict[str, Field]:
    """The fields of `cls`: the `inherited` ones, then those its own body declares, in body order.

    Each declaration is removed from the class, so an instance attribute never set still raises
    AttributeError instead of reading the Field.  A class that still lists ``FIELDS`` as a table
    is refused: a field is declared once, in the class body.
    """
    if "FIELDS" in vars(cls):
        raise TypeError(f"{cls.__name__}: declare each field in the class body with its type "
                        "(`vitae: list[int] = flat(...)`), not in a FIELDS table")
    fields = dict(inherited)
    for name, value in list(vars(cls).items()):
        if isinstance(value, Field):
            fields[name] = value
            delattr(cls, name)
    check_keys(cls.__name__, fields)
    return fields


def check_keys(owner: str, fields: Mapping[str, Field]) -> None:
    """Refuse two fields saved under one key (a ``saved=`` key is another field's name or key)."""
    seen: dict[str, str] = {}
    for name, spec in fields.items():
        key = spec.key(name)
        if key in seen:
            raise TypeError(f"{owner}: fields {seen[key]!r} and {name!r} are both saved as {key!r}")
        seen[key] = name


# -- starting values -----------------------------------------------------------------------
Start = Callable[[int, Mapping[str, Any]], Any]


def per_seat(value: Any) -> Start:
    """A start of one `value` per seat (each a fresh copy): ``flat(start=per_seat(0))``."""
    return lambda players, options: [deep_copy(value) for _ in range(players)]


def start_value(spec: Field, players: int, options: Mapping[str, Any]) -> Any:
    """The value `spec` starts a game with (its ``start``: called, or a fresh copy)."""
    start = spec.start
    if callable(start):
        return start(players, options)
    return set(start) if isinstance(start, set) else deep_copy(start)


# -- copying -------------------------------------------------------------------------------
def deep_copy(value: Any) -> Any:
    """Lists, tuples and dicts copied all the way down (scalars shared)."""
    if isinstance(value, list | tuple):
        return [deep_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: deep_copy(v) for k, v in value.items()}
    return value


def _copy_nested(value: list[list[Any]]) -> list[list[Any]]:
    """``[x[:] for x in value]``, in C (``map`` with ``list.copy``: every clone copies these)."""
    try:
        return list(map(list.copy, value))
    except TypeError:                    # an inner tuple: x[:] keeps it a tuple
        return [x[:] for x in value]


def _copy_record(value: Any) -> Any:
    return None if value is None else value.copy()


_COPY = methodcaller("copy")


def _copy_rows(value: list[Any]) -> list[Any]:
    """``[x.copy() for x in value]``, the loop in C."""
    return list(map(_COPY, value))


_COPIERS: dict[str, Callable[[Any], Any] | None] = {
    "scalar": None, "flat": list.copy, "nested": _copy_nested, "deep": deep_copy,
    "strset": set.copy, "record": _copy_record, "rows": _copy_rows,
}


def copiers(fields: Mapping[str, Field]) -> tuple[tuple[str, Callable[[Any], Any]], ...]:
    """(name, copy) for every field that is not a plain scalar, in declaration order."""
    out = []
    for name, spec in fields.items():
        copy = _COPIERS[spec.shape]
        if copy is not None:
            out.append((name, copy))
    return tuple(out)


# -- plain data ----------------------------------------------------------------------------
def field_to_data(spec: Field, value: Any) -> Any:
    """The TOML-safe form of one field's value (None for a record that is absent)."""
    shape = spec.shape
    if shape == "scalar":
        return value
    if shape == "flat":
        return list(value)
    if shape == "nested":
        return [list(x) for x in value]
    if shape == "deep":
        return deep_copy(value)
    if shape == "strset":
        return sorted(value)
    if shape == "rows":
        return [x.to_data() for x in value]
    return None if value is None else value.to_data()


def field_from_data(name: str, spec: Field, data: Mapping[str, Any]) -> Any:
    """One field (declared as `name`) back from plain data, read under its saved key;
    KeyError/TypeError/ValueError name that key (what the file holds)."""
    name = spec.saved or name
    if name not in data:
        if spec.shape == "record":
            return None
        if spec.default is ...:
            raise KeyError(f"field {name!r} is missing")
        return deep_copy(spec.default)
    value = data[name]
    shape = spec.shape
    if shape == "scalar":
        if spec.kind is not None and type(value) is not spec.kind:
            raise TypeError(f"field {name!r} must be {spec.kind.__name__}, found {type(value).__name__}")
        return value
    if shape == "record":
        return spec.record.from_data(value)
    if shape == "deep" and isinstance(value, dict):
        return deep_copy(value)
    if not isinstance(value, list):
        raise TypeError(f"field {name!r} must be a list, found {type(value).__name__}")
    if shape == "flat":
        return list(value)
    if shape == "nested":
        return [list(x) for x in value]
    if shape == "strset":
        return set(value)
    if shape == "rows":
        return [spec.record.from_data(x) for x in value]
    return deep_copy(value)


# -- masking -------------------------------------------------------------------------------
def masked(value: Any) -> Any:
    """`value` with every secret item replaced by HIDDEN (lists keep their lengths)."""
    if isinstance(value, list | tuple):
        if not value or not isinstance(value[0], list | tuple):
            return [HIDDEN] * len(value)          # a flat list (the usual case: fast)
        return [masked(v) if isinstance(v, list | tuple) else HIDDEN for v in value]
    return HIDDEN


def _sorted(value: Any) -> Any:
    return sorted(value) if isinstance(value, list) else value


def mask_field(spec: Field, value: Any, seat: int | None, state: Any) -> Any:
    """What `seat` sees of one field.

    The result shares nothing with `value` (views are built from it without a copy first).
    """
    secrecy = spec.secrecy
    if secrecy == "secret":
        value = masked(value)
    elif secrecy == "order":
        value = _sorted(value)
    elif secrecy in ("seat", "seat_order"):
        own = _sorted if secrecy == "seat_order" else deep_copy
        value = [own(v) if i == seat else masked(v) for i, v in enumerate(value)]
    else:
        copy = _COPIERS[spec.shape]
        value = copy(value) if copy is not None else value
    if spec.mask is not None:
        value = spec.mask(value, seat, state)
    return value


def _flat_secret(value: list[Any], seat: int | None, state: Any) -> list[Any]:
    return [HIDDEN] * len(value)


def _nested_secret(value: list[list[Any]], seat: int | None, state: Any) -> list[list[Any]]:
    return [[HIDDEN] * len(v) for v in value]


def _flat_seat(value: list[Any], seat: int | None, state: Any) -> list[Any]:
    return [v if i == seat else HIDDEN for i, v in enumerate(value)]


def _nested_seat(value: list[list[Any]], seat: int | None, state: Any) -> list[list[Any]]:
    return [v[:] if i == seat else [HIDDEN] * len(v) for i, v in enumerate(value)]


def _nested_seat_order(value: list[list[Any]], seat: int | None, state: Any) -> list[list[Any]]:
    return [sorted(v) if i == seat else [HIDDEN] * len(v) for i, v in enumerate(value)]


_FAST: dict[tuple[str, str], Mask] = {
    ("flat", "secret"): _flat_secret, ("nested", "secret"): _nested_secret,
    ("flat", "seat"): _flat_seat, ("nested", "seat"): _nested_seat,
    ("nested", "seat_order"): _nested_seat_order,
}


def maskers(fields: Mapping[str, Field]) -> tuple[tuple[str, Mask], ...]:
    """(name, mask(value, seat, state)) for every field a view changes, each the fastest form of
    :func:`mask_field` for its shape and secrecy (the same result, a tested promise)."""
    out = []
    for name, spec in secret_fields(fields):
        fast = _FAST.get((spec.shape, spec.secrecy)) if spec.mask is None else None
        out.append((name, fast or _general(spec)))
    return tuple(out)


def _general(spec: Field) -> Mask:
    return lambda value, seat, state: mask_field(spec, value, seat, state)


def secret_fields(fields: Mapping[str, Field]) -> tuple[tuple[str, Field], ...]:
    return tuple((n, f) for n, f in fields.items() if f.secrecy != "public" or f.mask is not None)


# -- small records -------------------------------------------------------------------------
class _RecordType(type):
    """Makes each :class:`Record` subclass slotted, its declared fields its slots."""

    FIELDS: dict[str, Field]
    _copy_plan: tuple[tuple[str, Callable[[Any], Any] | None], ...]

    def __new__(mcs, name: str, bases: tuple[type, ...], namespace: dict[str, Any],
                **kw: Any) -> _RecordType:
        own = {key: value for key, value in namespace.items() if isinstance(value, Field)}
        if "FIELDS" in namespace and bases:
            raise TypeError(f"{name}: declare each field in the class body with its type, "
                            "not in a FIELDS table")
        body = {key: value for key, value in namespace.items() if key not in own}
        body["__slots__"] = (*namespace.get("__slots__", ()), *own)
        cls = super().__new__(mcs, name, bases, body, **kw)
        fields: dict[str, Field] = {**getattr(cls, "FIELDS", {}), **own}
        check_keys(name, fields)
        cls.FIELDS = fields
        cls._copy_plan = tuple((field, _COPIERS[spec.shape]) for field, spec in fields.items())
        return cls


class Record(metaclass=_RecordType):
    """A small slotted record of a state (a clash, a die, a minion), its fields declared like a
    state's (``rolls: list[int] = flat()``): ``copy()``, ``to_data()`` and ``from_data()`` come
    from the declaration, so it is a ``record(...)`` field of its state or an item of one.

    A subclass writes its own ``__init__``; it may override ``to_data``/``from_data`` (calling
    these) to save some field in another shape.
    """

    __slots__ = ()
    FIELDS: ClassVar[dict[str, Field]] = {}
    _copy_plan: ClassVar[tuple[tuple[str, Callable[[Any], Any] | None], ...]] = ()

    def copy(self) -> Self:
        """An independent copy (lists and tables copied as their shape says)."""
        twin = object.__new__(type(self))
        for name, copy in self._copy_plan:
            value = getattr(self, name)
            setattr(twin, name, value if copy is None else copy(value))
        return twin

    def to_data(self) -> dict[str, Any]:
        """Plain TOML-safe data, one key per field (its saved key) in declaration order (an absent
        record left out)."""
        data = {}
        for name, spec in self.FIELDS.items():
            value = field_to_data(spec, getattr(self, name))
            if value is not None:
                data[spec.saved or name] = value
        return data

    @classmethod
    def from_data(cls, data: Any) -> Self:
        """A record back from :meth:`to_data` (KeyError/TypeError/ValueError name the field)."""
        if not isinstance(data, Mapping):
            raise TypeError(f"a {cls.__name__.lower()} must be a table, found {type(data).__name__}")
        twin = object.__new__(cls)
        for name, spec in cls.FIELDS.items():
            setattr(twin, name, field_from_data(name, spec, data))
        return twin
