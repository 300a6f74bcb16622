"""Save files, autosave and settings files (see DESIGN.md, "Saves").

Everything a caller needs is here: ``save_game`` / ``load_game`` (every
failure a :class:`SaveError` naming the file and problem), ``autosave`` (one file per game in
progress) / ``latest_autosave`` / ``list_saves`` / ``delete_save`` for the title and load screens, and
``Settings`` with ``load_settings`` / ``save_settings``, and ``replay_of_save`` (a save as a
``game.core.replay.Replay``).
"""

from .errors import SaveError
from .folders import backup_path, safe_save_path, saves_folder
from .library import (
    AUTOSAVE_NAME,
    MAX_IN_PROGRESS,
    SaveEntry,
    autosave,
    bench_save_reload,
    delete_save,
    latest_autosave,
    list_saves,
)
from .replays import replay_of_save
from .savefile import MAX_SAVE_BYTES, LoadedGame, load_game, save_game, save_text
from .settings import Settings, load_settings, save_settings, settings_path
from .upgrades import SAVE_FORMAT, SAVE_VERSION, UPGRADERS

__all__ = [
    "AUTOSAVE_NAME",
    "MAX_IN_PROGRESS",
    "MAX_SAVE_BYTES",
    "SAVE_FORMAT",
    "SAVE_VERSION",
    "UPGRADERS",
    "LoadedGame",
    "SaveEntry",
    "SaveError",
    "Settings",
    "autosave",
    "backup_path",
    "bench_save_reload",
    "delete_save",
    "latest_autosave",
    "list_saves",
    "load_game",
    "load_settings",
    "replay_of_save",
    "safe_save_path",
    "save_game",
    "save_settings",
    "save_text",
    "saves_folder",
    "settings_path",
]
