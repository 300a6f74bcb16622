"""Names across every game's content: a log line reads "Corvin plays ..." of a seat and of a card
alike, so no card, character or place may begin a word with a default seat name."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

import game.games
from game.ui.scenes_setup import DEFAULT_NAMES

GAMES = Path(game.games.__file__).parent
CONTENT = sorted(GAMES.glob("*/content.toml")) + sorted(GAMES.glob("*/chronicle.toml"))


def _names(value: Any, out: list[str]) -> list[str]:
    if isinstance(value, dict):
        for key, inner in value.items():
            if key in ("name", "title") and isinstance(inner, str):
                out.append(inner)
            else:
                _names(inner, out)
    elif isinstance(value, list):
        for inner in value:
            _names(inner, out)
    return out


def clashes(names: list[str]) -> list[str]:
    seats = [n.casefold() for n in DEFAULT_NAMES]
    return [name for name in names
            if any(word.casefold().startswith(seat) for word in name.replace("-", " ").split()
                   for seat in seats)]


def test_the_check_catches_a_seat_name_at_the_start_of_a_word() -> None:
    assert clashes(["Bishop Anselmo Drak", "Lady Corvina", "Old Mirela-Vance"]) == [
        "Bishop Anselmo Drak", "Lady Corvina", "Old Mirela-Vance"]
    assert clashes(["Brother Vale", "The Severed Hand"]) == []


@pytest.mark.parametrize("path", CONTENT, ids=lambda p: f"{p.parent.name}-{p.stem}")
def test_no_content_name_begins_a_word_with_a_default_seat_name(path: Path) -> None:
    names = _names(tomllib.loads(path.read_text(encoding="utf-8")), [])
    assert len(names) > 5, f"{path} names almost nothing: the walk missed its tables"
    assert not clashes(names), clashes(names)
