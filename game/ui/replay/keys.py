"""The replay's keys (F1 or ? lists them) and the speeds it plays at."""

from __future__ import annotations

SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)
"""Moves a second when playing (S cycles through them)."""
DEFAULT_SPEED = 2
KEYS = (
    ("Right / Left", "a move on / a move back"),
    ("Home / End", "the start / the last move"),
    ("Page Down / Up", "the next / the previous turn"),
    ("T", "the list of turns: jump to one"),
    ("Space", "play or pause"),
    ("S", "the speed: " + ", ".join(f"{s:g}" for s in SPEEDS) + " moves a second"),
    ("V", "whose eyes: from above (a finished game) or a seat"),
    ("Click the timeline", "go to that move"),
    ("F2", "the rules, at the rule of what is under the pointer"),
    ("F1 or ?", "this list of keys"),
    ("Esc", "leave the replay"),
)

