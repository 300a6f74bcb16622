"""The window offscreen, driven by random input: clicks, drags, wheels, keys, typed text (odd
characters too) and resizes, on every game's table and on every scene (the monkey wanders by its
clicks, and now and then jumps to a scene it might not find: load, save, settings, rules, keys,
pause, results, curtain, replay, learn, the chronicle's menus).  The saves folder it sees holds
good saves, cut ones and a seat named with a zero-width character, so the lists show broken rows.

A problem is a scene error (the window's error scene came up), or a frame that took more CPU
than the hang limit; each with the table's seed and the events that lead to it.
"""

from __future__ import annotations

import os
import random
import time
from pathlib import Path
from typing import Any

import pygame

from game.saves import save_game
from game.ui.app import App
from game.ui.campaign.menu import CampaignLoadScene, CampaignMenuScene, NewCampaignScene
from game.ui.coach.scenes import LearnScene
from game.ui.replay import open_replay
from game.ui.scenes_menu import RulesScene, SettingsScene, TitleScene
from game.ui.scenes_play import CurtainScene, KeysScene, PauseScene, ResultsScene
from game.ui.scenes_saves import LoadScene, SaveScene
from game.ui.scenes_setup import NewGameScene
from game.ui.session import GameSession, available_games
from game.ui.table_base import TableScene

from .report import Report, Watchdog
from .samples import played

TEXTS = ("a", "Z", "7", " ", "\u200b", "\u200b\u200b", "\u0301", "\U0001f987", "\u202e", "\t", "é", "\x7f",
         "x" * 200)
SIZES = ((1280, 720), (1920, 1080), (800, 600), (200, 150), (4000, 3000), (1366, 768), (1, 1))
BACK_TO_TABLE = 400  # events away from a table before the monkey sits at one again
ODD_NAMES = ("\u200b", " ", "\u202eevil", "\U0001f987" * 20, "W" * 40, "")


class Monkey:
    """One game's table and whatever the clicks lead to, `events` random events long."""

    def __init__(self, report: Report, watchdog: Watchdog, app: Any, info: Any, seed: int) -> None:
        self.pg = pygame
        self.report, self.watchdog, self.app, self.info, self.seed = report, watchdog, app, info, seed
        self.rng = random.Random(seed)
        self.where = f"ui/{info.id}"
        self.away = 0
        self.top = ""
        keys = ("ESCAPE", "RETURN", "SPACE", "TAB", "BACKSPACE", "DELETE", "UP", "DOWN", "LEFT", "RIGHT",
                "HOME", "END", "PAGEUP", "PAGEDOWN", "F1", "F2", "F11", "z", "y", "s", "l", "r", "n", "c", "q",
                "f", "1", "2", "3", "KP_ENTER", "PLUS", "MINUS")
        self.keys = [getattr(pygame, f"K_{k}") for k in keys if hasattr(pygame, f"K_{k}")]

    # -- input -------------------------------------------------------------------
    def pos(self) -> tuple[int, int]:
        w, h = self.app.screen.get_size()
        if self.rng.random() < 0.05:
            return self.rng.choice(((0, 0), (w - 1, h - 1), (-5, 10), (w + 40, h // 2)))
        return self.rng.randrange(w), self.rng.randrange(h)

    def post(self, kind: int, **attrs: Any) -> None:
        self.pg.event.post(self.pg.event.Event(kind, **attrs))

    def one(self) -> str:
        """Post one random input; what it was."""
        pg, rng = self.pg, self.rng
        roll = rng.random()
        if roll < 0.40:
            pos, button = self.pos(), rng.choice((1, 1, 1, 3))
            self.post(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            self.post(pg.MOUSEBUTTONDOWN, pos=pos, button=button)
            self.post(pg.MOUSEBUTTONUP, pos=pos, button=button)
            return f"click {button} at {pos}"
        if roll < 0.52:
            start, end = self.pos(), self.pos()
            self.post(pg.MOUSEBUTTONDOWN, pos=start, button=1)
            for step in range(1, 5):
                at = (start[0] + (end[0] - start[0]) * step // 4, start[1] + (end[1] - start[1]) * step // 4)
                self.post(pg.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(1, 0, 0))
            self.post(pg.MOUSEBUTTONUP, pos=end, button=1)
            return f"drag {start} -> {end}"
        if roll < 0.58:
            dy = rng.choice((-3, -1, 1, 3, 40))
            self.post(pg.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy))
            return f"wheel {dy}"
        if roll < 0.62:
            pos = self.pos()
            self.post(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            return f"move to {pos}"
        if roll < 0.86:
            key = rng.choice(self.keys)
            mod = rng.choice((0, 0, 0, pg.KMOD_CTRL, pg.KMOD_SHIFT, pg.KMOD_ALT))
            char = chr(key) if 32 <= key < 127 and not mod else ""
            self.post(pg.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0)
            self.post(pg.KEYUP, key=key, mod=mod, unicode=char, scancode=0)
            return f"key {pg.key.name(key)} mod {mod}"
        if roll < 0.94:
            text = rng.choice(TEXTS)
            self.post(pg.TEXTINPUT, text=text)
            return f"text {text[:10]!r}"
        if roll < 0.97:
            w, h = rng.choice(SIZES)
            self.post(pg.VIDEORESIZE, size=(w, h), w=w, h=h)
            return f"resize to {w}x{h}"
        return self.jump()

    def jump(self) -> str:
        """Push a scene the clicks may not reach."""
        app, session = self.app, self.app.session
        every: dict[str, Any] = {
            "title": TitleScene, "new game": NewGameScene, "load": LoadScene, "settings": SettingsScene,
            "rules": lambda: RulesScene(self.info.id), "learn": LearnScene, "chronicle": CampaignMenuScene,
            "new chronicle": NewCampaignScene, "chronicle load": CampaignLoadScene,
            "curtain": lambda: CurtainScene(self.rng.choice(ODD_NAMES) or "Mirela"),
        }
        if session is not None:
            every.update({"keys": KeysScene, "pause": PauseScene, "save": SaveScene,
                          "results": lambda: ResultsScene(session)})
        name = self.rng.choice([*every, "replay"] if session is not None else list(every))
        if name == "replay":
            open_replay(app, session)
        else:
            app.push(every[name]())
        return f"jump to {name}"

    # -- the table -----------------------------------------------------------------
    def sit(self) -> None:
        """A new game of this table's game at its table: seat 0 human, the others human or AI."""
        rng, info = self.rng, self.info
        players = rng.randint(info.min_players, info.max_players)
        seats = [{"name": rng.choice(ODD_NAMES) if rng.random() < 0.2 else f"Seat {i + 1}",
                  **({"kind": "human"} if i == 0 or rng.random() < 0.4
                     else {"kind": "ai", "level": rng.choice(("random", "easy"))})} for i in range(players)]
        session = GameSession.start(info, {"players": players, "seed": rng.randrange(10**9), "options": {},
                                           "seats": seats})
        for _ in range(rng.randrange(0, 80)):  # sometimes well into the game
            if session.state.is_over or not session.is_human(session.state.current_player):
                break
            session.play(rng.choice(session.state.legal_actions()))
        self.app.go_to_title() if not isinstance(self.app.stack.top, TitleScene) else None
        self.app.session = session
        self.app.push(TableScene(session))
        self.report.count("tables")

    def frame(self, number: int, what: str) -> None:
        app = self.app
        self.watchdog.beat(self.where, self.seed, self.again(number))
        before = self.top
        started = time.process_time()
        app.step(self.pg.event.get(), 1 / 60)
        seconds = time.process_time() - started
        app.running = True  # Quit clicked: the soak keeps the window
        top = type(app.stack.top).__name__ if app.stack.top is not None else "nothing"
        if top != self.top:
            self.top = top
            self.report.count("scenes")
        detail = f"event {number} ({what}) on {before}"
        if seconds > self.report.hang_limit:
            self.report.problem(self.where, self.seed, f"a frame took {seconds:.1f} s of CPU on {before}",
                                self.again(number), detail)
        for message in app.errors:
            self.report.problem(self.where, self.seed, f"scene error: {message[:300]}", self.again(number), detail)
        app.errors.clear()

    def again(self, number: int) -> str:
        return f"--only ui --game {self.info.id} --events {number + 1} --seed {self.seed}"

    def run(self, events: int) -> None:
        self.sit()
        for number in range(events):
            if any(isinstance(s, TableScene) for s in self.app.stack.scenes):
                self.away = 0
            else:
                self.away += 1
            if self.away > BACK_TO_TABLE or self.app.stack.top is None:
                self.sit()
                self.away = 0
            what = self.one()
            self.report.count("events")
            if self.rng.random() < 0.7:
                self.frame(number, what)
        self.frame(events, "the last frame")


def plant(home: Path, seed: int) -> None:
    """Saves for the lists to show: good ones, cut ones, one with a seat of a zero-width name
    (from every game, whichever games the soak plays, so a table's seed alone replays it)."""
    home.mkdir(parents=True, exist_ok=True)
    rng = random.Random(seed)
    for number, info in enumerate(available_games()):
        state = played(info, seed + number, rng.randint(5, 40))
        seats = [{"name": f"Seat {i + 1}", "kind": "human"} for i in range(state.players)]
        path = save_game(f"soak {info.id}", state, {"seats": seats}, folder=home)
        data = path.read_bytes()
        if number == 0:  # a name no save is written with, as a stranger's file may hold it
            data = data.replace(b'name = "Seat 2"', 'name = "\u200b"'.encode(), 1)
            path.write_bytes(data)
        (home / f"soak {info.id} cut.toml").write_bytes(data[: rng.randrange(len(data))])


def soak_ui(report: Report, infos: list[Any], events: int, seed: int) -> None:
    """`events` random events on each game's table (table t with seed seed+t), each table in a
    fresh window over a fresh saves folder, so that a table's seed alone replays it."""
    home = Path(os.environ["DANSE_MACABRE_HOME"])
    watchdog = Watchdog()
    try:
        for number, info in enumerate(infos):
            os.environ["DANSE_MACABRE_HOME"] = str(home / f"table-{seed + number}")
            plant(Path(os.environ["DANSE_MACABRE_HOME"]), seed + number)
            app = App(size=(1280, 720), fullscreen=False)
            app.preferences.persistent = False  # never the player's settings
            app.use_ai_process = False  # AI seats think on threads: no helper process per table
            monkey = Monkey(report, watchdog, app, info, seed + number)
            try:
                monkey.run(events)
            except Exception as exc:  # noqa: BLE001 - outside a frame: the monkey itself, reported
                report.problem(f"ui/{info.id}", seed + number, f"raised {type(exc).__name__}: {exc}",
                               monkey.again(events))
            finally:
                app.close()
    finally:
        watchdog.stop()
        os.environ["DANSE_MACABRE_HOME"] = str(home)
