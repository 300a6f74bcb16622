"""The Duel table: the view read into the model, painted through a still layer, played by its gestures."""

from __future__ import annotations

from typing import Any

import pygame

from game.core import Action
from game.ui.kit.asking import prompt_line
from game.ui.kit.base import BaseTable
from game.ui.kit.host import Host
from game.ui.kit.rivals import Section
from game.ui.kit.still import StillLayer
from game.ui.kit.table import Drawn, Tip

from . import read, scene
from .frame import Frame
from .gestures import HOW, Gestures
from .hints import FALLBACK
from .layout import Layout, lay_out
from .model import TableModel


class DuelTable(BaseTable[read.DuelState]):
    picker_always = True

    def __init__(self, table: Host) -> None:
        super().__init__(table)
        self.gestures = Gestures(table.drag, lambda: self.names)
        self.still = StillLayer()
        self.drawn = Drawn(FALLBACK)        # what the last frame drew where (the hints and the coach read it)
        self.model: TableModel | None = None

    def rival_sections(self, view: read.DuelState, seat: int) -> tuple[Section, ...]:
        """A rival's panel (kit.rivals): the sections read.py reads from the view."""
        return read.rival_sections(view, seat)

    def lay_out(self, view: read.DuelState) -> Layout:
        return lay_out(self.full, view.players, view.content.hand_size)

    def rebuild(self, view: read.DuelState) -> None:
        self.model = read.model_of(view, self.me)
        legal = self.table.legal_actions() if self.my_turn() else []
        self.gestures.rebuild(self.model, legal, self.regions(view))

    def ribbon(self, model: TableModel) -> str:
        if model.over:
            best = max(s.score for s in model.seats)
            won = " and ".join(self.names[s.seat] for s in model.seats if s.score == best)
            return f"The duel is over: {won} with {best}"
        mine = model.current == model.me
        who = self.names[model.current] if model.current is not None else ""
        line = prompt_line(read.PROMPTS, model.step, mine, who)
        how = HOW.get(model.step, "")
        return f"{line}: {how}" if mine and how else line

    def draw(self, surface: pygame.Surface, view: Any, rect: pygame.Rect) -> None:
        shown = self.ready(view)
        if shown is None or self.model is None:
            return
        area, model = self.regions(shown), self.model
        frame = Frame(self.ribbon(model), frozenset(self.gestures.lit()),
                      frozenset(t.key for t in self.gestures.map.pieces))
        seats = [self.seat_look(p) for p in range(shown.players)]
        key = (model, frame, tuple((s.name, s.kind, s.score, s.active) for s in seats))

        def paint_on(target: pygame.Surface, tips: list[Tip]) -> Drawn:
            drawn = scene.draw_table(target, area, model, seats, frame)
            tips.extend(drawn)          # the tips the still layer keeps between frames
            return drawn                # kept by the layer as its result: this frame's Drawn

        tips = self.still.draw(surface, area.full, key, paint_on, getattr(self.table, "overlay", None))
        self.drawn = self.still.result
        if not self.draw_score_preview(surface, self.score_tab_spot()):   # the kit's score sheet, from the view
            self.draw_tips(surface, tips)

    def handle(self, event: pygame.event.Event) -> Action | None:
        super().handle(event)
        return self.gestures.handle(event)
