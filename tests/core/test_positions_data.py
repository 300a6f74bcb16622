"""Known positions as data (issue 41 item 5; python-chess's perft files): every game's
tests/games/<id>/positions.toml lists a handful of positions (an opening, a decision window, a
combat or challenge, the last decision), each reached from a new game by seeded random moves,
with the seat to move, the count of legal actions and the count per action kind.  A change here
means a rule changed: write them again (tools/positions_data.py) and say so in the commit."""

from __future__ import annotations

import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from game import games
from game.core import GameInfo, Rng

ROOT = Path(__file__).resolve().parents[2]


def _file(game_id: str) -> Path:
    return ROOT / "tests" / "games" / game_id / "positions.toml"


def _problems(info: GameInfo, where: str, position: dict[str, Any]) -> list[str]:
    """What differs at one position, each naming the file, the position and the field."""
    at = f"{where} position {position['name']!r}"
    state = info.new_game(players=position["players"], seed=position["seed"])
    referee = Rng(position["seed"])
    for move in range(position["random_moves"]):
        if state.is_over:
            return [f"{at}: random_moves: the game is over after {move}"]
        state.apply(referee.choice(state.legal_actions()))
    legal = state.legal_actions()
    got = {"to_move": state.current_player, "legal": len(legal),
           "kinds": dict(Counter(a.kind for a in legal))}
    return [f"{at}: field {field}: expected {position.get(field)!r}, got {value!r}"
            for field, value in got.items() if position.get(field) != value]


def check_positions(info: GameInfo, path: Path) -> None:
    """Every position of `path` (a positions.toml) has its recorded legal actions in `info`'s game
    (the example game's test asks this too)."""
    where = str(path.relative_to(ROOT))
    positions = tomllib.loads(path.read_text(encoding="utf-8"))["position"]
    assert len(positions) >= 4, f"{where}: a handful of positions"
    assert positions[0]["random_moves"] == 0, f"{where}: the first position is the opening"
    problems = [p for pos in positions for p in _problems(info, where, pos)]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_known_positions_have_their_legal_actions(game_id: str) -> None:
    check_positions(games.get(game_id), _file(game_id))


def test_a_wrong_count_names_file_position_and_field() -> None:
    path = _file("equilibrium")
    position = dict(tomllib.loads(path.read_text(encoding="utf-8"))["position"][0])
    assert _problems(games.get("equilibrium"), "here.toml", position) == []
    position["legal"] += 1
    assert _problems(games.get("equilibrium"), "here.toml", position) == [
        (f"here.toml position 'opening': field legal: expected {position['legal']!r}, "
         f"got {position['legal'] - 1!r}")]
