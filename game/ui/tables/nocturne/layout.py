"""Where everything sits on the Nocturne table, for any window size and 2–4 players.

Across the top each lord's plate and the day counter; the city as a grid of quarters (rows) by
Dawn, Dusk and Night (columns), each row's quarter name and fear die at its left and the face-down
orders stacked at its right; beside the city the altar, the catacombs and the fear track; under
them the prompt ribbon and your screen: the bat board's five places (catacombs, altar, Dawn, Dusk,
Night) with the orders and the cards under them, your orders not yet planned, and your hand.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

SLOTS = ("catacombs", "altar", "dawn", "dusk", "night")   # the bat board's places, as the engine names them


@dataclass
class TableLayout:
    full: pygame.Rect
    unit: float
    quarters: int
    seats: list[pygame.Rect]          # one plate per seat, in seat order
    counter: pygame.Rect              # the day counter and the acts
    city: pygame.Rect
    head: pygame.Rect                 # the column titles
    labels: list[pygame.Rect]         # each quarter's name and fear die
    cells: dict[tuple[int, int], pygame.Rect]   # (quarter, part)
    stacks: list[pygame.Rect]         # the face-down orders beside each row
    altar: pygame.Rect
    catacombs: pygame.Rect
    fear: pygame.Rect
    ribbon: pygame.Rect
    screen: pygame.Rect
    title: pygame.Rect                # the screen's line: what the order being planned does
    pool: pygame.Rect                 # your orders not yet planned
    slots: list[pygame.Rect]          # the bat board's five places
    hand: pygame.Rect
    choices: pygame.Rect              # where a step's panel or a gesture's question opens

    def row(self, q: int) -> pygame.Rect:
        return self.labels[q].union(self.stacks[q])


def compute(full: pygame.Rect, players: int) -> TableLayout:
    unit = max(0.6, full.height / 642)
    gap = max(3, round(5 * unit))
    quarters = 4 if players >= 4 else 3
    top_h = round(full.height * 0.085)
    counter_w = round(full.width * 0.16)
    seat_w = (full.width - counter_w - gap * players) / players
    seats = [pygame.Rect(round(full.left + counter_w + gap + i * (seat_w + gap)), full.top, round(seat_w), top_h)
             for i in range(players)]
    counter = pygame.Rect(full.left, full.top, counter_w, top_h)
    ribbon_h = round(24 * unit)
    screen_h = round(full.height * 0.31)
    screen = pygame.Rect(full.left, full.bottom - screen_h, full.width, screen_h)
    ribbon = pygame.Rect(full.left, screen.top - gap - ribbon_h, full.width, ribbon_h)
    mid = pygame.Rect(full.left, full.top + top_h + gap, full.width, ribbon.top - gap - (full.top + top_h + gap))
    city_w = round(mid.width * 0.66)
    city = pygame.Rect(mid.left, mid.top, city_w, mid.height)
    head_h = round(17 * unit)
    head = pygame.Rect(city.left, city.top, city.width, head_h)
    row_h = (city.height - head_h - gap) / quarters
    label_w = round(city.width * 0.13)
    stack_w = round(city.width * 0.13)
    cell_w = (city.width - label_w - stack_w - gap * 4) / 3
    labels, stacks, cells = [], [], {}
    for q in range(quarters):
        top = round(head.bottom + gap + q * row_h)
        h = round(row_h) - gap
        labels.append(pygame.Rect(city.left, top, label_w, h))
        for part in range(3):
            cells[(q, part)] = pygame.Rect(round(city.left + label_w + gap + part * (cell_w + gap)), top,
                                           round(cell_w), h)
        stacks.append(pygame.Rect(city.right - stack_w, top, stack_w, h))
    side = pygame.Rect(city.right + gap, mid.top, mid.right - city.right - gap, mid.height)
    altar = pygame.Rect(side.left, side.top, side.width, round(side.height * 0.44))
    catacombs = pygame.Rect(side.left, altar.bottom + gap, side.width, round(side.height * 0.33))
    fear = pygame.Rect(side.left, catacombs.bottom + gap, side.width, side.bottom - catacombs.bottom - gap)
    title_h = round(20 * unit)
    title = pygame.Rect(screen.left + gap, screen.top + 2, screen.width - 2 * gap, title_h)
    inner_top = title.bottom + 2
    slots_h = round((screen.bottom - inner_top) * 0.5)
    pool_w = round(screen.width * 0.1)
    pool = pygame.Rect(screen.left + gap, inner_top, pool_w, slots_h)
    widths = (0.15, 0.15, 0.233, 0.233, 0.234)
    room = screen.right - gap - (pool.right + gap) - gap * 4
    slots: list[pygame.Rect] = []
    x: float = pool.right + gap
    for w in widths:
        slots.append(pygame.Rect(round(x), inner_top, round(room * w), slots_h))
        x += room * w + gap
    hand = pygame.Rect(screen.left + gap, inner_top + slots_h + gap, screen.width - 2 * gap,
                       screen.bottom - gap - (inner_top + slots_h + gap))
    choices = pygame.Rect(screen.left + round(screen.width * 0.15), screen.top + 4, round(screen.width * 0.7),
                          screen.height - 8)
    return TableLayout(full, unit, quarters, seats, counter, city, head, labels, cells, stacks, altar, catacombs,
                       fear, ribbon, screen, title, pool, slots, hand, choices)


def hand_rects(area: TableLayout, count: int) -> list[pygame.Rect]:
    """Your hand's cards in a row (overlapping a little when there are many)."""
    if count <= 0:
        return []
    h = area.hand.height - 2
    w = min(round(h * 1.25), round(150 * area.unit))
    step = min(w + round(4 * area.unit), (area.hand.width - w) / max(1, count - 1)) if count > 1 else w
    return [pygame.Rect(round(area.hand.left + i * step), area.hand.top + 1, w, h) for i in range(count)]


def token_radius(area: TableLayout) -> int:
    return max(8, round(11 * area.unit))


def pool_homes(area: TableLayout, count: int) -> list[tuple[float, float]]:
    """Where your orders not yet planned wait, one under the other in the pool."""
    r = token_radius(area)
    top = area.pool.top + round(16 * area.unit) + r
    step = min(2 * r + 4, (area.pool.bottom - r - top) / max(1, count - 1)) if count > 1 else 0
    return [(float(area.pool.centerx), float(top + i * step)) for i in range(count)]


def slot_token(area: TableLayout, slot: int, index: int) -> tuple[float, float]:
    """Where the `index`-th order on a bat board place sits (its top left corner)."""
    rect = area.slots[slot]
    r = token_radius(area)
    return (float(rect.left + r + 4 + index * (2 * r + 3)), float(rect.top + round(16 * area.unit) + r))


def stack_spot(area: TableLayout, q: int, index: int, count: int) -> tuple[float, float]:
    """The `index`-th face-down order beside row `q` (the newest on top, lower and to the right)."""
    rect = area.stacks[q]
    r = token_radius(area)
    cols = max(1, (rect.width - 4) // (r + 2) - 1)
    step_x = min(r * 1.6, (rect.width - 2 * r - 4) / max(1, min(count, cols) - 1)) if count > 1 else 0
    row, col = divmod(index, cols)
    return (rect.left + r + 2 + col * step_x, rect.top + r + 4 + row * (r + 2))


def strip_height(area: TableLayout) -> int:
    """The strip along each cell's foot where the orders turned over into it lie."""
    return 2 * token_radius(area) + 6


def card_rect(area: TableLayout, q: int, part: int) -> pygame.Rect:
    """The card (or the Night's prize) in a cell, above its strip of orders."""
    rect = area.cells[(q, part)]
    return pygame.Rect(rect.left, rect.top, rect.width, rect.height - strip_height(area))


def cell_spot(area: TableLayout, q: int, part: int, index: int, count: int = 4) -> tuple[float, float]:
    """Where the `index`-th of `count` orders turned over into a cell sits (along the cell's foot)."""
    rect = area.cells[(q, part)]
    r = token_radius(area)
    step = min(2 * r + 2, (rect.width - 2 * r - 6) / max(1, count - 1))
    return (rect.left + r + 3 + index * step, rect.bottom - r - 3)
