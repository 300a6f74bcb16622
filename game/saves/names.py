"""Names a player gives (seats, saves, chronicles, decks): what one may hold, checked where it is typed
and again where it is read back from a file.

A name must be text of at most its stated length, hold no control, format or unassigned character
(Unicode categories Cc, Cf, Zl, Zp, Co, Cs, Cn: a zero-width space U+200B, a right-to-left override,
a line break inside a name, a private-use glyph no font has), and hold at least one visible
character (a letter, a digit, a mark of punctuation or a symbol).  Such a name could not be told
apart from another on screen, or would draw as nothing at all.

The lengths: a seat name 40 characters (the boxes at New game and in a chronicle take 18; 40 is the
player name Settings keeps, which names seat one), a save or chronicle name 80 (``folders.MAX_NAME_LENGTH``:
it becomes a file name, and every file system we run on takes 255 bytes, so 80 characters of up to 3
bytes each fit).
"""

from __future__ import annotations

import unicodedata
from typing import Any

MAX_SEAT_NAME = 40
INVISIBLE = frozenset({"Cc", "Cf", "Zl", "Zp", "Co", "Cs", "Cn"})
VISIBLE = ("L", "N", "P", "S")  # the first letter of the categories that draw something


def name_problem(name: Any, max_length: int = MAX_SEAT_NAME) -> str | None:
    """What is wrong with `name` as a player's name (to follow "the name …"), or None if it is good."""
    if not isinstance(name, str):
        return f"must be text, not {type(name).__name__}"
    if len(name) > max_length:
        return f"is longer than {max_length} characters"
    for ch in name:
        if unicodedata.category(ch) in INVISIBLE:
            return f"holds an invisible or control character (U+{ord(ch):04X}); use letters, digits and spaces"
    if not any(unicodedata.category(ch).startswith(VISIBLE) for ch in name):
        return "has no visible character" if name else "is empty"
    return None


def shown_name(name: str) -> str:
    """`name` as a message quotes it: every invisible character as its code (U+200B)."""
    return "".join(f"U+{ord(ch):04X}" if unicodedata.category(ch) in INVISIBLE else ch for ch in name)
