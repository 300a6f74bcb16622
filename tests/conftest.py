"""Shared fixtures: the toy game, and a private saves folder for every test (never the real one)."""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # so `from tests.toy_game import ...` works under plain `pytest`
    sys.path.insert(0, str(ROOT))

from game.core import GameInfo
from tests.toy_game import TOY_INFO, ToyState

_HOMES = itertools.count()


@pytest.fixture
def toy_info() -> GameInfo:
    """The toy game's GameInfo (not registered in game.games)."""
    return TOY_INFO


@pytest.fixture
def toy_state() -> ToyState:
    """A fresh three-player toy game, seed 7."""
    return TOY_INFO.new_game(players=3, seed=7)  # type: ignore[return-value]


@pytest.fixture(scope="session")
def _saves_root(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("saves-homes")


@pytest.fixture(autouse=True)
def _never_the_real_saves_folder(_saves_root: Path, monkeypatch) -> None:
    """No test writes into <repo>/saves or the user's data folder: each gets its own (unmade) one."""
    monkeypatch.setenv("DANSE_MACABRE_HOME", str(_saves_root / f"home-{next(_HOMES)}"))


@pytest.fixture
def saves_home(tmp_path, monkeypatch) -> Path:
    """Point DANSE_MACABRE_HOME at a fresh folder so saves and settings land in tmp."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("DANSE_MACABRE_HOME", str(home))
    return home


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every game's contract test (random games checked against the engine contract) runs first,
    before the rest of its suite and of the run: a broken contract is the first thing reported."""
    items.sort(key=lambda item: 0 if item.path.name == "test_contract.py" else 1)  # stable
