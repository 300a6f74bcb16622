"""Seat order helpers (game/core/seats.py), and a toy game's turns that use them."""

from __future__ import annotations

import pytest

from game.core.seats import (
    SEAT_REF,
    clockwise_from,
    in_order,
    left_of,
    next_eligible,
    right_of,
    seat_ref,
    still_in,
)

from .snap_game import SnapState


def test_clockwise_from():
    assert clockwise_from(2, 4) == [2, 3, 0, 1]
    assert clockwise_from(2, 4, include_self=False) == [3, 0, 1]
    assert clockwise_from(0, 1) == [0]


@pytest.mark.parametrize("players", [2, 3, 5])
def test_left_and_right_are_inverse_neighbours(players):
    for seat in range(players):
        assert right_of(left_of(seat, players), players) == seat
        assert left_of(seat, players) == (seat + 1) % players


def test_neighbours_skip_seats_out_of_the_game():
    alive = [True, False, False, True, True]
    assert left_of(0, 5, alive) == 3
    assert right_of(3, 5, alive) == 0
    assert right_of(0, 5, alive) == 4
    assert left_of(4, 5, alive) == 0
    assert left_of(1, 5, [False, True, False, False, False]) == 1   # alone at the table
    assert still_in(alive) == [0, 3, 4]


def test_in_order_and_next_eligible():
    order = [2, 3, 0, 1]
    assert in_order(order, {0, 2, 1}) == [2, 0, 1]
    assert in_order(order, []) == []
    assert next_eligible(order, -1, lambda s: s in (0, 1)) == 2
    assert next_eligible(order, 2, lambda s: s in (0, 1)) == 3
    assert next_eligible(order, 3, lambda s: True) == -1


def test_seat_ref_is_one_based_and_matches_the_pattern():
    assert seat_ref(0) == "Seat 1"
    text = f"{seat_ref(2)}'s turn; {seat_ref(10)} waits"
    assert [m.group(1) for m in SEAT_REF.finditer(text)] == ["3", "11"]


def test_the_dealer_moves_left_each_round_in_the_toy_game():
    state = SnapState(3, 4, {"rounds": 5})
    dealers = [state.dealer]
    while not state.is_over:
        round_no = state.round
        state.apply(state.legal_actions()[0])
        if state.round != round_no:
            dealers.append(state.dealer)
    assert dealers == [0, 1, 2, 0, 1, 2]
