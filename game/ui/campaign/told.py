"""What the chronicle did by itself, told: the lines of the campaign's log since the player last looked
(an aftermath step that asks nothing — the results recorded, the victor's title, the obligations —
is read here before the next decision), and the whole log, page by page, from the chronicle's home."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.menu_base import MenuScene
from game.ui.widgets import Button

STEP_MARK = "Aftermath, step"     # a log line that begins an aftermath step: drawn as a heading


def tells(lines: Sequence[str]) -> bool:
    """Lines worth a screen of their own: an aftermath step begins among them (the window's own
    "… chose …" lines are in its journal already)."""
    return any(line.startswith(STEP_MARK) for line in lines)


class ToldScene(MenuScene):
    """Lines of the chronicle's log on a page of parchment: step headings in gold, the rest under them;
    more than a page turns with Earlier and Later (Page Up, Page Down); Continue closes it."""

    name = "told"
    opaque = False

    def __init__(self, lines: Sequence[str], heading: str = "What happened", from_end: bool = False) -> None:
        super().__init__()
        self.lines = list(lines) or ["Nothing has happened yet."]
        self.heading = heading
        self.from_end = from_end
        self.page = -1            # set when laid out (the last page when `from_end`)
        self.pages: list[list[tuple[str, bool]]] = [[]]

    def build(self) -> None:
        self.go_button = Button("Continue", self.close, pygame.K_RETURN, primary=True)
        self.earlier = Button("Earlier", lambda: self.turn(-1), pygame.K_PAGEUP)
        self.later = Button("Later", lambda: self.turn(1), pygame.K_PAGEDOWN)
        self.group.add(self.earlier, self.later, self.go_button)

    def turn(self, by: int) -> None:
        self.page = max(0, min(len(self.pages) - 1, self.page + by))
        self.earlier.enabled = self.page > 0
        self.later.enabled = self.page < len(self.pages) - 1

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_ESCAPE):
            self.close()
            return None
        super().handle(event)
        return None               # nothing reaches the scene under it

    def layout(self, size: tuple[int, int]) -> None:
        self.panel_rect = self.centred_panel(size, th.theme.px(900), size[1] - th.theme.px(60))
        self.place(size)
        self.pages = self.paginate()
        if len(self.pages) == 1:      # a page that needs less room: the panel hugs it
            used = sum(self.height(heading) for _text, heading in self.pages[0])
            self.panel_rect = self.centred_panel(size, th.theme.px(900), self.panel_rect.height
                                                 - self.text_rect.height + used)
            self.place(size)
        if self.page < 0:          # first laid out: the first page, or the newest for the log
            self.page = len(self.pages) - 1 if self.from_end else 0
        self.turn(0)
        many = len(self.pages) > 1
        self.earlier.visible = self.later.visible = many

    def place(self, size: tuple[int, int]) -> None:
        p, pad = self.panel_rect, th.theme.px(40)
        bw, bh, gap = th.theme.px(170), th.theme.px(44), th.theme.px(12)
        y = p.bottom - th.theme.px(22) - bh
        self.earlier.rect = pygame.Rect(p.left + pad, y, bw, bh)
        self.later.rect = pygame.Rect(self.earlier.rect.right + gap, y, bw, bh)
        self.go_button.rect = pygame.Rect(p.right - pad - bw, y, bw, bh)
        self.text_rect = pygame.Rect(p.left + pad, p.top + th.theme.px(84), p.width - 2 * pad,
                                     y - th.theme.px(14) - p.top - th.theme.px(84))

    @staticmethod
    def height(heading: bool) -> int:
        """A line's height: a step heading's bold face, or the body's."""
        return (th.theme.font("body", "bold") if heading else th.theme.font("body")).get_linesize()

    def paginate(self) -> list[list[tuple[str, bool]]]:
        """The lines wrapped to the page's width, cut into pages (a step heading never ends a page)."""
        font, bold = th.theme.font("body"), th.theme.font("body", "bold")
        room = self.text_rect.height
        pages: list[list[tuple[str, bool]]] = [[]]
        used = 0
        for line in self.lines:
            heading = line.startswith(STEP_MARK)
            wrapped = [(part, heading) for part in paint.wrap(line, bold if heading else font, self.text_rect.width)]
            if heading and pages[-1]:
                wrapped.insert(0, ("", False))
            need = sum(self.height(h) for _t, h in wrapped) + (self.height(False) if heading else 0)
            if pages[-1] and used + need > room:
                pages.append([])
                used = 0
                wrapped = [w for w in wrapped if w[0]]
            pages[-1].extend(wrapped)
            used += sum(self.height(h) for _t, h in wrapped)
        return pages

    def draw_content(self, surface: pygame.Surface) -> None:
        font, bold = th.theme.font("body"), th.theme.font("body", "bold")
        rect = self.text_rect
        y = rect.top
        with paint.within(surface, self.panel_rect, "what the chronicle tells"):
            for text, heading in self.pages[self.page]:
                if text:
                    paint.text(surface, text, bold if heading else font, th.GOLD if heading else th.PARCHMENT,
                               (rect.left, y))
                y += self.height(heading)
            if len(self.pages) > 1:
                small = th.theme.font("small", "italic")
                paint.text(surface, f"page {self.page + 1} of {len(self.pages)}", small, th.PARCHMENT_DIM,
                           (self.panel_rect.centerx, self.go_button.rect.centery), "center")
