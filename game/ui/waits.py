"""Where a player waits, for `python -m game bench`: from a human's last move of a turn to their next decision.

One human seat and two Normal seats (or the game's fewest seats if more) play at Fast animations in an
offscreen window driven as ``App.run`` drives it (its frame pacing included) and in real time, as a
player would wait.  The human's moves are seeded random legal ones, played at once.  Each wait is
split into

* **thinking**: the Normal seats' ``choose`` (timed inside the AI helper process, each decision
  appended to a file by :class:`TimedSeat`),
* **moving**: frames in which the table animates something (``view.moving()``),
* **pacing**: the rest: the beats between moves and the frames that carry them.

The frames a second the window kept while waiting are counted too (the frames' own time, sleep included).

The waits are summed per unit of play (a Nocturne day, a Methuselah round, ...: :data:`UNITS`).
The module imports nothing of the window at import time, so the bench can run it against an older
checkout (copied there under another module name) for before/after figures.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.ui.scratch import offscreen, percentile, scratch_home

# the unit a player counts waits in, read from the true state
UNITS: dict[str, tuple[str, Callable[[Any], int]]] = {
    "nocturne": ("day", lambda s: s.day),
    "methuselah": ("round", lambda s: s.turn_no // max(1, s.players)),
    "equilibrium": ("round", lambda s: s.round_no),
    "bloodlines": ("round", lambda s: s.round),
    "elysium": ("turn", lambda s: s.turn),
}


class TimedSeat:
    """An AI seat whose every decision's seconds are appended to `log_path` (it runs in the helper process)."""

    def __init__(self, inner: Any, log_path: str) -> None:
        self.inner = inner
        self.log_path = log_path
        self.name = getattr(inner, "name", "AI")
        self.level = getattr(inner, "level", "normal")

    def choose(self, view: Any, rng: Any = None, stop: Any = None) -> Any:
        began = time.perf_counter()
        action = self.inner.choose(view, rng, stop)
        seconds = time.perf_counter() - began
        with open(self.log_path, "a", encoding="utf-8") as out:
            out.write(f"{seconds:.6f}\n")
        return action


def _decisions(log_path: str) -> list[float]:
    try:
        return [float(line) for line in Path(log_path).read_text(encoding="utf-8").split()]
    except FileNotFoundError:
        return []


def _beats(table: Any) -> int:
    """The beats the table's pacer gave so far (game.ui.pacing), or -1 for a table that paces every AI move."""
    pacer = getattr(table, "pacer", None)
    return int(pacer.beats) if pacer is not None else -1


def measure(game_id: str, size: tuple[int, int] = (1280, 720), speed: float = 2.0, units: int = 2,
            seconds: float = 60.0, seed: int = 11) -> dict[str, Any]:
    """Play `game_id` (you and two Normal seats at animation `speed`) for the first `units` units of play
    that hold a wait, or `seconds`; the waits per unit, split, and the Normal decisions' times."""
    offscreen()
    import pygame  # lazy: pygame once SDL is set offscreen

    from game.ui.app import App  # lazy: pygame once SDL is set offscreen
    from game.ui.session import GameSession, find_game  # lazy: pygame once SDL is set offscreen
    from game.ui.table_base import TableScene  # lazy: pygame once SDL is set offscreen

    unit_name, unit_of = UNITS.get(game_id, ("turn", lambda s: len(s.history)))
    info = find_game(game_id)
    players = max(info.min_players, min(3, info.max_players))
    seats = [{"name": "Valerian", "kind": "human"},
             *({"name": f"Seat {i + 1}", "kind": "ai", "level": "normal"} for i in range(1, players))]
    with scratch_home("danse-waits-") as home:
        log_path = str(Path(home) / "decisions.txt")
        app = App(size=size, fullscreen=False)
        app.preferences.persistent = False
        app.preferences.animation_speed = speed
        session = GameSession.start(info, {"players": players, "seed": seed, "options": {}, "seats": seats})
        opened = time.perf_counter()
        table = app.stack.push(TableScene(session))
        assert isinstance(table, TableScene)
        session.ai_seats = {s: TimedSeat(seat, log_path) for s, seat in session.ai_seats.items()}
        rng = random.Random(seed)
        per_unit: dict[int, dict[str, float]] = {}
        waits: list[dict[str, float]] = []
        frames: list[float] = []
        current: dict[str, Any] | None = None
        touched = time.monotonic()
        began = time.perf_counter()
        first_wait_from_open: float | None = None
        while time.perf_counter() - began < seconds and not session.state.is_over:
            frame_start = time.perf_counter()
            events, dt = app.next_events(time.monotonic() - touched)
            app.step(events, dt)
            pygame.display.flip()
            if app.stack.top is not table:
                raise RuntimeError(f"the table left the screen: {type(app.stack.top).__name__} {app.errors[-1:]}")
            now = time.perf_counter()
            if current is not None:
                frames.append(now - frame_start)
                if table.view.moving():
                    current["moving"] += now - frame_start
            if not table.my_turn():
                continue
            if current is not None:
                current["total"] = now - current["start"]
                done = _decisions(log_path)
                current["thinking"] = sum(done[current["decided"]:])
                current["decisions"] = len(done) - current["decided"]
                current["ai_moves"] = len(session.state.history) - current["moves"]
                current["shown"] = _beats(table) - current["beats"] if _beats(table) >= 0 else current["ai_moves"]
                waits.append(current)
                total = per_unit.setdefault(current["unit"], {"total": 0.0, "thinking": 0.0, "moving": 0.0,
                                                              "decisions": 0, "ai_moves": 0, "shown": 0})
                for key in ("total", "thinking", "moving", "decisions", "ai_moves", "shown"):
                    total[key] += current[key]
                current = None
                if len(per_unit) > units:
                    break
            legal = session.state.legal_actions()
            unit = unit_of(session.state)
            table.submit(legal[rng.randrange(len(legal))], confirmed=True)
            touched = time.monotonic()
            if not table.my_turn() and not session.state.is_over:
                current = {"start": time.perf_counter(), "unit": unit, "moving": 0.0,
                           "decided": len(_decisions(log_path)), "moves": len(session.state.history),
                           "beats": _beats(table)}
                if first_wait_from_open is None:
                    first_wait_from_open = current["start"] - opened
        if app.errors:
            raise RuntimeError(f"the table failed: {app.errors[-1]}")
        decisions = _decisions(log_path)
        moves = len(session.state.history)
        app.close()
    # the last unit may be cut short (the run stopped inside it): report the whole ones only
    whole = dict(sorted(per_unit.items())[: units]) if len(per_unit) > units else dict(sorted(per_unit.items()))
    return {"game": game_id, "unit": unit_name, "players": players, "size": f"{size[0]}x{size[1]}",
            "speed": speed, "moves": moves, "units": whole, "waits": len(waits),
            "decisions": len(decisions), "decision_median_ms": 1000 * statistics.median(decisions) if decisions else 0.0,
            "decision_max_ms": 1000 * max(decisions, default=0.0),
            "frame_p95_ms": 1000 * percentile(frames, 0.95), "frame_max_ms": 1000 * max(frames, default=0.0),
            "fps": len(frames) / sum(frames) if frames else 0.0}


def wait_line(numbers: dict[str, Any]) -> str:
    """One game's waits as the bench prints them."""
    units = numbers["units"]
    parts = [f"{numbers['unit']} {u}: {v['total']:.1f} s (AI {v['thinking']:.2f}, moving {v['moving']:.1f}, "
             f"pacing {v['total'] - v['thinking'] - v['moving']:.1f}; {int(v['ai_moves'])} AI moves, "
             f"{int(v['shown'])} paced, {int(v['decisions'])} asked of the AI)"
             for u, v in units.items()]
    worst = max((v["total"] for v in units.values()), default=0.0)
    return (f"wait, {numbers['game']} (you + {numbers['players'] - 1} Normal, animations x{numbers['speed']:g}, "
            f"{numbers['size']}): worst {numbers['unit']} {worst:.1f} s; " + "; ".join(parts)
            + f"; Normal decisions median {numbers['decision_median_ms']:.0f} ms, max {numbers['decision_max_ms']:.0f} ms "
            f"over {numbers['decisions']}; while waiting {numbers['fps']:.0f} frames a second, p95 "
            f"{numbers['frame_p95_ms']:.1f} ms a frame, max {numbers['frame_max_ms']:.1f} ms")


GAMES = ("nocturne", "methuselah", "equilibrium", "bloodlines", "elysium")


def main(argv: list[str] | None = None) -> int:
    """Print the waits of the games named (all five by default)."""
    names = list(argv if argv is not None else sys.argv[1:]) or list(GAMES)
    for name in names:
        print(wait_line(measure(name)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
