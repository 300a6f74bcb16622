"""The coach's view of the Elysium table (``game.ui.coach``): what a decision is called in tutorial.toml,
when the guided stretch is over, and the places a click may mean something: the places the table drew
(``game.ui.kit.table.Drawn.places``, the same rects its gestures read): the events, your hand, the rivals'
miniatures and cards, every zone of the city; never a die, whose click chooses it: that is the opener of
what may be done with it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.ui.kit.table import place_points
from game.ui.tables.elysium.layout import View
from game.ui.tables.elysium.steps import DICE

CLICKED = ("event", "hand", "rival", "card", "zone")   # never a die: its click chooses it (see opener)


def phase(view: View) -> str:
    """The engine's step waiting: clan, resource, move, influence, bid, challenge, assist, dice, powers…"""
    return "over" if view.is_over else str(view.step)


def done(view: View, turns: int) -> bool:
    """The guided stretch (the clans and `turns` turns) is over once the next turn begins."""
    return view.phase != "setup" and view.turn > turns


def opener(table_view: Any, action: Any) -> tuple[int, int] | None:
    """After the dice, a reroll or a nudge is offered once its die is clicked: that die."""
    gestures = table_view.gestures
    die = getattr(action, "die", None)
    if gestures.step != DICE or die is None or gestures.die == die:
        return None
    rect = gestures.hits.dice.get(die)
    return rect.center if rect is not None else None


def clicks(table_view: Any) -> Iterator[tuple[int, int]]:
    """The places the table drew (the same ones its gestures read), kind by kind: each its middle and four
    points inside it."""
    places = table_view.drawn.places
    for kind in CLICKED:
        yield from place_points({key: rect for key, rect in places.items()
                                 if isinstance(key, tuple) and key[0] == kind})
