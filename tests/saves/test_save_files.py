"""Atomic writes with a backup, autosave and Continue, the load list, versions and upgrades."""

from __future__ import annotations

import os
import sys
import tomllib
from pathlib import Path

import pytest

import game
from game import PROGRAM
from game.saves import (
    SAVE_FORMAT,
    SaveError,
    autosave,
    backup_path,
    bench_save_reload,
    latest_autosave,
    list_saves,
    load_game,
    save_game,
    saves_folder,
    upgrades,
)
from game.saves.library import autosave_slot_of, is_autosave
from game.saves.plain_data import NotPlainData, to_toml_safe
from game.saves.upgrades import SAVE_VERSION
from tests.saves.save_samples import SETUP, toy_game_after, toy_games, untouched


def test_save_writes_the_documented_fields(sample_save: Path, sample_state) -> None:
    document = tomllib.loads(sample_save.read_text("utf-8"))
    assert document["format"] == SAVE_FORMAT and document["version"] == upgrades.SAVE_VERSION
    assert document["game"] == "toy" and document["saved_at"].endswith("+00:00")
    assert document["setup"]["players"] == 3 and document["setup"]["seed"] == 7
    assert document["actions"] == [a.to_data() for a in sample_state.history]
    assert set(document["snapshot"]) == {"hash", "state"}
    assert document["program"] == PROGRAM == f"Danse Macabre {game.__version__}"
    assert not any(p.name.endswith(".tmp") for p in sample_save.parent.iterdir())


def test_a_save_without_the_program_line_loads_the_same(sample_save: Path) -> None:
    """Files written before the header named the program lack the line: they load as before."""
    text = sample_save.read_text("utf-8")
    line = f'program = "{PROGRAM}"\n'
    assert line in text
    older = sample_save.with_name("older.toml")
    older.write_text(text.replace(line, ""), "utf-8")
    loaded, again = load_game(older, games=toy_games), load_game(sample_save, games=toy_games)
    assert not loaded.warnings and loaded.state.to_data() == again.state.to_data()


def test_second_save_keeps_the_first_as_backup(tmp_path: Path) -> None:
    path = tmp_path / "game.toml"
    save_game(path, toy_game_after(2), SETUP)
    first = path.read_bytes()
    assert not backup_path(path).exists()
    save_game(path, toy_game_after(5), SETUP)
    assert backup_path(path).name == "game.toml.bak"
    assert backup_path(path).read_bytes() == first and path.read_bytes() != first
    assert len(load_game(backup_path(path), games=toy_games).actions) == 2
    assert len(load_game(path, games=toy_games).actions) == 5
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.toml", "game.toml.bak"]


def test_a_failed_write_leaves_the_old_file_and_no_temp(tmp_path: Path, monkeypatch) -> None:
    path = save_game(tmp_path / "game.toml", toy_game_after(2), SETUP)
    with untouched(path):

        def refuse(src, dst):
            raise OSError(28, "No space left on device")

        monkeypatch.setattr(os, "replace", refuse)
        with pytest.raises(SaveError, match="game.toml: could not write: No space left on device"):
            save_game(path, toy_game_after(5), SETUP)
        monkeypatch.undo()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.toml"]


def test_save_by_name_goes_in_the_folder(tmp_path: Path) -> None:
    path = save_game("Night one", toy_game_after(1), SETUP, folder=tmp_path)
    assert path == tmp_path / "Night one.toml" and path.is_file()
    with pytest.raises(SaveError, match="would leave|is a path|may not"):
        save_game("../escape", toy_game_after(1), SETUP, folder=tmp_path)


def test_a_view_is_not_saved(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="view cannot be saved"):
        save_game(tmp_path / "v.toml", toy_game_after(3).view(0), SETUP)


def test_setup_must_agree_with_the_state(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="setup.players is 4 but the game has 3"):
        save_game(tmp_path / "x.toml", toy_game_after(1), {"players": 4})
    assert not (tmp_path / "x.toml").exists()


def test_toml_safe_conversion() -> None:
    data = {"a": None, 1: (2, 3), "b": {True: {"c": None}}, "s": frozenset({3, 1})}
    assert to_toml_safe(data) == {"1": [2, 3], "b": {"True": {}}, "s": [1, 3]}
    with pytest.raises(NotPlainData, match=r"data\.x\[1\] is None"):
        to_toml_safe({"x": [1, None]})
    with pytest.raises(NotPlainData, match="two keys"):
        to_toml_safe({1: 1, "1": 2})
    with pytest.raises(NotPlainData, match="object"):
        to_toml_safe({"x": object()})


def test_autosave_and_continue(saves_home: Path) -> None:
    assert saves_folder() == saves_home
    assert latest_autosave() is None
    path = autosave(toy_game_after(3), SETUP)          # a game's first autosave makes its own file
    assert path.parent == saves_home and is_autosave(path) and latest_autosave() == path
    assert autosave(toy_game_after(4), SETUP, slot=path) == path   # then it writes on in it
    path.write_text("damaged", "utf-8")  # the newest autosave is unreadable: offer the backup
    assert latest_autosave() == backup_path(path)
    assert autosave_slot_of(backup_path(path)) == path  # and the game continued from it writes on in its own
    backup_path(path).write_text("", "utf-8")
    assert latest_autosave() is None


def test_list_saves_newest_first_with_broken_ones(tmp_path: Path) -> None:
    old = save_game(tmp_path / "old.toml", toy_game_after(2), SETUP)
    new = save_game(tmp_path / "new.toml", toy_game_after(5), SETUP)
    os.utime(old, ns=(1, 1))
    (tmp_path / "broken.toml").write_text(f"format = 'danse-macabre-save'\nversion = {SAVE_VERSION + 1}\n", "utf-8")
    (tmp_path / "settings.toml").write_text("master_volume = 1\n", "utf-8")
    (tmp_path / "notes.txt").write_text("not a save", "utf-8")
    rows = list_saves(tmp_path)
    assert [r.name for r in rows] == ["new", "old", "broken"]
    assert (
        rows[0].path == new and rows[0].game == "toy" and rows[0].moves == 5 and not rows[0].broken
    )
    assert rows[1].moves == 2
    assert rows[2].broken and f"newer version (v{SAVE_VERSION + 1})" in rows[2].problem
    assert list_saves(tmp_path / "absent") == []


def test_bench_helper_saves_and_reloads(tmp_path: Path) -> None:
    seconds = bench_save_reload(toy_game_after(12), SETUP, tmp_path)
    assert seconds > 0 and (tmp_path / "bench.toml").is_file()


def test_saves_folder_places(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.delenv("DANSE_MACABRE_HOME", raising=False)
    repo = Path(__file__).resolve().parents[2]
    assert saves_folder() == repo / "saves"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    import platformdirs

    monkeypatch.setattr(
        platformdirs, "user_data_dir", lambda appname, appauthor=None: str(tmp_path / appname)
    )
    assert saves_folder() == tmp_path / "DanseMacabre" / "saves"
    monkeypatch.setenv("DANSE_MACABRE_HOME", str(tmp_path / "home"))
    assert saves_folder() == tmp_path / "home"


NOW = upgrades.SAVE_VERSION  # what this build writes


@pytest.fixture
def next_version(monkeypatch):
    """Pretend this build reads saves one version newer, with a named upgrader that counts its calls."""
    calls = []

    def upgrade_to_next(document):
        calls.append(document["version"])
        document["setup"]["seats"] = [
            dict(seat, colour=seat.get("colour", "grey")) for seat in document["setup"]["seats"]
        ]
        return {**document, "version": NOW + 1}

    monkeypatch.setattr(upgrades, "SAVE_VERSION", NOW + 1)
    monkeypatch.setattr(upgrades, "UPGRADERS", {**upgrades.UPGRADERS, NOW: upgrade_to_next})
    return calls


def test_an_old_save_is_upgraded_one_step_at_a_time(tmp_path: Path, next_version) -> None:
    path = save_game(tmp_path / "old.toml", toy_game_after(3), {})  # still written as NOW
    assert tomllib.loads(path.read_text("utf-8"))["version"] == NOW
    with untouched(path):
        loaded = load_game(path, games=toy_games)
    assert next_version == [NOW]
    assert [seat["colour"] for seat in loaded.setup["seats"]] == ["grey"] * 3


def test_chained_upgrades_and_a_missing_step(tmp_path: Path, monkeypatch) -> None:
    path = save_game(tmp_path / "old.toml", toy_game_after(3), {})
    order = []
    steps = {
        NOW: lambda d: order.append(NOW) or {**d, "version": NOW + 1},
        NOW + 1: lambda d: order.append(NOW + 1) or {**d, "version": NOW + 2},
    }
    monkeypatch.setattr(upgrades, "SAVE_VERSION", NOW + 2)
    monkeypatch.setattr(upgrades, "UPGRADERS", steps)
    load_game(path, games=toy_games)
    assert order == [NOW, NOW + 1]
    monkeypatch.setattr(upgrades, "UPGRADERS", {NOW: steps[NOW]})
    with untouched(path), pytest.raises(SaveError, match=f"no upgrade from save version v{NOW + 1}"):
        load_game(path, games=toy_games)
    monkeypatch.setattr(upgrades, "UPGRADERS", {NOW: lambda d: {**d, "version": NOW}})
    with pytest.raises(SaveError, match=f"upgrade from v{NOW} did not give v{NOW + 1}"):
        load_game(path, games=toy_games)
    monkeypatch.setattr(upgrades, "UPGRADERS", {NOW: lambda d: d["nope"]})
    with pytest.raises(SaveError, match=f"could not upgrade from v{NOW}"):
        load_game(path, games=toy_games)
