"""Save test helpers: a lookup that knows the toy game, sample games, an 'untouched' check."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path

from game.core import GameInfo, GameState, Rng
from tests.toy_game import TOY_INFO

SETUP = {
    "seats": [
        {"name": "Ada", "kind": "human", "colour": "crimson"},
        {"name": "Bram", "kind": "ai", "level": "heuristic", "colour": "ivory"},
        {"name": "Carmilla", "kind": "ai", "level": "ismcts", "colour": "violet"},
    ],
}


def toy_games(game_id: str) -> GameInfo:
    """A game lookup for load_game that knows only the toy game."""
    if game_id == TOY_INFO.id:
        return TOY_INFO
    raise KeyError(game_id)


def toy_game_after(moves: int, seed: int = 7, players: int = 3) -> GameState:
    """A toy game after `moves` random legal moves (deterministic)."""
    state = TOY_INFO.new_game(players=players, seed=seed)
    rng = Rng(seed * 31 + moves)
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


@contextlib.contextmanager
def untouched(path: Path) -> Iterator[None]:
    """Assert that the file's bytes and modification time are the same afterwards."""
    before = path.read_bytes() if path.exists() else None
    stat = os.stat(path) if path.exists() else None
    yield
    assert (path.read_bytes() if path.exists() else None) == before, f"{path.name} was changed"
    if stat is not None:
        assert os.stat(path).st_mtime_ns == stat.st_mtime_ns, f"{path.name} was touched"
