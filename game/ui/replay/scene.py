"""The replay scene: a game watched again move by move over its own table, read-only.

It is the game's own table (:class:`game.ui.table_base.TableScene` and the game's view), fed by a
:class:`game.core.replay.Replay` instead of a game in play: no seat may decide (``my_turn`` is
never true, so the table offers no move and nothing a click or key returns is played), no AI
thinks, nothing is saved.  The table draws through one pair of eyes (:func:`game.core.replay.eyes`):
a finished game from above (the whole true state) or from any seat; a game still going only from a
seat a human played, behind the hotseat curtain when several humans did (or, with none, as a
spectator).  The log and the dice history beside it are the events up to the move, as those eyes
read them.

Keys: Left / Right a move back / on, Home / End the start / the end, Page Up / Page Down the
previous / next turn, T the list of turns, Space play or pause, S the speed, V whose eyes, F2 the
rule of what is under the pointer (the table's hints, as at play), F1 the keys, Esc back.  The timeline under the table takes a click (or a drag) too.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pygame

from game.core import GameState
from game.core.replay import ABOVE, PUBLIC, Eye, Marker, Replay, ReplayError, eyes
from game.saves.replays import replay_of_save
from game.ui import paint
from game.ui import theme as th
from game.ui.kit.names import action_text, with_names
from game.ui.replay.bar import draw_banner, draw_bar
from game.ui.replay.keys import DEFAULT_SPEED, KEYS, SPEEDS
from game.ui.replay.turns import TurnsScene
from game.ui.session import GameSession, LogLine, find_game, is_ai_seat
from game.ui.table_base import TableScene
from game.ui.table_parts import SeatPanel, Toast, log_rows
from game.ui.tables import view_class
from game.ui.thinker import Thinker
from game.ui.widgets import Button
from game.ui.widgets_more import Dialog, Row, ScrollList

log = logging.getLogger(__name__)

def build_replay(source: Any) -> Replay:
    """The replay of `source`: a save's path, a GameSession (its seats' names), a full GameState or a
    Replay already built.  SaveError (a file) or ReplayError says why one cannot be built."""
    if isinstance(source, Replay):
        return source
    if isinstance(source, str | Path):
        return replay_of_save(Path(source), games=find_game)
    if isinstance(source, GameState):
        return Replay.from_state(source)
    state, setup = getattr(source, "state", None), getattr(source, "setup", None)
    if isinstance(state, GameState):
        return Replay.from_state(state, setup if isinstance(setup, dict) else {})
    raise ReplayError(f"nothing to replay in a {type(source).__name__}")


def open_replay(app: Any, source: Any, position: int | None = None) -> bool:
    """Push the replay of `source` (see :func:`build_replay`), at move `position` if given (else its
    start); a dialog says why if it cannot be."""
    try:
        replay = build_replay(source)
    except Exception as exc:  # noqa: BLE001 - a bad file or a game bug must never close the window
        log.warning("replay refused: %s", exc)
        app.push(Dialog("This game cannot be replayed", str(exc), danger=True))
        return False
    scene = ReplayScene(replay)
    app.push(scene)
    if position is not None:
        scene.go(position)
    return True


class ReplayScene(TableScene):
    """A game's table showing a replay (see the module docstring)."""

    name = "replay"

    def __init__(self, replay: Replay) -> None:
        assert replay.state is not None, "a replay stands at a move"
        assert replay.info is not None, "a replay the window shows is of a game it knows"
        session = GameSession(replay.info, replay.state, dict(replay.setup))
        # who played what (for names, kinds and "you"); no AI is made: nothing thinks here
        session.ai_seats = {i: None for i, seat in enumerate(session.seats) if is_ai_seat(seat)}
        super().__init__(session)
        self.replay = replay
        self.eyes: list[Eye] = eyes(replay.over, session.seats, replay.state.players)
        self.eye: Eye = self.eyes[0]
        self.playing = False
        self.speed = DEFAULT_SPEED
        self.due = 0.0            # seconds until the next move while playing
        self.scrubbing = False    # the timeline is being dragged
        self.bar = pygame.Rect(0, 0, 0, 0)        # the row of buttons under the table
        self.timeline = pygame.Rect(0, 0, 0, 0)   # in the banner
        self.move_text = pygame.Rect(0, 0, 0, 0)  # where the game stands, beside the buttons

    # -- lifecycle --------------------------------------------------------------------------
    @property
    def curtained(self) -> bool:
        """A game still going that more than one human played: each seat's eyes behind the curtain."""
        return not self.replay.over and len(self.eyes) > 1

    def enter(self) -> None:
        self.thinker = Thinker()
        self.drag.speed = self.app.preferences.speed
        self.seat_panels = [SeatPanel(self.session, s) for s in range(self.session.state.players)]
        self.log_list = ScrollList(size="small", follow=True)
        self.picker = ScrollList(size="small", follow=True)   # the dice history, where the moves list was
        self.toast = Toast()
        self.menu_button = Button("Back", self.leave_replay, pygame.K_ESCAPE, tooltip="Leave the replay")
        self.help_button = Button("Keys", self.show_help, pygame.K_F1, tooltip="The replay's keys (F1 or ?)")
        self.undo_button = Button("Turns", self.show_turns, pygame.K_t, tooltip="Jump to a turn (T)")
        self.controls = [
            Button("Start", lambda: self.go(0), pygame.K_HOME, tooltip="The start of the game (Home)"),
            Button("Back", lambda: self.go(self.replay.position - 1), pygame.K_LEFT,
                   tooltip="A move back (Left)"),
            Button("Play", self.toggle_play, pygame.K_SPACE, primary=True, tooltip="Play or pause (Space)"),
            Button("Next", lambda: self.go(self.replay.position + 1, animate=True), pygame.K_RIGHT,
                   tooltip="A move on (Right)"),
            Button("End", lambda: self.go(self.replay.length), pygame.K_END, tooltip="The last move (End)"),
            Button("Speed", self.next_speed, pygame.K_s, tooltip="Moves a second when playing (S)"),
            Button("Eyes", self.next_eye, pygame.K_v,
                   tooltip="Whose eyes: from above (a finished game) or a seat (V)"),
        ]
        self.play_button, self.speed_button, self.eye_button = self.controls[2], self.controls[5], self.controls[6]
        for button in self.controls:
            button.sound = ""
            button.font_size = "small"
        self.group.add(*self.seat_panels, self.log_list, self.picker, self.undo_button, self.help_button,
                       self.menu_button, *self.controls)
        self.view = view_class(self.session.info.id)(self)
        self.look_through(self.eye)
        self.refresh()

    def leave_replay(self) -> None:
        """Esc: close the replay (and a curtain or list above it)."""
        stack = self.stack
        if stack is None:
            return
        while stack.top is not None and stack.top is not self:
            stack.pop()
        self.close()

    # -- the table is read-only -------------------------------------------------------------
    def my_turn(self) -> bool:
        return False

    def legal_actions(self) -> list:
        return []

    def submit(self, action: Any, confirmed: bool = False) -> bool:
        return False

    def quick_save(self) -> None:
        pass

    def undo(self) -> None:
        pass

    def pause_menu(self) -> None:
        self.leave_replay()

    def show_help(self) -> None:
        self.app.push("KeysScene", heading="Replay keys", keys=KEYS, key_column=260)

    # -- whose eyes --------------------------------------------------------------------------
    def eye_name(self, eye: Eye | None = None) -> str:
        eye = self.eye if eye is None else eye
        if eye == ABOVE:
            return "from above"
        if eye == PUBLIC:
            return "as a spectator"
        return f"by {self.session.name(int(eye))}"

    def look_through(self, eye: Eye) -> None:
        """Put `eye` on the table; a seat of a game still going that several humans played waits behind
        the curtain (nothing private is drawn meanwhile)."""
        if eye not in self.eyes:
            return
        self.eye = eye
        self.eye_button.text = {ABOVE: "Above", PUBLIC: "Public"}.get(str(eye), "") or \
            paint.fit(self.session.name(int(eye)), th.theme.font("small"), th.theme.px(120))
        self._view_key = None
        if self.curtained and isinstance(eye, int):
            self.playing = False
            self.curtain_for = eye
            self.viewer = None
            self.app.push("CurtainScene", player=self.session.name(eye), on_reveal=lambda: self._reveal(eye))
        else:
            self.curtain_for = None
            self.viewer = eye if isinstance(eye, int) else None

    def next_eye(self) -> None:
        if len(self.eyes) < 2:
            self.toast.show("A game still going is seen only from the seats humans played"
                            if not self.replay.over else "")
            return
        self.look_through(self.eyes[(self.eyes.index(self.eye) + 1) % len(self.eyes)])
        self.toast.show("Seen " + self.eye_name())

    def shown(self) -> GameState:
        """What the table draws: the whole true state from above; else the eyes' view (the public one while a
        curtain is up)."""
        state = self.replay.state
        assert state is not None
        if self.curtain_for is not None:
            return state.view(None)
        if self.eye == ABOVE:
            return state
        return state.view(self.viewer)

    # -- moving --------------------------------------------------------------------------------
    def go(self, position: int, animate: bool = False) -> None:
        """Stand after `position` moves; one move on is played out on the table when `animate` (any other
        change lands at once)."""
        before = self.replay.position
        self.replay.seek(position)
        after = self.replay.position
        if after != before:
            self.changes += 1
            self.view.skip_animations()  # what was still moving lands first
            self.drag.settle()
            if animate and after == before + 1:
                self.view.events(self.replay.moves[before].events)
        if after >= self.replay.length:
            self.playing = False
        self.refresh()

    def toggle_play(self) -> None:
        if not self.playing and self.replay.position >= self.replay.length:
            self.go(0)
        self.playing = not self.playing
        self.due = 0.0

    def next_speed(self) -> None:
        self.speed = (self.speed + 1) % len(SPEEDS)
        self.toast.show(f"{SPEEDS[self.speed]:g} moves a second")

    def jump(self, marker: Marker) -> None:
        self.go(marker.move)
        self.toast.show(with_names(marker.label, self.seat_names()))

    def next_marker(self, forward: bool) -> None:
        here = self.replay.position
        markers = self.replay.markers()
        if forward:
            target = next((m for m in markers if m.move > here), None)
        else:
            target = next((m for m in reversed(markers) if m.move < here), None)
        if target is not None:
            self.jump(target)

    def show_turns(self) -> None:
        self.playing = False
        self.app.push(TurnsScene(self))

    # -- what the eyes see ---------------------------------------------------------------------
    def refresh(self) -> None:
        replay, state = self.replay, self.replay.state
        assert state is not None
        self.session.state = state
        key = (replay.position, self.eye, self.curtain_for, self.viewer)
        if key == self._view_key:
            return
        self._view_key = key
        self.view_state = self.shown()
        everything = self.eye == ABOVE and self.curtain_for is None
        seen = replay.log(self.viewer, everything) if self.curtain_for is None else []
        self.session.log = [LogLine(event, number) for number, event in seen]
        self.mark_seat_panels(state, True)
        self.log_list.set_rows(log_rows(self.session, self.viewer))
        self.picker.set_rows(self.dice_rows(seen))
        self.play_button.text = "Pause" if self.playing else "Play"
        self.speed_button.text = f"×{SPEEDS[self.speed]:g}"
        self.view.refresh(self.view_state, self.viewer)

    def dice_rows(self, seen: list[tuple[int, Any]]) -> list[Row]:
        """The dice history: each roll up to this move, with the move it came with."""
        if not self.replay.has_dice:
            return [Row("No dice were rolled in this game.", enabled=False, colour=th.ASH)]
        names = self.seat_names()
        rows = []
        for number, event in seen:
            if event.kind in ("dice", "roll", "reroll"):
                marker = None
                if event.seat is not None and 0 <= event.seat < len(names):
                    style = th.theme.seat(self.session.colour_index(event.seat))
                    marker = (style.shape, style.colour)
                rows.append(Row(f"{number + 1}. {with_names(event.text, names)}", marker=marker))
        return rows or [Row("No dice rolled yet.", enabled=False, colour=th.ASH)]

    def last_move_text(self) -> str:
        """The move just played, as the eyes saw it (a hidden choice stays hidden)."""
        view = self.view_state
        if view is None or not view.history or self.curtain_for is not None:
            return "Before the first move"
        position = len(view.history)
        mover = view.movers[-1] if view.movers else None
        who = self.session.name(mover) if mover is not None and mover >= 0 else "The game"
        return f"Move {position}: {who} — {action_text(view.history[-1], self.seat_names())}"

    # -- the frame ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.toast.update(dt)
        self.group.update(dt)
        self.drag.update(dt)
        self.view.update(dt)
        if self.playing and self.curtain_for is None:
            self.due -= dt
            if self.due <= 0:
                self.due = 1.0 / SPEEDS[self.speed]
                self.go(self.replay.position + 1, animate=True)
        self.refresh()

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        self.ensure_layout()
        if self.overlay.handle(event):
            return None
        if event.type == pygame.KEYDOWN and self._replay_key(event):
            return None
        if self._timeline_event(event):
            return None
        if self.group.handle(event):
            return None
        self.view.handle(event)  # hover and tooltips only: nothing it returns is played
        return None

    def _replay_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_PAGEDOWN:
            self.next_marker(True)
        elif event.key == pygame.K_PAGEUP:
            self.next_marker(False)
        elif getattr(event, "unicode", "") == "?":
            self.show_help()
        elif event.key == pygame.K_F2:
            self.playing = False
            self.hints.open_rules(self.app)
        else:
            return False
        return True

    def _timeline_event(self, event: pygame.event.Event) -> bool:
        pos = getattr(event, "pos", None)
        if pos is None:
            return False   # not the pointer's
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.timeline.collidepoint(pos):
            self.scrubbing = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.scrubbing:
            self.scrubbing = False
        elif not (event.type == pygame.MOUSEMOTION and self.scrubbing):
            return False
        self.go(self.position_at(pos[0]))
        return True

    def position_at(self, x: int) -> int:
        """The move under `x` on the timeline."""
        t = self.timeline
        share = (x - t.left) / max(1, t.width)
        return round(max(0.0, min(1.0, share)) * self.replay.length)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        pad = th.theme.px(10)
        # one row of buttons under the table, as low as its two tiny lines allow: the table keeps the rest
        bar_h = max(th.theme.px(46), 2 * th.theme.font("tiny").get_linesize() + th.theme.px(14))
        super().layout((w, h - bar_h))
        self.laid_out_for = size
        self.bar = pygame.Rect(pad, h - bar_h, w - 2 * pad, bar_h - pad)
        b = self.bar
        bh = b.height - th.theme.px(8)
        face, hint = th.theme.font("small"), th.theme.font("tiny")
        x = b.left + th.theme.px(6)
        for button in self.controls:  # each as wide as its longest label and its key
            label = max((button.text, "Pause", "×0.5") if button is self.play_button or button is self.speed_button
                        else (button.text,), key=lambda t: face.size(t)[0])
            width = max(th.theme.px(88), face.size(label)[0] + hint.size(button.hint())[0] + th.theme.px(30))
            if button is self.eye_button:
                width = max(width, th.theme.px(140))
            button.rect = pygame.Rect(x, b.centery - bh // 2, width, bh)
            x += width + th.theme.px(6)
        self.move_text = pygame.Rect(x + th.theme.px(6), b.top, b.right - th.theme.px(8) - x - th.theme.px(6),
                                     b.height)
        # the timeline in the banner, between the game's title and the buttons, under a line of text
        title_w = th.theme.font("large", "title").size(self.session.info.title)[0]
        left = self.banner.left + th.theme.px(16) + title_w + th.theme.px(24)
        right = self.undo_button.rect.left - th.theme.px(16)
        self.timeline = pygame.Rect(left, self.banner.bottom - th.theme.px(17), max(0, right - left),
                                    th.theme.px(10))
        if not self.replay.has_dice:  # no dice in this game: a line says so, the log takes the rest
            line = th.theme.font("small").get_linesize() + th.theme.px(12)
            gap = self.log_list.rect.top - self.picker.rect.bottom
            self.picker.rect.height = line
            self.log_list.rect.height += self.log_list.rect.top - (self.picker.rect.bottom + gap)
            self.log_list.rect.top = self.picker.rect.bottom + gap

    def draw(self, surface: pygame.Surface) -> None:
        if self.laid_out_for != surface.get_size():
            self.layout(surface.get_size())
        paint.backdrop(surface, paint.TABLE)
        self.overlay.begin(surface)
        try:
            if self.view_state is not None:
                self.view.draw(surface, self.view_state, self.centre)
        finally:
            self.overlay.finish_registering()
        draw_banner(surface, self)
        small = th.theme.font("small", "italic")
        paint.text(surface, "Dice", small, th.GOLD, (self.picker.rect.left + 4, self.picker.rect.top - 4),
                   "bottomleft")
        paint.text(surface, "Game log", small, th.GOLD, (self.log_list.rect.left + 4, self.log_list.rect.top - 4),
                   "bottomleft")
        draw_bar(surface, self)
        self.group.draw(surface)
        self.drag.draw(surface)
        self.toast.draw(surface, (self.centre.centerx, self.banner.bottom + th.theme.px(40)))
        self.overlay.widget_tip(self.group.tooltip_text())
        self.hints.annotate(self.overlay, self)  # the rule behind the tip under the pointer, as at play
        self.overlay.rivals.serve(self.view, self.decision, lambda: (self.eye, self.viewer, self.curtain_for),  # a rival's panel
                                  self.my_turn, self.drag.dragging is not None)  # (pinned: kit.rivals)
        self.overlay.finish(surface)
        self.drawn = self.decision()
