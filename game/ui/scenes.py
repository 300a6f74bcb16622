"""The scene stack: title, setup, table, overlays (after Tuxemon's state manager), and the scenes
found by name.

Scenes never import each other: a scene class registers under its class name (``@register``), and
code pushes it by that name with keyword arguments, ``app.push("RulesScene", game_id=gid)``
(Tuxemon's ``push_state("Name")``).  A few things a scene opens that are not a scene (open a replay,
offer a guided game, the coach of a table) are registered the same way as calls (``@provides``)
and found with :func:`call`.  The app imports the title's scene modules before the first frame and
the others just after it (``game.ui.app``); a name asked for before its module is loaded loads the
rest at once (:func:`set_loader`), so every name is known whenever it is looked up.

``push`` pauses the scene below and enters the new one; ``pop`` leaves the top
and resumes the one below; ``replace`` swaps the top without resuming anything
under it.  Events go from the top scene down until one returns ``None``
(consumed).  Drawing starts at the highest opaque scene and goes upward, so an
overlay (``opaque = False``) is drawn over whatever it covers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

import pygame

if TYPE_CHECKING:
    from game.ui.preferences import Preferences
    from game.ui.session import GameSession

S = TypeVar("S", bound="type[Scene]")
F = TypeVar("F", bound=Callable[..., Any])

SCENES: dict[str, type[Scene]] = {}
"""Every registered scene class, by its class name."""
CALLS: dict[str, Callable[..., Any]] = {}
"""Every registered call, by its name."""

_loader: list[Callable[[], None]] = []   # loads the scene modules not yet imported (the app sets it)


def set_loader(load: Callable[[], None]) -> None:
    """`load` imports every scene module not yet imported; it is called when a name is not found."""
    _loader[:] = [load]


def _load_the_rest() -> None:
    """Import the scene modules not loaded yet (a look-up in sys.modules for each one loaded)."""
    for load in _loader:
        load()


class Window(Protocol):
    """The application as a scene sees it (``game.ui.app.App``, on the floor above, is one): the
    preferences, the game in play, the stack, and what a screen may ask of the window."""

    preferences: Preferences
    session: GameSession | None
    stack: SceneStack
    screen: pygame.Surface
    fullscreen: bool
    windowed_size: tuple[int, int]
    running: bool
    errors: list[str]
    use_ai_process: bool

    def push(self, scene: Scene | str, /, **kwargs: Any) -> Scene: ...

    def go_to_title(self) -> None: ...

    def quit(self) -> None: ...

    def in_progress(self) -> str: ...

    def ask_to_quit(self) -> None: ...

    def close(self) -> None: ...

    def autosave(self, reason: str, finished: bool = False) -> None: ...

    def apply_preferences(self) -> None: ...

    def set_fullscreen(self, on: bool) -> None: ...

    def set_window_size(self, size: tuple[int, int]) -> None: ...


class UnknownScene(LookupError):
    """No scene (or call) is registered under that name: its module was not imported by the app."""


def register(cls: S) -> S:
    """Register a scene class under its class name (a class decorator)."""
    name = cls.__name__
    if SCENES.get(name, cls) is not cls:
        raise ValueError(f"two scenes are named {name}")
    SCENES[name] = cls
    return cls


def scene_class(name: str) -> type[Scene]:
    """The scene class registered as `name`."""
    if name not in SCENES:
        _load_the_rest()
    try:
        return SCENES[name]
    except KeyError:
        raise UnknownScene(f"no scene is registered as {name!r}") from None


def make(name: str, /, **kwargs: Any) -> Scene:
    """A new scene of the class registered as `name`, built with `kwargs`."""
    return scene_class(name)(**kwargs)


def provides(name: str) -> Callable[[F], F]:
    """Register a function under `name`, for scenes that may not import its module."""
    def add(function: F) -> F:
        if CALLS.get(name, function) is not function:
            raise ValueError(f"two calls are named {name}")
        CALLS[name] = function
        return function
    return add


def call(name: str, /, *args: Any, **kwargs: Any) -> Any:
    """Call the function registered as `name`."""
    if name not in CALLS:
        _load_the_rest()
    try:
        function = CALLS[name]
    except KeyError:
        raise UnknownScene(f"nothing is registered as {name!r}") from None
    return function(*args, **kwargs)


def known(name: str) -> bool:
    """Whether a scene or a call is registered as `name` (a build may lack one)."""
    if name not in SCENES and name not in CALLS:
        _load_the_rest()
    return name in SCENES or name in CALLS


def registered(name: str) -> bool:
    """Whether `name` is registered already (no module is loaded to find it: the title's first frame)."""
    return name in SCENES or name in CALLS


def scene_of(scene: Scene | str, kwargs: dict[str, Any]) -> Scene:
    """`scene` itself, or a new scene of the class registered under that name."""
    if isinstance(scene, str):
        return make(scene, **kwargs)
    if kwargs:
        raise TypeError("keyword arguments are for a scene pushed by name")
    return scene


class Scene:
    """One screen or overlay; override the hooks you need."""

    opaque = True
    name = "scene"

    def __init__(self) -> None:
        self.stack: SceneStack | None = None

    @property
    def app(self) -> Window:
        """The application that owns the stack (settings, session, audio)."""
        assert self.stack is not None and self.stack.app is not None, "scene is not on an app's stack"
        return self.stack.app

    # -- lifecycle -----------------------------------------------------------
    def enter(self) -> None:
        """Called once when pushed (or swapped in by replace)."""

    def leave(self) -> None:
        """Called once when popped or replaced."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene above was popped; this one is on top again."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: lay out again."""

    def update(self, dt: float) -> None:
        """Advance animations by `dt` seconds (only the top scene is updated)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene onto `surface`."""

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Return the event to pass it down the stack, or None to consume it."""
        return event

    @property
    def calm(self) -> bool:
        """Nothing on this scene moves by itself: with no input for a moment, the window may
        sleep until the next event (a few redraws a second) instead of drawing 60 frames."""
        return False

    @property
    def resting_fps(self) -> int | None:
        """For a scene that is never calm: the frames a second it needs once nothing has been touched for
        a moment and nothing on it moves but slow pulses (None: the full rate)."""
        return None

    def close(self) -> None:
        """Pop this scene if it is on top (a convenience for buttons)."""
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()


class SceneStack:
    """The ordered scenes of the window, bottom first."""

    def __init__(self, app: Any = None) -> None:
        self.app = app
        self.scenes: list[Scene] = []
        self.pressed_on: Scene | None = None   # the scene on top when the last key went down

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def __len__(self) -> int:
        return len(self.scenes)

    def __contains__(self, scene: object) -> bool:
        return scene in self.scenes

    def push(self, scene: Scene | str, /, **kwargs: Any) -> Scene:
        """Pause the current top and enter `scene` above it (a scene, or a registered scene's name
        and its keyword arguments)."""
        scene = scene_of(scene, kwargs)
        if self.top is not None:
            self.top.pause()
        scene.stack = self
        self.scenes.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        """Leave and remove the top scene; the one below resumes."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        scene.stack = None
        if self.top is not None:
            self.top.resume()
        return scene

    def replace(self, scene: Scene | str, /, **kwargs: Any) -> Scene:
        """Leave the top scene and enter `scene` in its place (nothing below resumes)."""
        scene = scene_of(scene, kwargs)
        if self.scenes:
            old = self.scenes.pop()
            old.leave()
            old.stack = None
        scene.stack = self
        self.scenes.append(scene)
        scene.enter()
        return scene

    def clear_to(self, scene: Scene | str, /, **kwargs: Any) -> Scene:
        """Leave every scene, top first, and start over with `scene` alone."""
        scene = scene_of(scene, kwargs)
        while self.scenes:
            old = self.scenes.pop()
            old.leave()
            old.stack = None
        return self.push(scene)

    def find(self, kind: type | str) -> Scene | None:
        """The highest scene of class `kind` (or of the class registered under that name), if any."""
        if isinstance(kind, str):
            kind = scene_class(kind)
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Offer `event` to each scene from the top down until one consumes it.  The text a key types
        (SDL sends it after the key) goes only to the screen the key was pressed on: a key that opened
        another screen types nothing into it."""
        if event.type == pygame.KEYDOWN:
            self.pressed_on = self.top
        elif event.type == pygame.TEXTINPUT and self.pressed_on is not None and self.pressed_on is not self.top:
            return None
        for scene in list(reversed(self.scenes)):
            if scene not in self.scenes:
                continue  # removed by a scene above while handling this event
            result = scene.handle(event)
            if result is None:
                return None
            event = result
        return event

    def update(self, dt: float) -> None:
        if self.top is not None:
            self.top.update(dt)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the highest opaque one upward."""
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                start = index
                break
        return self.scenes[start:]

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        for scene in self.scenes:
            scene.resize(size)
