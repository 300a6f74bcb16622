"""Results → Review (and Review on the Finished games list): a finished game's chances, move by move.

A graph of every seat's chance to win across the game (each seat in its colour, its shape at the
turning points), the turns marked under it; a click on the graph opens the replay at that move.
Under it the turning points: each human seat's costliest moves, what was played, what Hard
suggests and the difference; Show played opens the replay at the move, Show me at the position
Hard's move would have made.  The review is made by :class:`game.ui.review.runner.ReviewRunner` in a
helper process (a progress bar, Cancel, and Review again resumes), and cached beside the game.
The line under the heading says how far the game's chances can be trusted (``game.ai.calibration``).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pygame

from game.ai.calibration import trust_text
from game.ai.review import Review, Turning
from game.core.replay import Replay
from game.saves.replays import replay_of_save
from game.ui import paint
from game.ui import theme as th
from game.ui.kit.names import with_names
from game.ui.menu_base import MenuScene
from game.ui.review.graph import Graph
from game.ui.review.runner import DONE, FAILED, RUNNING, STOPPED, ReviewRunner
from game.ui.scenes import call
from game.ui.session import find_game, is_ai_seat
from game.ui.widgets import Button
from game.ui.widgets_more import Dialog, Row, ScrollList

log = logging.getLogger(__name__)


class ReviewScene(MenuScene):
    """The review of one finished game (see the module docstring)."""

    name = "review"
    heading = "Review"
    veil = 170

    def __init__(self, path: Path, replay: Replay, use_process: bool = True) -> None:
        super().__init__()
        assert replay.info is not None
        self.path, self.replay = Path(path), replay
        seats = replay.setup.get("seats") or []
        players = replay.final.players if replay.final is not None else len(seats)
        self.names = [str(seats[s].get("name") or f"Player {s + 1}") if s < len(seats) else f"Player {s + 1}"
                      for s in range(players)]
        humans = [s for s in range(players) if s >= len(seats) or not is_ai_seat(seats[s])]
        self.styles = [th.theme.seat(_colour_index(seats, s)) for s in range(players)]
        self.runner = ReviewRunner(self.path, humans or list(range(players)), use_process)
        self.graph = Graph()
        self.trust = trust_text(replay.info.id)
        self.heading = f"Review of {replay.info.title}"

    def build(self) -> None:
        self.list = ScrollList([], on_pick=lambda row: None, size="small", wrap=True)
        self.played_button = Button("Show played", self.show_played, pygame.K_p,
                                    tooltip="The replay at the move played (P)")
        self.me_button = Button("Show me", self.show_me, pygame.K_m, primary=True,
                                tooltip="The position after Hard's move instead (M)")
        self.run_button = Button("Cancel", self.toggle_run, pygame.K_c, tooltip="Stop or go on with the review (C)")
        self.back_button = Button("Back", self.close, pygame.K_ESCAPE)
        for button in (self.played_button, self.me_button, self.run_button, self.back_button):
            button.font_size = "small"
        self.group.add(self.list, self.played_button, self.me_button, self.run_button, self.back_button)
        self.runner.start()
        self._rows_for: Any = None

    # -- the review's rows -----------------------------------------------------------------
    @property
    def review(self) -> Review | None:
        return self.runner.review

    def turning_rows(self) -> list[Row]:
        review = self.review
        if review is None or not review.done:
            return [Row("The turning points are listed here once every move has been looked at.", None,
                        th.PARCHMENT_DIM)]
        if not review.turning:
            return [Row("No move of a human seat cost it even a tenth of a point of its chances.", None,
                        th.PARCHMENT_DIM)]
        return [Row(self.turning_text(t), t, th.PARCHMENT, note=self.suggestion_text(t),
                    marker=(self.styles[t.mover].shape, self.styles[t.mover].colour)) for t in review.turning]

    def turning_text(self, turn: Turning) -> str:
        point = self.review.points[turn.move - 1] if self.review is not None else None
        swing = _percent(point.swing, signed=True) if point is not None else ""
        played = with_names(turn.played, self.names)
        return f"Move {turn.move} · {self.names[turn.mover]}: {played} — {100 * turn.played_chance:.0f}% ({swing})"

    def suggestion_text(self, turn: Turning) -> str:
        if turn.same:
            return "Hard would have played the same: the position, not the move, cost this."
        hard = f"Hard: {with_names(turn.suggested, self.names)} — {100 * turn.suggested_chance:.0f}%"
        if turn.difference >= 0:
            return f"{hard} ({_percent(turn.difference, signed=True)} against the move played)"
        return (f"{hard} right after it ({_percent(turn.difference, signed=True)}: Hard looks further ahead than the "
                f"next move)")

    def selected_turn(self) -> Turning | None:
        if self.list.selected is None or not self.list.rows:
            return None
        value = self.list.rows[self.list.selected].value
        return value if isinstance(value, Turning) else None

    # -- actions ------------------------------------------------------------------------------
    def open_at(self, position: int) -> None:
        """The replay of this game at `position` moves."""
        call("open_replay", self.app, self.path, position)

    def show_played(self) -> None:
        turn = self.selected_turn()
        if turn is not None:
            self.open_at(turn.move)

    def show_me(self) -> None:
        """The replay of the game up to the turning point, then Hard's move instead of the one played."""
        turn = self.selected_turn()
        if turn is None or turn.same or turn.suggested_index < 0 or self.replay.info is None:
            return
        before = turn.move - 1
        try:
            legal = self.replay.state_at(before).legal_actions()
            actions = [m.action for m in self.replay.moves[:before]] + [legal[turn.suggested_index]]
            branch = Replay.from_log(self.replay.info, self.replay.setup, actions)
        except Exception as exc:  # noqa: BLE001 - a game bug must not close the window
            log.warning("the suggested move could not be shown: %s", exc)
            self.app.push(Dialog("Hard's move cannot be shown", str(exc), danger=True))
            return
        call("open_replay", self.app, branch, branch.length)

    def toggle_run(self) -> None:
        if self.runner.state == RUNNING:
            self.runner.cancel()
        elif self.runner.state in (STOPPED, FAILED) or (self.review is not None and not self.review.done):
            self.runner.start()

    def close(self) -> None:
        self.runner.close()
        super().close()

    # -- the frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.runner.poll()
        key = (self.runner.state, id(self.review))
        if key != self._rows_for:
            self._rows_for = key
            self.list.set_rows(self.turning_rows())
            if self.list.rows and isinstance(self.list.rows[0].value, Turning):
                self.list.selected = 0
        running = self.runner.state == RUNNING
        self.run_button.text = "Cancel" if running else "Review again" if self.runner.state != DONE else "Cancel"
        self.run_button.enabled = self.runner.state != DONE
        turn = self.selected_turn()
        self.played_button.enabled = turn is not None
        self.me_button.enabled = turn is not None and not turn.same and turn.suggested_index >= 0

    @property
    def calm(self) -> bool:
        return self.runner.state != RUNNING

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.graph.rect.collidepoint(event.pos) \
                and self.review is not None:
            self.open_at(self.graph.position_at(event.pos[0], self.review))
            return None
        if event.type == pygame.MOUSEMOTION:
            self.graph.hover = event.pos
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN) and self.list.rows:
            step = -1 if event.key == pygame.K_UP else 1
            self.list.selected = max(0, min(len(self.list.rows) - 1, (self.list.selected or 0) + step))
            return None
        return super().handle(event)

    def layout(self, size: tuple[int, int]) -> None:
        px = th.theme.px
        self.panel_rect = pygame.Rect(px(20), px(12), size[0] - 2 * px(20), size[1] - 2 * px(12))
        p, pad = self.panel_rect, px(26)
        top = p.top + px(70) + 2 * th.theme.font("small").get_linesize() + px(8)   # under the trust line's two lines
        graph_h = max(px(150), (p.bottom - top) * 45 // 100)
        self.graph.rect = pygame.Rect(p.left + pad + px(44), top, p.width - 2 * pad - px(44) - px(150), graph_h)
        bh, bw = px(40), px(190)
        list_top = self.graph.rect.bottom + th.theme.font("tiny").get_linesize() + px(34)
        self.list.rect = pygame.Rect(p.left + pad, list_top, p.width - 2 * pad - bw - px(20),
                                     p.bottom - list_top - px(14))
        x = self.list.rect.right + px(20)
        for i, button in enumerate((self.me_button, self.played_button, self.run_button, self.back_button)):
            y = list_top + i * (bh + px(10)) if button is not self.back_button else p.bottom - bh - px(14)
            button.rect = pygame.Rect(x, y, bw, bh)

    def draw_content(self, surface: pygame.Surface) -> None:
        px, p = th.theme.px, self.panel_rect
        small = th.theme.font("small")
        for i, line in enumerate(paint.wrap(self.trust, small, p.width - 2 * px(40), most=2)):
            paint.text(surface, line, small, th.PARCHMENT_DIM, (p.centerx, p.top + px(66) + i * small.get_linesize()),
                       "midtop")
        review = self.review
        self.graph.draw(surface, review, self.styles, self.names, self.replay.markers())
        below = self.graph.rect.bottom + th.theme.font("tiny").get_linesize() + px(4)   # under the turns' labels
        self._draw_status(surface, pygame.Rect(self.graph.rect.left, below, self.graph.rect.width, px(24)))

    def _draw_status(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        small = th.theme.font("small")
        state = self.runner.state
        if state == RUNNING or (state == STOPPED and self.review is not None):
            bar = pygame.Rect(rect.left, rect.top + rect.height // 4, rect.width // 2, rect.height // 2)
            pygame.draw.rect(surface, th.darken(th.GOLD, 0.6), bar, 1, border_radius=3)
            fill = bar.inflate(-4, -4)
            fill.width = round(fill.width * self.runner.fraction)
            pygame.draw.rect(surface, th.GOLD, fill, border_radius=2)
            words = (f"Looking at every move… {100 * self.runner.fraction:.0f}%" if state == RUNNING else
                     f"Stopped at {100 * self.runner.fraction:.0f}%: Review again goes on from there")
            paint.text(surface, words, small, th.PARCHMENT, (bar.right + th.theme.px(12), rect.centery), "midleft")
        elif state == FAILED:
            paint.text(surface, paint.fit(f"The review could not be made: {self.runner.error}", small, rect.width),
                       small, th.CRIMSON_LIGHT, rect.midleft, "midleft")
        elif state == DONE and self.review is not None:
            words = (f"{len(self.review.points)} moves, {self.review.worlds} tables imagined a move; "
                     f"click the graph to watch the game from that move")
            paint.text(surface, paint.fit(words, small, rect.width), small, th.PARCHMENT_DIM, rect.midleft, "midleft")


def _percent(value: float, signed: bool = False) -> str:
    """A chance or a swing in points: whole points, a tenth for less than one ("-0.4%")."""
    digits = 1 if abs(value) < 0.01 else 0
    return f"{100 * value:{'+' if signed else ''}.{digits}f}%"


def _colour_index(seats: list[Any], seat: int) -> int:
    chosen = seats[seat].get("colour") if seat < len(seats) and isinstance(seats[seat], dict) else None
    return th.COLOUR_NAMES.index(chosen) if chosen in th.COLOUR_NAMES else seat


def open_review(app: Any, path: Path | str) -> bool:
    """Push the review of the finished game saved at `path`; a dialog says why if it cannot be."""
    try:
        replay = replay_of_save(Path(path), games=find_game)
    except Exception as exc:  # noqa: BLE001 - a bad file must never close the window
        log.warning("review refused: %s", exc)
        app.push(Dialog("This game cannot be reviewed", str(exc), danger=True))
        return False
    if not replay.over:
        app.push(Dialog("This game cannot be reviewed", "Only a game played to its end is reviewed.", danger=True))
        return False
    app.push(ReviewScene(Path(path), replay, use_process=getattr(app, "use_ai_process", True)))
    return True
