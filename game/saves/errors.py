"""The one error type of the save layer."""

from __future__ import annotations

from pathlib import Path


class SaveError(Exception):
    """A save could not be written or read; the message names the file and the problem."""

    def __init__(self, path: Path | str | None, problem: str) -> None:
        self.path = Path(path) if path is not None else None
        self.problem = problem
        where = self.path.name if self.path is not None else "save"
        super().__init__(f"{where}: {problem}")
