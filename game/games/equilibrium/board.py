"""Player boards and the primitive token operations every card and favour is made of.

A board is a flat list of 18 counts: ``board[guild * 3 + value - 1]`` tokens of
that value on that guild.  An operation is a short string, so a whole card
resolution is a hashable, saveable string:

* ``+3@5``  place a 3 from the supply on guild 5
* ``-1@2``  remove a 1 from guild 2 to the supply
* ``2:1>0`` move a 2 from guild 1 to guild 0

RULE (rulebook p.6): no action may remove the last token of a value from a
board, so a removal needs at least two tokens of that value on the board.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

GUILDS = 6
VALUES = (1, 2, 3)

# ring relations, by guild index (ring order: Warriors, Clerics, Merchants, Artists, Alchemists, Thieves)
ADJACENT = tuple(((g - 1) % 6, (g + 1) % 6) for g in range(GUILDS))
OPPOSITE = tuple(((g + 3) % 6,) for g in range(GUILDS))
NONADJACENT = tuple(tuple(h for h in range(GUILDS) if h != g and h not in ADJACENT[g])
                    for g in range(GUILDS))
RELATED = {"adjacent": ADJACENT, "nonadjacent": NONADJACENT, "opposite": OPPOSITE}


def empty_board() -> list[int]:
    return [0] * (GUILDS * 3)


def guild_total(board: list[int], g: int) -> int:
    i = g * 3
    return board[i] + 2 * board[i + 1] + 3 * board[i + 2]


def guild_tokens(board: list[int], g: int) -> list[int]:
    """The token values on guild g, smallest first (for display and logs)."""
    i = g * 3
    return [1] * board[i] + [2] * board[i + 1] + [3] * board[i + 2]


def has(board: list[int], g: int, v: int) -> bool:
    return board[g * 3 + v - 1] > 0


def count_value(board: list[int], v: int) -> int:
    return sum(board[v - 1::3])   # board[g * 3 + v - 1] for every guild g


def board_total(board: list[int]) -> int:
    return sum(guild_total(board, g) for g in range(GUILDS))


def equilibriums(board: list[int], total: int = 6) -> list[int]:
    return [g for g in range(GUILDS) if guild_total(board, g) == total]


def can_remove(board: list[int], v: int) -> bool:
    """False when removing a v would take the board's last token of that value."""
    return count_value(board, v) >= 2


@lru_cache(maxsize=4096)   # a few hundred distinct operations; every resolution applied parses its own
def parse_op(op: str) -> tuple[str, int, int, int]:
    """'+3@5' -> ('+', 3, 5, -1); '2:1>0' -> ('>', 2, 1, 0)."""
    if op[0] in "+-":
        v, g = op[1:].split("@")
        return op[0], int(v), int(g), -1
    v, rest = op.split(":")
    a, b = rest.split(">")
    return ">", int(v), int(a), int(b)


def apply_ops(board: list[int], supply: list[int], ops: str) -> bool:
    """Apply a ';'-joined resolution in place; return False (changing nothing) if any step is illegal."""
    if not ops:
        return True
    trial = board[:]
    trial_supply = supply[:]
    for op in ops.split(";"):
        kind, v, a, b = parse_op(op)
        if kind == "+":
            if trial_supply[v - 1] <= 0:
                return False
            trial_supply[v - 1] -= 1
            trial[a * 3 + v - 1] += 1
        elif kind == "-":
            if trial[a * 3 + v - 1] <= 0 or not can_remove(trial, v):
                return False
            trial[a * 3 + v - 1] -= 1
            trial_supply[v - 1] += 1
        else:
            if trial[a * 3 + v - 1] <= 0 or a == b:
                return False
            trial[a * 3 + v - 1] -= 1
            trial[b * 3 + v - 1] += 1
    board[:] = trial
    supply[:] = trial_supply
    return True


def place_or_remove(board: list[int], supply: list[int], g: int, values: tuple[int, ...]) -> Iterator[str]:
    for v in values:
        if supply[v - 1] > 0:
            yield f"+{v}@{g}"
        if board[g * 3 + v - 1] > 0 and can_remove(board, v):
            yield f"-{v}@{g}"


def moves_between(board: list[int], g: int, others: tuple[int, ...], values: tuple[int, ...]) -> Iterator[str]:
    """Moves of a token of one of `values` to or from guild g and any of `others`."""
    for a in others:
        for v in values:
            if board[a * 3 + v - 1] > 0:
                yield f"{v}:{a}>{g}"
            if board[g * 3 + v - 1] > 0:
                yield f"{v}:{g}>{a}"
