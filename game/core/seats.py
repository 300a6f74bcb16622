"""Seat order around a table: clockwise runs, neighbours, seats still in the game, seat names in text.

Seats are 0-based ints (:data:`game.core.state.Seat`) placed clockwise: seat
``s + 1`` sits to the left of seat ``s``.  Engines write a seat into text as
``seat_ref(s)`` ("Seat 3"); the window renders that as the player's name
(``game.ui.kit.names``), so every game names seats one way.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

SEAT_REF = re.compile(r"\bSeat (\d+)\b('s)?")
"""How engine text names a seat: "Seat 3" (with an optional "'s")."""


def seat_ref(seat: int) -> str:
    """`seat` as engine text writes it ("Seat 1" for seat 0); the table puts the name in."""
    return f"Seat {seat + 1}"


def clockwise_from(seat: int, players: int, *, include_self: bool = True) -> list[int]:
    """Every seat in clockwise order starting with `seat` (or just after it)."""
    start = 0 if include_self else 1
    return [(seat + i) % players for i in range(start, players)]


def left_of(seat: int, players: int, in_game: Sequence[bool] | None = None) -> int:
    """The nearest seat clockwise of `seat` that is still in the game (a predator's prey).

    Returns `seat` itself when nobody else is left.
    """
    for other in clockwise_from(seat, players, include_self=False):
        if in_game is None or in_game[other]:
            return other
    return seat


def right_of(seat: int, players: int, in_game: Sequence[bool] | None = None) -> int:
    """The nearest seat counter-clockwise of `seat` still in the game (its predator)."""
    for i in range(1, players):
        other = (seat - i) % players
        if in_game is None or in_game[other]:
            return other
    return seat


def still_in(in_game: Sequence[bool]) -> list[int]:
    """The seats still in the game, in seat order."""
    return [s for s, alive in enumerate(in_game) if alive]


def in_order(order: Sequence[int], seats: Iterable[int]) -> list[int]:
    """`seats` arranged in `order` (a turn order such as "clockwise from the Regent")."""
    wanted = set(seats)
    return [s for s in order if s in wanted]


def next_eligible(order: Sequence[int], pos: int, eligible: Callable[[int], bool]) -> int:
    """The first position after `pos` in `order` whose seat is eligible; -1 when none is left."""
    for p in range(pos + 1, len(order)):
        if eligible(order[p]):
            return p
    return -1
