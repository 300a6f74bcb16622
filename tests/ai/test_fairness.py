"""Fairness: a seat's choice depends only on its view, and a view is all it is ever given."""

from __future__ import annotations

import pytest

from game.ai import LEVELS, make_seat
from game.cli import tables
from game.cli.tables import TableSpec, play_game
from game.core import Action, GameState, Rng
from tests.ai.helpers import TABLES, advanced, open_table, table_id

SEARCH_ITERATIONS = 40


def twin_worlds(state: GameState, seat: int) -> tuple[GameState, GameState]:
    """Two true states that `seat` cannot tell apart, preferring ones whose hidden parts differ."""
    view = state.view(seat)
    first = view.determinize(seat, Rng(1))
    for salt in range(2, 12):
        second = view.determinize(seat, Rng(salt))
        plain_first = {k: v for k, v in first.to_data().items() if k != "rng"}
        plain_second = {k: v for k, v in second.to_data().items() if k != "rng"}
        if plain_first != plain_second:
            break
    return first, second  # at worst they differ in their rng: the future dice and draws


@pytest.mark.parametrize("table", TABLES, ids=table_id)
@pytest.mark.parametrize("steps", [0, 9, 23])
def test_same_view_same_seed_same_choice(table: tuple[str, int], steps: int) -> None:
    info, players = open_table(table)
    state = advanced(info, players, seed=steps + 3, steps=steps)
    if state.is_over:
        pytest.skip("the game ended before this step")
    seat = state.current_player
    first, second = twin_worlds(state, seat)
    assert first.view(seat).to_data() == second.view(seat).to_data(), "views must not differ"
    for level in LEVELS:
        choice_a = make_seat(level, seed=17, iterations=SEARCH_ITERATIONS).choose(first.view(seat))
        choice_b = make_seat(level, seed=17, iterations=SEARCH_ITERATIONS).choose(second.view(seat))
        assert choice_a == choice_b, f"{level} looked past the view"


class ViewOnly:
    """Wraps a seat and fails the test if it is ever handed anything but its own view."""

    def __init__(self, seat) -> None:
        self.seat = seat
        self.name, self.level = seat.name, seat.level
        self.calls = 0

    def choose(self, view: GameState, rng=None, stop=None) -> Action:
        assert view.rng is None, "a seat was handed a state with its rng"
        assert view.viewer == view.current_player, "a seat was handed someone else's view"
        self.calls += 1
        return self.seat.choose(view, rng, stop)


@pytest.mark.parametrize("table", TABLES, ids=table_id)
def test_the_referee_hands_seats_only_views(table: tuple[str, int], monkeypatch) -> None:
    _, players = open_table(table)
    wrapped: list[ViewOnly] = []

    def make_view_only(level, seed=0, seconds=None, iterations=None, capped=True):
        wrapped.append(ViewOnly(make_seat(level, seed, seconds, iterations, capped)))
        return wrapped[-1]

    monkeypatch.setattr(tables, "make_seat", make_view_only)
    levels = ("hard", "normal", "easy", "random", "normal")[:players]
    record = play_game(TableSpec(table[0], levels, seed=2, iterations=8), 0)
    assert sum(seat.illegal + seat.errors for seat in record.seats) == 0
    assert sum(w.calls for w in wrapped) == record.actions
