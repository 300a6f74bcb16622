"""The clone's copiers of nested and row fields (game/core/records.py) against their plain
definitions, ``[x[:] for x in value]`` and ``[x.copy() for x in value]``: equal values of the same
types, and nothing shared with the original that a change could reach; and a new state's fields
against ``records.start_value``."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game import games
from game.core import records
from game.core.windows import Window

inner = st.one_of(st.lists(st.integers()), st.lists(st.integers()).map(tuple))


@given(st.lists(inner))
def test_nested_copy_is_the_slice_of_each(value):
    copied = records._copy_nested(value)
    plain = [x[:] for x in value]
    assert copied == plain and [type(x) for x in copied] == [type(x) for x in plain]
    assert type(copied) is list and copied is not value
    for mine, theirs in zip(copied, value, strict=True):
        assert type(mine) is tuple or mine is not theirs   # every inner list a copy of its own


@given(st.lists(st.tuples(st.lists(st.integers(min_value=0, max_value=5)), st.integers(), st.integers())))
def test_rows_copy_is_each_rows_copy(rows):
    value = [Window(list(w), p, q) for w, p, q in rows]
    copied = records._copy_rows(value)
    assert copied == [x.copy() for x in value]
    assert all(a is not b and a.window is not b.window for a, b in zip(copied, value, strict=True))


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_fresh_fields_are_their_start_values(game_id):
    """GameState._fresh hands a plain scalar's start over as it is and asks start_value for the
    rest: every field as start_value makes it, and no two fresh states share a container."""
    cls = type(games.get(game_id).new_game(players=games.get(game_id).min_players, seed=1))
    for players in (games.get(game_id).min_players, games.get(game_id).max_players):
        one, two = object.__new__(cls), object.__new__(cls)
        one._fresh(players, 3, {})
        two._fresh(players, 3, {})
        for name, spec in cls.FIELDS.items():
            if spec.start is ...:
                continue
            plain = records.start_value(spec, players, one.options)
            mine = one.__dict__[name]
            assert mine == plain and type(mine) is type(plain), name
            if isinstance(mine, list | dict | set):
                assert mine is not two.__dict__[name], name
