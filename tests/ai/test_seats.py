"""Every level plays legal moves, forced moves are instant, and seeded seats repeat themselves."""

from __future__ import annotations

import pytest

from game.ai import LEVELS, Budget, ISMCTSSeat, RandomSeat, level_name, make_seat
from game.ai.hooks import margin_values, terminal_rewards
from game.cli.tables import TableSpec, play_game
from tests.ai.helpers import TABLES, advanced, open_table, table_id, toy_last_turn
from tests.toy_game import TOY_INFO, Play, ToyState

SEARCH_ITERATIONS = 40  # small, iteration-based budgets keep search seats deterministic


def test_levels_and_aliases() -> None:
    assert LEVELS == ("random", "easy", "normal", "hard", "expert")
    assert level_name("heuristic") == "normal"
    assert level_name(" Hard ") == "hard"
    with pytest.raises(ValueError, match="unknown AI level"):
        level_name("grandmaster")
    for level in LEVELS:
        seat = make_seat(level, seed=1, iterations=5)
        assert seat.level == level and seat.name


def test_search_levels_take_their_budget() -> None:
    hard, expert = make_seat("hard"), make_seat("expert")
    assert isinstance(hard, ISMCTSSeat) and isinstance(expert, ISMCTSSeat)
    assert hard.budget.seconds is not None and expert.budget.seconds is not None
    assert expert.budget.seconds > hard.budget.seconds
    pinned = make_seat("hard", iterations=50)
    assert isinstance(pinned, ISMCTSSeat)
    assert pinned.budget == Budget(seconds=None, iterations=50)


@pytest.mark.parametrize("table", TABLES, ids=table_id)
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_answers_with_a_legal_action(table: tuple[str, int], level: str) -> None:
    info, players = open_table(table)
    for steps in (0, 7, 19):
        state = advanced(info, players, seed=steps, steps=steps)
        if state.is_over:
            continue
        seat = make_seat(level, seed=steps, iterations=SEARCH_ITERATIONS)
        action = seat.choose(state.view(state.current_player))
        assert state.is_legal(action), f"{level} chose {action!r}"


def test_a_seat_given_a_full_state_looks_only_at_its_view(monkeypatch) -> None:
    state = TOY_INFO.new_game(players=3, seed=4)
    seen = []
    original = ToyState.determinize

    def spy(self, seat, rng):
        seen.append(self.rng)
        return original(self, seat, rng)

    monkeypatch.setattr(ToyState, "determinize", spy)
    make_seat("normal", seed=2).choose(state)  # a full state by mistake
    assert seen and all(rng is None for rng in seen)


def test_forced_decisions_return_at_once_without_sampling_worlds(monkeypatch) -> None:
    state = toy_last_turn(hand=[6, 6], my_pile=[1], rival_pile=[2])
    state.deck = []  # nothing to redraw: playing the six is the only action
    state._touched()
    assert state.legal_actions() == [Play(6)]

    def forbidden(self, seat, rng):
        raise AssertionError("a forced decision must not sample worlds")

    monkeypatch.setattr(ToyState, "determinize", forbidden)
    for level in LEVELS:
        seat = make_seat(level, seed=1, seconds=None, iterations=10**9)
        assert seat.choose(state.view(1)) == Play(6)


def test_random_seat_spreads_over_the_actions() -> None:
    state = TOY_INFO.new_game(players=2, seed=11)
    view = state.view(0)
    chosen = {RandomSeat(seed).choose(view) for seed in range(60)}
    assert chosen == set(state.legal_actions())


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_same_seed_same_game(level: str) -> None:
    spec = TableSpec("tests.toy_game:TOY_INFO", (level, "normal", "random"), seed=5,
                     iterations=SEARCH_ITERATIONS)
    first = play_game(spec, 2, keep_final=True)
    again = play_game(spec, 2, keep_final=True)
    assert first.final == again.final
    assert [s.score for s in first.seats] == [s.score for s in again.seats]


def test_different_seat_seeds_can_play_differently() -> None:
    state = TOY_INFO.new_game(players=3, seed=8)
    view = state.view(0)
    easy_choices = {make_seat("easy", seed).choose(view) for seed in range(40)}
    assert len(easy_choices) > 1  # easy is noisy, not a fixed function of the view


def test_rewards_share_the_win_and_rank_by_margin() -> None:
    assert margin_values([3.0, 3.0, 3.0]) == [0.5, 0.5, 0.5]
    high, low, mid = margin_values([30.0, 10.0, 12.0])
    assert high > 0.5 > mid > low
    state = toy_last_turn(hand=[8, 2], my_pile=[3], rival_pile=[10])
    state.apply(Play(8))  # 11 against 10: seat 1 wins
    rewards = terminal_rewards(state)
    assert state.winners() == [1]
    assert rewards[1] > 0.85 > rewards[0] >= 0.0


def test_ties_split_the_win_reward() -> None:
    state = toy_last_turn(hand=[7, 2], my_pile=[3], rival_pile=[10])
    state.apply(Play(7))  # 10 against 10
    assert state.winners() == [0, 1]
    first, second = terminal_rewards(state)
    assert first == pytest.approx(second)
    assert 0.4 < first < 0.6
