"""The sprite and text cache every table draws through, and the plain pieces every table needs.

A table draws each piece once per size in a ``make`` function and asks
:func:`cached` for it by a key that names everything the picture depends on
(``("disc", value, radius)``); drawing a fresh surface every frame is the
costliest thing a table can do.  Art under ``art/`` is looked up once
(:func:`art_image`) and tinted (:func:`tinted`); text goes through
:func:`text` (the one text cache, ``paint.render``) in a font from :func:`font`.
The generic pieces here — a translucent sheet, a veil, a soft shadow, a
glow behind a card — look the same on every table.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from game.ui import paint, resources
from game.ui import theme as th

LIMIT = 900  # sprites kept; the least recently used go first
BUDGET = 32 * 1024 * 1024  # and at most this many bytes of them: a table draws about 11 MB a frame at 2560x1440
_cache = paint.Lru(LIMIT, max_bytes=BUDGET)
_found: dict[tuple[str, ...], pygame.Surface | None] = {}


def cached(key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
    """The sprite for `key`, drawn by `make` the first time (and again after it was evicted)."""
    return _cache.get(key, make)


def clear() -> None:
    """Forget every sprite (the theme or the palette changed)."""
    _cache.clear()
    _found.clear()


def art_image(*candidates: str) -> pygame.Surface | None:
    """The first existing image among `candidates` (art-relative paths), or None; looked up once."""
    if candidates not in _found:
        path = next((p for p in candidates if resources.image_exists(p)), None)
        _found[candidates] = resources.load_image(path) if path else None
    return _found[candidates]


def font(px: float, role: str = "text", smallest: int = 7) -> pygame.font.Font:
    """A font of `role` at `px` pixels (never below `smallest`), cached by the resources."""
    return resources.load_font(role, max(smallest, int(px)))


def fitted(value: str, width: int, height: int, px: float, role: str = "bold", smallest: int = 9,
           most: int = 2, least: int = 7) -> tuple[pygame.font.Font, list[str]] | None:
    """The largest type from `px` down to `smallest` at which `value` wraps whole (at word boundaries)
    into at most `most` lines `width` wide and `height` high; None when it cannot (the text is then left
    out, never cut).  `least`: the font's own floor (the seat cards': 8)."""
    size = int(px)
    while size >= smallest:
        face = font(size, role, least)
        lines = paint.wrap(value, face, width)
        if len(lines) <= most and all(paint.text_width(face, line) <= width for line in lines) \
                and len(lines) * face.get_linesize() <= height:
            return face, lines
        size -= 1
    return None


def fit_words(value: str, width: int, px: float, smallest: float, most: int, role: str = "bold",
              least: int = 7) -> tuple[pygame.font.Font, list[str]]:
    """`value` set whole in `width` pixels: the largest type from `px` down to `smallest` at which every
    word fits and the text wraps (at word boundaries) into at most `most` lines; a word is never broken
    inside itself.  When even `smallest` will not hold it all, the leading whole words that fit in `most`
    lines (none when its first word is wider than `width`): a short name rather than a broken one."""
    size = px
    face = font(size, role, least)
    while size > smallest and (any(paint.text_width(face, w) > width for w in value.split())
                               or len(paint.wrap(value, face, width)) > most):
        size -= 0.5
        face = font(size, role, least)
    words: list[str] = []
    for word in value.split():
        trial = words + [word]
        if paint.text_width(face, word) > width or len(paint.wrap(" ".join(trial), face, width)) > most:
            break
        words = trial
    return face, paint.wrap(" ".join(words), face, width) if words else []


def text(surface: pygame.Surface, value: str, face: pygame.font.Font, colour: th.Colour,
         pos: tuple[float, float], anchor: str = "topleft", shadow: bool = False) -> pygame.Rect:
    """Blit cached text with its rect's `anchor` at `pos` (``paint.text``); the rect drawn."""
    return paint.text(surface, value, face, colour, pos, anchor, shadow)


def mix(a: th.Colour, b: th.Colour, t: float) -> th.Colour:
    """The colour `t` of the way from `a` to `b` (0: a, 1: b)."""
    return (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t), int(a[2] + (b[2] - a[2]) * t))


def tinted(image: pygame.Surface, colour: th.Colour, size: int, alpha: int = 255) -> pygame.Surface:
    """`image` (white on transparent) scaled to a `size` square and tinted `colour`."""
    def make() -> pygame.Surface:
        out = pygame.transform.smoothscale(image, (size, size)).copy()
        out.fill((*colour, alpha), special_flags=pygame.BLEND_RGBA_MULT)
        return out
    return cached(("tint", id(image), colour, size, alpha), make)


def emblem(path: str, letter: str, size: int, colour: th.Colour, alpha: int = 255) -> pygame.Surface:
    """The art at `path` (white on transparent) tinted `colour` in a `size` square; if the art is missing,
    `letter` in the title face (a guild's, a clan's or a quarter's mark)."""
    image = art_image(path)
    if image is not None:
        return tinted(image, colour, size, alpha)

    def make() -> pygame.Surface:
        glyph = resources.load_font("title", max(8, int(size * 0.8))).render(letter, True, colour)
        glyph.set_alpha(alpha)
        out = pygame.Surface((size, size), pygame.SRCALPHA)
        out.blit(glyph, glyph.get_rect(center=(size // 2, size // 2)))
        return out
    return cached(("letter", letter, size, colour, alpha), make)


def sheet(size: tuple[int, int], fill: th.Colour, alpha: int) -> pygame.Surface:
    """A translucent rectangle of `fill` (a panel's body, a veil): a corner of the one sheet kept for that
    colour, grown to the largest size asked for (not a sheet for every height a panel ever had)."""
    w, h, key = max(1, size[0]), max(1, size[1]), ("sheet", fill, alpha)

    def make(room: tuple[int, int] = (w, h)) -> pygame.Surface:
        body = pygame.Surface(room, pygame.SRCALPHA)
        body.fill((*fill, alpha))
        return body
    body = cached(key, make)
    if body.get_width() < w or body.get_height() < h:
        body = make((max(w, body.get_width()), max(h, body.get_height())))
        _cache.put(key, body)
    return body.subsurface((0, 0, w, h))


def veil(size: tuple[int, int], alpha: int = 150) -> pygame.Surface:
    """A dark translucent sheet (under a question panel, behind a rival's plate)."""
    return sheet(size, th.INK, alpha)


def soft_shadow(size: tuple[int, int], radius: int = 10, alpha: int = 120) -> pygame.Surface:
    """A blurred dark rectangle `radius` larger on each side, to lift panels and cards off the cloth."""
    def make() -> pygame.Surface:
        w, h = size
        small = pygame.Surface((max(4, w // 8 + 4), max(4, h // 8 + 4)), pygame.SRCALPHA)
        pygame.draw.rect(small, (0, 0, 0, alpha), small.get_rect().inflate(-4, -4), border_radius=2)
        return pygame.transform.smoothscale(small, (w + radius * 2, h + radius * 2))
    return cached(("shadow", size, radius, alpha), make)


def card_glow(size: tuple[int, int], colour: th.Colour) -> pygame.Surface:
    """A soft rounded halo behind a card or a box that may take the piece in hand."""
    def make() -> pygame.Surface:
        glow = pygame.Surface(size, pygame.SRCALPHA)
        for k in range(6):
            pygame.draw.rect(glow, (*colour, 22 + 16 * k), glow.get_rect().inflate(-k * 2, -k * 2), border_radius=10)
        return glow
    return cached(("card_glow", size, colour), make)


def framed(surface: pygame.Surface, rect: pygame.Rect, fill: th.Colour = th.NIGHT, border: th.Colour = th.GOLD_DIM,
           alpha: int = 235, ornate: bool = True) -> None:
    """The framework's framed panel (like ``paint.panel``) with its translucent body cached."""
    if rect.width <= 0 or rect.height <= 0:
        return
    surface.blit(sheet(rect.size, fill, alpha), rect.topleft)
    pygame.draw.rect(surface, border, rect, width=1)
    if ornate and rect.width > 40 and rect.height > 40:
        inner = rect.inflate(-8, -8)
        pygame.draw.rect(surface, th.darken(border, 0.45), inner, width=1)
        for corner in (inner.topleft, inner.topright, inner.bottomleft, inner.bottomright):
            pygame.draw.rect(surface, border, pygame.Rect(0, 0, 5, 5).move(corner[0] - 2, corner[1] - 2))


def lifted(surface: pygame.Surface, sprite: pygame.Surface, centre: tuple[float, float], alpha: int = 255) -> None:
    """Blit `sprite` centred on `centre`, faded to `alpha` when below 255 (a ghost, a spent token)."""
    if alpha < 255:
        sprite = sprite.copy()
        sprite.set_alpha(alpha)
    surface.blit(sprite, sprite.get_rect(center=(round(centre[0]), round(centre[1]))))
