"""Saves under faults: a save killed mid-write leaves no temp file for long, and save_game
refuses (before writing anything) every setup that load_game would refuse."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.saves import SaveError, list_saves, load_game, save_game
from game.saves.folders import STALE_TEMP_SECONDS, is_temp_file_name, remove_stale_temp_files
from tests.saves.save_samples import SETUP, toy_game_after, toy_games, untouched

REPO = Path(__file__).resolve().parents[2]
STATE = toy_game_after(4)  # three players


def age(path: Path, seconds: float = 3600.0) -> None:
    then = time.time() - seconds
    os.utime(path, (then, then))


# -- stale temporary files -----------------------------------------------------------------
def test_temp_file_names_are_only_our_own() -> None:
    assert is_temp_file_name(".slot.toml.ab_cd123.tmp")
    assert is_temp_file_name(".autosave.toml.k2j4h5g6.bak.tmp")
    for name in ("slot.toml", "slot.toml.bak", ".slot.toml.tmp", ".notes.tmp", "x.tmp",
                 ".slot.toml.abc.tmp", ".slot.txt.abcdefgh.tmp", "slot.toml.abcdefgh.tmp"):
        assert not is_temp_file_name(name), name


def test_stale_temp_files_go_on_the_next_save_and_saves_stay(tmp_path: Path) -> None:
    kept = save_game("slot", STATE, SETUP, folder=tmp_path)
    save_game("slot", STATE, SETUP, folder=tmp_path)  # now slot.toml.bak exists too
    other = save_game("other", STATE, SETUP, folder=tmp_path)
    stale = [tmp_path / ".slot.toml.abcdefgh.tmp", tmp_path / ".slot.toml.a1b2c3d4.bak.tmp",
             tmp_path / ".other.toml.zz__9x0q.tmp"]
    fresh = tmp_path / ".slot.toml.qwertyui.tmp"  # a save being written right now elsewhere
    foreign = [tmp_path / ".notes.tmp", tmp_path / "mine.tmp", tmp_path / ".slot.toml.tmp",
               tmp_path / "readme.txt"]
    for path in [*stale, fresh, *foreign]:
        path.write_text("half a save", encoding="utf-8")
    for path in [*stale, *foreign, kept, other, kept.with_name("slot.toml.bak")]:
        age(path)
    folder_like = tmp_path / ".dir.toml.abcdefgh.tmp"  # not a file: never ours to delete
    folder_like.mkdir()
    age(folder_like)
    before = {p: p.read_bytes() for p in (kept, other, kept.with_name("slot.toml.bak"))}

    save_game("third", STATE, SETUP, folder=tmp_path)

    assert not [p for p in stale if p.exists()]
    assert fresh.exists() and folder_like.is_dir()
    assert all(p.exists() for p in foreign)
    assert {p: p.read_bytes() for p in before} == before
    assert sorted(e.name for e in list_saves(tmp_path, backups=False)) == ["other", "slot", "third"]
    for entry in list_saves(tmp_path):
        assert not entry.broken
        load_game(entry.path, games=toy_games)


def test_remove_stale_temp_files_keeps_young_ones(tmp_path: Path) -> None:
    young = tmp_path / ".slot.toml.abcdefgh.tmp"
    young.write_text("x", encoding="utf-8")
    age(young, STALE_TEMP_SECONDS / 2)
    assert remove_stale_temp_files(tmp_path) == []
    age(young, STALE_TEMP_SECONDS * 2)
    assert remove_stale_temp_files(tmp_path) == [young]
    assert not young.exists()
    assert remove_stale_temp_files(tmp_path / "no such folder") == []


KILL_MID_SAVE = """
import os, signal, sys
from pathlib import Path
from game.saves import save_game
from tests.saves.save_samples import SETUP, toy_game_after
folder = Path(sys.argv[1])
state = toy_game_after(4)
save_game("slot", state, SETUP, folder=folder)
os.fsync = lambda fd: os.kill(os.getpid(), signal.SIGKILL)  # killed after writing the temp file
save_game("slot", state, SETUP, folder=folder)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_process_killed_mid_save_loses_nothing_and_its_temp_file_goes(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    done = subprocess.run([sys.executable, "-c", KILL_MID_SAVE, str(tmp_path)], check=False,
                          cwd=REPO, env=env, capture_output=True, timeout=120)
    assert done.returncode == -signal.SIGKILL, done.stderr
    leftovers = [p for p in tmp_path.iterdir() if is_temp_file_name(p.name)]
    assert leftovers, "the kill should have left the temp file behind"
    load_game(tmp_path / "slot.toml", games=toy_games)  # the old save is whole
    assert [e.name for e in list_saves(tmp_path)] == ["slot"]  # and the temp file is not listed
    for path in leftovers:
        age(path)
    save_game("slot", STATE, SETUP, folder=tmp_path)
    assert not [p for p in tmp_path.iterdir() if is_temp_file_name(p.name)]
    load_game(tmp_path / "slot.toml", games=toy_games)


# -- save_game refuses what load_game would refuse -----------------------------------------
def seat(name: str = "Ada", kind: str = "human", **more: Any) -> dict[str, Any]:
    return {"name": name, "kind": kind, **more}


@pytest.mark.parametrize(("seats", "problem"), [
    (["Ada", seat("Bram"), seat("Carmilla")], "field setup.seats[0] must be a table, found string"),
    ([seat(), seat()], "setup.seats has 2 seats for 3 players"),
    ([seat(), seat(), seat(), seat()], "setup.seats has 4 seats for 3 players"),
    ([seat(), seat(name=7), seat()], "field setup.seats[1].name must be a string"),
    ([seat(), seat(), seat(kind="robot")], 'setup.seats[2].kind must be "human" or "ai"'),
    ([seat(), seat(kind="ai", level=True), seat()], "setup.seats[1].level must be a string"),
    ([seat(colour=3), seat(), seat()], "setup.seats[0].colour must be a string"),
    ([{"kind": "human"}, seat(), seat()], "field setup.seats[0].name is missing"),
    ("Ada,Bram,Carmilla", "field setup.seats must be an array, found string"),
])
def test_a_bad_setup_is_refused_before_anything_is_written(
    tmp_path: Path, seats: Any, problem: str
) -> None:
    path = save_game("slot", STATE, SETUP, folder=tmp_path)
    listing = sorted(p.name for p in tmp_path.iterdir())
    with untouched(path), pytest.raises(SaveError) as caught:
        save_game("slot", STATE, {"seats": seats}, folder=tmp_path)
    assert problem in str(caught.value)
    assert "cannot be saved, it could not be loaded back" in str(caught.value)
    assert sorted(p.name for p in tmp_path.iterdir()) == listing
    fresh = tmp_path / "new"
    with pytest.raises(SaveError):
        save_game(fresh / "never.toml", STATE, {"seats": seats})
    assert not fresh.exists()


def test_a_setup_that_is_not_a_table_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="setup must be a table"):
        save_game(tmp_path / "x.toml", STATE, "Ada,Bram")  # type: ignore[arg-type]
    assert list(tmp_path.iterdir()) == []


def test_players_or_seed_not_matching_the_game_are_refused(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="setup.players"):
        save_game(tmp_path / "x.toml", STATE, {**SETUP, "players": 4})
    with pytest.raises(SaveError, match="setup.seed"):
        save_game(tmp_path / "x.toml", STATE, {**SETUP, "seed": STATE.seed + 1})
    assert list(tmp_path.iterdir()) == []


scalars = st.one_of(st.none(), st.booleans(), st.integers(-3, 3), st.text(max_size=4),
                    st.floats(allow_nan=False, width=16))
seat_tables = st.fixed_dictionaries({}, optional={
    "name": st.one_of(st.text(max_size=6), scalars),
    "kind": st.one_of(st.sampled_from(["human", "ai", "AI", ""]), scalars),
    "level": st.one_of(st.sampled_from(["normal", "hard", "random"]), scalars),
    "colour": st.one_of(st.sampled_from(["crimson", "ivory"]), scalars),
    "note": scalars,
})
seats_strategy = st.one_of(
    st.lists(st.one_of(seat_tables, scalars.filter(lambda v: v is not None)), max_size=5),
    st.lists(seat_tables.filter(lambda s: s.get("kind") in ("human", "ai")), min_size=3,
             max_size=3),
    scalars,
)
setups = st.fixed_dictionaries({}, optional={
    "seats": seats_strategy,
    "title": scalars,
    "players": st.sampled_from([3, 3, 2]),
    "seed": st.sampled_from([STATE.seed, STATE.seed, 0]),
})


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setups)
def test_every_setup_save_game_accepts_load_game_accepts_too(setup: dict[str, Any]) -> None:
    with tempfile.TemporaryDirectory() as home:
        folder = Path(home)
        old = save_game("slot", STATE, SETUP, folder=folder)
        before = sorted(p.name for p in folder.iterdir())
        old_bytes, old_mtime = old.read_bytes(), old.stat().st_mtime_ns
        try:
            path = save_game("slot", STATE, setup, folder=folder)
        except SaveError as exc:
            assert str(exc).startswith("slot.toml: ") and exc.problem
            assert sorted(p.name for p in folder.iterdir()) == before
            assert (old.read_bytes(), old.stat().st_mtime_ns) == (old_bytes, old_mtime)
            return
        loaded = load_game(path, games=toy_games)
        assert loaded.state.players == STATE.players
        assert len(loaded.setup["seats"]) == STATE.players


def test_listing_the_saves_also_clears_what_a_killed_save_left(tmp_path: Path) -> None:
    save_game("slot", STATE, SETUP, folder=tmp_path)
    stale = tmp_path / ".slot.toml.abcdefgh.tmp"
    stale.write_text("half a save", encoding="utf-8")
    age(stale)
    assert [e.name for e in list_saves(tmp_path)] == ["slot"]
    assert not stale.exists()
