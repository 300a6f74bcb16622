"""T in a replay: the list of every turn, round or day the game announced, to jump to one."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import theme as th
from game.ui.kit.names import with_names
from game.ui.menu_base import MenuScene
from game.ui.widgets import Button
from game.ui.widgets_more import Row, ScrollList

if TYPE_CHECKING:
    from game.ui.replay.scene import ReplayScene


class TurnsScene(MenuScene):
    """T in a replay: every turn, round or day the game announced; pick one to go there."""

    name = "replay-turns"
    heading = "Jump to a turn"
    opaque = False

    def __init__(self, replay_scene: ReplayScene) -> None:
        super().__init__()
        self.replay_scene = replay_scene

    def build(self) -> None:
        scene = self.replay_scene
        names = scene.seat_names()
        markers = scene.replay.markers()
        here = scene.replay.marker_at()
        rows = [Row(f"{with_names(m.label, names)}   ·   move {m.move}", m,
                    th.GOLD if m == here else th.PARCHMENT) for m in markers]
        self.list = ScrollList(rows, on_pick=self.picked, size="body", wrap=False)
        self.list.selected = markers.index(here) if here in markers else 0
        self.go_button = Button("Go", self.go_selected, pygame.K_RETURN, primary=True)
        self.close_button = Button("Close", self.close, pygame.K_ESCAPE)
        self.group.add(self.list, self.go_button, self.close_button)

    def picked(self, row: Row) -> None:
        self.close()
        self.replay_scene.jump(row.value)

    def go_selected(self) -> None:
        if self.list.selected is not None and self.list.rows:
            self.picked(self.list.rows[self.list.selected])

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN) and self.list.rows:
            step = -1 if event.key == pygame.K_UP else 1
            self.list.selected = max(0, min(len(self.list.rows) - 1, (self.list.selected or 0) + step))
            return None
        super().handle(event)
        return None

    def layout(self, size: tuple[int, int]) -> None:
        self.panel_rect = self.centred_panel(size, th.theme.px(760), th.theme.px(600))
        p, pad = self.panel_rect, th.theme.px(30)
        bw, bh = th.theme.px(180), th.theme.px(44)
        self.list.rect = pygame.Rect(p.left + pad, p.top + th.theme.px(84), p.width - 2 * pad,
                                     p.height - th.theme.px(84) - bh - th.theme.px(40))
        self.go_button.rect = pygame.Rect(p.centerx + th.theme.px(8), p.bottom - bh - th.theme.px(18), bw, bh)
        self.close_button.rect = pygame.Rect(p.centerx - th.theme.px(8) - bw, p.bottom - bh - th.theme.px(18),
                                             bw, bh)
