"""A contest panel: two or more sides, each with its members, its dice (or the dice still to roll),
its modifiers and its total; a mark to beat beside them; the result stamped on it when it is over.

Elysium's challenges and influence contests, Methuselah's combats and votes,
Bloodlines' battlegrounds all read the same way: who is on each side, what
each rolled and why its total is what it is, and who won.  A table turns
its engine's data into a :class:`Contest` (all words already written, names
filled in) and draws it with :func:`draw_contest` over a region of its
board; the panel grows upward from the region's bottom with the tallest
side, and keeps room at its right for the table's dice tray.  In a narrow
column beside the board (:func:`draw_contest_stacked`) its sides lie one under
another and the dice tumble in the table's own tray; a column too short for them
all still shows every side (``contest_room.shares``): its label, total, first
member and dice first, the rest of its members and words in its tips.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Generic, TypeVar

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import sprites
from game.ui.kit.base import Tip
from game.ui.kit.contest_room import STACKED_DIE, dice_fit, dice_height, shares, stacked_needs
from game.ui.kit.seatcard import card_font as font
from game.ui.kit.table import add_tip

SIDE = (30, 22, 36)
HIDDEN_DIE = (48, 38, 56)


@dataclass(frozen=True)
class Member:
    """One seat on a side: its shape and colour, and what the panel says of it ("Ana (2) helps")."""

    shape: str
    colour: th.Colour
    text: str


@dataclass(frozen=True)
class RolledDie:
    """A die on a side: the engine's `index` for it (clicks), its `face`, a ±`nudge` and its tooltip."""

    index: int
    face: int
    tip: str
    nudge: int = 0


@dataclass
class Side:
    """One side of the contest, as it stands: `planned` dice are still to roll while `dice` is empty;
    `note` is said under a side with neither."""

    label: str
    colour: th.Colour
    members: list[Member]
    total: int
    dice: list[RolledDie] = field(default_factory=list)
    planned: int = 0
    modifiers: list[tuple[int, str]] = field(default_factory=list)
    note: str = ""


@dataclass(frozen=True)
class Mark:
    """A mark to beat in a column of its own (a difficulty): its title, its number, a line under it."""

    title: str
    value: str
    note: str


@dataclass
class Contest:
    """What the panel shows: a title, a line under it, the sides, and whether the dice have been rolled
    (then the one side with the highest total is framed in gold)."""

    title: str
    subtitle: str
    sides: list[Side]
    rolled: bool = False
    mark: Mark | None = None
    die_hint: str = ""   # added to a die's tip when the dice may be clicked
    modifier_rule: str | None = None   # the rules section of a modifier's tip (game.ui.kit.table), if its own


P = TypeVar("P")


@dataclass
class KeptResult(Generic[P]):
    """A finished contest kept on screen a moment with its result stamped on it, then let go (`seconds`
    at full speed, never slower than a quarter of it; Space lets go at once)."""

    seconds: float = 4.0
    panel: P | None = None     # the game's own record of the last contest shown
    result: str = ""
    left: float = 0.0

    def keep(self, panel: P) -> None:
        """The contest as it stands now (not over yet)."""
        self.panel, self.result = panel, ""

    def stamp(self, result: str) -> None:
        """It is over: show `result` on it for `seconds`."""
        self.result, self.left = result, self.seconds

    def clear(self) -> None:
        self.panel, self.result, self.left = None, "", 0.0

    def update(self, dt: float, speed: float) -> None:
        if self.left > 0:
            self.left = max(0.0, self.left - dt * max(speed, 0.25))
            if self.left == 0:
                self.clear()

    @property
    def shown(self) -> P | None:
        """The kept panel while its result is up, else None."""
        return self.panel if self.result else None


def die_face(value: int, size: int, tone: th.Colour = th.PARCHMENT, ink: th.Colour = th.CRIMSON,
             nudge: int = 0) -> pygame.Surface:
    """A small die face for a panel: a kite with the value; a nudge shows as a small ± in its corner."""
    def make() -> pygame.Surface:
        s = max(12, size)
        out = pygame.Surface((s, s), pygame.SRCALPHA)
        cx, cy = s / 2, s / 2
        kite = [(cx, cy - s * 0.48), (cx + s * 0.44, cy - s * 0.05), (cx, cy + s * 0.46),
                (cx - s * 0.44, cy - s * 0.05)]
        pygame.draw.polygon(out, (0, 0, 0, 110), [(x + 2, y + 2) for x, y in kite])
        pygame.draw.polygon(out, tone, kite)
        pygame.draw.polygon(out, th.INK, kite, 2)
        paint.text(out, str(value), sprites.font(int(s * 0.42), "bold", smallest=9), ink, (cx, cy), "center")
        if nudge:
            tiny = sprites.font(int(s * 0.3), "bold", smallest=8)
            paint.text(out, f"{nudge:+d}", tiny, th.INK, (s - 1, s - 1), "bottomright")
        return out
    return sprites.cached(("contest", "die", value, size, tone, ink, nudge), make)


def draw_contest(surface: pygame.Surface, rect: pygame.Rect, contest: Contest, unit: float, tips: list[Tip],
                 selected: int = -1, lit_dice: bool = False, result: str = "", tray_w: int = 0,
                 hide: bool = False) -> tuple[dict[int, pygame.Rect], pygame.Rect, pygame.Rect]:
    """The panel at the bottom of `rect`; `selected` is the chosen die, `lit_dice` rings the dice that
    may be clicked, `hide` keeps the faces and totals back while the tray still tumbles. Returns each
    die's rect by its index, the room kept at the right for the tray (`tray_w` wide) and the panel."""
    sides = contest.sides
    pad = round(10 * unit)
    head_f, body_f, small_f = font(19 * unit, "bold"), font(14.5 * unit), font(13 * unit, "italic")
    die_size = round(30 * unit)
    columns = len(sides) + (1 if contest.mark else 0)
    est_w = (rect.width - 2 * pad - (tray_w + pad if tray_w else 0)) / max(1, columns)
    text_w = int(est_w - 16 * unit - 34 * unit)
    rows = max((sum(len(paint.wrap(text, body_f, text_w, most=2)) for _a, text in s.modifiers) for s in sides),
               default=0)
    per_row = max(1, int((est_w - 16 * unit) // (die_size + 4)))
    members = max((len(s.members) for s in sides), default=1)
    dice_rows = max((1 + (len(s.dice) - 1) // per_row for s in sides if s.dice), default=1)
    need = (pad * 3 + head_f.get_linesize() + small_f.get_linesize() + round(24 * unit)
            + members * font(16 * unit, "bold").get_linesize() + dice_rows * (die_size + 4)
            + rows * body_f.get_linesize() + round(14 * unit))
    box = pygame.Rect(rect.left, rect.bottom - min(max(need, rect.height * 3 // 4), rect.height * 3 // 2),
                      rect.width, 0)
    box.height = rect.bottom - box.top
    sprites.framed(surface, box, th.INK, th.GOLD, alpha=236)
    with paint.within(surface, box, "the contest panel"):
        return _draw_body(surface, box, contest, unit, tips, selected, lit_dice, result, tray_w, hide, per_row)


def _draw_body(surface: pygame.Surface, box: pygame.Rect, contest: Contest, unit: float, tips: list[Tip],
               selected: int, lit_dice: bool, result: str, tray_w: int, hide: bool, per_row: int
               ) -> tuple[dict[int, pygame.Rect], pygame.Rect, pygame.Rect]:
    sides = contest.sides
    pad = round(10 * unit)
    head_f, body_f, small_f = font(19 * unit, "bold"), font(14.5 * unit), font(13 * unit, "italic")
    columns = len(sides) + (1 if contest.mark else 0)
    y = box.top + pad
    title_w = box.width - 2 * pad
    if result and not tray_w:
        title_w -= font(28 * unit, "title").size(result)[0] + round(40 * unit)
    paint.text(surface, paint.fit(contest.title, head_f, title_w), head_f, th.GOLD, (box.left + pad, y))
    y += head_f.get_linesize()
    paint.text(surface, paint.fit(contest.subtitle, small_f, box.width - 2 * pad), small_f, th.PARCHMENT_DIM,
               (box.left + pad, y))
    y += small_f.get_linesize() + round(4 * unit)
    tray = pygame.Rect(box.right - pad - tray_w, y, tray_w, box.bottom - y - pad) if tray_w else \
        pygame.Rect(0, 0, 0, 0)
    inner_w = box.width - 2 * pad - (tray_w + pad if tray_w else 0)
    col_w = (inner_w - (columns - 1) * pad) / max(1, columns)
    rects: dict[int, pygame.Rect] = {}
    totals = [s.total for s in sides]
    best = max(totals) if totals else 0
    for index, side in enumerate(sides):
        col = pygame.Rect(round(box.left + pad + index * (col_w + pad)), y, round(col_w), box.bottom - y - pad)
        winning = contest.rolled and totals.count(best) == 1 and side.total == best
        with paint.within(surface, col, f"the side {side.label!r}"):
            _draw_side(surface, col, contest, side, unit, tips, rects, selected, lit_dice and not hide,
                       winning and not hide, per_row, hide)
    if contest.mark:
        col = pygame.Rect(round(box.left + pad + len(sides) * (col_w + pad)), y, round(col_w), box.bottom - y - pad)
        pygame.draw.rect(surface, (44, 16, 22), col, border_radius=6)
        pygame.draw.rect(surface, th.CRIMSON_LIGHT, col, 1, border_radius=6)
        paint.text(surface, contest.mark.title, body_f, th.PARCHMENT_DIM, (col.centerx, col.top + pad), "midtop")
        paint.text(surface, contest.mark.value, font(34 * unit, "bold"), th.PARCHMENT, col.center, "center")
        paint.text(surface, contest.mark.note, small_f, th.PARCHMENT_DIM, (col.centerx, col.bottom - pad), "midbottom")
    return rects, tray, box


def draw_contest_stacked(surface: pygame.Surface, rect: pygame.Rect, contest: Contest, unit: float,
                         tips: list[Tip], selected: int = -1, lit_dice: bool = False,
                         hide: bool = False) -> tuple[dict[int, pygame.Rect], pygame.Rect]:
    """The panel for a narrow room (a column beside the board): its title whole, its sides one under
    another, as tall as they need, at the top of `rect` and never taller than it; the dice tumble in
    the table's own tray (the result is stamped there: ``draw_stamp``).  Returns each die's rect by its
    index and the panel."""
    pad = round(10 * unit)
    small_f = font(13 * unit, "italic")
    die_size = round(STACKED_DIE * unit)
    inner_w = rect.width - 2 * pad
    per_row = max(1, int((inner_w - 16 * unit) // (die_size + 4)))
    head_f, title, mark_h, needs, need = stacked_needs(contest, rect.width, unit)
    box = pygame.Rect(rect.left, rect.top, rect.width, min(need, rect.height))
    sprites.framed(surface, box, th.INK, th.GOLD, alpha=236)
    rects: dict[int, pygame.Rect] = {}
    with paint.within(surface, box, "the contest panel"):
        y = box.top + pad
        for line in title:
            paint.text(surface, line, head_f, th.GOLD, (box.left + pad, y))
            y += head_f.get_linesize()
        if contest.subtitle:
            paint.text(surface, paint.fit(contest.subtitle, small_f, box.width - 2 * pad), small_f,
                       th.PARCHMENT_DIM, (box.left + pad, y))
            y += small_f.get_linesize()
        y += round(4 * unit)
        if contest.mark:
            _draw_mark_row(surface, pygame.Rect(box.left + pad, y, inner_w, mark_h), contest.mark, unit)
            y += mark_h + pad
        totals = [s.total for s in contest.sides]
        best = max(totals) if totals else 0
        tight = sum(needs) + pad * len(needs) > box.bottom - y   # short of room: closer, and each side cut
        gap = round(4 * unit) if tight else pad
        heights = shares(needs, box.bottom - y - gap * len(needs))
        for side, side_h, side_need in zip(contest.sides, heights, needs, strict=True):
            col = pygame.Rect(box.left + pad, y, inner_w, side_h)
            winning = contest.rolled and totals.count(best) == 1 and side.total == best
            with paint.within(surface, col, f"the side {side.label!r}"):
                _draw_side(surface, col, contest, side, unit, tips, rects, selected, lit_dice and not hide,
                           winning and not hide, per_row, hide, die_size, side_h < side_need)
            y = col.bottom + gap
    return rects, box


def _draw_mark_row(surface: pygame.Surface, row: pygame.Rect, mark: Mark, unit: float) -> None:
    """The mark to beat as a row of its own: its title, its number and the line under it, side by side."""
    small_f = font(13 * unit, "italic")
    pygame.draw.rect(surface, (44, 16, 22), row, border_radius=6)
    pygame.draw.rect(surface, th.CRIMSON_LIGHT, row, 1, border_radius=6)
    with paint.within(surface, row, "the mark to beat"):
        left = paint.text(surface, f"{mark.title} {mark.value}", font(16 * unit, "bold"), th.PARCHMENT,
                          (row.left + round(8 * unit), row.centery), "midleft")
        paint.text(surface, paint.fit(mark.note, small_f, row.right - left.right - round(16 * unit)), small_f,
                   th.PARCHMENT_DIM, (row.right - round(8 * unit), row.centery), "midright")


def _hidden_die(surface: pygame.Surface, r: pygame.Rect, face: pygame.font.Font) -> None:
    """A die not rolled yet, or still tumbling in the tray: a dark square with a "?"."""
    pygame.draw.rect(surface, HIDDEN_DIE, r, border_radius=4)
    pygame.draw.rect(surface, th.darken(th.PARCHMENT_DIM, 0.3), r, 1, border_radius=4)
    paint.text(surface, "?", face, th.PARCHMENT_DIM, r.center, "center")


def _draw_side(surface: pygame.Surface, col: pygame.Rect, contest: Contest, side: Side, unit: float,
               tips: list[Tip], rects: dict[int, pygame.Rect], selected: int, lit_dice: bool, winning: bool,
               per_row: int, hide: bool, size: int = 0, cut: bool = False) -> None:
    """One side in `col`; `cut`: shorter than it needs, so its label, its first member and all its dice
    come first (the dice smaller if they must), then what members and words still fit (the rest in tips)."""
    pad = round((4 if cut else 8) * unit)
    body_f, small_f, name_f = font(14.5 * unit), font(13 * unit, "italic"), font(16 * unit, "bold")
    pygame.draw.rect(surface, SIDE, col, border_radius=6)
    pygame.draw.rect(surface, th.GOLD if winning else th.darken(side.colour, 0.2), col, 3 if winning else 1,
                     border_radius=6)
    pygame.draw.rect(surface, side.colour, (col.left, col.top, col.width, max(3, round(4 * unit))),
                     border_top_left_radius=6, border_top_right_radius=6)
    x, y = col.left + pad, col.top + pad
    rolling = hide and bool(side.dice)
    total_r = paint.text(surface, "…" if rolling else str(side.total), font(30 * unit, "bold"),
                         th.GOLD if winning else th.PARCHMENT, (col.right - pad, col.top + round(2 * unit)),
                         "topright", shadow=True)
    paint.text(surface, paint.fit(side.label, small_f, total_r.left - x - 4), small_f, th.PARCHMENT_DIM, (x, y))
    label_r = pygame.Rect(x, y, max(1, total_r.left - x), small_f.get_linesize())
    tips.append((total_r, "This side's total: dice plus modifiers."))
    y += small_f.get_linesize()
    line_h = name_f.get_linesize()
    size = size or round(30 * unit)
    if cut:   # the dice in what is left under the first member
        size, per_row = dice_fit(side, col.width - 2 * pad, col.bottom - 2 - y - line_h - round(4 * unit),
                                  size, per_row)
    kept = dice_height(side, per_row, size, small_f) + round(4 * unit) if cut else 0
    room = max(1, int((col.bottom - 2 - y - kept) // line_h))      # the member lines the column holds
    members = side.members if len(side.members) <= room else side.members[:max(1, room - 1)]
    hidden = side.members[len(members):]                     # the rest: said in one line, each in its tip
    more = f"+{len(hidden)}" if hidden and room == 1 else ""  # one line only: "+2" after the first member
    for member in members:
        th.draw_shape(surface, member.shape, member.colour, (x + 6 * unit, y + name_f.get_linesize() / 2),
                      6 * unit, outline=th.INK, width=1)
        name_w = int(total_r.left - x - 18 * unit) - (small_f.size(more)[0] + round(6 * unit) if more else 0)
        name_r = paint.text(surface, paint.fit(member.text, name_f, name_w), name_f, th.PARCHMENT, (x + 16 * unit, y))
        if more:
            paint.text(surface, more, small_f, th.PARCHMENT_DIM, (name_r.right + round(6 * unit), y + 2))
        y += line_h
    if hidden:
        if not more:
            paint.text(surface, paint.fit(f"and {len(hidden)} more", small_f, int(total_r.left - x)), small_f,
                       th.PARCHMENT_DIM, (x, y))
        tips.append((pygame.Rect(x, y - (line_h if more else 0), col.width - 2 * pad, line_h),
                     "; ".join(m.text for m in hidden)))
        y += 0 if more else line_h
    y += round(2 * unit)
    for n, die in enumerate(side.dice):
        r = pygame.Rect(x + (n % per_row) * (size + 4), y + (n // per_row) * (size + 4), size, size)
        paint.piece(surface, r, f"{side.label}'s die {n + 1}")   # the layout check sees a die past the side's frame
        if rolling:  # the tray is still tumbling: the face is not known yet
            _hidden_die(surface, r, body_f)
            continue
        surface.blit(die_face(die.face, size, th.PARCHMENT if die.index != selected else th.GOLD, th.CRIMSON,
                              die.nudge), r)
        if lit_dice:
            pygame.draw.rect(surface, th.GOLD if die.index == selected else th.LEGAL, r.inflate(4, 4), 1,
                             border_radius=4)
        rects[die.index] = r
        tips.append((r, die.tip + (f". {contest.die_hint}" if lit_dice and contest.die_hint else ".")))
    if side.dice:
        y += dice_height(side, per_row, size, small_f)
    else:
        for n in range(min(side.planned, per_row)):
            paint.piece(surface, pygame.Rect(x + n * (size + 4), y, size, size), f"{side.label}'s die {n + 1} to roll")
            _hidden_die(surface, pygame.Rect(x + n * (size + 4), y, size, size), body_f)
        if side.planned:
            tips.append((pygame.Rect(x, y, (size + 4) * min(side.planned, per_row), size),
                         f"{side.planned} {'die' if side.planned == 1 else 'dice'} to roll."))
        elif side.note:
            paint.text(surface, side.note, small_f, th.PARCHMENT_DIM, (x, y + 2))
        y += dice_height(side, per_row, size, small_f)
    y += round(2 * unit)
    step = body_f.get_linesize()
    for shown, (amount, text) in enumerate(side.modifiers):
        if y + step > col.bottom - 2:   # no room left: the rest in the side's label's tip
            tips.append((label_r, "Also: " + "; ".join(f"{int(a):+d} {t}" for a, t in side.modifiers[shown:])))
            break
        room = int(col.right - x - 34 * unit - pad)
        lines = paint.wrap(text, body_f, room, most=2 if y + 2 * step <= col.bottom - 2 else 1)
        paint.text(surface, f"{int(amount):+d}", body_f, th.GOLD if amount > 0 else th.CRIMSON_LIGHT, (x, y))
        for k, line in enumerate(lines):
            paint.text(surface, line, body_f, th.PARCHMENT, (x + 34 * unit, y + k * step))
        add_tip(tips, (pygame.Rect(x, y, col.width - 2 * pad, step * len(lines)), f"{int(amount):+d}: {text}"),
                contest.modifier_rule)
        y += step * len(lines)


def draw_stamp(surface: pygame.Surface, box: pygame.Rect, tray: pygame.Rect, result: str, unit: float) -> None:
    """The result of a finished contest stamped over the tray (or, without one, the panel's top right)."""
    if not result:
        return
    pad = round(10 * unit)
    face = font(28 * unit, "title")
    stamp = paint.render(result, face, th.GOLD)
    if tray.width:
        plate = stamp.get_rect(midtop=(tray.centerx, tray.top + round(10 * unit)))
    else:
        plate = stamp.get_rect(midright=(box.right - pad, box.top + pad + font(19 * unit, "bold").get_linesize() // 2))
    plate = plate.inflate(round(24 * unit), round(8 * unit))
    size = 28 * unit
    while tray.width and plate.width > tray.width - round(8 * unit) and size > 12:
        size -= 2
        face = font(size, "title")
        stamp = paint.render(result, face, th.GOLD)
        plate = stamp.get_rect(midtop=(tray.centerx, tray.top + round(10 * unit))).inflate(round(16 * unit),
                                                                                           round(8 * unit))
    pygame.draw.rect(surface, th.darken(th.CRIMSON, 0.5), plate, border_radius=6)
    pygame.draw.rect(surface, th.GOLD, plate, 2, border_radius=6)
    with paint.within(surface, plate, "the result stamp"):
        paint.text(surface, result, face, th.GOLD, plate.center, "center")
