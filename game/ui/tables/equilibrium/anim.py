"""Token motion on the Equilibrium table: discs fly between the supply and the hexes, intrigue markers slide.

Every ``ops`` event becomes flights: a placement flies from the supply to its
hex, a removal from its hex back to the supply, a move from hex to hex.  A
disc that has not landed leaves its slot empty.  Speed follows the settings
(0 skips); ``finish`` ends everything at once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.games.equilibrium.board import parse_op
from game.ui.kit.drag import ease_in_out
from game.ui.tables.equilibrium import art

Point = tuple[float, float]
FLIGHT_SECONDS = 0.5
STAGGER = 0.14
SLIDE_RATE = 6.0   # intrigue markers close this share of the gap per second (times speed)


@dataclass
class Flight:
    """One disc in the air: from `start` to `end`, landing on (seat, guild) or in the supply."""

    value: int
    start: Point
    end: Point
    seat: int
    guild: int          # the hex it lands on, or -1 for the supply
    radius: int
    delay: float
    duration: float
    t: float = 0.0

    @property
    def pos(self) -> Point:
        k = ease_in_out(max(0.0, min(1.0, self.t)))
        lift = 4 * k * (1 - k)  # a small arc
        return (self.start[0] + (self.end[0] - self.start[0]) * k,
                self.start[1] + (self.end[1] - self.start[1]) * k - lift * 30)


class Animator:
    """Flights of discs and the shown positions of the intrigue markers."""

    def __init__(self) -> None:
        self.flights: list[Flight] = []
        self.shown_intrigue: list[float] = []
        self.speed = 1.0
        self.on_land: Callable[[], None] | None = None

    @property
    def busy(self) -> bool:
        return bool(self.flights)

    def hidden(self, seat: int, guild: int, value: int) -> int:
        """Discs of `value` still flying to (seat, guild): their slots stay empty."""
        return sum(1 for f in self.flights if f.seat == seat and f.guild == guild and f.value == value)

    def add_ops(self, seat: int, ops: str, where_before: Callable[[int, int], Point],
                where_after: Callable[[int, int], Point], supply: Callable[[int], Point], radius: int) -> None:
        """Flights for one ops string on `seat`'s board (positions given by the callbacks)."""
        if self.speed <= 0 or not ops:
            return
        delay = len(self.flights) * STAGGER * 0.5
        duration = FLIGHT_SECONDS / self.speed
        for op in ops.split(";"):
            kind, v, a, b = parse_op(op)
            if kind == "+":
                self.flights.append(Flight(v, supply(v), where_after(a, v), seat, a, radius, delay, duration))
            elif kind == "-":
                self.flights.append(Flight(v, where_before(a, v), supply(v), seat, -1, radius, delay, duration))
            else:
                self.flights.append(Flight(v, where_before(a, v), where_after(b, v), seat, b, radius, delay,
                                           duration))
            delay += STAGGER / self.speed

    def track_intrigue(self, values: list[int]) -> None:
        """Start (or keep) the shown marker positions; new games jump, later changes slide."""
        if len(self.shown_intrigue) != len(values) or self.speed <= 0:
            self.shown_intrigue = [float(v) for v in values]
        self._target = list(values)

    def update(self, dt: float) -> None:
        for flight in list(self.flights):
            if flight.delay > 0:
                flight.delay -= dt
                continue
            flight.t += dt / flight.duration
            if flight.t >= 1.0:
                self.flights.remove(flight)
                if self.on_land:
                    self.on_land()
        target = getattr(self, "_target", None)
        if target and len(target) == len(self.shown_intrigue):
            k = min(1.0, dt * SLIDE_RATE * max(self.speed, 0.3)) if self.speed > 0 else 1.0
            for p, goal in enumerate(target):
                gap = goal - self.shown_intrigue[p]
                self.shown_intrigue[p] = goal if abs(gap) < 0.02 else self.shown_intrigue[p] + gap * k

    def finish(self) -> None:
        """Skip: every disc lands and every marker arrives now."""
        self.flights.clear()
        target = getattr(self, "_target", None)
        if target:
            self.shown_intrigue = [float(v) for v in target]

    def draw(self, surface: pygame.Surface) -> None:
        for flight in self.flights:
            x, y = flight.start if flight.delay > 0 else flight.pos
            sprite = art.disc(flight.value, flight.radius)
            if flight.delay <= 0:
                shadow = pygame.Surface((flight.radius * 2, flight.radius), pygame.SRCALPHA)
                pygame.draw.ellipse(shadow, (0, 0, 0, 80), shadow.get_rect())
                surface.blit(shadow, (x - flight.radius + 6, y + flight.radius * 0.6 + 6))
            surface.blit(sprite, sprite.get_rect(center=(round(x), round(y))))
