"""Token motion on the Equilibrium table: every token operation becomes a disc in flight (the kit's Motion).

A placement flies from the supply to its hex, a removal from its hex back to
the supply, a move from hex to hex, one after another.  A disc flying to a
hex carries the key ``("disc", seat, guild, value)``, so its slot stays empty
until it lands.  The intrigue markers slide on the motion's "intrigue" slider.
"""

from __future__ import annotations

from collections.abc import Callable

from game.ui.kit.motion import Motion, Shadow
from game.ui.tables.equilibrium import art
from game.ui.tables.equilibrium.read import parse_op

Point = tuple[float, float]
FLIGHT_SECONDS = 0.5
STAGGER = 0.14


def disc_key(seat: int, guild: int, value: int) -> tuple[str, int, int, int]:
    """What a disc flying to (seat, guild) carries; guild -1 is the supply."""
    return ("disc", seat, guild, value)


def fly_ops(motion: Motion, seat: int, ops: str, before: Callable[[int, int], Point],
            after: Callable[[int, int], Point], supply: Callable[[int], Point], radius: int) -> None:
    """Flights for one ops string on `seat`'s board; `before`/`after` say where a (guild, value) disc sits."""
    if motion.speed <= 0 or not ops:
        return
    delay = len(motion.flights) * STAGGER * 0.5
    shadow = Shadow((radius * 2, radius), 80, (6.0, radius * 1.1 + 6), ground=False)
    for op in ops.split(";"):
        kind, v, a, b = parse_op(op)
        if kind == "+":
            start, end, guild = supply(v), after(a, v), a
        elif kind == "-":
            start, end, guild = before(a, v), supply(v), -1
        else:
            start, end, guild = before(a, v), after(b, v), b
        motion.fly(start, end, art.disc(v, radius), FLIGHT_SECONDS, delay, 30.0, disc_key(seat, guild, v),
                   shadow, waits_visible=True)
        delay += STAGGER
