"""A seat's pieces drawn in code: coins seen at a slant and from above, a cloaked standee, a stack of
coins on a board, and the dish where unplaced coins wait.

Every game puts seat-coloured pieces on its board (Elysium's influence and
miniatures, Methuselah's minions and blood pools, Nocturne's order tokens,
Bloodlines' power), and each must read without colour too: every piece here
carries the seat's shape (``th.draw_shape``).  Sprites are drawn once per
size and kept by :func:`game.ui.kit.sprites.cached`.
"""

from __future__ import annotations

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit.sprites import cached

LYING_GREY = th.lighten((96, 92, 100), 0.1)   # a standee laid down (torpor, a fallen minion)
Point = tuple[float, float]


def coin(colour: th.Colour, shape: str, radius: int) -> pygame.Surface:
    """A thick coin seen at a slant (standing on a board): `colour`, rimmed darker, `shape` embossed."""
    def make() -> pygame.Surface:
        r = max(3, radius)
        w, h = r * 2 + 4, int(r * 1.5) + 6
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        edge = th.darken(colour, 0.45)
        rim = pygame.Rect(2, int(r * 0.35) + 2, r * 2, int(r * 1.1))
        pygame.draw.ellipse(out, edge, rim)
        top = pygame.Rect(2, 2, r * 2, int(r * 1.1))
        pygame.draw.rect(out, edge, (2, top.centery, r * 2, rim.centery - top.centery))
        pygame.draw.ellipse(out, colour, top)
        pygame.draw.ellipse(out, th.INK, top, 1)
        pygame.draw.ellipse(out, th.lighten(colour, 0.5), top.inflate(-r * 0.5, -r * 0.35), 1)
        mark = pygame.Surface((r * 2, r * 2), pygame.SRCALPHA)
        th.draw_shape(mark, shape, th.darken(colour, 0.55), (r, r), r * 0.42, outline=None)
        mark = pygame.transform.smoothscale(mark, (r * 2, int(r * 1.1)))
        out.blit(mark, top.topleft)
        return out
    return cached(("figures", "coin", colour, shape, radius), make)


def flat_coin(colour: th.Colour, shape: str, radius: int) -> pygame.Surface:
    """The same coin seen from above, with a drop shadow (in a supply dish, in the hand while dragged)."""
    def make() -> pygame.Surface:
        r = max(3, radius)
        size = r * 2 + 6
        out = pygame.Surface((size, size), pygame.SRCALPHA)
        c = (size // 2, size // 2)
        pygame.draw.circle(out, (0, 0, 0, 110), (c[0] + 2, c[1] + 3), r)
        pygame.draw.circle(out, th.darken(colour, 0.4), c, r)
        pygame.draw.circle(out, colour, c, r - max(2, r // 6))
        pygame.draw.circle(out, th.INK, c, r, 1)
        th.draw_shape(out, shape, th.darken(colour, 0.55), c, r * 0.5, outline=None)
        return out
    return cached(("figures", "flat", colour, shape, radius), make)


def standee(colour: th.Colour, shape: str, height: int, lying: bool = False) -> pygame.Surface:
    """A miniature `height` pixels tall: a cloaked figure on a round base, `shape` on its chest.

    Lying (torpor, a fallen minion) turns it on its side and greys it; its feet are the bottom
    middle of the sprite when standing.
    """
    def make() -> pygame.Surface:
        h = max(12, height)
        w = int(h * 0.62)
        body = colour if not lying else LYING_GREY
        out = pygame.Surface((w + 4, h + 4), pygame.SRCALPHA)
        cx = (w + 4) / 2
        base = pygame.Rect(0, 0, w, int(h * 0.2))
        base.midbottom = (round(cx), h + 2)
        pygame.draw.ellipse(out, (0, 0, 0, 120), base.move(2, 2))
        pygame.draw.ellipse(out, th.darken(body, 0.55), base)
        pygame.draw.ellipse(out, th.INK, base, 1)
        cloak = [(cx, h * 0.12), (cx + w * 0.36, h * 0.42), (cx + w * 0.44, h * 0.9), (cx - w * 0.44, h * 0.9),
                 (cx - w * 0.36, h * 0.42)]
        pygame.draw.polygon(out, th.darken(body, 0.2), cloak)
        pygame.draw.polygon(out, th.INK, cloak, 2)
        collar = [(cx - w * 0.34, h * 0.3), (cx, h * 0.44), (cx + w * 0.34, h * 0.3), (cx + w * 0.2, h * 0.24),
                  (cx, h * 0.34), (cx - w * 0.2, h * 0.24)]
        pygame.draw.polygon(out, th.lighten(body, 0.25), collar)
        pygame.draw.circle(out, th.lighten(body, 0.1) if lying else (214, 200, 190), (cx, h * 0.17), w * 0.17)
        pygame.draw.circle(out, th.INK, (cx, h * 0.17), w * 0.17, 1)
        th.draw_shape(out, shape, th.lighten(body, 0.55), (cx, h * 0.62), w * 0.2, outline=th.INK, width=1)
        if lying:
            out = pygame.transform.rotate(out, 90)
        return out
    return cached(("figures", "standee", colour, shape, height, lying), make)


def draw_stack(surface: pygame.Surface, sprite: pygame.Surface, base: Point, count: int, radius: int, lift: int,
               face: pygame.font.Font, owner: bool = False, most: int = 6) -> None:
    """A stack of `count` coins (at most `most` drawn, each `lift` higher) standing on `base`, the count
    beside it when more than one; the `owner`'s (a zone's controller, a pool's holder) stands on gold."""
    x, y = base
    if owner:
        plinth = pygame.Rect(0, 0, radius * 2 + 8, radius)
        plinth.center = (round(x), round(y + radius * 0.55))
        pygame.draw.ellipse(surface, th.GOLD, plinth)
        pygame.draw.ellipse(surface, th.INK, plinth, 1)
    for k in range(min(count, most)):
        surface.blit(sprite, sprite.get_rect(center=(round(x), round(y - k * lift))))
    if count > 1:
        paint.text(surface, str(count), face, th.GOLD if owner else th.PARCHMENT,
                   (x + radius * 0.7, y + radius * 0.2), "midleft", shadow=True)


def dish_spots(rect: pygame.Rect, count: int, radius: int) -> list[Point]:
    """Where `count` coins of `radius` wait in a row in the dish `rect`, packed closer when many."""
    step = min(radius * 2 + 3, (rect.width - 2 * radius) / max(1, count - 1)) if count > 1 else 0
    return [(rect.left + radius + 4 + i * step, rect.centery) for i in range(count)]


def draw_dish(surface: pygame.Surface, rect: pygame.Rect, label: str, face: pygame.font.Font,
              inside: bool = False) -> None:
    """The dish of unplaced coins: a dark rounded strip with `label` over it ("Influence to bid: 3"), or
    `inside` it at its left (the coins then wait to the label's right)."""
    pygame.draw.rect(surface, (24, 18, 30), rect, border_radius=round(rect.height / 2))
    pygame.draw.rect(surface, th.GOLD_DIM, rect, 1, border_radius=round(rect.height / 2))
    if inside:
        with paint.within(surface, rect, "the dish"):
            paint.text(surface, label, face, th.PARCHMENT_DIM, (rect.left + rect.height // 2, rect.centery), "midleft")
    else:
        paint.text(surface, label, face, th.PARCHMENT_DIM, (rect.centerx, rect.top - 1), "midbottom")
