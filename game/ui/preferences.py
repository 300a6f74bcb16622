"""The player's preferences as the window uses them, kept through ``game.saves.settings``.

The save layer owns the TOML file; this adapter copies its fields in and out
by name, so the window still opens (with defaults, logged) if the settings
module or file is missing or broken.
"""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass, fields
from typing import Any

log = logging.getLogger(__name__)

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
SPEED_FACTORS = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 0.0}  # 0 = skip animations
AI_DELAYS = {"slow": 1.4, "normal": 0.8, "fast": 0.35, "instant": 0.0}    # seconds between AI moves

# our field -> the names the settings module may use for it
ALIASES = {
    "master_volume": ("master_volume", "master"),
    "effects_volume": ("effects_volume", "effect_volume", "effects", "sfx_volume"),
    "fullscreen": ("fullscreen", "full_screen"),
    "animation_speed": ("animation_speed", "animation"),
    "ai_thinking_time": ("ai_thinking_time", "ai_think_time", "ai_time", "ai_seconds"),
    "colour_blind": ("colour_blind", "color_blind", "colour_blind_palette", "colorblind"),
}


@dataclass
class Preferences:
    """Volumes 0..1, full screen, animation speed name, AI thinking seconds, colour-blind palette."""

    master_volume: float = 0.8
    effects_volume: float = 0.8
    fullscreen: bool = False
    animation_speed: str = "normal"
    ai_thinking_time: float = 1.0
    colour_blind: bool = False
    persistent: bool = False  # False when the settings module is missing: nothing is written

    @property
    def speed(self) -> float:
        """Animation speed factor; 0 means skip animations."""
        return SPEED_FACTORS.get(self.animation_speed, 1.0)

    @property
    def ai_delay(self) -> float:
        """Seconds to wait before showing each AI move, so a human can follow."""
        return AI_DELAYS.get(self.animation_speed, 0.8)

    @classmethod
    def load(cls) -> Preferences:
        """Read the settings file through the save layer; defaults (logged) if that fails."""
        prefs = cls()
        try:
            from game.saves.settings import Settings
        except ImportError as exc:
            log.info("settings module not available, using defaults (%s)", exc)
            return prefs
        try:
            stored = Settings.load()
        except Exception as exc:  # a broken settings file must never stop the game
            log.warning("settings could not be read, using defaults: %s", exc)
            return prefs
        prefs.persistent = True
        prefs._copy_from(stored)
        return prefs

    def _copy_from(self, stored: Any) -> None:
        for ours in ALIASES:
            for theirs in ALIASES[ours]:
                if hasattr(stored, theirs):
                    value = getattr(stored, theirs)
                    default = getattr(self, ours)
                    if isinstance(default, bool):
                        value = bool(value)
                    elif isinstance(default, float):
                        try:
                            value = float(value)
                        except (TypeError, ValueError):
                            continue
                    elif ours == "animation_speed" and value not in ANIMATION_SPEEDS:
                        continue
                    setattr(self, ours, value)
                    break

    def save(self) -> None:
        """Write back through the save layer; a failure is logged, never raised."""
        if not self.persistent:
            return
        try:
            from game.saves.settings import Settings

            stored = Settings.load()
            values = {}
            names = {f.name for f in fields(stored)} if hasattr(stored, "__dataclass_fields__") else set()
            for ours, value in asdict(self).items():
                for theirs in ALIASES.get(ours, ()):
                    if theirs in names or hasattr(stored, theirs):
                        values[theirs] = value
                        break
            updated = _with_values(stored, values)
            updated.save()
        except Exception as exc:
            log.warning("settings could not be saved: %s", exc)


def _with_values(stored: Any, values: dict[str, Any]) -> Any:
    """A copy of the settings object with `values` set (frozen dataclasses included)."""
    import dataclasses

    if dataclasses.is_dataclass(stored):
        try:
            return dataclasses.replace(stored, **values)
        except (TypeError, ValueError) as exc:
            log.warning("settings refused some values: %s", exc)
            return stored
    for key, value in values.items():
        setattr(stored, key, value)
    return stored
