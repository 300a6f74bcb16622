"""Drawing helpers shared by widgets and tables: cached text, wrapping, framed panels."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

from game.ui import theme as th


class Lru:
    """Surfaces kept by key, the least recently used dropped first (the text and sprite caches)."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self.items.get(key)
        if surf is None:
            surf = make()
            self.items[key] = surf
            if len(self.items) > self.limit:
                self.items.popitem(last=False)
        else:
            self.items.move_to_end(key)
        return surf

    def clear(self) -> None:
        self.items.clear()


_texts = Lru(1200)


def render(text: str, font: pygame.font.Font, colour: th.Colour) -> pygame.Surface:
    """Antialiased text, cached (re-rendering every frame costs more than drawing)."""
    return _texts.get((text, id(font), colour), lambda: font.render(text, True, colour))


def text(surface: pygame.Surface, value: str, font: pygame.font.Font, colour: th.Colour,
         pos: tuple[float, float], anchor: str = "topleft", shadow: bool = False) -> pygame.Rect:
    """Blit `value` with its rect's `anchor` at `pos`; returns the rect drawn."""
    surf = render(value, font, colour)
    rect = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        surface.blit(render(value, font, th.SHADOW), rect.move(1, 2))
    surface.blit(surf, rect)
    return rect


def fit(value: str, font: pygame.font.Font, width: int) -> str:
    """`value` cut with an ellipsis so it fits in `width` pixels."""
    if font.size(value)[0] <= width:
        return value
    while value and font.size(value + "…")[0] > width:
        value = value[:-1]
    return value + "…"


def wrap(value: str, font: pygame.font.Font, width: int) -> list[str]:
    """Break `value` into lines no wider than `width` (paragraphs kept)."""
    lines: list[str] = []
    for paragraph in value.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = word if not line else f"{line} {word}"
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def panel(surface: pygame.Surface, rect: pygame.Rect, fill: th.Colour = th.NIGHT,
          border: th.Colour = th.GOLD_DIM, alpha: int = 235, ornate: bool = True) -> None:
    """A dark framed panel with a thin gold rule and small corner studs."""
    if rect.width <= 0 or rect.height <= 0:
        return
    body = pygame.Surface(rect.size, pygame.SRCALPHA)
    body.fill((*fill, alpha))
    surface.blit(body, rect.topleft)
    radius = 0
    pygame.draw.rect(surface, border, rect, width=1, border_radius=radius)
    if ornate and rect.width > 40 and rect.height > 40:
        inner = rect.inflate(-8, -8)
        pygame.draw.rect(surface, th.darken(border, 0.45), inner, width=1)
        for corner in (inner.topleft, inner.topright, inner.bottomleft, inner.bottomright):
            pygame.draw.rect(surface, border, pygame.Rect(0, 0, 5, 5).move(corner[0] - 2, corner[1] - 2))


def rule(surface: pygame.Surface, y: int, x0: int, x1: int, colour: th.Colour = th.GOLD_DIM) -> None:
    """A horizontal divider with a diamond in the middle."""
    mid = (x0 + x1) // 2
    pygame.draw.line(surface, colour, (x0, y), (mid - 8, y))
    pygame.draw.line(surface, colour, (mid + 8, y), (x1, y))
    pygame.draw.polygon(surface, colour, [(mid, y - 4), (mid + 5, y), (mid, y + 4), (mid - 5, y)])


def dim(surface: pygame.Surface, alpha: int = 170) -> None:
    """Darken everything drawn so far (under an overlay)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((*th.INK, alpha))
    surface.blit(veil, (0, 0))


def tooltip(surface: pygame.Surface, message: str, pos: tuple[int, int]) -> None:
    """A parchment note near `pos`, kept inside the window."""
    font = th.theme.font("small")
    width = min(th.theme.px(380), surface.get_width() - 20)
    lines = wrap(message, font, width - 16)
    w = max(font.size(line)[0] for line in lines) + 16
    h = len(lines) * font.get_linesize() + 12
    rect = pygame.Rect(pos[0] + 16, pos[1] + 18, w, h)
    rect.clamp_ip(surface.get_rect())
    if rect.collidepoint(pos):
        rect.bottom = pos[1] - 6
        rect.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, th.PARCHMENT, rect)
    pygame.draw.rect(surface, th.GOLD_DIM, rect, width=2)
    for i, line in enumerate(lines):
        text(surface, line, font, th.INK, (rect.left + 8, rect.top + 6 + i * font.get_linesize()))


_backdrops: dict[tuple[int, int, str], pygame.Surface] = {}
TABLE = "table"  # the backdrop name for the felt-covered table


def backdrop(surface: pygame.Surface, image: str = TABLE) -> None:
    """Fill the window with art scaled to cover it, or the tiled felt under a vignette (TABLE).

    A missing file is reported by name (resources) and a drawn night backdrop is used instead.
    """
    size = surface.get_size()
    key = (size[0], size[1], image)
    cached = _backdrops.get(key)
    if cached is None:
        cached = _table(size) if image == TABLE else _art(image, size)
        if len(_backdrops) > 8:
            _backdrops.clear()
        _backdrops[key] = cached
    surface.blit(cached, (0, 0))


def _art(image: str, size: tuple[int, int]) -> pygame.Surface:
    from game.ui import resources

    if not resources.image_exists(image):
        resources.load_image(image)  # names the missing file in the log
        return th.vignette_background(size)
    return _cover(resources.load_image(image, size, alpha=False), size)


def _table(size: tuple[int, int]) -> pygame.Surface:
    """Felt tiles (art/felt.png) under the vignette (art/vignette.png)."""
    from game.ui import resources

    if not resources.image_exists("art/felt.png"):
        resources.load_image("art/felt.png")
        out = th.vignette_background(size)
    else:
        tile = resources.load_image("art/felt.png", alpha=False)
        out = pygame.Surface(size)
        for y in range(0, size[1], tile.get_height()):
            for x in range(0, size[0], tile.get_width()):
                out.blit(tile, (x, y))
    if resources.image_exists("art/vignette.png"):
        veil = pygame.transform.smoothscale(resources.load_image("art/vignette.png"), size)
        out.blit(veil, (0, 0))
    return out


def _cover(art: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """Scale `art` to cover `size` keeping its proportions, centred."""
    aw, ah = art.get_size()
    scale = max(size[0] / aw, size[1] / ah)
    scaled = pygame.transform.smoothscale(art, (max(1, round(aw * scale)), max(1, round(ah * scale))))
    out = pygame.Surface(size)
    out.blit(scaled, ((size[0] - scaled.get_width()) // 2, (size[1] - scaled.get_height()) // 2))
    return out
