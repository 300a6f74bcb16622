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
        if isinstance(top, ClosingScene) or table.session.state.is_over:
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


def run_to_end(app: Any, table: Any, most: int = 400, shot: str | None = None) -> dict[str, int]:
    """Follow the coach until the closing page; how many pointers of each kind were followed."""
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
        kind = follow(app, table)
        kinds[kind] = kinds.get(kind, 0) + 1
    raise CoachFailure(f"no closing page after {most} pointers")
