"""A ``rows`` field (a list of small records, as Methuselah's minions): each row copied, saved
as its record's plain data and loaded back by its class."""

from __future__ import annotations

from typing import Any

import pytest

from game.core import records as r


class Row:
    def __init__(self, a: int, b: int) -> None:
        self.a, self.b = a, b

    def copy(self) -> Row:
        return Row(self.a, self.b)

    def to_data(self) -> list[int]:
        return [self.a, self.b]

    @classmethod
    def from_data(cls, data: Any) -> Row:
        a, b = data
        return cls(a, b)


def test_a_rows_field_copies_saves_and_loads_each_row() -> None:
    spec = r.rows(Row, start=[])
    value = [Row(1, 2), Row(3, 4)]
    copy = r.copiers({"x": spec})[0][1](value)
    copy[0].a = 9
    assert value[0].a == 1 and copy[1] is not value[1]
    data = r.field_to_data(spec, value)
    assert data == [[1, 2], [3, 4]]
    back = r.field_from_data("x", spec, {"x": data})
    assert [row.to_data() for row in back] == data and all(isinstance(row, Row) for row in back)
    seen = r.mask_field(spec, value, 0, None)
    assert [row.to_data() for row in seen] == data and seen[0] is not value[0]


def test_a_rows_field_names_its_class() -> None:
    with pytest.raises(ValueError, match="rows"):
        r.Field("rows")
