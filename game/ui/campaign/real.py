"""The real chronicle behind the window's ports (filled in as the chronicle's logic lands)."""

from __future__ import annotations

from pathlib import Path
from typing import Any


class RealLibrary:
    """The campaigns folder of the chronicle's own campaign file."""

    def folder(self) -> Path | None:
        return None

    def entries(self) -> list:
        return []

    def latest(self) -> Path | None:
        return None

    def new(self, seats: Any, seed: int, name: str) -> Any:
        raise RuntimeError("the chronicle is not installed yet")

    def load(self, path: Path) -> Any:
        raise RuntimeError("the chronicle is not installed yet")

    def delete(self, path: Path) -> None:
        raise RuntimeError("the chronicle is not installed yet")
