"""A guided first game as its tutorial.toml says it: the seed and seats, each phase's words, the moves'
explanations, the stretch it covers, and where its save lives.

Each game's ``game/games/<id>/tutorial.toml`` is ours (no proper names), read with the checks every file
of ours gets: a missing or broken one means that game has no guided game, never a crash.  A guided game is
a normal game whose setup carries the tutorial mark (``setup["tutorial"]``): the title's Continue and
Load bring it back, and the table sees the mark and brings the coach back with it (``coach_for``).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from game.saves.errors import SaveError
from game.saves.reader import GUIDE, read_toml_file
from game.ui.session import DEFAULT_NAMES, available_games
from game.ui.theme import COLOUR_NAMES

log = logging.getLogger(__name__)

MARK = "tutorial"            # the setup's key: {"game": id, "done": bool}
SAVE_PREFIX = "Guided game"  # the guided game's own save: "Guided game <title>"
GAMES_DIR = Path(__file__).resolve().parents[2] / "games"


@dataclass(frozen=True)
class Page:
    """A title and a few sentences."""

    title: str
    text: str


@dataclass(frozen=True)
class Tutorial:
    """One game's guided first game."""

    game: str
    seed: int
    players: int
    levels: tuple[str, ...]           # the AI seats' levels, seat 2 onward (the player is seat 1)
    stretch: int                      # how far it guides (the game's own measure: rounds, turns; see spots)
    stretch_words: str                # that stretch as the closing page says it
    intro: Page
    closing: Page
    waiting: Page                     # while another seat plays
    phases: dict[str, Page] = field(default_factory=dict)  # the decision's key (spots.phase) -> its words
    moves: dict[str, str] = field(default_factory=dict)    # an action's class name -> what that move does
    options: dict[str, Any] = field(default_factory=dict)

    def phase(self, key: str) -> Page:
        """The words for decision `key` (the general words of the game when it has none of its own)."""
        return self.phases.get(key) or self.phases.get("default") or self.intro

    def move(self, action: Any) -> str:
        return self.moves.get(type(action).__name__, "") or self.moves.get("default", "")

    @property
    def save_name(self) -> str:
        return f"{SAVE_PREFIX} {self.game}"


class TutorialError(ValueError):
    """A tutorial file that cannot be used, and why."""


def _page(table: Any, where: str) -> Page:
    if not isinstance(table, Mapping) or not isinstance(table.get("title"), str) \
            or not isinstance(table.get("text"), str):
        raise TutorialError(f"{where} must be a table with a title and a text")
    return Page(table["title"].strip(), " ".join(table["text"].split()))


def parse(game: str, data: Mapping[str, Any]) -> Tutorial:
    """A Tutorial from a tutorial.toml's tables (TutorialError names the first bad field)."""
    def number(key: str, low: int) -> int:
        value = data.get(key)
        if not isinstance(value, int) or isinstance(value, bool) or value < low:
            raise TutorialError(f"{key} must be a whole number of at least {low}")
        return value
    players = number("players", 2)
    levels = data.get("levels")
    if not isinstance(levels, list) or len(levels) != players - 1 or not all(isinstance(x, str) for x in levels):
        raise TutorialError(f"levels must list {players - 1} AI levels, one per seat after yours")
    phases = data.get("phases", {})
    moves = data.get("moves", {})
    if not isinstance(phases, Mapping) or not isinstance(moves, Mapping):
        raise TutorialError("phases and moves must be tables")
    if not all(isinstance(v, str) for v in moves.values()):
        raise TutorialError("every move's explanation must be a text")
    options = data.get("options", {})
    if not isinstance(options, Mapping):
        raise TutorialError("options must be a table")
    words = data.get("stretch_words")
    if not isinstance(words, str):
        raise TutorialError("stretch_words must be a text")
    return Tutorial(game, number("seed", 0), players, tuple(levels), number("stretch", 1), words,
                    _page(data.get("intro"), "intro"), _page(data.get("closing"), "closing"),
                    _page(data.get("waiting"), "waiting"),
                    {str(k): _page(v, f"phases.{k}") for k, v in phases.items()},
                    {str(k): " ".join(v.split()) for k, v in moves.items()}, dict(options))


def tutorial_path(game: str) -> Path:
    return GAMES_DIR / game / "tutorial.toml"


@cache
def load(game: str) -> Tutorial | None:
    """The guided game of `game`, or None when it has none (a broken file is logged, never raised)."""
    path = tutorial_path(game)
    if not path.is_file():
        return None
    try:
        return parse(game, read_toml_file(path, GUIDE))
    except (SaveError, TutorialError) as exc:
        log.warning("the guided game of %s cannot be used: %s", game, exc)
        return None


def guided_games() -> list[Tutorial]:
    """Every registered game's guided game, in the registry's order."""
    found = [load(info.id) for info in available_games()]
    return [t for t in found if t is not None]


def setup_for(tutorial: Tutorial, player_name: str) -> dict[str, Any]:
    """The setup of a guided game: the fixed seed and seats, the player first, the tutorial mark."""
    seats: list[dict[str, Any]] = [{"name": player_name, "kind": "human", "colour": COLOUR_NAMES[0]}]
    for index, level in enumerate(tutorial.levels, 1):
        seats.append({"name": DEFAULT_NAMES[index % len(DEFAULT_NAMES)], "kind": "ai", "level": level,
                      "colour": COLOUR_NAMES[index % len(COLOUR_NAMES)]})
    return {"players": tutorial.players, "seed": tutorial.seed, "options": dict(tutorial.options),
            "seats": seats, MARK: {"game": tutorial.game, "done": False}}


def mark_of(setup: Mapping[str, Any]) -> dict[str, Any] | None:
    """The tutorial mark of a setup (None for an ordinary game)."""
    mark = setup.get(MARK)
    return mark if isinstance(mark, dict) and isinstance(mark.get("game"), str) else None
