"""The clone's copiers of nested and row fields (game/core/records.py) against their plain
definitions, ``[x[:] for x in value]`` and ``[x.copy() for x in value]``: equal values of the same
types, and nothing shared with the original that a change could reach."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

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
