"""The title screen, the settings and the rules reader."""

from __future__ import annotations

import inspect
import logging
import re
from pathlib import Path
from typing import Any

import pygame

from game import __version__
from game.saves.library import latest_autosave, list_saves
from game.ui import paint, resources
from game.ui import theme as th
from game.ui.audio import audio
from game.ui.kit.hints import sections
from game.ui.menu_base import SETTINGS_KEY, SETTINGS_TIP, MenuScene
from game.ui.preferences import ANIMATION_SPEEDS, SPEED_LABELS
from game.ui.scenes import call, known, register, registered
from game.ui.session import available_games, game_title
from game.ui.widgets import Button, Cycle, Slider, TextInput, Toggle
from game.ui.widgets_more import Dialog, Row, ScrollList

log = logging.getLogger(__name__)

CHRONICLES = "latest_campaign"   # the call that finds the chronicle saved last (game.ui.campaign.menu)


@register
class TitleScene(MenuScene):
    """Danse Macabre: New game, Continue, Load, Settings, Rules, Quit."""

    name = "title"
    veil = 40
    chronicles_read = False   # whether Continue has looked for a chronicle (its modules load after the title)

    def build(self) -> None:
        self.continue_path = self._latest_autosave()
        self.buttons = [
            Button("New game", lambda: self.app.push("NewGameScene"), pygame.K_n, primary=True),
            Button("Continue", self._continue, pygame.K_c,
                   tooltip="Resume the game (or the chronicle) saved last."),
            Button("Load", lambda: self.app.push("LoadScene"), pygame.K_l),
            Button("Settings", lambda: self.app.push(SettingsScene()), SETTINGS_KEY, tooltip=SETTINGS_TIP),
            Button("Rules", lambda: self.app.push(RulesScene()), pygame.K_r),
            Button("Learn", self._learn, pygame.K_g,
                   tooltip="A guided first game of each game: a coach explains and points the way (G)."),
            Button("Campaign", self._campaign, pygame.K_k,
                   tooltip="The chronicle: 21 chapters in seven eras that remember everything (K)."),
            Button("Quit", self.app.quit, pygame.K_q),
        ]
        self.buttons[1].enabled = self.continue_path is not None or self._newer_chronicle() is not None
        self.group.add(*self.buttons)

    def resume(self) -> None:
        self.continue_path = self._latest_autosave()
        self.buttons[1].enabled = self.continue_path is not None or self._newer_chronicle() is not None
        self.buttons[1].tooltip = self._continue_tip()

    def enter(self) -> None:
        super().enter()
        self.buttons[1].tooltip = self._continue_tip()
        self.chronicles_read = registered(CHRONICLES)

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.chronicles_read and registered(CHRONICLES):   # the chronicle's modules came after the
            self.chronicles_read = True                            # first frame: Continue may resume one
            self.resume()

    def _continue_tip(self) -> str:
        """Which game Continue brings back, and when it was saved."""
        chronicle = self._newer_chronicle()
        if chronicle is not None:
            when = chronicle.saved_at.replace("T", " ")[:16]
            return f"Resume the chronicle “{chronicle.name}”, chapter {chronicle.chapter}, saved {when}."
        if self.continue_path is None:
            return "No autosaved game yet."
        try:
            entry = next(e for e in list_saves(self.continue_path.parent) if e.path == self.continue_path)
            when = entry.saved_at.replace("T", " ")[:16]
            return f"Resume {game_title(entry.game)}, autosaved {when} after {entry.moves} moves."
        except Exception:  # noqa: BLE001 - a tooltip is never worth an error
            return "Resume the game that was autosaved last."

    @staticmethod
    def _latest_autosave() -> Path | None:
        try:
            return latest_autosave()
        except Exception as exc:  # noqa: BLE001 - the window must not die of it
            log.warning("could not look for an autosave: %s", exc)
            return None

    def _newer_chronicle(self) -> Any:   # the chronicle's entry (a scene's type: the registry's call returns it)
        """The chronicle saved last, when it is newer than the autosave (Continue resumes it then)."""
        if not registered(CHRONICLES):
            return None   # its modules load just after the title's first frame (update() asks again)
        try:
            chronicle = call(CHRONICLES)
            if chronicle is None or self.continue_path is None:
                return chronicle
            game = next(e for e in list_saves(self.continue_path.parent) if e.path == self.continue_path)
            return chronicle if chronicle.saved_at > game.saved_at else None
        except Exception as exc:  # noqa: BLE001 - the window must not die of it
            log.warning("could not compare the chronicle with the autosave: %s", exc)
            return None

    def _continue(self) -> None:
        known(CHRONICLES)   # clicked before the chronicle's modules loaded: load them now
        chronicle = self._newer_chronicle()
        if chronicle is not None:
            call("open_campaign", self.app, chronicle.path)
        elif self.continue_path is not None:
            from game.ui.table_open import (
                open_saved_game,  # lazy: the table's modules load after the title shows
            )

            open_saved_game(self, self.continue_path)

    def _learn(self) -> None:
        if not known("LearnScene"):
            log.warning("the guided games are missing")
            self.app.push(Dialog("Learn", "The guided games are not in this build.", danger=True))
            return
        self.app.push("LearnScene")

    def _campaign(self) -> None:
        self.app.push("CampaignMenuScene")

    def back(self) -> None:
        """Esc on the title asks before quitting (Quit, or Q, quits at once)."""
        self.app.ask_to_quit()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = th.theme.px(300), th.theme.px(42)
        gap = th.theme.px(10)
        x = size[0] // 2 - w // 2
        y = int(size[1] * 0.42)
        for button in self.buttons:
            button.rect = pygame.Rect(x, y, w, h)
            y += h + gap

    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        title_font = th.theme.font("title", "title")
        paint.text(surface, "Danse Macabre", title_font, th.GOLD, (w // 2, int(h * 0.13)), "midtop",
                   shadow=True)
        sub = th.theme.font("large", "italic")
        paint.text(surface, "a table for vampire games of intrigue", sub, th.PARCHMENT_DIM,
                   (w // 2, int(h * 0.13) + title_font.get_linesize() + th.theme.px(2)), "midtop", shadow=True)
        paint.rule(surface, int(h * 0.39), w // 2 - th.theme.px(200), w // 2 + th.theme.px(200))
        margin = th.theme.px(12)   # which build this is, in a corner: what a bug report should quote
        paint.text(surface, f"version {__version__}", th.theme.font("small"), th.PARCHMENT_DIM,
                   (w - margin, h - margin), "bottomright")


AI_TIMES = (0.5, 1.0, 2.0, 3.0, 5.0)


FULL_SCREEN = "full"  # the window size choice that means full screen


def size_label(choice: object) -> str:
    return "Full screen" if choice == FULL_SCREEN else f"{choice[0]} × {choice[1]}"  # type: ignore[index]


@register
class SettingsScene(MenuScene):
    """Volumes, window size and full screen, animation speed, AI thinking time, colour-blind palette."""

    name = "settings"
    heading = "Settings"

    def build(self) -> None:
        p = self.app.preferences
        speed_index = min(range(len(ANIMATION_SPEEDS)), key=lambda i: abs(ANIMATION_SPEEDS[i] - p.animation_speed))
        time_index = min(range(len(AI_TIMES)), key=lambda i: abs(AI_TIMES[i] - p.ai_think_time))
        self.name_input = TextInput(p.player_name, 18, placeholder="a gothic name is chosen for you",
                                    on_change=lambda t: self._set("player_name", t.strip()))
        self.fullscreen_toggle = Toggle("Full screen (F11)", self.app.fullscreen, self._fullscreen)
        self.size_cycle = Cycle("Window size", [FULL_SCREEN], 0, self._window_size, fmt=size_label,
                                tooltip="The window's size, kept for the next start; "
                                        "Full screen fills the screen (F11 switches).")
        self.palette_toggle = Toggle("Colour-blind palette", p.colourblind, lambda v: self._set("colourblind", v),
                                     tooltip="Okabe-Ito colours; every player also keeps a shape.")
        self.rows = [
            Slider("Master volume", p.master_volume, lambda v: self._set("master_volume", v)),
            Slider("Effects volume", p.effects_volume, lambda v: self._set("effects_volume", v)),
            self.fullscreen_toggle,
            self.size_cycle,
            Cycle("Animation speed", ANIMATION_SPEEDS, speed_index, lambda v: self._set("animation_speed", v),
                  fmt=lambda v: SPEED_LABELS.get(v, f"{v:g}x"),
                  tooltip="How fast tokens move and AI seats play; Instant skips animations."),
            Cycle("AI thinking time", AI_TIMES, time_index, lambda v: self._set("ai_think_time", v),
                  fmt=lambda v: f"up to {v:g} s a move",
                  tooltip="The longest the hard and expert seats may think about one decision."),
            self.palette_toggle,
        ]
        self.back_button = Button("Back", self.back, pygame.K_ESCAPE)
        self.group.add(self.name_input, *self.rows, self.back_button)
        self.sync()

    def sync(self) -> None:
        """The full screen box and the window size as the window really is (F11, a dragged edge)."""
        app = self.app
        self.fullscreen_toggle.value = app.fullscreen
        current = app.screen.get_size() if app.screen is not None and not app.fullscreen else app.windowed_size
        choices: list[object] = [*th.window_sizes(current), FULL_SCREEN]
        wanted = FULL_SCREEN if app.fullscreen else tuple(current)
        if choices != self.size_cycle.choices or self.size_cycle.value != wanted:
            self.size_cycle.choices = choices
            self.size_cycle.index = choices.index(wanted)

    def _set(self, key: str, value: object) -> None:
        setattr(self.app.preferences, key, value)
        self.app.apply_preferences()
        if key == "effects_volume":
            audio.play("click")

    def _fullscreen(self, on: bool) -> None:
        self.app.set_fullscreen(on)
        self.sync()

    def _window_size(self, choice: object) -> None:
        if choice == FULL_SCREEN:
            self.app.set_fullscreen(True)
        else:
            self.app.set_window_size(choice)  # type: ignore[arg-type]
        self.sync()

    def update(self, dt: float) -> None:
        self.sync()
        super().update(dt)

    def leave(self) -> None:
        self.app.preferences.save()

    def draw_content(self, surface: pygame.Surface) -> None:
        self.sync()
        r = self.name_input.rect
        paint.text(surface, "Your name", th.theme.font("body"), th.PARCHMENT,
                   (self.panel_rect.left + th.theme.px(48), r.centery), "midleft")

    def layout(self, size: tuple[int, int]) -> None:
        step = th.theme.px(54)
        self.panel_rect = self.centred_panel(size, th.theme.px(640), th.theme.px(196) + step * (len(self.rows) + 1))
        x = self.panel_rect.left + th.theme.px(48)
        w = self.panel_rect.width - th.theme.px(96)
        y = self.panel_rect.top + th.theme.px(96)
        self.name_input.rect = pygame.Rect(x + int(w * .42), y, w - int(w * .42), th.theme.px(40))
        y += step
        for row in self.rows:
            row.rect = pygame.Rect(x, y, w, th.theme.px(40))
            y += step
        self.back_button.rect = pygame.Rect(0, 0, th.theme.px(200), th.theme.px(44))
        self.back_button.rect.midbottom = (self.panel_rect.centerx, self.panel_rect.bottom - th.theme.px(22))


def rules_text(game_id: str) -> str:
    """Our own summary of a game's rules: ``rules.md`` beside its engine (``game/games/<id>/``, in
    every build), or a placeholder, reported as a missing asset."""
    path = _rules_file(game_id)
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        resources.report(f"missing rules text: {path}")
        return "The rules summary for this game is coming.\n\nUntil then, every legal move is offered " \
               "by the action picker at the table, with a short description of what it does."


def _rules_file(game_id: str) -> Path:
    info = next((g for g in available_games() if g.id == game_id), None)
    if info is not None:  # beside the module that defines the game's state
        return Path(inspect.getfile(info.factory)).resolve().parent / "rules.md"
    return Path(__file__).resolve().parents[1] / "games" / game_id / "rules.md"


def joined_lines(paragraph: str) -> str:
    """A paragraph's lines joined with spaces, but for the items of a list ("- ", "* ", "1. "), which keep
    their own lines."""
    out: list[str] = []
    for line in paragraph.splitlines():
        line = line.strip()
        if out and not re.match(r"([-*•]|\d+[.)])\s", line):
            out[-1] += " " + line
        else:
            out.append(line)
    return "\n".join(out)


@register
class RulesScene(MenuScene):
    """The rules of one game in our own words: scroll, search (the words may be in a heading and the
    paragraph under it; each match is shown under its heading), or open at a section, lit (a
    table's hint: F2)."""

    name = "rules"
    heading = "Rules"

    def __init__(self, game_id: str | None = None, section: str | None = None) -> None:
        super().__init__()
        self.game_id, self.section = game_id, section
        self.jump: int | None = None  # the row to scroll to once laid out
        self.matches = 0

    def build(self) -> None:
        self.games = available_games()
        ids = [g.id for g in self.games] or ["—"]
        start = ids.index(self.game_id) if self.game_id in ids else 0
        self.picker = Cycle("", ids, start, lambda _v: self._picked(),
                            fmt=lambda gid: next((g.title for g in self.games if g.id == gid), "No games"))
        self.filter = TextInput("", 40, placeholder="search: type a word or two", on_change=lambda _t: self._refresh())
        self.text = ScrollList(size="body")
        self.back_button = Button("Back", self.back, pygame.K_ESCAPE)
        self.group.add(self.text, self.picker, self.filter, self.back_button)
        self._refresh()

    def _picked(self) -> None:
        self.section = None
        self._refresh()

    def _refresh(self) -> None:
        gid = self.picker.value
        parts = sections(rules_text(gid)) if gid != "—" else []
        words = self.filter.text.lower().split()
        rows: list[Row] = []
        self.jump, self.matches, lit_heading = None, 0, None
        for part in parts:
            lit = bool(self.section) and part.title == self.section and not words
            title = part.title.lower()
            if words:
                if all(w in title for w in words):
                    shown = list(part.paragraphs)  # the heading itself matches: its whole section
                else:
                    shown = [p for p in part.paragraphs if all(w in f"{title} {p.lower()}" for w in words)]
                if not shown:
                    continue
                self.matches += len(shown) or 1
            else:
                shown = list(part.paragraphs)
            if part.title:
                if lit:
                    lit_heading = len(rows)
                rows.append(Row(part.title, value=part.title, colour=th.CRIMSON_LIGHT if lit else th.GOLD))
            for paragraph in shown:
                rows.append(Row(joined_lines(paragraph), value=part.title,
                                colour=th.PARCHMENT if lit or not self.section or words else th.PARCHMENT_DIM))
        if words and rows:
            found = sum(1 for r in rows if r.colour == th.GOLD)
            rows.insert(0, Row(f"“{' '.join(words)}”: {self.matches} passage{'s' if self.matches != 1 else ''} "
                               f"in {found} section{'s' if found != 1 else ''}, each under its heading.",
                               colour=th.PARCHMENT_DIM))
        if not rows:
            rows = [Row(f"Nothing matches “{' '.join(words)}”." if words else "No rules text.", colour=th.ASH)]
        self.text.set_rows(rows)
        self.text.offset = 0
        if lit_heading is not None:
            self.jump = lit_heading
            self.text.selected = lit_heading

    def lit_section(self) -> str | None:
        """The section opened at (shown lit), if any."""
        index = self.text.selected
        return self.text.rows[index].value if index is not None and index < len(self.text.rows) else None

    def draw_content(self, surface: pygame.Surface) -> None:
        if self.jump is not None and self.text.rect.width:
            self.text._relayout()
            top = next((y for index, y, _lines, _notes in self.text._layout if index == self.jump), 0)
            self.text.offset = min(top, self.text.max_offset())
            self.jump = None

    def layout(self, size: tuple[int, int]) -> None:
        self.panel_rect = self.centred_panel(size, th.theme.px(900), size[1] - th.theme.px(40))
        pad = th.theme.px(36)
        top = self.panel_rect.top + th.theme.px(84)
        half = (self.panel_rect.width - 3 * pad) // 2
        self.picker.rect = pygame.Rect(self.panel_rect.left + pad, top, half, th.theme.px(38))
        self.filter.rect = pygame.Rect(self.picker.rect.right + pad, top, half, th.theme.px(38))
        bottom = self.panel_rect.bottom - th.theme.px(78)
        self.text.rect = pygame.Rect(self.panel_rect.left + pad, top + th.theme.px(52),
                                     self.panel_rect.width - 2 * pad, bottom - top - th.theme.px(52))
        self.back_button.rect = pygame.Rect(0, 0, th.theme.px(200), th.theme.px(44))
        self.back_button.rect.midbottom = (self.panel_rect.centerx, self.panel_rect.bottom - th.theme.px(20))
        if self.text.selected is not None:
            self.jump = self.text.selected
