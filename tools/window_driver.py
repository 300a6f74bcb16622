"""The real window the play tools drive: the X display, real X input, and the app's frame run here.

``play_window.py`` (a whole game) and ``window_chronicle.py`` (a chronicle chapter with its aftermath)
stand on this.  The program is the real one (``game.ui.app.App``, the title scene first) in a real SDL
window on an X display (an Xvfb started here when none answers), its settings, saves and record in a
fresh DANSE_MACABRE_HOME under /tmp.  A :class:`Driver` runs the app's own frame (``App.next_events``,
``App.step``, a flip) in this process and, between frames, sends input as real X input with ``xdotool``
(pointer moves, button presses and releases, typed keys) at the places the scenes drew, so every click
comes back through the X server and SDL like a player's.  Nothing is posted to pygame's queue.

A script is a generator of frame counts (:data:`Frames`): it yields how many frames to let the app run
before it reads the screen again and sends the next input.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame

from game.ui import app as window
from game.ui.preferences import ANIMATION_SPEEDS
from game.ui.widgets import Button, Cycle

STALL_SECONDS = 60.0       # nothing changed on screen for this long: stop with an error
DRAG_STEPS = 8             # pointer moves between a drag's press and its release
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

    def key(self, name: str) -> None:
        """Press and release one key (an X keysym name: "3", "Return")."""
        self.xdo("key", name)

    def shot(self, name: str) -> str:
        path = self.out / f"{name}.png"
        subprocess.run(["import", "-display", self.display, "-window", "root", str(path)], env=self.env,
                       check=True, timeout=60)
        self.shots.append(path.name)
        return str(path)


# -- the app's frame, waiting and input ------------------------------------------------------------
class Driver:
    """Drives the app: its frame in this process, every input through X.  A script (a subclass) says what
    to do; :meth:`run` runs it and returns the summary written to ``summary.json``."""

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
        self.table: Any = None     # the table being played, while it is (what changes on it counts as seen)

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
        """What changes on screen: the scene on top (itself, not its id: a new scene may take a gone one's id),
        and at a table its moves, decision, drag and motion."""
        top: Any = self.top()
        table: Any = self.table
        runner = getattr(top, "runner", None)   # a review being made: its progress shows
        if runner is not None:
            return (type(top).__name__, top, runner.state, runner.done_moves)
        if table is None:
            return (type(top).__name__, top)
        state = table.session.state
        return (type(top).__name__, top, len(state.history), table.decision(), table.drag.busy,
                table.view.moving())

    def top(self) -> Any:
        """The scene on top (the scenes' own attributes are read: typed as Any)."""
        return self.app.stack.top

    def top_is(self, name: str) -> bool:
        return type(self.top()).__name__ == name

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
        yield from self.until(lambda: self.top_is(name), f"the {name}")
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

    def button(self, text: str) -> Any:
        """The top scene's visible button labelled `text` (None: there is none)."""
        top: Any = self.top()
        found = [w for w in top.group.widgets if isinstance(w, Button) and w.visible and w.text == text]
        return found[0] if found else None

    def press_button(self, text: str) -> Frames:
        """Click the top scene's button labelled `text`."""
        top: Any = self.top()
        found = self.button(text)
        if found is None:
            shown = [w.text for w in top.group.widgets if isinstance(w, Button)]
            raise Stalled(f"no button {text!r} on the {type(top).__name__} (it has {shown})")
        yield from self.click(found.rect.center)

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

    # -- the scripts' common beginning ------------------------------------------------------------
    def settings(self) -> Frames:
        """From the title: Settings -> animation speed Fast (and `--size` or `--fullscreen`) -> Back."""
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

    def seats(self, scene: Any) -> Frames:
        """On a New game (or New chronicle) screen: `--players` seats, seat 1 human, the others AI at `--level`,
        and `--seed` typed in."""
        args = self.args
        yield from self.cycle_to(scene.players, lambda v: v == args.players, "players")
        yield 2
        for index, row in enumerate(scene.seat_rows[:args.players]):
            kind = "human" if index == 0 else "ai"
            yield from self.cycle_to(row.kind, kind.__eq__, f"seat {index + 1}")
            yield 2
            if kind == "ai":
                yield from self.cycle_to(row.level, lambda v: v == args.level, f"seat {index + 1}'s level")
        yield from self.click(scene.seed.rect.center)
        self.x.type(str(args.seed))
        yield from self.until(lambda: scene.seed.text == str(args.seed), "the seed typed")
        yield 2

    # -- all of it -----------------------------------------------------------------------------
    def script(self) -> Frames:
        raise NotImplementedError

    def summary(self) -> dict[str, Any]:
        """What the run came to (the script's own fields; :meth:`run` adds the common ones)."""
        raise NotImplementedError

    def succeeded(self) -> bool:
        raise NotImplementedError

    def run(self) -> dict[str, Any]:
        error = ""
        try:
            self.run_script(self.script())
        except Stalled as exc:
            error = str(exc)
            self.note(f"STOPPED: {error}")
            self.x.shot("zz-stopped")
        summary = {"display": self.args.display, "seed": self.args.seed, "players": self.args.players,
                   "pick": self.args.pick, "level": self.args.level,
                   "window": list(self.app.screen.get_size()), "fullscreen": self.app.fullscreen,
                   **self.summary(),
                   "wall_seconds": round(time.monotonic() - self.started, 1),
                   "error": error, "error_scenes": list(self.app.errors), "screenshots": self.x.shots}
        self.app.close()
        self.log_file.close()
        return summary


def screen_for(args: argparse.Namespace) -> str:
    """The screen of an Xvfb started here: `--screen`, or else as large as the `--size` asked for (a 1280x720
    screen under a 2560x1440 window left Settings without that size, and the tool waited on it)."""
    if args.screen:
        return str(args.screen)
    return str(args.size) if getattr(args, "size", "") else "1280x720"


def fits_screen(args: argparse.Namespace) -> None:
    """Stop at once, saying why, when the `--size` asked for is larger than the display's screen: Settings
    offers only the window sizes that fit the screen (as it does a player), so it cannot be chosen."""
    size = getattr(args, "size", "")
    if not size or getattr(args, "fullscreen", False):
        return
    w, h = (int(n) for n in size.split("x"))
    screen = screen_size(args.display)
    if w > screen[0] or h > screen[1]:
        raise SystemExit(f"--size {size} does not fit the {screen[0]}x{screen[1]} screen of {args.display}: "
                         f"Settings offers only the window sizes that fit the screen. Use a display at least "
                         f"that large (--screen {size} when the tool starts its Xvfb).")


def drive(args: argparse.Namespace, make: Callable[[argparse.Namespace, Path], Driver], label: str) -> int:
    """Run a driver's script in a real window: the tools checked, `--out` made, the display up, a fresh home
    for the program; ``summary.json`` written; exit code 0 only when the script reached its end."""
    for tool in ("xdotool", "import", "xdpyinfo"):
        if shutil.which(tool) is None:
            raise SystemExit(f"{tool} is needed (xdotool, imagemagick, x11-utils)")
    out = Path(args.out or tempfile.mkdtemp(prefix=f"window-{label}-")).resolve()
    out.mkdir(parents=True, exist_ok=True)
    xvfb = ensure_display(args.display, screen_for(args))
    home = tempfile.mkdtemp(prefix="danse-window-home-")
    os.environ.update(DISPLAY=args.display, DANSE_MACABRE_HOME=home, PYGAME_HIDE_SUPPORT_PROMPT="1")
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        del os.environ["SDL_VIDEODRIVER"]   # a real window: SDL's X11 driver
    if not Path("/dev/snd").exists():
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    try:   # from here on an Xvfb started here is stopped whatever happens (xdpyinfo failing too)
        print(f"{label} on {args.display} {screen_size(args.display)}, home {home}, out {out}", flush=True)
        fits_screen(args)
        driver = make(args, out)
        summary = driver.run()
        ok = driver.succeeded() and not summary["error"]
    finally:
        pygame.quit()   # the window's X connection closed before an Xvfb started here goes (Xlib exits 1 else)
        if xvfb is not None:
            xvfb.terminate()
        if not args.keep_home:
            shutil.rmtree(home, ignore_errors=True)
    (out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    print(json.dumps({k: v for k, v in summary.items() if k != "screenshots"}), flush=True)
    return 0 if ok else 1
