"""Games in progress kept apart (issue 43 item 2): each has its own autosave, Continue takes the newest,
an older autosave.toml is one of them, at most MAX_IN_PROGRESS are kept, and the list shows backups."""

from __future__ import annotations

import os
from pathlib import Path

from game.saves import (
    MAX_IN_PROGRESS,
    autosave,
    backup_path,
    delete_save,
    latest_autosave,
    list_saves,
    save_game,
)
from game.saves.library import autosave_files, autosave_slot_of, drop_autosave, is_autosave
from tests.saves.save_samples import SETUP, toy_game_after


def test_two_games_in_progress_have_two_autosaves_and_continue_takes_the_newest(saves_home: Path) -> None:
    first = autosave(toy_game_after(3), SETUP)
    second = autosave(toy_game_after(5, seed=8), SETUP)
    assert first != second and first.is_file() and second.is_file()
    os.utime(first, ns=(10**18, 10**18))            # same second of saved_at: the file written last wins
    os.utime(second, ns=(10**18 + 1, 10**18 + 1))
    assert latest_autosave() == second
    autosave(toy_game_after(4), SETUP, slot=first)  # the first game goes on: it is the newest now
    assert latest_autosave() == first and second.is_file()
    rows = [e for e in list_saves() if e.in_progress]
    assert sorted(e.path for e in rows) == sorted([first, second])
    assert {e.moves for e in rows} == {4, 5} and all(e.seats == ("Ada", "Bram", "Carmilla") for e in rows)


def test_an_older_autosave_toml_is_a_game_in_progress_that_goes_on_in_its_file(saves_home: Path) -> None:
    legacy = save_game("autosave", toy_game_after(3), SETUP)
    assert legacy == saves_home / "autosave.toml" and is_autosave(legacy)
    assert latest_autosave() == legacy and autosave_slot_of(legacy) == legacy
    assert [e.in_progress for e in list_saves(backups=False)] == [True]


def test_a_named_save_or_a_backup_opened_gets_a_new_autosave(saves_home: Path) -> None:
    named = save_game("my game", toy_game_after(3), SETUP)
    save_game("my game", toy_game_after(4), SETUP)
    slot = autosave(toy_game_after(5), SETUP)
    autosave(toy_game_after(6), SETUP, slot=slot)         # its backup reads: the autosave itself is good
    assert autosave_slot_of(named) is None and autosave_slot_of(backup_path(named)) is None
    assert autosave_slot_of(backup_path(slot)) is None    # an older turn of a game opened on purpose: a new one
    assert not is_autosave(saves_home / "autosaves.toml") and not is_autosave(backup_path(slot))


def test_at_most_max_in_progress_are_kept_the_oldest_goes_with_its_backup(saves_home: Path) -> None:
    made = []
    for n in range(MAX_IN_PROGRESS):
        path = autosave(toy_game_after(2 + n % 5, seed=n), SETUP)
        autosave(toy_game_after(3 + n % 5, seed=n), SETUP, slot=path)   # a backup too
        os.utime(path, ns=(10**18 + n, 10**18 + n))
        made.append(path)
    named = save_game("kept by name", toy_game_after(3), SETUP)
    newest = autosave(toy_game_after(2), SETUP)           # one more game: the oldest goes
    left = [p for p, _ in autosave_files()]
    assert len(left) == MAX_IN_PROGRESS and newest in left and made[0] not in left
    assert not made[0].exists() and not backup_path(made[0]).exists()
    assert all(p.is_file() for p in made[1:]) and named.is_file()   # a named save is never pruned


def test_a_finished_games_autosave_is_dropped_with_its_backup(saves_home: Path) -> None:
    slot = autosave(toy_game_after(3), SETUP)
    autosave(toy_game_after(4), SETUP, slot=slot)
    named = save_game("named", toy_game_after(4), SETUP)
    assert drop_autosave(slot) == [slot, backup_path(slot)] and latest_autosave() is None
    assert drop_autosave(named) == [] and named.is_file()  # only an autosave is ever dropped


def test_the_list_shows_each_backup_under_its_save_and_a_backup_deletes_alone(saves_home: Path) -> None:
    save_game("alpha", toy_game_after(3), SETUP)
    alpha = save_game("alpha", toy_game_after(5), SETUP)
    (saves_home / "gone.toml.bak").write_bytes(backup_path(alpha).read_bytes())  # its save was deleted
    rows = [(e.name, e.backup_of, e.moves) for e in list_saves()]
    assert rows == [("alpha", "", 5), ("alpha", "alpha", 3), ("gone", "gone", 3)]
    assert delete_save(backup_path(alpha)) == [backup_path(alpha)] and alpha.is_file()
    assert [(e.name, e.backup_of) for e in list_saves()] == [("alpha", ""), ("gone", "gone")]
