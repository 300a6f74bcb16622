"""Fields declared in the class body: collected in order into FIELDS, typed for a checker, and
the same for a small slotted record (game.core.records.collect and Record)."""

from __future__ import annotations

import inspect
from typing import Any, ClassVar

import pytest

from game.core import GameInfo, GameState
from game.core.records import Field, Record, deep, flat, nested, per_seat, scalar

from .secrets import registered


class _Base(GameState):
    phase: str = scalar(str, start="setup")
    hands: list[list[int]] = nested("seat", start=per_seat([]))


class _Child(_Base):
    score: list[int] = flat(start=per_seat(0))
    later: int = scalar(int)                 # no start: set by the game's own setup
    phase: str = scalar(str, start="deal")   # a redeclared field keeps its inherited place


def test_fields_are_collected_in_body_order_after_the_inherited_ones() -> None:
    assert list(_Child.FIELDS) == ["phase", "hands", "score", "later"]
    assert list(_Base.FIELDS) == ["phase", "hands"]
    assert _Child.FIELDS["phase"].start == "deal" and _Base.FIELDS["phase"].start == "setup"
    state = _Child(3)
    assert state.phase == "deal" and state.hands == [[], [], []] and state.score == [0, 0, 0]


def test_a_field_never_set_raises_instead_of_reading_its_declaration() -> None:
    assert "later" not in vars(_Child)
    with pytest.raises(AttributeError):
        _ = _Child(2).later


def test_a_fields_table_is_refused() -> None:
    with pytest.raises(TypeError, match="class body"):
        class _Old(GameState):
            FIELDS: ClassVar[dict[str, Field]] = {"phase": scalar(str, start="setup")}


@pytest.mark.parametrize("info", registered(), ids=lambda i: i.id)
def test_every_field_and_derived_attribute_is_annotated(info: GameInfo) -> None:
    """What mypy reads: each declared field and each DERIVED attribute has its type."""
    cls = type(info.new_game(info.min_players, seed=1))
    annotated: set[str] = set()
    for klass in cls.__mro__:
        annotated |= set(inspect.get_annotations(klass))
    missing = (set(cls.FIELDS) | set(cls.DERIVED)) - annotated
    assert not missing, f"{info.id}: annotate {sorted(missing)} in the class body"


class _Die(Record):
    seat: int = scalar(int)
    rolls: list[int] = flat()
    notes: dict[str, Any] = deep(default={})

    def __init__(self, seat: int, rolls: list[int]) -> None:
        self.seat = seat
        self.rolls = rolls
        self.notes = {}


class _MarkedDie(_Die):
    marked: bool = scalar(bool, default=False)


def test_a_record_is_slotted_and_copies_its_lists() -> None:
    die = _Die(1, [3, 10])
    assert not hasattr(die, "__dict__")
    twin = die.copy()
    twin.rolls.append(4)
    twin.notes["x"] = [1]
    assert die.rolls == [3, 10] and die.notes == {}
    assert (twin.seat, twin.rolls) == (1, [3, 10, 4])


def test_a_record_saves_and_loads_by_field_name() -> None:
    die = _MarkedDie(2, [7])
    die.marked = True
    data = die.to_data()
    assert data == {"seat": 2, "rolls": [7], "notes": {}, "marked": True}
    back = _MarkedDie.from_data(data)
    assert (back.seat, back.rolls, back.notes, back.marked) == (2, [7], {}, True)
    assert _MarkedDie.from_data({"seat": 0, "rolls": []}).marked is False   # an older save: the default
    with pytest.raises(TypeError, match="seat"):
        _Die.from_data({"seat": "2", "rolls": []})
    with pytest.raises(TypeError, match="table"):
        _Die.from_data([2, [7]])


def test_a_record_refuses_a_fields_table() -> None:
    with pytest.raises(TypeError, match="class body"):
        class _Old(Record):
            FIELDS: ClassVar[dict[str, Field]] = {"seat": scalar(int)}
