"""Cards lying on the table: a parchment face that glows when the piece in hand may go there, dims
when it may not, a fitted title, a few lines of text, a tag, and a wax seal with a number.

A table draws its card with :func:`draw_card_face` and writes on it with
:func:`write_card` (and :func:`draw_seal` for a cost or value); what the card
says is the game's.  Each card drawn so registers with the table's overlay
(``game.ui.kit.overlay``): a right-click shows it large, face, seal and words
painted again at that size, its tooltip in full beside it; a card drawn
smaller than its face (a chip, a tile: ``game.ui.kit.hand``) is shown large
by :func:`draw_large`.  A card that says more than a line (its rules text) is drawn through
``game.ui.kit.cardface`` instead: its face, laid out at any size, and its zoom with the whole text.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import materials, overlay, sprites
from game.ui.kit.sprites import font

INK = (44, 22, 18)          # a card's title
SEPIA = (74, 54, 42)        # its text
FADED = (120, 90, 70)       # its tag
SEAL_RED = (116, 18, 30)
LARGE = 0.7                 # a chip or tile shown large: width / height


def draw_card_face(surface: pygame.Surface, rect: pygame.Rect, tone: th.Colour = th.PARCHMENT, lit: bool = False,
                   hover: bool = False, dimmed: bool = False, edge: th.Colour | None = None) -> None:
    """A parchment card on the cloth: a glow when `lit` (gold under the pointer), dimmed when `dimmed`
    (the piece in hand may not go there), an edge of `edge` colour when it is marked."""
    if lit:
        halo = rect.inflate(16, 16)
        surface.blit(sprites.card_glow(halo.size, th.GOLD if hover else th.LEGAL), halo.topleft)
    surface.blit(sprites.soft_shadow(rect.size, 6, 120), (rect.left - 6 + 2, rect.top - 6 + 4))
    face = materials.parchment(rect.size, tone)
    if dimmed:
        face = face.copy()
        face.fill((150, 140, 130, 255), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(face, rect.topleft)
    if edge is not None:
        pygame.draw.rect(surface, edge, rect, 3, border_radius=6)
    overlay.zoomable(surface, rect, lambda big_surface, big, scale: draw_card_face(big_surface, big, tone,
                                                                                   edge=edge))


def draw_seal(surface: pygame.Surface, rect: pygame.Rect, value: str,
              mark: Callable[[pygame.Surface, tuple[float, float], float], None] | None = None) -> int:
    """A wax seal in the card's top right corner with `value` (and a small `mark` drawn left of it);
    returns its radius (the title keeps clear of it)."""
    r = max(8, int(min(rect.width, rect.height) * 0.16))
    centre = (rect.right - r + 2, rect.top + r - 2)
    pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), r)
    pygame.draw.circle(surface, SEAL_RED, centre, r)
    pygame.draw.circle(surface, th.GOLD_DIM, centre, r, max(1, r // 8))
    if mark is not None:
        mark(surface, (centre[0] - r * 0.38, centre[1] + r * 0.05), r * 0.36)
    paint.text(surface, value, font(r * 1.25, "bold"), th.GOLD, (centre[0] + r * 0.3, centre[1] + 1), "center")
    def large(big_surface: pygame.Surface, big: pygame.Rect, _scale: float) -> None:
        draw_seal(big_surface, big, value, mark)
    overlay.add_layer(surface, rect, large)
    return r


def write_card(surface: pygame.Surface, rect: pygame.Rect, title: str, text: str, unit: float, seal: int = 0,
               tag: str = "") -> None:
    """The title (its longest word fitted, two lines at most, clear of a seal of radius `seal`), up to
    three lines of `text` in italics under it, and a `tag` in the bottom right corner."""
    pad = max(4, rect.width // 16)
    room = rect.width - 2 * pad - seal * 2 + 4
    size = max(13 * unit, rect.height * 0.16)
    face = font(size, "bold")
    while size > 9 and any(face.size(word)[0] > room for word in title.split()):
        size -= 1
        face = font(size, "bold")
    y = rect.top + pad - 2
    with paint.within(surface, rect, f"the card {title!r}"):
        for line in paint.wrap(title, face, room, most=2):
            paint.text(surface, line, face, INK, (rect.left + pad, y))
            y += face.get_linesize() - 3
        body = font(max(12 * unit, rect.height * 0.13), "italic")
        y = max(y + 2, rect.top + seal * 2 - 2)
        for line in paint.wrap(text, body, rect.width - 2 * pad, most=3):
            paint.text(surface, line, body, SEPIA, (rect.left + pad, y))
            y += body.get_linesize() - 2
        if tag:
            paint.text(surface, tag, font(max(th.theme.px(10), rect.height * 0.1), "italic"), FADED,
                       (rect.right - pad, rect.bottom - pad // 2), "bottomright")
    overlay.add_layer(surface, rect, lambda big_surface, big, scale: write_card(
        big_surface, big, title, text, unit * scale, round(seal * scale), tag))


def draw_large(surface: pygame.Surface, rect: pygame.Rect, name: str, colour: th.Colour,
               lines: Sequence[str] = (), number: str = "") -> None:
    """A card shown large (zoomed): its colour, a gilt frame, its name in big letters, a few lines under it
    and a number in the top right corner."""
    pygame.draw.rect(surface, th.darken(colour, 0.15), rect, border_radius=12)
    pygame.draw.rect(surface, th.GOLD, rect, 3, border_radius=12)
    inner = rect.inflate(-rect.width // 8, -rect.width // 8)
    pygame.draw.rect(surface, th.darken(th.GOLD_DIM, 0.2), inner, 1, border_radius=8)
    pad = rect.width // 10
    room = inner.width - 2 * (pad // 2)
    y = inner.top + pad // 2
    if number:
        big = font(rect.height * 0.12, "bold")
        r = paint.text(surface, number, big, th.GOLD, (inner.right - pad // 2, y), "topright", shadow=True)
        room = r.left - inner.left - pad
    size = rect.height * 0.085
    title = font(size, "bold")
    while size > 10 and any(title.size(word)[0] > room for word in name.split()):
        size -= 1
        title = font(size, "bold")
    for line in paint.wrap(name, title, room, most=4):
        paint.text(surface, line, title, th.PARCHMENT, (inner.left + pad // 2, y), shadow=True)
        y += title.get_linesize()
    body = font(rect.height * 0.05, "italic")
    y += body.get_linesize() // 2
    for text in lines:
        for line in paint.wrap(text, body, inner.width - pad):
            paint.text(surface, line, body, th.PARCHMENT_DIM, (inner.left + pad // 2, y))
            y += body.get_linesize()
