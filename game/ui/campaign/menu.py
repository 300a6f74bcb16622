"""Campaign, from the title: a new chronicle (its players, names, human or AI and the AI's level), Continue
(the chronicle saved last) and Load (the campaigns folder, with Delete after asking)."""

from __future__ import annotations

import logging
import time
from typing import Any

import pygame

from game.ai.seat import LEVELS
from game.ui import paint
from game.ui import theme as th
from game.ui.campaign import library
from game.ui.campaign.flow import Run, open_campaign, proceed
from game.ui.campaign.port import CampaignEntry
from game.ui.menu_base import MenuScene
from game.ui.scenes_saves import fit_path
from game.ui.scenes_setup import DEFAULT_NAMES, SeatRow, fresh_seed
from game.ui.widgets import Button, Cycle, Label, TextInput
from game.ui.widgets_more import Dialog, Row, ScrollList

log = logging.getLogger(__name__)

MIN_PLAYERS, MAX_PLAYERS = 2, 4


def latest_campaign() -> CampaignEntry | None:
    """The readable campaign saved last, if any (never raises)."""
    try:
        entries = [e for e in library().entries() if not e.broken]
    except Exception as exc:  # noqa: BLE001 - the window must not die of it
        log.warning("could not list campaigns: %s", exc)
        return None
    return max(entries, key=lambda e: e.saved_at, default=None)


class CampaignMenuScene(MenuScene):
    """New campaign, Continue, Load, Back."""

    name = "campaign"
    heading = "The chronicle"
    veil = 80

    def build(self) -> None:
        self.latest = latest_campaign()
        self.buttons = [
            Button("New campaign", lambda: self.app.push(NewCampaignScene()), pygame.K_n, primary=True,
                   tooltip="A chronicle of 21 chapters in seven eras, for 2 to 4 players."),
            Button("Continue", self.continue_latest, pygame.K_c, tooltip=self.continue_tip()),
            Button("Load", lambda: self.app.push(CampaignLoadScene()), pygame.K_l,
                   tooltip="Every chronicle in the campaigns folder."),
            Button("Back", self.back, pygame.K_ESCAPE),
        ]
        self.buttons[1].enabled = self.latest is not None
        self.group.add(*self.buttons)

    def resume(self) -> None:
        self.latest = latest_campaign()
        self.buttons[1].enabled = self.latest is not None
        self.buttons[1].tooltip = self.continue_tip()

    def continue_tip(self) -> str:
        if self.latest is None:
            return "No chronicle saved yet."
        when = self.latest.saved_at.replace("T", " ")[:16]
        return f"Resume “{self.latest.name}”, chapter {self.latest.chapter}, saved {when}."

    def continue_latest(self) -> None:
        if self.latest is not None:
            open_campaign(self.app, self.latest.path)

    def layout(self, size: tuple[int, int]) -> None:
        w, h, gap = th.theme.px(300), th.theme.px(46), th.theme.px(12)
        self.panel_rect = self.centred_panel(size, w + th.theme.px(140), th.theme.px(150) + len(self.buttons) * (h + gap))
        y = self.panel_rect.top + th.theme.px(100)
        for button in self.buttons:
            button.rect = pygame.Rect(self.panel_rect.centerx - w // 2, y, w, h)
            y += h + gap

    def draw_content(self, surface: pygame.Surface) -> None:
        small = th.theme.font("small", "italic")
        p = self.panel_rect
        line = "A rivalry of seven centuries, remembered chapter by chapter."
        paint.text(surface, paint.fit(line, small, p.width - th.theme.px(40)), small, th.PARCHMENT_DIM,
                   (p.centerx, p.top + th.theme.px(64)), "midtop")


class NewCampaignScene(MenuScene):
    """A new chronicle: its name, the number of players and each seat, then Begin."""

    name = "new campaign"
    heading = "A new chronicle"

    def build(self) -> None:
        self.name_input = TextInput(f"Chronicle {time.strftime('%Y-%m-%d %H%M')}", 40)
        self.players = Cycle("Players", list(range(MIN_PLAYERS, MAX_PLAYERS + 1)), 1, lambda _v: self._relayout())
        self.seed = TextInput("", 9, allowed="0123456789", placeholder="random")
        self.seed_label = Label("Seed", "body")
        self.seat_rows = [SeatRow(i) for i in range(MAX_PLAYERS)]
        self.seat_rows[0].name.text = self.app.preferences.name_for_seat_one(DEFAULT_NAMES[0])
        for row in self.seat_rows:
            row.level.index = LEVELS.index("normal")
        self.start_button = Button("Begin", self.start, pygame.K_RETURN, primary=True,
                                   tooltip="Make the chronicle's file and begin the prologue.")
        self.back_button = Button("Back", self.back, pygame.K_ESCAPE)
        self.group.add(self.name_input, self.players, self.seed_label, self.seed)
        for row in self.seat_rows:
            self.group.add(*row.widgets())
        self.group.add(self.start_button, self.back_button)

    def _relayout(self) -> None:
        self.laid_out_for = None

    def seats(self) -> list[dict[str, Any]]:
        return [row.seat() for row in self.seat_rows[: int(self.players.value)]]

    def start(self) -> None:
        seats = self.seats()
        colours = [seat["colour"] for seat in seats]
        if len(set(colours)) != len(colours):
            self.app.push(Dialog("Colours", "Two seats share a colour; give every seat its own.", danger=True))
            return
        names = [seat["name"] for seat in seats]
        if len(set(names)) != len(names):
            self.app.push(Dialog("Names", "Two players share a name; give every player their own.", danger=True))
            return
        seed = int(self.seed.text) if self.seed.text else fresh_seed()
        try:
            campaign = library().new(seats, seed, self.name_input.text.strip() or "Chronicle")
        except Exception as exc:
            log.exception("the chronicle could not begin")
            self.app.push(Dialog("The chronicle could not begin", f"{exc}", danger=True))
            return
        run = Run(campaign)
        run.journal.add(f"A new chronicle: {', '.join(names)}.")
        proceed(self.app, run)

    def layout(self, size: tuple[int, int]) -> None:
        self.panel_rect = self.centred_panel(size, th.theme.px(1100), th.theme.px(600))
        p, pad = self.panel_rect, th.theme.px(36)
        row_h, gap = th.theme.px(38), th.theme.px(12)
        x, y = p.left + pad, p.top + th.theme.px(92)
        left_w = int(p.width * 0.34)
        self.name_at = (x, y)
        y += th.theme.font("small", "italic").get_linesize()
        self.name_input.rect = pygame.Rect(x, y, left_w, row_h)
        y += row_h + gap * 2
        self.players.rect = pygame.Rect(x, y, left_w, row_h)
        y += row_h + gap
        self.seed_label.rect = pygame.Rect(x, y + th.theme.px(8), left_w, row_h)
        self.seed.rect = pygame.Rect(x + int(left_w * .42), y, left_w - int(left_w * .42), row_h)
        self.note_rect = pygame.Rect(x, y + row_h + gap * 2, left_w, th.theme.px(160))
        sx = x + left_w + pad
        sw = p.right - pad - sx
        y = p.top + th.theme.px(122)
        self.seat_top = y - th.theme.px(30)
        cols = (0.06, 0.30, 0.21, 0.21, 0.22)
        self.seat_columns = []
        cx = sx
        for share in cols:
            self.seat_columns.append((cx, int(sw * share) - th.theme.px(8)))
            cx += int(sw * share)
        players = int(self.players.value)
        for row in self.seat_rows:
            shown = row.index < players
            for widget in row.widgets():
                widget.visible = shown
            row.sync()
            row.level.visible = shown and row.kind.value == "ai"
            for widget, (cx, cw) in zip(row.widgets(), self.seat_columns[1:], strict=True):
                widget.rect = pygame.Rect(cx, y, cw, row_h)
            row.y = y
            y += row_h + gap
        bw, bh = th.theme.px(200), th.theme.px(46)
        self.start_button.rect = pygame.Rect(p.right - pad - bw, p.bottom - pad - bh, bw, bh)
        self.back_button.rect = pygame.Rect(self.start_button.rect.left - bw - gap, p.bottom - pad - bh, bw, bh)

    def update(self, dt: float) -> None:
        super().update(dt)
        for row in self.seat_rows[: int(self.players.value)]:
            row.level.visible = row.kind.value == "ai"

    def draw_content(self, surface: pygame.Surface) -> None:
        small = th.theme.font("small", "italic")
        paint.text(surface, "The chronicle's name", small, th.GOLD_DIM, self.name_at)
        for (cx, _cw), title in zip(self.seat_columns[1:], ("Player", "Seat", "AI level", "Colour"), strict=True):
            paint.text(surface, title, small, th.GOLD_DIM, (cx, self.seat_top))
        note = ("Each player first carries out a prologue: a character, a first dot in a trait and a "
                "discipline, a title and a first retainer. AI seats make every choice of the chronicle "
                "themselves; several humans share the laptop.")
        y = self.note_rect.top
        for line in paint.wrap(note, small, self.note_rect.width, most=self.note_rect.height // small.get_linesize()):
            paint.text(surface, line, small, th.PARCHMENT_DIM, (self.note_rect.left, y))
            y += small.get_linesize()
        marker_x = self.seat_columns[0][0] + self.seat_columns[0][1] // 2
        for row in self.seat_rows[: int(self.players.value)]:
            style = th.theme.seat(th.COLOUR_NAMES.index(row.colour.value))
            th.draw_shape(surface, style.shape, style.colour, (marker_x, row.y + th.theme.px(19)), th.theme.px(12))


class CampaignLoadScene(MenuScene):
    """Every chronicle in the campaigns folder, newest first: Load, or Delete (after asking)."""

    name = "load campaign"
    heading = "Load a chronicle"

    def build(self) -> None:
        self.list = ScrollList(size="body", wrap=False)
        self.load_button = Button("Load", self.load_selected, pygame.K_RETURN, primary=True)
        self.delete_button = Button("Delete", self.ask_delete, pygame.K_DELETE,
                                    tooltip="Delete the chosen chronicle (you are asked first).")
        self.back_button = Button("Back", self.back, pygame.K_ESCAPE)
        self.empty = Label("", "body", "italic", th.PARCHMENT_DIM, align="center")
        self.group.add(self.list, self.empty, self.load_button, self.delete_button, self.back_button)
        self.refresh()

    def refresh(self, select: int = 0) -> None:
        self.empty.text = ""
        try:
            entries = sorted(library().entries(), key=lambda e: e.saved_at, reverse=True)
        except Exception as exc:  # noqa: BLE001 - the window must not die of it
            log.warning("could not list campaigns: %s", exc)
            entries = []
            self.empty.text = f"The campaigns folder could not be read: {exc}"
        rows = []
        for entry in entries:
            if entry.broken:
                rows.append(Row(entry.name, entry, th.PARCHMENT_DIM, note=f"cannot be opened: {entry.problem}"))
            else:
                when = entry.saved_at.replace("T", " ")[:16]
                who = ", ".join(entry.players)
                rows.append(Row(f"{entry.name}  ·  chapter {entry.chapter}  ·  {who}  ·  {when}", entry))
        self.list.set_rows(rows)
        self.list.selected = min(select, len(rows) - 1) if rows else None
        if not rows and not self.empty.text:
            self.empty.text = "No chronicles yet."
        self.empty.visible = not rows
        self.load_button.enabled = self.delete_button.enabled = bool(rows)

    def selected_entry(self) -> CampaignEntry | None:
        if self.list.selected is None or not self.list.rows:
            return None
        return self.list.rows[self.list.selected].value

    def ask_delete(self) -> None:
        entry = self.selected_entry()
        if entry is None:
            return
        self.app.push(Dialog("Delete this chronicle?", f"“{entry.name}” and its backup are deleted for good.",
                             buttons=(("Delete", lambda: self.delete(entry), None), ("Keep it", None, pygame.K_ESCAPE)),
                             danger=True))

    def delete(self, entry: CampaignEntry) -> None:
        index = self.list.selected or 0
        try:
            library().delete(entry.path)
        except Exception as exc:  # noqa: BLE001 - the window must not die of it
            log.warning("delete failed: %s", exc)
            self.app.push(Dialog("Not deleted", str(exc), danger=True))
        self.refresh(select=index)

    def load_selected(self) -> None:
        entry = self.selected_entry()
        if entry is None:
            return
        if entry.broken:
            self.app.push(Dialog("This chronicle cannot be opened", f"{entry.path.name}: {entry.problem}",
                                 danger=True))
            return
        open_campaign(self.app, entry.path)

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN) and self.list.rows:
            step = -1 if event.key == pygame.K_UP else 1
            self.list.selected = max(0, min(len(self.list.rows) - 1, (self.list.selected or 0) + step))
            return None
        return super().handle(event)

    def layout(self, size: tuple[int, int]) -> None:
        self.panel_rect = self.centred_panel(size, th.theme.px(900), th.theme.px(640))
        p, pad = self.panel_rect, th.theme.px(36)
        folder_line = th.theme.font("small", "italic").get_linesize() + th.theme.px(10)
        self.list.rect = pygame.Rect(p.left + pad, p.top + th.theme.px(88), p.width - 2 * pad,
                                     p.height - th.theme.px(88) - th.theme.px(92) - folder_line)
        self.folder_at = (self.list.rect.left, self.list.rect.bottom + th.theme.px(8))
        self.empty.rect = pygame.Rect(self.list.rect.left, self.list.rect.centery - th.theme.px(12),
                                      self.list.rect.width, th.theme.px(30))
        bw, bh, gap = th.theme.px(200), th.theme.px(46), th.theme.px(16)
        y = p.bottom - pad - bh
        self.delete_button.rect = pygame.Rect(p.centerx - bw // 2, y, bw, bh)
        self.load_button.rect = pygame.Rect(self.delete_button.rect.right + gap, y, bw, bh)
        self.back_button.rect = pygame.Rect(self.delete_button.rect.left - gap - bw, y, bw, bh)

    def draw_content(self, surface: pygame.Surface) -> None:
        font = th.theme.font("small", "italic")
        try:
            folder = library().folder()
        except Exception:  # noqa: BLE001 - a line of text is never worth an error
            folder = None
        lead = "Chronicles are kept in "
        text = (lead + fit_path(folder, font, self.list.rect.width - font.size(lead)[0])) if folder else \
            "The campaigns folder could not be found."
        paint.text(surface, text, font, th.PARCHMENT_DIM, self.folder_at)
