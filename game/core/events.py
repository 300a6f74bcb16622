"""Events: what happened, for the log, animation and sound.

An event is visible to everyone unless ``visible_to`` names the seats that may
see it; ``view`` copies and the UI show hidden events only to those seats,
and to others as ``public_text`` (or not at all when that is empty).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    kind: str
    text: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)
    visible_to: frozenset[int] | None = None
    public_text: str = ""

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
