"""The small records a clash keeps: its dice, the powers declared, refused help, and what it waits on.

Each is a frozen record (a named tuple where a clash makes many, a frozen slotted dataclass
otherwise): read by name (``die.nudge``, not ``die[3]``), shared between a
clash and its copy (nothing in one ever changes: a rerolled or nudged die is a new die), and saved
as exactly the plain data a clash has always saved (``to_data``/``from_data``): a die and a
declared power as small tables, a refusal as ``[seat, side]``, a request as ``[seat, side]`` or
``[seat, side, bid]``, the winning side as ``[side]``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple


class Die(NamedTuple):
    """One die of a clash: whose it is, the side it counts for, its chain of rolls (more than one
    only under the 10-again rule) and the sum of the +-1 nudges on it.  A named tuple: a clash
    rolls and rerolls many, and a tuple is built in one call (a frozen dataclass sets each field)."""

    seat: int
    side: int
    rolls: tuple[int, ...]
    nudge: int = 0

    @property
    def value(self) -> int:
        """What the die adds to its side (never below 0)."""
        return max(0, sum(self.rolls) + self.nudge)

    def rerollable_segments(self) -> list[int]:
        """The last roll, or the last 10 that set off a 10-again roll (and the last roll)."""
        n = len(self.rolls)
        return [n - 1] if n == 1 else [n - 2, n - 1]

    def rerolled(self, segment: int, chain: list[int]) -> Die:
        """This die with `segment` and every later roll replaced by `chain`."""
        return Die(self.seat, self.side, (*self.rolls[:segment], *chain), self.nudge)

    def nudged(self, delta: int) -> Die:
        return Die(self.seat, self.side, self.rolls, self.nudge + delta)

    def to_data(self) -> dict[str, Any]:
        return {"seat": self.seat, "side": self.side, "rolls": list(self.rolls), "nudge": self.nudge}

    @classmethod
    def from_data(cls, data: Any) -> Die:
        return cls(data["seat"], data["side"], tuple(data["rolls"]), data["nudge"])


class DeclaredPower(NamedTuple):
    """A clan power a seat declared before the dice (it pays 1 Vitae for it)."""

    seat: int
    power: str  # the power's id (see effects.POWERS)

    def to_data(self) -> dict[str, Any]:
        return {"seat": self.seat, "power": self.power}

    @classmethod
    def from_data(cls, data: Any) -> DeclaredPower:
        return cls(data["seat"], data["power"])


class Refusal(NamedTuple):
    """The leader of `side` refused `seat`'s help in this clash (not asked again: issue 11).  A
    named tuple, as a die and a declared power: a clash asks "was this refused?" at every offer."""

    seat: int
    side: int

    def to_data(self) -> list[int]:
        return [self.seat, self.side]

    @classmethod
    def from_data(cls, data: Any) -> Refusal:
        seat, side = data
        return cls(seat, side)


@dataclass(frozen=True, slots=True)
class Request:
    """`seat` asks the leader of `side` to let them help (a challenge) or join with `bid` new
    influence tokens (a contest); the leader answers."""

    seat: int
    side: int
    bid: int | None = None  # a contest's join only

    def to_data(self) -> list[int]:
        return [self.seat, self.side] if self.bid is None else [self.seat, self.side, self.bid]


@dataclass(frozen=True, slots=True)
class WinningSide:
    """A challenge won by `side`: its leader chooses the spoils from each loser in turn."""

    side: int

    def to_data(self) -> list[int]:
        return [self.side]


Pending = Request | WinningSide


def pending_to_data(pending: Pending | None) -> list[int]:
    return [] if pending is None else pending.to_data()


def pending_from_data(data: Any) -> Pending | None:
    """What a clash waits on, from its saved list: [], [side], [seat, side] or [seat, side, bid]."""
    if not isinstance(data, list):
        raise TypeError(f"field 'pending' must be a list, found {type(data).__name__}")
    if not data:
        return None
    if len(data) == 1:
        return WinningSide(data[0])
    if len(data) in (2, 3):
        return Request(*data)
    raise ValueError(f"field 'pending' has {len(data)} items; at most 3")
