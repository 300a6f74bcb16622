"""Where everything sits on the Equilibrium table, for any window size and 2–5 players.

The table has four regions: the rivals' boards along the top, the shared
game board (action cards, guild power, round counter, supply) on the left,
your own board large on the right, and the intrigue track along the bottom.
Each player board is a ring of six flat-topped hexes, Warriors at the top and
the rest clockwise, so opposite guilds face each other across the ring.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.ui.kit.above import strip_height
from game.ui.kit.regions import card_grid, nearest, polygon, ring_points, rows_of_slots

Point = tuple[float, float]
GAP = 1.07          # space between neighbouring hexes, as a factor of the touching distance
RING_W = 5.25       # a ring's width in hex radii (with the gap)
RING_H = 5.45


@dataclass
class BoardGeom:
    """One player's board on screen: its frame, ring centre, hex radius and each hex's centre."""

    seat: int
    rect: pygame.Rect
    centre: Point
    radius: float
    large: bool
    header: pygame.Rect
    info: pygame.Rect
    hexes: list[Point] = field(default_factory=list)

    def polygon(self, g: int, scale: float = 1.0) -> list[Point]:
        return polygon(self.hexes[g], self.radius * scale)

    def hex_at(self, pos: Point) -> int | None:
        """The guild whose hex contains `pos` (by distance to the centres; hexes are nearly round)."""
        return nearest(pos, self.hexes, self.radius * 0.95)

    def token_slots(self, g: int, count: int, disc: float) -> list[Point]:
        """Where `count` discs of radius `disc` sit in hex g: rows under the total numeral."""
        cx, cy = self.hexes[g]
        if count <= 0:
            return []
        per_row = 3 if count <= 6 else 4
        rows = math.ceil(count / per_row)
        step = disc * 2.05
        if per_row * step > self.radius * 1.55:
            step = self.radius * 1.55 / per_row
        top = cy + self.radius * (0.32 - 0.2 * (rows - 1))
        return rows_of_slots(cx, top, count, per_row, step, min(step * 0.84, self.radius * 0.38))


def ring(seat: int, rect: pygame.Rect, area: pygame.Rect, large: bool, header: pygame.Rect,
         info: pygame.Rect) -> BoardGeom:
    """Fit a ring of six hexes in `area`, centred."""
    radius = max(8.0, min(area.width / RING_W, area.height / RING_H))
    centre = (float(area.centerx), float(area.centery))
    hexes = ring_points(centre, math.sqrt(3) * radius * GAP, 6)
    return BoardGeom(seat, rect, centre, radius, large, header, info, hexes)


@dataclass
class TableLayout:
    """Every region of the table for one window size, player count and viewer."""

    rect: pygame.Rect
    boards: dict[int, BoardGeom]
    game_board: pygame.Rect
    cards: list[pygame.Rect]
    power: pygame.Rect
    rounds: pygame.Rect
    supply: pygame.Rect
    scores_tab: pygame.Rect
    intrigue: pygame.Rect
    prompt: pygame.Rect
    tray: pygame.Rect
    own_info: pygame.Rect
    choices: pygame.Rect
    unit: float
    strips: dict[int, pygame.Rect] = field(default_factory=dict)   # from above: each seat's held cards

    def focus(self, seat: int) -> tuple[BoardGeom, pygame.Rect]:
        """A rival's board drawn large on the game board while you pick its guild (and where panels go)."""
        pad = round(10 * self.unit)
        inner = pygame.Rect(self.rounds.left, self.rounds.top, self.game_board.width - 2 * pad,
                            self.power.top - round(20 * self.unit) - self.rounds.top)
        head = pygame.Rect(inner.left, inner.top, inner.width, round(26 * self.unit))
        ring_w = min(round(inner.width * 0.56), round((inner.bottom - head.bottom) / RING_H * RING_W) + 8)
        area = pygame.Rect(inner.left, head.bottom, ring_w, inner.bottom - head.bottom)
        panel = pygame.Rect(inner.left + ring_w + round(8 * self.unit), head.bottom,
                            inner.width - ring_w - round(8 * self.unit), inner.bottom - head.bottom)
        return ring(seat, self.game_board, area, True, head, head), panel

    def token_spot(self, index: int) -> tuple[int, int]:
        """The home of your offensive (0) or defensive (1) action token, under your name."""
        r = max(10, int(22 * self.unit))
        top = self.tray.top + round(30 * self.unit)
        return round(self.tray.left + self.tray.width * (0.28 + 0.46 * index)), top + r + 6


def compute(rect: pygame.Rect, players: int, me: int, cards: int, above: bool = False) -> TableLayout:
    """Lay out the table in `rect` for `players` seats seen by seat `me` with `cards` action cards; `above`
    (a finished game seen from above) keeps a strip at the foot of every board for the seat's held cards."""
    unit = rect.height / 642
    strip_h = strip_height(unit, 2) if above else 0   # a rival's board is narrow: two lines of cards
    strips: dict[int, pygame.Rect] = {}
    gap = max(4, round(8 * unit))
    x, y, w, h = rect
    rivals = [(me + k) % players for k in range(1, players)]
    band_h = round(h * (0.32 if players > 3 else 0.30 if players > 2 else 0.28))
    track_h = round(h * 0.115)
    mid_top = y + band_h + gap
    mid_h = h - band_h - track_h - 2 * gap
    boards: dict[int, BoardGeom] = {}
    # rivals along the top, each a ring with its header above and notes to the right
    slot_w = (w - gap * (len(rivals) - 1)) / max(1, len(rivals))
    slot_w = min(slot_w, w * 0.72)
    start = x + (w - (slot_w * len(rivals) + gap * (len(rivals) - 1))) / 2
    for i, seat in enumerate(rivals):
        box = pygame.Rect(round(start + i * (slot_w + gap)), y, round(slot_w), band_h)
        head = pygame.Rect(box.left + 6, box.top + 4, box.width - 12, round(24 * unit))
        body = pygame.Rect(box.left, head.bottom, box.width, box.bottom - head.bottom - 4 - strip_h)
        if above:
            strips[seat] = pygame.Rect(box.left + 4, body.bottom, box.width - 8, strip_h)
        info_w = max(round(74 * unit), round(body.width * 0.3))
        ring_area = pygame.Rect(body.left + 4, body.top, body.width - info_w - 8, body.height)
        ring_area.width = min(ring_area.width, round(ring_area.height * RING_W / RING_H) + 4)
        info = pygame.Rect(ring_area.right + round(8 * unit), body.top + 4,
                           box.right - ring_area.right - round(16 * unit), body.height - 8)
        boards[seat] = ring(seat, box, ring_area, False, head, info)
    # the shared game board on the left, your board on the right
    gb_w = round(w * 0.5)
    game_board = pygame.Rect(x, mid_top, gb_w, mid_h)
    own = pygame.Rect(game_board.right + gap, mid_top, x + w - game_board.right - gap, mid_h)
    if above:
        own.height -= strip_height(unit) + gap // 2
        strips[me] = pygame.Rect(own.left, own.bottom + gap // 2, own.width, strip_height(unit))
    side_w = round(own.width * 0.27)
    prompt = pygame.Rect(own.left, own.top, own.width, round(30 * unit))
    ring_area = pygame.Rect(own.left + side_w, prompt.bottom, own.width - side_w, own.bottom - prompt.bottom)
    tray = pygame.Rect(own.left + 4, prompt.bottom + gap, side_w - 4, round(ring_area.height * 0.36))
    own_info = pygame.Rect(own.left + 4, tray.bottom + gap, side_w - 4, own.bottom - tray.bottom - gap)
    boards[me] = ring(me, own, ring_area, True, prompt, own_info)
    # inside the game board: the round counter, the action cards, the guild power track, the supply
    pad = round(10 * unit)
    inner = game_board.inflate(-2 * pad, -2 * pad)
    tab_w = round(inner.width * 0.22)
    rounds = pygame.Rect(inner.left, inner.top, inner.width - tab_w - pad, round(26 * unit))
    scores_tab = pygame.Rect(rounds.right + pad, rounds.top, tab_w, rounds.height)
    power_h = round(58 * unit)
    power = pygame.Rect(inner.left, inner.bottom - power_h, round(inner.width * 0.70), power_h)
    supply = pygame.Rect(power.right + pad, power.top, inner.right - power.right - pad, power_h)
    label_h = round(18 * unit)
    card_area = pygame.Rect(inner.left, rounds.bottom + pad // 2, inner.width,
                            power.top - rounds.bottom - pad - label_h)
    card_rects = card_grid(card_area, cards, unit)
    intrigue = pygame.Rect(x, y + h - track_h, w, track_h)
    choices = game_board.inflate(-round(16 * unit), -round(16 * unit))
    return TableLayout(rect, boards, game_board, card_rects, power, rounds, supply, scores_tab, intrigue,
                       prompt, tray, own_info, choices, unit, strips)
