"""Load a saved game (broken files listed with their reason), replay a save or a finished game, and save
the game in play."""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.saves.finished import FinishedGame, finished_folder, finished_games, result_text
from game.saves.folders import saves_folder
from game.saves.library import delete_save, is_autosave, list_saves
from game.saves.reviews import drop_review
from game.ui import paint
from game.ui import theme as th
from game.ui.menu_base import MenuScene
from game.ui.paint import fit_path
from game.ui.scenes import call, register
from game.ui.session import find_game, game_title
from game.ui.table_open import open_saved_game
from game.ui.widgets import Button, Label, TextInput
from game.ui.widgets_more import Dialog, Row, ScrollList

if TYPE_CHECKING:
    from game.saves.library import SaveEntry

log = logging.getLogger(__name__)
SAVES, FINISHED = "saves", "finished"  # the load screen's two lists
NO_BREAK = "\u00a0"


@register
class LoadScene(MenuScene):
    """Every save in the saves folder, newest first; pick one and Load, Replay it, or Delete it (after asking).
    The Finished tab (Tab) lists every game played to its end with its result: Replay (or Enter), Delete."""

    name = "load"
    heading = "Load a game"

    replays = True  # the Replay button and the Finished tab (a list of something else, e.g. chronicles: none)

    def build(self) -> None:
        self.list = ScrollList(on_pick=self._picked, size="body")  # a long row wraps: read whole
        self.load_button = Button("Load", self.load_selected, pygame.K_RETURN, primary=True)
        self.delete_button = Button("Delete", self.ask_delete, pygame.K_DELETE,
                                    tooltip="Delete the chosen save (you are asked first).")
        self.back_button = Button("Back", self.back, pygame.K_ESCAPE)
        self.empty = Label("", "body", "italic", th.PARCHMENT_DIM, align="center")
        self.group.add(self.list, self.empty, self.load_button, self.delete_button, self.back_button)
        # a subclass whose Load opens something other than a save (a chronicle) offers no replay
        self.replays = self.replays and type(self).load_selected is LoadScene.load_selected
        self.tab = SAVES
        self.tabs: list[Button] = []
        if self.replays:
            self.replay_button = Button("Replay", self.replay_selected, pygame.K_r,
                                        tooltip="Watch the chosen game again, move by move (R).")
            self.review_button = Button("Review", self.review_selected, pygame.K_v,
                                        tooltip="The chosen finished game's chances move by move and its "
                                                "turning points (V).")
            self.group.add(self.review_button)
            self.tabs = [Button("Saved games", lambda: self.show_tab(SAVES), pygame.K_s,
                                tooltip="The games saved, each game in progress and the backups (S; Tab switches)."),
                         Button("Finished games", lambda: self.show_tab(FINISHED), pygame.K_f,
                                tooltip="Every game played to its end, with its result (F; Tab switches).")]
            for tab in self.tabs:
                tab.font_size = "small"
            self.group.add(self.replay_button, *self.tabs)
        self.folder = self._folder()
        self.refresh()

    @staticmethod
    def _folder() -> Path | None:
        try:
            return saves_folder()
        except Exception as exc:  # noqa: BLE001 - the window must not die of it
            log.warning("no saves folder: %s", exc)
            return None

    def show_tab(self, tab: str) -> None:
        """Saved games or finished games (Tab switches)."""
        if not self.replays or tab == self.tab:
            return
        self.tab = tab
        self.refresh()
        self.laid_out_for = None

    def refresh(self, select: int = 0) -> None:
        """List the saves (or, in the Finished tab, the finished games) again, `select` chosen."""
        finished = self.tab == FINISHED
        rows, problem = self.finished_rows() if finished else self.save_rows()
        self.empty.text = problem
        self.list.set_rows(rows)
        self.list.selected = min(select, len(rows) - 1) if rows else None
        if not rows and not self.empty.text:
            self.empty.text = "No finished games yet: each game played to its end is kept here." if finished \
                else "No saved games yet."
        self.empty.visible = not rows
        self.load_button.enabled = self.delete_button.enabled = bool(rows)
        self.load_button.visible = not finished
        if self.replays:
            self.replay_button.enabled = bool(rows)
            self.replay_button.primary = finished
            self.review_button.visible = finished
            self.review_button.enabled = bool(rows)
            for tab, name in zip(self.tabs, (SAVES, FINISHED), strict=True):
                tab.selected = tab.primary = name == self.tab

    def save_rows(self) -> tuple[list[Row], str]:
        """A row per save, newest first, each game in progress as such and each backup under its save
        (a broken one with its reason); the problem if none could be listed."""
        try:
            entries = list_saves(self.folder)
        except Exception as exc:  # noqa: BLE001 - the window must not die of it
            log.warning("could not list saves: %s", exc)
            return [], f"The saves folder could not be read: {exc}"
        rows = []
        for entry in entries:
            if entry.broken:
                rows.append(Row(save_label(entry), entry, th.PARCHMENT_DIM, note=f"cannot be loaded: {entry.problem}"))
            else:
                rows.append(Row(save_text(entry), entry, th.PARCHMENT_DIM if entry.backup_of else th.PARCHMENT))
        return rows, ""

    def finished_rows(self) -> tuple[list[Row], str]:
        """A row per finished game, newest first: the game, when, who won; then each seat with its score."""
        try:
            entries = finished_games(self.folder, games=find_game)
        except Exception as exc:  # noqa: BLE001 - the window must not die of it
            log.warning("could not list finished games: %s", exc)
            return [], f"The finished games could not be read: {exc}"
        rows = []
        for entry in entries:
            if entry.broken:
                rows.append(Row(entry.path.stem, entry, th.PARCHMENT_DIM, note=f"cannot be replayed: {entry.problem}"))
            else:
                rows.append(Row(f"{entry.title}  ·  {entry.date}  ·  {winners_words(entry)}\n{seat_scores(entry)}",
                                entry))
        return rows, ""

    def _picked(self, row: Row) -> None:
        pass  # selecting is enough; Load (or Enter) opens it

    def selected_entry(self) -> Any:
        if self.list.selected is None or not self.list.rows:
            return None
        return self.list.rows[self.list.selected].value

    def replay_selected(self) -> None:
        """Replay (R; Enter among the finished games): watch the chosen game again."""
        entry = self.selected_entry()
        if entry is None:
            return
        if entry.broken:
            self.app.push(Dialog("This game cannot be replayed", f"{entry.path.name}: {entry.problem}", danger=True))
            return
        call("open_replay", self.app, entry.path)

    def review_selected(self) -> None:
        """Review (V, among the finished games): the chosen game's chances and turning points."""
        entry = self.selected_entry()
        if entry is None or self.tab != FINISHED:
            return
        if entry.broken:
            self.app.push(Dialog("This game cannot be reviewed", f"{entry.path.name}: {entry.problem}", danger=True))
            return
        call("open_review", self.app, entry.path)

    def ask_delete(self) -> None:
        """Delete (or the Delete key): ask, then delete the chosen save and its backup."""
        entry = self.selected_entry()
        if entry is None:
            return
        if self.tab == FINISHED:
            what = f"“{entry.path.stem if entry.broken else f'{entry.title}, {entry.date}, {entry.result}'}”"
        else:
            label = save_label(entry) if entry.backup_of or entry.in_progress else f"“{entry.name}”"
            what = label if entry.broken else f"{label} ({game_title(entry.game)}, {entry.moves} moves)"
        also = "" if self.tab == SAVES and entry.backup_of else " and its backup"
        self.app.push(Dialog("Delete this save?",
                             f"{what}{also} {'are' if also else 'is'} deleted for good.",
                             buttons=(("Delete", lambda: self.delete(entry), None), ("Keep it", None, pygame.K_ESCAPE)),
                             danger=True))

    def delete(self, entry: SaveEntry) -> None:
        index = self.list.selected or 0
        folder = self.folder
        if self.tab == FINISHED:
            folder = finished_folder(self.folder)
        try:
            delete_save(entry.path, folder)
            if self.tab == FINISHED:
                drop_review(entry.path)
        except Exception as exc:  # noqa: BLE001 - the window must not die of it
            log.warning("delete failed: %s", exc)
            self.app.push(Dialog("Not deleted", str(exc), danger=True))
        else:
            log.info("deleted save %s", entry.path)
        self.refresh(select=index)

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN) and self.list.rows:
            step = -1 if event.key == pygame.K_UP else 1
            self.list.selected = max(0, min(len(self.list.rows) - 1, (self.list.selected or 0) + step))
            return None
        if event.type == pygame.KEYDOWN and self.replays and event.key == pygame.K_TAB:
            self.show_tab(FINISHED if self.tab == SAVES else SAVES)
            return None
        if event.type == pygame.KEYDOWN and self.tab == FINISHED and event.key == pygame.K_RETURN:
            self.replay_selected()
            return None
        return super().handle(event)

    def load_selected(self) -> None:
        entry = self.selected_entry()
        if entry is None:
            return
        if entry.broken:
            self.app.push(Dialog("This save cannot be opened", f"{entry.path.name}: {entry.problem}", danger=True))
            return
        if self.app.session is not None:
            self.app.autosave("before loading another game")
        open_saved_game(self, entry.path)

    def layout(self, size: tuple[int, int]) -> None:
        self.panel_rect = self.centred_panel(size, th.theme.px(900), th.theme.px(640))
        p, pad = self.panel_rect, th.theme.px(36)
        folder_line = th.theme.font("small", "italic").get_linesize() + th.theme.px(10)
        top = th.theme.px(88)
        if self.tabs:  # the two tabs above the list
            tw, tab_h = th.theme.px(210), th.theme.px(34)
            for i, tab in enumerate(self.tabs):
                tab.rect = pygame.Rect(p.left + pad + i * (tw + th.theme.px(8)), p.top + top, tw, tab_h)
            top += tab_h + th.theme.px(10)
        self.list.rect = pygame.Rect(p.left + pad, p.top + top, p.width - 2 * pad,
                                     p.height - top - th.theme.px(92) - folder_line)
        self.folder_at = (self.list.rect.left, self.list.rect.bottom + th.theme.px(8))
        self.empty.rect = pygame.Rect(self.list.rect.left, self.list.rect.centery - th.theme.px(12),
                                      self.list.rect.width, th.theme.px(30))
        bw, bh, gap = th.theme.px(200), th.theme.px(46), th.theme.px(16)
        y = p.bottom - pad - bh
        buttons = [self.back_button, self.delete_button]
        if self.replays:
            buttons.append(self.replay_button)
            if self.review_button.visible:
                buttons.append(self.review_button)
        if self.load_button.visible:
            buttons.append(self.load_button)
        bw = min(bw, (p.width - 2 * pad - gap * (len(buttons) - 1)) // len(buttons))
        x = p.centerx - (len(buttons) * bw + (len(buttons) - 1) * gap) // 2
        for button in buttons:
            button.rect = pygame.Rect(x, y, bw, bh)
            x += bw + gap

    def folder_text(self, font: pygame.font.Font) -> str:
        """The line under the list that says where saves live."""
        if self.folder is None:
            return "The saves folder could not be found."
        lead = "Finished games are kept in " if self.tab == FINISHED else "Saves are kept in "

        folder = finished_folder(self.folder) if self.tab == FINISHED else self.folder
        return lead + fit_path(folder, font, self.list.rect.width - font.size(lead)[0])

    def draw_content(self, surface: pygame.Surface) -> None:
        font = th.theme.font("small", "italic")
        paint.text(surface, self.folder_text(font), font, th.PARCHMENT_DIM, self.folder_at)


def save_label(entry: SaveEntry) -> str:
    """What a save is called in the list: its name, "Game in progress", or "Backup of “name”"."""
    if entry.backup_of:
        of = "a game in progress" if is_autosave(entry.path.with_name(entry.backup_of + ".toml")) \
            else f"“{entry.backup_of}”"
        return f"Backup of {of}"
    return "Game in progress" if entry.in_progress else entry.name


def save_text(entry: SaveEntry) -> str:
    """A readable save's row: what it is, the game, how far, when; a game in progress's seats on a
    second line (two games of the same title told apart)."""
    when = keep_together(entry.saved_at.replace("T", " ")[:16])
    saved = "autosaved" if entry.in_progress else "saved"
    text = f"{save_label(entry)}  ·  {game_title(entry.game)}  ·  {entry.moves} moves  ·  {saved} {when}"
    if entry.in_progress and entry.seats:
        text += "\n" + ",  ".join(keep_together(seat) for seat in entry.seats)
    return text


def keep_together(words: str) -> str:
    """`words` joined by no-break spaces: a wrapped row never breaks a name (or a date) inside."""
    return words.replace(" ", NO_BREAK)


def winners_words(entry: FinishedGame) -> str:
    """Who won a finished game, in words ("won by Mirela", "shared by Ana and Ash", "no winner")."""
    return result_text(entry.seats, (), entry.winners)


def seat_scores(entry: FinishedGame) -> str:
    """Each seat with its own score, in seat order, the winners marked: "Mirela 12 (won)  ·  Ash 9"."""
    parts = []
    for seat, name in enumerate(entry.seats):
        score = f" {entry.scores[seat]}" if seat < len(entry.scores) else ""
        parts.append(keep_together(f"{name}{score}{' (won)' if seat in entry.winners else ''}  ·"))
    return "  ".join(parts).removesuffix(f"{NO_BREAK}{NO_BREAK}·")  # a seat whole on its line, its · after it


@register
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
