"""Campaign, from the title: a new chronicle (its players, names, human or AI and the AI's level), Continue
(the chronicle saved last) and Load (the campaigns folder, with Delete after asking)."""

from __future__ import annotations

import logging
import time
from pathlib import Path

import pygame

from game.saves.library import SaveEntry
from game.ui import paint
from game.ui import theme as th
from game.ui.campaign import library
from game.ui.campaign.flow import Run, open_campaign, proceed
from game.ui.campaign.port import CampaignEntry
from game.ui.menu_base import MenuScene
from game.ui.paint import fit_path
from game.ui.scenes import provides, register
from game.ui.scenes_saves import LoadScene
from game.ui.scenes_setup import NewGameScene
from game.ui.session import find_game
from game.ui.widgets import Button, TextInput
from game.ui.widgets_more import Dialog, Row

log = logging.getLogger(__name__)



@provides("latest_campaign")
def latest_campaign() -> CampaignEntry | None:
    """The readable campaign saved last, if any (never raises)."""
    try:
        entries = [e for e in library().entries() if not e.broken]
    except Exception as exc:  # noqa: BLE001 - the window must not die of it
        log.warning("could not list campaigns: %s", exc)
        return None
    return max(entries, key=lambda e: e.saved_at, default=None)


@register
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


class NewCampaignScene(NewGameScene):
    """A new chronicle: New game's seats (names, human or AI and its level, colours) and seed, for the
    Bloodlines chronicle, with the chronicle's name in place of the game; Begin starts the prologue."""

    name = "new campaign"
    heading = "A new chronicle"
    takes_codes = False    # a game's code would replace the chronicle's seats

    def build(self) -> None:
        self.chronicle_name = TextInput(f"Chronicle {time.strftime('%Y-%m-%d %H%M')}", 40)
        super().build()
        self.games = [find_game("bloodlines")]
        self.game_picker.choices, self.game_picker.index = [0], 0
        self._game_changed()
        self.start_button.text = "Begin"
        self.start_button.tooltip = "Make the chronicle's file and begin the prologue."

    def _game_changed(self) -> None:
        super()._game_changed()
        for _key, widget in self.option_widgets:   # a chapter's options are the chronicle's to set
            self.group.widgets.remove(widget)
        self.option_widgets = []
        self.group.widgets.remove(self.game_picker)
        self.group.widgets.insert(0, self.chronicle_name)
        self.blurb.text = ("A rivalry of seven centuries in 21 chapters. Each player first carries out a prologue; "
                           "AI seats make every choice of the chronicle themselves.")

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.chronicle_name.rect = self.game_picker.rect.copy()

    def draw_content(self, surface: pygame.Surface) -> None:
        super().draw_content(surface)
        small = th.theme.font("small", "italic")
        paint.text(surface, "The chronicle's name", small, th.GOLD_DIM,
                   (self.chronicle_name.rect.left, self.chronicle_name.rect.top - th.theme.px(2)), "bottomleft")

    def start(self) -> None:
        setup = self.setup()
        seats = setup["seats"]
        colours = [seat["colour"] for seat in seats]
        if len(set(colours)) != len(colours):
            self.app.push(Dialog("Colours", "Two seats share a colour; give every seat its own.", danger=True))
            return
        names = [seat["name"] for seat in seats]
        if len(set(names)) != len(names):
            self.app.push(Dialog("Names", "Two players share a name; give every player their own.", danger=True))
            return
        try:
            chronicle = library().new(seats, setup["seed"], self.chronicle_name.text.strip() or "Chronicle")
        except Exception as exc:
            log.exception("the chronicle could not begin")
            self.app.push(Dialog("The chronicle could not begin", f"{exc}", danger=True))
            return
        run = Run(chronicle)
        run.journal.add(f"A new chronicle: {', '.join(names)}.")
        proceed(self.app, run)


class CampaignLoadScene(LoadScene):
    """Every chronicle in the campaigns folder, newest first: Load, or Delete (after asking); the Load
    screen's list and buttons, over the campaigns folder."""

    name = "load campaign"
    heading = "Load a chronicle"

    @staticmethod
    def _folder() -> Path | None:
        try:
            return library().folder()
        except Exception as exc:  # noqa: BLE001 - the window must not die of it
            log.warning("no campaigns folder: %s", exc)
            return None

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
        self.delete_button.tooltip = "Delete the chosen chronicle (you are asked first)."

    def ask_delete(self) -> None:
        entry = self.selected_entry()
        if entry is None:
            return
        self.app.push(Dialog("Delete this chronicle?", f"“{entry.name}”, its backup and its chapters' games are "
                             "deleted for good.",
                             buttons=(("Delete", lambda: self.delete(entry), None), ("Keep it", None, pygame.K_ESCAPE)),
                             danger=True))

    def delete(self, entry: CampaignEntry | SaveEntry) -> None:
        """Delete a chronicle's file (the rows of this list are chronicles, never a game's save)."""
        if not isinstance(entry, CampaignEntry):
            return
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

    def folder_text(self, font: pygame.font.Font) -> str:
        if self.folder is None:
            return "The campaigns folder could not be found."
        lead = "Chronicles are kept in "
        return lead + fit_path(self.folder, font, self.list.rect.width - font.size(lead)[0])
