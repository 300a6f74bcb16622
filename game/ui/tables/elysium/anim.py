"""Motion on the Elysium table: miniatures walk to their new zone, bid tokens fly onto the city.

Every ``move``, ``rise`` and ``influence`` event becomes a flight with easing; a
miniature in flight is hidden at its destination until it lands.  Speed follows
the settings (0 skips); ``finish`` lands everything at once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.ui.kit.drag import ease_in_out

Point = tuple[float, float]
WALK_SECONDS = 0.45
TOKEN_SECONDS = 0.5
STAGGER = 0.08


@dataclass
class Flight:
    """One piece in the air from `start` to `end`; `seat` owns it, `kind` is 'miniature' or 'token'."""

    kind: str
    seat: int
    start: Point
    end: Point
    sprite: pygame.Surface
    duration: float
    delay: float = 0.0
    t: float = 0.0

    @property
    def pos(self) -> Point:
        k = ease_in_out(max(0.0, min(1.0, self.t)))
        hop = 4 * k * (1 - k) * (26 if self.kind == "miniature" else 40)
        return (self.start[0] + (self.end[0] - self.start[0]) * k,
                self.start[1] + (self.end[1] - self.start[1]) * k - hop)


class Motion:
    """The flights in progress."""

    def __init__(self) -> None:
        self.flights: list[Flight] = []
        self.speed = 1.0
        self.on_land: Callable[[Flight], None] | None = None

    @property
    def busy(self) -> bool:
        return bool(self.flights)

    def walking(self) -> set[int]:
        """Seats whose miniature is still on its way (hide it at the destination)."""
        return {f.seat for f in self.flights if f.kind == "miniature"}

    def walk(self, seat: int, start: Point | None, end: Point | None, sprite: pygame.Surface) -> None:
        if self.speed <= 0 or start is None or end is None or start == end:
            return
        self.flights = [f for f in self.flights if not (f.kind == "miniature" and f.seat == seat)]
        self.flights.append(Flight("miniature", seat, start, end, sprite, WALK_SECONDS / self.speed))

    def fly_tokens(self, seat: int, start: Point, end: Point, count: int, sprite: pygame.Surface) -> None:
        if self.speed <= 0:
            return
        base = sum(1 for f in self.flights if f.kind == "token") * STAGGER
        for k in range(min(count, 6)):
            self.flights.append(Flight("token", seat, start, end, sprite, TOKEN_SECONDS / self.speed,
                                       delay=(base + k * STAGGER) / self.speed))

    def update(self, dt: float) -> None:
        for flight in list(self.flights):
            if flight.delay > 0:
                flight.delay -= dt
                continue
            flight.t += dt / flight.duration
            if flight.t >= 1.0:
                self.flights.remove(flight)
                if self.on_land:
                    self.on_land(flight)

    def finish(self) -> None:
        self.flights.clear()

    def draw(self, surface: pygame.Surface) -> None:
        for flight in self.flights:
            if flight.delay > 0:
                continue
            x, y = flight.pos
            w = flight.sprite.get_width()
            shadow = pygame.Surface((w, max(4, w // 3)), pygame.SRCALPHA)
            pygame.draw.ellipse(shadow, (0, 0, 0, 90), shadow.get_rect())
            ground_y = flight.start[1] + (flight.end[1] - flight.start[1]) * ease_in_out(min(1.0, flight.t))
            surface.blit(shadow, shadow.get_rect(center=(round(x + 4), round(ground_y + flight.sprite.get_height()
                                                                                 * (0.45 if flight.kind == "miniature"
                                                                                    else 0.3)))))
            surface.blit(flight.sprite, flight.sprite.get_rect(center=(round(x), round(y))))
