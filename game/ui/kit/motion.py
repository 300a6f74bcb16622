"""Motion on every table: pieces fly in an eased arc from where they were to where the engine put them.

A table turns the events it receives into :class:`Flight` s (a miniature
walks, a token flies from a seat's card to a zone, a disc hops from hex to
hex) and hands them to one :class:`Motion`; sliding markers are
:class:`Slider` s.  A piece in flight carries a `key`, so the table can hide
it at its destination until it lands.  Speed follows the settings (0 skips
every flight); ``finish`` lands everything at once (the Space key).

    motion = Motion(on_land=lambda flight: audio.play("drop"))
    motion.fly((10, 10), (200, 80), sprite, seconds=0.5, key=("token", seat))
    motion.update(dt); motion.draw(surface)
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

import pygame

Point = tuple[float, float]


def ease_in_out(t: float) -> float:
    """Smoothstep: slow start, slow landing (0 -> 0, 1 -> 1)."""
    return 3 * t * t - 2 * t * t * t


def ease_out_back(t: float) -> float:
    """Overshoots a touch and settles: the 'placed with a little weight' curve."""
    c = 1.70158
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


def lerp(a: Point, b: Point, k: float) -> Point:
    """The point `k` of the way from `a` to `b`."""
    return (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k)


@dataclass(frozen=True)
class Shadow:
    """A flying piece's shadow: an ellipse of `size` and `alpha`, centred at `offset` from the piece.

    On the `ground` it follows the straight line under the arc; otherwise it rides under the piece."""

    size: tuple[int, int]
    alpha: int = 90
    offset: Point = (4.0, 0.0)
    ground: bool = True

    def surface(self) -> pygame.Surface:
        return _shadow(self.size, self.alpha)


_shadows: dict[tuple[tuple[int, int], int], pygame.Surface] = {}


def _shadow(size: tuple[int, int], alpha: int) -> pygame.Surface:
    surf = _shadows.get((size, alpha))
    if surf is None:
        if len(_shadows) > 64:
            _shadows.clear()
        surf = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
        pygame.draw.ellipse(surf, (0, 0, 0, alpha), surf.get_rect())
        _shadows[(size, alpha)] = surf
    return surf


@dataclass
class Flight:
    """One piece in the air from `start` to `end` over `duration` seconds, after `delay`; `hop` px of arc.

    `key` says what it carries (the table asks which keys are still in the air); `waits_visible`
    draws it at its start while it waits its turn (a disc about to leave the supply)."""

    start: Point
    end: Point
    sprite: pygame.Surface
    duration: float
    delay: float = 0.0
    hop: float = 30.0
    key: Hashable = None
    shadow: Shadow | None = None
    waits_visible: bool = False
    ease: Callable[[float], float] = ease_in_out
    t: float = 0.0

    @property
    def progress(self) -> float:
        """How far along the ground it is, eased (0 at the start, 1 landed)."""
        return self.ease(max(0.0, min(1.0, self.t)))

    @property
    def pos(self) -> Point:
        """Where the piece is now: along the line, lifted by the arc."""
        k = self.progress
        x, y = lerp(self.start, self.end, k)
        return (x, y - 4 * k * (1 - k) * self.hop)

    def draw(self, surface: pygame.Surface) -> None:
        if self.delay > 0 and not self.waits_visible:
            return
        x, y = self.start if self.delay > 0 else self.pos
        if self.shadow is not None and self.delay <= 0:
            base = lerp(self.start, self.end, self.progress)[1] if self.shadow.ground else y
            shade = self.shadow.surface()
            surface.blit(shade, shade.get_rect(center=(round(x + self.shadow.offset[0]),
                                                       round(base + self.shadow.offset[1]))))
        surface.blit(self.sprite, self.sprite.get_rect(center=(round(x), round(y))))


class Slider:
    """Shown values that follow their targets (markers sliding along a track): a new set jumps, a change glides."""

    def __init__(self, rate: float = 6.0) -> None:
        self.rate = rate          # share of the gap closed per second, times the speed
        self.shown: list[float] = []
        self.target: list[float] = []

    def track(self, values: list[int] | list[float], speed: float = 1.0) -> None:
        """Follow `values` from now on (jump there when their number changed or motion is off)."""
        if len(self.shown) != len(values) or speed <= 0:
            self.shown = [float(v) for v in values]
        self.target = [float(v) for v in values]

    def update(self, dt: float, speed: float = 1.0) -> None:
        if len(self.target) != len(self.shown):
            return
        k = min(1.0, dt * self.rate * max(speed, 0.3)) if speed > 0 else 1.0
        for i, goal in enumerate(self.target):
            gap = goal - self.shown[i]
            self.shown[i] = goal if abs(gap) < 0.02 else self.shown[i] + gap * k

    def finish(self) -> None:
        self.shown = list(self.target)

    @property
    def moving(self) -> bool:
        """A marker has not reached its target yet."""
        return self.shown != self.target and len(self.shown) == len(self.target)


@dataclass
class Motion:
    """Every flight and slider of one table: add, update each frame, draw on top, finish on Space."""

    on_land: Callable[[Flight], None] | None = None
    speed: float = 1.0
    flights: list[Flight] = field(default_factory=list)
    sliders: dict[str, Slider] = field(default_factory=dict)

    @property
    def busy(self) -> bool:
        return bool(self.flights)

    @property
    def moving(self) -> bool:
        """A piece is in the air or a marker still slides: the window keeps its full frame rate."""
        return bool(self.flights) or any(slider.moving for slider in self.sliders.values())

    def fly(self, start: Point | None, end: Point | None, sprite: pygame.Surface, seconds: float,
            delay: float = 0.0, hop: float = 30.0, key: Hashable = None, shadow: Shadow | None = None,
            waits_visible: bool = False, replace: bool = False) -> Flight | None:
        """Add a flight of `seconds` (at speed 1) after `delay`; nothing when motion is off or it goes nowhere.

        `replace` first drops any flight with the same key (a miniature that walks again)."""
        if self.speed <= 0 or start is None or end is None or start == end:
            return None
        if replace:
            self.flights = [f for f in self.flights if f.key != key]
        flight = Flight(start, end, sprite, seconds / self.speed, delay / self.speed, hop, key, shadow,
                        waits_visible)
        self.flights.append(flight)
        return flight

    def in_air(self, key: Hashable) -> int:
        """How many flights carrying `key` have not landed (their pieces stay hidden where they land)."""
        return sum(1 for f in self.flights if f.key == key)

    def carrying(self) -> set[Hashable]:
        """The keys still in the air."""
        return {f.key for f in self.flights}

    def slider(self, name: str, rate: float = 6.0) -> Slider:
        """The slider called `name` (made on first use); Motion updates and finishes it with the flights."""
        if name not in self.sliders:
            self.sliders[name] = Slider(rate)
        return self.sliders[name]

    def update(self, dt: float) -> None:
        for flight in list(self.flights):
            if flight.delay > 0:
                flight.delay -= dt
                continue
            flight.t += dt / flight.duration if flight.duration > 0 else 1.0
            if flight.t >= 1.0:
                self.flights.remove(flight)
                if self.on_land:
                    self.on_land(flight)
        for slider in self.sliders.values():
            slider.update(dt, self.speed)

    def finish(self) -> None:
        """Skip: every piece lands and every marker arrives now."""
        self.flights.clear()
        for slider in self.sliders.values():
            slider.finish()

    def draw(self, surface: pygame.Surface) -> None:
        for flight in self.flights:
            flight.draw(surface)
