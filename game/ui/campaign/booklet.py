"""The chronicle booklet: the chapters played (page 1; a click looks back at one), the eras with their
winners and the scoresheet (page 2)."""

from __future__ import annotations

from functools import partial

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.campaign import draw
from game.ui.campaign.book import PaperScene, section_title
from game.ui.campaign.flow import look_back
from game.ui.campaign.port import ChapterRow
from game.ui.kit.names import roman
from game.ui.widgets import Button


class BookletScene(PaperScene):
    """The chronicle booklet: the chapters (page 1), the eras and the scoresheet (page 2)."""

    name = "booklet"
    heading = "The chronicle booklet"
    PAGES = ("Chapters", "Eras and scoresheet")

    def build(self) -> None:
        super().build()
        self.page = 0
        self.tabs = [Button(name, partial(self.turn, k), pygame.K_1 + k) for k, name in enumerate(self.PAGES)]
        self.group.add(*self.tabs)
        self.turn(0)

    def enter(self) -> None:
        super().enter()
        self.rows: dict[int, pygame.Rect] = {}
        self.hover_row: int | None = None

    def row_at(self, pos: tuple[int, int]) -> int | None:
        if self.page != 0:
            return None
        return next((n for n, rect in self.rows.items() if rect.collidepoint(pos)), None)

    def turn(self, page: int) -> None:
        self.page = page
        for k, tab in enumerate(self.tabs):
            tab.selected = k == page

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.turn((self.page + 1) % len(self.PAGES))
            return None
        if event.type == pygame.MOUSEMOTION:
            self.hover_row = self.row_at(event.pos)
        row = self.row_at(event.pos) if event.type == pygame.MOUSEBUTTONUP and event.button == 1 else None
        if row is not None:
            look_back(self.app, self.run, row)
            return None
        return super().handle(event)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        bw, bh, gap = th.theme.px(230), th.theme.px(42), th.theme.px(12)
        y = self.back_button.rect.top
        x = self.body.left
        for tab in self.tabs:
            tab.rect = pygame.Rect(x, y, bw, bh)
            x += bw + gap
        self.final_left = x + th.theme.px(10)

    def draw_content(self, surface: pygame.Surface) -> None:
        book = self.run.campaign.booklet()
        b = self.body
        paint.panel(surface, b.inflate(th.theme.px(12), th.theme.px(8)), th.NIGHT, alpha=150, ornate=False)
        if self.page == 0:
            with paint.within(surface, b, "the chapters"):
                self.draw_chapters(surface, b, book)
        else:
            gap = th.theme.px(40)
            left = pygame.Rect(b.left, b.top, (b.width - gap) // 2, b.height)
            right = pygame.Rect(left.right + gap, b.top, b.right - left.right - gap, b.height)
            with paint.within(surface, left, "the eras"):
                self.draw_eras(surface, left, book)
            with paint.within(surface, right, "the scoresheet"):
                self.draw_scoresheet(surface, right, book)
        if book.final:   # the largest type it fits in whole, beside the page tabs
            room = self.back_button.rect.left - self.final_left - th.theme.px(20)
            font = next((f for f in (th.theme.font(size, "bold") for size in ("large", "body", "small"))
                         if f.size(book.final)[0] <= room), th.theme.font("small", "bold"))
            paint.text(surface, paint.fit(book.final, font, room), font, th.CRIMSON_LIGHT,
                       (self.final_left, self.back_button.rect.centery), "midleft")

    def draw_chapters(self, surface: pygame.Surface, r: pygame.Rect, book) -> None:
        seats = self.run.seats()
        players = len(book.players)
        head = th.theme.font("small", "bold")
        rows = max(1, len(book.chapters))
        line = min(th.theme.px(24), (r.height - head.get_linesize() - th.theme.px(8)) // rows)
        font = th.theme.font(max(14, int(line * 0.78)) if line < th.theme.px(22) else "small")
        font = th.theme.font("small") if font.get_linesize() <= line else th.theme.font("tiny")
        era_w, num_w = th.theme.px(44), th.theme.px(34)
        name_w = int((r.width - era_w - num_w) * 0.32)
        rest = r.width - era_w - num_w - name_w
        col_w = rest // max(1, players)
        y = r.top
        paint.text(surface, "Era", head, th.GOLD_DIM, (r.left, y))
        paint.text(surface, "Ch.", head, th.GOLD_DIM, (r.left + era_w, y))
        paint.text(surface, "Chapter", head, th.GOLD_DIM, (r.left + era_w + num_w, y))
        for s in range(players):
            x = r.left + era_w + num_w + name_w + s * col_w
            rad = th.theme.px(6)
            draw.mark(surface, seats, s, (x + rad, y + head.get_linesize() // 2), rad)
            paint.text(surface, paint.fit(book.players[s], head, col_w - 3 * rad - 4), head, th.GOLD_DIM,
                       (x + 3 * rad, y))
        y += head.get_linesize() + th.theme.px(4)
        self.rows = {}
        for k, ch in enumerate(book.chapters):
            if ch.played:
                self.rows[ch.number] = pygame.Rect(r.left, y, r.width, line)
                if self.hover_row == ch.number:
                    pygame.draw.rect(surface, th.BRUISE, self.rows[ch.number])
            if ch.era % 2 == 0:
                band = pygame.Surface((r.width, line), pygame.SRCALPHA)
                band.fill((*th.DUSK, 110))
                surface.blit(band, (r.left, y))
            cy = y + line // 2
            if k == 0 or book.chapters[k - 1].era != ch.era:
                paint.text(surface, roman(ch.era), head, th.GOLD, (r.left + 4, cy), "midleft")
            ink = th.PARCHMENT if ch.played else th.ASH
            paint.text(surface, str(ch.number), font, ink, (r.left + era_w, cy), "midleft")
            paint.text(surface, paint.fit(ch.name, font, name_w - th.theme.px(8)), font, ink,
                       (r.left + era_w + num_w, cy), "midleft")
            if ch.played:
                for s in range(players):
                    x = r.left + era_w + num_w + name_w + s * col_w
                    clan = ch.clans[s] if s < len(ch.clans) else ""
                    self.outcome_mark(surface, (x + th.theme.px(6), cy), s, ch)
                    colour = th.GOLD if ch.victor == s else (th.CRIMSON_LIGHT if ch.vanquished == s else th.PARCHMENT)
                    score = f" {ch.scores[s]}" if s < len(ch.scores) else ""
                    paint.text(surface, paint.fit(f"{clan}{score}", font, col_w - th.theme.px(20)), font, colour,
                               (x + th.theme.px(16), cy), "midleft")
            y += line
        small = th.theme.font("small", "italic")
        ly = r.bottom - small.get_linesize() - 2
        if y <= ly:   # the legend: the marks, then what a cell says
            x = r.left
            for seat_mark, word in (("victor", "victor"), ("vanquished", "vanquished")):
                probe = ChapterRow(0, 0, "", victor=0 if seat_mark == "victor" else None,
                                   vanquished=0 if seat_mark == "vanquished" else None)
                self.outcome_mark(surface, (x + th.theme.px(6), ly + small.get_linesize() // 2), 0, probe)
                x = paint.text(surface, word, small, th.PARCHMENT_DIM, (x + th.theme.px(14), ly)).right + th.theme.px(16)
            note = "a cell: the clan played and the chapter's points; click a chapter played to look back on it"
            paint.text(surface, paint.fit(note, small, r.right - x), small, th.PARCHMENT_DIM, (x, ly))

    @staticmethod
    def outcome_mark(surface: pygame.Surface, centre: tuple[int, int], seat: int, ch) -> None:
        r = th.theme.px(5)
        x, y = centre
        if ch.victor == seat:
            pygame.draw.polygon(surface, th.GOLD, [(x, y - r), (x + r, y + r * .8), (x - r, y + r * .8)])
        elif ch.vanquished == seat:
            pygame.draw.polygon(surface, th.CRIMSON_LIGHT, [(x, y + r), (x + r, y - r * .8), (x - r, y - r * .8)])

    def draw_eras(self, surface: pygame.Surface, r: pygame.Rect, book) -> None:
        seats = self.run.seats()
        font, small = th.theme.font("body"), th.theme.font("small", "italic")
        y = section_title(surface, "Era winners", r.left, r.top, r.width)
        line = font.get_linesize()
        for era in book.eras:
            if y + line + small.get_linesize() > r.bottom:
                break
            who = draw.seat_name(seats, era.winner) if era.winner is not None else "still to come"
            name = f"{roman(era.era)}. {era.name}" if era.name else f"Era {roman(era.era)}"
            paint.text(surface, paint.fit(name, font, r.width - th.theme.px(18)), font, th.GOLD_DIM, (r.left, y))
            y += line
            if era.winner is not None:
                draw.mark(surface, seats, era.winner, (r.left + th.theme.px(24), y + small.get_linesize() // 2),
                          th.theme.px(6))
            text = f"dominated by {who}" + (f", who chose {era.card}" if era.card else "") if era.winner is not None \
                else who
            paint.text(surface, paint.fit(text, small, r.width - th.theme.px(36)), small,
                       th.PARCHMENT if era.winner is not None else th.ASH, (r.left + th.theme.px(36), y))
            y += small.get_linesize() + th.theme.px(2)

    def draw_scoresheet(self, surface: pygame.Surface, r: pygame.Rect, book) -> None:
        seats = self.run.seats()
        font, small = th.theme.font("body"), th.theme.font("small", "italic")
        line = font.get_linesize()
        y = section_title(surface, "Scoresheet: chronicle points a dot", r.left, r.top, r.width)
        for section, traits in book.scoresheet:
            if y + line > r.bottom:
                break
            paint.text(surface, paint.fit(section, small, r.width), small, th.GOLD_DIM, (r.left, y))
            y += small.get_linesize()
            half = (r.width - th.theme.px(24)) // 2
            for k, (trait, value) in enumerate(traits):
                col, row = k % 2, k // 2
                x = r.left + col * (half + th.theme.px(24))
                ty = y + row * line
                if ty + line > r.bottom:
                    break
                val = f"{value:+d}" if value else "0"
                vw = font.size("+3")[0] + th.theme.px(6)
                paint.text(surface, paint.fit(trait, font, half - vw), font, th.PARCHMENT, (x, ty))
                paint.text(surface, val, font, th.GOLD, (x + half, ty), "topright")
            y += -(-len(traits) // 2) * line + th.theme.px(4)
        if book.points and y + line * 2 <= r.bottom:
            y = section_title(surface, "Chronicle points so far", r.left, y + th.theme.px(6), r.width)
            parts = [f"{draw.seat_name(seats, s)} {p}" for s, p in enumerate(book.points)]
            for text in paint.wrap(" · ".join(parts), font, r.width, most=max(1, (r.bottom - y) // line)):
                paint.text(surface, text, font, th.PARCHMENT, (r.left, y))
                y += line
