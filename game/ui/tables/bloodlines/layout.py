"""Where everything sits on the Bloodlines table, for any window size and 2–4 players.

Your rivals' pyramids across the top (in turn order after you), the three battleground boards
under them, the prompt ribbon, then your own pyramid (the largest, where recruits are dropped)
beside the queue of five, your hand of schemes, the missions and the round.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass
class TableLayout:
    """Every region of the Bloodlines table for one window size and player count."""

    full: pygame.Rect
    unit: float
    rivals: list[pygame.Rect]      # one box per rival, in the order of `rival_seats`
    rival_seats: list[int]
    boards: list[pygame.Rect]      # three battleground boards
    ribbon: pygame.Rect
    own: pygame.Rect               # your pyramid's box (with its header)
    queue: pygame.Rect             # the five spaces and the deck
    hand: pygame.Rect              # your clan schemes
    missions: pygame.Rect          # missions, round counter, score preview tab
    choices: pygame.Rect           # where a decision's panel may open (over the rivals' band)

    def pyramid(self, seat: int, me: int) -> pygame.Rect | None:
        if seat == me:
            return self.own
        if seat in self.rival_seats:
            return self.rivals[self.rival_seats.index(seat)]
        return None


def rivals_of(players: int, me: int, order: list[int] | None = None) -> list[int]:
    """The other seats, in turn order starting after you."""
    seats = list(order) if order and sorted(order) == list(range(players)) else list(range(players))
    if me in seats:
        k = seats.index(me)
        seats = seats[k + 1:] + seats[:k]
    return [s for s in seats if s != me]


def compute(full: pygame.Rect, players: int, me: int, boards: int = 3) -> TableLayout:
    """Lay out the table in `full` for `players` seats seen by `me`: rivals across the top, the boards
    and the missions under them, the ribbon, then your pyramid beside the queue and your schemes."""
    unit = max(0.6, full.height / 642)
    gap = max(4, round(6 * unit))
    rival_seats = rivals_of(players, me)
    top_h = round(full.height * 0.32)
    board_h = round(full.height * 0.235)
    ribbon_h = round(24 * unit)
    n = max(1, len(rival_seats))
    each = (full.width - gap * (n - 1)) / n
    rivals = [pygame.Rect(round(full.left + i * (each + gap)), full.top, round(each), top_h) for i in range(n)]
    if not rival_seats:
        rivals = []
    board_top = full.top + top_h + gap
    missions_w = round(full.width * 0.19)
    boards_w = full.width - missions_w - gap
    bw = (boards_w - gap * (boards - 1)) / max(1, boards)
    board_rects = [pygame.Rect(round(full.left + i * (bw + gap)), board_top, round(bw), board_h)
                   for i in range(boards)]
    missions = pygame.Rect(full.right - missions_w, board_top, missions_w, board_h)
    ribbon = pygame.Rect(full.left, board_top + board_h + gap, full.width, ribbon_h)
    low_top = ribbon.bottom + gap
    low_h = full.bottom - low_top
    own_w = round(full.width * 0.5)
    own = pygame.Rect(full.left, low_top, own_w, low_h)
    right = pygame.Rect(own.right + gap, low_top, full.right - own.right - gap, low_h)
    queue = pygame.Rect(right.left, right.top, right.width, round(low_h * 0.58))
    hand = pygame.Rect(right.left, queue.bottom + gap, right.width, right.bottom - queue.bottom - gap)
    choices = pygame.Rect(full.left + gap * 2, full.top + gap, full.width - gap * 4, top_h + board_h)
    return TableLayout(full, unit, rivals, rival_seats, board_rects, ribbon, own, queue, hand, missions, choices)
