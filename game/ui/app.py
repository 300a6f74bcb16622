"""`python -m game`: the window and its one main loop.

Pump events, hand them to the scene stack, update the top scene, draw, at 60
frames a second at most.  Any exception inside a scene is caught here: the
current game is autosaved and an error scene offers the way back to the title,
so the window never dies.
"""

from __future__ import annotations

import importlib
import logging
import multiprocessing
import os
import sys
import time
import traceback
import warnings
from typing import TYPE_CHECKING, Any

import pygame

from game.saves.folders import remove_leftovers
from game.ui import crash, resources, scenes_menu, scenes_play
from game.ui import theme as th
from game.ui.audio import audio
from game.ui.preferences import Preferences
from game.ui.scenes import Scene, SceneStack, set_loader
from game.ui.widgets_more import Dialog

if TYPE_CHECKING:
    from game.ui.session import GameSession

log = logging.getLogger(__name__)

TITLE_MODULES = (scenes_menu, scenes_play)
"""The scene modules the first frame needs (the title, the error scene), imported with the app."""
SCENE_MODULES = ("game.ui.scenes_menu", "game.ui.scenes_play", "game.ui.scenes_saves", "game.ui.scenes_setup",
                 "game.ui.coach", "game.ui.replay", "game.ui.review", "game.ui.campaign.flow",
                 "game.ui.campaign.hub", "game.ui.campaign.menu", "game.ui.campaign.steps", "game.ui.decks.scene")
"""Every module that registers scenes or calls (game.ui.scenes), loaded here: the one place that loads
them all, so a scene pushes another by its name and never imports it.  Those past the title's are
loaded one a frame after the first frame (``App.run``), or all at once when a name is
asked for before (``game.ui.scenes.set_loader``): the title shows without waiting for them."""


def load_scenes() -> None:
    """Import every scene module not imported yet."""
    for name in SCENE_MODULES:
        importlib.import_module(name)


set_loader(load_scenes)   # a scene asked for by name before its module loaded: load them all


def scenes_to_load() -> list[str]:
    """The scene modules not imported yet, in their order."""
    return [name for name in SCENE_MODULES if name not in sys.modules]

DEFAULT_SIZE = (1280, 720)
MAX_SIZE = (2560, 1440)
MIN_SIZE = (960, 540)
QUIT_TITLE = "Quit Danse Macabre?"
CAPTION = "Danse Macabre"
FPS = 60
MAX_STEP = 0.1      # the most seconds one busy frame advances the scenes by
IDLE_AFTER = 0.5     # seconds without input before a calm scene lets the window sleep between events
IDLE_WAIT_MS = 200   # the longest sleep: a calm scene is still redrawn five times a second (a caret blinks)
# SDL names the window's class (what a desktop groups it under) from these, else the script's name
WM_CLASS_VARIABLES = ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS")


def name_the_window_class() -> None:
    """Give the window the class name "Danse Macabre"; before SDL's video starts.

    Importing pygame under X11 sets the class to the script's file name (``__main__.py`` for
    ``python -m game``): that one, or none, is replaced; a class the user set is kept."""
    script = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    for variable in WM_CLASS_VARIABLES:
        if os.environ.get(variable) in (None, "", script):
            os.environ[variable] = CAPTION


FIRST_FRAME_ENV = "DANSE_MACABRE_FIRST_FRAME"  # a file: the clock time (time.time()) of the first flip


def setup_logging() -> None:
    """Log to stderr from source; to a file in the user data folder when frozen (no console)."""
    root = logging.getLogger()
    if root.handlers:
        return
    fmt = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    if getattr(sys, "frozen", False) or sys.stderr is None:
        handler: logging.Handler = logging.FileHandler(resources.user_data_dir() / "danse-macabre.log",
                                                       encoding="utf-8")
    else:
        handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(fmt)
    root.addHandler(handler)
    root.setLevel(logging.INFO)


def desktop_size() -> tuple[int, int] | None:
    """The size of the screen the window opens on (None when the display cannot say, or is offscreen)."""
    if pygame.display.get_driver() in ("dummy", "offscreen"):   # no screen: SDL's dummy says 1024x768
        return None
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes and min(sizes[0]) > 0 else None  # type: ignore[return-value]


def fit_to_screen(size: tuple[int, int], desktop: tuple[int, int] | None) -> tuple[int, int]:
    """A window size that fits on `desktop` (a saved 2560x1440 on a 1280x720 screen opens at the screen's
    size, not off it); never under the smallest size the tables lay out for unless the screen itself is
    smaller."""
    w, h = size
    if desktop is None:
        return w, h
    room_w, room_h = desktop
    return max(min(MIN_SIZE[0], room_w), min(w, room_w)), max(min(MIN_SIZE[1], room_h), min(h, room_h))


def keep_on_screen(size: tuple[int, int]) -> None:
    """Put a window that would lie partly off the screen back on it, centred (the window manager's place
    otherwise)."""
    desktop = desktop_size()
    try:
        with warnings.catch_warnings():   # pygame-ce marks it deprecated for drawing, not for moving a window
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pygame.Window.from_display_module()
    except (pygame.error, AttributeError):   # no window to move (a dummy display)
        return
    if desktop is None:
        return
    x, y = window.position
    if x < 0 or y < 0 or x + size[0] > desktop[0] or y + size[1] > desktop[1]:
        window.position = (max(0, (desktop[0] - size[0]) // 2), max(0, (desktop[1] - size[1]) // 2))


class App:
    """The window, the scene stack, the preferences and the game being played."""

    def __init__(self, size: tuple[int, int] | None = None, fullscreen: bool | None = None) -> None:
        """The window (of `size`, else the saved size, never larger than the screen; full screen if asked or
        saved so) with the title scene's stack, the preferences and the sound."""
        name_the_window_class()
        pygame.init()
        self.preferences = Preferences.load()
        remove_leftovers()  # what a save killed mid-write left in the saves folder (never raises)
        size = size or self.preferences.window_size or DEFAULT_SIZE
        self.stack = SceneStack(self)
        self.session: GameSession | None = None
        self.running = True
        self.errors: list[str] = []  # messages shown by error scenes (smoke checks it stays empty)
        self.use_ai_process = True  # AI seats think in a helper process (tests may use threads)
        sys.setswitchinterval(0.002)  # if an AI falls back to a thread, let drawing take the GIL often
        self.windowed_size = (min(size[0], MAX_SIZE[0]), min(size[1], MAX_SIZE[1]))
        self.fullscreen = self.preferences.fullscreen if fullscreen is None else fullscreen
        self.screen = self._open_window()
        audio.start()
        self.apply_preferences()
        self.clock = pygame.time.Clock()
        self.frame_began = time.perf_counter()   # when the last frame's events were handed out

    # -- the window ------------------------------------------------------------
    def _open_window(self) -> pygame.Surface:
        pygame.display.set_caption(CAPTION)
        if resources.image_exists("art/icon.png"):
            icon = pygame.image.load(str(resources.resource_path("art", "icon.png")))
            pygame.display.set_icon(icon)
        else:
            resources.report(f"missing image file: {resources.resource_path('art', 'icon.png')}")
        if self.fullscreen and os.environ.get("SDL_VIDEODRIVER") != "dummy":
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.windowed_size = fit_to_screen(self.windowed_size, desktop_size())
            screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            keep_on_screen(self.windowed_size)
        th.theme.height = screen.get_height()
        return screen

    def set_fullscreen(self, on: bool) -> None:
        """Switch between full screen and the last window size (F11, Settings); kept in the settings."""
        self.preferences.fullscreen = on
        if on == self.fullscreen:
            return
        if on and self.screen is not None:
            self.windowed_size = self.screen.get_size()
        self.fullscreen = on
        self.screen = self._open_window()
        self.stack.resize(self.screen.get_size())

    def set_window_size(self, size: tuple[int, int]) -> None:
        """A window of `size` (leaving full screen), at once and at the next start."""
        w = max(MIN_SIZE[0], min(MAX_SIZE[0], int(size[0])))
        h = max(MIN_SIZE[1], min(MAX_SIZE[1], int(size[1])))
        self.windowed_size = self.preferences.window_size = (w, h)
        self.preferences.fullscreen = False
        self.fullscreen = False
        self.screen = self._open_window()
        self.stack.resize(self.screen.get_size())

    def resized(self, size: tuple[int, int]) -> None:
        w = max(MIN_SIZE[0], min(MAX_SIZE[0], size[0]))
        h = max(MIN_SIZE[1], min(MAX_SIZE[1], size[1]))
        screen = pygame.display.get_surface()
        if screen is None or screen.get_size() != (w, h):
            screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        self.screen = screen
        if not self.fullscreen:
            self.windowed_size = (w, h)
            self.preferences.window_size = (w, h)
        th.theme.height = self.screen.get_height()
        self.stack.resize((w, h))

    def apply_preferences(self) -> None:
        """Push volumes and palette from the preferences into audio and theme."""
        p = self.preferences
        audio.set_volumes(p.master_volume, p.effects_volume)
        th.theme.colour_blind = p.colourblind

    # -- the game in play --------------------------------------------------------
    def autosave(self, reason: str, finished: bool = False) -> bool:
        """Autosave the game in play (if any); never raises; whether it was written.

        A finished game is saved only when `finished` (its last move), so Continue
        then shows its results rather than the move before the end.
        """
        if self.session is None or (self.session.state.is_over and not finished):
            return False
        try:
            self.session.autosave()
            log.info("autosaved (%s)", reason)
            return True
        except Exception:  # an autosave failure must not cause a second crash
            log.exception("autosave failed (%s)", reason)
            return False

    def go_to_title(self) -> None:
        """Leave whatever is on screen (autosaving a game in play) and show the title."""
        self.autosave("back to title")
        self.session = None
        self.stack.clear_to("TitleScene")

    def quit(self) -> None:
        self.autosave("window closed")
        self.running = False

    def in_progress(self) -> str:
        """The game in progress, in words ("your game of Nocturne"), or '' when none is."""
        session = self.session
        if session is None or session.state.is_over:
            return ""
        return f"your game of {session.info.title}"

    def ask_to_quit(self) -> None:
        """Quit once the player says so, naming what is kept (the window's close button, Esc on the title);
        asked a second time (the close button again), quit at once."""
        top = self.stack.top
        if isinstance(top, Dialog) and top.title == QUIT_TITLE:
            self.quit()
            return
        game = self.in_progress()
        kept = (f"Nothing is lost: {game} is autosaved as it stands, and Continue on the title screen brings it "
                "back." if game else "Nothing is lost: every game and chronicle is saved as you left it.")
        self.stack.push(Dialog(QUIT_TITLE, kept, (("Stay", None, pygame.K_ESCAPE), ("Quit", self.quit, pygame.K_q))))

    # -- the loop --------------------------------------------------------------
    def fail(self, exc: BaseException) -> None:
        """A scene raised: log it, autosave, write a crash report beside the log, and show the error scene
        saying where the report is (never a dead window)."""
        log.error("scene failed:\n%s", "".join(traceback.format_exception(exc)))
        message = f"{type(exc).__name__}: {exc}"
        self.errors.append(message)
        saved = self.autosave("after an error")
        report = crash.write_report(exc, self.session, saved, [type(s).__name__ for s in self.stack.scenes])
        told = {"message": message, "saved": saved, "report": str(report) if report else ""}
        try:
            if isinstance(self.stack.top, scenes_play.ErrorScene):
                self.stack.clear_to("ErrorScene", **told)
            else:
                self.stack.push("ErrorScene", **told)
        except Exception:
            log.exception("the error scene itself failed; going to a bare error scene")
            self.stack.scenes = []
            self.stack.push("ErrorScene", **told)

    def dispatch(self, event: pygame.event.Event) -> None:
        """Window-level keys and events first, then the scene stack."""
        if event.type == pygame.QUIT:
            self.ask_to_quit()
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.resized(event.size)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.fullscreen)
            return
        self.stack.handle(event)

    def step(self, events: list[pygame.event.Event], dt: float) -> None:
        """One frame: events, update, draw; an exception becomes the error scene."""
        try:
            for event in events:
                self.dispatch(event)
                if not self.running:
                    return
            self.stack.update(dt)
            self.screen.fill(th.INK)
            self.stack.draw(self.screen)
        except Exception as exc:  # noqa: BLE001 - the window must not die of it
            self.fail(exc)
            try:
                self.screen.fill(th.INK)
                self.stack.draw(self.screen)
            except Exception:
                log.exception("drawing the error scene failed")

    def push(self, scene: Scene | str, /, **kwargs: Any) -> Scene:
        """Push `scene`, or the scene registered under that name built with `kwargs`."""
        return self.stack.push(scene, **kwargs)

    def close(self) -> None:
        """Leave every scene, top first (their helpers stop), and keep the preferences."""
        while self.stack.scenes:
            try:
                self.stack.pop()
            except Exception:  # shutting down must finish: log.exception keeps the reason
                log.exception("a scene failed while closing")
        self.preferences.save()

    def next_events(self, quiet_for: float) -> tuple[list[pygame.event.Event], float]:
        """The events of the next frame and the seconds it advances the scenes by.

        At 60 frames a second while anything moves; once the top scene is calm and nothing has
        been touched for IDLE_AFTER seconds, the window sleeps until an event arrives (it wakes
        at once) or IDLE_WAIT_MS pass, so an idle menu costs a laptop next to nothing; a scene
        that is never calm (a table) but has nothing moving on it draws at its `resting_fps`. The step
        is capped (a stalled frame must not jump an animation), at a whole sleep when idle, so a
        caret, a tooltip's delay and a timed page keep real time."""
        top = self.stack.top
        if top is not None and quiet_for >= IDLE_AFTER:
            if top.calm:
                return self._waited(IDLE_WAIT_MS, IDLE_WAIT_MS / 1000.0 + MAX_STEP)
            rate = top.resting_fps
            if rate and rate < FPS:   # the rest of this frame's share of a second
                return self._waited(round(1000 * (1.0 / rate - (time.perf_counter() - self.frame_began))), MAX_STEP)
        dt = self.clock.tick(FPS) / 1000.0
        self.frame_began = time.perf_counter()
        return pygame.event.get(), min(dt, MAX_STEP)

    def _waited(self, wait_ms: int, longest: float) -> tuple[list[pygame.event.Event], float]:
        """Sleep until an event comes (it wakes at once) or `wait_ms` pass; the events and the step."""
        first = pygame.event.wait(max(1, wait_ms))
        events = [] if first.type == pygame.NOEVENT else [first]
        events.extend(pygame.event.get())
        self.frame_began = time.perf_counter()
        return events, min(self.clock.tick() / 1000.0, longest)

    def run(self) -> int:
        """The main loop until the window closes."""
        first_frame = os.environ.pop(FIRST_FRAME_ENV, "")  # the bench: note when the first frame shows, stop
        touched = time.monotonic()
        later = scenes_to_load()
        while self.running:
            events, dt = self.next_events(0.0 if later else time.monotonic() - touched)
            if events:
                touched = time.monotonic()
            self.step(events, dt)
            pygame.display.flip()
            if first_frame:
                with open(first_frame, "w", encoding="utf-8") as out:   # when, and the processor time it took
                    out.write(f"{time.time():.6f}\n{time.process_time():.6f}\n")
                self.running = False
            if later:   # the scene modules past the title's, one a frame once the title shows
                importlib.import_module(later.pop(0))
        self.close()
        pygame.quit()
        return 0


class NoScreen(Exception):
    """SDL found no screen to open the window on (the message is SDL's own); the command line
    (``game.__main__``) says what to do instead."""


def main(argv: list[str] | None = None) -> int:
    """Open the window on the title scene and play until it closes (NoScreen if it cannot open)."""
    multiprocessing.freeze_support()  # a frozen AI helper process starts here and never opens a window
    setup_logging()
    log.info("%s", "; ".join(crash.system_lines()))  # which build, on what: the log's first line
    started = time.perf_counter()
    args = list(argv or [])
    try:
        app = App(fullscreen=True if "--fullscreen" in args else None)
    except pygame.error as exc:  # SDL found no video device: say so and stop, never run on
        if pygame.display.get_surface() is not None:
            raise
        pygame.quit()
        raise NoScreen(str(exc)) from None

    app.stack.push("TitleScene")
    if app.preferences.message:
        app.stack.push(Dialog("Settings", app.preferences.message))
    log.info("window ready in %.2f s", time.perf_counter() - started)
    try:
        return app.run()
    except Exception as exc:  # the loop itself died (a scene's fault shows the error scene instead)
        saved = app.autosave("after a crash")
        report = crash.write_report(exc, app.session, saved)
        log.critical("the window closed after an error; %s", crash.plain_message(report, saved))
        raise
