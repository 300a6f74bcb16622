"""The table scene that runs a game: AI pacing, the curtain, autosave, and the shared parts.

The true state lives in a :class:`GameSession`.  A human seat changes it only with an action from
``legal_actions()`` (through the game's table view or the generic action picker); AI seats think on a
worker thread and their moves are shown at the pace set by the animation speed.  A per-game
:class:`TableView` draws the middle of the table (see ``game.ui.tables``).  Ctrl+Z takes back a human's
own moves (the rule is in ``game.ui.undo``), Ctrl+S saves, Space skips animations, F1 or ? lists the
keys, Esc pauses.  At the end, :meth:`TableScene.game_over` shows the results.  Input is bound to the
decision it was meant for (:mod:`game.ui.table_input`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Hashable
from typing import Any

import pygame

from game.core import Action, Event, GameState
from game.ui import paint
from game.ui import theme as th
from game.ui.audio import audio
from game.ui.kit.base import TableView
from game.ui.kit.drag import DragController
from game.ui.kit.hints import hints_for
from game.ui.kit.names import action_text
from game.ui.kit.overlay import Overlay
from game.ui.pacing import Pacer
from game.ui.scenes import Scene, call, known
from game.ui.session import GameSession
from game.ui.table_input import DecisionInput
from game.ui.table_parts import SeatPanel, Toast, draw_banner, draw_column_titles, log_rows
from game.ui.tables import view_class
from game.ui.thinker import Thinker, make_thinker
from game.ui.widgets import Button, WidgetGroup
from game.ui.widgets_more import Dialog, Row, ScrollList

log = logging.getLogger(__name__)

RESTING_FPS = 24  # a table with nothing moving but its slow pulses, untouched for a moment


class TableScene(DecisionInput, Scene):
    """Plays one game: seat panels, banner, log, action picker, and the game's view."""

    name = "table"

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session
        self.thinker: Any = Thinker()  # replaced by a helper-process thinker when AI seats play
        self.drag = DragController()
        self.drag.on_refuse = lambda reason: setattr(self, "message", reason)  # a refused pick says why
        self.overlay = Overlay()   # tooltips, zoomed cards and pop-up pickers, drawn above everything
        self.group = WidgetGroup()
        self.viewer: int | None = None   # whose eyes the screen shows (hotseat: the last human to act)
        self.view_state: GameState | None = None
        self._view_key: tuple | None = None
        self.pacer = Pacer()   # when the AI seats' moves are shown
        self.clock = 0.0
        self.message = ""
        self.laid_out_for: tuple[int, int] | None = None
        self.results_shown = False
        self.curtain_for: int | None = None
        self.moves_played = 0  # actions applied through this scene, AI moves included
        self.human_moves = 0   # actions a human played through the view or the picker
        self.changes = 0       # every change of the state made here (a move, an undo): part of the decision id
        self.coach: Any = None  # a guided game's coach (game.ui.coach), else None
        self.hints = hints_for(session.info.id)  # the rule behind the tip under the pointer; F2 opens it

    # -- lifecycle --------------------------------------------------------------
    def enter(self) -> None:
        self.app.session = self.session
        self.session.make_ai_seats(self.app.preferences.ai_think_time)
        if self.session.ai_seats and not self.session.state.is_over:
            self.thinker = make_thinker(self.app.use_ai_process)
            self.thinker.warm(self.session.info.id)   # the helper starts now, not at the first AI turn
        self.pacer.beat_until = self.clock + self.app.preferences.ai_delay  # a beat to see the table first
        self.drag.speed = self.app.preferences.speed
        self.seat_panels = [SeatPanel(self.session, s) for s in range(self.session.state.players)]
        self.log_list = ScrollList(size="small", follow=True)
        self.picker = ScrollList(on_pick=self._picked, size="small")
        self.menu_button = Button("Menu", self.pause_menu, pygame.K_ESCAPE, tooltip="Pause: save, load, settings")
        self.undo_button = Button("Undo", self.undo, pygame.K_z, ctrl=True,
                                  tooltip="Take back your last move: possible until dice are rolled, "
                                          "something hidden is revealed or another player acts.")
        self.help_button = Button("Keys", self.show_help, pygame.K_F1, tooltip="The keyboard shortcuts (F1 or ?)")
        self.toast = Toast()   # "Saved", "Undone: …": in the banner beside Undo, never over a seat's header
        self.toast_at: pygame.Rect | None = None
        self.group.add(*self.seat_panels, self.log_list, self.picker, self.undo_button, self.help_button,
                       self.menu_button)
        self.view: TableView = view_class(self.session.info.id)(self)
        # the coach of a guided game, found by name (the tables never import it; a build may lack it)
        self.coach = call("coach_for", self) if known("coach_for") else None
        humans = self.session.human_seats()
        if len(humans) == 1:
            self.viewer = humans[0]
        self.refresh()

    def leave(self) -> None:
        self.thinker.close()

    def pause(self) -> None:
        self.drag.cancel()

    def resume(self) -> None:
        self.drag.speed = self.app.preferences.speed
        self._view_key = None

    def resize(self, size: tuple[int, int]) -> None:
        self.laid_out_for = None

    def pause_menu(self) -> None:
        self.app.push("PauseScene")

    def show_help(self) -> None:
        self.app.push("KeysScene")

    def quick_save(self) -> None:
        """Ctrl+S: save under the game's own name (the last one used, else "<title> quick save")."""
        session = self.session
        if session.state.is_over:
            return
        name = session.path.stem if session.path is not None and not session.path.stem.startswith("autosave") \
            else f"{session.info.title} quick save"
        try:
            session.save(name)
        except Exception as exc:  # noqa: BLE001 - the window must not die of it
            log.warning("quick save failed: %s", exc)
            self.toast.show("Not saved: " + str(exc)[:60])
            audio.play("error")
            return
        self.toast.show("Saved")
        self._view_key = None

    def undo(self) -> None:
        """Ctrl+Z: take back the human's last move if the undo rule allows it (then autosave)."""
        if not self.my_turn() or self.drag.dragging is not None:
            audio.play("error")
            return
        undone = self.session.undo()
        self.changes += 1
        if undone is None:
            audio.play("error")
            self.message = "Nothing to undo now."
            return
        self.drag.cancel()
        self.view.skip_animations()
        self.message = ""
        self._view_key = None
        self.refresh()
        self.toast.show("Undone: " + action_text(undone, self.seat_names()))
        self.app.autosave("undo")

    # -- what the viewer sees ---------------------------------------------------------
    def mark_seat_panels(self, state: GameState, mark_viewer: bool) -> None:
        """Each seat panel: whether it decides now, whether it is the viewer's (if marked), its score."""
        scores = _scores(state)
        for panel in self.seat_panels:
            panel.active = panel.seat == state.current_player
            panel.viewer = mark_viewer and panel.seat == self.viewer
            panel.score = scores[panel.seat] if panel.seat < len(scores) else None

    def refresh(self) -> None:
        """Recompute the viewer's view, the log, the picker and the scores when anything changed."""
        state = self.session.state
        key = (len(state.history), self.viewer, len(self.session.log), state.current_player)
        if key == self._view_key:
            return
        self._view_key = key
        self.view_state = state.view(self.viewer) if self.viewer is not None or not state.is_over else state
        self.mark_seat_panels(state, len(self.session.human_seats()) > 1)
        for panel in self.seat_panels:
            panel.tooltip = f"{self.session.name(panel.seat)} ({panel.kind_text()}): score {panel.score}" \
                + (" — to decide now" if panel.active else "")
        self.undo_button.enabled = self.my_turn() and self.session.can_undo()
        self.log_list.set_rows(log_rows(self.session, self.viewer))
        self.picker.set_rows(self._picker_rows())
        self.view.refresh(self.view_state, self.viewer)

    @property
    def resting_fps(self) -> int | None:
        """Nothing carried, gliding, flying, sliding or rolling: the pulses and the banner's "thinking" dots
        need no more than RESTING_FPS frames a second; anything that moves brings the full rate back."""
        if self.drag.busy or self.view.moving() or self.ai_to_move():
            return None
        return RESTING_FPS

    def ai_to_move(self) -> bool:
        """An AI seat decides now: its moves are played at full frame rate (``game.ui.pacing``)."""
        seat = self.session.state.current_player
        return seat is not None and not self.session.is_human(seat) and not self.session.state.is_over

    def my_turn(self) -> bool:
        """True when the seat to decide is a human whose eyes are on the screen."""
        seat = self.session.state.current_player
        return seat is not None and self.session.is_human(seat) and seat == self.viewer \
            and self.curtain_for is None

    def seat_names(self) -> list[str]:
        return [self.session.name(seat) for seat in range(self.session.state.players)]

    def legal_actions(self) -> list[Action]:
        return self.session.state.legal_actions() if self.my_turn() else []

    def _picker_rows(self) -> list[Row]:
        if self.session.state.is_over:
            return [Row("The game is over.", enabled=False, colour=th.ASH)]
        if not self.my_turn():
            seat = self.session.state.current_player
            return [Row(f"Waiting for {self.session.name(seat)}…", enabled=False, colour=th.ASH)]
        rows = []
        for index, action in enumerate(self.session.state.legal_actions()):
            key = f"{index + 1}   " if self.view.number_keys and index < 9 else ""
            rows.append(Row(key + action_text(action, self.seat_names()), action))
        return rows

    # -- playing ------------------------------------------------------------------------
    def _picked(self, row: Row) -> None:
        if row.value is not None:
            self.submit(row.value)

    def submit(self, action: Action, confirmed: bool = False) -> bool:
        """Play a human's action if legal now (else an error sound); True if played.  A move the table asks
        about first (``view.confirm``: leaving for good) waits for the answer."""
        if not self.my_turn() or action not in self.session.state.legal_actions():
            audio.play("error")
            self.message = "That move is not allowed now."
            return False
        if not confirmed and (ask := self.view.confirm(action)) is not None:
            decision = self.decision()   # Esc keeps playing (Enter does nothing); the answer counts only here
            self.app.push(Dialog(ask.title, ask.message, (("Keep playing", None, pygame.K_ESCAPE), (ask.yes, lambda: (
                self.decision() == decision and self.submit(action, confirmed=True)), None)), danger=True))
            return False
        self.human_moves += 1
        self._play(action)
        return True

    def _play(self, action: Action, seen: Callable[[list[Event]], bool] = lambda events: True) -> bool:
        """Play `action`; True if it showed anyone something (`seen`, asked of its events: an AI move no
        human sees makes no sound, ``game.ui.pacing``)."""
        before = self.session.state.current_player
        events = self.session.play(action)
        self.moves_played += 1
        self.changes += 1
        self.message = ""
        shown = seen(events)
        if shown:
            audio.play("card")
        self.view.events(events)
        after = self.session.state.current_player
        if after != before:
            if after is not None and self.session.is_human(after):
                audio.play("turn")
            humans = self.session.human_seats()   # AI to AI writes nothing: a frame kept (an error saves too)
            if not humans or before in humans or after in humans:
                self.app.autosave("turn over")
        self.refresh()
        return shown

    def game_over(self) -> None:
        """The game ended, its last move drawn: the results (a chronicle's chapter: to the campaign)."""
        self.app.autosave("game over", finished=True)
        self.app.push("ResultsScene", session=self.session)

    def update(self, dt: float) -> None:
        self.clock += dt
        self.toast.update(dt)
        self.group.update(dt)
        self.drag.update(dt)
        self.view.update(dt)
        if self.coach is not None:
            self.coach.update(dt)
        state = self.session.state
        if state.is_over:
            self.thinker.cancel()
            if not self.results_shown and not self.drag.busy and self.app.stack.top is self:
                self.results_shown = True  # (not under a page the coach opened on the last move)
                self.game_over()
            return
        seat = state.current_player
        if seat is None:
            return
        if self.session.is_human(seat):
            self._human_turn(seat)
        else:
            self.pacer.turn(self)
        self.refresh()

    def _human_turn(self, seat: int) -> None:
        humans = self.session.human_seats()
        if seat == self.viewer or self.curtain_for is not None:
            return
        if len(humans) > 1:  # hotseat: a curtain before every change of hands, the first decision included
            self.curtain_for = seat
            self.viewer = None  # nothing private is drawn while the curtain is up
            self.app.push("CurtainScene", player=self.session.name(seat), on_reveal=lambda: self._reveal(seat))
        else:
            self.viewer = seat

    def _reveal(self, seat: int) -> None:
        self.curtain_for = None
        self.viewer = seat
        self._view_key = None

    # -- input and drawing -----------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        self.ensure_layout()
        if self.overlay.handle(event):  # a zoomed card: right-click opens it, Esc or any click closes it
            return None
        if self.coach is not None and self.coach.handle(event):
            return None
        if self.view.score_preview.handle(event):  # its tab clicked, Tab, or Esc / a click closing it
            return None
        if event.type == pygame.KEYDOWN and self._table_key(event):
            return None
        if self.stale(event):
            return None
        if self.drag.dragging is not None and event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            self._to_view(event)  # a token in hand is let go wherever the pointer is, even over a widget
            return None
        if self.group.handle(event):
            return None
        self._to_view(event)
        return None

    # -- the decision input is meant for ---------------------------------------------------
    def decision(self) -> Hashable:
        """The id of the decision now: the changes made here, the moves so far, who decides, whose eyes,
        and what the view shows of it (a panel a click opened); input is bound to it (see ``stale``)."""
        state = self.session.state
        return (self.changes, len(state.history), state.current_player, self.viewer, self.curtain_for,
                self.view.shown_key())

    def _to_view(self, event: pygame.event.Event) -> None:
        """The view sees every event (hover, tooltips, skipping); its actions count only on a human's turn."""
        action = self.view.handle(event)
        if action is not None and self.my_turn():
            self.submit(action)

    def _table_key(self, event: pygame.event.Event) -> bool:
        """Esc pause, Ctrl+S quick save, Space skip animations, F1 or ? the keys; True if consumed."""
        ctrl = bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)
        if event.key == pygame.K_ESCAPE:
            self.drag.cancel()
            self.pause_menu()
        elif ctrl and event.key == pygame.K_s:
            self.quick_save()
        elif event.key == pygame.K_SPACE and not ctrl:
            self.view.skip_animations()
            self.pacer.skip()
            self.drag.settle()
            return False  # the view may skip more of its own (dice, result banners)
        elif event.key == pygame.K_F1 or getattr(event, "unicode", "") == "?":
            self.show_help()
        elif event.key == pygame.K_F2:
            self.hints.open_rules(self.app)
        else:
            return False
        return True

    def ensure_layout(self) -> None:
        surface = pygame.display.get_surface()
        size = surface.get_size() if surface is not None else (1280, 720)
        if self.laid_out_for != size:
            self.layout(size)

    def layout(self, size: tuple[int, int]) -> None:
        self.laid_out_for = size
        w, h = size
        pad = th.theme.px(10)
        banner_h = th.theme.px(48)
        self.banner = pygame.Rect(pad, pad, w - 2 * pad, banner_h)
        button_h = banner_h - th.theme.px(12)
        right = self.banner.right - th.theme.px(8)
        for button, width in ((self.menu_button, 118), (self.help_button, 100), (self.undo_button, 138)):
            button.rect = pygame.Rect(0, 0, th.theme.px(width), button_h)
            button.rect.midright = (right, self.banner.centery)
            right = button.rect.left - th.theme.px(8)
        top = self.banner.bottom + pad
        left_w = th.theme.px(230)
        right_w = th.theme.px(330)
        panel_h = th.theme.px(58)
        for i, panel in enumerate(self.seat_panels):
            panel.rect = pygame.Rect(pad, top + i * (panel_h + pad), left_w, panel_h)
        body_h = h - top - pad
        right_x = w - pad - right_w
        picker_h = int(body_h * 0.48)
        self.picker.rect = pygame.Rect(right_x, top + th.theme.px(26), right_w, picker_h - th.theme.px(26))
        log_top = self.picker.rect.bottom + pad + th.theme.px(26)
        self.log_list.rect = pygame.Rect(right_x, log_top, right_w, h - pad - log_top)
        self.centre = pygame.Rect(left_w + 2 * pad, top, right_x - left_w - 3 * pad, body_h)
        self.view.layout(self.centre)
        self._view_key = None

    def draw(self, surface: pygame.Surface) -> None:
        if self.laid_out_for != surface.get_size():
            self.layout(surface.get_size())
        paint.backdrop(surface, paint.TABLE)
        self.overlay.begin(surface)  # the view hands its tips and cards to the overlay, drawn last
        try:
            if self.view_state is not None:
                self.view.draw(surface, self.view_state, self.centre)
        finally:
            self.overlay.finish_registering()
        thinking = not self.session.is_human(self.session.state.current_player) and not self.session.state.is_over
        draw_banner(surface, self.banner, self.session, thinking, self.clock, self.message,
                    self.undo_button.rect.left - th.theme.px(12))
        draw_column_titles(surface, self.picker.rect, self.log_list.rect, self.my_turn())
        self.group.draw(surface)
        if self.coach is not None:
            self.coach.draw(surface)
        self.drag.draw(surface)
        beside_undo = (self.undo_button.rect.left - th.theme.px(12), self.banner.centery)
        self.toast_at = self.toast.draw(surface, beside_undo, "midright")
        self.overlay.widget_tip(self.group.tooltip_text())
        self.hints.annotate(self.overlay, self)
        self.overlay.rivals.serve(self.view, self.decision, lambda: (self.viewer, self.curtain_for),  # a rival's panel
                                  self.my_turn, self.drag.dragging is not None)  # (pinned: kit.rivals)
        self.overlay.finish(surface)
        self.drawn = self.decision()  # input from now on is meant for this decision

    # -- for the smoke run and tests ---------------------------------------------------
    def picker_row_centre(self, index: int) -> tuple[int, int] | None:
        """Where row `index` of the action picker is on screen (scrolling it into view)."""
        self.ensure_layout()
        self.picker._relayout()
        for row, y, lines, _notes in self.picker._layout:
            if row == index:
                line = th.theme.font(self.picker.size).get_linesize()
                self.picker.offset = max(0, min(self.picker.max_offset(), y - th.theme.px(4)))
                top = self.picker.rect.top + th.theme.px(4) - self.picker.offset + y
                return (self.picker.rect.centerx, top + line // 2)
        return None


def _scores(state: GameState) -> list[Any]:
    try:
        return list(state.scores())
    except Exception:  # noqa: BLE001 - the window must not die of it
        return [None] * state.players


def describe_state(session: GameSession) -> dict[str, Any]:
    """A small summary for logs and tests: moves so far, who decides, scores."""
    state = session.state
    return {"moves": len(state.history), "current": state.current_player, "over": state.is_over}
