"""The engine contract (tests/core/contract.py) over random games of this game: the first test of
its suite (tests/conftest.py runs every test_contract.py first)."""

from __future__ import annotations

from game import games
from tests.core.contract import check_contract


def test_random_games_keep_the_engine_contract() -> None:
    check_contract(games.get("methuselah"))
