"""Random and AI games of every game, through the window's own session: undo, save, load (the
loaded game plays on), autosave, the finished game kept, listed and recorded, and its replay
sought back and forth; every step timed against the hang limit."""

from __future__ import annotations

import random
import time
import traceback
from pathlib import Path
from typing import Any

from game.core.replay import Replay
from game.saves.finished import finished_games, keep_finished
from game.saves.library import latest_autosave
from game.saves.plain_data import canonical_text, to_toml_safe
from game.saves.records import record_result
from game.saves.replays import replay_of_save
from game.ui.session import GameSession, find_game

from .report import Report, Watchdog

MOVES_CAP = 5000  # a game longer than this is a problem (every game ends well before)
LEVELS = ("random", "random", "easy", "normal")
AI_LIMIT = 20.0  # CPU seconds: an AI thinks in its own process in the window, so only a runaway one counts


def same(a: Any, b: Any) -> bool:
    return canonical_text(to_toml_safe(a.to_data())) == canonical_text(to_toml_safe(b.to_data()))


class GameRun:
    """One game, seeded: its report lines carry the seed and the options that replay it."""

    def __init__(self, report: Report, watchdog: Watchdog, info: Any, seed: int) -> None:
        self.report, self.watchdog, self.info, self.seed = report, watchdog, info, seed
        self.where = f"games/{info.id}"
        self.again = f"--only games --game {info.id} --games 1 --seed {seed}"
        self.rng = random.Random(seed)

    def timed(self, what: str, call: Any, *args: Any, limit: float | None = None) -> Any:
        """`call(*args)`, a problem if it took more CPU seconds than the hang limit (CPU, not the
        clock: a machine busy with other work must not make a step look hung)."""
        self.watchdog.beat(self.where, self.seed, self.again)
        started = time.process_time()
        out = call(*args)
        seconds = time.process_time() - started
        if seconds > (limit or self.report.hang_limit):
            self.problem(f"{what} took {seconds:.1f} s (limit {self.report.hang_limit:.0f} s)")
        return out

    def problem(self, text: str, detail: str = "") -> None:
        self.report.problem(self.where, self.seed, text, self.again, detail)

    def setup(self) -> dict[str, Any]:
        rng, info = self.rng, self.info
        players = rng.randint(info.min_players, info.max_players)
        seats = [{"name": f"Seat {i + 1}", "kind": "human"} if i == 0 or rng.random() < 0.3
                 else {"name": f"Seat {i + 1}", "kind": "ai", "level": rng.choice(LEVELS)}
                 for i in range(players)]
        return {"players": players, "seed": self.seed, "options": {}, "seats": seats}

    def play(self) -> None:
        session = self.timed("starting the game", GameSession.start, self.info, self.setup())
        saved: Path | None = None
        while not session.state.is_over:
            moves = len(session.state.history)
            if moves > MOVES_CAP:
                self.problem(f"the game did not end in {MOVES_CAP} moves")
                return
            seat = session.state.current_player
            if session.is_human(seat) and self.rng.random() < 0.06 and session.can_undo():
                before = session.state.clone()
                undone = self.timed("undo", session.undo)
                if undone is None or len(session.state.history) >= len(before.history):
                    self.problem(f"undo at move {moves} took nothing back")
                self.report.count("undos")
                continue
            legal = session.state.legal_actions()
            if session.is_human(seat):
                action = self.rng.choice(legal)
            else:
                action = self.timed(f"seat {seat}'s AI decision", session.ai_seats[seat].choose,
                                    session.state.view(seat), limit=AI_LIMIT)
                if action not in legal:
                    self.problem(f"seat {seat}'s AI chose an illegal move at move {moves}: {action!r}")
                    action = self.rng.choice(legal)
            self.timed(f"move {moves + 1}", session.play, action)
            self.report.count("moves")
            roll = self.rng.random()
            if roll < 0.02:
                session, saved = self.save_and_load(session)
            elif roll < 0.03:
                self.timed("autosave", session.autosave)
                if self.timed("finding the autosave", latest_autosave) is None:
                    self.problem(f"the autosave of move {moves + 1} is not found for Continue")
        self.finish(session, saved)

    def save_and_load(self, session: GameSession) -> tuple[GameSession, Path]:
        path = self.timed("saving", session.save, f"soak {self.info.id} {self.seed}")
        loaded = self.timed("loading", GameSession.load, path)
        self.report.count("saves")
        if not same(loaded.state, session.state):
            self.problem(f"a save loaded back differs at move {len(session.state.history)}")
            return session, path
        if loaded.can_undo() != session.can_undo():
            self.problem(f"undo is {'lost' if session.can_undo() else 'gained'} by saving and loading "
                         f"at move {len(session.state.history)}")
        return loaded, path  # the loaded game plays on

    def finish(self, session: GameSession, saved: Path | None) -> None:
        state = session.state
        kept = self.timed("keeping the finished game", keep_finished, state, session.setup)
        rows = self.timed("listing the finished games", finished_games)
        if not any(Path(r.path) == kept and not r.broken for r in rows):
            self.problem("the finished game kept is not listed as good")
        self.timed("recording the result", record_result, state, session.setup)
        replay = self.timed("building the replay", Replay.from_state, state, session.setup)
        for _ in range(10):
            self.timed("seeking the replay", replay.seek, self.rng.randint(0, replay.length))
        if not same(self.timed("seeking the replay's end", replay.seek, replay.length), state):
            self.problem("the replay's last position is not the game's end")
        if saved is not None:
            from_file = self.timed("the replay of a save", replay_of_save, saved, find_game)
            from_file.seek(from_file.length)
        self.report.count("replays")
        self.report.count("games")


def soak_games(report: Report, infos: list[Any], each: int, seed: int) -> None:
    """`each` games of every game in `infos`, game i with seed seed+i."""
    watchdog = Watchdog()
    try:
        for info in infos:
            for number in range(each):
                run = GameRun(report, watchdog, info, seed + number)
                try:
                    run.play()
                except Exception as exc:  # noqa: BLE001 - what the soak is for
                    last = traceback.extract_tb(exc.__traceback__)[-1]
                    run.problem(f"raised {type(exc).__name__}: {str(exc)[:300]} at "
                                f"{Path(last.filename).name}:{last.lineno}")
    finally:
        watchdog.stop()
