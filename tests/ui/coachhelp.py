"""Driving a guided game offscreen by the coach's own pointers: every move is a real press, drag or click
at the rects the coach highlights, through the table's input (a pointer at the wrong place plays nothing)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import time
from typing import Any

import pygame

from tests.ui.tablehelp import click, drag, settle


class CoachFailure(AssertionError):
    """The coach's pointer did not play (or start to play) its move."""


def guided_app(game: str, size: tuple[int, int] = (1280, 720)) -> tuple[Any, Any]:
    """A window at a new guided game of `game` (its opening page passed); the app and the table."""
    from game.ui.app import App
    from game.ui.coach import script, start_guided

    app = App(size=size, fullscreen=False)
    app.preferences.persistent = False
    app.preferences.animation_speed = 0.0   # no waits between AI moves
    app.use_ai_process = False              # AI seats think on a thread of this process
    tutorial = script.load(game)
    assert tutorial is not None, f"{game} has no guided game"
    assert start_guided(app, tutorial)
    settle(app, 2)
    return app, app.stack.scenes[0]


def pass_pages(app: Any, table: Any) -> None:
    """Press the first button of a page over the table (the opening page)."""
    from game.ui.coach.scenes import ClosingScene

    while app.stack.top is not table and not isinstance(app.stack.top, ClosingScene):
        page = app.stack.top
        settle(app, 1)
        click(app, page.buttons[0].rect.center)


def wait_for_player(app: Any, table: Any, limit: float = 60.0) -> None:
    """Frames until the guided seat decides, the closing page shows, or the game ends."""
    from game.ui.coach.scenes import ClosingScene

    end = time.monotonic() + limit
    while time.monotonic() < end:
        top = app.stack.top
        if isinstance(top, ClosingScene):
            return
        if table.session.state.is_over:   # a stretch to the game's end closes a frame or two later
            settle(app, 3)
            return
        if top is table and table.my_turn() and table.coach is not None and table.coach.pointer is not None \
                and not table.drag.busy:
            return
        app.step([], 1 / 60)
        if app.errors:
            raise CoachFailure(f"a scene failed: {app.errors[-1]}")
        time.sleep(0.001)
    raise CoachFailure("the guided seat never got a pointer to follow")


def follow(app: Any, table: Any) -> str:
    """Do what the coach's pointer says, once: a drag or a press; returns the pointer's kind."""
    pointer = table.coach.pointer
    before = (len(table.session.state.history), table.decision())
    if pointer.kind == "drag":
        drag(app, pointer.press, pointer.release)
    else:
        click(app, pointer.press)
    settle(app, 2)
    history = table.session.state.history
    after = (len(history), table.decision())
    if after == before:
        raise CoachFailure(f"following the {pointer.kind} pointer for {pointer.action!r} at {pointer.press}"
                           f"→{pointer.release} changed nothing")
    if len(history) > before[0] and history[before[0]] != pointer.action:
        raise CoachFailure(f"the {pointer.kind} pointer for {pointer.action!r} played {history[before[0]]!r}")
    if len(history) == before[0] and not pointer.asks:
        raise CoachFailure(f"the {pointer.kind} pointer for {pointer.action!r} should have played it at once")
    return pointer.kind


POINTING = ("marked", "glowing")   # words that point at something on screen


class Watch:
    """Every message the coach shows, checked as the game is played (issue 43): at every frame, words that
    point ("the marked button", "drag the glowing piece") only while that mark is drawn on the screen the
    player sees; at every decision, a note on the move last played that says "Done" only when it was the
    suggested move and "you chose X instead" only when it was not, X naming the move the engine recorded."""

    def __init__(self, app: Any, table: Any) -> None:
        self.app, self.table = app, table
        self.last: tuple[Any, Any] | None = None    # (the move played, the suggestion shown when it was)
        self.notes: list[str] = []
        self.pointed = 0                             # frames whose words pointed at a mark (all checked)
        self.keys: set[str] = set()                  # the decisions met (their keys in tutorial.toml)
        real = app.step

        def step(events: list, dt: float) -> None:
            real(events, dt)
            self.frame()
        app.step = step

    def frame(self) -> None:
        coach, app = self.table.coach, self.app
        if coach is None or coach.closed or app.stack.top is not self.table:
            return
        hint = coach.said[1]
        if not any(word in hint for word in POINTING):
            return
        self.pointed += 1
        pointer = coach.pointer
        assert coach.marked and pointer is not None, f"the coach says {hint!r} with nothing marked"
        assert marked_on_screen(app.screen, pointer), \
            f"the coach says {hint!r} but no mark is on screen at {pointer.piece or pointer.start}"

    def move(self, before: int, suggested: Any) -> None:
        """The guided seat played at history length `before`, the coach having suggested `suggested`."""
        history = self.table.session.state.history
        if len(history) > before:
            self.last = (history[before], suggested)

    def expected(self) -> tuple[str, bool]:
        """The note the last move calls for: its start, and whether it says "Done"."""
        from game.ui.kit.names import action_text

        assert self.last is not None
        played, suggested = self.last
        names = self.table.seat_names()
        said = action_text(played, names)
        same = played == suggested or said == action_text(suggested, names)
        return (f"Done: {said}." if same else f"You chose {said} instead"), same

    def decision(self) -> None:
        """At a decision of the guided seat: its note is about the move last played, and says it truly."""
        self.keys.add(self.table.coach.step.key)
        note = self.table.coach.step.note
        if not note:
            return
        self.notes.append(note)
        assert self.last is not None, f"a note before any move: {note!r}"
        start, same = self.expected()
        assert note.startswith(start), f"the coach said {note!r} after {self.last[0]!r} (suggested " \
                                       f"{self.last[1]!r}): it should start {start!r}"
        assert ("instead" in note) is not same


def marked_on_screen(screen: pygame.Surface, pointer: Any) -> bool:
    """Whether the coach's ring is on the screen around what to touch: its gold at the top of the ring."""
    from game.ui import theme as th

    rect = pointer.piece or pointer.start
    gold = tuple(th.GOLD)[:3]
    x = rect.centerx
    return any(tuple(screen.get_at((x, y)))[:3] == gold for y in range(max(0, rect.top - 12), rect.top + 2))


def play_other(app: Any, table: Any, rng: Any) -> bool:
    """Play a legal move other than the suggested one by a real click on its line of the moves list (chosen
    by `rng`); False when the suggestion is the only move."""
    suggestion = table.coach.step.suggestion
    rows = [i for i, row in enumerate(table.picker.rows) if row.value is not None and row.value != suggestion
            and table.view.confirm(row.value) is None]   # not a move the table asks about first (leaving)
    if not rows:
        return False
    index = rng.choice(rows)
    chosen = table.picker.rows[index].value
    before = len(table.session.state.history)
    click(app, table.picker_row_centre(index))
    settle(app, 2)
    history = table.session.state.history
    assert len(history) > before and history[before] == chosen, f"a click on the line of {chosen!r} did not play it"
    return True


def run_to_end(app: Any, table: Any, most: int = 600, shot: str | None = None, other: Any = None,
               watch: Watch | None = None) -> dict[str, int]:
    """Follow the coach until the closing page; how many pointers of each kind were followed.  With
    `other` (a seeded random.Random) another legal move than the suggested one is played wherever there is
    one (kind "other"); with `watch` every message of the coach is checked on the way."""
    from game.ui.coach.scenes import ClosingScene

    kinds: dict[str, int] = {}
    pass_pages(app, table)
    for _ in range(most):
        wait_for_player(app, table)
        if isinstance(app.stack.top, ClosingScene):
            return kinds
        if table.session.state.is_over:
            raise CoachFailure("the game ended before the guided stretch did")
        if shot and not kinds:
            pygame.image.save(app.screen, shot)
        before, suggested = len(table.session.state.history), table.coach.pointer.action
        if watch is not None:
            watch.decision()
        if other is not None and play_other(app, table, other):
            kind = "other"
        else:
            kind = follow(app, table)
        if watch is not None:
            watch.move(before, suggested)
        kinds[kind] = kinds.get(kind, 0) + 1
    raise CoachFailure(f"no closing page after {most} pointers")
