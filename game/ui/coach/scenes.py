"""The title's Learn (five guided games, Start or Resume), New game's offer of a guided first game, and the
closing page at the end of a guided stretch.

Which games were offered already is kept in ``coach/offered.toml`` beside the saves (a list of game ids,
written atomically; an unreadable file means "none offered yet", logged): New game offers each game's guided
game once.  Preferences that are never written (tests, the smoke run) keep it in memory only.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import tomli_w

from game.saves.errors import SaveError
from game.saves.folders import atomic_write_text, safe_save_path, saves_folder
from game.saves.reader import NOTES, read_toml_file
from game.saves.savefile import read_document, save_game
from game.ui import paint
from game.ui import theme as th
from game.ui.coach import script
from game.ui.coach.script import Tutorial
from game.ui.menu_base import MenuScene
from game.ui.scenes import provides, register
from game.ui.session import DEFAULT_NAMES, GameSession, find_game
from game.ui.table_base import TableScene
from game.ui.table_open import open_saved_game
from game.ui.widgets import Button
from game.ui.widgets_more import Dialog

log = logging.getLogger(__name__)

OFFERED_FILE = Path("coach") / "offered.toml"


# -- the guided game's save ---------------------------------------------------------------
def save_path(tutorial: Tutorial) -> Path:
    return safe_save_path(tutorial.save_name)


def resumable(tutorial: Tutorial) -> Path | None:
    """The guided game's own save when it can be read (not replayed: that is the load's job)."""
    try:
        path = save_path(tutorial)
        document = read_document(path)
    except SaveError:
        return None
    mark = script.mark_of(document["setup"])
    return path if mark is not None and mark.get("game") == tutorial.game else None


def start_guided(app: Any, tutorial: Tutorial) -> bool:
    """A new guided game of `tutorial` at the table (its save written first); False with a dialog if not."""
    try:
        info = find_game(tutorial.game)
        name = app.preferences.name_for_seat_one(DEFAULT_NAMES[0])
        session = GameSession.start(info, script.setup_for(tutorial, name))
        session.path = save_game(save_path(tutorial), session.state, session.setup)
    except Exception as exc:
        log.exception("the guided game of %s could not start", tutorial.game)
        app.push(Dialog("The guided game could not start", f"{type(exc).__name__}: {exc}", danger=True))
        return False
    remember_offer(app, tutorial.game)   # played from Learn: New game does not offer it again
    app.session = session
    app.stack.clear_to(TableScene(session))
    return True


def resume_guided(scene: Any, tutorial: Tutorial) -> bool:
    """The guided game where it was left (its own save), coach and all."""
    path = resumable(tutorial)
    if path is None:
        scene.app.push(Dialog("Nothing to resume", "This guided game has no save yet: Start it.", danger=True))
        return False
    return open_saved_game(scene, path)


# -- offered once per game ----------------------------------------------------------------
def _offered_path() -> Path:
    return saves_folder() / OFFERED_FILE


def offered_games(app: Any) -> set[str]:
    """The games whose guided game New game has offered already."""
    kept = getattr(app, "coach_offered", None)
    if kept is not None:
        return set(kept)
    found: set[str] = set()
    if app.preferences.persistent:
        path = _offered_path()
        try:
            if path.exists():
                games = read_toml_file(path, NOTES).get("offered", [])
                found = {g for g in games if isinstance(g, str)} if isinstance(games, list) else set()
        except SaveError as exc:
            log.warning("%s could not be read (%s): every guided game is offered again", path, exc)
    app.coach_offered = found
    return set(found)


def remember_offer(app: Any, game: str) -> None:
    found = offered_games(app) | {game}
    app.coach_offered = found
    if not app.preferences.persistent:
        return
    try:
        atomic_write_text(_offered_path(), tomli_w.dumps({"offered": sorted(found)}), keep_backup=False)
    except SaveError as exc:
        log.warning("which guided games were offered is not kept: %s", exc)


@provides("offer_tutorial")
def offer_tutorial(app: Any, info: Any, then: Any = None) -> bool:
    """New game's hook: the first time a game with a guided game is started there, offer it (once per
    game, remembered); True if the offer was pushed.  `then` is what "Not now" goes on to (None: back to
    New game)."""
    tutorial = script.load(getattr(info, "id", ""))
    if tutorial is None or tutorial.game in offered_games(app):
        return False
    remember_offer(app, tutorial.game)
    title = getattr(info, "title", tutorial.game)
    app.push(Dialog(f"New to {title}?",
                    f"A guided first game plays {tutorial.stretch_words} with you against AI seats at Easy, "
                    "explaining each phase as it comes and showing what to touch. It is also under Learn "
                    "on the title screen.",
                    (("Guided game", lambda: start_guided(app, tutorial), pygame.K_g),
                     ("Not now", then, pygame.K_ESCAPE))))
    return True


# -- the title's Learn ----------------------------------------------------------------------
@register
class LearnScene(MenuScene):
    """One row per game: its guided game's words, Start, and Resume when it has a save."""

    name = "learn"
    heading = "Learn"

    def build(self) -> None:
        self.tutorials = script.guided_games()
        self.rows: list[tuple[Tutorial, str, Button, Button]] = []
        for number, tutorial in enumerate(self.tutorials[:9], 1):
            title = self._title(tutorial.game)
            key = getattr(pygame, f"K_{number}")
            start = Button("Start", self._do(start_guided, tutorial), key,
                           tooltip=f"A new guided game of {title}: {tutorial.stretch_words} ({number}).")
            resume = Button("Resume", self._do(lambda app, t: resume_guided(self, t), tutorial), key, ctrl=True,
                            tooltip=f"The guided game of {title} where you left it (Ctrl+{number}).")
            resume.enabled = resumable(tutorial) is not None
            self.rows.append((tutorial, title, start, resume))
            self.group.add(start, resume)
        self.back_button = Button("Back", self.back, pygame.K_ESCAPE)
        self.group.add(self.back_button)

    def resume(self) -> None:
        for tutorial, _title, _start, resume in self.rows:
            resume.enabled = resumable(tutorial) is not None

    def _do(self, fn: Callable[[Any, Tutorial], Any], tutorial: Tutorial) -> Callable[[], None]:
        return lambda: fn(self.app, tutorial)

    @staticmethod
    def _title(game: str) -> str:
        try:
            return str(find_game(game).title)
        except Exception:  # noqa: BLE001 - a title is never worth an error
            return game

    def layout(self, size: tuple[int, int]) -> None:
        row_h, gap = th.theme.px(64), th.theme.px(10)
        self.panel_rect = self.centred_panel(size, th.theme.px(900),
                                             th.theme.px(170) + len(self.rows) * (row_h + gap))
        p = self.panel_rect
        y = p.top + th.theme.px(84)
        bw, bh = th.theme.px(150), th.theme.px(40)
        for _tutorial, _title, start, resume in self.rows:
            resume.rect = pygame.Rect(p.right - th.theme.px(36) - bw, y + (row_h - bh) // 2, bw, bh)
            start.rect = resume.rect.move(-bw - th.theme.px(12), 0)
            y += row_h + gap
        self.back_button.rect = pygame.Rect(0, 0, th.theme.px(200), th.theme.px(42))
        self.back_button.rect.midbottom = (p.centerx, p.bottom - th.theme.px(18))

    def draw_content(self, surface: pygame.Surface) -> None:
        bold, small = th.theme.font("body", "bold"), th.theme.font("small", "italic")
        for tutorial, title, start, _resume in self.rows:
            x = self.panel_rect.left + th.theme.px(40)
            room = start.rect.left - th.theme.px(16) - x
            paint.text(surface, paint.fit(f"{title}: {tutorial.intro.title}", bold, room), bold, th.GOLD,
                       (x, start.rect.top - th.theme.px(6)))
            paint.text(surface, paint.fit(f"Guides you through {tutorial.stretch_words}.", small, room), small,
                       th.PARCHMENT_DIM, (x, start.rect.top + bold.get_linesize()))
        if not self.rows:
            font = th.theme.font("body", "italic")
            paint.text(surface, "No guided game is available in this build.", font, th.PARCHMENT,
                       self.panel_rect.center, "center")


# -- the pages at either end ------------------------------------------------------------------
def opening_page(tutorial: Tutorial) -> Dialog:
    """Before the first move of a new guided game: what it is about."""
    page = tutorial.intro
    return Dialog(page.title, page.text + " The coach speaks where the game log usually is; Hide (H) puts it away.",
                  (("Begin", None, pygame.K_RETURN),))


class ClosingScene(Dialog):
    """The end of the guided stretch: play on as an ordinary game, or back to Learn.  A stretch that runs to
    the game's end (`over`: Bloodlines' final scoring) closes before the results: "See the scores" shows them,
    and Learn keeps the game as a finished one."""

    name = "guided game over"

    def __init__(self, tutorial: Tutorial, play_on: Callable[[], None], over: bool = False) -> None:
        page = tutorial.closing
        self.play_on, self.over = play_on, over
        super().__init__(page.title, page.text,
                         (("See the scores" if over else "Play on", play_on, pygame.K_RETURN),
                          ("Learn", None, pygame.K_l)))

    def _closing(self, action: Callable[[], Any] | None) -> Callable[[], None]:
        def run() -> None:
            app = self.app
            self.close()
            if action is not None:
                action()
            else:  # Learn: the game is autosaved on the way to the title (a finished one as finished)
                if self.over:
                    self.play_on()
                    app.autosave("guided game over", finished=True)
                app.go_to_title()
                app.push(LearnScene())
        return run
