"""The seeded random source every game keeps inside its state.

A small splitmix64 generator: its whole state is one integer, so it clones for
free, saves as plain data, and is identical on every platform.  The engine is
the only thing that rolls; views drop the generator so no seat can predict it.
"""

from __future__ import annotations

from collections.abc import Callable, MutableSequence, Sequence
from struct import Struct
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
_new = object.__new__


_FEW = 4
"""A list shorter than this is shuffled one draw at a time (the lanes cost more to set up)."""
_LANES_MAX = 1024
"""A longer list too (so `_LANES` holds at most this many entries)."""
_ONE_LANE = (1).to_bytes(16, "little")
_LOW_LANE = _MASK.to_bytes(16, "little")
_LANES: dict[int, tuple[int, int, int, Callable[[bytes], tuple[int, ...]]]] = {}


def _lanes(n: int) -> tuple[int, int, int, Callable[[bytes], tuple[int, ...]]]:
    """What a shuffle of `n` items needs to work out its n - 1 draws at once in one big integer,
    a 128-bit lane per draw (lane t - 1 holds draw t): each lane's state (``state * ones +
    steps``, masked by ``lanes`` to its low 64 bits), then splitmix64's steps on every lane
    together.  A lane's product with a 64-bit constant stays within its 128 bits, and what a right
    shift brings down from the next lane is masked off before it is used, so each lane is
    exactly next64's number; `unpack` reads the lanes back (the low word of each is the draw)."""
    draws = n - 1                 # (built from bytes: shifting and or-ing lane by lane is quadratic)
    ones = int.from_bytes(_ONE_LANE * draws, "little")
    lanes = int.from_bytes(_LOW_LANE * draws, "little")
    steps = int.from_bytes(b"".join([(t * _GAMMA).to_bytes(16, "little") for t in range(1, n)]), "little")
    made = _LANES[n] = (ones, steps, lanes, Struct(f"<{2 * draws}Q").unpack)
    return made


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
        """Fisher-Yates from the back, one draw per place.  The draws of a longer list are worked
        out together (see `_lanes`): the same numbers as one next64 after another."""
        n = len(items)
        if n < _FEW or n > _LANES_MAX:
            state = self.state
            for i in range(n - 1, 0, -1):
                z = state = (state + _GAMMA) & _MASK
                z = ((z ^ (z >> 30)) * _MIX1) & _MASK
                z = ((z ^ (z >> 27)) * _MIX2) & _MASK
                j = (z ^ (z >> 31)) % (i + 1)
                items[i], items[j] = items[j], items[i]
            self.state = state
            return
        ones, steps, lanes, unpack = _LANES.get(n) or _lanes(n)
        state = self.state
        z = (state * ones + steps) & lanes
        z = (((z ^ (z >> 30)) & lanes) * _MIX1) & lanes
        z = (((z ^ (z >> 27)) & lanes) * _MIX2) & lanes
        draws = unpack((z ^ (z >> 31)).to_bytes(16 * n - 16, "little"))
        i = n - 1                 # draw t (from 1) is the low half of lane t - 1: places n - 1 down to 1
        for z in draws[::2]:
            j = z % (i + 1)
            items[i], items[j] = items[j], items[i]
            i -= 1
        self.state = (state + (n - 1) * _GAMMA) & _MASK

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
