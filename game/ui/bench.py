"""Window numbers for `python -m game bench`: frame times during a drag, with dice, while an AI thinks.

(Start to the first title frame is game.ui.startup; peak memory is game.ui.memory.)

All run offscreen (SDL's dummy driver) so they measure our drawing and
physics, not a GPU.  Saves made meanwhile go to a temporary folder.
"""

from __future__ import annotations

import math
import random
import statistics
import sys
import time
from typing import Any

from game.ui.scratch import offscreen, percentile, scratch_home
from game.ui.startup import installed_command, start_to_title


def _mid_game_commit(state: Any) -> bool:
    """Seat 1 must place an action token in round 3 or later, its offensive token still in its tray."""
    return state.phase == "action" and state.current_player == 0 and state.stage == "commit" \
        and state.tokens[0][0] and state.round_no >= 3


def _carry(app: Any, table: Any, frames: int) -> list[float]:
    """Carry the piece in hand around the table's centre for `frames` frames; ms per frame."""
    import pygame  # lazy: pygame once SDL is set offscreen

    times: list[float] = []
    cx, cy = table.centre.center
    for frame in range(frames):
        t = frame / 60
        pos = (int(cx + table.centre.width * 0.35 * math.sin(t * 1.3)),
               int(cy + table.centre.height * 0.3 * math.sin(t * 2.1)))
        motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        began = time.perf_counter()
        app.step([motion], 1 / 60)
        pygame.display.flip()
        times.append((time.perf_counter() - began) * 1000)
    return times


def frame_times(size: tuple[int, int] = (1600, 900), frames: int = 300, players: int = 4) -> dict[str, Any]:
    """Median and 95th percentile ms per frame at the Equilibrium table while a real token is dragged.

    Random legal moves (seeded) bring a game with one human and AI seats to a mid-game turn where
    the human holds its offensive action token; the bench presses the mouse on that token and
    carries it around the table with motion events, as a player would, for `frames` frames.
    """
    offscreen()

    import pygame  # lazy: pygame once SDL is set offscreen

    from game.ui.app import App  # lazy: pygame once SDL is set offscreen
    from game.ui.session import GameSession, find_game  # lazy: pygame once SDL is set offscreen
    from game.ui.table_base import TableScene  # lazy: pygame once SDL is set offscreen

    with scratch_home("danse-bench-"):
        info = find_game("equilibrium")
        seats = [{"name": "Valerian", "kind": "human"},
                 *({"name": f"Seat {i + 1}", "kind": "ai", "level": "random"} for i in range(1, players))]
        app = App(size=size, fullscreen=False)
        app.preferences.persistent = False
        app.use_ai_process = False  # the human decides throughout: no AI seat thinks during the drag
        session = GameSession.start(info, {"players": players, "seed": 3, "options": {}, "seats": seats})
        rng = random.Random(3)
        while not _mid_game_commit(session.state):
            if session.state.is_over:
                raise RuntimeError("the bench game ended before a mid-game turn of seat 1")
            session.play(rng.choice(session.state.legal_actions()))
        table = app.stack.push(TableScene(session))
        assert isinstance(table, TableScene)
        app.step([], 1 / 60)
        token = next((t for t in table.drag.tokens if t.key == ("token", "offensive")), None)
        if token is None:
            raise RuntimeError("the Equilibrium table offers no offensive token to drag")
        start = (int(token.pos[0]), int(token.pos[1]))
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)], 1 / 60)
        if table.drag.dragging is not token:
            raise RuntimeError("pressing the mouse on the token did not pick it up")
        times = _carry(app, table, frames)
        held = table.drag.dragging is token
        table.drag.cancel()
        if app.errors:
            raise RuntimeError(f"the table failed during the bench: {app.errors[-1]}")
        if not held:
            raise RuntimeError("the token left the hand during the drag")
        moves = len(session.state.history)
        app.close()
    return {"game": "equilibrium", "size": f"{size[0]}x{size[1]}", "frames": frames, "moves_before": moves,
            "dragged": "offensive action token", "median_ms": round(statistics.median(times), 2),
            "p95_ms": round(percentile(times, 0.95), 2)}


def drag_frame_times(game_id: str, size: tuple[int, int] = (1600, 900), frames: int = 240,
                     seed: int = 3, min_moves: int = 30) -> dict[str, Any]:
    """Median and 95th percentile ms per frame at any game's table while a piece is carried.

    Seeded random legal moves bring a game (one human, the rest Random seats that never think
    during the drag) past `min_moves` to a turn of the human's where the table offers a piece to
    pick up; the bench presses on that piece and carries it around the table for `frames` frames.
    """
    offscreen()

    import pygame  # lazy: pygame once SDL is set offscreen

    from game.ui.app import App  # lazy: pygame once SDL is set offscreen
    from game.ui.session import GameSession, find_game  # lazy: pygame once SDL is set offscreen
    from game.ui.table_base import TableScene  # lazy: pygame once SDL is set offscreen

    info = find_game(game_id)
    players = min(4, info.max_players)
    with scratch_home("danse-bench-"):
        seats = [{"name": "Valerian", "kind": "human"},
                 *({"name": f"Seat {i + 1}", "kind": "ai", "level": "random"} for i in range(1, players))]
        app = App(size=size, fullscreen=False)
        app.preferences.persistent = False
        app.use_ai_process = False
        session = GameSession.start(info, {"players": players, "seed": seed, "options": {}, "seats": seats})
        rng = random.Random(seed)
        token = None
        table: Any = None
        while token is None:
            state = session.state
            if state.is_over:
                raise RuntimeError(f"the {game_id} bench game ended before the table offered a piece")
            if state.current_player == 0 and len(state.history) >= min_moves:
                table = app.stack.push(TableScene(session))
                for _ in range(2):
                    app.step([], 1 / 60)
                if table.drag.tokens:
                    token = table.drag.tokens[0]
                    break
                app.stack.pop()
            session.play(rng.choice(session.state.legal_actions()))
        start = (int(token.pos[0]), int(token.pos[1]))
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)], 1 / 60)
        if table.drag.dragging is None:
            raise RuntimeError(f"pressing on the {game_id} table's piece {token.key!r} did not pick it up")
        times = _carry(app, table, frames)
        held = table.drag.dragging is not None
        table.drag.cancel()
        if app.errors:
            raise RuntimeError(f"the {game_id} table failed during the bench: {app.errors[-1]}")
        if not held:
            raise RuntimeError(f"the {game_id} table's piece left the hand during the drag")
        moves = len(session.state.history)
        app.close()
    return {"game": game_id, "size": f"{size[0]}x{size[1]}", "frames": frames, "moves_before": moves,
            "dragged": repr(token.key), "median_ms": round(statistics.median(times), 2),
            "p95_ms": round(percentile(times, 0.95), 2)}


def _tray_of(view: Any) -> Any:
    """The dice tray a table view shows (its own, or inside a dice helper), or None."""
    tray = getattr(view, "tray", None)
    if tray is None:
        tray = getattr(getattr(view, "dice", None), "tray", None)
    return tray if hasattr(tray, "roll") else None


def dice_frame_times(game_id: str = "elysium", size: tuple[int, int] = (1600, 900),
                     frames: int = 300, dice: int = 8) -> dict[str, Any]:
    """Median and 95th percentile ms per frame at `game_id`'s table mid-game while d10s keep tumbling.

    Random legal moves bring the game to a challenge or contest (so its panel is up), then the
    view's tray is thrown again every 1.5 seconds of frames.
    """
    offscreen()

    import pygame  # lazy: pygame once SDL is set offscreen

    from game.ui.app import App  # lazy: pygame once SDL is set offscreen
    from game.ui.session import GameSession, find_game  # lazy: pygame once SDL is set offscreen
    from game.ui.table_base import TableScene  # lazy: pygame once SDL is set offscreen

    with scratch_home("danse-bench-"):
        info = find_game(game_id)
        players = max(info.min_players, min(4, info.max_players))
        seats = [{"name": f"Seat {i + 1}", "kind": "human"} for i in range(players)]
        app = App(size=size, fullscreen=False)
        app.preferences.persistent = False
        session = GameSession.start(info, {"players": players, "seed": 5, "options": {}, "seats": seats})
        rng = random.Random(5)
        for _ in range(3000):
            state = session.state
            if state.is_over or (getattr(state, "clash", None) is not None and len(state.history) > 60):
                break
            session.play(rng.choice(state.legal_actions()))
        table = TableScene(session)
        app.stack.push(table)
        table.viewer = session.state.current_player
        app.step([], 1 / 60)
        tray = _tray_of(table.view)
        if tray is None:
            raise RuntimeError(f"the {game_id} table has no dice tray")
        times: list[float] = []
        for frame in range(frames):
            if frame % 90 == 0:
                tray.roll([rng.randint(1, 10) for _ in range(dice)])
            began = time.perf_counter()
            app.step([], 1 / 60)
            pygame.display.flip()
            times.append((time.perf_counter() - began) * 1000)
        if app.errors:
            raise RuntimeError(f"the table failed during the bench: {app.errors[-1]}")
    return {"game": game_id, "size": f"{size[0]}x{size[1]}", "frames": frames, "dice": dice,
            "median_ms": round(statistics.median(times), 2), "p95_ms": round(percentile(times, 0.95), 2)}


def thinking_frame_times(game_id: str = "equilibrium", seconds: float = 3.0, level: str = "expert",
                         size: tuple[int, int] = (1600, 900)) -> dict[str, Any]:
    """Frames per second the table keeps (60 fps cap) while an AI seat of `level` thinks."""
    offscreen()
    import pygame  # lazy: pygame once SDL is set offscreen

    from game.ui.app import App  # lazy: pygame once SDL is set offscreen
    from game.ui.session import GameSession, find_game  # lazy: pygame once SDL is set offscreen
    from game.ui.table_base import TableScene  # lazy: pygame once SDL is set offscreen
    from game.ui.thinker import ProcessThinker  # lazy: pygame once SDL is set offscreen

    with scratch_home("danse-bench-"):
        info = find_game(game_id)
        seats = [{"name": "Thinker", "kind": "ai", "level": level},
                 *({"name": f"Seat {i}", "kind": "human"} for i in range(1, info.min_players))]
        app = App(size=size, fullscreen=False)
        app.preferences.persistent = False
        app.preferences.ai_think_time = 5.0
        session = GameSession.start(info, {"players": len(seats), "seed": 3, "options": {}, "seats": seats})
        table = app.stack.push(TableScene(session))
        assert isinstance(table, TableScene)
        app.step([], 1 / 60)
        clock = pygame.time.Clock()
        times: list[float] = []
        began = time.perf_counter()
        while time.perf_counter() - began < seconds:
            start = time.perf_counter()
            app.step(pygame.event.get(), 1 / 60)
            pygame.display.flip()
            times.append((time.perf_counter() - start) * 1000)
            clock.tick(60)
        elapsed = time.perf_counter() - began
        in_process = isinstance(table.thinker, ProcessThinker) and table.thinker._fallback is None
        app.close()  # stops the helper process
    return {"game": game_id, "level": level, "helper_process": in_process,
            "fps": round(len(times) / elapsed, 1), "median_ms": round(statistics.median(times), 2),
            "p95_ms": round(percentile(times, 0.95), 2)}


def main(argv: list[str] | None = None) -> int:
    """Print the window numbers (a helper for the bench command)."""
    print(frame_times())
    print(dice_frame_times())
    print(thinking_frame_times())

    print({"start_to_title": start_to_title(installed_command()[0])})
    return 0


if __name__ == "__main__":
    sys.exit(main())
