"""The generic table: any game, drawn as seats around a round table, played from the action picker.

It shows every seat's mark, name and score around a candle-lit table, the last
thing that happened in the middle (seats named), and a dice tray whenever an
event carries d10 rolls (``data["dice"]`` or ``data["rolls"]``); it draws from
the viewer's view only.
"""

from __future__ import annotations

import math

import pygame

from game.core import Action, Event, GameState
from game.ui import paint
from game.ui import theme as th
from game.ui.kit.base import BaseTable
from game.ui.kit.dice import DiceTray
from game.ui.kit.names import with_names


def dice_in(event: Event) -> list[int]:
    """The d10 values an event reports, if any."""
    for key in ("dice", "rolls", "roll"):
        values = event.data.get(key) if isinstance(event.data, dict) else None
        if isinstance(values, int):
            values = [values]
        if isinstance(values, (list, tuple)) and values and all(
                isinstance(v, int) and 1 <= v <= 10 for v in values):
            return list(values)[:10]
    return []



class GenericTableView(BaseTable[GameState]):
    """Seats around a table and the latest news; moves come from the action picker (or keys 1-9)."""

    number_keys = True
    draws_seats = False  # the scene's seat panels stay beside the round table

    def __init__(self, table) -> None:
        super().__init__(table)
        self.tray = DiceTray(speed=self.speed())
        self.tray_time = 0.0
        self.last_text = ""
        self._felt: pygame.Surface | None = None

    def arrange(self) -> None:
        self._felt = None

    def rebuild(self, view: GameState) -> None:
        lines = self.table.session.log_for(self.table.viewer)
        self.last_text = with_names(lines[-1], self.names) if lines else "The game begins."

    def happened(self, events: list[Event], before: GameState, after: GameState) -> None:
        for event in events:
            values = dice_in(event)
            if values and event.visible_for(self.table.viewer):
                self.tray.speed = self.speed()
                self.tray.roll(values)
                self.tray_time = 4.0

    def handle(self, event: pygame.event.Event) -> Action | None:
        """Keys 1-9 play the matching row of the action picker."""
        super().handle(event)
        return self.picker_key(event)

    def moving(self) -> bool:
        return not self.tray.settled

    def update(self, dt: float) -> None:
        super().update(dt)
        self.tray.update(dt)
        if self.tray.settled and self.tray_time > 0:
            self.tray_time -= dt

    def _table_surface(self, size: tuple[int, int]) -> pygame.Surface:
        """The round table: dark wood rim, bruised felt, a soft candle glow (drawn once per size)."""
        if self._felt is not None and self._felt.get_size() == size:
            return self._felt
        w, h = size
        felt = pygame.Surface(size, pygame.SRCALPHA)
        rim = pygame.Rect(0, 0, w, h)
        pygame.draw.ellipse(felt, (44, 26, 20), rim)
        pygame.draw.ellipse(felt, th.GOLD_DIM, rim, 3)
        inner = rim.inflate(-w * 0.07, -h * 0.09)
        steps = 18
        for i in range(steps):  # a glow from the centre
            t = i / steps
            colour = th.darken(th.BRUISE, 0.55 - 0.35 * t)
            ring = inner.inflate(-inner.width * t * 0.9, -inner.height * t * 0.9)
            pygame.draw.ellipse(felt, colour, ring)
        pygame.draw.ellipse(felt, th.darken(th.GOLD_DIM, .3), inner, 2)
        self._felt = felt
        return felt

    def seat_position(self, seat: int, players: int, centre: tuple[float, float], rx: float, ry: float,
                      ) -> tuple[float, float]:
        angle = math.pi / 2 + seat * math.tau / players  # seat 0 at the bottom, nearest the player
        return (centre[0] + rx * math.cos(angle), centre[1] + ry * math.sin(angle))

    def draw(self, surface: pygame.Surface, view: GameState, rect: pygame.Rect) -> None:
        session = self.table.session
        table = rect.inflate(-rect.width * 0.12, -rect.height * 0.2)
        surface.blit(self._table_surface(table.size), table.topleft)
        centre = table.center
        title = th.theme.font("heading", "title")
        paint.text(surface, session.info.title, title, th.GOLD, (centre[0], centre[1] - th.theme.px(70)), "center",
                   shadow=True)
        font = th.theme.font("body", "italic")
        moves = len(view.history)
        paint.text(surface, f"{moves} moves played", th.theme.font("small"), th.PARCHMENT_DIM,
                   (centre[0], centre[1] - th.theme.px(34)), "center")
        lines = paint.wrap(self.last_text, font, int(table.width * 0.55))[:3]
        for i, line in enumerate(lines):
            paint.text(surface, line, font, th.PARCHMENT, (centre[0], centre[1] + i * font.get_linesize()), "center")
        players = view.players
        rx, ry = table.width / 2 + th.theme.px(4), table.height / 2 + th.theme.px(4)
        big = th.theme.font("heading", "bold")
        name_font = th.theme.font("small", "bold")
        for seat in range(players):
            x, y = self.seat_position(seat, players, centre, rx * 0.86, ry * 0.78)
            look = self.seat_look(seat)
            style = look.style
            radius = th.theme.px(26)
            if look.active:
                glow = pygame.Surface((radius * 4, radius * 4), pygame.SRCALPHA)
                pygame.draw.circle(glow, (*th.GOLD, 60), (radius * 2, radius * 2), radius * 2)
                surface.blit(glow, (x - radius * 2, y - radius * 2))
            th.draw_shape(surface, style.shape, style.colour, (x, y), radius)
            if look.score is not None:
                paint.text(surface, str(look.score), big, th.PARCHMENT, (x, y - radius - th.theme.px(2)), "midbottom",
                           shadow=True)
            paint.text(surface, paint.fit(look.name, name_font, th.theme.px(150)), name_font,
                       th.GOLD if look.active else th.PARCHMENT, (x, y + radius + th.theme.px(4)), "midtop", shadow=True)
        if self.tray.dice and (not self.tray.settled or self.tray_time > 0):
            tray = pygame.Rect(0, 0, int(table.width * 0.42), int(table.width * 0.42 * 0.6))
            tray.center = (centre[0], centre[1] + th.theme.px(110))
            self.tray.draw(surface, tray)
        if self.table.my_turn():
            hint = "Choose your move from the list on the right (or press its number)."
            paint.text(surface, hint, th.theme.font("small", "italic"), th.GOLD,
                       (rect.centerx, rect.bottom - th.theme.px(8)), "midbottom")
