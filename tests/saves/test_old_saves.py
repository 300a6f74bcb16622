"""Saves written before the declared state records (save version 1) still load, and stay honest.

The fixtures in tests/saves/fixtures/ were written by the code of main before the
kit (commit da4c29b): a game of each with random moves, mid-game.
"""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

import pytest

from game.saves import load_game, save_game
from game.saves.plain_data import snapshot_hash
from game.saves.savefile import EDITED_SNAPSHOT, read_document
from game.saves.upgrades import SAVE_VERSION

FIXTURES = sorted((Path(__file__).parent / "fixtures").glob("v1-*.toml"))


def test_there_are_old_saves_of_both_first_games() -> None:
    assert {p.name.split("-")[1] for p in FIXTURES} == {"equilibrium", "elysium"}


@pytest.mark.parametrize("fixture", FIXTURES, ids=lambda p: p.stem)
def test_an_old_save_loads_with_every_move(fixture: Path, tmp_path: Path) -> None:
    path = tmp_path / fixture.name
    shutil.copy(fixture, path)
    before = path.read_bytes()
    old = tomllib.loads(before.decode("utf-8"))
    assert old["version"] == 1
    loaded = load_game(path)
    assert path.read_bytes() == before, "loading must never change the file"
    assert loaded.warnings == []
    assert len(loaded.state.history) == len(old["actions"])
    assert loaded.state.players == old["setup"]["players"]
    assert [a.to_data() for a in loaded.state.history] == read_document(path)["actions"]
    if "elysium" in fixture.name:  # v1's "no card" (-1) is absent in v2; -1 is the hidden marker now
        offers = [a for a in loaded.state.history if a.kind == "offer"]
        assert offers and all(a.want_card != -1 for a in offers)
    # saved again, it is a current save whose snapshot is checked against the log
    again = save_game(tmp_path / "again.toml", loaded.state, loaded.setup)
    document = tomllib.loads(again.read_text("utf-8"))
    assert document["version"] == SAVE_VERSION and "shape" not in document["snapshot"]
    reloaded = load_game(again)
    assert reloaded.state.to_data() == loaded.state.to_data()


@pytest.mark.parametrize("fixture", FIXTURES[:1], ids=lambda p: p.stem)
def test_an_edited_old_snapshot_is_still_reported(fixture: Path, tmp_path: Path) -> None:
    import tomli_w

    document = tomllib.loads(fixture.read_text("utf-8"))
    document["snapshot"]["state"]["players"] = 9
    assert snapshot_hash(document["snapshot"]["state"]) != document["snapshot"]["hash"]
    path = tmp_path / "edited.toml"
    path.write_text(tomli_w.dumps(document), "utf-8")
    assert EDITED_SNAPSHOT in load_game(path).warnings
