"""v7 Methuselah saves written by main before rules edition 3 (issue 46: a given modifier or
reaction card once a seat an action; a vampire in torpor can be finished) still load and replay
move for move under edition 2, their snapshots compared with the replay.

Made with main's code at 6712f37: a new 3-seat game from seed 0 up, random legal moves
(``Rng(seed)``), the first two games in which a seat played a second copy of one modifier in one
action; each saved just after that move and at its end (``save_game(path, state, {})``)."""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

import pytest

from game.games import get
from game.saves import load_game, save_game
from game.saves.upgrades import SAVE_VERSION

HERE = Path(__file__).parent / "fixtures"
V7 = sorted(HERE.glob("v7-methuselah-*.toml"))


def test_there_are_v7_methuselah_saves_mid_game_and_finished() -> None:
    assert {p.stem.endswith("end") for p in V7} == {True, False}


@pytest.mark.parametrize("fixture", V7, ids=lambda p: p.stem)
def test_a_v7_methuselah_save_replays_under_edition_2(fixture: Path, tmp_path: Path) -> None:
    path = tmp_path / fixture.name
    shutil.copy(fixture, path)
    before = path.read_bytes()
    old = tomllib.loads(before.decode("utf-8"))
    assert old["version"] == 7 and "rules_edition" not in old["setup"]["options"]
    loaded = load_game(path)      # the snapshot is compared with the replayed log
    assert path.read_bytes() == before, "loading must never change the file"
    assert loaded.warnings == []
    assert len(loaded.state.history) == len(old["actions"])
    assert loaded.state.rules_edition == 2 < get("methuselah").rules_edition
    assert loaded.state.is_over == fixture.stem.endswith("end")
    again = save_game(tmp_path / "again.toml", loaded.state, loaded.setup)
    assert tomllib.loads(again.read_text("utf-8"))["version"] == SAVE_VERSION
    assert load_game(again).state.rules_edition == 2
    if not loaded.state.is_over:  # and it plays on under the rules it began with
        loaded.state.apply(loaded.state.legal_actions()[0])
        assert loaded.state.rules_edition == 2


@pytest.mark.parametrize("fixture", V7, ids=lambda p: p.stem)
def test_the_same_log_read_as_an_edition_3_game_does_not_replay(fixture: Path) -> None:
    """What the upgrade is for: each log plays a second copy of a modifier in one action."""
    old = tomllib.loads(fixture.read_text("utf-8"))
    info = get("methuselah")
    state = info.new_game(old["setup"]["players"], old["setup"]["seed"], old["setup"]["options"])
    assert state.rules_edition == 3
    replayed = 0
    for data in old["actions"]:
        action = info.action_from_data(data)
        if not state.is_legal(action):
            break
        state.apply(action)
        replayed += 1
    assert replayed < len(old["actions"])
