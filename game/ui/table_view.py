"""The per-game middle of the table: its contract now lives in the kit (``game.ui.kit.base``).

Kept so older imports keep working; new tables subclass
:class:`game.ui.kit.base.BaseTable`.
"""

from __future__ import annotations

from game.ui.kit.base import BaseTable, TableView

__all__ = ["BaseTable", "TableView"]
