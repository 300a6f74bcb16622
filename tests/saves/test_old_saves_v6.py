"""v6 Bloodlines saves, written by main before the game's phases were the rulebook's (issue 41,
commit 7a438ed: one phase, ``play``, with the rounds' frame beneath the clan choices), load on
this build: the game's own v6 step rewrites the snapshot into the phases (setup, rounds, scoring,
over), the snapshot is compared with the replayed log, and the game plays on to its end."""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

import pytest

from game.core import Rng
from game.games.bloodlines.flow import phases_from_v6
from game.saves import load_game, save_game
from game.saves.upgrades import SAVE_VERSION

HERE = Path(__file__).parent / "fixtures"
V6 = sorted(HERE.glob("v6-bloodlines-*.toml"))
PHASE_OF = {"setup": "setup", "rounds": "rounds", "primogen": "scoring", "end": "over"}


def expected_phase(fixture: Path) -> str:
    return next(phase for word, phase in PHASE_OF.items() if word in fixture.stem.split("-"))


def test_there_is_a_v6_save_in_every_phase() -> None:
    assert sorted(expected_phase(p) for p in V6) == ["over", "rounds", "scoring", "setup"]


@pytest.mark.parametrize("fixture", V6, ids=lambda p: p.stem)
def test_a_v6_save_loads_in_the_rulebooks_phases_and_plays_on(fixture: Path, tmp_path: Path) -> None:
    path = tmp_path / fixture.name
    shutil.copy(fixture, path)
    before = path.read_bytes()
    old = tomllib.loads(before.decode("utf-8"))
    assert old["version"] == 6
    loaded = load_game(path)          # the snapshot, rewritten, is compared with the replayed log
    assert path.read_bytes() == before, "loading must never change the file"
    assert loaded.warnings == []
    state = loaded.state
    assert len(state.history) == len(old["actions"])
    assert state.phase == expected_phase(fixture)
    assert phases_from_v6(old["snapshot"]["state"]) == state.to_data()
    again = save_game(tmp_path / "again.toml", state, loaded.setup)
    assert tomllib.loads(again.read_text("utf-8"))["version"] == SAVE_VERSION
    rng = Rng(len(state.history))
    for _ in range(5000):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    assert state.is_over and state.phase == "over"


@pytest.mark.parametrize("fixture", V6, ids=lambda p: p.stem)
def test_the_v6_snapshot_is_in_one_phase_the_new_build_does_not_save(fixture: Path) -> None:
    """What the step is for: v6 saved a finished game as ``over`` and every other as ``play``, a
    phase this build does not have, with the rounds' frame already beneath the clan choices."""
    state = tomllib.loads(fixture.read_text("utf-8"))["snapshot"]["state"]
    assert state["phase"] == ("over" if expected_phase(fixture) == "over" else "play")
    kinds = [frame["k"] for frame in state["stack"]]
    assert ("game" in kinds) == (expected_phase(fixture) in ("setup", "rounds"))


def test_the_step_leaves_hostile_or_newer_tables_alone() -> None:
    assert phases_from_v6({"phase": "rounds", "stack": 3}) == {"phase": "rounds", "stack": 3}
    assert phases_from_v6({"phase": "play", "stack": "x"})["phase"] == "play"
    assert phases_from_v6({"phase": "play", "stack": [{"k": "clan", "p": 0}, 5, {"k": "game"}]}) == \
        {"phase": "setup", "stack": [{"k": "clan", "p": 0}, 5]}
