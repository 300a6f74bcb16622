"""The player's preferences as the window uses them: the fields of ``game.saves.settings.Settings``.

The save layer declares the settings (their names, defaults, ranges) and owns the TOML file and its
checks; this is a mutable copy of them for the window and the settings scene, by the same names,
written back with :meth:`Preferences.save`.  A settings file that cannot be read gives defaults and
a message (logged, and shown once).
"""

from __future__ import annotations

import dataclasses
import logging
from typing import Any

from game.saves.settings import Settings, load_settings

log = logging.getLogger(__name__)

# animation speed factors offered in the settings scene; 0 skips animations
ANIMATION_SPEEDS = (0.5, 1.0, 2.0, 0.0)
SPEED_LABELS = {0.5: "Slow", 1.0: "Normal", 2.0: "Fast", 0.0: "Instant (skip)"}
AI_DELAY_AT_NORMAL = 0.25  # the beat after an AI move that shows something, at normal speed (game.ui.pacing)

FIELDS = frozenset(spec.name for spec in dataclasses.fields(Settings))


class Preferences:
    """Every field of :class:`Settings` (``p.master_volume``, ``p.ai_think_time``, ...), readable and
    writable; `persistent` False: never written (the smoke run, tests); `message`: why the file could
    not be used, if it could not."""

    def __init__(self, settings: Settings | None = None, *, persistent: bool = True,
                 message: str | None = None) -> None:
        object.__setattr__(self, "settings", settings or Settings())
        object.__setattr__(self, "loaded", self.settings)   # as read: save writes only what changed
        self.persistent = persistent
        self.message = message

    settings: Settings
    loaded: Settings

    def __getattr__(self, name: str) -> Any:
        if name in FIELDS:
            return getattr(self.settings, name)
        raise AttributeError(name)

    def __setattr__(self, name: str, value: Any) -> None:
        if name in FIELDS:
            default = getattr(Settings(), name)
            if isinstance(default, float) and isinstance(value, int) and not isinstance(value, bool):
                value = float(value)
            object.__setattr__(self, "settings", dataclasses.replace(self.settings, **{name: value}))
        else:
            object.__setattr__(self, name, value)

    @property
    def window_size(self) -> tuple[int, int]:
        return (self.settings.window_width, self.settings.window_height)

    @window_size.setter
    def window_size(self, size: tuple[int, int]) -> None:
        self.window_width, self.window_height = int(size[0]), int(size[1])

    @property
    def speed(self) -> float:
        """Animation speed factor; 0 means skip animations."""
        return max(0.0, self.settings.animation_speed)

    def name_for_seat_one(self, fallback: str) -> str:
        """The name a new game gives the first seat: the player's own, else `fallback`."""
        return self.settings.player_name.strip() or fallback

    @property
    def ai_delay(self) -> float:
        """Seconds of the beat after an AI move that shows a human something, before the next AI move
        (moves no human sees have none: ``game.ui.pacing``)."""
        return 0.0 if self.speed <= 0 else AI_DELAY_AT_NORMAL / self.speed

    @classmethod
    def load(cls) -> Preferences:
        """Read the settings file through the save layer (defaults, with a message, if it is bad)."""
        try:
            stored, message = load_settings()
        except Exception:  # the save layer promises not to raise; be sure anyway
            log.exception("settings could not be read")
            stored, message = Settings(), "Your settings could not be read. The default settings are used this time."
        if message:
            log.warning("%s", message)
        return cls(stored, message=message)

    def to_settings(self) -> Settings:
        """The file's settings with what was changed here since it was read."""
        try:
            base = Settings.load()
        except Exception:  # noqa: BLE001 - the window must not die of it
            base = Settings()
        changed = {name: getattr(self.settings, name) for name in FIELDS
                   if getattr(self.settings, name) != getattr(self.loaded, name)}
        return dataclasses.replace(base, **changed)

    def save(self) -> None:
        """Write back through the save layer; a failure is logged, never raised."""
        if not self.persistent:
            return
        try:
            settings = self.to_settings()
            settings.save()
            object.__setattr__(self, "loaded", self.settings)
        except Exception as exc:  # noqa: BLE001 - the window must not die of it
            log.warning("settings could not be saved: %s", exc)
