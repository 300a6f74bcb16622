"""The Bloodlines chronicle in the window: Campaign on the title, the prologue and the aftermath as
guided scenes, the booklet, each player's sheet and haven, and chapters played at the normal table.

The scenes talk to the chronicle through ``port`` (frozen views in, a choice out); ``library()`` is
the campaigns folder they use, the real one unless a test set another with ``use_library``.
"""

from __future__ import annotations

from game.ui.campaign.port import LibraryPort
from game.ui.campaign.real import RealLibrary

_library: LibraryPort | None = None


def library() -> LibraryPort:
    """The campaigns folder the scenes read and write."""
    global _library
    if _library is None:
        _library = RealLibrary()
    return _library


def use_library(chosen: LibraryPort | None) -> None:
    """Point the scenes at `chosen` (None: the real campaigns folder again)."""
    global _library
    _library = chosen
