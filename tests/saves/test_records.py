"""The record file: counting finished games, round trip, and a damaged file kept aside."""

from __future__ import annotations

import os
import tomllib

import pytest

from game.saves import records as rec
from game.saves.records import (
    HOTSEAT,
    Records,
    Tally,
    add_result,
    load_records,
    record_result,
    save_records,
)


def seats(*levels):
    return [{"name": f"P{i}", "kind": "human"} if lv is None else {"name": f"P{i}", "kind": "ai", "level": lv}
            for i, lv in enumerate(levels)]


def setup(*levels, seed=1):
    return {"players": len(levels), "seed": seed, "options": {}, "seats": seats(*levels)}


def test_outcomes_from_the_humans_side():
    s = seats(None, "easy", "hard")
    assert rec.outcome([0], s) == "won"
    assert rec.outcome([1], s) == "lost"
    assert rec.outcome([1, 2], s) == "lost"
    assert rec.outcome([0, 2], s) == "drawn"
    assert rec.outcome([], s) == "drawn"
    assert rec.outcome([0], seats(None, None)) is None


def test_levels_a_game_counts_under():
    assert rec.levels_of(seats(None, "easy", "hard", "easy")) == ["easy", "hard"]
    assert rec.levels_of(seats(None, None)) == [HOTSEAT]
    assert rec.levels_of(seats("easy", "normal")) == []  # no human: not ours
    assert rec.levels_of(seats(None, "ismcts")) == ["hard"]  # an old alias counts as its level


def test_adding_results():
    r = Records()
    assert add_result(r, "elysium", setup(None, "easy", "hard"), [0], moves=40)
    assert add_result(r, "elysium", setup(None, "easy", seed=2), [1], moves=40)
    assert add_result(r, "elysium", setup(None, "easy", seed=3), [0, 1], moves=40)
    assert add_result(r, "elysium", setup(None, None, seed=4), [1], moves=40)
    assert not add_result(r, "elysium", setup("easy", "easy", seed=5), [1], moves=40)
    assert r.tallies["elysium"]["easy"] == Tally(played=3, won=1, lost=1, drawn=1)
    assert r.tallies["elysium"]["hard"] == Tally(played=1, won=1)
    assert r.tallies["elysium"][HOTSEAT] == Tally(played=1)
    assert [level for level, _ in r.of_game("elysium")] == ["easy", "hard", HOTSEAT]
    assert r.of_game("nocturne") == []


def test_the_same_game_is_not_counted_twice():
    r = Records()
    assert add_result(r, "nocturne", setup(None, "normal"), [0], moves=12)
    assert not add_result(r, "nocturne", setup(None, "normal"), [0], moves=12)
    assert add_result(r, "nocturne", setup(None, "normal"), [0], moves=13)  # another game
    assert r.tallies["nocturne"]["normal"].played == 2


def test_round_trip(tmp_path):
    r = Records()
    add_result(r, "equilibrium", setup(None, "expert"), [1], moves=3)
    add_result(r, "methuselah", setup(None, None, "random"), [0], moves=9)
    path = save_records(r, tmp_path)
    assert path == tmp_path / "records" / "records.toml"
    back, message = load_records(tmp_path)
    assert message is None
    assert back.tallies == r.tallies
    assert back.counted == r.counted
    save_records(back, tmp_path)
    assert (tmp_path / "records" / "records.toml.bak").is_file()  # the old file kept, like any save


def test_no_file_is_an_empty_record(tmp_path):
    r, message = load_records(tmp_path)
    assert r.tallies == {} and message is None and r.writable


class Finished:
    """Enough of a finished game's state for record_result."""

    class info:
        id = "elysium"

    def __init__(self, winners, moves):
        self._winners, self.history = winners, [None] * moves

    def winners(self):
        return self._winners


def test_record_result_writes_the_file(tmp_path):
    assert record_result(Finished([0], 30), setup(None, "normal"), tmp_path) is None
    assert record_result(Finished([1], 31), setup(None, "normal"), tmp_path) is None
    data = tomllib.loads((tmp_path / "records" / "records.toml").read_text())
    assert data["games"]["elysium"]["normal"] == {"played": 2, "won": 1, "lost": 1, "drawn": 0}


@pytest.mark.parametrize(("text", "words"), [
    ("games = [1, 2", "TOML error"),
    ('format = "danse-macabre-records"\nversion = 1\n[games.elysium.easy]\nplayed = -2\n', "whole number"),
    ('format = "danse-macabre-records"\nversion = 1\n[games.elysium.easy]\nplayed = 1\nwon = 3\n',
     "more results than games"),
    ('format = "something else"\n', "not a record file"),
    ("\x00\x01binary", "binary"),
])
def test_a_damaged_file_is_kept_aside_with_a_message(tmp_path, text, words):
    path = tmp_path / "records" / "records.toml"
    path.parent.mkdir()
    path.write_text(text, encoding="utf-8")
    r, message = load_records(tmp_path)
    assert message is not None and words in message
    assert r.tallies == {} and r.writable
    kept = [p for p in path.parent.iterdir() if p.name.startswith("records.toml.broken-")]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == text  # never lost
    assert kept[0].name in message
    assert not path.exists()
    # the next game starts a new record beside the one kept
    assert record_result(Finished([0], 5), setup(None, "easy"), tmp_path) is None
    assert load_records(tmp_path)[0].tallies["elysium"]["easy"].won == 1
    assert kept[0].exists()


def test_a_damaged_file_via_record_result_says_so(tmp_path):
    path = tmp_path / "records" / "records.toml"
    path.parent.mkdir()
    path.write_text("not = = toml", encoding="utf-8")
    message = record_result(Finished([0], 5), setup(None, "easy"), tmp_path)
    assert message is not None and "kept as records.toml.broken-" in message
    assert load_records(tmp_path)[0].tallies["elysium"]["easy"].played == 1


def test_a_newer_file_is_left_alone(tmp_path):
    path = tmp_path / "records" / "records.toml"
    path.parent.mkdir()
    text = 'format = "danse-macabre-records"\nversion = 99\n'
    path.write_text(text, encoding="utf-8")
    r, message = load_records(tmp_path)
    assert "newer version" in message and not r.writable
    assert record_result(Finished([0], 5), setup(None, "easy"), tmp_path) is not None
    assert path.read_text(encoding="utf-8") == text
    assert list(path.parent.iterdir()) == [path]


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs file permissions that bind")
def test_an_unreadable_file_is_left_alone(tmp_path):
    path = tmp_path / "records" / "records.toml"
    path.parent.mkdir()
    path.write_text('format = "danse-macabre-records"\nversion = 1\n', encoding="utf-8")
    path.chmod(0)
    try:
        r, message = load_records(tmp_path)
        assert not r.writable and "left as it is" in message
    finally:
        path.chmod(0o600)
    assert path.exists()


def test_the_load_screen_never_lists_the_record(tmp_path):
    from game.saves.library import list_saves

    save_records(Records(), tmp_path)
    assert list_saves(tmp_path) == []
