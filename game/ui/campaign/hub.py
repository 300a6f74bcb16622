"""The chronicle between chapters: where it stands, each player with their titles and chronicle points,
what was told so far, and the way on (play the chapter, resume it, or read the chronicle's end)."""

from __future__ import annotations

from functools import partial

import pygame

from game.ai.seat import LEVELS
from game.saves.names import MAX_SEAT_NAME, name_problem, shown_name
from game.ui import paint
from game.ui import theme as th
from game.ui.campaign import draw
from game.ui.campaign.book import HavenScene, SheetScene
from game.ui.campaign.booklet import BookletScene
from game.ui.campaign.flow import Run, play_chapter, proceed, save
from game.ui.campaign.port import MissionView
from game.ui.campaign.told import ToldScene
from game.ui.menu_base import MenuScene
from game.ui.scenes import register
from game.ui.widgets import Button, Cycle, TextInput, Toggle
from game.ui.widgets_more import Dialog


def book_buttons(scene: MenuScene, run: Run) -> list[Button]:
    """Booklet (B), Sheets (S), Havens (H) and Log (L): the chronicle's papers, from any of its scenes."""
    return [Button("Booklet", lambda: scene.app.push(BookletScene(run)), pygame.K_b,
                   tooltip="The chapters played, the era winners and the chronicle scoresheet."),
            Button("Sheets", lambda: scene.app.push(SheetScene(run)), pygame.K_s,
                   tooltip="Every player's sheet: traits, disciplines, allegiance, titles."),
            Button("Havens", lambda: scene.app.push(HavenScene(run)), pygame.K_h,
                   tooltip="Every player's haven: the vampire retained, leaders, assets, obligations."),
            Button("Log", lambda: scene.app.push(ToldScene(run.campaign.told(), "The chronicle's log", from_end=True)),
                   pygame.K_l, tooltip="Everything the chronicle has told so far, newest last.")]


@register
class ChronicleScene(MenuScene):
    """The chronicle's home: its state, its players and the next thing to do."""

    name = "chronicle"
    backdrop = paint.TABLE
    veil = 60

    def __init__(self, run: Run) -> None:
        super().__init__()
        self.run = run
        self.heading = run.campaign.name
        self.coming: tuple[MissionView, ...] = ()

    def build(self) -> None:
        self.next_button = Button("", self.go_on, pygame.K_RETURN, primary=True)
        self.papers = book_buttons(self, self.run)
        self.players_button = Button("Players", self.players, pygame.K_p,
                                     tooltip="Between chapters: a player sits out or comes back, a new one joins.")
        self.title_button = Button("Title", self.back, pygame.K_ESCAPE,
                                   tooltip="The chronicle is saved; Campaign, Continue brings it back.")
        self.group.add(self.next_button, *self.papers, self.players_button, self.title_button)
        self.refresh()

    def refresh(self) -> None:
        """The way on, as the chronicle stands now."""
        campaign = self.run.campaign
        if campaign.is_over():
            label, tip = "The end", "The chronicle is over: the booklet tells who rules the night."
        elif campaign.decision() is not None:
            label, tip = "Go on", "The next decision of the chronicle."
        elif campaign.chapter_in_progress():
            label, tip = "Resume chapter", f"{campaign.chapter_title()}: back to the table where it was left."
        elif campaign.chapter_ready():
            label, tip = "Play chapter", f"{campaign.chapter_title()}: to the table."
        else:
            label, tip = "Go on", "The next decision of the chronicle."
        self.next_button.text, self.next_button.tooltip = label, tip
        self.players_button.enabled = campaign.players_can_change()
        rows = campaign.booklet().chapters
        waiting = campaign.chapter_ready() and bool(rows) and not rows[-1].played
        self.coming = campaign.missions(rows[-1].number) if waiting else ()

    def resume(self) -> None:
        self.refresh()

    def players(self) -> None:
        self.app.push(PlayersScene(self.run))

    def go_on(self) -> None:
        campaign = self.run.campaign
        if campaign.is_over():
            self.app.push(BookletScene(self.run))
        elif campaign.decision() is None and (campaign.chapter_ready() or campaign.chapter_in_progress()):
            play_chapter(self.app, self.run)
        else:
            proceed(self.app, self.run)

    def back(self) -> None:
        save(self.app, self.run)
        self.app.go_to_title()

    def layout(self, size: tuple[int, int]) -> None:
        self.panel_rect = self.centred_panel(size, th.theme.px(1100), th.theme.px(680))
        p, pad = self.panel_rect, th.theme.px(36)
        buttons = [self.title_button, self.players_button, *self.papers, self.next_button]
        bh, gap = th.theme.px(46), th.theme.px(10)
        wide = th.theme.px(196)          # the way on ("Resume chapter") is the widest
        bw = min(th.theme.px(156), (p.width - 2 * pad - wide - gap * (len(buttons) - 1)) // (len(buttons) - 1))
        y = p.bottom - pad - bh
        total = (len(buttons) - 1) * bw + wide + (len(buttons) - 1) * gap
        x = p.centerx - total // 2
        for button in buttons:
            width = wide if button is self.next_button else bw
            button.rect = pygame.Rect(x, y, width, bh)
            x += width + gap

    def draw_content(self, surface: pygame.Surface) -> None:
        campaign, p = self.run.campaign, self.panel_rect
        pad = th.theme.px(36)
        with paint.within(surface, p, "the chronicle"):
            font, big, small = th.theme.font("body"), th.theme.font("large", "italic"), th.theme.font("small", "italic")
            y = p.top + th.theme.px(70)
            status = paint.fit(campaign.status(), big, p.width - 2 * pad)
            paint.text(surface, status, big, th.PARCHMENT, (p.centerx, y), "midtop")
            y += big.get_linesize() + th.theme.px(6)
            if not campaign.is_over():
                title = paint.fit(f"Next: {campaign.chapter_title()}", small, p.width - 2 * pad)
                paint.text(surface, title, small, th.GOLD_DIM, (p.centerx, y), "midtop")
            y += small.get_linesize() + th.theme.px(14)
            self.draw_players(surface, pygame.Rect(p.left + pad, y, p.width - 2 * pad, th.theme.px(200)))
            y += th.theme.px(214)
            paint.rule(surface, y, p.left + pad, p.right - pad)
            y += th.theme.px(10)
            bottom = self.next_button.rect.top - th.theme.px(12)
            y = self.draw_coming(surface, y)
            line = font.get_linesize()
            rows = max(0, (bottom - y) // line)
            for text in self.run.journal.lines[-rows:] if rows else []:
                paint.text(surface, paint.fit(text, font, p.width - 2 * pad), font, th.PARCHMENT_DIM, (p.left + pad, y))
                y += line

    def draw_coming(self, surface: pygame.Surface, y: int) -> int:
        """The chapter to play's chronicle missions: the table's mission each is judged by and its reward."""
        if not self.coming:
            return y
        p, pad = self.panel_rect, th.theme.px(36)
        small, bold = th.theme.font("small"), th.theme.font("small", "bold")
        width = p.width - 2 * pad
        heading = "This chapter's chronicle missions: claim the table's mission, gain the reward"
        paint.text(surface, paint.fit(heading, bold, width), bold, th.GOLD, (p.left + pad, y))
        y += bold.get_linesize()
        for m in self.coming:
            text = f"{m.judged_by} → {m.name}: {m.reward}"
            paint.text(surface, paint.fit(text, small, width), small, th.PARCHMENT, (p.left + pad, y))
            y += small.get_linesize()
        return y + th.theme.px(6)

    def draw_players(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """One column per player: mark, name, character, titles and chronicle points."""
        seats = self.run.seats()
        if not seats:
            return
        gap = th.theme.px(12)
        w = (rect.width - gap * (len(seats) - 1)) // len(seats)
        bold, font, small = th.theme.font("body", "bold"), th.theme.font("body"), th.theme.font("small", "italic")
        for seat in range(len(seats)):
            box = pygame.Rect(rect.left + seat * (w + gap), rect.top, w, rect.height)
            paint.panel(surface, box, th.DUSK, alpha=200, ornate=False)
            sheet = self.run.campaign.sheet(seat)
            inner = box.inflate(-th.theme.px(16), -th.theme.px(12))
            with paint.within(surface, box, f"{draw.seat_name(seats, seat)}'s summary"):
                y = inner.top
                r = th.theme.px(9)
                draw.mark(surface, seats, seat, (inner.left + r, y + bold.get_linesize() // 2), r)
                name = paint.fit(sheet.player, bold, inner.width - 3 * r)
                paint.text(surface, name, bold, th.GOLD, (inner.left + 3 * r, y))
                y += bold.get_linesize()
                kind = "AI" if self.run.is_ai(seat) else "Human"
                if not seats[seat].get("active", True):
                    kind += " · sits out"
                paint.text(surface, paint.fit(f"{sheet.character} · {kind}", small, inner.width), small,
                           th.PARCHMENT_DIM, (inner.left, y))
                y += small.get_linesize() + th.theme.px(6)
                for label, value in (("Titles", str(len(sheet.titles))), ("Assets", str(len(sheet.assets))),
                                     ("Obligations", str(len(sheet.obligations))),
                                     ("Chronicle points", "—" if sheet.points is None else str(sheet.points))):
                    paint.text(surface, paint.fit(label, font, inner.width - th.theme.px(40)), font, th.PARCHMENT,
                               (inner.left, y))
                    paint.text(surface, value, bold, th.PARCHMENT, (inner.right, y), "topright")
                    y += font.get_linesize()
                    if y + font.get_linesize() > inner.bottom:
                        break


class PlayersScene(MenuScene):
    """Between chapters: who plays the next chapter (a player may sit out and come back, with a free dot
    for each chapter missed), and a new player joining (their prologue comes first)."""

    name = "players"
    heading = "The players"
    backdrop = paint.TABLE

    def __init__(self, run: Run) -> None:
        super().__init__()
        self.run = run

    def build(self) -> None:
        self.toggles = []
        for p, seat in enumerate(self.run.seats()):
            toggle = Toggle(f"{seat['name']} plays the next chapter", bool(seat.get("active", True)),
                            partial(self.playing, p))
            self.toggles.append(toggle)
        self.new_name = TextInput("", 18, placeholder="a new player's name")
        self.kind = Cycle("", ("human", "ai"), 0, fmt=lambda v: "Human" if v == "human" else "AI")
        self.level = Cycle("", LEVELS, LEVELS.index("normal"), fmt=str.capitalize)
        self.add_button = Button("Join", self.join, pygame.K_j, tooltip="A new player joins: a prologue, "
                                 "and a free dot for each chapter played so far.")
        self.done_button = Button("Done", self.back, pygame.K_ESCAPE, primary=True)
        self.message = ""
        self.group.add(*self.toggles, self.new_name, self.kind, self.level, self.add_button, self.done_button)

    def playing(self, player: int, on: bool) -> None:
        try:
            self.run.campaign.set_playing(player, on)
        except ValueError as exc:
            self.toggles[player].value = not on
            self.app.push(Dialog("Not now", str(exc), danger=True))
            return
        name = draw.seat_name(self.run.seats(), player)
        self.run.journal.add(f"{name} {'comes back to' if on else 'sits out'} the chronicle.")
        save(self.app, self.run)

    def join(self) -> None:
        name = self.new_name.text.strip()
        if not name:
            self.app.push(Dialog("A name is needed", "Type the new player's name first.", danger=True))
            return
        problem = name_problem(name, MAX_SEAT_NAME)
        if problem:
            self.app.push(Dialog("Names", f"The name “{shown_name(name)}” {problem}.", danger=True))
            return
        taken = {s.get("colour") for s in self.run.seats()}
        colour = next((c for c in th.COLOUR_NAMES if c not in taken), th.COLOUR_NAMES[0])
        seat = {"name": name, "kind": self.kind.value, "colour": colour}
        if self.kind.value == "ai":
            seat["level"] = self.level.value
        try:
            self.run.campaign.add_player(seat)
        except ValueError as exc:
            self.app.push(Dialog("Not now", str(exc), danger=True))
            return
        self.run.journal.add(f"{name} joins the chronicle: a prologue first.")
        proceed(self.app, self.run)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.level.visible = self.kind.value == "ai"

    def layout(self, size: tuple[int, int]) -> None:
        row, gap = th.theme.px(40), th.theme.px(10)
        self.panel_rect = self.centred_panel(size, th.theme.px(820),
                                             th.theme.px(260) + (len(self.toggles) + 1) * (row + gap))
        p, pad = self.panel_rect, th.theme.px(40)
        y = p.top + th.theme.px(90)
        for toggle in self.toggles:
            toggle.rect = pygame.Rect(p.left + pad, y, p.width - 2 * pad, row)
            y += row + gap
        y += gap
        self.join_at = y
        y += th.theme.font("small", "italic").get_linesize() + th.theme.px(4)
        w = p.width - 2 * pad
        self.new_name.rect = pygame.Rect(p.left + pad, y, int(w * 0.4), row)
        self.kind.rect = pygame.Rect(self.new_name.rect.right + gap, y, int(w * 0.17), row)
        self.level.rect = pygame.Rect(self.kind.rect.right + gap, y, int(w * 0.2), row)
        self.add_button.rect = pygame.Rect(self.level.rect.right + gap, y, p.right - pad - self.level.rect.right - gap,
                                           row)
        self.done_button.rect = pygame.Rect(0, 0, th.theme.px(200), th.theme.px(44))
        self.done_button.rect.midbottom = (p.centerx, p.bottom - th.theme.px(22))

    def draw_content(self, surface: pygame.Surface) -> None:
        small = th.theme.font("small", "italic")
        p = self.panel_rect
        paint.text(surface, paint.fit("A new player", small, p.width - th.theme.px(80)), small, th.GOLD_DIM,
                   (p.left + th.theme.px(40), self.join_at))
        note = "A player who sits out gains a free dot for each chapter missed, on coming back."
        paint.text(surface, paint.fit(note, small, p.width - th.theme.px(80)), small, th.PARCHMENT_DIM,
                   (p.centerx, self.done_button.rect.top - th.theme.px(10)), "midbottom")
