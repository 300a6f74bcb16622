"""Player settings in ``settings.toml`` beside the saves.

Loading never fails: a missing file gives defaults; a damaged or edited one
gives defaults (for the bad fields, or all of them) plus a message for the player, in words (the
settings by the names the Settings screen gives them, never Python's types or exceptions; the
technical reason is logged), and the file is left as it is.  Values out of range are clamped.
"""

from __future__ import annotations

import dataclasses
import logging
import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tomli_w

from .errors import SaveError
from .folders import SAVE_SUFFIX, SETTINGS_NAME, atomic_write_text, saves_folder
from .reader import SETTINGS, read_toml_file
from .upgrades import type_name

log = logging.getLogger(__name__)

MAX_SETTINGS_BYTES = SETTINGS.max_bytes  # every limit of the settings file: reader.SETTINGS
MAX_PLAYER_NAME = 40
WINDOW_MIN = (1280, 720)
WINDOW_MAX = (2560, 1440)
# field -> (low, high) for numbers that are clamped
RANGES: dict[str, tuple[float, float]] = {
    "master_volume": (0.0, 1.0),
    "effects_volume": (0.0, 1.0),
    "animation_speed": (0.25, 4.0),  # 1 is normal; 0 (skip) is allowed as well
    "ai_think_time": (0.2, 5.0),
    "window_width": (WINDOW_MIN[0], WINDOW_MAX[0]),
    "window_height": (WINDOW_MIN[1], WINDOW_MAX[1]),
}
# each setting as the Settings screen names it, and what kind of value it takes, for the messages
LABELS = {
    "master_volume": "Master volume", "effects_volume": "Effects volume", "fullscreen": "Full screen",
    "window_width": "the window's width", "window_height": "the window's height",
    "animation_speed": "Animation speed", "ai_think_time": "AI thinking time",
    "colourblind": "Colour-blind palette", "last_game": "the last game chosen", "player_name": "Your name",
}
KIND_WORDS = {bool: "on or off (true or false)", int: "a whole number", float: "a number", str: "text"}
DEFAULTS_USED = "The default settings are used this time"
LEFT_AS_IT_IS = "is left as it is until you change a setting"


@dataclass(frozen=True)
class Settings:
    """What the settings scene edits; every value has a safe default."""

    master_volume: float = 0.8
    effects_volume: float = 0.8
    fullscreen: bool = False
    window_width: int = 1280
    window_height: int = 720
    animation_speed: float = 1.0  # 0 skips animations
    ai_think_time: float = 1.0  # seconds an AI seat may think per decision
    colourblind: bool = False
    last_game: str = ""
    player_name: str = ""

    def clamped(self) -> Settings:
        """A copy with every value of the right type, numbers inside their ranges, a tidy name."""
        defaults = Settings()
        changes: dict[str, Any] = {
            spec.name: getattr(defaults, spec.name)
            for spec in dataclasses.fields(self)
            if not _same_kind(getattr(self, spec.name), getattr(defaults, spec.name))
        }
        for name, (low, high) in RANGES.items():
            value = changes.get(name, getattr(self, name))
            if name == "animation_speed" and value == 0:
                continue
            fixed = min(max(value, low), high)
            changes[name] = (
                int(fixed) if isinstance(getattr(Settings(), name), int) else float(fixed)
            )
        name = changes.get("player_name", self.player_name)
        name = "".join(ch for ch in name if ch.isprintable()).strip()[:MAX_PLAYER_NAME]
        changes["player_name"] = name or defaults.player_name
        return dataclasses.replace(self, **changes)

    @classmethod
    def load(cls, folder: Path | None = None) -> Settings:
        """The saved settings (defaults if damaged); `load_settings` also gives the message."""
        return load_settings(folder)[0]

    def save(self, folder: Path | None = None) -> Path:
        """Write these settings (clamped) atomically beside the saves."""
        return save_settings(self, folder)

    @property
    def skip_animations(self) -> bool:
        return self.animation_speed == 0


def settings_path(folder: Path | None = None) -> Path:
    """``settings.toml`` in the saves folder (or `folder`)."""
    return (folder or saves_folder()) / f"{SETTINGS_NAME}{SAVE_SUFFIX}"


def save_settings(settings: Settings, folder: Path | None = None) -> Path:
    """Write the (clamped) settings atomically; SaveError if the disk refuses."""
    path = settings_path(folder)
    data = {"version": 1, **dataclasses.asdict(settings.clamped())}
    atomic_write_text(path, tomli_w.dumps(data), keep_backup=False)
    return path


def load_settings(folder: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings and a message to show the player, in words (None when all was well).
    Never raises."""
    path = settings_path(folder)
    if not path.exists():
        return Settings(), None
    try:
        data = read_toml_file(path, SETTINGS)
    except SaveError as exc:
        log.warning("settings file %s could not be read: %s", path, exc.problem)
        return Settings(), (f"Your settings could not be read: {path.name} {unreadable_words(exc.problem)}. "
                            f"{DEFAULTS_USED}; the file {LEFT_AS_IT_IS}.")
    try:
        return settings_from_data(data, path.name)
    except Exception as exc:  # noqa: BLE001 - settings must never stop the program
        log.warning("settings file %s could not be used: %r", path, exc)
        return Settings(), (f"Your settings could not be used: {path.name} holds something this version does "
                            f"not understand. {DEFAULTS_USED}; the file {LEFT_AS_IT_IS}.")


def unreadable_words(problem: str) -> str:
    """Why the settings file could not be read, in a player's words (from the reader's SaveError)."""
    if problem.startswith("could not be read:"):
        return f"could not be opened ({problem.split(':', 1)[1].strip()})"
    if "not a file" in problem or "not a regular file" in problem:
        return "is not a file"
    if "too large" in problem:
        return "is far larger than settings ever are, so it is not a settings file"
    if "not text" in problem or "binary data" in problem:
        return "is not text, so it is not a settings file"
    line = re.search(r"\bline (\d+)", problem)
    if line:
        return f"is damaged at line {line.group(1)}"
    return "is damaged at its end" if "end of the file" in problem else "is damaged"


def settings_from_data(
    data: dict[str, Any], source: str = "settings"
) -> tuple[Settings, str | None]:
    """Settings from parsed TOML: bad fields fall back to defaults (a message in words names them),
    numbers are clamped."""
    defaults = Settings()
    values: dict[str, Any] = {}
    notes: list[str] = []
    for spec in dataclasses.fields(Settings):
        if spec.name not in data:
            continue
        value, default = data[spec.name], getattr(defaults, spec.name)
        label = LABELS.get(spec.name, spec.name.replace("_", " "))
        if isinstance(value, float) and not math.isfinite(value):
            notes.append(f"{label} is not a number one can use")
            log.warning("%s: %s is not a finite number", source, spec.name)
            continue
        if not _same_kind(value, default):
            notes.append(f"{label} must be {KIND_WORDS.get(type(default), 'something else')}")
            log.warning("%s: %s must be %s, found %s", source, spec.name, type_name(default), type_name(value))
            continue
        values[spec.name] = float(value) if isinstance(default, float) else value
    settings = Settings(**values)
    fixed = settings.clamped()
    for spec in dataclasses.fields(Settings):
        if spec.name in RANGES and getattr(fixed, spec.name) != getattr(settings, spec.name):
            low, high = RANGES[spec.name]
            notes.append(f"{LABELS[spec.name]} {getattr(settings, spec.name):g} is outside {low:g} to {high:g}, "
                         f"so {getattr(fixed, spec.name):g} is used")
    if not notes:
        return fixed, None
    return fixed, ("Some of your settings could not be used, so their defaults are used: " + "; ".join(notes)
                   + f". {source} {LEFT_AS_IT_IS}.")


def _same_kind(value: Any, default: Any) -> bool:
    """Whether `value` may stand in a field whose default is `default` (ints do for floats)."""
    if isinstance(default, bool) or isinstance(value, bool):
        return isinstance(value, bool) and isinstance(default, bool)
    if isinstance(default, float):
        return isinstance(value, int | float) and math.isfinite(value)
    return isinstance(value, type(default))
