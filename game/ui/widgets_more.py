"""The bigger widgets: a scrolling list (saves, the game log, actions) and a modal dialog."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.audio import audio
from game.ui.scenes import Scene
from game.ui.widgets import Button, Widget, WidgetGroup


@dataclass
class Row:
    """One entry of a ScrollList: its text, colour, and what it stands for."""

    text: str
    value: Any = None
    colour: th.Colour = th.PARCHMENT
    enabled: bool = True
    note: str = ""   # a second, dimmer line (e.g. why a save is broken)
    marker: tuple[str, th.Colour] | None = None  # a seat shape drawn before the text


class ScrollList(Widget):
    """Rows that scroll with the mouse wheel; a click on a row calls `on_pick(row)`."""

    def __init__(self, rows: Sequence[Row] = (), on_pick: Callable[[Row], Any] | None = None,
                 size: str = "small", wrap: bool = True, follow: bool = False) -> None:
        super().__init__()
        self.rows: list[Row] = list(rows)
        self.on_pick, self.size, self.wrap, self.follow = on_pick, size, wrap, follow
        self.offset = 0  # pixels scrolled from the top
        self.selected: int | None = None
        self.hover_row: int | None = None
        self._layout: list[tuple[int, int, list[str], list[str]]] = []  # (row, y, lines, note lines)
        self._key: tuple | None = None
        self._content_height = 0
        self._wrapped: dict[tuple[str, str, int, int], tuple[list[str], list[str]]] = {}

    def set_rows(self, rows: Sequence[Row]) -> None:
        self.rows = list(rows)
        self._key = None
        self.selected = None
        if self.follow:
            self.offset = 10 ** 9  # clamped to the bottom at layout time

    def _relayout(self) -> int:
        font = th.theme.font(self.size)
        key = (len(self.rows), id(self.rows[-1]) if self.rows else 0, self.rect.size, font.get_height())
        if key == self._key:
            return self._content_height
        self._key = key
        pad = th.theme.px(6)
        width = self.rect.width - 2 * pad - th.theme.px(22)
        y = 0
        self._layout = []
        line = font.get_linesize()
        checking = getattr(paint, "_check", None) is not None   # a layout check sees every line measured
        known = {} if checking else self._wrapped
        fresh: dict[tuple[str, str, int, int], tuple[list[str], list[str]]] = {}
        for index, row in enumerate(self.rows):
            # a row keeps its lines while its text, the width and the type hold (a new log line wraps alone)
            cached = known.get((row.text, row.note, width, id(font)))
            if cached is None:
                cached = (paint.wrap(row.text, font, width) if self.wrap else [paint.fit(row.text, font, width)],
                          paint.wrap(row.note, th.theme.font("tiny", "italic"), width) if row.note else [])
            fresh[(row.text, row.note, width, id(font))] = cached
            lines, notes = cached
            self._layout.append((index, y, lines, notes))
            y += len(lines) * line + len(notes) * th.theme.font("tiny").get_linesize() + pad
        self._content_height = y
        self._wrapped = fresh   # only the rows shown now: it never outgrows the list
        return y

    def max_offset(self) -> int:
        return max(0, self._relayout() - self.rect.height + th.theme.px(8))

    def row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        self._relayout()
        y = pos[1] - self.rect.top - th.theme.px(4) + self.offset
        for index, top, lines, notes in reversed(self._layout):
            if y >= top:
                return index
        return None

    def scroll(self, pixels: int) -> None:
        self.offset = max(0, min(self.max_offset(), self.offset + pixels))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            if self.rect.collidepoint(pygame.mouse.get_pos()) or self.hover:
                self.scroll(-event.y * th.theme.px(40))
                return True
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            self.hover_row = self.row_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            index = self.row_at(event.pos)
            if index is not None and self.rows[index].enabled:
                self.selected = index
                audio.play("click")
                if self.on_pick:
                    self.on_pick(self.rows[index])
            return True
        return event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos)

    def draw(self, surface: pygame.Surface) -> None:
        paint.panel(surface, self.rect, th.INK, alpha=200, ornate=False)
        self._relayout()
        self.offset = max(0, min(self.max_offset(), self.offset))
        font = th.theme.font(self.size)
        note_font = th.theme.font("tiny", "italic")
        line = font.get_linesize()
        pad = th.theme.px(6)
        clip = surface.get_clip()
        inner = self.rect.inflate(-4, -4)
        surface.set_clip(inner.clip(clip) if clip else inner)
        top = self.rect.top + th.theme.px(4) - self.offset
        for index, y, lines, notes in self._layout:
            row = self.rows[index]
            height = len(lines) * line + len(notes) * note_font.get_linesize()
            if top + y + height < self.rect.top or top + y > self.rect.bottom:
                continue
            box = pygame.Rect(self.rect.left + 2, top + y - 2, self.rect.width - 4, height + 4)
            if index == self.selected:
                pygame.draw.rect(surface, th.darken(th.BRUISE, .2), box)
            elif index == self.hover_row and self.on_pick and row.enabled:
                pygame.draw.rect(surface, th.DUSK, box)
            x = self.rect.left + pad
            if row.marker:
                th.draw_shape(surface, row.marker[0], row.marker[1], (x + line * .35, top + y + line * .5),
                              line * .3, width=1)
                x += int(line * .8)
            colour = row.colour if row.enabled else th.ASH
            for i, text in enumerate(lines):
                paint.text(surface, text, font, colour, (x, top + y + i * line))
            for i, text in enumerate(notes):
                paint.text(surface, text, note_font, th.CRIMSON_LIGHT,
                           (x, top + y + len(lines) * line + i * note_font.get_linesize()))
        surface.set_clip(clip)
        if self.max_offset() > 0:  # a thin scroll bar
            track = pygame.Rect(self.rect.right - th.theme.px(8), self.rect.top + 4, th.theme.px(4),
                                self.rect.height - 8)
            share = self.rect.height / max(1, self._content_height)
            thumb = pygame.Rect(track.left, 0, track.width, max(12, int(track.height * share)))
            thumb.top = track.top + int((track.height - thumb.height) * self.offset / self.max_offset())
            pygame.draw.rect(surface, th.DUSK, track)
            pygame.draw.rect(surface, th.GOLD_DIM, thumb)


class Dialog(Scene):
    """A modal message with buttons, drawn over the scene below; it consumes every event."""

    opaque = False
    name = "dialog"

    def __init__(self, title: str, message: str,
                 buttons: Sequence[tuple[str, Callable[[], Any] | None, int | None]] = (("OK", None, None),),
                 danger: bool = False) -> None:
        super().__init__()
        self.title, self.message, self.danger = title, message, danger
        self.group = WidgetGroup()
        self.buttons: list[Button] = []
        for label, action, key in buttons:
            self.buttons.append(Button(label, self._closing(action), key or None, primary=False))
        if self.buttons and self.buttons[0].shortcut is None:
            self.buttons[0].shortcut = pygame.K_RETURN
        self.group.add(*self.buttons)
        self.box = pygame.Rect(0, 0, 0, 0)

    def _closing(self, action: Callable[[], Any] | None) -> Callable[[], None]:
        def run() -> None:
            self.close()
            if action is not None:
                action()
        return run

    def enter(self) -> None:
        if self.danger:
            audio.play("error")

    def layout(self, size: tuple[int, int]) -> None:
        w = min(size[0] - 40, th.theme.px(620))
        font = th.theme.font("body")
        lines = paint.wrap(self.message, font, w - th.theme.px(48))
        h = th.theme.px(130) + len(lines) * font.get_linesize()
        self.box = pygame.Rect(0, 0, w, h)
        self.box.center = (size[0] // 2, size[1] // 2)
        bw, bh, gap = th.theme.px(170), th.theme.px(40), th.theme.px(14)
        total = len(self.buttons) * bw + (len(self.buttons) - 1) * gap
        x = self.box.centerx - total // 2
        for button in self.buttons:
            button.rect = pygame.Rect(x, self.box.bottom - bh - th.theme.px(18), bw, bh)
            x += bw + gap

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        self.group.handle(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.stack and self.stack.top is self:
            if self.buttons:
                self.buttons[-1].click()
            else:
                self.close()
        return None if event.type != pygame.QUIT else event

    def update(self, dt: float) -> None:
        self.group.update(dt)

    @property
    def calm(self) -> bool:
        return True

    def draw(self, surface: pygame.Surface) -> None:
        self.layout(surface.get_size())
        paint.dim(surface, 150)
        paint.panel(surface, self.box, th.NIGHT, th.CRIMSON_LIGHT if self.danger else th.GOLD, alpha=250)
        title_font = th.theme.font("large", "bold")
        paint.text(surface, self.title, title_font, th.CRIMSON_LIGHT if self.danger else th.GOLD,
                   (self.box.centerx, self.box.top + th.theme.px(18)), "midtop")
        font = th.theme.font("body")
        y = self.box.top + th.theme.px(62)
        for line in paint.wrap(self.message, font, self.box.width - th.theme.px(48)):
            paint.text(surface, line, font, th.PARCHMENT, (self.box.centerx, y), "midtop")
            y += font.get_linesize()
        self.group.draw(surface)
