"""The still table: what does not move, painted again only when something on it changed.

A table's frame is mostly the same picture as the last one (a piece carried over it, a flight crossing
it): :class:`StillLayer` keeps that picture in a surface of its own, keyed by everything it was drawn
from, and blits it back while the key holds.  The cards painted on it registered with the overlay for
the zoom once; they are registered again each frame the picture is reused, and its tooltips are kept.
While a layout check reads every text as it is drawn, the layer is bypassed.

    tips = self.still.draw(surface, area.full, key, lambda target, tips: scene.draw(target, ..., tips),
                           getattr(self.table, "overlay", None))
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from game.ui import paint
from game.ui.kit import rivals

Tip = tuple[pygame.Rect, str]


class StillLayer:
    """The still part of a table, kept between frames (see the module docstring)."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.key: Hashable = None
        self.tips: list[Tip] = []
        self.cards: list[Any] = []
        self.plates: list[Any] = []    # the rival plates painted on it (``game.ui.kit.rivals``)
        self.result: Any = None        # what the painter returned the last time it ran
        self.holding = False

    def forget(self) -> None:
        self.key = None

    def hold(self, keep: bool = True) -> None:
        """Show the picture kept for one more frame even if its key has changed: a frame that already did
        heavy work (laying the table out again after a move) leaves the painting to the next one, so that no
        frame does both.  A new size or region is painted at once; ``hold(False)`` takes back a hold not yet
        drawn (the table laid out again for other eyes, whose picture must come at once)."""
        self.holding = keep

    def draw(self, surface: pygame.Surface, region: pygame.Rect, key: Hashable,
             paint_on: Callable[[pygame.Surface, list[Tip]], Any], layer: Any = None) -> list[Tip]:
        """Blit the still picture of `region` (painted by `paint_on(target, tips)` when `key` changed);
        the tips drawn on it.  `layer` is the table's overlay (cards painted on it register there)."""
        if getattr(paint, "_check", None) is not None:   # a layout check: every text drawn where it is seen
            tips: list[Tip] = []
            self.result = paint_on(surface, tips)
            self.key = None
            return tips
        region = region.clip(surface.get_rect())
        if self.surface is None or self.surface.get_size() != surface.get_size():
            self.surface = pygame.Surface(surface.get_size()).convert() if pygame.display.get_surface() is not None \
                else pygame.Surface(surface.get_size())
            self.key = None
        full_key = (key, surface.get_size(), tuple(region))
        held, self.holding = self.holding and isinstance(self.key, tuple) and self.key[1:] == full_key[1:], False
        if full_key != self.key and not held:
            self.surface.blit(surface, region.topleft, region)   # what lies under the table (the backdrop)
            tips = []
            was = layer.target if layer is not None else None
            panels = rivals.active(surface)   # the rival plates painted on it register there (even with no `layer`)
            count = len(layer.cards) if layer is not None else 0
            plates = len(panels.plates) if panels is not None else 0
            if layer is not None and was is surface:
                layer.target = self.surface     # the cards painted on the layer register for the zoom
            if panels is not None:
                panels.target = self.surface
            try:
                self.result = paint_on(self.surface, tips)
            finally:
                if layer is not None:
                    layer.target = was
                if panels is not None:
                    panels.target = surface
            self.cards = list(layer.cards[count:]) if layer is not None else []
            self.plates = list(panels.plates[plates:]) if panels is not None else []
            self.tips, self.key = tips, full_key
        else:
            if layer is not None and layer.target is surface:
                layer.cards.extend(self.cards)
            panels = rivals.active(surface)
            if panels is not None:
                panels.plates.extend(self.plates)
        surface.blit(self.surface, region.topleft, region)
        return list(self.tips)
