"""Where everything sits on the Elysium table, for any window size and 2–5 players.

The city map (the board's 1000×700 space scaled to fit) fills the upper left;
under it a prompt ribbon, your own Primogen card and the dice tray; down the
right side your rivals' Primogen cards and the events in play.  The step's
panel and the challenge panel dock in the right column, under the rivals'
cards (compact while they are up) and the events, so the map is never covered.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.ui.kit.hand import tiles_height
from game.ui.kit.regions import ScaledBoard, fit_board
from game.ui.tables.elysium.read import BOARD_H, BOARD_W, ElysiumState

Point = tuple[float, float]
View = ElysiumState  # what a viewer sees of the game


CityGeom = ScaledBoard  # the city map on screen: its rect and the board-to-screen scale


@dataclass
class TableLayout:
    """Every region of the Elysium table for one window size and player count."""

    full: pygame.Rect
    city: CityGeom
    prompt: pygame.Rect
    own: pygame.Rect
    tray: pygame.Rect
    rivals: list[pygame.Rect]
    events: pygame.Rect
    clash: pygame.Rect      # the room a challenge or contest docks in (under the step's panel, if one is up)
    choices: pygame.Rect    # the room the step's panel (or a gesture's question) is laid out in
    unit: float
    supply: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    dock: str = ""          # what docks in the right column: "clash", "choices" or nothing
    rivals_form: str = ""   # the rivals' cards while a clash and the step's panel need the column: by their name
                            # line ("line"), or side by side by their mark and score ("chip"); else as room allows


def compute(full: pygame.Rect, players: int, events: int = 0, dock: str = "",
            clash_h: Callable[[int, float], int] | None = None, asking: bool = False) -> TableLayout:
    """Lay out the table in `full` for `players` seats and `events` Event cards in play.

    Every length is in the table's unit (its height over 642), so the room grows with the type; the
    right column gives the events what they need (each on one line when the rivals' cards need the
    height) and the rivals the rest.  While a panel is up (`dock`: "choices", the step's panel; "clash",
    a challenge or contest, with or without the step's panel) it docks in the right column, under the
    rivals' cards (then compact) and the events: the map is never covered.

    A clash takes its whole height first (`clash_h`: how tall its panel is in a column that wide, in that unit), the
    step's panel (`asking`: it is up too) the rest, at least ASK_LEAST and scrolling; when the column
    is short of that, the rivals' cards shrink to their name line (RIVAL_LINE) first."""
    unit = max(0.6, full.height / 642)
    gap = max(4, round(8 * unit))
    right_w = max(round(240 * unit), round(full.width * 0.26))
    bottom_h = round(150 * unit)
    map_w = full.width - right_w - gap
    map_h = full.height - bottom_h - gap
    city = fit_board(pygame.Rect(full.left, full.top, map_w, map_h), BOARD_W, BOARD_H)
    city_rect, w = city.rect, city.rect.width
    # give any width the map could not use to the right column
    right = pygame.Rect(city_rect.right + gap, full.top, full.right - city_rect.right - gap, full.height)
    strip = pygame.Rect(full.left, city_rect.bottom + gap, w, full.bottom - city_rect.bottom - gap)
    prompt = pygame.Rect(strip.left, strip.top, strip.width, round(26 * unit))
    tray_w = round(min(strip.width * 0.24, 170 * unit))
    body_top = prompt.bottom + gap // 2
    tray = pygame.Rect(strip.right - tray_w, body_top, tray_w, strip.bottom - body_top)
    own = pygame.Rect(strip.left, body_top, tray.left - gap - strip.left, strip.bottom - body_top)
    # your influence waits in a dish at the right of your card's second row, its label before it
    row = round(3 * unit) + round(25 * unit) + round(2 * unit)
    supply_left = own.left + round(400 * unit)
    supply = pygame.Rect(supply_left, own.top + row, max(round(40 * unit), own.right - round(10 * unit) - supply_left),
                         round(19 * unit))
    rival_count = max(1, players - 1)
    head = round(34 * unit)   # the events panel's title and the room under its last tile (draw_events)
    between = max(3, round(5 * unit))
    spare = right.height - between * (rival_count - 1) - gap
    events_h = head + tiles_height(max(1, events), unit)
    if dock or (spare - events_h) / rival_count < 124 * unit:
        events_h = head + tiles_height(max(1, events), unit, compact=True)
    each = min(round(150 * unit), (spare - events_h) // rival_count)
    need = clash_h(right.width, unit) if dock == "clash" and clash_h is not None else 0
    least = round(ASK_LEAST * unit) if asking else 0
    form = ""
    if dock:   # the rivals' cards as compact as their names and numbers, the panels under the events
        each = min(each, round(COMPACT_RIVAL * unit))
        short = need + (least + gap if need and least else least) - (spare - rival_count * each)
        if need and short > 0:   # a clash and the step's panel need more: the rivals' cards by name only
            shrunk = max(round(RIVAL_LINE * unit), each - -(-short // rival_count))
            form, short, each = "line", short - (each - shrunk) * rival_count, shrunk
            if short > 0 and rival_count > 1:   # still short: side by side in one row, by mark and score
                form, short = "chip", short - (each + between) * (rival_count - 1)
    rivals = [pygame.Rect(right.left, right.top + i * (each + between), right.width, each)
              for i in range(players - 1)]
    if form == "chip":
        wide = (right.width - between * (rival_count - 1)) / rival_count
        rivals = [pygame.Rect(round(right.left + i * (wide + between)), right.top, round(wide), each)
                  for i in range(players - 1)]
    used = rivals[-1].bottom if rivals else right.top
    if dock:   # a clash docks over the events too (none can be taken on while it is fought)
        events_rect = pygame.Rect(right.left, used + gap, right.width, events_h if dock != "clash" else 0)
        top = events_rect.bottom + gap if events_rect.height else used + gap
        room = pygame.Rect(right.left, top, right.width, right.bottom - top)
        choices = room.copy()   # the step's panel from the top, as tall as it needs (beside a clash: what
        if dock == "clash":     # the clash leaves, its title and a row at least; half if the clash is not measured)
            choices.height = max(min(round(ASK_FLOOR * unit), room.height // 2), room.height - need - gap) \
                if need else room.height // 2
        clash = room.copy() if dock == "clash" else pygame.Rect(room.left, room.bottom, room.width, 0)
    else:   # a gesture's question ("Which one?") over the lower part of the column
        events_rect = pygame.Rect(right.left, used + gap, right.width, right.bottom - used - gap)
        clash = pygame.Rect(right.left, right.bottom, right.width, 0)
        choices = pygame.Rect(right.left, right.top + right.height // 3, right.width, right.height - right.height // 3)
    return TableLayout(full, city, prompt, own, tray, rivals, events_rect, clash, choices,
                       unit, supply, dock, form)


COMPACT_RIVAL = 62   # a rival's card while a panel is docked: its name, clan and numbers (in the table's unit)
RIVAL_LINE = 33      # a rival's card while a clash and the step's panel need the column: its name line only
ASK_LEAST = 150      # the step's panel beside a clash: its title, its note and a row of buttons; the rest scrolls
ASK_FLOOR = 125      # and when even the rivals' name lines leave less: its title and a row of buttons
