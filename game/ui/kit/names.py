"""How a seat is written on screen: one function puts players' names into any engine text.

Engines write seats by number ("Seat 2", older text "Player 2"; N is the seat
plus one) and events carry seat numbers; the kit renders the names.  Every
text a player reads — the log, the action picker, panels, prompts, toasts —
goes through :func:`with_names`, so a table never says "seat 2" where a
name belongs.  :func:`kind_text` is the one "Human" / "AI · Level" label.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

_SEAT_WORD = re.compile(r"\b(?:[Pp]layer|[Ss]eat) (\d+)\b('s)?")
ROMAN = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X")


def counted(number: int, noun: str, plural: str | None = None) -> str:
    """"1 chronicle point", "3 chronicle points": a number with its noun, plural unless it is one."""
    return f"{number} {noun if number == 1 else (plural or noun + 's')}"


def with_names(text: str, names: Sequence[str]) -> str:
    """The engine's "Seat 2" (or "seat 2", "Player 2") read as that seat's name; unknown numbers stay.

    "Player 2 targets Seat 1's Warriors" with names (Ana, Bo) reads "Bo targets Ana's Warriors".
    """
    def name(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        if not 0 <= index < len(names):
            return match.group(0)
        return names[index] + ("'s" if match.group(2) else "")
    return _SEAT_WORD.sub(name, text)


def seat_word(seat: int) -> str:
    """How an engine writes `seat` ("Seat 3" for seat 2): the text :func:`with_names` replaces."""
    return f"Seat {seat + 1}"


def roman(n: int, zero: str = "0") -> str:
    """`n` in Roman numerals from I to X ("Era III"); `zero` for 0, the plain number past them."""
    if n == 0:
        return zero
    return ROMAN[n] if 0 < n < len(ROMAN) else str(n)


def capital(text: str) -> str:
    """`text` with its first letter raised (names inside keep their capitals)."""
    return text[:1].upper() + text[1:]


def named(text: str, names: Sequence[str]) -> str:
    """A line for a panel or the picker: seats named, the first letter raised."""
    return capital(with_names(text, names))


def kind_text(seat: Mapping[str, Any] | None, human: str = "Human") -> str:
    """A seat's kind as the table shows it: "AI · Normal" for an AI seat, else `human`."""
    seat = seat or {}
    if seat.get("kind") == "ai":
        return f"AI · {str(seat.get('level') or 'normal').capitalize()}"
    return human


def action_text(action: object, names: Sequence[str] = ()) -> str:
    """What an action says in the picker or a toast (its describe(), seats named, never a crash)."""
    try:
        text = action.describe()  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001 - the window must not die of it
        text = repr(action)
    return named(text, names)
