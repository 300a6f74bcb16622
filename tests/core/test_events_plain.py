"""The slotted Event (game/core/events.py) against its plain definition, the frozen dataclass it
replaced: over the events of random games of every engine, the same fields, equality, hash and
words, and it survives pickling and copying (the AI helper process and the undo stack)."""

from __future__ import annotations

import copy
import pickle
from dataclasses import dataclass, field
from typing import Any

import pytest

from game import games
from game.core import Rng
from game.core.events import Event


@dataclass(frozen=True)
class PlainEvent:   # game/core/events.py's Event before it was slotted
    kind: str
    text: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)
    visible_to: frozenset[int] | None = None
    public_text: str = ""


FIELDS = ("kind", "text", "seat", "data", "visible_to", "public_text")


def _events(game_id: str, games_played: int = 3) -> list[Event]:
    info = games.get(game_id)
    rng = Rng(5)
    out: list[Event] = []
    for g in range(games_played):
        state = info.new_game(players=info.min_players + g % (info.max_players - info.min_players + 1),
                              seed=11 + g)
        while not state.is_over:
            legal = state.legal_actions()
            out += state.apply(legal[rng.below(len(legal))])
    return out


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_events_match_the_frozen_dataclass(game_id):
    events = _events(game_id)
    assert events
    plains = [PlainEvent(*(getattr(e, f) for f in FIELDS)) for e in events]
    for event, plain in zip(events, plains, strict=True):
        assert all(getattr(event, f) == getattr(plain, f) for f in FIELDS)
        assert repr(event) == repr(plain).replace("PlainEvent(", "Event(", 1)
        assert hash(event) == hash(plain)
        twin = Event(*(getattr(event, f) for f in FIELDS))
        assert twin == event and hash(twin) == hash(event)
        assert pickle.loads(pickle.dumps(event)) == event and copy.deepcopy(event) == event
    # equal as the dataclass was equal (data left out), over pairs of this game's events
    for a, b, pa, pb in zip(events, events[1:], plains, plains[1:], strict=False):
        assert (a == b) == (pa == pb)
        assert (hash(a) == hash(b)) == (hash(pa) == hash(pb))


def test_defaults_and_data_left_out_of_equality():
    assert Event("k", "t").data == {} and Event("k", "t").seat is None
    assert Event("k", "t", 1, {"a": 1}) == Event("k", "t", 1, {"a": 2})
    assert Event("k", "t", 1) != Event("k", "t", 2)
    assert Event("k", "t") != PlainEvent("k", "t")
