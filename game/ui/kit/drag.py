"""Drag and drop with weight: a token hangs on a damped spring under the cursor.

While dragged, a token is a pymunk body joined to a kinematic cursor body by a
``DampedSpring`` fixed a little above its centre, so it trails, swings and
tilts as the hand moves.  On release it either eases into the drop target's
slot (the drop was legal and accepted) or slides back home.  Legal targets
light up while dragging.  Physics is only feel: the table decides legality.

Identical pieces (two 3s in a guild, a pile of tokens) are each a token of their
own (:func:`alike`): any of them can be picked up, and all mean the same thing
(``Token.kind``), so they match the same actions.  A piece that cannot move now
is declared :class:`Blocked` with the reason: pressing it plays the error sound
and says why, beside the piece (and through ``on_refuse`` to the table's
message line), instead of doing nothing.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame
import pymunk

from game.ui import paint
from game.ui import theme as th
from game.ui.audio import audio
from game.ui.kit.regions import inside as _inside

Point = tuple[float, float]
STEP = 1 / 120  # the physics step in seconds
STIFFNESS = 900.0
DAMPING = 38.0
GRAVITY = 900.0
SETTLE_SECONDS = 0.28
REFUSAL_SECONDS = 2.5  # how long a refused pick's reason stays beside the piece


@dataclass
class DropTarget:
    """A place a token may be dropped: a rect or polygon, and whether it is legal for a token."""

    key: Any
    area: pygame.Rect | Sequence[Point]
    legal: Callable[[Token], bool] | bool = True

    def contains(self, pos: Point) -> bool:
        if isinstance(self.area, pygame.Rect):
            return self.area.collidepoint(pos)
        return _inside(pos, list(self.area))

    @property
    def centre(self) -> Point:
        if isinstance(self.area, pygame.Rect):
            return (float(self.area.centerx), float(self.area.centery))
        xs, ys = zip(*self.area, strict=True)
        return (sum(xs) / len(xs), sum(ys) / len(ys))

    def is_legal(self, token: Token) -> bool:
        return self.legal(token) if callable(self.legal) else bool(self.legal)


@dataclass
class Token:
    """Something the player can pick up: where it lives (home), its size and its picture."""

    key: Any
    home: Point
    radius: float = 18.0
    sprite: pygame.Surface | None = None
    colour: th.Colour = th.GOLD
    shape: str = "circle"
    pos: Point = (0.0, 0.0)
    angle: float = 0.0  # degrees, for drawing
    body: pymunk.Body | None = field(default=None, repr=False)
    kind: Hashable = None  # what the piece means for the rules; identical pieces share it (None: the key)

    def __post_init__(self) -> None:
        if self.pos == (0.0, 0.0):
            self.pos = self.home

    @property
    def meaning(self) -> Hashable:
        """What a drop of this piece is matched by: its kind, shared by identical pieces (else its key)."""
        return self.key if self.kind is None else self.kind

    def hit(self, point: Point) -> bool:
        return math.dist(point, self.pos) <= self.radius * 1.15


def alike(kind: tuple, homes: Sequence[Point], radius: float = 18.0, **look: Any) -> list[Token]:
    """One token for each of several identical pieces, at its own home: keys ``(*kind, i)`` (each
    piece its own, so the one picked up leaves its own place), the same ``kind`` (so every one of
    them matches the same actions)."""
    return [Token((*kind, i), home, radius, kind=kind, **look) for i, home in enumerate(homes)]


@dataclass
class Blocked:
    """A piece on the table that cannot be picked up now, and why (a short sentence)."""

    key: Any
    pos: Point
    radius: float
    reason: str

    def hit(self, point: Point) -> bool:
        return math.dist(point, self.pos) <= self.radius * 1.15


@dataclass
class Refusal:
    """The reason a pick was refused, shown beside the piece for a moment."""

    reason: str
    pos: Point
    radius: float = 0.0
    left: float = REFUSAL_SECONDS


@dataclass
class Glide:
    """An eased move of a released token to `goal` (its slot, or home)."""

    token: Token
    start: Point
    goal: Point
    angle: float
    duration: float
    t: float = 0.0
    accepted: bool = False


def ease_in_out(t: float) -> float:
    """Smoothstep: slow start, slow landing (0 -> 0, 1 -> 1)."""
    return 3 * t * t - 2 * t * t * t


def ease_out_back(t: float) -> float:
    """Overshoots a touch and settles: the 'placed with a little weight' curve."""
    c = 1.4
    t -= 1
    return 1 + (c + 1) * t ** 3 + c * t ** 2


class DragController:
    """Owns the pymunk space, the tokens that can be picked up and the drop targets."""

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed  # 0: no animation, tokens jump to their goal
        self.space = pymunk.Space()
        self.space.gravity = (0.0, GRAVITY)
        self.space.damping = 0.6
        self.cursor = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        self.space.add(self.cursor)
        self.tokens: list[Token] = []
        self.targets: list[DropTarget] = []
        self.dragging: Token | None = None
        self.spring: pymunk.DampedSpring | None = None
        self.glides: list[Glide] = []
        self.on_pick: Callable[[Token], Any] | None = None
        self.on_drop: Callable[[Token, DropTarget | None], bool] | None = None
        self.released_at: Point | None = None    # the last release's point, for a table saying why a drop failed
        self.blocked: list[Blocked] = []
        self.refusal: Refusal | None = None     # the last refused pick, while it is shown
        self.on_refuse: Callable[[str], Any] | None = None  # the table's message line, if it has one
        self._accumulator = 0.0
        self._sprites: dict[tuple[int, int], pygame.Surface] = {}

    # -- setting up ------------------------------------------------------------
    def set_tokens(self, tokens: Sequence[Token]) -> None:
        """Replace the pickable tokens (the one in hand and gliding ones are kept)."""
        busy = {id(g.token) for g in self.glides}
        keep = [t for t in self.tokens if t is self.dragging or id(t) in busy]
        self.tokens = keep + [t for t in tokens if t not in keep]

    def set_targets(self, targets: Sequence[DropTarget]) -> None:
        self.targets = list(targets)

    def set_blocked(self, blocked: Sequence[Blocked]) -> None:
        """Pieces that cannot be picked up now, each with its reason (replaces the last ones)."""
        self.blocked = list(blocked)

    # -- the gesture -------------------------------------------------------------
    def token_at(self, pos: Point) -> Token | None:
        for token in reversed(self.tokens):
            if token.hit(pos) and token is not self.dragging:
                return token
        return None

    def blocked_at(self, pos: Point) -> Blocked | None:
        return next((b for b in reversed(self.blocked) if b.hit(pos)), None)

    def refuse(self, blocked: Blocked) -> None:
        """A press on a piece that cannot move now: the error sound, and the reason beside it."""
        audio.play("error")
        self.refusal = Refusal(blocked.reason, blocked.pos, blocked.radius)
        if self.on_refuse:
            self.on_refuse(blocked.reason)

    def pick(self, token: Token, pos: Point) -> None:
        """Take `token` in hand: a body on a damped spring under the cursor."""
        self.drop_physics()
        self.glides = [g for g in self.glides if g.token is not token]
        mass = 1.0
        body = pymunk.Body(mass, pymunk.moment_for_circle(mass, 0, token.radius))
        body.position = token.pos
        body.angle = math.radians(token.angle)
        shape = pymunk.Circle(body, token.radius)
        shape.filter = pymunk.ShapeFilter(categories=0)  # tokens in hand collide with nothing
        self.cursor.position = pos
        anchor = (0.0, -token.radius * 0.55)  # held above its centre, so it hangs and swings
        self.spring = pymunk.DampedSpring(self.cursor, body, (0, 0), anchor, 0.0, STIFFNESS, DAMPING)
        self.space.add(body, shape, self.spring)
        token.body = body
        self.dragging = token
        if self.on_pick:
            self.on_pick(token)

    def move(self, pos: Point) -> None:
        self.cursor.position = pos

    def release(self, pos: Point) -> DropTarget | None:
        """Let go at `pos`: ease into an accepted legal target, else slide back home."""
        token = self.dragging
        if token is None:
            return None
        self.drop_physics()
        self.released_at = pos   # where the pointer let go (the piece may hang a little off it)
        target = next((t for t in self.targets if t.contains(pos)), None)
        accepted = False
        if target is not None and target.is_legal(token):
            accepted = self.on_drop(token, target) if self.on_drop else True
        elif self.on_drop:
            self.on_drop(token, None)
        goal = target.centre if accepted and target is not None else token.home
        self.glide(token, goal, accepted)
        return target if accepted else None

    def glide(self, token: Token, goal: Point, accepted: bool = False) -> None:
        """Move `token` to `goal` with easing (instantly when animations are skipped)."""
        duration = SETTLE_SECONDS / self.speed if self.speed > 0 else 0.0
        if duration <= 0:
            token.pos, token.angle = goal, 0.0
            return
        self.glides.append(Glide(token, token.pos, goal, token.angle, duration, accepted=accepted))

    def drop_physics(self) -> None:
        token = self.dragging
        if token is not None and token.body is not None:
            self.space.remove(*token.body.shapes, *token.body.constraints, token.body)
            token.body = None
        self.spring = None
        self.dragging = None

    def cancel(self) -> None:
        """Drop whatever is in hand back home (e.g. the turn passed)."""
        token = self.dragging
        if token is not None:
            self.drop_physics()
            self.glide(token, token.home)

    def settle(self) -> None:
        """Finish every glide at once (Space skips animations); a token in hand stays in hand."""
        for glide in self.glides:
            glide.token.pos, glide.token.angle = glide.goal, 0.0
        self.glides = []

    # -- time --------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.refusal is not None:
            self.refusal.left -= dt
            if self.refusal.left <= 0:
                self.refusal = None
        token = self.dragging
        if token is not None and token.body is not None:
            self._accumulator = min(self._accumulator + dt, 0.1)
            while self._accumulator >= STEP:
                token.body.angular_velocity *= 0.96  # air resistance on the swing
                self.space.step(STEP)
                self._accumulator -= STEP
            token.pos = (token.body.position.x, token.body.position.y)
            token.angle = math.degrees(token.body.angle)
        for glide in list(self.glides):
            glide.t = min(1.0, glide.t + dt / glide.duration)
            k = ease_out_back(glide.t)
            glide.token.pos = (glide.start[0] + (glide.goal[0] - glide.start[0]) * k,
                               glide.start[1] + (glide.goal[1] - glide.start[1]) * k)
            glide.token.angle = glide.angle * (1 - min(1.0, glide.t * 1.5))
            if glide.t >= 1.0:
                glide.token.pos, glide.token.angle = glide.goal, 0.0
                self.glides.remove(glide)

    @property
    def busy(self) -> bool:
        return self.dragging is not None or bool(self.glides)

    # -- input -------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Mouse down on a token picks it up, motion carries it, up drops it."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            token = self.token_at(event.pos)
            if token is not None:
                self.refusal = None
                self.pick(token, event.pos)
                return True
            blocked = self.blocked_at(event.pos) if self.dragging is None else None
            if blocked is not None:
                self.refuse(blocked)
                return True
        elif event.type == pygame.MOUSEMOTION and self.dragging is not None:
            self.move(event.pos)
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging is not None:
            self.release(event.pos)
            return True
        return False

    # -- drawing -----------------------------------------------------------------
    def draw_targets(self, surface: pygame.Surface) -> None:
        """While a token is in hand, legal targets glow and the one under it brightens."""
        token = self.dragging
        if token is None:
            return
        for target in self.targets:
            legal = target.is_legal(token)
            if not legal:
                continue
            under = target.contains(token.pos) or target.contains((self.cursor.position.x, self.cursor.position.y))
            colour = th.GOLD if under else th.LEGAL
            width = 4 if under else 2
            if isinstance(target.area, pygame.Rect):
                pygame.draw.rect(surface, colour, target.area.inflate(6, 6), width, border_radius=6)
            else:
                pygame.draw.polygon(surface, colour, list(target.area), width)

    def sprite(self, token: Token) -> pygame.Surface:
        """The token's picture (drawn from its shape if it has no sprite)."""
        if token.sprite is not None:
            return token.sprite
        key = (id(token), int(token.radius))
        cached = self._sprites.get(key)
        if cached is None:
            size = int(token.radius * 2 + 6)
            cached = pygame.Surface((size, size), pygame.SRCALPHA)
            th.draw_shape(cached, token.shape, token.colour, (size / 2, size / 2), token.radius)
            self._sprites[key] = cached
        return cached

    def draw_token(self, surface: pygame.Surface, token: Token) -> None:
        image = self.sprite(token)
        lifted = token is self.dragging
        if abs(token.angle) > 0.5:
            image = pygame.transform.rotate(image, -round(token.angle / 2) * 2)
        rect = image.get_rect(center=(round(token.pos[0]), round(token.pos[1])))
        if lifted:  # a soft shadow under a lifted token
            shadow = pygame.Surface((rect.width, rect.height // 2), pygame.SRCALPHA)
            pygame.draw.ellipse(shadow, (0, 0, 0, 90), shadow.get_rect())
            surface.blit(shadow, (rect.left + 6, rect.bottom - rect.height // 4 + 8))
        surface.blit(image, rect)

    def draw(self, surface: pygame.Surface) -> None:
        """Targets, then every token, the one in hand last (on top), then a refused pick's reason."""
        self.draw_targets(surface)
        for token in self.tokens:
            if token is not self.dragging:
                self.draw_token(surface, token)
        if self.dragging is not None:
            self.draw_token(surface, self.dragging)
        if self.refusal is not None:
            self.draw_refusal(surface, self.refusal)

    def draw_refusal(self, surface: pygame.Surface, refusal: Refusal) -> None:
        """The reason a pick was refused, as a tooltip just above the piece (where the pointer's own
        tip, drawn below it, does not cover it), kept inside the window."""
        x, y = round(refusal.pos[0]), round(refusal.pos[1])
        above = pygame.Rect(0, 0, surface.get_width(), max(0, y - round(refusal.radius) - th.theme.px(4)))
        if above.height >= th.theme.px(96):  # the note is clamped into the room above the piece
            paint.tooltip(surface.subsurface(above), refusal.reason, (x, above.height - 1))
        else:
            paint.tooltip(surface, refusal.reason, (x, y))

