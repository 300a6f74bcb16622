"""The coach's view of the Elysium table (``game.ui.coach``): what a decision is called in tutorial.toml,
when the guided stretch is over, and the places a click may mean something (the events, your hand, the
rivals' miniatures and cards, every zone of the city; never a die, whose click chooses it: that is the
opener of what may be done with it)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.ui.kit.points import rect_points
from game.ui.tables.elysium.city import C, zone_at
from game.ui.tables.elysium.layout import View


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
    if gestures.step != "dice" or die is None or gestures.die == die:
        return None
    rect = gestures.hits.dice.get(die)
    return rect.center if rect is not None else None


def clicks(table_view: Any) -> Iterator[tuple[int, int]]:
    hits = table_view.gestures.hits
    yield from rect_points(hits.events, hits.hand, hits.rivals, hits.cards)
    layout = table_view.gestures.layout
    if layout is None:
        return
    geom = layout.city
    for zone in C.zones:
        points = geom.polygon(zone.polygon)
        centre = (sum(x for x, _ in points) / len(points), sum(y for _, y in points) / len(points))
        for x, y in (geom.to_screen(zone.anchor), centre):
            if zone_at(geom, (x, y)) == zone.index:
                yield (round(x), round(y))
                break
