"""The records of a Methuselah table (a minion, a piece of gear, a strike) save as the plain lists
saves have always held, and a copy shares nothing that changes."""

from __future__ import annotations

from game.games.methuselah.pieces import (
    ALLY,
    NO_STRIKE,
    NOT_CHOSEN,
    VAMPIRE,
    ChosenStrike,
    Gear,
    Minion,
)

from .helpers import bare, equip, put


def test_a_minion_saves_as_its_old_row() -> None:
    m = Minion(7, 2, ALLY, 31, 3, locked=True)
    assert m.to_data() == [7, 2, 1, 31, 3, 1, 0]
    assert all(type(x) is int for x in m.to_data())          # 0 and 1, never True and False
    back = Minion.from_data([7, 2, 1, 31, 3, 1, 0])
    assert back == m and back.locked is True and back.torpor is False


def test_a_minion_copy_shares_nothing() -> None:
    m = Minion(4, 0, VAMPIRE, 5, 2)
    twin = m.copy()
    twin.blood += 3
    twin.torpor = True
    assert m.to_data() == [4, 0, 0, 5, 2, 0, 0] and twin.to_data() == [4, 0, 0, 5, 5, 0, 1]


def test_gear_saves_as_its_old_row() -> None:
    g = Gear(9, 40, 2)
    assert g.to_data() == [9, 40, 2] and Gear.from_data([9, 40, 2]) == g
    twin = g.copy()
    twin.life -= 1
    assert g.life == 2


def test_a_strike_saves_as_its_old_row_and_unchosen_as_empty() -> None:
    assert NOT_CHOSEN.to_data() == [] and ChosenStrike.from_data([]) is NOT_CHOSEN
    assert NO_STRIKE.to_data() == [0, 0, 1, 0, 0, 0, 0]
    s = ChosenStrike.from_data([3, 1, 0, 1, 0, 0, 2])
    assert (s.damage, s.aggravated, s.first, s.to_retainer) == (3, 1, 1, 2) and s.to_data() == [3, 1, 0, 1, 0, 0, 2]


def test_a_state_saves_its_records_as_lists() -> None:
    state = bare(3)
    uid = put(state, 1, "lucan")
    equip(state, uid, "iron_bow")
    data = state.to_data()
    assert data["mins"] == [m.to_data() for m in state.mins] and data["mins"][0][:2] == [uid, 1]
    assert data["gear"] == [[uid, state.gear[0].card, 0]]
    assert data["c_strikes"] == [[], []]
    again = type(state).from_data(data)
    assert again.mins == state.mins and again.gear == state.gear and again.mins[0] is not state.mins[0]
