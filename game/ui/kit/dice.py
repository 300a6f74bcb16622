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

from game.ui import paint, resources
from game.ui import theme as th
from game.ui.kit import sprites

TRAY = (400.0, 240.0)  # the tray in physics units; drawing scales it into any rect
DIE = 24.0             # half the size of a die
SPRITE = "art/dice/d10_base.png"
# the sprite's outline and the centre of its top face, in units of its 128-pixel square
OUTLINE = ((64, 6), (118, 48), (112, 108), (64, 124), (16, 108), (10, 48))
FACE_CENTRE = (64, 62)
STEP = 1 / 120
REST_SPEED = 10.0      # below this a die counts as resting
MAX_SECONDS = 2.0      # past this the dice are settled whatever physics thinks


@dataclass
class Die:
    """One d10 in the tray: its body and the value the engine gave it."""

    body: pymunk.Body
    value: int
    shown: int
    resting: bool = False


def kite(size: float) -> list[tuple[float, float]]:
    """The outline of a d10 seen from above (the sprite's silhouette), centred on the body."""
    return [((x - 64) / 64 * size, (y - 64) / 64 * size) for x, y in OUTLINE]


class DiceTray:
    """Roll given d10 values with a believable tumble; draw into any rect."""

    def __init__(self, speed: float = 1.0, seed: int = 0) -> None:
        self.speed = speed
        self.random = random.Random(seed)
        self.space = pymunk.Space()
        self.space.damping = 0.2  # felt: the dice slow down quickly
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
            body.velocity = (self.random.uniform(260, 420), self.random.uniform(-150, 150))
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
                die.body.angular_velocity *= 0.97
            self.space.step(dt / steps)
        self._flicker += dt
        flick = self._flicker > 0.07
        if flick:
            self._flicker = 0.0
        for die in self.dice:
            if die.resting:
                continue
            speed = die.body.velocity.length
            if speed < REST_SPEED and abs(die.body.angular_velocity) < 1.0:
                die.resting, die.shown = True, die.value
                die.body.velocity, die.body.angular_velocity = (0, 0), 0
            elif flick:
                die.shown = self.random.randint(1, 10)
        if self.elapsed > MAX_SECONDS:
            self._finish()

    def face(self, value: int, size: int, resting: bool) -> pygame.Surface | None:
        """The die's picture at `size` pixels (None without the art); the number is drawn upright."""
        key = (0, size, False)
        cache = self.__dict__.setdefault("_faces", {})
        if key in cache:
            return cache[key]
        if not resources.image_exists(SPRITE):
            resources.load_image(SPRITE)  # names the missing file once
            cache[key] = None
            return None
        base = pygame.transform.smoothscale(resources.load_image(SPRITE, (128, 128)), (size, size))
        cache[key] = base
        return base

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The tray (felt and a wooden rim) and its dice, scaled into `rect`."""
        pygame.draw.rect(surface, th.darken(th.CRIMSON, .55), rect, border_radius=8)
        pygame.draw.rect(surface, th.darken(th.CRIMSON, .7), rect.inflate(-6, -6), 3, border_radius=6)
        pygame.draw.rect(surface, th.GOLD_DIM, rect, 3, border_radius=8)
        sx, sy = rect.width / TRAY[0], rect.height / TRAY[1]
        scale = min(sx, sy)
        size = max(12, int(DIE * 2 * scale))
        for die in self.dice:
            body = die.body
            centre = (rect.left + body.position.x * sx, rect.top + body.position.y * sy)
            picture = self.face(die.shown, size, die.resting)
            if picture is not None:
                turned = pygame.transform.rotate(picture, -round(math.degrees(body.angle) / 3) * 3)
                shadow = pygame.Rect(0, 0, int(size * 0.8), int(size * 0.55))
                shadow.center = (round(centre[0]) + 3, round(centre[1]) + size // 4)
                pygame.draw.ellipse(surface, th.darken(th.CRIMSON, .75), shadow)
                surface.blit(turned, turned.get_rect(center=centre))
                # the number stays upright so it reads at a glance; it sits on the top face
                offset = pygame.math.Vector2(0, (FACE_CENTRE[1] - 64) / 128 * size).rotate_rad(body.angle)
                font = sprites.font(int(size * 0.36), "bold", smallest=9)
                paint.text(surface, str(die.shown), font, th.CRIMSON if die.resting else th.INK,
                           (centre[0] + offset.x, centre[1] + offset.y), "center")
                continue
            points = [body.local_to_world(p) for p in kite(DIE)]
            screen = [(rect.left + p.x * sx, rect.top + p.y * sy) for p in points]
            pygame.draw.polygon(surface, th.PARCHMENT if die.resting else th.PARCHMENT_DIM, screen)
            pygame.draw.polygon(surface, th.INK, screen, 2)
            font = sprites.font(int(DIE * scale * 0.95), "bold", smallest=10)
            paint.text(surface, str(die.shown), font, th.CRIMSON if die.resting else th.INK, centre, "center")


class DiceShow:
    """A tray and the caption of what it last rolled ("Ana rolls 3 dice"); "the dice land here" while empty.

    A table turns its events into ``roll(values, caption)`` (the faces the engine rolled)."""

    LIMIT = 12  # dice shown at most

    def __init__(self, speed: float = 1.0, seed: int = 11) -> None:
        self.tray = DiceTray(speed=speed, seed=seed)
        self.caption = ""
        self.shown: list[int] = []

    def roll(self, values: list[int], caption: str) -> None:
        """Throw `values` (d10 faces; others are left out) under `caption`; nothing when none is left."""
        values = [v for v in values if isinstance(v, int) and 1 <= v <= 10][:self.LIMIT]
        if values:
            self.tray.roll(values)
            self.shown, self.caption = values, caption

    def clear(self) -> None:
        """Empty the tray (a new throw is about to come)."""
        self.tray.roll([])
        self.shown, self.caption = [], ""

    def update(self, dt: float, speed: float) -> None:
        self.tray.speed = speed
        self.tray.update(dt)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, unit: float, empty: str = "The dice tray") -> None:
        """The tray above its caption (`empty` before any roll), on two lines when one is too short."""
        label_f = sprites.font(int(13 * unit), "italic", smallest=8)
        lines = paint.wrap(self.caption or empty, label_f, rect.width, most=2)
        step = label_f.get_linesize()
        tray = pygame.Rect(rect.left, rect.top, rect.width, rect.height - step * len(lines))
        self.tray.draw(surface, tray)
        with paint.within(surface, rect, "the dice tray"):
            if not self.tray.dice:
                hint = sprites.font(int(15 * unit), "italic", smallest=8)
                hints = paint.wrap("the dice land here", hint, tray.width - 8)
                for i, line in enumerate(hints):
                    paint.text(surface, line, hint, th.darken(th.PARCHMENT_DIM, 0.3),
                               (tray.centerx, tray.centery + (i - (len(hints) - 1) / 2) * hint.get_linesize()),
                               "center")
            for i, line in enumerate(lines):
                paint.text(surface, line, label_f, th.PARCHMENT_DIM,
                           (rect.centerx, rect.bottom - (len(lines) - 1 - i) * step), "midbottom")
