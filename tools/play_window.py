"""Play one whole game through a real window on an X display, as a player would, against AI seats.

    python tools/play_window.py --game nocturne --display :7 --seed 3 --players 3 --out /tmp/win

The program is the real one (``game.ui.app.App``, the title scene first) in a real SDL window on the
X display named (an Xvfb started here when none answers); its settings, saves and record live in a fresh
DANSE_MACABRE_HOME under /tmp.  This tool runs the app's own frame (``App.next_events``, ``App.step``,
a flip) in its process and, between frames, reads where things were drawn (the scenes' widgets, the
table's gesture map through the coach's pointers: ``game.ui.coach.pointers.find``) and sends the input
as real X input with ``xdotool`` (pointer moves, button presses and releases, typed keys), so every
click comes back through the X server and SDL like a player's.  Nothing is posted to pygame's queue.

It goes through Title -> Settings (animation speed Fast; with ``--size`` the window size, or full
screen) -> New game (the game, the seats: one human, AI seats at Normal, the seed typed in) -> Start
(the guided-game offer answered "Not now"), then plays the human seat to the results screen: at each of
its decisions it picks a legal move (``--pick random``: seeded random; ``--pick normal``: what the
Normal AI would play) that the table shows a way to make, and makes it by a drag, a click or a button
press at the places the table drew.  It logs each move and how long the player waited on the AI seats,
saves a screenshot of the X screen (``import -window root``) every ``--every`` moves, on a rival's turn
after them, and at the results, and stops with an error (and a screenshot) when nothing on screen has
changed for 60 s.  Output in ``--out``: ``moves.log``, ``summary.json`` and the PNGs.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame

from game.ai.seat import make_seat
from game.ui import app as window
from game.ui.coach import pointers
from game.ui.kit.names import action_text
from game.ui.preferences import ANIMATION_SPEEDS
from game.ui.widgets import Button, Cycle

STALL_SECONDS = 60.0       # nothing changed on screen for this long: stop with an error
SETTLE_SECONDS = 4.0       # the longest a move's input may take to show its effect
DRAG_STEPS = 8             # pointer moves between a drag's press and its release
LAST_RESORT = frozenset({"withdraw"})  # action kinds a player means to stay in the game would pick last
Frames = Iterator[int]     # a script of input: it yields how many frames to let the app run


class Stalled(RuntimeError):
    """Nothing changed for STALL_SECONDS, or a screen the tool needs did not come."""


# -- the X display ------------------------------------------------------------------------------
def display_answers(display: str) -> bool:
    return subprocess.run(["xdpyinfo", "-display", display], capture_output=True, check=False).returncode == 0


def ensure_display(display: str, screen: str) -> subprocess.Popen[bytes] | None:
    """The X display, started as an Xvfb of `screen` ("WxH") when none answers; the Xvfb started, if any."""
    if display_answers(display):
        return None
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", f"{screen}x24"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    for _ in range(50):
        time.sleep(0.1)
        if display_answers(display):
            return xvfb
    xvfb.terminate()
    raise SystemExit(f"no X display {display}: Xvfb did not start")


def screen_size(display: str) -> tuple[int, int]:
    out = subprocess.run(["xdpyinfo", "-display", display], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        if "dimensions:" in line:
            w, h = line.split()[1].split("x")
            return int(w), int(h)
    raise SystemExit(f"{display}: no screen size in xdpyinfo")


class XInput:
    """Real X input to the app's window (xdotool) and screenshots of the X screen (ImageMagick import)."""

    def __init__(self, display: str, out: Path) -> None:
        self.display, self.out = display, out
        self.env = dict(os.environ, DISPLAY=display)
        self.shots: list[str] = []
        self.wid: int | None = None

    def xdo(self, *words: object, quiet: bool = False) -> None:
        subprocess.run(["xdotool", *map(str, words)], env=self.env, check=True, timeout=20,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL if quiet else None)

    def window(self) -> int:
        """The app's X window, found by xdotool as this process's (pygame's get_wm_info crashed SDL here after
        a few hundred calls), once, and again after :meth:`forget` (the window was opened anew)."""
        if self.wid is None:
            found = subprocess.run(["xdotool", "search", "--pid", str(os.getpid())], env=self.env,
                                   capture_output=True, text=True, check=False, timeout=20).stdout.split()
            if len(found) != 1:
                raise Stalled(f"{len(found)} windows of this process on {self.display}: {found}")
            self.wid = int(found[0])
        return self.wid

    def forget(self) -> None:
        self.wid = None

    def onto_screen(self, screen: tuple[int, int]) -> str:
        """A window (opened anew, larger) that reaches past the screen's edge is moved to the top left corner,
        as a player would drag it back with a window manager (a bare X server has none); what was done."""
        self.forget()
        geometry = subprocess.run(["xdotool", "getwindowgeometry", "--shell", str(self.window())], env=self.env,
                                  capture_output=True, text=True, check=True, timeout=20).stdout
        at = dict(line.split("=", 1) for line in geometry.split())
        x, y, w, h = (int(at[k]) for k in ("X", "Y", "WIDTH", "HEIGHT"))
        if x >= 0 and y >= 0 and x + w <= screen[0] and y + h <= screen[1]:
            return ""
        self.xdo("windowmove", self.window(), 0, 0)
        return f"the {w}x{h} window lay at ({x}, {y}), past the {screen[0]}x{screen[1]} screen: moved to (0, 0)"

    def move(self, pos: tuple[int, int]) -> None:
        try:
            self.xdo("mousemove", "--window", self.window(), int(pos[0]), int(pos[1]), quiet=True)
        except subprocess.CalledProcessError:  # the window was opened anew (a new size, full screen)
            self.forget()
            self.xdo("mousemove", "--window", self.window(), int(pos[0]), int(pos[1]))

    def down(self) -> None:
        self.xdo("mousedown", 1)

    def up(self) -> None:
        self.xdo("mouseup", 1)

    def type(self, text: str) -> None:
        self.xdo("type", "--delay", 40, text)

    def shot(self, name: str) -> str:
        path = self.out / f"{name}.png"
        subprocess.run(["import", "-display", self.display, "-window", "root", str(path)], env=self.env,
                       check=True, timeout=60)
        self.shots.append(path.name)
        return str(path)


# -- the run ------------------------------------------------------------------------------------
class Player:
    """Drives the app: its frame in this process, every input through X."""

    def __init__(self, args: argparse.Namespace, out: Path) -> None:

        self.args, self.out = args, out
        self.x = XInput(args.display, out)
        self.rng = random.Random(args.seed)
        self.log_file = (out / "moves.log").open("w", encoding="utf-8")
        window.setup_logging()
        self.app = window.App()
        self.app.stack.push("TitleScene")
        self.started = time.monotonic()
        self.touched = time.monotonic()
        self.seen: Any = None
        self.changed_at = time.monotonic()
        self.moves = 0
        self.failed_pointers = 0
        self.waits: list[float] = []
        self.results = False
        self.table: Any = None

    # -- the app's frame, and waiting ----------------------------------------------------------
    def frame(self) -> None:

        app = self.app
        events, dt = app.next_events(time.monotonic() - self.touched)
        if events:
            self.touched = time.monotonic()
        app.step(events, dt)
        pygame.display.flip()
        if not app.running:
            raise Stalled("the window closed")
        if app.errors:
            self.note(f"ERROR SCENE: {app.errors[-1]}")
            raise Stalled(f"a scene failed: {app.errors[-1]}")
        seen = self.what_is_seen()
        if seen != self.seen:
            self.seen, self.changed_at = seen, time.monotonic()
        elif time.monotonic() - self.changed_at > STALL_SECONDS:
            raise Stalled(f"nothing changed for {STALL_SECONDS:.0f} s (top scene {type(app.stack.top).__name__})")

    def what_is_seen(self) -> tuple:
        top: Any = self.top()
        table: Any = self.table
        if table is None:
            return (type(top).__name__, id(top))
        state = table.session.state
        return (type(top).__name__, id(top), len(state.history), table.decision(), table.drag.busy,
                table.view.moving())

    def top(self) -> Any:
        """The scene on top (the scenes' own attributes are read: typed as Any)."""
        return self.app.stack.top

    def run_script(self, script: Frames) -> None:
        for frames in script:
            for _ in range(max(1, frames)):
                self.frame()

    def until(self, ready: Callable[[], bool], what: str, limit: float = STALL_SECONDS) -> Frames:
        end = time.monotonic() + limit
        while not ready():
            if time.monotonic() > end:
                raise Stalled(f"waited {limit:.0f} s for {what}")
            yield 1

    def for_seconds(self, seconds: float) -> Frames:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            yield 1

    def on_top(self, name: str) -> Frames:
        yield from self.until(lambda: type(self.top()).__name__ == name, f"the {name}")
        yield 3  # laid out and drawn

    def note(self, line: str) -> None:
        stamp = time.monotonic() - self.started
        self.log_file.write(f"{stamp:8.1f}s  {line}\n")
        self.log_file.flush()
        print(f"{stamp:8.1f}s  {line}", flush=True)

    # -- input ---------------------------------------------------------------------------------
    def click(self, pos: tuple[int, int]) -> Frames:
        self.x.move(pos)
        yield 2
        self.x.down()
        yield 2
        self.x.up()
        yield 3

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> Frames:
        self.x.move(start)
        yield 2
        self.x.down()
        yield 2
        for k in range(1, DRAG_STEPS + 1):
            t = k / DRAG_STEPS
            self.x.move((round(start[0] + (end[0] - start[0]) * t), round(start[1] + (end[1] - start[1]) * t)))
            yield 1
        yield 2
        self.x.up()
        yield 3

    def press_button(self, text: str) -> Frames:
        """Click the top scene's button labelled `text`."""

        top: Any = self.top()
        found = [w for w in top.group.widgets if isinstance(w, Button) and w.visible and w.text == text]
        if not found:
            shown = [w.text for w in top.group.widgets if isinstance(w, Button)]
            raise Stalled(f"no button {text!r} on the {type(top).__name__} (it has {shown})")
        yield from self.click(found[0].rect.center)

    def cycle_to(self, widget: Any, wanted: Callable[[Any], bool], what: str,
                 then: Callable[[], None] | None = None) -> Frames:
        """Click the right half of a Cycle's box until its value is `wanted` (`then` after each click)."""
        for _ in range(len(widget.choices) + 1):
            if wanted(widget.value):
                return
            box = widget.box()
            yield from self.click((box.right - max(8, box.width // 6), box.centery))
            if then is not None:
                yield 5
                then()
                yield 3
        if not wanted(widget.value):
            raise Stalled(f"{what}: no choice wanted among {widget.choices}")

    def onto_screen(self) -> None:
        moved = self.x.onto_screen(screen_size(self.args.display))
        if moved:
            self.note(f"WINDOW OFF SCREEN: {moved}")
            self.x.shot(f"01-off-screen-{len(self.x.shots)}")

    # -- title, settings, new game ---------------------------------------------------------------
    def to_table(self) -> Frames:

        args = self.args
        yield from self.on_top("TitleScene")
        self.x.shot("00-title")
        yield from self.press_button("Settings")
        yield from self.on_top("SettingsScene")
        settings = self.top()
        cycles = {w.label: w for w in settings.rows if isinstance(w, Cycle)}
        fast = max(s for s in ANIMATION_SPEEDS if s > 0)
        yield from self.cycle_to(cycles["Animation speed"], lambda v: v == fast, "animation speed")
        if args.fullscreen or args.size:
            size = None if args.fullscreen else tuple(int(n) for n in args.size.split("x"))
            yield from self.cycle_to(settings.size_cycle,
                                     lambda v: (v == size) if size else not isinstance(v, tuple), "window size",
                                     self.onto_screen)
            yield 10
        self.note(f"settings: animation speed {self.app.preferences.speed:g}, window "
                  f"{self.app.screen.get_size()} fullscreen={self.app.fullscreen}")
        self.x.shot("01-settings")
        yield from self.press_button("Back")
        yield from self.on_top("TitleScene")
        yield from self.press_button("New game")
        yield from self.on_top("NewGameScene")
        new = self.top()
        yield from self.cycle_to(new.game_picker, lambda _v: new.info is not None and new.info.id == args.game,
                                 "game")
        yield from self.cycle_to(new.players, lambda v: v == args.players, "players")
        yield 2
        for index, row in enumerate(new.seat_rows[:args.players]):
            kind = "human" if index == 0 else "ai"
            yield from self.cycle_to(row.kind, kind.__eq__, f"seat {index + 1}")
            yield 2
            if kind == "ai":
                yield from self.cycle_to(row.level, lambda v: v == args.level, f"seat {index + 1}'s level")
        yield from self.click(new.seed.rect.center)
        self.x.type(str(args.seed))
        yield from self.until(lambda: new.seed.text == str(args.seed), "the seed typed")
        yield 2
        self.x.shot("02-new-game")
        self.note(f"new game: {new.setup()['seats']}, seed {new.seed.text}")
        yield from self.press_button("Start")
        yield 3
        if type(self.top()).__name__ == "Dialog":  # the guided game offered the first time
            self.x.shot("03-offer")
            yield from self.press_button("Not now")
        yield from self.on_top("TableScene")
        self.table = self.top()

    # -- the game ----------------------------------------------------------------------------
    def my_decision(self) -> bool:
        table: Any = self.table
        return self.top() is table and table.my_turn() and not table.drag.busy \
            and not table.view.moving() and not table.session.state.is_over

    def choose(self, tried: set[Any]) -> tuple[Any, Any] | None:
        """A legal move not yet tried at this decision, and the pointer that makes it (None: none left)."""
        table: Any = self.table
        state = table.session.state
        legal = [a for a in state.legal_actions() if a not in tried]
        if not legal:
            return None
        order = self.rng.sample(legal, len(legal))
        order.sort(key=lambda a: getattr(a, "kind", "") in LAST_RESORT)  # leaving the game: only when nothing else
        if self.args.pick == "normal":
            best = make_seat("normal", seed=self.args.seed * 31 + len(state.history)).choose(
                state.view(state.current_player))
            order = [best, *[a for a in order if a != best]] if best in legal else order
        spots = pointers.spots_for(table.session.info.id)
        clicks = list(spots.clicks(table.view)) if spots is not None else []
        opener = spots.opener if spots is not None else None
        for action in order[:20]:
            pointer = pointers.find(table, action, clicks, opener)
            if pointer is not None:
                return action, pointer
            tried.add(action)
        return None

    def make(self, pointer: Any) -> Frames:
        if pointer.kind == "drag":
            yield from self.drag(pointer.press, pointer.release)
        else:
            yield from self.click(pointer.press)

    def play(self) -> Frames:

        table: Any = self.table
        session = table.session
        waiting_since: float | None = time.monotonic()
        rival_shot_due = True
        while True:
            top: Any = self.top()
            if type(top).__name__ == "ResultsScene":
                yield from self.for_seconds(1.5)  # the results laid out and drawn
                self.results = True
                self.x.shot("zz-results")
                self.note(f"results: scores {list(session.state.scores())}, winners {list(session.state.winners())}")
                return
            if top is not table:
                if type(top).__name__ == "Dialog" and top.buttons:
                    self.x.shot(f"dialog-{self.moves:03d}")
                    self.note(f"a dialog over the table: {getattr(top, 'title', '')!r}; pressing "
                              f"{top.buttons[0].text!r}")
                    yield from self.click(top.buttons[0].rect.center)
                    continue
                yield 1
                continue
            if not self.my_decision():
                if waiting_since is None and not table.my_turn():
                    waiting_since = time.monotonic()
                if rival_shot_due and waiting_since is not None and not table.my_turn() \
                        and time.monotonic() - waiting_since > 0.6 and not session.state.is_over:
                    rival_shot_due = False
                    self.x.shot(f"rival-{self.moves:03d}")
                yield 1
                continue
            waited = time.monotonic() - waiting_since if waiting_since is not None else 0.0
            if waiting_since is not None:
                self.waits.append(waited)
                waiting_since = None
            yield 2  # the decision drawn (its places noted) before they are read
            if not self.my_decision():
                continue
            if self.moves % self.args.every == 0:
                self.x.shot(f"turn-{self.moves:03d}")
                rival_shot_due = True
            tried: set[Any] = set()
            history = len(session.state.history)
            while len(session.state.history) == history:
                chosen = self.choose(tried)
                if chosen is None:
                    self.x.shot(f"stuck-{self.moves:03d}")
                    raise Stalled(f"no legal move of {len(session.state.legal_actions())} has a place to touch")
                action, pointer = chosen
                decision = table.decision()
                steps = []
                while True:  # a pointer that opens a picker: follow it to the move
                    steps.append(f"{pointer.kind}@{pointer.press}" +
                                 (f"->{pointer.release}" if pointer.kind == "drag" else ""))
                    yield from self.make(pointer)
                    yield from self.settle(history, decision)
                    if len(session.state.history) > history or not self.my_decision():
                        break
                    if table.decision() == decision:
                        break  # nothing changed
                    decision = table.decision()
                    pointer = pointers.find(table, action, [], None)
                    if pointer is None:
                        break
                if len(session.state.history) > history:
                    played = session.state.history[history]
                    self.moves += 1
                    same = "" if played == action else f" (meant {action_text(action, table.seat_names())})"
                    wait = f"; waited {waited:.1f} s on the AI before it" if waited else ""
                    self.note(f"move {self.moves:3d}: {action_text(played, table.seat_names())}{same} by "
                              f"{' then '.join(steps)}{wait}")
                    break
                self.failed_pointers += 1
                tried.add(action)
                self.note(f"  the {' then '.join(steps)} for {action_text(action, table.seat_names())} "
                          f"played nothing; another move")
                yield 10

    def settle(self, history: int, decision: Any) -> Frames:
        table: Any = self.table
        end = time.monotonic() + SETTLE_SECONDS
        while time.monotonic() < end:
            if len(table.session.state.history) > history and not table.drag.busy:
                return
            if table.decision() != decision and not table.drag.busy:
                return
            yield 1

    # -- all of it -----------------------------------------------------------------------------
    def run(self) -> dict[str, Any]:
        error = ""
        try:
            self.run_script(self.to_table())
            self.note(f"at the table: {self.table.session.info.title}, {self.args.players} seats, window "
                      f"{self.app.screen.get_size()}")
            self.run_script(self.play())
        except Stalled as exc:
            error = str(exc)
            self.note(f"STOPPED: {error}")
            self.x.shot("zz-stopped")
        table: Any = self.table
        summary = {
            "game": self.args.game, "display": self.args.display, "seed": self.args.seed,
            "players": self.args.players, "pick": self.args.pick, "level": self.args.level,
            "window": list(self.app.screen.get_size()), "fullscreen": self.app.fullscreen,
            "human_moves": self.moves,
            "all_moves": len(table.session.state.history) if table is not None else 0,
            "wall_seconds": round(time.monotonic() - self.started, 1),
            "longest_wait_on_ai": round(max(self.waits, default=0.0), 2),
            "mean_wait_on_ai": round(sum(self.waits) / len(self.waits), 2) if self.waits else 0.0,
            "results_reached": self.results, "error": error, "error_scenes": list(self.app.errors),
            "pointers_that_played_nothing": self.failed_pointers,
            "stale_inputs": getattr(table, "stale_inputs", 0), "screenshots": self.x.shots,
        }
        self.app.close()
        self.log_file.close()
        return summary


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True, help="the game's id (equilibrium, elysium, ...)")
    parser.add_argument("--display", default=":7", help="the X display (an Xvfb is started if none answers)")
    parser.add_argument("--screen", default="1280x720", help="the Xvfb screen when one is started here")
    parser.add_argument("--seed", type=int, default=1, help="the deal's seed and the move picker's")
    parser.add_argument("--players", type=int, default=3, help="seats: one human, the others AI")
    parser.add_argument("--level", default="normal", help="the AI seats' level")
    parser.add_argument("--pick", choices=("random", "normal"), default="random",
                        help="how the human seat picks: seeded random, or the Normal AI's move")
    parser.add_argument("--every", type=int, default=10, help="a screenshot every this many moves")
    parser.add_argument("--size", default="", help="set this window size (WxH) in Settings first")
    parser.add_argument("--fullscreen", action="store_true", help="switch to full screen in Settings first")
    parser.add_argument("--out", default="", help="the folder for the log, summary and screenshots")
    parser.add_argument("--keep-home", action="store_true", help="keep the DANSE_MACABRE_HOME folder")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    for tool in ("xdotool", "import", "xdpyinfo"):
        if shutil.which(tool) is None:
            raise SystemExit(f"{tool} is needed (xdotool, imagemagick, x11-utils)")
    out = Path(args.out or tempfile.mkdtemp(prefix=f"window-{args.game}-")).resolve()
    out.mkdir(parents=True, exist_ok=True)
    xvfb = ensure_display(args.display, args.screen)
    home = tempfile.mkdtemp(prefix="danse-window-home-")
    os.environ.update(DISPLAY=args.display, DANSE_MACABRE_HOME=home, PYGAME_HIDE_SUPPORT_PROMPT="1")
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        del os.environ["SDL_VIDEODRIVER"]   # a real window: SDL's X11 driver
    if not Path("/dev/snd").exists():
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    print(f"{args.game} on {args.display} {screen_size(args.display)}, home {home}, out {out}", flush=True)
    try:
        summary = Player(args, out).run()
    finally:
        if xvfb is not None:
            xvfb.terminate()
        if not args.keep_home:
            shutil.rmtree(home, ignore_errors=True)
    (out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    print(json.dumps({k: v for k, v in summary.items() if k != "screenshots"}), flush=True)
    return 0 if summary["results_reached"] and not summary["error"] else 1


if __name__ == "__main__":
    sys.exit(main())
