"""Shared fixtures: the toy game, and a private saves folder for every test that asks."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # so `from tests.toy_game import ...` works under plain `pytest`
    sys.path.insert(0, str(ROOT))

from game.core import GameInfo
from tests.toy_game import TOY_INFO, ToyState


@pytest.fixture
def toy_info() -> GameInfo:
    """The toy game's GameInfo (not registered in game.games)."""
    return TOY_INFO


@pytest.fixture
def toy_state() -> ToyState:
    """A fresh three-player toy game, seed 7."""
    return TOY_INFO.new_game(players=3, seed=7)  # type: ignore[return-value]


@pytest.fixture
def saves_home(tmp_path, monkeypatch) -> Path:
    """Point DANSE_MACABRE_HOME at a fresh folder so saves and settings land in tmp."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("DANSE_MACABRE_HOME", str(home))
    return home
