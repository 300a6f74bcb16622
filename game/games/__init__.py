"""The registry of games: ``game.games.get(id)`` returns a :class:`GameInfo`."""

from __future__ import annotations

import importlib

from game.core.saving import FileKind
from game.core.state import GameInfo

# The one list of game ids, in the order the title screen offers them.  A game's engine is the
# package game.games.<id> (it defines INFO) and its table game.ui.tables.<id>; both are found by
# the id, imported lazily so one broken game never hides the others.
GAME_IDS = ("equilibrium", "elysium", "bloodlines", "nocturne", "methuselah")
_MODULES = {gid: f"{__name__}.{gid}" for gid in GAME_IDS}
_cache: dict[str, GameInfo] = {}


def ids() -> list[str]:
    """Ids of the games that are present in this build."""
    present = []
    for gid, module_name in _MODULES.items():
        try:
            get(gid)
        except ModuleNotFoundError as exc:
            if exc.name != module_name:
                raise
            continue
        present.append(gid)
    return present


def get(game_id: str) -> GameInfo:
    if game_id in _cache:
        return _cache[game_id]
    module_name = _MODULES.get(game_id)
    if module_name is None:
        raise KeyError(f"no game called {game_id!r}; known: {', '.join(_MODULES)}")
    module = importlib.import_module(module_name)
    info = getattr(module, "INFO", None)
    if info is None:  # a game still being built exposes no INFO yet
        raise ModuleNotFoundError(f"{game_id} is not playable yet", name=module_name)
    _cache[game_id] = info
    return info


def all_games() -> list[GameInfo]:
    return [get(gid) for gid in ids()]


def file_kind(name: str) -> FileKind | None:
    """The kind of file called `name` (e.g. "campaign") that a game of this build declares in
    ``GameInfo.files``, for the save layer; None if no game keeps one."""
    return next((kind for info in all_games() for kind in info.files if kind.name == name), None)
