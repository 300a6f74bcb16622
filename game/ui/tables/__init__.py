"""One table view per game; any game without its own view gets the generic one.

A game's table is the package ``game/ui/tables/<id>/``, found by the game's id
(nothing to register): it names its class in a constant ``VIEW``, a
:class:`game.ui.kit.base.TableView` subclass (usually the kit's
:class:`game.ui.kit.base.BaseTable`) whose constructor takes the table scene.  If that package is absent the generic view is used, so every
registered game is playable from the first day.
"""

from __future__ import annotations

import importlib
import logging

from game.ui.kit.base import TableView
from game.ui.tables.generic import GenericTableView

log = logging.getLogger(__name__)


def view_class(game_id: str) -> type[TableView]:
    """The table view class for `game_id` (the generic one if the game has none yet)."""
    module_name = f"{__name__}.{game_id}"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            log.exception("table view %s failed to import; using the generic table", module_name)
        return GenericTableView
    except Exception:
        log.exception("table view %s failed to import; using the generic table", module_name)
        return GenericTableView
    view = getattr(module, "VIEW", None)
    if not (isinstance(view, type) and issubclass(view, TableView)):
        log.warning("%s has no VIEW class; using the generic table", module_name)
        return GenericTableView
    return view
