"""The chronicle's papers: each player's sheet (traits with dots, discipline mastery, allegiance, titles,
assets, obligations), small beside a decision too, and haven (the vampire retained, drawn as its card,
leaders, assets); the frame every paper shares.  The booklet is :mod:`game.ui.campaign.booklet`."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.campaign import draw
from game.ui.campaign.flow import Run
from game.ui.campaign.port import Trait
from game.ui.kit.names import counted
from game.ui.menu_base import MenuScene
from game.ui.widgets import Button


class PaperScene(MenuScene):
    """A full-window paper of the chronicle with a Back button (Esc)."""

    backdrop = paint.TABLE
    veil = 90

    def __init__(self, run: Run) -> None:
        super().__init__()
        self.run = run

    def build(self) -> None:
        self.back_button = Button("Back", self.back, pygame.K_ESCAPE)
        self.group.add(self.back_button)

    def layout(self, size: tuple[int, int]) -> None:
        m = th.theme.px(16)
        self.panel_rect = pygame.Rect(m, m, size[0] - 2 * m, size[1] - 2 * m)
        p = self.panel_rect
        bw, bh = th.theme.px(170), th.theme.px(42)
        self.back_button.rect = pygame.Rect(p.right - th.theme.px(28) - bw, p.bottom - th.theme.px(18) - bh, bw, bh)
        self.body = pygame.Rect(p.left + th.theme.px(28), p.top + th.theme.px(70), p.width - th.theme.px(56),
                                self.back_button.rect.top - th.theme.px(10) - p.top - th.theme.px(70))


def section_title(surface: pygame.Surface, text: str, left: int, y: int, width: int) -> int:
    font = th.theme.font("large", "bold")
    paint.text(surface, paint.fit(text, font, width), font, th.GOLD, (left, y))
    y += font.get_linesize()
    pygame.draw.line(surface, th.GOLD_DIM, (left, y), (left + width, y))
    return y + th.theme.px(4)


def word_list(surface: pygame.Surface, words: Sequence[str], rect: pygame.Rect, empty: str) -> int:
    """A list of short texts, each wrapped whole, as many as fit (a last line says how many more)."""
    font = th.theme.font("body")
    small = th.theme.font("small", "italic")
    y = rect.top
    if not words:
        paint.text(surface, paint.fit(empty, small, rect.width), small, th.PARCHMENT_DIM, (rect.left, y))
        return y + small.get_linesize()
    line = font.get_linesize()
    indent = font.size("· ")[0]
    for k, word in enumerate(words):
        lines = paint.wrap(word, font, rect.width - indent)
        left = len(words) - k
        need = len(lines) * line + (line if left > 1 else 0)
        if y + need > rect.bottom and k:
            paint.text(surface, paint.fit(f"and {left} more", small, rect.width), small, th.PARCHMENT_DIM, (rect.left, y))
            return y + line
        paint.text(surface, "·", font, th.GOLD_DIM, (rect.left, y))
        for text in lines:
            paint.text(surface, text, font, th.PARCHMENT, (rect.left + indent, y))
            y += line
    return y


class SeatPaper(PaperScene):
    """A paper with one page per player: tabs along the top (Left and Right turn them)."""

    def __init__(self, run: Run, seat: int = 0) -> None:
        super().__init__(run)
        self.seat = seat

    def build(self) -> None:
        super().build()
        self.tabs = [Button(draw.seat_name(self.run.seats(), s), partial(self.show, s), pygame.K_1 + s)
                     for s in range(len(self.run.seats()))]
        self.group.add(*self.tabs)
        self.show(self.seat)

    def show(self, seat: int) -> None:
        self.seat = seat
        for k, tab in enumerate(self.tabs):
            tab.selected = k == seat

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.tabs:
            self.show((self.seat + (1 if event.key == pygame.K_RIGHT else -1)) % len(self.tabs))
            return None
        return super().handle(event)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        p = self.panel_rect
        gap, h = th.theme.px(8), th.theme.px(38)
        w = min(th.theme.px(200), (p.width - th.theme.px(56) - gap * (len(self.tabs) - 1)) // max(1, len(self.tabs)))
        x = p.left + th.theme.px(28)
        for tab in self.tabs:
            tab.rect = pygame.Rect(x, p.top + th.theme.px(18), w, h)
            x += w + gap
        self.heading_at = (x + th.theme.px(20), p.top + th.theme.px(18) + h // 2)
        top = p.top + th.theme.px(18) + h + th.theme.px(14)
        self.body = pygame.Rect(self.body.left, top, self.body.width, self.back_button.rect.top - th.theme.px(10) - top)

    def draw_label(self, surface: pygame.Surface, text: str) -> None:
        font = th.theme.font("large", "title")
        room = self.panel_rect.right - th.theme.px(28) - self.heading_at[0]
        paint.text(surface, paint.fit(text, font, room), font, th.GOLD, (self.panel_rect.right - th.theme.px(28),
                                                                         self.heading_at[1]), "midright")


class SheetScene(SeatPaper):
    """A player's sheet."""

    name = "sheet"

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_label(surface, "Player sheet")
        sheet = self.run.campaign.sheet(self.seat)
        b, gap = self.body, th.theme.px(24)
        paint.panel(surface, b.inflate(th.theme.px(12), th.theme.px(8)), th.NIGHT, alpha=140, ornate=False)
        w = (b.width - 2 * gap) // 3
        cols = [pygame.Rect(b.left + k * (w + gap), b.top, w, b.height) for k in range(3)]
        with paint.within(surface, cols[0], "the sheet's first column"):
            self.draw_identity(surface, cols[0], sheet)
        with paint.within(surface, cols[1], "the sheet's traits"):
            y = cols[1].top
            for name, traits in sheet.sections:
                y = section_title(surface, name, cols[1].left, y, cols[1].width)
                y = self.draw_traits(surface, traits, cols[1].left, y, cols[1].width) + th.theme.px(6)
        with paint.within(surface, cols[2], "the sheet's last column"):
            c = cols[2]
            y = section_title(surface, "Discipline mastery", c.left, c.top, c.width)
            y = self.draw_traits(surface, sheet.disciplines, c.left, y, c.width) + th.theme.px(6)
            half = (c.bottom - y) // 2
            y = section_title(surface, "Assets", c.left, y, c.width)
            y = word_list(surface, sheet.assets, pygame.Rect(c.left, y, c.width, half - th.theme.px(40)),
                          "none yet") + th.theme.px(6)
            y = section_title(surface, "Obligations", c.left, y, c.width)
            word_list(surface, sheet.obligations, pygame.Rect(c.left, y, c.width, c.bottom - y), "none")

    def draw_identity(self, surface: pygame.Surface, c: pygame.Rect, sheet) -> None:
        seats = self.run.seats()
        title = th.theme.font("heading", "title")
        r = th.theme.px(12)
        draw.mark(surface, seats, self.seat, (c.left + r, c.top + title.get_linesize() // 2), r)
        paint.text(surface, paint.fit(sheet.character, title, c.width - 3 * r), title, th.GOLD, (c.left + 3 * r, c.top))
        y = c.top + title.get_linesize()
        italic = th.theme.font("body", "italic")
        kind = "an AI" if self.run.is_ai(self.seat) else "a human"
        paint.text(surface, paint.fit(f"played by {sheet.player}, {kind}", italic, c.width), italic, th.PARCHMENT_DIM,
                   (c.left, y))
        y += italic.get_linesize() + th.theme.px(10)
        if sheet.allegiances:
            y = section_title(surface, "Allegiance", c.left, y, c.width)
            y = self.draw_traits(surface, sheet.allegiances, c.left, y, c.width) + th.theme.px(8)
        y = section_title(surface, "Chronicle points", c.left, y, c.width)
        big = th.theme.font("large", "bold")
        total = paint.text(surface, "—" if sheet.points is None else str(sheet.points), big, th.PARCHMENT, (c.left, y))
        if sheet.breakdown:   # the parts, as the rulebook's example adds them up
            small = th.theme.font("small")
            parts = " + ".join(f"{label} {value}" for label, value in sheet.breakdown)   # "Titles 1", never "1 titles"
            room = pygame.Rect(total.right + th.theme.px(12), y + th.theme.px(2), c.right - total.right - th.theme.px(12),
                               big.get_linesize() + small.get_linesize())
            end = draw.wrapped(surface, parts, small, th.PARCHMENT_DIM, room, most=3)
            y = max(y + big.get_linesize(), end)
        else:
            y += big.get_linesize()
        y += th.theme.px(6)
        y = section_title(surface, f"Titles ({len(sheet.titles)})", c.left, y, c.width)
        lower = c.bottom - (th.theme.px(90) if sheet.stickers else 0)
        y = word_list(surface, sheet.titles, pygame.Rect(c.left, y, c.width, lower - y), "none yet")
        if sheet.stickers:
            y = max(y, lower) + th.theme.px(4)
            y = section_title(surface, "Ability stickers open", c.left, y, c.width)
            small = th.theme.font("small")
            for line in paint.wrap(", ".join(sheet.stickers), small, c.width, most=max(1, (c.bottom - y) //
                                                                                       small.get_linesize())):
                paint.text(surface, line, small, th.PARCHMENT, (c.left, y))
                y += small.get_linesize()

    def draw_traits(self, surface: pygame.Surface, traits: Sequence[Trait], left: int, y: int, width: int) -> int:
        font = th.theme.font("body")
        line = font.get_linesize()
        r = max(4, line * 0.24)
        for trait in traits:
            most = max(trait.most, trait.dots)
            dots_w = round(most * r * 2.6)
            paint.text(surface, paint.fit(trait.name, font, width - dots_w - th.theme.px(8)), font, th.PARCHMENT, (left, y))
            draw.dots(surface, left + width - dots_w, y + line / 2, trait.dots, most, r)
            y += line
        return y


class HavenScene(SeatPaper):
    """A player's haven: the retained vampire as its card, the leaders and characters kept, assets."""

    name = "haven"

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_label(surface, "Haven")
        haven = self.run.campaign.haven(self.seat)
        b, gap = self.body, th.theme.px(28)
        paint.panel(surface, b.inflate(th.theme.px(12), th.theme.px(8)), th.NIGHT, alpha=140, ornate=False)
        left = pygame.Rect(b.left, b.top, int(b.width * 0.3), b.height)
        mid = pygame.Rect(left.right + gap, b.top, int(b.width * 0.42), b.height)
        right = pygame.Rect(mid.right + gap, b.top, b.right - mid.right - gap, b.height)
        with paint.within(surface, left, "the retained vampire"):
            y = section_title(surface, "Retained", left.left, left.top, left.width)
            small = th.theme.font("small", "italic")
            room = left.bottom - y - small.get_linesize() * 2 - th.theme.px(10)
            height = min(room, round(left.width / draw.CARD_ASPECT))
            card = draw.card_rect((left.centerx, y + th.theme.px(6) + height // 2), height)
            if haven.retained is not None:
                draw.character_card(surface, card, self.run.campaign.card(haven.retained))
                note = haven.retained_note or "recruited once in the next chapter"
            else:
                pygame.draw.rect(surface, th.DUSK, card, border_radius=8)
                pygame.draw.rect(surface, th.GOLD_DIM, card, 1, border_radius=8)
                draw.wrapped(surface, "No vampire is retained here.", th.theme.font("body", "italic"), th.PARCHMENT_DIM,
                             card.inflate(-th.theme.px(20), -th.theme.px(60)), align="center")
                note = "A vampire may be moved here at the end of a chapter."
            draw.wrapped(surface, note, small, th.PARCHMENT_DIM,
                         pygame.Rect(left.left, card.bottom + th.theme.px(8), left.width, small.get_linesize() * 2),
                         align="center", most=2)
        with paint.within(surface, mid, "the haven's cards"):
            y = section_title(surface, "Leaders and characters kept", mid.left, mid.top, mid.width)
            kept = list(haven.leaders) + list(haven.characters)
            if not kept:
                small = th.theme.font("small", "italic")
                paint.text(surface, paint.fit("none yet: missions unlock them", small, mid.width), small,
                           th.PARCHMENT_DIM, (mid.left, y))
            else:
                per_row = 3
                cw = (mid.width - th.theme.px(16) * (per_row - 1)) // per_row
                ch = min(round(cw / draw.CARD_ASPECT), (mid.bottom - y - th.theme.px(16)) // 2)
                cw = round(ch * draw.CARD_ASPECT)
                for k, index in enumerate(kept[:per_row * 2]):
                    row, col = divmod(k, per_row)
                    rect = pygame.Rect(mid.left + col * (cw + th.theme.px(16)), y + th.theme.px(6) + row *
                                       (ch + th.theme.px(12)), cw, ch)
                    draw.character_card(surface, rect, self.run.campaign.card(index))
        with paint.within(surface, right, "the haven's assets"):
            y = section_title(surface, "Assets", right.left, right.top, right.width)
            y = word_list(surface, haven.assets, pygame.Rect(right.left, y, right.width, right.height // 2 - th.theme.px(30)),
                          "none yet") + th.theme.px(8)
            y = section_title(surface, "Obligations", right.left, y, right.width)
            word_list(surface, haven.obligations, pygame.Rect(right.left, y, right.width, right.bottom - y), "none")


def mini_sheet(surface: pygame.Surface, rect: pygame.Rect, run: Run, seat: int) -> None:
    """The deciding player's sheet, small, beside a decision: their character, every trait and discipline
    with its dots, and their titles."""
    sheet = run.campaign.sheet(seat)
    seats = run.seats()
    paint.panel(surface, rect, th.NIGHT, alpha=200, ornate=False)
    inner = rect.inflate(-th.theme.px(16), -th.theme.px(12))
    groups = [*sheet.sections, ("Discipline mastery", sheet.disciplines)]
    if sheet.allegiances:
        groups.append(("Allegiance", sheet.allegiances))
    rows = sum(len(traits) + 1 for _, traits in groups) + 3
    bold = th.theme.font("body", "bold")
    room = inner.height - bold.get_linesize() * 2
    face = th.theme.font("small")
    if face.get_linesize() * rows > room:
        face = th.theme.font("tiny")
    line = face.get_linesize()
    head = th.theme.font("tiny", "italic") if face is th.theme.font("tiny") else th.theme.font("small", "italic")
    with paint.within(surface, rect, f"{sheet.player}'s sheet beside the decision"):
        y = inner.top
        r = th.theme.px(8)
        draw.mark(surface, seats, seat, (inner.left + r, y + bold.get_linesize() // 2), r)
        y = draw.wrapped(surface, sheet.character, bold, th.GOLD,
                         pygame.Rect(inner.left + 3 * r, y, inner.width - 3 * r, bold.get_linesize() * 2), most=2)
        titles = counted(len(sheet.titles), "title")
        if sheet.points is not None:
            titles += f" · {counted(sheet.points, 'chronicle point')}"
        paint.text(surface, paint.fit(titles, head, inner.width), head, th.PARCHMENT_DIM, (inner.left, y))
        y += head.get_linesize() + th.theme.px(4)
        dot = max(th.theme.px(4), line * 0.22)
        for name, traits in groups:
            if y + line > inner.bottom:
                break
            paint.text(surface, paint.fit(name, head, inner.width), head, th.GOLD_DIM, (inner.left, y))
            y += line
            for trait in traits:
                if y + line > inner.bottom:
                    break
                most = max(trait.most, trait.dots)
                dots_w = round(most * dot * 2.6)
                paint.text(surface, paint.fit(trait.name, face, inner.width - dots_w - th.theme.px(6)), face,
                           th.PARCHMENT if trait.dots else th.PARCHMENT_DIM, (inner.left + th.theme.px(6), y))
                draw.dots(surface, inner.right - dots_w, y + line / 2, trait.dots, most, dot)
                y += line
