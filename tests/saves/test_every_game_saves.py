"""Every registered game's state survives TOML (to_data -> file -> state_from_data) and a save."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
import tomli_w

from game.core import GameInfo, Rng
from game.games import GAME_IDS
from game.saves import load_game, save_game
from game.saves.plain_data import to_toml_safe

KNOWN_GAMES = list(GAME_IDS)  # the one registry: a game listed there is tested here


def registered(game_id: str) -> GameInfo:
    import game.games

    return game.games.get(game_id)


def through_toml(data: dict) -> dict:
    return tomllib.loads(tomli_w.dumps(to_toml_safe(data)))


@pytest.mark.parametrize("game_id", KNOWN_GAMES)
def test_state_data_survives_a_toml_round_trip(game_id: str) -> None:
    info = registered(game_id)
    for players in sorted({info.min_players, info.max_players}):
        state = info.new_game(players=players, seed=11)
        rng = Rng(5)
        for step in range(300):
            if step % 15 == 0 or state.is_over:
                back = info.state_from_data(through_toml(state.to_data()))
                assert to_toml_safe(back.to_data()) == to_toml_safe(state.to_data()), (
                    players,
                    step,
                )
                assert back.current_player == state.current_player
                assert back.legal_actions() == state.legal_actions()
                view = state.view(0)
                view_back = info.state_from_data(through_toml(view.to_data()))
                assert to_toml_safe(view_back.to_data()) == to_toml_safe(view.to_data())
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("game_id", KNOWN_GAMES)
def test_a_finished_game_saves_and_loads(game_id: str, tmp_path: Path) -> None:
    import game.games

    info = registered(game_id)
    state = info.new_game(players=info.min_players, seed=2)
    assert getattr(state, "info", None) is info  # the save layer reads the game id there
    rng = Rng(9)
    for _ in range(20_000):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    path = save_game(tmp_path / f"{game_id}.toml", state, {})
    loaded = load_game(path, games=game.games.get)
    assert loaded.warnings == [] and loaded.state.to_data() == state.to_data()
    assert loaded.state.is_over == state.is_over and loaded.state.scores() == state.scores()
