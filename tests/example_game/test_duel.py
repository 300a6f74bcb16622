"""The guide's example game passes every check the registered games pass (tests/core), plays to the
end, saves and loads, and its AI seats play it; so following docs/new-game.md gives a working game."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.ai.seat import make_seat
from game.core import Rng
from game.saves import load_game, save_game
from tests.core import test_records_roundtrip as records
from tests.core import test_views_keep_secrets as secrets
from tests.core.contract import check_contract
from tests.core.test_positions_data import check_positions
from tests.example_game.duel import INFO
from tests.example_game.duel.state import DuelState

CHECKS = [check_contract, secrets.test_a_determinized_world_gives_the_same_view,
          secrets.test_another_seats_secret_choice_never_shows_in_my_view,
          secrets.test_a_view_cannot_be_replayed_into_the_true_game,
          secrets.test_a_view_is_not_playable_and_says_whose_it_is,
          records.test_every_attribute_of_a_state_is_declared,
          records.test_clone_to_data_and_from_data_keep_every_field,
          records.test_a_clone_shares_nothing_that_changes,
          records.test_a_view_masks_with_the_one_marker]


@pytest.mark.parametrize("check", CHECKS, ids=lambda c: c.__name__)
def test_the_example_passes_the_cross_game_checks(check) -> None:
    check(INFO)


def test_the_examples_known_positions_have_their_legal_actions() -> None:
    check_positions(INFO, Path(__file__).with_name("duel") / "positions.toml")


def test_the_example_plays_to_the_end_with_its_rules() -> None:
    for players in (2, 3):
        state = INFO.new_game(players, seed=players)
        assert isinstance(state, DuelState)
        referee = Rng(7)
        while not state.is_over:
            state.apply(referee.choice(state.legal_actions()))
        assert state.round == 5 and sum(state.score) <= 5 * 5
        played = [c for seat in state.played for c in seat]
        assert len(played) == 5 * players and sorted(played + state.deck + [c for h in state.hands for c in h]) \
            == sorted(state.content.deck)


def test_the_example_saves_and_loads_and_its_ai_plays_it(tmp_path: Path) -> None:
    state = INFO.new_game(3, seed=11)
    seats = [make_seat("normal", seed=1), make_seat("easy", seed=2), make_seat("random", seed=3)]
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        action = seats[seat].choose(state.view(seat))
        assert action in state.legal_actions()
        state.apply(action)
    path = save_game(tmp_path / "duel.toml", state, {})
    loaded = load_game(path, games=lambda gid: INFO)
    assert loaded.state.to_data() == state.to_data() and loaded.state.winners() == state.winners()
