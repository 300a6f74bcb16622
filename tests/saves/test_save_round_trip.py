"""Save and load at every step of a game gives back exactly the same game."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from game.core import GameInfo, Rng
from game.saves import load_game, save_game
from game.saves.plain_data import to_toml_safe
from tests.saves.save_samples import SETUP, toy_games
from tests.toy_game import TOY_INFO


def round_trip_every_step(
    info: GameInfo, players: int, seed: int, folder: Path, lookup, max_moves: int = 10_000
) -> int:
    """Play randomly; after every move save, load, and check the loaded game is the same game."""
    state = info.new_game(players=players, seed=seed)
    setup = {
        "seats": [{"name": f"Seat {i}", "kind": "ai", "level": "random"} for i in range(players)]
    }
    rng = Rng(seed + 1000)
    moves = 0
    while True:
        path = save_game(folder / f"{info.id}.toml", state, setup)
        loaded = load_game(path, games=lookup)
        assert loaded.warnings == []
        assert loaded.state.to_data() == state.to_data()
        assert [a.to_data() for a in loaded.actions] == [a.to_data() for a in state.history]
        assert loaded.setup["players"] == players and loaded.setup["seed"] == seed
        if state.is_over or moves >= max_moves:
            assert loaded.state.is_over == state.is_over
            return moves
        assert loaded.state.legal_actions() == state.legal_actions()
        action = rng.choice(state.legal_actions())
        state.apply(action)
        loaded.state.apply(action)  # the loaded game goes on exactly like the original
        assert loaded.state.to_data() == state.to_data()
        moves += 1


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [0, 5])
def test_toy_game_round_trips_at_every_step(tmp_path: Path, players: int, seed: int) -> None:
    moves = round_trip_every_step(TOY_INFO, players, seed, tmp_path, toy_games)
    assert moves == 12


def test_setup_is_kept(tmp_path: Path, sample_state) -> None:
    path = save_game(tmp_path / "s.toml", sample_state, SETUP)
    loaded = load_game(path, games=toy_games)
    assert loaded.setup["seats"] == SETUP["seats"]
    assert loaded.info is TOY_INFO and loaded.path == path and loaded.saved_at


def test_state_data_survives_toml(sample_state) -> None:
    """The toy's to_data goes through TOML and back into an equal state."""
    import tomli_w

    text = tomli_w.dumps(to_toml_safe(sample_state.to_data()))
    back = TOY_INFO.state_from_data(tomllib.loads(text))
    assert back.to_data() == sample_state.to_data()


def equilibrium_info() -> GameInfo:
    import game.games

    try:
        return game.games.get("equilibrium")
    except Exception as exc:  # noqa: BLE001 - still being written by another engineer
        pytest.skip(f"equilibrium is not registered yet ({type(exc).__name__}: {exc})")


def test_equilibrium_state_knows_its_info() -> None:
    """The contract: a state's class carries its GameInfo (the save layer reads the id there)."""
    info = equilibrium_info()
    assert getattr(info.new_game(players=info.min_players, seed=1), "info", None) is info


@pytest.mark.parametrize(("players", "max_moves"), [(2, 10_000), (4, 100)])
def test_equilibrium_round_trips_at_every_step(
    tmp_path: Path, players: int, max_moves: int
) -> None:
    """A whole two-player game, and the opening of a four-player one (each step replays the log)."""
    import game.games

    info = equilibrium_info()
    moves = round_trip_every_step(info, players, 3, tmp_path, game.games.get, max_moves=max_moves)
    assert 0 < moves <= max_moves
