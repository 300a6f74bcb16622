"""The player's preferences as the window uses them, kept in ``game.saves.settings``.

The save layer owns the TOML file and its checks; this is a mutable copy for
the settings scene, written back with :meth:`Preferences.save`.  A settings
file that cannot be read gives defaults and a message (logged, and shown once).
"""

from __future__ import annotations

import dataclasses
import logging
from dataclasses import dataclass

from game.saves.settings import Settings, load_settings

log = logging.getLogger(__name__)

# animation speed factors offered in the settings scene; 0 skips animations
ANIMATION_SPEEDS = (0.5, 1.0, 2.0, 0.0)
SPEED_LABELS = {0.5: "Slow", 1.0: "Normal", 2.0: "Fast", 0.0: "Instant (skip)"}
AI_DELAY_AT_NORMAL = 0.8  # seconds between AI moves at normal speed, so a human can follow


@dataclass
class Preferences:
    """Volumes 0..1, full screen, animation speed factor, AI thinking seconds, colour-blind palette."""

    master_volume: float = 0.8
    effects_volume: float = 0.8
    fullscreen: bool = False
    animation_speed: float = 1.0
    ai_thinking_time: float = 1.0
    colour_blind: bool = False
    window_size: tuple[int, int] = (1280, 720)
    player_name: str = ""  # the name seat 1 gets in a new game ("" or the file's default: a gothic name)
    persistent: bool = True  # False: never written (the smoke run, tests)
    message: str | None = None  # why the file could not be used, if it could not

    @property
    def speed(self) -> float:
        """Animation speed factor; 0 means skip animations."""
        return max(0.0, self.animation_speed)

    def name_for_seat_one(self, fallback: str) -> str:
        """The name a new game gives the first seat: the player's own, else `fallback`."""
        return self.player_name.strip() or fallback

    @property
    def ai_delay(self) -> float:
        """Seconds to wait before showing each AI move."""
        return 0.0 if self.speed <= 0 else AI_DELAY_AT_NORMAL / self.speed

    @classmethod
    def load(cls) -> Preferences:
        """Read the settings file through the save layer (defaults, with a message, if it is bad)."""
        try:
            stored, message = load_settings()
        except Exception as exc:  # noqa: BLE001 - the window must not die of it  # the save layer promises not to raise; be sure anyway
            stored, message = Settings(), f"settings could not be read: {exc}"
        if message:
            log.warning("%s", message)
        return cls(stored.master_volume, stored.effects_volume, stored.fullscreen, stored.animation_speed,
                   stored.ai_think_time, stored.colourblind, (stored.window_width, stored.window_height),
                   player_name=stored.player_name if stored.player_name != Settings().player_name else "",
                   message=message)

    def to_settings(self) -> Settings:
        try:
            base = Settings.load()
        except Exception:  # noqa: BLE001 - the window must not die of it
            base = Settings()
        return dataclasses.replace(
            base, master_volume=float(self.master_volume), effects_volume=float(self.effects_volume),
            fullscreen=bool(self.fullscreen), animation_speed=float(self.animation_speed),
            ai_think_time=float(self.ai_thinking_time), colourblind=bool(self.colour_blind),
            window_width=int(self.window_size[0]), window_height=int(self.window_size[1]),
            player_name=self.player_name.strip() or Settings().player_name)

    def save(self) -> None:
        """Write back through the save layer; a failure is logged, never raised."""
        if not self.persistent:
            return
        try:
            self.to_settings().save()
        except Exception as exc:  # noqa: BLE001 - the window must not die of it
            log.warning("settings could not be saved: %s", exc)
