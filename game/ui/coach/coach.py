"""The coach at a guided game's table: the words for the decision at hand, what to touch, and what a move
just played did.

It reads the player's view only.  For each of the player's decisions it asks the Normal AI (seeded by the
guided game's seed) what it would play from that view, and points at it through the table's own gestures
(``pointers``); the player may play anything legal instead, and the coach then says what that move does.
When the guided stretch is over (the table's ``spots.done``) a closing page offers to play on: the game
goes on as an ordinary one (the mark says done) or back to Learn.  The coach never plays a move itself.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from typing import Any

import pygame

from game.ai.seat import make_seat
from game.core import Action
from game.saves.savefile import save_game
from game.ui import paint
from game.ui import theme as th
from game.ui.coach import pointers, script
from game.ui.coach.pointers import Pointer, Spots
from game.ui.coach.scenes import ClosingScene, opening_page, save_path
from game.ui.coach.script import Page, Tutorial
from game.ui.kit.names import action_text
from game.ui.scenes import provides
from game.ui.widgets import Button

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Step:
    """What the coach says now: the decision's key, its words, the move it suggests (None when another
    seat plays) and the note on the move last played."""

    key: str
    page: Page
    suggestion: Action | None
    note: str
    moves: int  # moves of the game so far


@provides("coach_for")
def coach_for(table: Any) -> Coach | None:
    """The coach of a guided game's table (None for an ordinary game, or a guided one played on)."""
    mark = script.mark_of(table.session.setup)
    if mark is None or mark.get("done"):
        return None
    tutorial = script.load(mark["game"])
    spots = pointers.spots_for(table.session.info.id)
    if tutorial is None or spots is None or tutorial.game != table.session.info.id:
        log.warning("the guided game of %s has no coach here", mark["game"])
        return None
    return Coach(table, tutorial, spots)


class Coach:
    """Attached to a TableScene (its ``coach``): ``update``, ``draw`` and ``handle`` are called by it."""

    def __init__(self, table: Any, tutorial: Tutorial, spots: Spots) -> None:
        self.table, self.tutorial, self.spots = table, tutorial, spots
        self.player = 0                         # the guided seat: the first human one
        humans = table.session.human_seats()
        if humans:
            self.player = humans[0]
        self.step: Step | None = None
        self.pointer: Pointer | None = None
        self._pointer_key: tuple | None = None
        self._fresh = 0
        self.asked_at: int | None = None       # the history length at the decision last suggested for
        self.asked_for: Action | None = None   # the move suggested there (kept while a waiting step shows)
        self.marked = False                    # the pointer's mark is on screen this frame
        self.said: tuple[str, str] = ("", "")  # the note and the words on what to touch, as last drawn
        self.note = ""
        self.hidden = False
        self.closed = False                    # the closing page was shown
        self.card = pygame.Rect(0, 0, 0, 0)
        self.toggle = Button("Hide", self._toggle, pygame.K_h, tooltip="Hide or show the coach's words (H)")
        self.toggle.font_size = "small"
        self.saved_at = -1                     # the history length last written to the guided game's save
        self.opened = False                    # the opening page was shown (a new guided game only)

    # -- what is going on ---------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.table.session.state

    def view(self) -> Any:
        return self.state.view(self.player)

    def _toggle(self) -> None:
        self.hidden = not self.hidden
        self.toggle.text = "Coach" if self.hidden else "Hide"

    def suggest(self) -> Action | None:
        """The Normal AI's move for the player's view (seeded: the same decision, the same move)."""
        view = self.view()
        legal = view.legal_actions()
        if not legal:
            return None
        try:
            action = make_seat("normal", seed=self.tutorial.seed * 31 + self.player).choose(view)
        except Exception:
            log.exception("the coach's suggestion failed; pointing at the first move")
            action = legal[0]
        return action if action in legal else legal[0]

    def _gesture_under_way(self) -> bool:
        """The table plays the later steps of the player's last gesture itself (a drop that plays a path):
        those steps are part of the move the player made, never a decision to suggest for."""
        under_way = getattr(self.table.view, "gesture_under_way", None)
        return bool(under_way()) if callable(under_way) else False

    def _noticed_moves(self) -> None:
        """The player's move since the last suggestion: say what it did, and whether it was the suggested
        one (the move the engine recorded, compared with the suggestion kept when it was made: a move that
        reads the same, one of two identical pieces, is the suggested one to the player)."""
        history = self.state.history
        if self.asked_at is None or len(history) <= self.asked_at:
            return
        played, suggested = history[self.asked_at], self.asked_for
        names = self.table.seat_names()
        said = action_text(played, names)
        if suggested is not None and (played == suggested or said == action_text(suggested, names)):
            self.note = f"Done: {said}."
        else:
            why = self.tutorial.move(played)
            self.note = f"You chose {said} instead: that is allowed. {why}".strip()
        self.asked_at = self.asked_for = None

    def update(self, dt: float) -> None:
        if self.closed:
            return
        if self.state.is_over:  # a stretch that runs to the final scoring closes on it, before the results
            if not self.table.drag.busy and self.spots.done(self.view(), self.tutorial.stretch):
                self.close_page()
            return
        if not self.opened:
            self.opened = True
            if not self.state.history:
                self.table.app.push(opening_page(self.tutorial))
                return
        if self.table.my_turn() and self._gesture_under_way():
            return  # the note waits for the gesture's last step; nothing is suggested meanwhile
        self._noticed_moves()
        view = self.view()
        if self.spots.done(view, self.tutorial.stretch):
            if not self.table.drag.busy:
                self.close_page()
            return
        moves = len(self.state.history)
        mine = self.table.my_turn() and self.state.current_player == self.player
        if mine and self.asked_at != moves:
            key = self.spots.phase(view)
            self.asked_at, self.asked_for = moves, self.suggest()
            self.step = Step(key, self.tutorial.phase(key), self.asked_for, self.note, moves)
            self.note = ""
            self._pointer_key = None
            self._keep_save()
        elif not mine and (self.step is None or self.step.key != "waiting"):
            self.step = Step("waiting", self.tutorial.waiting, None, self.note, moves)

    def _refresh_pointer(self) -> None:
        step = self.step
        if step is None or step.suggestion is None or not self.table.my_turn() or self._gesture_under_way():
            self.pointer = None
            return
        key = (self.table.decision(), self.table.laid_out_for, self.table.drag.dragging is not None)
        if key != self._pointer_key:
            self._pointer_key, self._fresh = key, 2
        if self._fresh <= 0:
            return
        self._fresh -= 1  # found again at the next frame too: a table notes where things are as it draws
        try:
            self.pointer = pointers.find(self.table, step.suggestion, self.spots.clicks(self.table.view),
                                         self.spots.opener)
        except Exception:
            log.exception("the coach could not find where to point")
            self.pointer = None

    def _keep_save(self) -> None:
        """The guided game's own save (Learn's Resume), at each of the player's decisions."""
        moves = len(self.state.history)
        if moves == self.saved_at:
            return
        self.saved_at = moves
        if not getattr(getattr(self.table, "app", None), "preferences", None):
            return
        try:
            save_game(save_path(self.tutorial), self.state, self.table.session.setup)
        except Exception as exc:  # noqa: BLE001 - the game goes on without it
            log.warning("the guided game's save was not written: %s", exc)

    def close_page(self) -> None:
        """The guided stretch is over: the closing page (play on, or back to Learn)."""
        self.closed = True
        self.pointer = None
        self.table.app.push(ClosingScene(self.tutorial, self.play_on, over=self.state.is_over))

    def play_on(self) -> None:
        """Go on as an ordinary game: the mark says done (the coach stays away after a load), saved."""
        mark = script.mark_of(self.table.session.setup)
        if mark is not None:
            mark["done"] = True
        self.table.coach = None
        self.table.app.autosave("guided game played on")
        self.saved_at = -1
        self._keep_save()

    # -- input and drawing ---------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """The coach's own card: its button, and clicks on it never reach the table."""
        if self.toggle.handle(event):
            return True
        pos = getattr(event, "pos", None)
        if self.hidden or pos is None or event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        if self.table.drag.dragging is not None:
            return False  # a piece in hand is let go wherever the pointer is
        return self.card.collidepoint(pos)

    def area(self) -> pygame.Rect:
        """The card's place: over the game log (the coach speaks instead), else the centre's bottom."""
        log_rect = getattr(getattr(self.table, "log_list", None), "rect", None)
        if log_rect is not None and log_rect.height >= th.theme.px(140) and log_rect.width >= th.theme.px(200):
            return log_rect.copy()
        centre = self.table.centre
        h = th.theme.px(150)
        return pygame.Rect(centre.left + th.theme.px(10), centre.bottom - h - th.theme.px(10),
                           min(centre.width - th.theme.px(20), th.theme.px(520)), h)

    def draw(self, surface: pygame.Surface) -> None:
        step = self.step
        if step is None or self.closed:
            return
        self._refresh_pointer()  # after the view drew: its places are where they are now
        area = self.area()
        self.marked = self._mark(surface, area)
        bw, bh = th.theme.px(74), th.theme.px(26)
        if self.hidden:
            self.card = pygame.Rect(0, 0, 0, 0)
            self.toggle.rect = pygame.Rect(area.right - bw, area.top, bw, bh)
            self.toggle.draw(surface)
            self.said = ("", "")
            return
        self.card = area
        paint.panel(surface, area, th.NIGHT, alpha=255)  # the log under it never shows through
        pygame.draw.rect(surface, th.GOLD, area, 2, border_radius=6)
        pad = th.theme.px(10)
        self.toggle.rect = pygame.Rect(area.right - bw - pad // 2, area.top + pad // 2, bw, bh)
        self.toggle.draw(surface)
        inner = area.inflate(-2 * pad, -2 * pad)
        label = th.theme.font("tiny", "italic")
        paint.text(surface, "Guided game", label, th.GOLD_DIM, (inner.left, inner.top))
        y = inner.top + label.get_linesize() + th.theme.px(2)
        text = step.page.text
        touch = self._touch_words(step.suggestion) if step.suggestion is not None else ""
        self.said = (step.note, touch)
        for size in ("body", "small", "tiny"):
            title_font, font = th.theme.font(size, "bold"), th.theme.font(size)
            note_font = th.theme.font(size, "italic")
            title = paint.wrap(step.page.title, title_font, inner.width, most=2)
            note = paint.wrap(step.note, note_font, inner.width) if step.note else []
            lines = paint.wrap(text, font, inner.width)
            hint = paint.wrap(touch, note_font, inner.width) if touch else []
            height = (len(title) * title_font.get_linesize() + (len(note) + len(hint)) * note_font.get_linesize()
                      + len(lines) * font.get_linesize() + th.theme.px(18))
            if y + height <= inner.bottom:
                break
        with paint.within(surface, area, "the coach"):
            y = _lines(surface, note, note_font, th.PARCHMENT_DIM, inner, y)
            y = _lines(surface, title, title_font, th.GOLD, inner, y + (th.theme.px(6) if note else 0))
            y = _lines(surface, lines, font, th.PARCHMENT, inner, y + th.theme.px(4))
            _lines(surface, hint, note_font, th.GOLD, inner, y + th.theme.px(6))

    def _touch_words(self, action: Action) -> str:
        said = action_text(action, self.table.seat_names())
        pointer = self.pointer if self.marked else None  # words point only at a mark drawn this frame
        how = {"drag": "Drag the glowing piece onto the marked place",
               "click": "Click the marked place", "button": "Press the marked button",
               "list": "Choose the marked line of the moves list"}.get(pointer.kind if pointer else "", "")
        then = ", then choose it in the panel that opens" if pointer is not None and pointer.asks else ""
        if not how:
            return f"Suggested: {said}."
        return f"Suggested: {said}. {how}{then} — or play any other move you like."


    def _mark(self, surface: pygame.Surface, card: pygame.Rect) -> bool:
        """Mark what to touch, when it is on screen: not while a piece is in hand, never under the coach's
        own card, and above the pop-up pickers (the overlay draws them over the table, the coach's mark
        over them).  Whether it was marked."""
        pointer = self.pointer
        if self.hidden or pointer is None or self.table.drag.dragging is not None:
            return False
        screen = surface.get_rect()
        shown = [r for r in (pointer.piece or pointer.start, pointer.end) if r is not None]
        if not all(screen.contains(r) and not card.colliderect(r) for r in shown):
            return False
        overlay = getattr(self.table, "overlay", None)
        if overlay is not None:
            overlay.picker(_Mark(pointer, self.table.clock))
        else:
            draw_pointer(surface, pointer, self.table.clock)
        return True


class _Mark:
    """The coach's mark as a layer of the overlay, drawn after the pickers (a button of a picker is marked
    over it, not hidden under it)."""

    def __init__(self, pointer: Pointer, clock: float) -> None:
        self.pointer, self.clock = pointer, clock

    def draw(self, surface: pygame.Surface, tips: list | None = None) -> None:
        draw_pointer(surface, self.pointer, self.clock)


def _lines(surface: pygame.Surface, lines: list[str], font: pygame.font.Font, colour: th.Colour,
           inner: pygame.Rect, y: int) -> int:
    """Lines of text from `y` down, as many as fit above the bottom of `inner`; the next line's top."""
    for line in lines:
        if y + font.get_linesize() > inner.bottom:
            break
        paint.text(surface, line, font, colour, (inner.left, y))
        y += font.get_linesize()
    return y


def draw_pointer(surface: pygame.Surface, pointer: Pointer, clock: float) -> None:
    """A pulsing ring on what to touch, a frame on where it goes and an arrow between; faint frames on the
    piece's other places."""
    pulse = 0.5 + 0.5 * math.sin(clock * 5.0)
    width = max(2, th.theme.px(3))
    for rect in pointer.lit:
        pygame.draw.rect(surface, th.GOLD_DIM, rect.inflate(4, 4), 1, border_radius=6)
    grow = round(3 + 4 * pulse)
    colour = th.GOLD
    if pointer.place is not None:
        pygame.draw.rect(surface, th.PARCHMENT, pointer.place.inflate(4, 4), width, border_radius=6)
    if pointer.piece is not None:
        start = pointer.piece.inflate(grow * 2, grow * 2)
        pygame.draw.rect(surface, colour, start, width, border_radius=8)
    elif pointer.kind in ("button", "list"):
        start = pointer.start.inflate(grow * 2, grow * 2)
        pygame.draw.rect(surface, colour, start, width, border_radius=6)
    else:
        start = pointer.start.inflate(grow * 2, grow * 2)
        pygame.draw.ellipse(surface, colour, start, width)
    if pointer.end is not None:
        end = pointer.end.inflate(grow * 2 + 8, grow * 2 + 8)
        pygame.draw.ellipse(surface, colour, end, width)
        a, b = pygame.Vector2(start.center), pygame.Vector2(pointer.end.center)
        if (b - a).length() > 40:
            d = (b - a).normalize()
            reach = min(start.width, start.height) / 2 + 4
            a2, b2 = a + d * reach, b - d * (end.width / 2 + 2)
            pygame.draw.line(surface, colour, a2, b2, width)
            side = pygame.Vector2(-d.y, d.x) * th.theme.px(8)
            tip = [b2, b2 - d * th.theme.px(14) + side, b2 - d * th.theme.px(14) - side]
            pygame.draw.polygon(surface, colour, tip)
