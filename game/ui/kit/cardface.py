"""What a card says, and one drawing of it at any size: small on the table, large in the zoom.

A table's ``read.py`` turns each card the view shows into a :class:`CardFace` (its
title, the whole rules text, a tag for its kind, the value in its seal, its tone);
the painter draws it with :func:`draw_face`.  The drawing lays the face out in the
room it is given (:func:`lay_out`):

* on the table the type stays readable (never below the table's smallest size);
  the text wraps between words, never inside one, and stays inside the frame; when
  the room is short it shows the lines that fit and a "…" after the last whole word
  says the rest is on the zoom;
* in the zoom (``whole=True``) the same face is drawn large and the type shrinks
  until every word of the text fits inside the frame: nothing is cut.

A card drawn by :func:`draw_face` registers with the table's overlay
(``game.ui.kit.overlay``): a right-click shows :func:`draw_zoom` of the same face.
A card the seat may not see is drawn by :func:`draw_back` and registers nothing,
so the zoom never shows a hidden face.  A card drawn as a chip or a tile
(``game.ui.kit.hand``) zooms to its face the same way when it is given one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import materials, overlay, sprites
from game.ui.kit.sprites import font

INK = (44, 22, 18)          # a card's title
SEPIA = (74, 54, 42)        # its text
FADED = (120, 90, 70)       # its tag
SEAL_RED = (116, 18, 30)
BACK = (60, 26, 40)         # a card's back
ASPECT = 0.7                # a card's width / height (a zoomed card's shape unless its face says another)
MORE = "…"                  # after the last whole word shown: the rest is on the zoom

Mark = Callable[[pygame.Surface, tuple[float, float], float], None]   # a small sign drawn in the seal


@dataclass(frozen=True)
class CardFace:
    """What a card says: its `title`, its whole rules `text`, the `tag` of its kind (the foot corner),
    the `seal` value (a cost or a value; '' for none, `mark` drawn beside it), its parchment `tone`
    and the `edge` colour of its kind (None: no edge); `brief` is what the small face writes when the
    game prints a shorter line on the card than its rules ('' : the text itself); `aspect` its shape."""

    title: str
    text: str = ""
    tag: str = ""
    seal: str = ""
    tone: th.Colour = th.PARCHMENT
    edge: th.Colour | None = None
    brief: str = ""
    aspect: float = ASPECT
    mark: Mark | None = field(default=None, compare=False)

    def words(self, whole: bool) -> str:
        """The words the face writes under its title: all of them in the zoom, else the brief line."""
        return self.text if whole or not self.brief else self.brief


@dataclass(frozen=True)
class Line:
    """One line laid out on a face: its words, the font it is set in and where it goes."""

    text: str
    px: int
    role: str
    colour: th.Colour
    rect: pygame.Rect


@dataclass
class Laid:
    """A face laid out in a rect: the frame the words stay inside, the seal's radius, every line, and
    whether words were left for the zoom (`more`)."""

    frame: pygame.Rect
    seal: int
    lines: list[Line]
    more: bool


def _wrap(text: str, face: pygame.font.Font, width: int) -> list[str] | None:
    """`text` broken between words into lines no wider than `width`; None when one word is wider."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}" if line else word
            if paint.text_width(face, trial) <= width:
                line = trial
            elif paint.text_width(face, word) > width:
                return None
            else:
                lines.append(line)
                line = word
        if line:
            lines.append(line)
    return lines


def seal_radius(rect: pygame.Rect) -> int:
    return max(8, int(min(rect.width, rect.height) * 0.16))


_LAID: dict[tuple, Laid] = {}   # faces already laid out (a table draws the same cards every frame)
LAID_KEPT = 512


def lay_out(face: CardFace, rect: pygame.Rect, unit: float = 1.0, whole: bool = False) -> Laid:
    """Where each line of `face` goes in `rect` (see the module docstring): `whole` lays out every word,
    shrinking the type as far as it takes; otherwise the type stays at least the table's readable size
    (in `unit`) and the lines that do not fit are left for the zoom.  Kept: the same face in the same
    place at the same scale is laid out once (what is laid out is not to be changed by the caller)."""
    key = (face, tuple(rect), unit, whole, th.theme.height)
    try:
        kept = _LAID.get(key)
    except TypeError:   # a face holding something unhashable: laid out afresh
        return _lay_out(face, rect, unit, whole)
    if kept is None:
        if len(_LAID) >= LAID_KEPT:
            _LAID.clear()
        kept = _LAID[key] = _lay_out(face, rect, unit, whole)
    return kept


def words_frame(rect: pygame.Rect, whole: bool = False) -> pygame.Rect:
    """The room a card's words lie in, inside its gilt frame: `rect` less a margin (a wider one on the
    zoom, `whole`, whose frame has corner ornaments).  Every game's card faces lay their words in it:
    :func:`lay_out` for a :class:`CardFace`, a table's own card drawing (Bloodlines' characters) too."""
    pad = max(4, round(rect.width * (0.1 if whole else 0.0625)))
    return rect.inflate(-2 * pad, -2 * pad)


def _lay_out(face: CardFace, rect: pygame.Rect, unit: float, whole: bool) -> Laid:
    frame = words_frame(rect, whole)
    seal = seal_radius(rect) if face.seal else 0
    words = face.words(whole)
    floor = 6 if whole else max(9, th.theme.px(9.5), round(9.5 * unit))
    px = max(floor, round(rect.height * 0.07) if whole else round(max(12 * unit, rect.height * 0.13)))
    while True:
        laid = _try(face, words, rect, frame, seal, px, whole, floor)
        if laid is not None or px <= floor:
            break
        px -= 1
    return laid if laid is not None else _cut_short(face, words, rect, frame, seal, floor)


def _title_room(frame: pygame.Rect, seal: int, rect: pygame.Rect) -> int:
    """The title's width: the frame's, up to the seal (the seal's left edge, a little room before it)."""
    return min(frame.right, rect.right - 2 * seal - 2) - frame.left if seal else frame.width


def _title_lines(title: str, frame: pygame.Rect, seal: int, px: int, rect: pygame.Rect
                 ) -> tuple[int, list[str]] | None:
    lines = _wrap(title, font(px, "bold"), _title_room(frame, seal, rect))
    return (px, lines) if lines is not None else None


def _try(face: CardFace, words: str, rect: pygame.Rect, frame: pygame.Rect, seal: int, px: int,
         whole: bool, floor: int) -> Laid | None:
    """Every line at body size `px` (the title a third larger), or None when it does not all fit."""
    head = _title_lines(face.title, frame, seal, round(px * 1.3), rect)
    body = font(px, "italic")
    lines = _wrap(words, body, frame.width)
    if head is None or lines is None or (not whole and len(head[1]) > 2):
        return None
    out, y = _heading(head, frame, seal, rect)
    tag_px = max(floor, round(px * 0.85))
    tag_h = _height(font(tag_px, "italic"), face.tag) if face.tag else 0
    step = body.get_linesize() - (0 if whole else 2)
    if lines and y + (len(lines) - 1) * step + _height(body, lines[-1]) > frame.bottom - tag_h:
        return None
    for line in lines:
        out.append(Line(line, px, "italic", SEPIA, pygame.Rect(frame.left, y, paint.text_width(body, line),
                                                               _height(body, line))))
        y += step
    _tag(out, face.tag, tag_px, frame, round(rect.width * 0.1))
    if not _inside(out, frame):
        return None
    return Laid(frame, seal, out, False)


def _heading(head: tuple[int, list[str]], frame: pygame.Rect, seal: int, rect: pygame.Rect
             ) -> tuple[list[Line], int]:
    px, rows = head
    title = font(px, "bold")
    out: list[Line] = []
    y = frame.top
    for row in rows:
        out.append(Line(row, px, "bold", INK,
                        pygame.Rect(frame.left, y, paint.text_width(title, row), _height(title, row))))
        y += title.get_linesize() - 2
    return out, max(y + 2, rect.top + 2 * seal - 2)


def _tag(out: list[Line], tag: str, px: int, frame: pygame.Rect, corner: int) -> None:
    """The tag in the foot corner, left of the frame's corner ornament (`corner` wide)."""
    if tag:
        face = font(px, "italic")
        w, h = paint.text_width(face, tag), _height(face, tag)
        out.append(Line(tag, px, "italic", FADED, pygame.Rect(frame.right - corner - w,
                                                              frame.bottom - h, w, h)))


def _height(face: pygame.font.Font, text: str) -> int:
    """The height `text` takes drawn in `face` (its rendered line, which may be taller than the line step)."""
    return max(face.get_linesize(), face.size(text or " ")[1])


def _inside(lines: list[Line], frame: pygame.Rect) -> bool:
    return all(frame.contains(line.rect) for line in lines)


def _cut_short(face: CardFace, words: str, rect: pygame.Rect, frame: pygame.Rect, seal: int, px: int) -> Laid:
    """The table's smallest type and too little room: the title (its words that fit), then the lines of
    text that fit, the last ending with "…" after a whole word: the rest is on the zoom."""
    title = font(round(px * 1.3), "bold")
    room = _title_room(frame, seal, rect)
    rows = _fitting(face.title, title, room)[:2]
    out, y = _heading((round(px * 1.3), rows), frame, seal, rect)
    body = font(px, "italic")
    tag_px = max(px, round(px * 0.85))
    tag_h = _height(font(tag_px, "italic"), face.tag) if face.tag else 0
    step = body.get_linesize() - 2
    hb, left = _height(body, "Ag"), frame.bottom - tag_h - y
    room_lines = (left - hb) // step + 1 if left >= hb else 0
    lines = _fitting(words, body, frame.width)
    more = len(lines) > room_lines or " ".join(rows).split() != face.title.split()
    lines = lines[:room_lines]
    if more and lines:
        lines[-1] = _with_more(lines[-1], body, frame.width)
    elif more and rows and not lines:
        rows[-1] = _with_more(rows[-1], title, room)
        out[len(rows) - 1] = Line(rows[-1], round(px * 1.3), "bold", INK, out[len(rows) - 1].rect)
    for line in lines:
        out.append(Line(line, px, "italic", SEPIA, pygame.Rect(frame.left, y, paint.text_width(body, line),
                                                               _height(body, line))))
        y += step
    fits = paint.text_width(font(tag_px, "italic"), face.tag) <= frame.width - rect.width * 0.1
    above = max((line.rect.bottom for line in out), default=frame.top)   # the tag goes under every line
    if face.tag and fits and above <= frame.bottom - tag_h:
        _tag(out, face.tag, tag_px, frame, round(rect.width * 0.1))
    return Laid(frame, seal, [line for line in out if frame.contains(line.rect)], more)


def _fitting(text: str, face: pygame.font.Font, width: int) -> list[str]:
    """`text` wrapped between words, a word wider than `width` left out (it is on the zoom)."""
    kept = " ".join(w for w in text.split() if paint.text_width(face, w) <= width)
    return _wrap(kept, face, width) or []


def _with_more(line: str, face: pygame.font.Font, width: int) -> str:
    """`line` with "…" after its last whole word that leaves room for it."""
    words = line.split()
    while words and paint.text_width(face, " ".join(words) + " " + MORE) > width:
        words.pop()
    return " ".join([*words, MORE])


def _parchment(surface: pygame.Surface, rect: pygame.Rect, face: CardFace, lit: bool, hover: bool,
               dimmed: bool) -> None:
    if lit:
        halo = rect.inflate(16, 16)
        surface.blit(sprites.card_glow(halo.size, th.GOLD if hover else th.LEGAL), halo.topleft)
    surface.blit(sprites.soft_shadow(rect.size, 6, 120), (rect.left - 6 + 2, rect.top - 6 + 4))
    sheet = materials.parchment(rect.size, face.tone)
    if dimmed:
        sheet = sheet.copy()
        sheet.fill((150, 140, 130, 255), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(sheet, rect.topleft)
    if face.edge is not None:
        pygame.draw.rect(surface, face.edge, rect, 3, border_radius=6)


def _seal(surface: pygame.Surface, rect: pygame.Rect, face: CardFace, r: int) -> None:
    centre = (rect.right - r + 2, rect.top + r - 2)
    pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), r)
    pygame.draw.circle(surface, SEAL_RED, centre, r)
    pygame.draw.circle(surface, th.GOLD_DIM, centre, r, max(1, r // 8))
    if face.mark is not None:
        face.mark(surface, (centre[0] - r * 0.38, centre[1] + r * 0.05), r * 0.36)
    x = centre[0] + r * 0.3 if face.mark is not None else centre[0]
    paint.text(surface, face.seal, font(r * 1.25, "bold"), th.GOLD, (x, centre[1] + 1), "center")


def paint_face(surface: pygame.Surface, rect: pygame.Rect, face: CardFace, laid: Laid, lit: bool = False,
               hover: bool = False, dimmed: bool = False) -> None:
    """Paint `face` as `laid` out in `rect`: parchment, seal, words."""
    _parchment(surface, rect, face, lit, hover, dimmed)
    if laid.seal:
        _seal(surface, rect, face, laid.seal)
    with paint.within(surface, laid.frame, f"the card {face.title!r}"):
        for line in laid.lines:
            paint.text(surface, line.text, font(line.px, line.role), line.colour, line.rect.topleft)


def draw_face(surface: pygame.Surface, rect: pygame.Rect, face: CardFace, unit: float = 1.0, lit: bool = False,
              hover: bool = False, dimmed: bool = False) -> Laid:
    """A card face up on the table, fitted to `rect`, and registered for the zoom; what was laid out."""
    laid = lay_out(face, rect, unit)
    paint_face(surface, rect, face, laid, lit, hover, dimmed)
    zoom_to(surface, rect, face)
    return laid


def zoom_to(surface: pygame.Surface, rect: pygame.Rect, face: CardFace, text: str = "") -> None:
    """Register `rect` (a card, a chip, a tile, drawn however the table draws it) with the overlay: a
    right-click shows `face` large, with its whole text (`text`: the words beside it, else its tooltip)."""
    def large(big_surface: pygame.Surface, big: pygame.Rect, scale: float) -> None:
        draw_zoom(big_surface, big, face)
    overlay.zoomable(surface, rect, large, face.aspect, text, face)


def draw_zoom(surface: pygame.Surface, rect: pygame.Rect, face: CardFace) -> Laid:
    """`face` large in `rect` with every word of its text (the type shrinks until all of it fits)."""
    laid = lay_out(face, rect, whole=True)
    paint_face(surface, rect, face, laid)
    return laid


def draw_back(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A card face down (its back: dark, a gilt inner frame); it does not zoom."""
    pygame.draw.rect(surface, BACK, rect, border_radius=3)
    pygame.draw.rect(surface, th.GOLD_DIM, rect, 1, border_radius=3)
    inner = rect.inflate(-max(4, rect.width // 4), -max(4, rect.height // 4))
    pygame.draw.rect(surface, th.darken(th.GOLD_DIM, 0.3), inner, 1, border_radius=2)


def zoom_faces(surface: pygame.Surface, rect: pygame.Rect, faces: Sequence[CardFace]) -> None:
    """Register `rect` (cards written as words: "In hand: …") with the overlay: a right-click shows each
    face large, side by side, each with its whole text."""
    if not faces:
        return
    shown = list(faces)
    gap = 0.06  # of a card's width

    def paint_all(big_surface: pygame.Surface, big: pygame.Rect, scale: float) -> None:
        w = big.width / (len(shown) + gap * (len(shown) - 1))
        for i, face in enumerate(shown):
            draw_zoom(big_surface, pygame.Rect(round(big.left + i * w * (1 + gap)), big.top, round(w), big.height),
                      face)
    overlay.zoomable(surface, rect, paint_all, ASPECT * (len(shown) + gap * (len(shown) - 1)))
