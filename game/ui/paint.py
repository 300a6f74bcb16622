"""Drawing helpers shared by widgets and tables: cached text, wrapping, framed panels.

Every text on screen goes through :func:`text`, :func:`fit` and :func:`wrap`.  A layout
check switches on :func:`checking` and each text drawn is reported as a :class:`Fit`:
the text, its font size, the room it had to fit, whether it was cut with an ellipsis
and whether it was drawn outside its panel (the innermost :func:`within` on the same
surface, else the surface itself).  Off (the default), nothing is recorded.
"""

from __future__ import annotations

import contextlib
import sys
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType

import pygame

from game.ui import resources
from game.ui import theme as th


class Lru:
    """Surfaces kept by key, the least recently used dropped first (the text and sprite caches).

    At most `limit` surfaces and, if `max_bytes` is given, that many bytes of pixels: a big window
    keeps fewer of its bigger surfaces rather than more memory.
    """

    def __init__(self, limit: int, max_bytes: int | None = None) -> None:
        self.limit = limit
        self.max_bytes = max_bytes
        self.bytes = 0
        self.items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self.items.get(key)
        if surf is None:
            surf = make()
            self.put(key, surf)
        else:
            self.items.move_to_end(key)
        return surf

    def put(self, key: Hashable, surf: pygame.Surface) -> None:
        """Keep `surf` for `key` (replacing what was there), dropping the oldest beyond the limits."""
        old = self.items.pop(key, None)
        if old is not None:
            self.bytes -= _pixel_bytes(old)
        self.items[key] = surf
        self.bytes += _pixel_bytes(surf)
        while len(self.items) > self.limit or (self.max_bytes is not None and self.bytes > self.max_bytes
                                                and len(self.items) > 1):
            self.bytes -= _pixel_bytes(self.items.popitem(last=False)[1])

    def clear(self) -> None:
        self.items.clear()
        self.bytes = 0


def _pixel_bytes(surf: pygame.Surface) -> int:
    return surf.get_width() * surf.get_height() * surf.get_bytesize()


_texts = Lru(1200, max_bytes=32 * 1024 * 1024)  # 32 MB: a 1280x720 window's texts never reach it


# -- fit reporting: off in play; a layout check switches it on -----------------------------------
@dataclass(frozen=True)
class Fit:
    """One text as it was drawn (or fitted): what it said and what was shown, its font's height in
    pixels, the width it had to fit in (0: none given), where it was drawn on its surface, the panel
    it belongs in and the drawing function that asked for it."""

    text: str
    shown: str
    size: int
    room: int
    rect: pygame.Rect | None
    panel: pygame.Rect | None
    panel_name: str
    cut: bool           # cut with an ellipsis, or lines left out, or a word wider than its room
    outside: bool       # reaches out of its panel (or off its surface)
    where: str
    on_screen: bool     # drawn on the window itself (not into a sprite drawn once and kept)

    def describe(self) -> str:
        what = f"{self.text!r} ({self.size}px" if self.size else f"the piece {self.text!r} (no text"
        what += f", room {self.room}px)" if self.room else ")"
        faults = []
        if self.cut:
            faults.append(f"cut to {self.shown!r}")
        if self.outside:
            faults.append(f"drawn at {tuple(self.rect) if self.rect else '?'} outside {self.panel_name} "
                          f"{tuple(self.panel) if self.panel else ''}")
        return f"{what} {' and '.join(faults) or 'fits'} — drawn by {self.where}"


@dataclass
class _Check:
    fits: list[Fit] = field(default_factory=list)
    panels: list[tuple[pygame.Surface, pygame.Rect, str, Callable[[pygame.Rect], bool] | None]] = \
        field(default_factory=list)
    pending: dict[tuple[str, int], list[tuple[str, int, bool]]] = field(default_factory=dict)


_check: _Check | None = None
_NOTHING = contextlib.nullcontext()
_HERE = (__file__, "sprites.py")


@contextlib.contextmanager
def checking() -> Iterator[list[Fit]]:
    """Report every text drawn inside the block into the list it yields (a layout check)."""
    global _check
    outer, _check = _check, _Check()
    try:
        yield _check.fits
    finally:
        _check = outer  # a fit measured but never drawn is not reported: only what is on screen counts


def within(surface: pygame.Surface, rect: pygame.Rect, name: str,
           holds: Callable[[pygame.Rect], bool] | None = None) -> contextlib.AbstractContextManager:
    """Text drawn on `surface` inside this block belongs in `rect` (the panel `name`; `holds` says
    whether a text's rect lies inside a panel that is not a rectangle, a zone); nothing when no check
    is on."""
    if _check is None:
        return _NOTHING
    return _within(surface, pygame.Rect(rect), name, holds)


@contextlib.contextmanager
def _within(surface: pygame.Surface, rect: pygame.Rect, name: str,
            holds: Callable[[pygame.Rect], bool] | None) -> Iterator[None]:
    check = _check
    assert check is not None
    check.panels.append((surface, rect, name, holds))
    try:
        yield
    finally:
        check.panels.pop()


def _caller() -> str:
    """The function that drew the text and the one that called it ("kit/hand.py:52 draw_chip ← …")."""
    frame: FrameType | None = sys._getframe(1)
    while frame is not None and frame.f_code.co_filename.endswith(_HERE):
        frame = frame.f_back
    where = []
    for _ in range(2):
        if frame is None:
            break
        path = frame.f_code.co_filename.replace("\\", "/")
        short = path.split("/game/", 1)[-1] if "/game/" in path else path.rsplit("/", 1)[-1]
        where.append(f"{short}:{frame.f_lineno} {frame.f_code.co_name}")
        frame = frame.f_back
    return " ← ".join(where) or "?"


def _panel_of(surface: pygame.Surface) -> tuple[pygame.Rect, str, Callable[[pygame.Rect], bool]]:
    assert _check is not None
    for owner, rect, name, holds in reversed(_check.panels):
        if owner is surface:
            return rect, name, holds or rect.contains
    bounds = surface.get_rect()
    return bounds, "the window" if surface is pygame.display.get_surface() else "its sprite", bounds.contains


def _report_text(surface: pygame.Surface, shown: str, font: pygame.font.Font, rect: pygame.Rect) -> None:
    assert _check is not None
    waiting = _check.pending.get((shown, id(font)))
    value, room, cut = waiting.pop() if waiting else (shown, 0, False)  # the latest fit is the one drawn
    if cut and not shown.endswith("…") and rect.width <= room:
        cut = False  # measured too narrow once (a wrap that only counted lines), drawn with room enough
    panel, name, holds = _panel_of(surface)
    bounds = surface.get_rect()
    clip = surface.get_clip()
    if clip != bounds and clip != panel and panel.contains(clip):  # a scrolling part of its panel:
        seen = rect.clip(clip)  # what shows of a row scrolled half out of sight is what must fit
        if seen.width == 0 or seen.height == 0:
            return  # scrolled wholly out of sight: nothing is shown
        rect = seen
    outside = True
    if not bounds.contains(rect) and holds(rect):
        panel, name = bounds, "its surface"
    elif holds(rect):
        outside = False
    _check.fits.append(Fit(value, shown, font.get_height(), room, pygame.Rect(rect), panel, name, cut, outside,
                           _caller(), surface is pygame.display.get_surface()))


def piece(surface: pygame.Surface, rect: pygame.Rect, name: str) -> None:
    """A piece without text (a card back, a chip) drawn at `rect`: the check reports it when it reaches out
    of its panel, as it would a text."""
    if _check is None:
        return
    panel, where, holds = _panel_of(surface)
    if not holds(rect) or not surface.get_rect().contains(rect):
        _check.fits.append(Fit(name, "", 0, 0, pygame.Rect(rect), panel, where, False, True, _caller(),
                               surface is pygame.display.get_surface()))


def _report_fit(value: str, shown: str, font: pygame.font.Font, room: int, cut: bool) -> None:
    assert _check is not None
    _check.pending.setdefault((shown, id(font)), []).append((value, room, cut))


def render(text: str, font: pygame.font.Font, colour: th.Colour) -> pygame.Surface:
    """Antialiased text, cached (re-rendering every frame costs more than drawing).  Never raises: a
    string that draws nothing (empty, or only zero-width characters such as U+200B, which the font
    refuses with "Text has zero width") is a surface of no width and the font's height; a NUL or a
    lone surrogate, which the font cannot take, is left out."""
    return _texts.get((text, id(font), colour), lambda: _render(text, font, colour))


def _render(text: str, font: pygame.font.Font, colour: th.Colour) -> pygame.Surface:
    for value in (text, drawable(text)):
        if not value:
            break
        try:
            return font.render(value, True, colour)
        except (pygame.error, ValueError, UnicodeError):
            continue  # zero width, a NUL, a surrogate: try without what the font cannot take
    return pygame.Surface((0, font.get_height()), pygame.SRCALPHA)


def drawable(text: str) -> str:
    """`text` without the characters a font cannot take at all (NUL and the other C0/C1 controls, lone
    surrogates); everything else, invisible or not, is kept."""
    if text.isprintable() or not text:
        return text
    return "".join(ch for ch in text if not (ch < " " or "\x7f" <= ch < "\xa0" or "\ud800" <= ch <= "\udfff"))


def text_width(font: pygame.font.Font, value: str) -> int:
    """The width `value` takes in `font` (never raises: see ``render``)."""
    try:
        return font.size(value)[0]
    except (pygame.error, ValueError, UnicodeError):
        try:
            return font.size(drawable(value))[0]
        except (pygame.error, ValueError, UnicodeError):
            return 0


def text(surface: pygame.Surface, value: str, font: pygame.font.Font, colour: th.Colour,
         pos: tuple[float, float], anchor: str = "topleft", shadow: bool = False) -> pygame.Rect:
    """Blit `value` with its rect's `anchor` at `pos`; returns the rect drawn."""
    surf = render(value, font, colour)
    rect = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        surface.blit(render(value, font, th.SHADOW), rect.move(1, 2))
    surface.blit(surf, rect)
    if _check is not None and value:
        _report_text(surface, value, font, rect)
    return rect


def fit(value: str, font: pygame.font.Font, width: int) -> str:
    """`value` cut with an ellipsis so it fits in `width` pixels."""
    shown = _cut(value, font, width)
    if _check is not None:
        _report_fit(value, shown, font, width, shown != value)
    return shown


def fit_path(path: Path | str, font: pygame.font.Font, width: int) -> str:
    """A folder's path as it fits in `width`: whole, or its end after an ellipsis (the end names it)."""
    text = str(path)
    if font.size(text)[0] <= width:
        return text
    for start in range(1, len(text)):
        if font.size("…" + text[start:])[0] <= width:
            return "…" + text[start:]
    return "…"


def fit_whole_words(value: str, font: pygame.font.Font, width: int, zoomed: bool = False) -> str:
    """`value` as it fits in `width` pixels: whole, else its leading whole words and an ellipsis (never a
    word broken inside itself; a first word wider than `width` is cut, there being nothing else).
    `zoomed`: the rest is meant for the card's zoom, which shows it whole, so the layout check is not
    told of the cut."""
    if text_width(font, value) <= width:
        shown = value
    else:
        words = value.split(" ")
        while len(words) > 1 and text_width(font, " ".join(words) + "…") > width:
            words.pop()
        shown = " ".join(words).rstrip(" ,;:·—-") + "…" if len(words) > 1 else _cut(value, font, width)
    if _check is not None and not zoomed:
        _report_fit(value, shown, font, width, shown != value)
    return shown


def _cut(value: str, font: pygame.font.Font, width: int) -> str:
    if text_width(font, value) <= width:
        return value
    while value and text_width(font, value + "…") > width:
        value = value[:-1]
    return value + "…"


def wrap(value: str, font: pygame.font.Font, width: int, most: int | None = None) -> list[str]:
    """Break `value` into lines no wider than `width` (paragraphs kept); with `most`, at most that many
    lines, the last one cut with an ellipsis when more would be needed (a word wider than `width`
    stays whole on its own line: the layout check reports it)."""
    lines: list[str] = []
    for paragraph in value.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = word if not line else f"{line} {word}"
            if text_width(font, trial) <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    cut = False
    if most is not None and len(lines) > most:
        rest = " ".join(lines[most - 1:]) if most > 0 else ""
        lines = lines[:most - 1] + ([_cut(rest, font, width)] if most > 0 else [])
        cut = most > 0
    if _check is not None:  # every line, so the one drawn next is found with the room it had
        for k, line in enumerate(lines):
            _report_fit(value, line, font, width, (cut and k == len(lines) - 1) or text_width(font, line) > width)
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
    w = max(text_width(font, line) for line in lines) + 16
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


_backdrops = Lru(8, max_bytes=16 * 1024 * 1024)  # the last few; at 2560x1440 (14 MB each) only the last
TABLE = "table"  # the backdrop name for the felt-covered table


def backdrop(surface: pygame.Surface, image: str = TABLE) -> None:
    """Fill the window with art scaled to cover it, or the tiled felt under a vignette (TABLE).

    A missing file is reported by name (resources) and a drawn night backdrop is used instead.
    """
    size = surface.get_size()
    key = (size[0], size[1], image)
    cached = _backdrops.get(key, lambda: _table(size) if image == TABLE else _art(image, size))
    surface.blit(cached, (0, 0))


def _art(image: str, size: tuple[int, int]) -> pygame.Surface:
    if not resources.image_exists(image):
        resources.load_image(image)  # names the missing file in the log
        return th.vignette_background(size)
    return _cover(resources.load_image(image, size, alpha=False, keep=False), size)


def _table(size: tuple[int, int]) -> pygame.Surface:
    """Felt tiles (art/felt.png) under the vignette (art/vignette.png)."""
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
        veil = pygame.transform.smoothscale(resources.load_image("art/vignette.png", keep=False), size)
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
