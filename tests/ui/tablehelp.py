"""Driving a game's table offscreen in tests, one place for every table test: a table of human seats after
seeded legal moves, the viewer's eyes put on a seat, mouse events, a drag carried and let go."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random
from collections.abc import Callable
from typing import Any

import pygame

NAMES = ["Valerian", "Corvin", "Mirela", "Odile", "Bastien"]


def start_table(info: Any, players: int, seed: int, size: tuple[int, int] = (1280, 720),
                until: Callable[[Any], bool] | None = None, moves: int = 3000,
                pick: Callable[[Any, list, random.Random], Any] | None = None,
                options: dict | None = None, names: list[str] | None = None) -> tuple[Any, Any, Any]:
    """A table of `info`'s game with every seat human (named from `names`), after seeded legal moves (random,
    or `pick(state, legal, rng)`) until `until(state)` holds; the app, the session and the table scene, seen by
    the seat to move."""
    from game.ui import session as session_module
    from game.ui.app import App
    from game.ui.session import GameSession
    from game.ui.table_base import TableScene
    session_module.extra_games.setdefault(info.id, info)
    app = App(size=size, fullscreen=False)
    app.preferences.persistent = False
    names = names or NAMES
    seats = [{"name": names[i % len(names)], "kind": "human"} for i in range(players)]
    session = GameSession.start(info, {"players": players, "seed": seed, "options": options or {}, "seats": seats})
    rng = random.Random(seed)
    for _ in range(moves):
        state = session.state
        if state.is_over or (until is not None and until(state)):
            break
        legal = state.legal_actions()
        session.play(pick(state, legal, rng) if pick is not None else rng.choice(legal))
    table = app.stack.push(TableScene(session))
    look_from(app, table, session.state.current_player)
    return app, session, table


def look_from(app, table, seat) -> None:
    """Put `seat`'s eyes on the table (lifting any hotseat curtain: these tests play every seat)."""
    while app.stack.top is not table:
        app.stack.pop()
    table.curtain_for = None
    table.viewer = seat
    table._view_key = None
    app.step([], 1 / 60)


def mouse(kind: int, pos, button: int = 1) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    return pygame.event.Event(kind, pos=pos, button=button)


def key(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="")


def drag(app, start_pos, end_pos, steps: int = 8, release: bool = True) -> None:
    """Press at `start_pos`, carry to `end_pos` in `steps` frames and (with `release`) let go there."""
    app.step([mouse(pygame.MOUSEMOTION, start_pos), mouse(pygame.MOUSEBUTTONDOWN, start_pos)], 1 / 60)
    for k in range(1, steps + 1):
        t = k / steps
        pos = (round(start_pos[0] + (end_pos[0] - start_pos[0]) * t),
               round(start_pos[1] + (end_pos[1] - start_pos[1]) * t))
        app.step([mouse(pygame.MOUSEMOTION, pos)], 1 / 60)
    if release:
        app.step([mouse(pygame.MOUSEBUTTONUP, end_pos)], 1 / 60)


def click(app, pos, button: int = 1) -> None:
    app.step([mouse(pygame.MOUSEMOTION, pos), mouse(pygame.MOUSEBUTTONDOWN, pos, button)], 1 / 60)
    app.step([mouse(pygame.MOUSEBUTTONUP, pos, button)], 1 / 60)


def settle(app, frames: int = 30) -> None:
    for _ in range(frames):
        app.step([], 1 / 60)


def drawn_texts(monkeypatch) -> list[str]:
    """Every string painted from now on (``paint.text`` still draws it), in order: what a test reads
    back to see the words a player was shown."""
    from game.ui import paint  # lazy: after the test set SDL offscreen
    drawn: list[str] = []
    real = paint.text

    def text(surface, value, *args, **kwargs):
        drawn.append(value)
        return real(surface, value, *args, **kwargs)
    monkeypatch.setattr(paint, "text", text)
    return drawn
