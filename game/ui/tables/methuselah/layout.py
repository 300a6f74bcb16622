"""Where everything sits on the Methuselah table, for any window size and 2–5 players.

The circle is read from your seat at the bottom: your rivals across the top from your prey at the left,
round the table, to your predator at the right (each hunts the one to its left, the arrows between
their panels), each rival's panel with its pool, victory points, ready minions, torpor and its
uncontrolled vampires face down.  Between them and you the prompt ribbon and the stage: the action under
way (or a combat, or a referendum) with the step's choices beside it.  At the bottom your own seat: its
header with your pool, your ready region, torpor, uncontrolled region with the pool's counters to
drag, and your hand.

A crowded region never lays one card over another (a crypt holds 12 vampires, all of which may wait
uncontrolled): your uncontrolled region first widens over the room your ready minions leave free (a
rival's over its torpor's), then its cards shrink in one row, go to rows, and at last become a list
of strips, each vampire's name whole (``region_slots``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

import pygame


@dataclass
class TableLayout:
    full: pygame.Rect
    unit: float
    rivals: list[pygame.Rect]       # rival panels, left (your prey) to right (your predator)
    links: list[pygame.Rect]        # the gap between two rival panels (the hunting arrow)
    prey_arrow: pygame.Rect         # from your seat up to your prey
    predator_arrow: pygame.Rect     # from your predator down to your seat
    ribbon: pygame.Rect
    stage: pygame.Rect              # the action under way, a combat, a referendum
    choices: pygame.Rect            # the step's panel, a gesture's question
    mine: pygame.Rect               # your seat
    head: pygame.Rect               # its header line
    ready: pygame.Rect
    torpor: pygame.Rect
    uncontrolled: pygame.Rect
    pool: pygame.Rect               # your pool's counters (drag one onto an uncontrolled vampire)
    hand: pygame.Rect
    edge_home: tuple[float, float]  # where the Edge lies while nobody has it
    strips: list[pygame.Rect] = field(default_factory=list)   # from above: each rival's hand, under its panel


@dataclass(frozen=True)
class Crowd:
    """What a seat's regions hold, as far as their sizes go: its ready minions (each locked or not), how many
    vampires lie in torpor and how many in the uncontrolled region."""

    ready: tuple[bool, ...] = ()
    torpor: int = 0
    uncontrolled: int = 0


UNDER = 14       # the room (in the table's unit) kept beneath a ready minion for the cards it carries


@dataclass
class RivalLayout:
    """The parts of one rival's panel."""

    panel: pygame.Rect
    head: pygame.Rect
    counts: pygame.Rect
    ready: pygame.Rect
    torpor: pygame.Rect
    uncontrolled: pygame.Rect
    edge: tuple[float, float]


def compute(full: pygame.Rect, players: int) -> TableLayout:
    unit = max(0.6, full.height / 642)
    gap = max(3, round(6 * unit))
    rivals = max(1, players - 1)
    arrow_w = round(26 * unit)
    link_w = round(18 * unit)
    top_h = round(full.height * 0.35)
    inner = pygame.Rect(full.left + arrow_w, full.top, full.width - 2 * arrow_w, top_h)
    panel_w = (inner.width - link_w * (rivals - 1)) / rivals
    panels = [pygame.Rect(round(inner.left + i * (panel_w + link_w)), inner.top, round(panel_w), top_h)
              for i in range(rivals)]
    links = [pygame.Rect(panels[i].right, inner.top, panels[i + 1].left - panels[i].right, top_h)
             for i in range(rivals - 1)]
    ribbon_h = round(24 * unit)
    ribbon = pygame.Rect(full.left, full.top + top_h + gap, full.width, ribbon_h)
    mine_h = round(full.height * 0.40)
    mine = pygame.Rect(full.left, full.bottom - mine_h, full.width, mine_h)
    stage_band = pygame.Rect(full.left, ribbon.bottom + gap, full.width, mine.top - gap - ribbon.bottom - gap)
    stage_w = round(stage_band.width * 0.56)
    edge_w = round(30 * unit)     # the Edge's place while nobody holds it, between the prey arrow and the stage
    stage = pygame.Rect(stage_band.left + arrow_w + edge_w, stage_band.top, stage_w - arrow_w - edge_w,
                        stage_band.height)
    choices = pygame.Rect(stage.right + gap, stage_band.top, stage_band.right - arrow_w - stage.right - gap,
                          stage_band.height)
    prey_arrow = pygame.Rect(full.left, panels[0].bottom - round(30 * unit), arrow_w, mine.top + round(40 * unit)
                             - panels[0].bottom + round(30 * unit))
    predator_arrow = pygame.Rect(full.right - arrow_w, prey_arrow.top, arrow_w, prey_arrow.height)
    pad = round(6 * unit)
    head = pygame.Rect(mine.left + pad, mine.top + round(3 * unit), mine.width - 2 * pad, round(26 * unit))
    hand_h = round(mine.height * 0.30)
    hand = pygame.Rect(mine.left + pad, mine.bottom - pad - hand_h, mine.width - 2 * pad, hand_h)
    body = pygame.Rect(mine.left + pad, head.bottom + round(2 * unit), mine.width - 2 * pad,
                       hand.top - gap - head.bottom - round(2 * unit))
    ready_w = round(body.width * 0.55)
    torpor_w = round(body.width * 0.12)
    ready = pygame.Rect(body.left, body.top, ready_w, body.height)
    torpor = pygame.Rect(ready.right + gap, body.top, torpor_w, body.height)
    rest = pygame.Rect(torpor.right + gap, body.top, body.right - torpor.right - gap, body.height)
    pool_h = round(30 * unit)
    pool = pygame.Rect(rest.left, rest.bottom - pool_h, rest.width, pool_h)
    uncontrolled = pygame.Rect(rest.left, rest.top, rest.width, pool.top - rest.top - round(3 * unit))
    edge_home = (float(stage.left - edge_w / 2), float(stage.top + round(16 * unit)))
    return TableLayout(full, unit, panels, links, prey_arrow, predator_arrow, ribbon, stage, choices, mine, head,
                       ready, torpor, uncontrolled, pool, hand, edge_home)


def rival_parts(panel: pygame.Rect, unit: float, crowd: Crowd = Crowd()) -> RivalLayout:
    """A rival's panel: the header, a line of counts, the ready region, and torpor beside the
    uncontrolled region along the foot (the uncontrolled region wider when its vampires need the room and
    torpor can spare it)."""
    pad = round(5 * unit)
    head = pygame.Rect(panel.left + pad, panel.top + round(2 * unit), panel.width - 2 * pad, round(22 * unit))
    counts = pygame.Rect(head.left, head.bottom, head.width, round(16 * unit))
    foot_h = round(panel.height * 0.27)
    foot = pygame.Rect(head.left, panel.bottom - pad - foot_h, head.width, foot_h)
    ready = pygame.Rect(head.left, counts.bottom + round(2 * unit), head.width,
                        foot.top - counts.bottom - round(4 * unit))
    split = round(foot.width * 0.42)
    unc_need = row_width(foot, crowd.uncontrolled, unit, False)
    if unc_need > foot.width - split:   # torpor keeps room for its label ("Torpor 2") and its own row
        split = max(round(foot.width * 0.22), round(56 * unit), row_width(foot, crowd.torpor, unit, False),
                    foot.width - unc_need - round(2 * unit))
        split = min(split, round(foot.width * 0.42))
    torpor = pygame.Rect(foot.left, foot.top, split - round(2 * unit), foot.height)
    uncontrolled = pygame.Rect(foot.left + split + round(2 * unit), foot.top, foot.width - split - round(2 * unit),
                               foot.height)
    edge = (float(panel.right - round(16 * unit)), float(counts.centery))
    return RivalLayout(panel, head, counts, ready, torpor, uncontrolled, edge)


def row_width(region: pygame.Rect, count: int, unit: float, big: bool) -> int:
    """How wide a torpor or uncontrolled region as high as `region` must be to hold `count` cards in one row
    at their natural size (its padding included)."""
    if count <= 0:
        return 0
    _h, w, gap, _top = _region_card(pygame.Rect(0, 0, 1, region.height - round(2 * unit)), unit, big)
    return count * w + (count - 1) * gap + round(6 * unit) + 1


def spread(area: TableLayout, crowd: Crowd) -> TableLayout:
    """Your seat's regions for what they hold: while your uncontrolled vampires need more room than their
    region has, it widens to the left, over the room your ready minions leave free (the ready region keeps
    its minions' row, one more card, and a third of its width), torpor moving along."""
    need = row_width(area.uncontrolled, crowd.uncontrolled, area.unit, True)
    if need <= area.uncontrolled.width:
        return area
    w, h, gap = card_size(area.ready, 0, (), area.unit, True, round(UNDER * area.unit))
    kept = sum(h if lock else w for lock in crowd.ready) + (w + gap) * (len(crowd.ready) + 1)
    free = area.ready.width - max(kept, round(area.ready.width / 3))
    extra = min(need - area.uncontrolled.width, free)
    if extra <= 0:
        return area
    ready = area.ready.copy()
    ready.width -= extra
    return replace(area, ready=ready, torpor=area.torpor.move(-extra, 0),
                   uncontrolled=pygame.Rect(area.uncontrolled.left - extra, area.uncontrolled.top,
                                            area.uncontrolled.width + extra, area.uncontrolled.height),
                   pool=pygame.Rect(area.pool.left - extra, area.pool.top, area.pool.width + extra,
                                    area.pool.height))


def card_size(area: pygame.Rect, count: int, locked: Sequence[bool], unit: float, big: bool,
              room_under: int = 0) -> tuple[int, int, int]:
    """The upright card size (w, h) for `count` minions in `area` (a locked one lies sideways, h wide)
    and the step between cards: as large as fits, at most the region's natural size; `room_under`
    pixels are kept below each card for what it carries."""
    most_h = (130 if big else 100) * unit
    h = min(most_h, area.height - room_under)
    gap = max(2, round(5 * unit))
    w = h * 0.72
    if count:
        wide = sum(h if lock else w for lock in locked) + gap * (count - 1)
        if wide > area.width:
            k = (area.width - gap * (count - 1)) / (sum(h if lock else w for lock in locked) or 1)
            k = max(k, 0.75)   # smaller than this they overlap instead
            w, h = w * k, h * k
    return round(w), round(h), gap


def minion_rects(area: pygame.Rect, locked: Sequence[bool], unit: float, big: bool, room_under: int = 0,
                 centre: bool = False) -> list[pygame.Rect]:
    """Each minion's rect in a row along `area` (sideways when locked), overlapping when they must."""
    count = len(locked)
    if not count:
        return []
    w, h, gap = card_size(area, count, locked, unit, big, room_under)
    widths = [h if lock else w for lock in locked]
    total = sum(widths) + gap * (count - 1)
    step_scale = 1.0
    if total > area.width and count > 1:   # overlap: each next card over the last
        step_scale = (area.width - widths[-1]) / max(1, total - widths[-1])
    x = area.left + (max(0, area.width - total) / 2 if centre else 0)
    out = []
    for lock, width in zip(locked, widths, strict=True):
        hh = w if lock else h
        out.append(pygame.Rect(round(x), area.top + (h - hh), width, hh))
        x += (width + gap) * step_scale
    return out


def hand_rects(area: pygame.Rect, count: int, unit: float) -> list[pygame.Rect]:
    """Your hand's cards in a row along `area`, as wide as fit."""
    if count <= 0:
        return []
    gap = max(3, round(6 * unit))
    w = min(round(128 * unit), (area.width - gap * (count - 1)) // count)
    h = area.height
    left = area.left + (area.width - (w * count + gap * (count - 1))) // 2
    return [pygame.Rect(left + i * (w + gap), area.top, w, h) for i in range(count)]


def back_rects(area: pygame.Rect, count: int, unit: float, big: bool) -> list[pygame.Rect]:
    """Face-down vampires (the uncontrolled region, or a rival's) in a row: small upright backs."""
    if count <= 0:
        return []
    h, w, gap, top = _region_card(area, unit, big)
    step = min(w + gap, (area.width - w) / max(1, count - 1)) if count > 1 else 0
    return [pygame.Rect(round(area.left + i * step), top, w, h) for i in range(count)]


def _region_card(area: pygame.Rect, unit: float, big: bool) -> tuple[int, int, int, int]:
    """A region's card at its natural size: its height, width, the gap between two, and its top (under the
    region's label)."""
    h = min(area.height - round(14 * unit), round((70 if big else 44) * unit))
    return h, round(h * 0.72), max(2, round(4 * unit)), area.top + round(14 * unit)


def region_slots(area: pygame.Rect, count: int, unit: float, big: bool,
                 readable: Callable[[tuple[int, int]], bool],
                 strips_read: Callable[[tuple[int, int]], bool] | None = None) -> list[pygame.Rect]:
    """Where the `count` cards of a torpor or uncontrolled region lie in `area`, never over one another:
    one row at their natural size while it holds them; else one or more rows of smaller cards, the largest that are
    `readable` (its name whole, or its blood count in sight); else a list of strips a line high each, the
    tallest that are `strips_read`; else the grid of the largest cards that fit.  A strip is wider than it
    is tall, a card taller than it is wide."""
    if count <= 0:
        return []
    h, w, gap, top = _region_card(area, unit, big)
    if count * w + (count - 1) * gap <= area.width and readable((w, h)):
        return back_rects(area, count, unit, big)
    body = pygame.Rect(area.left, top, area.width, max(1, area.bottom - top))
    grids = [_grid(body, count, rows, gap, h) for rows in range(1, count + 1)]
    grids = [g for g in grids if g[0][0] > 0 and g[0][1] > 0]
    fine = [g for g in grids if readable(g[0])]
    if fine:
        return max(fine, key=lambda g: g[0][0])[1]
    if strips_read is not None:
        lists = [_strips(body, count, columns, gap, unit) for columns in range(1, count + 1)]
        lists = [s for s in lists if s and s[0].width > s[0].height and strips_read(s[0].size)]
        if lists:   # the tallest strips that read (the fewest columns of them)
            return max(lists, key=lambda s: s[0].height)
    best = max(grids, key=lambda g: g[0][0], default=None)
    return best[1] if best is not None else back_rects(area, count, unit, big)


def _grid(body: pygame.Rect, count: int, rows: int, gap: int, most_h: int) -> tuple[tuple[int, int],
                                                                                   list[pygame.Rect]]:
    """`count` upright cards in `rows` rows filled from the top left, as large as `body` holds (at most
    `most_h` high); the card size and each card's rect."""
    columns = -(-count // rows)
    rows = -(-count // columns)
    h = min(most_h, (body.height - gap * (rows - 1)) // rows)
    w = min(round(h * 0.72), (body.width - gap * (columns - 1)) // columns)
    h = min(h, round(w / 0.72))
    rects = [pygame.Rect(body.left + (i % columns) * (w + gap), body.top + (i // columns) * (h + gap), w, h)
             for i in range(count)]
    return (w, h), rects


def _strips(body: pygame.Rect, count: int, columns: int, gap: int, unit: float) -> list[pygame.Rect]:
    """`count` strips a line high in `columns` columns filled downwards (at most 24 units high each)."""
    rows = -(-count // columns)
    h = min(round(24 * unit), (body.height - gap * (rows - 1)) // rows)
    w = (body.width - gap * (columns - 1)) // columns
    if h <= 0 or w <= 0:
        return []
    return [pygame.Rect(body.left + (i // rows) * (w + gap), body.top + (i % rows) * (h + gap), w, h)
            for i in range(count)]


def pool_homes(pool: pygame.Rect, count: int, radius: int, label_w: int) -> list[tuple[float, float]]:
    """Where the pool's counters wait in its strip (at most a few drawn: each stands for one pool)."""
    left = pool.left + label_w + radius + 4
    step = radius * 2 + 3
    room = max(1, int((pool.right - left - radius) // step) + 1)
    return [(left + i * step, float(pool.centery)) for i in range(min(count, room, 6))]
