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


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        return self.next64() % n  # bias is below 2**-50 for game-sized n

    def randint(self, lo: int, hi: int) -> int:
        """A uniform integer in [lo, hi], both included."""
        return lo + self.below(hi - lo + 1)

    def random(self) -> float:
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def d10(self) -> int:
        return 1 + self.below(10)

    def fork(self) -> Rng:
        """An independent generator seeded from this one."""
        child = Rng()
        child.state = self.next64()
        return child

    def copy(self) -> Rng:
        twin = Rng()
        twin.state = self.state
        return twin

    def to_data(self) -> str:
        return f"{self.state:016x}"

    @classmethod
    def from_data(cls, data: str) -> Rng:
        rng = cls()
        rng.state = int(data, 16) & _MASK
        return rng
