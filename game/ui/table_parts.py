"""The table scene's own parts: seat panels, the whose-turn banner, the game log rows, the toast.

Seats are named with ``game.ui.kit.names`` (``with_names`` and ``action_text`` are re-exported here).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit.names import action_text, kind_text, with_names
from game.ui.widgets import Widget
from game.ui.widgets_more import Row

if TYPE_CHECKING:
    from game.ui.session import GameSession


class SeatPanel(Widget):
    """One seat: its mark, name, human or AI level, and score; gold when it must decide."""

    def __init__(self, session: GameSession, seat: int) -> None:
        super().__init__()
        self.session, self.seat = session, seat
        self.score: int | None = None
        self.active = False
        self.viewer = False

    def kind_text(self) -> str:
        return kind_text(self.session.seats[self.seat])

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        fill = th.DUSK if self.active else th.NIGHT
        paint.panel(surface, r, fill, th.GOLD if self.active else th.GOLD_DIM, alpha=225, ornate=False)
        style = th.theme.seat(self.session.colour_index(self.seat))
        mark = min(r.height * 0.3, th.theme.px(15))
        th.draw_shape(surface, style.shape, style.colour, (r.left + mark + th.theme.px(10), r.centery), mark)
        x = r.left + int(mark * 2) + th.theme.px(18)
        name_font = th.theme.font("body", "bold")
        score_font = th.theme.font("large", "bold")
        score_w = score_font.size("000")[0]
        name = paint.fit(self.session.name(self.seat), name_font, r.right - x - score_w - th.theme.px(8))
        paint.text(surface, name, name_font, th.GOLD if self.active else th.PARCHMENT,
                   (x, r.top + th.theme.px(6)))
        sub = self.kind_text() + ("  · you" if self.viewer else "")
        paint.text(surface, sub, th.theme.font("tiny", "italic"), th.PARCHMENT_DIM,
                   (x, r.top + th.theme.px(6) + name_font.get_linesize()))
        if self.score is not None:
            paint.text(surface, str(self.score), score_font, th.GOLD, (r.right - th.theme.px(10), r.centery),
                       "midright")


def draw_banner(surface: pygame.Surface, rect: pygame.Rect, session: GameSession, thinking: bool,
                clock: float, message: str = "", message_right: int | None = None) -> None:
    """The strip at the top: the game's title, whose turn it is, and a status message."""
    paint.panel(surface, rect, th.INK, th.GOLD_DIM, alpha=235, ornate=False)
    title_font = th.theme.font("large", "title")
    paint.text(surface, session.info.title, title_font, th.GOLD, (rect.left + th.theme.px(16), rect.centery),
               "midleft")
    state = session.state
    seat = state.current_player
    font = th.theme.font("body")
    if state.is_over:
        text = "The game is over"
    elif seat is None:
        text = "…"
    else:
        dots = "." * (1 + int(clock * 2.5) % 3)
        who = session.name(seat)
        text = f"{who} is thinking{dots}" if thinking else f"{who} to decide"
        style = th.theme.seat(session.colour_index(seat))
        size = font.size(text)[0]
        cx = rect.centerx - size // 2 - th.theme.px(18)
        pulse = 1 + 0.12 * math.sin(clock * 4) if not thinking else 1.0
        th.draw_shape(surface, style.shape, style.colour, (cx, rect.centery), th.theme.px(10) * pulse)
    turn = paint.text(surface, text, font, th.PARCHMENT, rect.center, "center")
    if message:  # between the turn and the buttons, never over the turn: on two smaller lines if need be
        right = message_right if message_right is not None else rect.right - th.theme.px(140)
        room = right - turn.right - th.theme.px(16)
        face = th.theme.font("small", "italic")
        if face.size(message)[0] > room:
            face = th.theme.font("tiny", "italic")
        lines = paint.wrap(message, face, room, most=max(1, (rect.height - 4) // face.get_linesize()))
        top = rect.centery - len(lines) * face.get_linesize() / 2
        with paint.within(surface, rect, "the banner"):
            for i, line in enumerate(lines):
                paint.text(surface, line, face, th.PARCHMENT_DIM, (right, round(top + i * face.get_linesize())),
                           "topright")


def log_rows(session: GameSession, viewer: int | None) -> list[Row]:
    """The game log as rows, each marked with the acting seat's shape."""
    rows = []
    names = [session.name(seat) for seat in range(session.state.players)]
    for line in session.log:
        text = line.event.text_for(viewer)
        if not text:
            continue
        text = with_names(text, names)
        seat = line.event.seat
        marker = None
        if seat is not None and 0 <= seat < session.state.players:
            style = th.theme.seat(session.colour_index(seat))
            marker = (style.shape, style.colour)
        colour = th.PARCHMENT_DIM if line.event.kind == "note" else th.PARCHMENT
        rows.append(Row(text, colour=colour, marker=marker))
    return rows


def draw_column_titles(surface: pygame.Surface, picker: pygame.Rect, log_list: pygame.Rect, mine: bool) -> None:
    """The titles over the right column's lists: the moves ("Your moves" on your turn) and the game log."""
    small = th.theme.font("small", "italic")
    paint.text(surface, "Your moves" if mine else "Moves", small, th.GOLD, (picker.left + 4, picker.top - 4),
               "bottomleft")
    paint.text(surface, "Game log", small, th.GOLD, (log_list.left + 4, log_list.top - 4), "bottomleft")


class Toast:
    """A short message that floats over the table and fades ("Saved", "Undone: …")."""

    LIFE = 1.8  # seconds on screen

    def __init__(self) -> None:
        self.text = ""
        self.left = 0.0

    def show(self, text: str) -> None:
        self.text, self.left = text, self.LIFE

    @property
    def shown(self) -> bool:
        return self.left > 0 and bool(self.text)

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    def draw(self, surface: pygame.Surface, anchor: tuple[int, int], where: str = "center") -> pygame.Rect | None:
        """Draw with its `where` point ("center", "midright"…) on `anchor`, fading out in its last half second;
        the rect it covers (None when not shown)."""
        if not self.shown:
            return None
        font = th.theme.font("body", "bold")
        pad = th.theme.px(14)
        w, h = font.size(self.text)[0] + 2 * pad, font.get_linesize() + pad
        rect = pygame.Rect(0, 0, w, h)
        setattr(rect, where, anchor)
        rect.clamp_ip(surface.get_rect())
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        paint.panel(layer, layer.get_rect(), th.INK, th.GOLD, alpha=240, ornate=False)
        paint.text(layer, self.text, font, th.GOLD, layer.get_rect().center, "center")
        layer.set_alpha(round(255 * min(1.0, self.left / 0.5)))
        surface.blit(layer, rect.topleft)
        return rect


__all__ = ["SeatPanel", "Toast", "action_text", "draw_banner", "draw_column_titles", "log_rows", "with_names"]
