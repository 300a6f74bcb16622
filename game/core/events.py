"""Events: what happened, for the log, animation and sound.

An event is visible to everyone unless ``visible_to`` names the seats that may
see it; ``view`` copies and the UI show hidden events only to those seats,
and to others as ``public_text`` (or not at all when that is empty).

Every move of every game (and of every search's trial game) makes its events, so an event is a
plain slotted class: it was a frozen dataclass, whose ``__init__`` sets each field through
``object.__setattr__`` and cost about three times as much.  It compares, hashes and prints as
that dataclass did (``data`` is not compared); nothing changes an event once made.
"""

from __future__ import annotations

from typing import Any


class Event:
    __slots__ = ("data", "kind", "public_text", "seat", "text", "visible_to")

    kind: str
    text: str
    seat: int | None
    data: dict[str, Any]
    visible_to: frozenset[int] | None
    public_text: str

    def __init__(self, kind: str, text: str, seat: int | None = None, data: dict[str, Any] | None = None,
                 visible_to: frozenset[int] | None = None, public_text: str = "") -> None:
        self.kind = kind
        self.text = text
        self.seat = seat
        self.data = {} if data is None else data
        self.visible_to = visible_to
        self.public_text = public_text

    def _key(self) -> tuple[Any, ...]:
        return (self.kind, self.text, self.seat, self.visible_to, self.public_text)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (f"Event(kind={self.kind!r}, text={self.text!r}, seat={self.seat!r}, data={self.data!r}, "
                f"visible_to={self.visible_to!r}, public_text={self.public_text!r})")

    def visible_for(self, seat: int | None) -> bool:
        return self.visible_to is None or (seat is not None and seat in self.visible_to)

    def seen_by(self, seat: int | None) -> Event | None:
        """This event as `seat` sees it: itself, its public form (the public text, no data), or
        None when others see nothing of it."""
        if self.visible_for(seat):
            return self
        if not self.public_text:
            return None
        return Event(self.kind, self.public_text, self.seat)

    def text_for(self, seat: int | None) -> str:
        """What `seat` reads in the log ('' if nothing at all)."""
        return self.text if self.visible_for(seat) else self.public_text

    def to_data(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "text": self.text}
        if self.seat is not None:
            out["seat"] = self.seat
        if self.visible_to is not None:
            out["visible_to"] = sorted(self.visible_to)
            out["public_text"] = self.public_text
        return out
