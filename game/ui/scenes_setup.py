"""New game: pick the game, the seats (human or AI with a level, names, colours), options and seed."""

from __future__ import annotations

import logging
import secrets
from functools import partial
from typing import Any

import pygame

from game.ai.seat import LEVEL_SECONDS, LEVELS
from game.core import GameInfo
from game.core.info import OptionSpec
from game.saves.codes import MAX_CODE_TEXT, MAX_SEED, CodeError, decode, encode, same_code
from game.saves.deck_file import playable_decks
from game.saves.names import MAX_SEAT_NAME, name_problem, shown_name
from game.saves.records import Records, load_records
from game.ui import paint
from game.ui import theme as th
from game.ui.menu_base import MenuScene
from game.ui.scenes import call, register
from game.ui.session import DEFAULT_NAMES, GameSession, available_games
from game.ui.table_base import TableScene
from game.ui.widgets import Button, Cycle, Label, TextInput, Toggle, Widget
from game.ui.widgets_more import Dialog

log = logging.getLogger(__name__)

MAX_SEATS = 5


LEVEL_NOTES = {
    "random": "plays any legal move, at random",
    "easy": "slips now and then",
    "normal": "looks one move ahead",
}


def level_tooltip() -> str:
    """One line per AI level, every level of ``game.ai.seat.LEVELS`` in its order."""
    lines = []
    for level in LEVELS:
        note = LEVEL_NOTES.get(level)
        if note is None and level in LEVEL_SECONDS:
            note = f"searches up to {LEVEL_SECONDS[level]:g} s a move"
        lines.append(f"{level.capitalize()}: {note or 'an AI level'}.")
    searching = [level.capitalize() for level in LEVELS if level in LEVEL_SECONDS]
    if searching:
        lines.append(f"The AI thinking time in Settings can cap {' and '.join(searching)}.")
    return "\n".join(lines)


class SeatRow:
    """The widgets of one seat: name, human/AI, AI level, colour."""

    def __init__(self, index: int) -> None:
        self.index = index
        self.name = TextInput(DEFAULT_NAMES[index], 18)
        self.kind = Cycle("", ("human", "ai"), 0 if index == 0 else 1, lambda _v: self.sync(),
                          fmt=lambda v: "Human" if v == "human" else "AI")
        self.level = Cycle("", LEVELS, LEVELS.index("normal"), fmt=str.capitalize, tooltip=level_tooltip())
        self.colour = Cycle("", th.COLOUR_NAMES, index, fmt=lambda v: self._colour_label(v))
        self.y = 0   # where the row was last laid out (its colour marker is drawn there)
        self.sync()

    def _colour_label(self, name: str) -> str:
        index = th.COLOUR_NAMES.index(name)
        return th.theme.seat(index).name.capitalize()

    def sync(self) -> None:
        self.level.visible = self.kind.value == "ai"

    def widgets(self) -> list[Widget]:
        return [self.name, self.kind, self.level, self.colour]

    def seat(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name.text.strip() or DEFAULT_NAMES[self.index],
                               "kind": self.kind.value, "colour": self.colour.value}
        if self.kind.value == "ai":
            out["level"] = self.level.value
        return out


def choice_text(value: Any, spec: OptionSpec | None = None) -> str:
    """An option's choice as shown: a saved file's value (a player's own deck) by its name, a choice
    the option names by its name (OptionSpec.names)."""
    if isinstance(value, dict):
        return f"{value.get('name', '?')} (yours)"
    return spec.shown(value) if spec is not None else str(value)


def fresh_seed() -> int:
    """A seed nobody can guess (not the clock: a player who knows roughly when a game began
    could otherwise try every millisecond until the opening matched, and know every hand)."""
    return secrets.randbelow(1_000_000_000_000)


@register
class NewGameScene(MenuScene):
    """Choose a game and its seats, then Start."""

    name = "new game"
    heading = "New game"
    takes_codes = True     # a box for a setup code (one game's deal)

    def build(self) -> None:
        self.games: list[GameInfo] = available_games()
        last = [g.id for g in self.games].index(self.app.preferences.last_game) \
            if self.app.preferences.last_game in [g.id for g in self.games] else 0   # the game chosen last time
        self.game_picker = Cycle("Game", list(range(len(self.games))) or [-1], last, lambda _v: self._game_changed(),
                                 fmt=lambda i: self.games[i].title if i >= 0 else "No games installed")
        self.players = Cycle("Players", [2], 0, lambda _v: self._relayout())
        self.seed = TextInput("", len(str(MAX_SEED)), allowed="0123456789", placeholder="random")
        self.code_input = TextInput("", MAX_CODE_TEXT, placeholder="e.g. M506-D121-AH", on_change=self._code_typed,
                                    on_enter=self.use_code)
        self.code_button = Button("Use code", self.use_code, pygame.K_u,
                                  tooltip="Set up the deal a setup code holds (shown on the results screen), "
                                          "or say what is wrong with it (U).")
        self.code_status = Label("", "small", "italic", th.PARCHMENT_DIM)
        self.records, self.records_message = self._load_records()
        self.applied_code: Any = None
        self.extra_options: dict[str, Any] = {}
        self.seed_label = Label("Seed", "body")
        self.blurb = Label("", "small", "italic", th.PARCHMENT_DIM, wrap=True)
        self.seat_rows = [SeatRow(i) for i in range(MAX_SEATS)]
        self.seat_rows[0].name.text = self.app.preferences.name_for_seat_one(DEFAULT_NAMES[0])
        self.option_widgets: list[tuple[str, Widget]] = []
        self.start_button = Button("Start", self.start, pygame.K_RETURN, primary=True)
        self.back_button = Button("Back", self.back, pygame.K_ESCAPE)
        self.decks_button = Button("Decks", lambda: self.app.push("DeckBuilderScene"), pygame.K_d,
                                   tooltip="Build and keep decks of your own; legal ones are offered per seat here (D).")
        self._game_changed()
        if self.records_message:
            self.code_status.text, self.code_status.colour = self.records_message, th.CRIMSON_LIGHT

    @property
    def info(self) -> GameInfo | None:
        index = self.game_picker.value
        return self.games[index] if self.games and index is not None and index >= 0 else None

    def _game_changed(self) -> None:
        """Another game chosen: its seats and options.  Its guided game is offered at Start, not here
        (a player stepping through the list would meet a question for every game passed)."""
        info = self.info
        if info is None:
            self.players.choices, self.players.index = [2], 0
            self.option_widgets = []
            self.blurb.text = "No game could be loaded; see the log for the reason."
            self.start_button.enabled = False
        else:
            current = self.players.value if self.players.choices != [2] or self.laid_out_for else 3
            self.players.choices = list(range(info.min_players, min(MAX_SEATS, info.max_players) + 1))
            wanted = min(max(current, info.min_players), self.players.choices[-1])
            self.players.index = self.players.choices.index(wanted)
            self.blurb.text = info.blurb
            self.option_widgets = []
            saved = self._saved_files(info)
            for spec in info.options:
                if spec.choices:
                    widget: Widget = Cycle(spec.label, [*spec.offered(), *saved.get(spec.key, [])],
                                           list(spec.choices).index(spec.default)
                                           if spec.default in spec.choices else 0, tooltip=spec.help,
                                           fmt=partial(choice_text, spec=spec))
                else:
                    widget = Toggle(spec.label, bool(spec.default), tooltip=spec.help)
                self.option_widgets.append((spec.key, widget))
            self.start_button.enabled = True
        self.group.widgets = [self.game_picker, self.players, self.seed_label, self.seed, self.blurb]
        for row in self.seat_rows:
            self.group.add(*row.widgets())
        self.group.add(*(w for _, w in self.option_widgets))
        self.decks_button.visible = info is not None and any(spec.files for spec in info.options)
        self.group.add(self.decks_button)
        if self.takes_codes:
            self.group.add(self.code_input, self.code_button)
        self.group.add(self.code_status, self.start_button, self.back_button)
        self._relayout()

    @staticmethod
    def _saved_files(info: GameInfo) -> dict[str, list[Any]]:
        """The saved decks each option offers beside its own choices (none if the folder cannot be read)."""
        try:
            return playable_decks(info)
        except Exception:  # a deck folder that cannot be read offers no decks
            log.exception("the saved decks could not be listed")
            return {}

    def resume(self) -> None:
        """Back from the deck builder: each option offers the decks saved now, its choice kept if it still can."""
        info = self.info
        saved = self._saved_files(info) if info is not None else {}
        for spec in info.options if info is not None else ():
            widget = dict(self.option_widgets).get(spec.key)
            if spec.files and isinstance(widget, Cycle):
                value = widget.value
                widget.choices = [*spec.offered(), *saved.get(spec.key, [])]
                widget.index = widget.choices.index(value) if value in widget.choices else 0

    def _offer_first(self, info: GameInfo) -> bool:
        """Start on a game whose guided game was never offered: offer it, "Not now" starting this game."""
        try:
            return bool(call("offer_tutorial", self.app, info, then=self.start))
        except Exception:  # an offer is never worth an error
            log.exception("the guided game could not be offered")
            return False

    # -- the record ---------------------------------------------------------------------
    @staticmethod
    def _load_records() -> tuple[Records, str | None]:
        try:
            return load_records()
        except Exception as exc:  # noqa: BLE001 - the record promises not to raise; be sure anyway
            log.warning("the record could not be read: %s", exc)
            return Records(writable=False), f"Your record could not be read: {exc}"

    def record_lines(self) -> list[str]:
        """The chosen game's record, one entry per AI level (and hotseat)."""
        info = self.info
        if info is None:
            return []
        rows = self.records.of_game(info.id)
        if not rows:
            return ["No game of it finished yet."]
        return [f"{'Hotseat' if level == 'hotseat' else level.capitalize()}: {tally.text()}"
                for level, tally in rows]

    # -- setup codes ----------------------------------------------------------------------
    def _code_typed(self, text: str) -> None:
        """Set up the deal as soon as the letters typed make a good code; say nothing until then."""
        self.code_status.text, self.code_status.colour = "", th.PARCHMENT_DIM
        if not text.strip():
            return
        try:
            code = decode(text)
        except CodeError:
            return
        self.apply_code(code)

    def use_code(self) -> bool:
        """The Use code button: set up the code's deal, or say what is wrong with it."""
        try:
            code = decode(self.code_input.text)
        except CodeError as exc:
            self.code_status.text, self.code_status.colour = str(exc), th.CRIMSON_LIGHT
            return False
        return self.apply_code(code)

    def apply_code(self, code: Any) -> bool:
        """Every widget set as the code says: game, seats (human or AI and level), options, seed."""
        ids = [g.id for g in self.games]
        if code.game not in ids:
            self.code_status.text = "This code is for a game this build cannot start."
            self.code_status.colour = th.CRIMSON_LIGHT
            return False
        self.game_picker.index = ids.index(code.game)
        self._game_changed()
        title = self.info.title if self.info is not None else code.game
        if code.players not in self.players.choices:
            self.code_status.text = f"{title} with {code.players} seats cannot be set up here."
            self.code_status.colour = th.CRIMSON_LIGHT
            return False
        self.players.index = self.players.choices.index(code.players)
        for key, widget in self.option_widgets:
            if key not in code.options:
                continue
            if isinstance(widget, Cycle):
                widget.index = list(widget.choices).index(code.options[key])
            elif isinstance(widget, Toggle):
                widget.value = bool(code.options[key])
        self.extra_options = {k: v for k, v in code.options.items() if k not in dict(self.option_widgets)}
        for row, level in zip(self.seat_rows, code.levels, strict=False):
            row.kind.index = 0 if level is None else 1
            if level is not None and level in LEVELS:
                row.level.index = LEVELS.index(level)
            row.sync()
        self.seed.text = str(code.seed)
        self.applied_code = code
        seats = ", ".join("human" if lv is None else f"{lv} AI" for lv in code.levels)
        self.code_status.text, self.code_status.colour = f"Code read: {title}, {seats}.", th.GOLD
        self._relayout()
        return True

    def _relayout(self) -> None:
        self.laid_out_for = None

    def setup(self) -> dict[str, Any]:
        """The setup dict in the save layer's format."""
        players = int(self.players.value)
        applied, info = getattr(self, "applied_code", None), self.info
        same_game = applied is not None and info is not None and applied.game == info.id
        options = dict(self.extra_options) if same_game else {}  # an old rules edition the code names
        for key, widget in self.option_widgets:
            options[key] = widget.value  # type: ignore[attr-defined]
        seed = int(self.seed.text) if self.seed.text else fresh_seed()
        setup = {"players": players, "seed": seed, "options": options,
                 "seats": [row.seat() for row in self.seat_rows[:players]]}
        code = self.code_of(setup)
        if code is not None:
            setup["code"] = code
        return setup

    def code_of(self, setup: dict[str, Any]) -> str | None:
        """The setup's code when it is still the deal of the code typed (nothing changed since): a
        game started from a code shows its code in the pause menu; any other keeps its seed hidden."""
        info = self.info
        if self.applied_code is None or info is None:
            return None
        try:
            code = encode(info.id, setup)
        except CodeError:
            return None
        return code if same_code(code, self.code_input.text) else None

    def start(self) -> None:
        info = self.info
        if info is None:
            return
        if self.app.preferences.persistent and self._offer_first(info):
            return  # this game's guided game was never offered: offered now, "Not now" starting this game
        setup = self.setup()
        if setup["seed"] > MAX_SEED:
            self.app.push(Dialog("Seed", f"A seed is a whole number from 0 to {MAX_SEED}.", danger=True))
            return
        for index, seat in enumerate(setup["seats"]):
            problem = name_problem(seat["name"], MAX_SEAT_NAME)
            if problem:
                self.app.push(Dialog("Names", f"Seat {index + 1}'s name “{shown_name(seat['name'])}” {problem}.",
                                     danger=True))
                return
        colours = [seat["colour"] for seat in setup["seats"]]
        if len(set(colours)) != len(colours):
            self.app.push(Dialog("Colours", "Two seats share a colour; give every seat its own.", danger=True))
            return
        try:
            session = GameSession.start(info, setup)
        except Exception as exc:
            log.exception("could not start %s", info.id)
            self.app.push(Dialog("The game could not start", f"{type(exc).__name__}: {exc}", danger=True))
            return
        self.app.preferences.last_game = info.id   # New game opens on it next time
        self.app.preferences.save()
        self.app.session = session
        self.app.stack.clear_to(TableScene(session))

    def layout(self, size: tuple[int, int]) -> None:
        self.panel_rect = self.centred_panel(size, th.theme.px(1180), th.theme.px(660))
        p, pad = self.panel_rect, th.theme.px(36)
        row_h, gap = th.theme.px(38), th.theme.px(12)
        left_w = int(p.width * 0.36)
        x, y = p.left + pad, p.top + th.theme.px(92)
        self.game_picker.rect = pygame.Rect(x, y, left_w, row_h)
        y += row_h + gap
        self.blurb.rect = pygame.Rect(x, y, left_w, th.theme.px(90))
        y += th.theme.px(96)
        self.players.rect = pygame.Rect(x, y, left_w, row_h)
        y += row_h + gap
        self.seed_label.rect = pygame.Rect(x, y + th.theme.px(8), left_w, row_h)
        self.seed.rect = pygame.Rect(x + int(left_w * .42), y, left_w - int(left_w * .42), row_h)
        y += row_h + gap * 2
        players = int(self.players.value)
        seats = {spec.key: spec.seat for spec in self.info.options} if self.info is not None else {}
        for key, widget in self.option_widgets:
            widget.visible = seats.get(key, 0) <= players  # a seat's option only when it is at the table
            if widget.visible:
                widget.rect = pygame.Rect(x, y, left_w, row_h)
                y += row_h + gap
        # the seats, one row each
        sx = x + left_w + pad
        sw = p.right - pad - sx
        y = p.top + th.theme.px(92) + th.theme.px(30)
        self.seat_top = y - th.theme.px(30)
        cols = (0.05, 0.31, 0.19, 0.22, 0.23)
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
        self.hotseat_note = pygame.Rect(sx, y + gap, sw, row_h)
        y = self.hotseat_note.bottom + gap
        label_w = th.theme.px(150)
        button_w = th.theme.px(150)
        self.code_label = pygame.Rect(sx, y, label_w, row_h)
        self.code_input.rect = pygame.Rect(sx + label_w, y, sw - label_w - button_w - gap, row_h)
        self.code_button.rect = pygame.Rect(self.code_input.rect.right + gap, y, button_w, row_h)
        y += row_h + th.theme.px(4)
        self.code_status.rect = pygame.Rect(sx, y, sw, th.theme.px(24))
        self.record_rect = pygame.Rect(sx, y + th.theme.px(30), sw, 0)
        bw, bh = th.theme.px(200), th.theme.px(46)
        self.start_button.rect = pygame.Rect(p.right - pad - bw, p.bottom - pad - bh, bw, bh)
        self.back_button.rect = pygame.Rect(self.start_button.rect.left - bw - gap, p.bottom - pad - bh, bw, bh)
        self.decks_button.rect = pygame.Rect(self.back_button.rect.left - bw - gap, p.bottom - pad - bh, bw, bh)

    def draw_content(self, surface: pygame.Surface) -> None:
        font = th.theme.font("small", "italic")
        for (cx, _cw), title in zip(self.seat_columns[1:], ("Name", "Seat", "AI level", "Colour"), strict=True):
            paint.text(surface, title, font, th.GOLD_DIM, (cx, self.seat_top))
        note = ("Several humans play hotseat: a curtain hides each player's secrets "
                "while the laptop changes hands.")
        small = th.theme.font("small", "italic")
        for i, line in enumerate(paint.wrap(note, small, self.hotseat_note.width)):
            paint.text(surface, line, small, th.PARCHMENT_DIM,
                       (self.hotseat_note.left, self.hotseat_note.top + i * small.get_linesize()))
        body = th.theme.font("body")
        if self.takes_codes:
            paint.text(surface, "Enter a code", body, th.PARCHMENT, (self.code_label.left, self.code_label.centery),
                       "midleft")
        self.draw_record(surface)
        marker_x = self.seat_columns[0][0] + self.seat_columns[0][1] // 2
        for row in self.seat_rows[: int(self.players.value)]:
            style = th.theme.seat(th.COLOUR_NAMES.index(row.colour.value))
            th.draw_shape(surface, style.shape, style.colour, (marker_x, row.y + th.theme.px(19)),
                          th.theme.px(12))

    def draw_record(self, surface: pygame.Surface) -> None:
        """The chosen game's record, per AI level, in two columns above the buttons."""
        info = self.info
        if info is None:
            return
        r = self.record_rect
        heading, small = th.theme.font("small", "bold"), th.theme.font("small")
        paint.text(surface, f"Your record at {info.title}", heading, th.GOLD_DIM, (r.left, r.top))
        line, top = small.get_linesize(), r.top + heading.get_linesize()
        bottom = self.start_button.rect.top - th.theme.px(6)
        lines = self.record_lines()
        per_column = max(1, (bottom - top) // line)
        width = r.width // 2 if len(lines) > per_column else r.width
        for index, text in enumerate(lines[: per_column * 2]):
            column, row = divmod(index, per_column)
            paint.text(surface, paint.fit(text, small, width - th.theme.px(10)), small, th.PARCHMENT,
                       (r.left + column * width, top + line * row))
