"""Load a saved game (broken files listed with their reason) and save the game in play."""

from __future__ import annotations

import logging
import time

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.menu_base import MenuScene
from game.ui.scenes_menu import open_saved_game
from game.ui.widgets import Button, Label, TextInput
from game.ui.widgets_more import Dialog, Row, ScrollList

log = logging.getLogger(__name__)


def game_title(game_id: str) -> str:
    from game.ui.session import find_game

    try:
        return find_game(game_id).title
    except Exception:  # noqa: BLE001 - the window must not die of it
        return game_id or "?"


class LoadScene(MenuScene):
    """Every save in the saves folder, newest first; pick one and Load."""

    name = "load"
    heading = "Load a game"

    def build(self) -> None:
        self.list = ScrollList(on_pick=self._picked, size="body", wrap=False)
        self.load_button = Button("Load", self.load_selected, pygame.K_RETURN, primary=True)
        self.back_button = Button("Back", self.back, pygame.K_ESCAPE)
        self.empty = Label("", "body", "italic", th.PARCHMENT_DIM, align="center")
        self.group.add(self.list, self.empty, self.load_button, self.back_button)
        self.refresh()

    def refresh(self) -> None:
        try:
            from game.saves.library import list_saves

            entries = list_saves()
        except Exception as exc:  # noqa: BLE001 - the window must not die of it
            log.warning("could not list saves: %s", exc)
            entries = []
            self.empty.text = f"The saves folder could not be read: {exc}"
        rows = []
        for entry in entries:
            if entry.broken:
                rows.append(Row(f"{entry.name}", entry, th.PARCHMENT_DIM, note=f"cannot be loaded: {entry.problem}"))
            else:
                when = entry.saved_at.replace("T", " ")[:16]
                rows.append(Row(f"{entry.name}  ·  {game_title(entry.game)}  ·  {when}  ·  {entry.moves} moves",
                                entry))
        self.list.set_rows(rows)
        self.list.selected = 0 if rows else None
        if not rows and not self.empty.text:
            self.empty.text = "No saved games yet."
        self.empty.visible = not rows
        self.load_button.enabled = bool(rows)

    def _picked(self, row: Row) -> None:
        pass  # selecting is enough; Load (or Enter) opens it

    def load_selected(self) -> None:
        if self.list.selected is None or not self.list.rows:
            return
        entry = self.list.rows[self.list.selected].value
        if entry.broken:
            self.app.push(Dialog("This save cannot be opened", f"{entry.path.name}: {entry.problem}", danger=True))
            return
        if self.app.session is not None:
            self.app.autosave("before loading another game")
        open_saved_game(self, entry.path)

    def layout(self, size: tuple[int, int]) -> None:
        self.panel_rect = self.centred_panel(size, th.theme.px(900), th.theme.px(620))
        p, pad = self.panel_rect, th.theme.px(36)
        self.list.rect = pygame.Rect(p.left + pad, p.top + th.theme.px(88), p.width - 2 * pad,
                                     p.height - th.theme.px(88) - th.theme.px(92))
        self.empty.rect = pygame.Rect(self.list.rect.left, self.list.rect.centery - th.theme.px(12),
                                      self.list.rect.width, th.theme.px(30))
        bw, bh = th.theme.px(200), th.theme.px(46)
        self.load_button.rect = pygame.Rect(p.centerx + th.theme.px(8), p.bottom - pad - bh, bw, bh)
        self.back_button.rect = pygame.Rect(p.centerx - th.theme.px(8) - bw, p.bottom - pad - bh, bw, bh)


class SaveScene(MenuScene):
    """Save the game in play under a name (an overlay over the pause menu)."""

    name = "save"
    heading = "Save the game"
    opaque = False

    def build(self) -> None:
        session = self.app.session
        default = f"{session.info.title if session else 'game'} {time.strftime('%Y-%m-%d %H%M')}"
        self.input = TextInput(default, 60)
        self.input.focused = True
        self.save_button = Button("Save", self.save, pygame.K_RETURN, primary=True)
        self.cancel_button = Button("Cancel", self.back, pygame.K_ESCAPE)
        self.group.add(self.input, self.save_button, self.cancel_button)

    def save(self) -> None:
        session = self.app.session
        if session is None:
            self.close()
            return
        try:
            path = session.save(self.input.text)
        except Exception as exc:  # noqa: BLE001 - the window must not die of it
            self.app.push(Dialog("Not saved", str(exc), danger=True))
            return
        app = self.app
        self.close()
        app.push(Dialog("Saved", f"The game was saved as “{path.stem}”."))

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.save()
            return None
        super().handle(event)
        return None

    def layout(self, size: tuple[int, int]) -> None:
        self.panel_rect = self.centred_panel(size, th.theme.px(620), th.theme.px(260))
        p, pad = self.panel_rect, th.theme.px(36)
        self.input.rect = pygame.Rect(p.left + pad, p.top + th.theme.px(100), p.width - 2 * pad, th.theme.px(40))
        bw, bh = th.theme.px(180), th.theme.px(44)
        self.save_button.rect = pygame.Rect(p.centerx + th.theme.px(8), p.bottom - pad - bh + 10, bw, bh)
        self.cancel_button.rect = pygame.Rect(p.centerx - th.theme.px(8) - bw, p.bottom - pad - bh + 10, bw, bh)

    def draw_content(self, surface: pygame.Surface) -> None:
        paint.text(surface, "Name", th.theme.font("small", "italic"), th.GOLD_DIM,
                   (self.input.rect.left, self.input.rect.top - th.theme.px(4)), "bottomleft")
