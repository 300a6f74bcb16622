"""v5 Bloodlines saves written by main before rules edition 3 (issue 40: a turn whose hidden hand
might hold a playable scheme is put to its seat; commit b964941, random seats, mid-game and
finished) still load and replay move for move under edition 2, their snapshots compared with the
replay.  Each log ends a turn unasked where edition 3 would ask: read as an edition-3 game, it
does not replay."""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

import pytest

from game.games import get
from game.saves import load_game, save_game
from game.saves.upgrades import SAVE_VERSION

HERE = Path(__file__).parent / "fixtures"
V5 = sorted(HERE.glob("v5-*.toml"))


def test_there_are_v5_bloodlines_saves_mid_game_and_finished() -> None:
    assert {p.stem.endswith("end") for p in V5} == {True, False}
    assert {p.name.split("-")[1] for p in V5} == {"bloodlines"}


@pytest.mark.parametrize("fixture", V5, ids=lambda p: p.stem)
def test_a_v5_bloodlines_save_replays_under_edition_2(fixture: Path, tmp_path: Path) -> None:
    path = tmp_path / fixture.name
    shutil.copy(fixture, path)
    before = path.read_bytes()
    old = tomllib.loads(before.decode("utf-8"))
    assert old["version"] == 5 and "rules_edition" not in old["setup"]["options"]
    loaded = load_game(path)      # the snapshot is compared with the replayed log
    assert path.read_bytes() == before, "loading must never change the file"
    assert loaded.warnings == []
    assert len(loaded.state.history) == len(old["actions"])
    assert loaded.state.rules_edition == 2 < get("bloodlines").rules_edition
    assert loaded.state.is_over == fixture.stem.endswith("end")
    again = save_game(tmp_path / "again.toml", loaded.state, loaded.setup)
    assert tomllib.loads(again.read_text("utf-8"))["version"] == SAVE_VERSION
    assert load_game(again).state.rules_edition == 2
    if not loaded.state.is_over:  # and it plays on under the rules it began with
        loaded.state.apply(loaded.state.legal_actions()[0])
        assert loaded.state.rules_edition == 2


@pytest.mark.parametrize("fixture", V5, ids=lambda p: p.stem)
def test_the_same_log_read_as_an_edition_3_game_does_not_replay(fixture: Path) -> None:
    """What the upgrade is for: the log ends a turn unasked that edition 3 asks."""
    old = tomllib.loads(fixture.read_text("utf-8"))
    info = get("bloodlines")
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
