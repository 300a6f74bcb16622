"""The seeded random source every game keeps inside its state.

A small splitmix64 generator: its whole state is one integer, so it clones for
free, saves as plain data, and is identical on every platform.  The engine is
the only thing that rolls; views drop the generator so no seat can predict it.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
_new = object.__new__


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK

    def next64(self) -> int:
        z = self.state = (self.state + _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return z ^ (z >> 31)

    # below(), random() and shuffle() run next64's steps inline (the same numbers, without a
    # method call per draw: the engines and the searches draw tens of thousands of times a second)
    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        z = self.state = (self.state + _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return (z ^ (z >> 31)) % n  # bias is below 2**-50 for game-sized n

    def randint(self, lo: int, hi: int) -> int:
        """A uniform integer in [lo, hi], both included."""
        return lo + self.below(hi - lo + 1)

    def random(self) -> float:
        z = self.state = (self.state + _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return ((z ^ (z >> 31)) >> 11) / 9007199254740992.0   # 2**53

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            z = state = (state + _GAMMA) & _MASK
            z = ((z ^ (z >> 30)) * _MIX1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK
            j = (z ^ (z >> 31)) % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = state

    def d10(self) -> int:
        return 1 + self.below(10)

    def fork(self) -> Rng:
        """An independent generator seeded from this one."""
        child = Rng()
        child.state = self.next64()
        return child

    def copy(self) -> Rng:
        twin = _new(Rng)   # (no seeding: the state is set at once; every clone copies its rng)
        twin.state = self.state
        return twin

    def to_data(self) -> str:
        return f"{self.state:016x}"

    @classmethod
    def from_data(cls, data: str) -> Rng:
        rng = cls()
        rng.state = int(data, 16) & _MASK
        return rng
