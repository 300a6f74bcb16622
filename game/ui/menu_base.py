"""What every menu screen shares: a backdrop, a framed panel, a heading and widgets."""

from __future__ import annotations

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.scenes import Scene
from game.ui.widgets import WidgetGroup

SETTINGS_KEY = pygame.K_o  # Settings, on the title screen and in the pause menu alike (S is Save there)
SETTINGS_TIP = "Volumes, window size, full screen, animation speed, AI time, colours (O)."


class MenuScene(Scene):
    """A full-window menu: build widgets once, lay them out for each window size."""

    heading = ""
    backdrop = "art/title_bg.png"
    veil = 120  # how much the backdrop is darkened behind the panel

    def __init__(self) -> None:
        super().__init__()
        self.group = WidgetGroup()
        self.laid_out_for: tuple[int, int] | None = None
        self.panel_rect = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        self.build()

    def build(self) -> None:
        """Create the widgets (once)."""

    def layout(self, size: tuple[int, int]) -> None:
        """Place the widgets for a window of `size`."""

    def resize(self, size: tuple[int, int]) -> None:
        self.laid_out_for = None

    def ensure_layout(self, size: tuple[int, int]) -> None:
        if self.laid_out_for != size:
            self.laid_out_for = size
            self.layout(size)

    def back(self) -> None:
        """Esc: leave this menu (to the title if nothing is under it)."""
        if self.stack is not None and len(self.stack) == 1:
            self.app.go_to_title()
        else:
            self.close()

    def lay_out_for_the_window(self) -> None:
        """Lay the menu out before its first event, which may come before its first frame."""
        if self.laid_out_for is None:
            surface = pygame.display.get_surface()
            if surface is not None:
                self.ensure_layout(surface.get_size())

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        self.lay_out_for_the_window()
        if self.group.handle(event):
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return None
        return None if self.opaque else event

    def update(self, dt: float) -> None:
        self.group.update(dt)

    @property
    def calm(self) -> bool:
        """A menu changes only when it is touched (a caret's blink keeps its time when redrawn
        less often)."""
        return True

    def centred_panel(self, size: tuple[int, int], width: int, height: int) -> pygame.Rect:
        rect = pygame.Rect(0, 0, min(width, size[0] - 40), min(height, size[1] - 40))
        rect.center = (size[0] // 2, size[1] // 2)
        return rect

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        paint.backdrop(surface, self.backdrop)
        if self.veil:
            paint.dim(surface, self.veil)

    def draw(self, surface: pygame.Surface) -> None:
        self.ensure_layout(surface.get_size())
        if self.opaque:
            self.draw_backdrop(surface)
        else:
            paint.dim(surface, 160)
        if self.panel_rect.width:
            paint.panel(surface, self.panel_rect, th.NIGHT, alpha=225)
        if self.heading:
            font = th.theme.font("heading", "title")
            top = self.panel_rect.top + th.theme.px(14) if self.panel_rect.width else th.theme.px(30)
            paint.text(surface, self.heading, font, th.GOLD, (surface.get_width() // 2, top), "midtop",
                       shadow=True)
            y = top + font.get_linesize() + th.theme.px(4)
            x0 = self.panel_rect.left + th.theme.px(40) if self.panel_rect.width else 200
            x1 = self.panel_rect.right - th.theme.px(40) if self.panel_rect.width else surface.get_width() - 200
            paint.rule(surface, y, x0, x1)
        self.draw_content(surface)
        self.group.draw(surface)
        self.group.draw_tooltip(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Anything drawn between the panel and the widgets."""
