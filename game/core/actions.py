"""Actions: small frozen dataclasses that round-trip to plain data.

Each game's action is a frozen, slotted dataclass subclassing :class:`Action` with its ``kind``
(a ``ClassVar[str]``), so ``to_data()`` and :meth:`ActionCodec.from_data` work without per-class
code.  Fields must be ints, strings, bools, None (absent) or tuples of those.  A game's
:class:`ActionCodec` names its classes (``Pass`` too, if the game uses it; ``Masked`` is known to
every codec); data that is none of them is an :class:`~game.core.errors.InvalidAction`.
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar

from .errors import InvalidAction


@dataclasses.dataclass(frozen=True, slots=True)
class Action:
    """Base class of every game's actions."""

    kind: ClassVar[str] = "action"

    def describe(self) -> str:
        fields = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in dataclasses.fields(self))
        return f"{self.kind}({fields})"

    def to_data(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if value is None:
                continue  # TOML has no null; absent means None
            out[f.name] = list(value) if isinstance(value, tuple) else value
        return out


@dataclasses.dataclass(frozen=True, slots=True)
class Pass(Action):
    """Decline: nothing to add in this window (every game's "pass" is this one action)."""

    kind: ClassVar[str] = "pass"

    def describe(self) -> str:
        return "pass"


@dataclasses.dataclass(frozen=True, slots=True)
class Masked(Action):
    """An action the viewer may not see, as it stands in a view's history (who acted is public)."""

    kind: ClassVar[str] = "masked"
    seat: int = -1

    def describe(self) -> str:
        return "a hidden choice"


class ActionCodec:
    """Turns plain data back into one game's actions."""

    def __init__(self, *classes: type[Action]) -> None:
        self.by_kind = {cls.kind: cls for cls in classes}
        self.by_kind.setdefault(Masked.kind, Masked)

    def from_data(self, data: Any) -> Action:
        """The action `data` holds; InvalidAction if it is not one of this codec's actions."""
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise InvalidAction(f"not an action: {data!r}")
        cls = self.by_kind.get(data["kind"])
        if cls is None:
            raise InvalidAction(f"unknown action kind {data['kind']!r}")
        kwargs = {}
        for f in dataclasses.fields(cls):
            if f.name in data:
                value = data[f.name]
                kwargs[f.name] = tuple(value) if isinstance(value, list) else value
        extra = set(data) - {"kind"} - {f.name for f in dataclasses.fields(cls)}
        if extra:
            raise InvalidAction(f"action {data['kind']!r} has unknown fields {sorted(extra)}")
        try:
            return cls(**kwargs)
        except TypeError as exc:
            raise InvalidAction(f"action {data['kind']!r}: {exc}") from None


class Interned(dict[Any, Any]):
    """One shared instance of an action class per value of its fields, made on first use:
    ``ADD = Interned(AddCard)`` then ``ADD[card]`` (one field) or ``Interned(PlanOrder)[where, q]``
    (several, as a tuple).  Actions are frozen values compared by their fields, so a shared
    instance is the very action a new one would be; a game's legal-action lists, rebuilt at every
    step, then make no objects (a dict lookup, about ten times cheaper than a frozen dataclass)."""

    def __init__(self, cls: type[Action]) -> None:
        super().__init__()
        self.cls: Any = cls   # a subclass with fields (the base Action takes none)
        self.fields = len(dataclasses.fields(cls))

    def __missing__(self, key: Any) -> Any:
        action = self[key] = self.cls(*key) if self.fields > 1 else self.cls(key)
        return action
