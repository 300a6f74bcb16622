"""The pending-decision stack of Bloodlines as a state field, and the base of its frames.

Each kind of frame is a named, slotted record type (``frames.py``, ``effect_frames.py``) that
saves as the small table frames always saved as (``{"k": "sire", "p": 0, "c": 17, "src":
"queue"}``): a type names, in :attr:`Frame.SAVED`, which saved key holds which attribute, so saved
games and old saves read the same.  An attribute that is None is not saved (some keys are there
only part of the time: the seat deciding once an activation asks its order, the count a warlike
removal keeps).  A record whose kind changes as its decision goes on (a scheme's leader, then the
boons that complete its coterie) is one type with several kinds.  Every type registers its kinds
as it is declared, so :func:`frame_from_data` knows them all.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

Saved = tuple[tuple[str, str], ...]

BY_KIND: dict[str, type[Frame]] = {}
"""Every frame kind, and the record type it is saved as (filled as the types are declared)."""


class Frame:
    """One entry of the stack: its ``kind`` (a declared step or task of the flow) and the seat
    deciding (``seat``: None for work the rules do by themselves)."""

    __slots__ = ("kind", "seat")
    KINDS: ClassVar[tuple[str, ...]] = ()
    SAVED: ClassVar[Saved] = (("kind", "k"),)
    _names: ClassVar[tuple[str, ...]] = ("kind", "seat")

    kind: str
    seat: int | None

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        names: list[str] = []
        for klass in reversed(cls.__mro__):
            names.extend(getattr(klass, "__slots__", ()))
        cls._names = tuple(names)
        saved = {attribute for attribute, _key in cls.SAVED}
        assert saved <= set(names), (cls.__name__, saved - set(names))
        for kind in cls.KINDS:
            assert kind not in BY_KIND, f"frame kind {kind!r} declared twice"
            BY_KIND[kind] = cls
        cls.copy = _copier(cls)  # type: ignore[method-assign]

    def copy(self) -> Frame:
        """An independent copy (its lists copied too): what a cloned state holds."""
        new = object.__new__(type(self))
        for name in self._names:
            value = getattr(self, name)
            setattr(new, name, value[:] if type(value) is list else value)
        return new

    def to_data(self) -> dict[str, Any]:
        """The plain table this frame saves as (the same keys and values frames always had)."""
        out: dict[str, Any] = {}
        for attribute, key in self.SAVED:
            value = getattr(self, attribute)
            if value is not None:
                out[key] = value[:] if type(value) is list else value
        return out

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and all(
            getattr(self, n) == getattr(other, n) for n in self._names)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.to_data()!r})"


def _copier(cls: type[Frame]) -> Any:
    """:meth:`Frame.copy` written out for one frame type, attribute by attribute (as dataclasses
    write their methods): every clone of a state copies its whole stack, and a loop of getattr and
    setattr over the names costs about three times as much."""
    lines = ["def copy(self):", "    new = _new(cls)"]
    for name in cls._names:
        lines += [f"    v = self.{name}", f"    new.{name} = v[:] if type(v) is list else v"]
    lines.append("    return new")
    scope: dict[str, Any] = {"_new": object.__new__, "cls": cls}
    exec("\n".join(lines), scope)  # noqa: S102 - our own names, from __slots__
    return scope["copy"]


def _blank(cls: type[Frame], kind: str) -> Any:
    new = object.__new__(cls)
    for name in cls._names:
        setattr(new, name, None)
    new.kind = kind
    return new



# ---- saving ----------------------------------------------------------------------------------

def frame_from_data(data: Mapping[str, Any]) -> Frame:
    """A frame back from its saved table (KeyError for an unknown kind or a key no frame has)."""
    kind = data["k"]
    cls = BY_KIND.get(kind)
    if cls is None:
        raise KeyError(f"no frame kind {kind!r}")
    frame: Frame = _blank(cls, kind)
    attributes = {key: attribute for attribute, key in cls.SAVED}
    for key, value in data.items():
        if key not in attributes:
            raise KeyError(f"frame {kind!r} has no key {key!r}")
        setattr(frame, attributes[key], list(value) if isinstance(value, list | tuple) else value)
    return frame


class Stack(list[Frame]):
    """The pending-decision stack as a state field: copies frame by frame, saves as the list of
    tables it always was."""

    __slots__ = ()

    def copy(self) -> Stack:
        return Stack([frame.copy() for frame in self])

    def to_data(self) -> list[dict[str, Any]]:
        return [frame.to_data() for frame in self]

    @classmethod
    def from_data(cls, data: Any) -> Stack:
        if not isinstance(data, list):
            raise TypeError(f"field 'stack' must be a list, found {type(data).__name__}")
        return cls(frame_from_data(item) for item in data)
