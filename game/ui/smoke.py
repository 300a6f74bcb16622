"""`python -m game smoke`: open every scene offscreen and play a short game through the UI.

Everything goes through synthetic mouse and key events posted to pygame's own
queue, exactly as a player's clicks would: the title's buttons, the setup's
Start, the action picker at the table, the pause menu, save and load.  Exits 0
when all went well, 1 with the reason otherwise.  ``--shots DIR`` writes a
PNG of each scene.  Saves go to a temporary folder, never the player's.
"""

from __future__ import annotations

import argparse
import logging
import multiprocessing
import os
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)


class SmokeFailure(Exception):
    """A step of the smoke run did not do what it should."""


class Driver:
    """Posts input to the window and runs frames, like a very patient player."""

    def __init__(self, app: Any, shots: Path | None) -> None:
        import pygame  # lazy: pygame once SDL is set offscreen

        self.pygame = pygame
        self.app = app
        self.shots = shots
        self.visited: list[str] = []

    def frames(self, count: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(count):
            self.app.step(self.pygame.event.get(), dt)
            if self.app.errors:
                raise SmokeFailure(f"a scene failed: {self.app.errors[-1]}")

    def until(self, condition: Any, what: str, limit: int = 1200) -> None:
        """Run frames until `condition()` holds (AI seats think on their thread meanwhile)."""
        for _ in range(limit):
            if condition():
                return
            self.frames(1)
            time.sleep(0.001)
        raise SmokeFailure(f"timed out waiting for {what}")

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        pg = self.pygame
        pos = (int(pos[0]), int(pos[1]))
        pg.event.post(pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pg.event.post(pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=button))
        pg.event.post(pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=button))
        self.frames(2)

    def press(self, widget: Any) -> None:
        """Click the middle of a widget (laying the scene out first)."""
        self.frames(1)
        if not widget.rect.width:
            raise SmokeFailure(f"{getattr(widget, 'text', widget)!r} has no place on screen")
        self.click(widget.rect.center)

    def key(self, key: int) -> None:
        pg = self.pygame
        pg.event.post(pg.event.Event(pg.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        pg.event.post(pg.event.Event(pg.KEYUP, key=key, mod=0, unicode="", scancode=0))
        self.frames(2)

    def expect(self, kind: type, what: str) -> Any:
        top = self.app.stack.top
        if not isinstance(top, kind):
            raise SmokeFailure(f"expected the {what} scene on top, found {type(top).__name__}")
        return top

    def shot(self, name: str) -> None:
        self.frames(2)
        self.visited.append(name)
        if self.shots is not None:
            self.shots.mkdir(parents=True, exist_ok=True)
            self.pygame.image.save(self.app.screen, str(self.shots / f"{name}.png"))


def choose_game(wanted: str | None) -> Any:
    from game.ui.session import available_games  # lazy: pygame once SDL is set offscreen

    games = available_games()
    if not games:
        raise SmokeFailure("no game is registered in game.games")
    if wanted:
        for info in games:
            if info.id == wanted:
                return info
        raise SmokeFailure(f"no game {wanted!r}; present: {', '.join(g.id for g in games)}")
    return next((g for g in games if g.id == "equilibrium"), games[0])


def play_through_ui(d: Driver, moves: int, seed: int) -> None:
    """At the table: pick legal actions from the picker with real clicks until `moves` are played."""
    from game.ui.table_base import TableScene  # lazy: pygame once SDL is set offscreen

    table = d.expect(TableScene, "table")
    rng = random.Random(seed)
    played = 0
    while played < moves and not table.session.state.is_over:
        d.until(lambda: table.my_turn() or table.session.state.is_over or d.app.stack.top is not table,
                "the human seat's turn")
        if d.app.stack.top is not table or table.session.state.is_over:
            break
        d.frames(1)
        rows = table.picker.rows
        plain = [i for i, row in enumerate(rows) if row.value is None or table.view.confirm(row.value) is None]
        index = rng.choice(plain or list(range(len(rows))))   # not a move the table asks about first (withdrawing)
        before = table.human_moves
        pos = table.picker_row_centre(index)
        if pos is None:
            raise SmokeFailure("the action picker row could not be placed")
        d.frames(1)
        pos = table.picker_row_centre(index)
        d.click(pos)
        if table.human_moves != before + 1:
            raise SmokeFailure(f"clicking picker row {index} ({rows[index].text!r}) played nothing")
        played += 1
    if played == 0 and not table.session.state.is_over:
        raise SmokeFailure("no move was played through the UI")


def run(args: argparse.Namespace) -> list[str]:
    """The scripted tour; returns the scenes visited."""
    import pygame  # lazy: pygame once SDL is set offscreen

    from game.ui import resources  # lazy: pygame once SDL is set offscreen
    from game.ui.app import App  # lazy: pygame once SDL is set offscreen
    from game.ui.scenes_menu import (  # lazy: pygame once SDL is set offscreen
        RulesScene,
        SettingsScene,
        TitleScene,
        rules_text,
    )
    from game.ui.scenes_play import (  # lazy: pygame once SDL is set offscreen
        CurtainScene,
        ErrorScene,
        KeysScene,
        PauseScene,
        ResultsScene,
    )
    from game.ui.scenes_saves import LoadScene, SaveScene  # lazy: pygame once SDL is set offscreen
    from game.ui.scenes_setup import NewGameScene  # lazy: pygame once SDL is set offscreen
    from game.ui.table_base import TableScene  # lazy: pygame once SDL is set offscreen
    from game.ui.widgets_more import Dialog  # lazy: pygame once SDL is set offscreen

    info = choose_game(args.game)
    known_problems = len(resources.problems)  # this run's own asset problems fail it
    app = App(size=tuple(args.size), fullscreen=False)
    app.preferences.persistent = False  # the smoke run never rewrites the player's settings
    app.preferences.animation_speed = 0.0
    d = Driver(app, Path(args.shots) if args.shots else None)
    app.stack.push(TitleScene())
    d.shot("title")

    d.press(d.expect(TitleScene, "title").buttons[0])  # New game
    setup = d.expect(NewGameScene, "new game")
    setup.game_picker.index = [g.id for g in setup.games].index(info.id)
    setup._game_changed()
    for row in setup.seat_rows[1:]:
        row.level.index = list(row.level.choices).index("random")
    setup.seed.text = str(args.seed)
    d.shot("new_game")
    d.press(setup.start_button)
    table = d.expect(TableScene, "table")
    play_through_ui(d, args.moves, args.seed)
    d.shot("table")
    if table.session.can_undo() and table.my_turn():  # the Undo button takes the last move back
        moves = len(table.session.state.history)
        d.press(table.undo_button)
        if len(table.session.state.history) != moves - 1:
            raise SmokeFailure("Undo did not take back the last move")
    if isinstance(app.stack.top, TableScene):
        d.key(pygame.K_F1)
        keys = d.expect(KeysScene, "keys")
        d.shot("keys")
        d.press(keys.close_button)
        d.expect(TableScene, "table after the keys")

    if not table.session.state.is_over:
        d.key(pygame.K_ESCAPE)
        pause = d.expect(PauseScene, "pause")
        d.shot("pause")
        d.press(pause.buttons[1])  # Save
        saver = d.expect(SaveScene, "save")
        saver.input.text = "smoke test"
        d.key(pygame.K_RETURN)
        d.expect(Dialog, "saved dialog")
        d.key(pygame.K_RETURN)
        d.key(pygame.K_ESCAPE)  # resume
        d.frames(2)

    if isinstance(app.stack.top, TableScene):
        app.push(CurtainScene("Mirela"))
        d.shot("curtain")
        d.click((10, 10))
        d.expect(TableScene, "table")
        app.push(ResultsScene(table.session))
    results = d.expect(ResultsScene, "results")
    d.shot("results")
    d.press(results.buttons[1])  # Title
    title = d.expect(TitleScene, "title")

    # a broken save is listed with its reason and opening it names the problem
    folder = Path(os.environ["DANSE_MACABRE_HOME"])
    (folder / "torn page.toml").write_text('format = "danse-macabre-save"\nversion = 1\ngame = ', encoding="utf-8")
    d.press(title.buttons[2])  # Load
    loader = d.expect(LoadScene, "load")
    d.shot("load")
    broken = [i for i, row in enumerate(loader.list.rows) if row.value.broken]
    good = [i for i, row in enumerate(loader.list.rows) if not row.value.broken]
    if not broken:
        raise SmokeFailure("the broken save was not listed as broken")
    loader.list.selected = broken[0]
    d.press(loader.load_button)
    dialog = d.expect(Dialog, "load error dialog")
    if "torn page" not in dialog.message:
        raise SmokeFailure(f"the load error does not name the file: {dialog.message!r}")
    d.shot("load_error")
    d.key(pygame.K_RETURN)
    if good:
        loader.list.selected = good[0]
        d.press(loader.load_button)
        d.frames(3)
        top = app.stack.top
        finished = isinstance(top, ResultsScene) and top.session.state.is_over
        if not finished:  # a finished game opens on its results, anything else at its table
            d.expect(TableScene, "table after loading")
        app.go_to_title()
        d.frames(1)

    d.press(d.expect(TitleScene, "title").buttons[3])  # Settings
    d.shot("settings")
    d.key(pygame.K_ESCAPE)
    d.press(d.expect(TitleScene, "title").buttons[4])  # Rules
    d.expect(RulesScene, "rules")
    d.shot("rules")
    rules_text(info.id)  # the played game's rules text is there (a missing one is reported)
    d.key(pygame.K_ESCAPE)
    app.push(SettingsScene())
    d.key(pygame.K_ESCAPE)

    class Faulty(TitleScene):
        def update(self, dt: float) -> None:
            raise RuntimeError("a deliberate fault to show the error scene")

    app.push(Faulty())
    quiet = [logging.getLogger(name) for name in ("game.ui.app", "game.ui.crash")]
    levels = [one.level for one in quiet]
    for one in quiet:  # the fault is deliberate: keep its traceback and report out of the output
        one.setLevel(logging.CRITICAL)
    try:
        app.step([], 1 / 60)
    finally:
        for one, level in zip(quiet, levels, strict=True):
            one.setLevel(level)
    error = d.expect(ErrorScene, "error")
    if not error.report or "crash report" not in Path(error.report).read_text("utf-8"):
        raise SmokeFailure(f"the error scene names no crash report ({error.report!r})")
    app.errors.clear()
    d.shot("error")
    d.press(error.buttons[0])
    d.expect(TitleScene, "title after the error")
    app.close()
    found = resources.problems[known_problems:]
    if found:  # a missing font, image, sound or rules text: the player would see it
        raise SmokeFailure("asset problems: " + "; ".join(found))
    return d.visited


def main(argv: list[str] | None = None) -> int:
    """Run the smoke tour; 0 when every scene opened and the scripted game was played."""
    parser = argparse.ArgumentParser(prog="python -m game smoke", description=__doc__.splitlines()[0])
    parser.add_argument("--offscreen", action="store_true", help="use SDL's dummy video driver")
    parser.add_argument("--shots", metavar="DIR", help="write a PNG of each scene into DIR")
    parser.add_argument("--game", help="game id to play (default: equilibrium, else the first)")
    parser.add_argument("--moves", type=int, default=6, help="human moves to play through the UI")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--size", type=int, nargs=2, default=(1280, 720), metavar=("W", "H"))
    args = parser.parse_args(argv or [])

    multiprocessing.freeze_support()
    if args.offscreen or not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")) \
            and sys.platform.startswith("linux"):
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.ui.app import setup_logging  # lazy: pygame once SDL is set offscreen

    setup_logging()
    old_home = os.environ.get("DANSE_MACABRE_HOME")
    with tempfile.TemporaryDirectory(prefix="danse-smoke-") as home:
        os.environ["DANSE_MACABRE_HOME"] = home
        try:
            visited = run(args)
        except Exception as exc:  # report any failure as a message and a non-zero exit
            log.exception("smoke failed")
            _say(f"smoke FAILED: {type(exc).__name__}: {exc}")
            return 1
        finally:
            if old_home is None:
                os.environ.pop("DANSE_MACABRE_HOME", None)
            else:
                os.environ["DANSE_MACABRE_HOME"] = old_home
    _say(f"smoke ok: {len(visited)} scenes ({', '.join(visited)})")
    return 0


def _say(text: str) -> None:
    """Print if there is a console (a windowed frozen build has none); always log."""
    log.info(text)
    stream = sys.stdout
    if stream is not None:
        try:
            print(text, file=stream, flush=True)
        except (OSError, ValueError):
            pass
