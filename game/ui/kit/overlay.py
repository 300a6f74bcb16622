"""One layer above everything on a table: the tooltip, a card shown large, pop-up pickers.

The table scene draws the overlay last, after its view, the game log, the action
picker, the banner and the piece in hand, so nothing prints over a tooltip or a
zoomed card.  Each frame, between :meth:`Overlay.begin` and :meth:`Overlay.finish`,
the table hands it what to show instead of drawing it:

* tips — ``(rect, text)`` pairs (:meth:`Overlay.tips`); the last one under the
  pointer is shown, kept inside the window (not inside the table's centre);
  a widget's tooltip (:meth:`Overlay.widget_tip`) comes before them; after a
  left click or a drop none shows until the pointer moves;
* cards — every card the kit draws (``game.ui.kit.cards``, ``game.ui.kit.hand``)
  registers its rect and how to paint it large (:func:`zoomable`); a right-click
  on it shows it big, with its tooltip's full text beside it; Esc, any click or
  a right-click again closes it;
* pickers — a pop-up panel (:meth:`Overlay.picker`) drawn above the rest;
* rivals — each rival's plate (``game.ui.kit.rivals.plate``): its panel shows while the pointer rests
  on it and stays open after a click on it, until Esc or a click elsewhere.

Cards register with the overlay of the frame being drawn (:func:`active`), so a
table gets zoom for free by drawing its cards through the kit.  Outside a frame
(offscreen drawing in tests, a table that draws into its own layer) registering
does nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit.rivals import RivalPanels, activate

Tip = tuple[pygame.Rect, str]
Painter = Callable[[pygame.Surface, pygame.Rect, float], None]  # (surface, large rect, scale from the small one)
CLOSE_HINT = "Right-click, Esc or any click to close"


class Drawable(Protocol):
    """A pop-up picker: the kit's choice panel (its cut labels add their tips)."""

    rect: pygame.Rect

    def draw(self, surface: pygame.Surface, tips: list[Tip] | None = None) -> None: ...


@dataclass
class Zoomable:
    """A card as drawn this frame: where, how to paint it large (in layers), its shape and its words."""

    rect: pygame.Rect
    layers: list[Painter] = field(default_factory=list)
    aspect: float = 0.0   # width / height of the large card (0: the drawn card's own)
    text: str = ""        # what it says in full (else the tooltip found on it)
    face: object = None   # the card's face (game.ui.kit.cardface.CardFace) when it zooms to one

    def shape(self) -> float:
        return self.aspect or self.rect.width / max(1, self.rect.height)

    def paint(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        scale = rect.height / max(1, self.rect.height)
        for layer in self.layers:
            layer(surface, rect, scale)


class Overlay:
    """The table's top layer (see the module docstring)."""

    def __init__(self) -> None:
        self.mouse = (-1, -1)
        self.target: pygame.Surface | None = None   # the surface of the frame being drawn
        self.cards: list[Zoomable] = []             # registered this frame
        self.shown_cards: list[Zoomable] = []       # as last drawn: what a right-click finds
        self.tip_list: list[Tip] = []
        self.shown_tips: list[Tip] = []
        self.blocked: list[pygame.Rect] = []
        self.widget_text = ""
        self.pickers: list[Drawable] = []
        self.zoomed: Zoomable | None = None
        self.zoom_text = ""
        self._swallow_up = False   # the button release after the click that opened or closed a zoom
        self.hushed = False        # a click or a drop just ended here: no table tip till the pointer moves
        self.rivals = RivalPanels()  # the rival panels: plates registered each frame, the one pinned open

    # -- a frame -------------------------------------------------------------------
    def begin(self, surface: pygame.Surface) -> None:
        """A new frame: forget what the last one registered; cards drawn on `surface` register from now on."""
        global _active
        self.target = surface
        self.cards, self.tip_list, self.blocked, self.pickers, self.widget_text = [], [], [], [], ""
        _active = self
        self.rivals.begin(surface)
        activate(self.rivals)

    def tips(self, tips: list[Tip], blocked: pygame.Rect | None = None) -> None:
        """The frame's tips (the last under the pointer is shown); none while the pointer is over `blocked`."""
        self.tip_list.extend(tips)
        if blocked is not None:
            self.blocked.append(pygame.Rect(blocked))

    def widget_tip(self, text: str) -> None:
        """A widget's tooltip (the pointer has rested on it): shown before the table's tips."""
        self.widget_text = text

    def picker(self, panel: Drawable) -> None:
        """A pop-up panel drawn above the table, the log and the picker."""
        self.pickers.append(panel)

    def card(self, zoomable: Zoomable) -> None:
        self.cards.append(zoomable)

    def layer(self, rect: pygame.Rect, painter: Painter) -> None:
        """Add a layer (a seal, the words) to the card registered this frame at `rect`."""
        for card in reversed(self.cards):
            if card.rect == rect:
                card.layers.append(painter)
                return

    def finish_registering(self) -> None:
        """The table is drawn: cards drawn from now on (the log, the picker) do not register."""
        global _active
        if _active is self:
            _active = None
            activate(None)
        self.target = None
        self.rivals.finish_registering()

    def finish(self, surface: pygame.Surface) -> None:
        """Draw the pickers, then the tooltip or the zoomed card, over everything drawn this frame."""
        self.finish_registering()
        self.shown_cards, self.shown_tips = self.cards, self.tip_list
        tips: list[Tip] = []
        for panel in self.pickers:
            panel.draw(surface, tips)
        if self.zoomed is not None:
            self._draw_zoom(surface, self.zoomed)
            return
        if not self.pickers and self.rivals.draw(surface, self.mouse):   # a rival's panel, in place of a tip
            return
        if self.widget_text:
            paint.tooltip(surface, self.widget_text, self.mouse)
            return
        if self.hushed:  # the pointer has not moved since its click or drop: what it did shows, no tip
            return
        if not any(r.collidepoint(self.mouse) for r in self.blocked):  # under a panel the table says nothing
            tips = self.tip_list + tips
        text = tip_at(tips, self.mouse)
        if text:
            paint.tooltip(surface, text, self.mouse)

    # -- input -------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Right-click on a card zooms it; while one is shown, Esc, a key or any click closes it (F2
        closes it and goes on, to open the rules at the card's). True: used.  A left click or a drop
        hushes the table's tips until the pointer moves, so a tip does not cover what it just did."""
        if event.type == pygame.MOUSEMOTION:
            if event.pos != self.mouse:
                self.hushed = False
            self.mouse = event.pos
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.hushed = True
        if event.type == pygame.MOUSEBUTTONUP and self._swallow_up:
            self._swallow_up = False
            return True
        if self.zoomed is None and self.rivals.handle(event):
            return True
        if self.zoomed is not None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F2:
                self.close()      # the card's rule: F2 goes on to the table, the pointer still on the card
                return False
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                self.close()
                self._swallow_up = event.type == pygame.MOUSEBUTTONDOWN
                return True
            return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL, pygame.TEXTINPUT)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            card = self.card_at(event.pos)
            if card is not None:
                self.open(card)
                self._swallow_up = True
                return True
        return False

    def card_at(self, pos: tuple[int, int]) -> Zoomable | None:
        """The card last drawn under `pos` (the top one)."""
        return next((c for c in reversed(self.shown_cards) if c.rect.collidepoint(pos)), None)

    def open(self, card: Zoomable) -> None:
        self.zoomed = card
        self.zoom_text = card.text or tip_at([t for t in self.shown_tips if t[0].colliderect(card.rect)],
                                             card.rect.center) or ""

    def close(self) -> None:
        self.zoomed, self.zoom_text = None, ""

    # -- the zoomed card ---------------------------------------------------------------
    def zoom_rects(self, size: tuple[int, int], card: Zoomable) -> tuple[pygame.Rect, pygame.Rect | None]:
        """Where the large card and its text go in a window of `size` (the text beside it, or under it)."""
        w, h = size
        pad = th.theme.px(24)
        aspect = card.shape()
        text_w = min(th.theme.px(460), w // 3) if self.zoom_text else 0
        height = min(round(h * 0.62), round((w - text_w - 3 * pad) / aspect))
        big = pygame.Rect(0, 0, round(height * aspect), height)
        if not self.zoom_text:
            big.center = (w // 2, h // 2)
            return big, None
        lines = paint.wrap(self.zoom_text, th.theme.font("body"), text_w - 2 * th.theme.px(14))
        text_h = len(lines) * th.theme.font("body").get_linesize() + 2 * th.theme.px(12)
        box = pygame.Rect(0, 0, text_w, min(text_h, h - 2 * pad))
        total = big.width + pad + box.width
        big.midleft = (w // 2 - total // 2, h // 2)
        box.midleft = (big.right + pad, h // 2)
        return big, box

    def _draw_zoom(self, surface: pygame.Surface, card: Zoomable) -> None:
        paint.dim(surface, 170)
        big, box = self.zoom_rects(surface.get_size(), card)
        card.paint(surface, big)
        if box is not None:
            paint.panel(surface, box, th.PARCHMENT, th.GOLD_DIM, alpha=250, ornate=False)
            body, pad = th.theme.font("body"), th.theme.px(14)
            y = box.top + th.theme.px(12)
            for line in paint.wrap(self.zoom_text, body, box.width - 2 * pad):
                if y + body.get_linesize() > box.bottom:
                    break
                paint.text(surface, line, body, th.INK, (box.left + pad, y))
                y += body.get_linesize()
        small = th.theme.font("small", "italic")
        paint.text(surface, CLOSE_HINT, small, th.PARCHMENT_DIM,
                   (surface.get_width() // 2, min(surface.get_height() - th.theme.px(8),
                                                  big.bottom + th.theme.px(28))), "midbottom")


def tip_at(tips: list[Tip], pos: tuple[int, int]) -> str:
    """The text of the last tip whose rect holds `pos` (later tips lie on top); '' if none."""
    return next((text for rect, text in reversed(tips) if rect.collidepoint(pos)), "")


_active: Overlay | None = None


def active(surface: pygame.Surface) -> Overlay | None:
    """The overlay of the frame being drawn on `surface` (None outside a table's frame or on another surface)."""
    return _active if _active is not None and _active.target is surface else None


def zoomable(surface: pygame.Surface, rect: pygame.Rect, painter: Painter, aspect: float = 0.0,
             text: str = "", face: object = None) -> None:
    """Register a card drawn on `surface` at `rect`: `painter` paints it large; `text` its words in full;
    `face` what it says (its CardFace), when it has one."""
    overlay = active(surface)
    if overlay is not None:
        overlay.card(Zoomable(pygame.Rect(rect), [painter], aspect, text, face))


def add_layer(surface: pygame.Surface, rect: pygame.Rect, painter: Painter) -> None:
    """Add a layer to the card registered at `rect` this frame (a seal, the words written on it)."""
    overlay = active(surface)
    if overlay is not None:
        overlay.layer(rect, painter)
