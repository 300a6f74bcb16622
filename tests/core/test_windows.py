"""Response windows (game/core/windows.py): each seat in order until a whole round passes."""

from __future__ import annotations

import pytest

from game.core import Rng
from game.core.windows import Window, open_window, window_closed, window_next, window_seat

from .snap_game import Snap, SnapState, worth


def test_a_window_closes_after_a_whole_round_of_passes():
    w = Window()
    assert open_window(w, [2, 0, 1]) == 2
    assert not window_next(w, acted=False) and window_seat(w) == 0
    assert not window_next(w, acted=False) and window_seat(w) == 1
    assert window_next(w, acted=False) and window_closed(w)


def test_acting_restarts_the_round():
    w = Window()
    open_window(w, [0, 1, 2])
    asked = [window_seat(w)]
    answers = [False, True, False, False, True, False, False, False]
    closed_at = None
    for i, acted in enumerate(answers):
        if window_next(w, acted):
            closed_at = i
            break
        asked.append(window_seat(w))
    assert closed_at == 7            # three passes in a row after the last action
    assert asked == [0, 1, 2, 0, 1, 2, 0, 1]


def test_a_window_without_seats_is_closed_at_once():
    w = Window([5], 0, 0)
    assert open_window(w, []) == -1 and window_closed(w) and window_seat(w) == -1
    assert window_next(w, acted=False)


def test_a_window_of_one_seat():
    w = Window()
    open_window(w, iter([3]))
    assert w.window == [3]
    assert not window_next(w, acted=True) and window_seat(w) == 3
    assert window_next(w, acted=False)


def test_window_record_round_trips_and_copies_apart():
    w = Window([1, 2, 0], 2, 1)
    assert Window.from_data(w.to_data()) == w
    twin = w.copy()
    twin.window.append(9)
    assert w.window == [1, 2, 0]


@pytest.mark.parametrize("bad", [[1], {"window": "x"}, {"window": [0], "pos": "1"},
                                 {"window": [0, 1], "pos": 2}])
def test_window_record_refuses_bad_data(bad):
    with pytest.raises((TypeError, ValueError)):
        Window.from_data(bad)


def test_in_the_toy_game_every_snapper_is_asked_in_clockwise_order_until_all_pass():
    for seed in range(30):
        state = SnapState(4, seed)
        referee = Rng(seed)
        while not state.is_over:
            if state.step == "snap":
                w = state.window
                assert w is not None
                player = (w.window[0] - 1) % 4
                # the window's seats: the others holding a card, clockwise from the player
                assert w.window == sorted(w.window, key=lambda s: (s - player) % 4)
                assert state.actor == window_seat(w)
                assert any(worth(c) == worth(state.last) for c in state.hands[state.actor])
            before = state.step
            action = referee.choice(state.legal_actions())
            state.apply(action)
            if before == "snap" and isinstance(action, Snap) and not state.is_over:
                # nobody passes out of a window while a snap is still possible for the next seat
                assert state.step in ("snap", "play") or state.phase != "play"
