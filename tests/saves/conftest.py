"""Fixtures for the save tests: sample games and saves, and an 'untouched' file check."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path

import pytest

from game.core import GameState
from game.saves import save_game
from tests.saves.save_samples import SETUP, toy_game_after, untouched


@pytest.fixture
def sample_state() -> GameState:
    """A three-player toy game halfway through."""
    return toy_game_after(6)


@pytest.fixture
def sample_save(tmp_path: Path, sample_state: GameState) -> Path:
    """A valid save file of `sample_state`."""
    return save_game(tmp_path / "sample.toml", sample_state, SETUP)


@pytest.fixture
def keep_untouched() -> Callable[[Path], contextlib.AbstractContextManager[None]]:
    """`with keep_untouched(path): ...` fails the test if the file changes."""
    return untouched
