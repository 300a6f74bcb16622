"""A field read under one name and saved under another (``saved="key"``): a state attribute can
have a readable name while its saved data keeps the key old saves hold (same keys, same order)."""

from __future__ import annotations

import pytest

from game.core import ActionCodec, GameInfo, GameState, Pass
from game.core.records import HIDDEN, Record, flat, nested, per_seat, scalar


class _Toy(GameState):
    round: int = scalar(int, start=0)
    exhausted: list[bool] = flat(start=per_seat(False), saved="exh")
    scheme_deck: list[list[int]] = nested("secret", start=per_seat([1, 2]), saved="sdeck")
    hand: list[list[int]] = nested("seat_order", start=per_seat([5, 3]), saved="h")
    over: bool = scalar(bool, start=False)

    def scores(self) -> list[int]:
        return [0] * self.players

    def winners(self) -> list[int]:
        return []


_Toy.info = GameInfo(id="toy", title="Toy", min_players=2, max_players=2, blurb="A toy.",
                     options=(), codec=ActionCodec(Pass), factory=_Toy)


def test_a_state_saves_each_field_under_its_key_in_declaration_order() -> None:
    state = _Toy(2)
    state.exhausted[1] = True
    data = state.to_data()
    fields = [k for k in data if k not in ("game", "players", "options", "history", "movers",
                                           "seed", "rng")]
    assert fields == ["round", "exh", "sdeck", "h", "over"]
    assert "exhausted" not in data and data["exh"] == [False, True]
    back = _Toy.from_data(data)
    assert back.exhausted == [False, True] and back.scheme_deck == [[1, 2], [1, 2]]
    assert back.to_data() == data


def test_a_view_masks_a_renamed_field_by_its_declaration() -> None:
    state = _Toy(2)
    view = state.view(0)
    assert view.scheme_deck == [[HIDDEN, HIDDEN], [HIDDEN, HIDDEN]]
    assert view.hand == [[3, 5], [HIDDEN, HIDDEN]]
    data = view.to_data()
    assert data["sdeck"] == [[HIDDEN, HIDDEN], [HIDDEN, HIDDEN]] and data["h"] == [[3, 5], [HIDDEN, HIDDEN]]
    assert _Toy.from_data(data).hand == [[3, 5], [HIDDEN, HIDDEN]]


def test_a_missing_key_is_named_as_the_file_holds_it() -> None:
    data = _Toy(2).to_data()
    del data["exh"]
    with pytest.raises(KeyError, match="'exh'"):
        _Toy.from_data(data)
    data = _Toy(2).to_data()
    data["exhausted"] = data.pop("exh")       # the attribute's name is not the saved key
    with pytest.raises(KeyError, match="'exh'"):
        _Toy.from_data(data)


class _Token(Record):
    seat: int = scalar(int, saved="p")
    face_up: bool = scalar(bool, saved="up", default=False)

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.face_up = False


def test_a_record_saves_under_its_keys() -> None:
    token = _Token(3)
    token.face_up = True
    assert token.to_data() == {"p": 3, "up": True}
    back = _Token.from_data({"p": 3, "up": True})
    assert (back.seat, back.face_up) == (3, True)
    assert _Token.from_data({"p": 1}).face_up is False     # an older save: the default
    with pytest.raises(TypeError, match="'p'"):
        _Token.from_data({"p": "1"})


def test_two_fields_saved_under_one_key_are_refused() -> None:
    with pytest.raises(TypeError, match="both saved as 'exh'"):
        class _Clash(GameState):
            exh: list[bool] = flat()
            exhausted: list[bool] = flat(saved="exh")
    with pytest.raises(TypeError, match="both saved as 'p'"):
        class _Twice(Record):
            seat: int = scalar(int, saved="p")
            p: int = scalar(int)
    assert _Toy.FIELDS["exhausted"].key("exhausted") == "exh"
    assert _Toy.FIELDS["round"].key("round") == "round"      # no saved key: the attribute's name
