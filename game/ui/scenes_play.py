"""Scenes around a game in play: pause menu, results, the hotseat curtain, the error scene."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import pygame

from game.saves.codes import CodeError, encode
from game.saves.finished import keep_finished
from game.saves.records import HOTSEAT, levels_of, load_records, record_result
from game.ui import crash, paint
from game.ui import theme as th
from game.ui.audio import audio
from game.ui.kit.scoresheet import draw_sheet, lay_out, sheet_of
from game.ui.menu_base import SETTINGS_KEY, SETTINGS_TIP, MenuScene
from game.ui.scenes import call, register
from game.ui.widgets import Button
from game.ui.widgets_more import Dialog

log = logging.getLogger(__name__)

def setup_code(session: Any, *, running: bool = False) -> str | None:
    """The setup code of `session`'s game, or None.  A running game (`running`) shows its code only
    when it was started from one (its players typed it): the seed of any other game still hidden
    from its players is never shown."""
    if running and not session.setup.get("code"):
        return None

    try:
        return encode(session.info.id, session.setup)
    except CodeError:
        return None
    except Exception:  # a game without codes, an odd setup: no code, never an error
        log.exception("no setup code for %s", session.info.id)
        return None


@register
class PauseScene(MenuScene):
    """Esc at the table: Resume, Save, Load, Settings, Rules, Quit to title."""

    name = "pause"
    heading = "Paused"
    opaque = False

    def build(self) -> None:
        session = self.app.session
        game_id = session.info.id if session else None
        self.buttons = [
            Button("Resume", self.close, pygame.K_ESCAPE, primary=True),
            Button("Save", lambda: self.app.push("SaveScene"), pygame.K_s),
            Button("Load", lambda: self.app.push("LoadScene"), pygame.K_l),
            Button("Settings", lambda: self.app.push("SettingsScene"), SETTINGS_KEY, tooltip=SETTINGS_TIP),
            Button("Rules", lambda: self.app.push("RulesScene", game_id=game_id), pygame.K_r),
            Button("Quit to title", self.quit_to_title, pygame.K_q,
                   tooltip="The game is autosaved; Continue on the title brings it back."),
        ]
        self.buttons[1].enabled = session is not None and not session.state.is_over
        self.group.add(*self.buttons)
        self.code = setup_code(session, running=True) if session is not None else None

    def quit_to_title(self) -> None:
        """Quit to the title, once the player says so (the game in progress is autosaved: say so)."""
        game = self.app.in_progress()
        if not game:
            self.app.go_to_title()
            return
        self.app.push(Dialog("Leave this game?", f"Nothing is lost: {game} is autosaved as it stands, and "
                             "Continue on the title screen brings it back.",
                             (("Keep playing", None, pygame.K_ESCAPE), ("Leave", self.app.go_to_title, pygame.K_q))))

    def layout(self, size: tuple[int, int]) -> None:
        w, h, gap = th.theme.px(300), th.theme.px(44), th.theme.px(12)
        extra = th.theme.px(52) if self.code else 0
        self.panel_rect = self.centred_panel(size, w + th.theme.px(100),
                                             th.theme.px(110) + len(self.buttons) * (h + gap) + extra)
        y = self.panel_rect.top + th.theme.px(92)
        for button in self.buttons:
            button.rect = pygame.Rect(self.panel_rect.centerx - w // 2, y, w, h)
            y += h + gap
        self.code_y = y

    def draw_content(self, surface: pygame.Surface) -> None:
        if not self.code:
            return
        small, bold = th.theme.font("small", "italic"), th.theme.font("body", "bold")
        x = self.panel_rect.centerx
        paint.text(surface, "Started from the setup code", small, th.PARCHMENT_DIM, (x, self.code_y), "midtop")
        paint.text(surface, self.code, bold, th.GOLD, (x, self.code_y + small.get_linesize()), "midtop")

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        super().handle(event)
        return None  # the table below gets nothing while paused


KEYS = (
    ("Drag, click", "play: drag a token onto a legal spot, click a glowing board or hex"),
    ("1 – 9", "choose a move from the list, where the table numbers them"),
    ("P", "pass, where a panel offers it"),
    ("Backspace", "cancel: close a question and send the pieces home"),
    ("Ctrl+Z", "undo your last move (until dice, a reveal or another player)"),
    ("Space", "skip the animations in progress"),
    ("Tab", "the score preview: open or close it (or click its tab; Esc closes it)"),
    ("Ctrl+S", "quick save"),
    ("Esc", "pause: save (S), load (L), settings (O), rules (R), quit (Q)"),
    ("O", "settings, from the pause menu or the title screen"),
    ("F11", "full screen on or off"),
    ("F1 or ?", "this list of keys"),
    ("F2", "the rules, open at the rule of what is under the pointer"),
)


@register
class KeysScene(MenuScene):
    """F1 or ? at the table: the keyboard shortcuts, over the table."""

    name = "keys"
    heading = "Keys"
    opaque = False

    def __init__(self, heading: str = "Keys", keys: tuple[tuple[str, str], ...] = KEYS, key_column: int = 210) -> None:
        """`keys`: (key, what it does), the table's or the replay's own; `key_column`: where the texts
        begin, right of the keys."""
        super().__init__()
        self.heading, self.keys, self.key_column = heading, keys, key_column

    def build(self) -> None:
        self.close_button = Button("Close", self.close, pygame.K_ESCAPE, primary=True)
        self.group.add(self.close_button)

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and (event.key == pygame.K_F1 or getattr(event, "unicode", "") == "?"):
            self.close()
            return None
        super().handle(event)
        return None  # the table below gets nothing while the keys are shown

    def layout(self, size: tuple[int, int]) -> None:
        line = th.theme.font("body").get_linesize() + th.theme.px(8)
        self.panel_rect = self.centred_panel(size, th.theme.px(550 + self.key_column),
                                             th.theme.px(190) + len(self.keys) * line)
        self.close_button.rect = pygame.Rect(0, 0, th.theme.px(200), th.theme.px(44))
        self.close_button.rect.midbottom = (self.panel_rect.centerx, self.panel_rect.bottom - th.theme.px(22))

    def draw_content(self, surface: pygame.Surface) -> None:
        p = self.panel_rect
        bold, font = th.theme.font("body", "bold"), th.theme.font("body")
        line = font.get_linesize() + th.theme.px(8)
        x_key, x_text = p.left + th.theme.px(48), p.left + th.theme.px(self.key_column)
        y = p.top + th.theme.px(92)
        for key, text in self.keys:
            paint.text(surface, key, bold, th.GOLD, (x_key, y))
            paint.text(surface, paint.fit(text, font, p.right - th.theme.px(40) - x_text), font, th.PARCHMENT,
                       (x_text, y))
            y += line


@register
class ResultsScene(MenuScene):
    """Who won, every seat's score, and the game's own breakdown when it has one."""

    name = "results"
    heading = "The night is over"
    backdrop = paint.TABLE

    def __init__(self, session: Any) -> None:
        super().__init__()
        self.session = session

    def build(self) -> None:
        self.buttons = [
            Button("New game", lambda: self.app.stack.clear_to("NewGameScene"), pygame.K_n, primary=True),
            Button("Title", self.app.go_to_title, pygame.K_ESCAPE),
            Button("Watch again", self.watch_again, pygame.K_w,
                   tooltip="The whole game again, move by move, from any seat or from above (W)."),
            Button("Review", self.review, pygame.K_v,
                   tooltip="Each seat's chances move by move, the turning points and Hard's better move (V)."),
        ]
        self.finished_path: Any = None   # where the finished game is kept (its review is cached beside it)
        self.group.add(*self.buttons)
        self.code = setup_code(self.session)
        self.notes: list[str] = []
        state = self.session.state
        self.scores = list(state.scores())
        self.winners = list(state.winners())
        names = [self.session.name(seat) for seat in range(state.players)]
        styles = [th.theme.seat(self.session.colour_index(seat)) for seat in range(state.players)]
        self.sheet = sheet_of(state, names, styles, self.winners)

    def enter(self) -> None:
        super().enter()
        audio.play("win")
        self.keep_and_count()
        if self.app.session is self.session:
            self.app.session = None  # a finished game is not autosaved again

    def keep_and_count(self) -> None:
        """Keep the finished game (for replays) and count it in the player's record, once."""
        if getattr(self.session, "results_kept", False) or not self.session.state.is_over:
            return
        self.session.results_kept = True
        try:
            self.finished_path = keep_finished(self.session.state, self.session.setup)
        except Exception as exc:  # noqa: BLE001 - the results must show even if the disk refuses
            log.warning("the finished game could not be kept: %s", exc)
            self.notes.append(f"The finished game could not be kept for replays: {exc}")
        else:  # kept with the finished games: no longer a game in progress
            getattr(self.session, "drop_autosave", lambda: None)()

        message = record_result(self.session.state, self.session.setup)
        if message:
            self.notes.append(message)
        self.record_line = self.record_text()
        self.laid_out_for = None  # the notes take room

    def record_text(self) -> str:
        """The player's record at this game, for the levels this game counted under ('' if none)."""
        levels = levels_of(self.session.setup.get("seats") or [])
        if not levels:
            return ""
        records, _message = load_records()
        rows = dict(records.of_game(self.session.info.id))
        parts = [f"{'hotseat' if level == HOTSEAT else level.capitalize()} {rows[level].text()}"
                 for level in levels if level in rows]
        return f"Your record at {self.session.info.title}: " + "; ".join(parts) if parts else ""

    def watch_again(self) -> None:
        call("open_replay", self.app, self.session)

    def review(self) -> None:
        """The review of this game (made from the finished game's file, so it is cached beside it)."""
        if self.finished_path is None:
            self.app.push(Dialog("This game cannot be reviewed",
                                 "The finished game could not be kept, and the review is made from it.", danger=True))
            return
        call("open_review", self.app, self.finished_path)

    def winners_text(self) -> str:
        names = [self.session.name(seat) for seat in self.winners]
        if not names:
            return "No one wins"
        if len(names) == 1:
            return f"{names[0]} wins"
        return f"{', '.join(names[:-1])} and {names[-1]} share the victory"

    def layout(self, size: tuple[int, int]) -> None:
        room = size[1] - 40 - th.theme.px(130 + 110) - self.footer_height()   # the sheet's height at most
        width = min(th.theme.px(980), size[0] - 40) - th.theme.px(60)
        for font_size in ("body", "small"):   # the smaller words only when the larger do not fit the window
            self.sheet_size = font_size
            self.sheet_layout = lay_out(self.sheet, width, font_size, roomy=True)
            if self.sheet_layout.size[1] <= room:
                break
        sheet_w, sheet_h = self.sheet_layout.size
        self.panel_rect = self.centred_panel(size, max(th.theme.px(980), sheet_w + th.theme.px(60)),
                                             th.theme.px(130) + sheet_h + th.theme.px(110) + self.footer_height())
        bw, bh, gap = th.theme.px(200), th.theme.px(46), th.theme.px(16)
        y = self.panel_rect.bottom - th.theme.px(30) - bh
        x = self.panel_rect.centerx - (len(self.buttons) * (bw + gap) - gap) // 2
        # left to right: Title, Watch again, New game (the primary one last, as on every menu)
        shown = [*self.buttons[1:], self.buttons[0]] if len(self.buttons) > 1 else self.buttons
        for button in shown:
            button.rect = pygame.Rect(x, y, bw, bh)
            x += bw + gap

    def footer_lines(self) -> list[tuple[str, Any]]:
        """The lines under the scores: the setup code, and any note about the record or the replay."""
        lines: list[tuple[str, Any]] = []
        if self.code:
            lines.append((f"Setup code: {self.code}   (New game, Enter a code: the same deal again)", th.GOLD))
        if getattr(self, "record_line", ""):
            lines.append((self.record_line, th.PARCHMENT_DIM))
        lines += [(note, th.CRIMSON_LIGHT) for note in getattr(self, "notes", [])]
        return lines

    def footer_height(self) -> int:
        return len(self.footer_lines()) * (th.theme.font("small").get_linesize() + th.theme.px(4)) + th.theme.px(6)

    def winners_colour(self) -> th.Colour:
        """The winner's own seat colour (one colour per seat everywhere); gold for a shared victory or none."""
        if len(self.winners) != 1:
            return th.GOLD
        return th.theme.seat(self.session.colour_index(self.winners[0])).colour

    def draw_content(self, surface: pygame.Surface) -> None:
        p = self.panel_rect
        big = th.theme.font("large", "bold")
        paint.text(surface, self.winners_text(), big, self.winners_colour(), (p.centerx, p.top + th.theme.px(78)),
                   "midtop", shadow=True)
        sheet = pygame.Rect((0, 0), self.sheet_layout.size)
        sheet.midtop = (p.centerx, p.top + th.theme.px(120))
        draw_sheet(surface, sheet, self.sheet_layout, self.sheet, self.sheet_size, framed=False)
        y = sheet.bottom
        small = th.theme.font("small")
        y += th.theme.px(8)
        for text, colour in self.footer_lines():
            paint.text(surface, paint.fit(text, small, p.width - th.theme.px(60)), small, colour, (p.centerx, y),
                       "midtop")
            y += small.get_linesize() + th.theme.px(4)


@register
class CurtainScene(MenuScene):
    """Hotseat: hides the table until the next human says they have the laptop."""

    name = "curtain"
    veil = 60
    backdrop = "art/title_bg.png"

    def __init__(self, player: str, on_reveal: Callable[[], Any] | None = None) -> None:
        super().__init__()
        self.player, self.on_reveal = player, on_reveal

    def build(self) -> None:
        self.button = Button("I am ready", self.reveal, pygame.K_SPACE, primary=True)
        self.group.add(self.button)

    def reveal(self) -> None:
        self.close()
        if self.on_reveal:
            self.on_reveal()

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return event  # let the table open the pause menu above the curtain
        if self.group.handle(event):
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.reveal()
        return None

    def layout(self, size: tuple[int, int]) -> None:
        self.button.rect = pygame.Rect(0, 0, th.theme.px(240), th.theme.px(50))
        self.button.rect.center = (size[0] // 2, int(size[1] * 0.66))

    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        paint.text(surface, "Pass the laptop to", th.theme.font("large", "italic"), th.PARCHMENT_DIM,
                   (w // 2, int(h * 0.34)), "center", shadow=True)
        paint.text(surface, self.player, th.theme.font("title", "title"), th.GOLD, (w // 2, int(h * 0.46)),
                   "center", shadow=True)
        paint.text(surface, "Click anywhere when only they can see the screen.", th.theme.font("small"),
                   th.PARCHMENT_DIM, (w // 2, int(h * 0.76)), "center")


@register
class ErrorScene(MenuScene):
    """Something inside a scene failed: say what, and offer the way back to the title."""

    name = "error"
    heading = "Something went wrong"
    veil = 170

    def __init__(self, message: str, saved: bool = False, report: str = "") -> None:
        super().__init__()
        self.message, self.saved, self.report = message, saved, report

    def build(self) -> None:
        self.buttons = [Button("Return to title", self.app.go_to_title, pygame.K_RETURN, primary=True),
                        Button("Quit", self.app.quit, pygame.K_q)]
        self.group.add(*self.buttons)

    def back(self) -> None:
        self.app.go_to_title()

    def layout(self, size: tuple[int, int]) -> None:
        self.panel_rect = self.centred_panel(size, th.theme.px(860), th.theme.px(400))
        bw, bh = th.theme.px(230), th.theme.px(46)
        y = self.panel_rect.bottom - th.theme.px(30) - bh
        self.buttons[0].rect = pygame.Rect(self.panel_rect.centerx - bw - 8, y, bw, bh)
        self.buttons[1].rect = pygame.Rect(self.panel_rect.centerx + 8, y, bw, bh)

    def draw_content(self, surface: pygame.Surface) -> None:
        """In plain words first: the game is autosaved, and where the report is; then the error itself."""
        p = self.panel_rect
        width = p.width - th.theme.px(80)
        y = p.top + th.theme.px(86)
        body, small = th.theme.font("body"), th.theme.font("small", "italic")
        for line in paint.wrap(crash.plain_message(self.report, self.saved), body, width)[:5]:
            paint.text(surface, line, body, th.PARCHMENT, (p.centerx, y), "midtop")
            y += body.get_linesize()
        y += th.theme.px(12)
        for line in paint.wrap(f"What failed: {self.message}", small, width)[:3]:
            paint.text(surface, line, small, th.CRIMSON_LIGHT, (p.centerx, y), "midtop")
            y += small.get_linesize()
