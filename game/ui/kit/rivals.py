"""The rival panel: one seat's public pieces, cards and scores, read whole at 1280x720 on every table.

A table's ``read.py`` fills one :class:`RivalRecord` per seat from the viewer's view (public facts
only: the view already masks what the viewer may not see): the seat as every table shows it
(:class:`game.ui.kit.base.SeatLook`: name, colour, shape, score) and the sections the game declares,
each a title with label/value rows and the names of public cards or pieces.

The table draws its rivals its own way and marks each rival's plate (its name line) with
:func:`plate` while it paints; the table's overlay then shows that seat's panel while the pointer
rests on the plate, and keeps it open after a click on it until Esc or a click elsewhere.  The click
that opens it still reaches the table (a plate that is also a target plays as before), and the panel
closes when a decision of the viewer's own moves on (the click played something, or a later move of
theirs), or when the eyes it was read with change (another hotseat player, a curtain); the other seats'
moves leave it open, so a rival's lists can be read through their turns.  A section marked ``pinned`` (a long list, such as a deck's cards)
shows only in a panel kept open by a click, so a glance under the pointer stays short (a section marked
``glance`` says how to open them, and goes once they are open).

Type: the panel is set in the theme's ``small`` size and larger (17 px at 720 lines, scaled with the
window height), never smaller; names and rows are wrapped at word boundaries (never inside a word,
never cut with an ellipsis) and the panel grows wider, then taller, to hold them inside the window.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import sprites

if TYPE_CHECKING:
    from game.ui.kit.base import SeatLook

SMALLEST = 17            # the least type size in the panel, in pixels at 720 lines (theme "small")
WIDTHS = (340, 460, 600, 760)   # the widths tried, at 720 lines, until everything fits the window's height
SEP = "  ·  "            # between names on one line


@dataclass(frozen=True)
class Row:
    """One fact about a seat: "Pool" — "14"."""

    label: str
    value: str


@dataclass(frozen=True)
class Section:
    """A part of the panel the game declares: a title, label/value rows, names of public cards/pieces."""

    title: str
    rows: tuple[Row, ...] = ()
    names: tuple[str, ...] = ()
    empty: str = ""      # said when there are neither rows nor names ("none in play")
    pinned: bool = False  # shown only in a panel kept open by a click (a long list: a deck's cards)
    glance: bool = False  # shown only in a glance under the pointer (how to open the long lists)


@dataclass(frozen=True)
class RivalRecord:
    """One seat's panel: the seat as every table shows it and the sections its game declares."""

    look: SeatLook
    sections: tuple[Section, ...] = ()


@dataclass(frozen=True)
class Line:
    """One line laid out: its words, its type (role, size at 720 lines), colour and where it goes."""

    text: str
    role: str
    size: int
    colour: th.Colour
    rect: pygame.Rect
    source: str = ""     # the whole text this line is a part of (a name, a row's value)


@dataclass
class Laid:
    """The panel as laid out: its frame, the seat's mark and every line of text."""

    rect: pygame.Rect
    mark: tuple[int, int] = (0, 0)
    mark_r: int = 0
    lines: list[Line] = field(default_factory=list)


def face(role: str, size: int) -> pygame.font.Font:
    return th.theme.font(max(size, SMALLEST), role)


def whole_words(value: str, font: pygame.font.Font, width: int) -> list[str]:
    """`value` wrapped at word boundaries into lines no wider than `width` (a word wider than the line
    keeps a line of its own: the layout below widens the panel before that happens)."""
    return paint.wrap(value, font, width) if value else [""]


def _flow(names: Sequence[str], font: pygame.font.Font, width: int) -> list[tuple[str, str]]:
    """Names set one after another, broken between names (a name too long for a line wraps at its
    own spaces): (line, the name it begins with)."""
    out: list[tuple[str, str]] = []
    line, first = "", ""
    for name in names:
        trial = f"{line}{SEP}{name}" if line else name
        if paint.text_width(font, trial) <= width:
            line, first = trial, first or name
            continue
        if line:
            out.append((line, first))
        parts = whole_words(name, font, width)
        out += [(part, name) for part in parts[:-1]]
        line, first = parts[-1], name
    if line:
        out.append((line, first))
    return out


def _widest_word(record: RivalRecord) -> int:
    words = record.look.name.split()
    for section in record.sections:
        for text in (section.title, section.empty, *section.names):
            words += text.split()
        for row in section.rows:
            words += row.label.split() + row.value.split()
    body = face("text", SMALLEST)
    return max((paint.text_width(body, w) for w in words), default=0)


def lay_out(record: RivalRecord, window: pygame.Rect, near: pygame.Rect | None = None) -> Laid:
    """Where every line of `record`'s panel goes in `window`, beside `near` (the plate) when given."""
    pad, gap = th.theme.px(12), th.theme.px(4)
    least = _widest_word(record) + 2 * pad
    laid = Laid(pygame.Rect(0, 0, 0, 0))
    room = window.height - 2 * gap
    for base in WIDTHS[:2]:
        width = min(window.width - 2 * gap, max(th.theme.px(base), least))
        laid = _stack(record, width, pad, gap)
        if laid.rect.height <= room:
            break
    else:   # still too tall: the lines in columns, side by side
        for base in WIDTHS:
            width = min(window.width - 2 * gap, max(th.theme.px(base), least))
            laid = _columns(_stack(record, width, pad, gap), room, pad, window.width - 2 * gap)
            if laid.rect.width <= window.width - 2 * gap:
                break
    _place(laid, window, near, gap)
    return laid


def _columns(laid: Laid, room: int, pad: int, widest: int) -> Laid:
    """`laid` (one column) cut into columns no taller than `room`, between lines (a row on one line stays
    together), the columns side by side; as wide as it takes (the caller tries narrower columns)."""
    width = laid.rect.width
    lines: list[Line] = []
    shift_x, shift_y, bottom = 0, 0, 0
    for y in sorted({line.rect.top for line in laid.lines}):
        band = [line for line in laid.lines if line.rect.top == y]
        low = max(line.rect.bottom for line in band) - shift_y
        if low > room - pad and y - shift_y > pad + band[0].rect.height:
            shift_x, shift_y = shift_x + width, y - pad
            low = max(line.rect.bottom for line in band) - shift_y
        lines += [Line(ln.text, ln.role, ln.size, ln.colour, ln.rect.move(shift_x, -shift_y), ln.source) for ln in band]
        bottom = max(bottom, low)
    return Laid(pygame.Rect(0, 0, shift_x + width, bottom + pad), laid.mark, laid.mark_r, lines)


def _stack(record: RivalRecord, width: int, pad: int, gap: int) -> Laid:
    lines: list[Line] = []
    inner = width - 2 * pad
    y = pad
    head = face("bold", 20)
    mark_r = head.get_height() // 4
    score = f"{record.look.score}" if record.look.score is not None else ""
    score_w = paint.text_width(head, score) + gap * 2 if score else 0
    name_x = pad + 2 * mark_r + gap * 2
    for k, part in enumerate(whole_words(record.look.name, head, inner - name_x + pad - score_w)):
        lines.append(Line(part, "bold", 20, th.PARCHMENT, pygame.Rect(name_x, y, paint.text_width(head, part),
                                                                       head.get_linesize()), record.look.name))
        if k == 0 and score:
            sw = paint.text_width(head, score)
            lines.append(Line(score, "bold", 20, th.GOLD, pygame.Rect(pad + inner - sw, y, sw, head.get_linesize()),
                              score))
        y += head.get_linesize()
    laid = Laid(pygame.Rect(0, 0, width, 0), (pad + mark_r, pad + head.get_linesize() // 2), mark_r, lines)
    title_f, body = face("italic", SMALLEST), face("text", SMALLEST)
    step = body.get_linesize()
    for section in record.sections:
        y += gap * 2 if section.title else 0   # an untitled section goes on under the one before
        for part in whole_words(section.title, title_f, inner) if section.title else ():
            lines.append(Line(part, "italic", SMALLEST, th.GOLD, pygame.Rect(pad, y, paint.text_width(title_f, part),
                                                                              step), section.title))
            y += step
        for row in section.rows:
            y = _row(lines, row, body, pad, inner, y, step, gap)
        for text, name in _flow(section.names, body, inner):
            lines.append(Line(text, "text", SMALLEST, th.PARCHMENT, pygame.Rect(pad, y, paint.text_width(body, text),
                                                                                 step), name))
            y += step
        if not section.rows and not section.names and section.empty:
            for part in whole_words(section.empty, title_f, inner):
                lines.append(Line(part, "italic", SMALLEST, th.PARCHMENT_DIM,
                                  pygame.Rect(pad, y, paint.text_width(title_f, part), step), section.empty))
                y += step
    laid.rect.height = y + pad
    return laid


def _row(lines: list[Line], row: Row, body: pygame.font.Font, pad: int, inner: int, y: int, step: int,
         gap: int) -> int:
    """A row: its label at the left, its value at the right on the same line when both fit, else the
    value's lines under the label, right-aligned; the y under it."""
    label_w, value_w = paint.text_width(body, row.label), paint.text_width(body, row.value)
    if label_w + 3 * gap + value_w <= inner:
        lines.append(Line(row.label, "text", SMALLEST, th.PARCHMENT_DIM, pygame.Rect(pad, y, label_w, step), row.label))
        lines.append(Line(row.value, "text", SMALLEST, th.PARCHMENT,
                          pygame.Rect(pad + inner - value_w, y, value_w, step), row.value))
        return y + step
    for part in whole_words(row.label, body, inner):
        lines.append(Line(part, "text", SMALLEST, th.PARCHMENT_DIM,
                          pygame.Rect(pad, y, paint.text_width(body, part), step), row.label))
        y += step
    for part in whole_words(row.value, body, inner - 2 * gap):
        w = paint.text_width(body, part)
        lines.append(Line(part, "text", SMALLEST, th.PARCHMENT, pygame.Rect(pad + inner - w, y, w, step), row.value))
        y += step
    return y


def _place(laid: Laid, window: pygame.Rect, near: pygame.Rect | None, gap: int) -> None:
    """Under the plate (or above it when there is no room below), inside the window; lines follow."""
    rect = laid.rect
    if near is None:
        rect.center = window.center
    else:
        rect.topleft = (near.left, near.bottom + gap)
        if rect.bottom > window.bottom - gap and near.top - gap - rect.height >= window.top + gap:
            rect.bottom = near.top - gap
    rect.clamp_ip(window.inflate(-2 * gap, -2 * gap) if rect.width < window.width - 2 * gap else window)
    dx, dy = rect.topleft
    laid.mark = (laid.mark[0] + dx, laid.mark[1] + dy)
    laid.lines = [Line(ln.text, ln.role, ln.size, ln.colour, ln.rect.move(dx, dy), ln.source) for ln in laid.lines]


def draw(surface: pygame.Surface, record: RivalRecord, near: pygame.Rect | None = None) -> Laid:
    """The panel of `record` beside `near` (the plate), inside `surface`; what was laid out."""
    laid = lay_out(record, surface.get_rect(), near)
    rect = laid.rect
    surface.blit(sprites.soft_shadow(rect.size, 10, 160), (rect.left - 10, rect.top - 4))
    paint.panel(surface, rect, th.NIGHT, th.GOLD, alpha=246, ornate=False)
    pygame.draw.rect(surface, record.look.style.colour, pygame.Rect(rect.left, rect.top, th.theme.px(5), rect.height))
    th.draw_shape(surface, record.look.style.shape, record.look.style.colour, laid.mark, laid.mark_r)
    with paint.within(surface, rect, f"{record.look.name}'s rival panel"):
        for line in laid.lines:
            paint.text(surface, line.text, face(line.role, line.size), line.colour, line.rect.topleft)
    return laid


# -- the plates and the panel shown over the table ----------------------------------------------------------
Plate = tuple[pygame.Rect, int]


class RivalPanels:
    """The table overlay's part that shows a rival's panel: plates registered each frame, the seat pinned
    open by a click, the records from the table (`source`), the decision a pin was made in (`decision`)
    and whose eyes the table shows (`eyes`)."""

    def __init__(self) -> None:
        self.target: pygame.Surface | None = None
        self.plates: list[Plate] = []          # registered this frame
        self.shown_plates: list[Plate] = []    # as last drawn: what a click or the pointer finds
        self.pinned: int | None = None
        self.pinned_for: Hashable = None       # the decision the pinning click was made in
        self.pinned_eyes: Hashable = None      # whose eyes the table showed then
        self.pinned_ours = False               # the decision it stands in is the viewer's own
        self.source: Callable[[int], RivalRecord | None] | None = None
        self.decision: Callable[[], Hashable] | None = None
        self.eyes: Callable[[], Hashable] | None = None
        self.ours: Callable[[], bool] | None = None
        self.quiet = False                     # a piece is carried: no panel on hover
        self.laid: Laid | None = None          # the panel drawn last frame

    def serve(self, table_view: object, decision: Callable[[], Hashable], eyes: Callable[[], Hashable],
              ours: Callable[[], bool], carrying: bool) -> None:
        """Before the frame's overlay is drawn: the records from `table_view` (its ``rival_record``), the
        decision now, whose eyes the table shows, whether the decision is the viewer's own, and whether a
        piece is carried (then no panel on hover)."""
        self.source = getattr(table_view, "rival_record", None)
        self.decision, self.eyes, self.ours, self.quiet = decision, eyes, ours, carrying

    def begin(self, surface: pygame.Surface) -> None:
        self.target, self.plates = surface, []

    def finish_registering(self) -> None:
        self.target = None
        self.shown_plates = self.plates

    def plate_at(self, pos: tuple[int, int]) -> Plate | None:
        return next((p for p in reversed(self.shown_plates) if p[0].collidepoint(pos)), None)

    def handle(self, event: pygame.event.Event) -> bool:
        """A click on a plate pins its panel (the click goes on to the table); while one is pinned, Esc or
        a click elsewhere closes it (and is used).  True: used."""
        if self.pinned is not None and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        found = self.plate_at(event.pos)
        if found is not None:
            self.pinned = found[1]
            self.pinned_for = self.decision() if self.decision is not None else None
            self.pinned_ours = self.ours() if self.ours is not None else True
            self.pinned_eyes = self.eyes() if self.eyes is not None else None
            return False
        if self.pinned is not None:
            self.close()
            return True
        return False

    def close(self) -> None:
        self.pinned, self.pinned_for, self.pinned_eyes, self.laid = None, None, None, None
        self.pinned_ours = False

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> bool:
        """The pinned seat's panel, else the one whose plate the pointer rests on; True if one was drawn."""
        if self.pinned is not None:
            self._keep_or_close()
        seat = self.pinned
        plate = next((p for p in self.plates if p[1] == seat), None) if seat is not None else None
        if seat is None and not self.quiet:
            plate = self.plate_at(mouse)
            seat = plate[1] if plate is not None else None
        record = self.source(seat) if seat is not None and self.source is not None else None
        if record is None:
            self.laid = None
            return False
        held = seat == self.pinned   # kept open by a click: the long lists, not how to open them
        record = replace(record, sections=tuple(s for s in record.sections if not (s.glance if held else s.pinned)))
        self.laid = draw(surface, record, plate[0] if plate is not None else None)
        return True


    def _keep_or_close(self) -> None:
        """A pin closes when a decision of the viewer's own moves on (their move, or a panel they opened:
        the pinning click may have played too) or when the table shows other eyes; the other seats' moves
        leave it open."""
        if self.eyes is not None and self.eyes() != self.pinned_eyes:
            self.close()
        elif self.decision is not None and (now := self.decision()) != self.pinned_for:
            if self.pinned_ours:
                self.close()
            else:
                self.pinned_for, self.pinned_ours = now, self.ours() if self.ours is not None else True


_active: RivalPanels | None = None


def activate(panels: RivalPanels | None) -> None:
    """The panels the plates drawn from now on register with (the overlay's, during a table's frame)."""
    global _active
    _active = panels


def active(surface: pygame.Surface) -> RivalPanels | None:
    """The panels that plates drawn on `surface` register with now (None outside a table's frame)."""
    return _active if _active is not None and _active.target is surface else None


def plate(surface: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
    """Mark `rect` (a rival's name line, drawn on `surface`) as `seat`'s plate: hovering it shows the
    seat's panel, a click keeps it open.  Outside a table's frame it does nothing."""
    panels = active(surface)
    if panels is not None:
        panels.plates.append((pygame.Rect(rect), seat))
