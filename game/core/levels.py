"""The AI levels' names, the one list every floor may read: a setup's seats name them, the save
layer's setup codes and records count by them, and ``game.ai.seat`` makes a seat of each (what each
level plays like is told there)."""

from __future__ import annotations

LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard", "expert")
"""The AI levels, weakest first."""
ALIASES = {"heuristic": "normal", "ismcts": "hard"}
"""Older names still read as the levels they became."""


def level_name(level: str) -> str:
    """The canonical level for `level` (accepts aliases; ValueError if unknown)."""
    key = level.strip().lower()
    key = ALIASES.get(key, key)
    if key not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}; choose from {', '.join(LEVELS)} "
                         f"(or {', '.join(ALIASES)})")
    return key
