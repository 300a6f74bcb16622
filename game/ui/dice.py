"""A dice tray for d10s: the dice tumble off the walls and land on the faces the engine rolled.

The engine decides every value before the throw (``roll(values)``); physics
only shows the tumble.  While a die moves it flickers through faces; once it
rests it shows its given value.  ``settled`` turns true when every die is
still (or after a time limit, so a game never waits on physics).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame
import pymunk

from game.ui import paint
from game.ui import theme as th

TRAY = (400.0, 240.0)  # the tray in physics units; drawing scales it into any rect
DIE = 20.0             # half the size of a die
STEP = 1 / 120
REST_SPEED = 6.0       # below this a die counts as resting
MAX_SECONDS = 2.6      # past this the dice are settled whatever physics thinks


@dataclass
class Die:
    """One d10 in the tray: its body and the value the engine gave it."""

    body: pymunk.Body
    value: int
    shown: int
    resting: bool = False


def kite(size: float) -> list[tuple[float, float]]:
    """The outline of a d10 seen from above: a long kite."""
    return [(0, -size * 1.15), (size * 0.9, -size * 0.1), (0, size * 0.95), (-size * 0.9, -size * 0.1)]


class DiceTray:
    """Roll given d10 values with a believable tumble; draw into any rect."""

    def __init__(self, speed: float = 1.0, seed: int = 0) -> None:
        self.speed = speed
        self.random = random.Random(seed)
        self.space = pymunk.Space()
        self.space.damping = 0.45  # felt: the dice slow down quickly
        self.dice: list[Die] = []
        self.elapsed = 0.0
        self._flicker = 0.0
        self._add_walls()

    def _add_walls(self) -> None:
        w, h = TRAY
        corners = [(0, 0), (w, 0), (w, h), (0, h)]
        for a, b in zip(corners, corners[1:] + corners[:1], strict=True):
            wall = pymunk.Segment(self.space.static_body, a, b, 4.0)
            wall.elasticity, wall.friction = 0.7, 0.6
            self.space.add(wall)

    def roll(self, values: list[int]) -> None:
        """Throw one die per value in from the left; each will rest showing its value."""
        for die in self.dice:
            self.space.remove(die.body, *die.body.shapes)
        self.dice = []
        self.elapsed = 0.0
        for index, value in enumerate(values):
            if not 1 <= int(value) <= 10:
                raise ValueError(f"a d10 shows 1 to 10, not {value!r}")
            body = pymunk.Body(1.0, pymunk.moment_for_poly(1.0, kite(DIE)))
            body.position = (DIE * 2 + self.random.uniform(0, 30), 40 + (index * 47) % (TRAY[1] - 80))
            body.angle = self.random.uniform(0, math.tau)
            body.velocity = (self.random.uniform(380, 560), self.random.uniform(-160, 160))
            body.angular_velocity = self.random.uniform(-14, 14)
            shape = pymunk.Poly(body, kite(DIE))
            shape.elasticity, shape.friction = 0.5, 0.8
            self.space.add(body, shape)
            self.dice.append(Die(body, int(value), self.random.randint(1, 10)))
        if self.speed <= 0:
            self._finish()

    @property
    def settled(self) -> bool:
        return all(die.resting for die in self.dice)

    @property
    def values(self) -> list[int]:
        """The faces shown now (the given values once settled)."""
        return [die.shown for die in self.dice]

    def _finish(self) -> None:
        for die in self.dice:
            die.body.velocity, die.body.angular_velocity = (0, 0), 0
            die.resting, die.shown = True, die.value

    def update(self, dt: float) -> None:
        """Advance the tumble; dice that stop show their given faces."""
        if self.settled:
            return
        dt *= max(self.speed, 0.01)
        self.elapsed += dt
        steps = max(1, int(dt / STEP))
        for _ in range(steps):
            for die in self.dice:  # rolling friction on the felt
                die.body.angular_velocity *= 0.985
            self.space.step(dt / steps)
        self._flicker += dt
        flick = self._flicker > 0.07
        if flick:
            self._flicker = 0.0
        for die in self.dice:
            if die.resting:
                continue
            speed = die.body.velocity.length
            if speed < REST_SPEED and abs(die.body.angular_velocity) < 0.6:
                die.resting, die.shown = True, die.value
                die.body.velocity, die.body.angular_velocity = (0, 0), 0
            elif flick:
                die.shown = self.random.randint(1, 10)
        if self.elapsed > MAX_SECONDS:
            self._finish()

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The tray (felt and a wooden rim) and its dice, scaled into `rect`."""
        pygame.draw.rect(surface, th.darken(th.CRIMSON, .55), rect, border_radius=8)
        pygame.draw.rect(surface, th.GOLD_DIM, rect, 3, border_radius=8)
        sx, sy = rect.width / TRAY[0], rect.height / TRAY[1]
        scale = min(sx, sy)
        font = th.theme.font(max(10, int(DIE * scale * 0.95)), "bold")
        for die in self.dice:
            body = die.body
            points = [body.local_to_world(p) for p in kite(DIE)]
            screen = [(rect.left + p.x * sx, rect.top + p.y * sy) for p in points]
            shade = [(x + 3, y + 4) for x, y in screen]
            pygame.draw.polygon(surface, th.darken(th.INK, 0), shade)
            face = th.PARCHMENT if die.resting else th.PARCHMENT_DIM
            pygame.draw.polygon(surface, face, screen)
            pygame.draw.polygon(surface, th.INK, screen, 2)
            centre = (rect.left + body.position.x * sx, rect.top + body.position.y * sy)
            colour = th.CRIMSON if die.resting else th.INK
            label = str(die.shown)
            paint.text(surface, label, font, colour, centre, "center")
