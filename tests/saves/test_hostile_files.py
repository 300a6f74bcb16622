"""Hostile files (issue 40): every file goes through one reader (game/saves/reader.py) that refuses, naming
the file and the reason and leaving it untouched, a non-regular file (without blocking), a file over its
kind's size, TOML deeper, longer or with larger numbers or keys than its kind holds, and values out of
range before anything is built from them.  A broken file shows as broken in its list and hides no other."""

from __future__ import annotations

import os
import stat
import threading
import tomllib
import tracemalloc
from pathlib import Path

import pytest
import tomli_w

from game.core import GameState
from game.saves import SaveError, list_saves, load_game, load_settings, save_game
from game.saves.finished import finished_games, keep_finished
from game.saves.plain_data import snapshot_hash
from game.saves.reader import KINDS, RECORD, SAVE, SETTINGS, read_toml_file, scan
from game.saves.records import load_records, records_path
from game.saves.settings import Settings, settings_path
from tests.saves.save_samples import SETUP, toy_game_after, toy_games, untouched
from tests.toy_game import TOY_INFO, play_randomly

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")


def finished_toy(seed: int) -> GameState:
    return play_randomly(TOY_INFO.new_game(3, seed=seed), seed=seed)


def edit_toml(path: Path, change) -> None:
    document = tomllib.loads(path.read_text(encoding="utf-8"))
    change(document)
    path.write_text(tomli_w.dumps(document), encoding="utf-8")


# -- the reproductions of the issue -----------------------------------------------------------------
def test_a_finished_game_claiming_100_000_000_players_is_listed_broken_and_no_state_is_built_for_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bad = keep_finished(finished_toy(5), SETUP, folder=tmp_path)
    good = keep_finished(finished_toy(6), SETUP, folder=tmp_path)

    def claim(document: dict) -> None:  # as anyone can: the hash is computed again
        document["snapshot"]["state"]["players"] = 100_000_000
        document["snapshot"]["hash"] = snapshot_hash(document["snapshot"]["state"])

    edit_toml(bad, claim)
    built: list[int] = []
    fresh = GameState._fresh

    def spy(self, players, seed, options):
        built.append(players)
        if players > 100:  # stop here rather than allocate a list for every one of them
            raise AssertionError(f"a state was begun for {players} players")
        return fresh(self, players, seed, options)

    monkeypatch.setattr(GameState, "_fresh", spy)
    with untouched(bad):
        rows = finished_games(tmp_path, games=toy_games)
    assert max(built, default=0) <= 100, built
    by_path = {row.path: row for row in rows}
    assert set(by_path) == {bad, good}
    assert not by_path[good].broken
    assert by_path[bad].broken and "100000000 players" in by_path[bad].problem, by_path[bad].problem


def test_a_save_nested_1000_deep_or_holding_a_5000_digit_integer_is_listed_broken_and_hides_no_other(
        tmp_path: Path) -> None:
    save_game(tmp_path / "good.toml", toy_game_after(4), SETUP)
    text = (tmp_path / "good.toml").read_text(encoding="utf-8")
    deep = tmp_path / "deep.toml"
    deep.write_text("deep = " + "[" * 1000 + "]" * 1000 + "\n" + text, encoding="utf-8")
    digits = tmp_path / "digits.toml"
    digits.write_text("big = " + "7" * 5000 + "\n" + text, encoding="utf-8")
    with untouched(deep), untouched(digits):
        rows = {entry.name: entry for entry in list_saves(tmp_path)}
    assert set(rows) == {"good", "deep", "digits"}
    assert not rows["good"].broken and rows["good"].moves == 4
    assert f"nested more than {SAVE.max_depth} deep" in rows["deep"].problem
    assert f"a number longer than {SAVE.max_number} characters" in rows["digits"].problem
    for path in (deep, digits):
        with pytest.raises(SaveError, match=f"^{path.name}: not a save file: line 1 holds"):
            load_game(path, games=toy_games)


def test_a_settings_file_with_one_40_kb_dotted_key_is_refused_before_it_is_parsed(
        saves_home: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    path = settings_path(saves_home)
    path.write_text("a" + ".a" * 20_000 + " = 1\n", encoding="utf-8")  # 40 KB: 7.6 s and 1.5 GB in tomllib
    parsed: list[int] = []
    monkeypatch.setattr(tomllib, "loads", lambda text, **_: parsed.append(len(text)) or {})
    with untouched(path):
        settings, message = load_settings(saves_home)
    assert parsed == []  # refused by the scan: tomllib never saw it
    assert settings == Settings()
    assert message is not None and message.startswith("Your settings could not be read: settings.toml is damaged at line 1")
    # the reason in the log (the player reads words): 40 KB on one line
    assert f"line 1 holds a line longer than {SETTINGS.max_line} characters" in caplog.text


@needs_fifo
def test_a_settings_or_record_file_that_is_a_fifo_is_refused_without_blocking(saves_home: Path) -> None:
    fifos = [settings_path(saves_home), records_path(saves_home), saves_home / "pipe.toml"]
    fifos[1].parent.mkdir()
    for path in fifos:
        os.mkfifo(path)
    found: dict[str, object] = {}

    def start() -> None:  # what the program reads at start, and the Load list
        found["settings"] = load_settings(saves_home)
        found["records"] = load_records(saves_home)
        found["saves"] = list_saves(saves_home)

    worker = threading.Thread(target=start, daemon=True)
    worker.start()
    worker.join(60)  # not a timing: a reader blocked on a FIFO never returns at all
    blocked = worker.is_alive()
    if blocked:  # let the blocked open go (a writer appears, then leaves) so the test process can end
        for path in fifos:
            try:
                os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
            except OSError:
                pass
    assert not blocked, "reading a FIFO blocked"
    settings, message = found["settings"]
    assert settings == Settings() and "settings.toml is not a file" in message
    records, message = found["records"]
    assert not records.writable and "is not a regular file" in message
    [entry] = found["saves"]
    assert entry.name == "pipe" and "is not a regular file" in entry.problem
    assert all(stat.S_ISFIFO(os.stat(path).st_mode) for path in fifos)  # left as they were


# -- the reader's limits, one by one ------------------------------------------------------------------
def refused(path: Path, what, *fragments: str) -> str:
    with untouched(path), pytest.raises(SaveError) as caught:
        read_toml_file(path, what)
    message = str(caught.value)
    assert message.startswith(f"{path.name}: "), message
    for fragment in fragments:
        assert fragment in message, message
    return message


def test_every_kind_states_its_limits() -> None:
    assert set(KINDS) >= {"save", "campaign", "settings", "record", "notes", "deck"}
    for kind in KINDS.values():
        assert kind.max_bytes > 0 and 1 <= kind.max_depth < 100 and kind.max_number >= 20
        assert kind.max_dots >= 4 and kind.max_line >= 1024


def test_a_file_over_its_kinds_size_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "records.toml"
    with path.open("wb") as handle:
        handle.truncate(RECORD.max_bytes + 1)  # sparse: nothing is written
    refused(path, RECORD, "too large (over 1 MiB)")
    small = tmp_path / "settings.toml"
    small.write_text("x = 1\n" * 20_000, encoding="utf-8")  # 120 KB
    refused(small, SETTINGS, "too large (over 64 KiB)")


def test_a_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "folder.toml").mkdir()
    with pytest.raises(SaveError, match="is not a file: it is a folder"):
        read_toml_file(tmp_path / "folder.toml")


@pytest.mark.parametrize(("text", "fragment"), [
    ("x = " + "{a = " * 40 + "1" + "}" * 40 + "\n", "nested more than 32 deep"),
    ("x = " + "0x" + "f" * 5000 + "\n", "a number longer than 40 characters"),
    ("x = 1" + "_0" * 30 + "\n", "a number longer than 40 characters"),
    ("[" + ".".join(["a"] * 40) + "]\nx = 1\n", "a key of more than 33 dotted parts"),
    ('x = "' + "a" * 20_000 + '"\n', "a line longer than 16384 characters"),
    ("# " + "a" * 20_000, "a line longer than 16384 characters"),
])
def test_toml_beyond_a_saves_limits_is_refused_naming_the_limit(tmp_path: Path, text: str, fragment: str) -> None:
    path = tmp_path / "odd.toml"
    path.write_text(text, encoding="utf-8")
    refused(path, SAVE, fragment)


def test_brackets_dots_and_digits_inside_strings_and_comments_count_for_nothing() -> None:
    text = ('name = "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ ' + "9" * 100 + ' a.b.c.d.e.f.g.h.i.j"\n'
            "lit = '{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{'\n"
            'multi = """\n' + "[" * 50 + "\n" + "1." * 50 + '\n"""\n'
            "# [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ 1.2.3.4.5.6.7.8.9\n"
            "when = 2026-12-06T18:00:00.123456+01:00\n"
            "f = -1.7976931348623157e+308\n")
    scan(text, SETTINGS)  # nothing refused
    assert tomllib.loads(text)["f"] == -1.7976931348623157e308


def test_a_save_at_its_limits_is_still_read(tmp_path: Path) -> None:
    path = tmp_path / "edge.toml"
    depth = SAVE.max_depth
    path.write_text(f"x = {'[' * depth}{'9' * 18}{']' * depth}\n"
                    f"{'.'.join(['k'] * (SAVE.max_dots + 1))} = 1\n", encoding="utf-8")
    assert read_toml_file(path, SAVE)["x"][0]


def test_a_player_count_out_of_range_is_refused_before_any_seat_is_read(tmp_path: Path) -> None:
    path = save_game(tmp_path / "many.toml", toy_game_after(3), SETUP)
    edit_toml(path, lambda doc: doc["setup"].update(players=100_000_000))
    with untouched(path), pytest.raises(SaveError, match="field setup.players must be from 1 to 8"):
        load_game(path, games=toy_games)
    assert [e.problem for e in list_saves(tmp_path)] == ["field setup.players must be from 1 to 8, found 100000000"]


# -- names ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("name", "problem"), [
    ("Mirela", None), ("Ödön Ész", None), ("李 白", None), ("O'Hara-Smith", None), ("★", None),
    ("", "is empty"), ("   ", "has no visible character"), ("\u200b", "invisible or control character (U+200B)"),
    ("a\u202eb", "(U+202E)"), ("a\nb", "(U+000A)"), ("a\u2029b", "(U+2029)"), ("\ue000", "(U+E000)"),
    ("\u0378", "(U+0378)"), ("x" * 41, "is longer than 40 characters"), (7, "must be text"),
])
def test_a_name_holds_visible_characters_only_and_has_a_stated_length(name, problem) -> None:
    from game.saves.names import name_problem

    found = name_problem(name)
    assert (found is None) if problem is None else (found is not None and problem in found), found


def test_a_loaded_seat_name_no_one_can_see_becomes_its_plain_name_with_a_warning(tmp_path: Path) -> None:
    path = save_game(tmp_path / "names.toml", toy_game_after(3), SETUP)
    edit_toml(path, lambda doc: doc["setup"]["seats"][1].update(name="\u200b\u200b"))
    with untouched(path):
        loaded = load_game(path, games=toy_games)
    assert [s["name"] for s in loaded.setup["seats"]] == ["Ada", "Player 2", "Carmilla"]
    assert any("U+200BU+200B" in w and "Player 2" in w for w in loaded.warnings), loaded.warnings
    assert not list_saves(tmp_path)[0].broken


def test_a_seat_name_no_one_can_see_is_never_written(tmp_path: Path) -> None:
    seats = [dict(s) for s in SETUP["seats"]]
    seats[0]["name"] = "\u200b"
    with pytest.raises(SaveError, match="setup.seats\\[0\\].name 'U\\+200B' holds an invisible"):
        save_game(tmp_path / "never.toml", toy_game_after(3), {"seats": seats})
    assert not (tmp_path / "never.toml").exists()


MB = 2**20


@pytest.mark.parametrize("text", [
    'big = "' + "x" * MB + '"\n',                        # one line of a megabyte (found by the soak)
    'big = "' + "\\n" * (MB // 2) + '"\n',               # a megabyte of escapes
    'big = """' + "x\n" * MB + '"""\n',                    # a string of a million short lines
    "big = \'\'\'" + "x'\n" * (MB // 2) + "\'\'\'\n",  # a literal one with quotes inside
    "v = 1" + ".1" * (MB // 4) + "\n",                      # a number-like run of dots
], ids=["long-line", "escapes", "multi-line", "multi-line-literal", "dotted-number"])
def test_scanning_megabytes_of_one_token_costs_no_memory_in_proportion(text: str) -> None:
    """The scan before tomllib passes over a string of any length in constant memory: a save with a
    1 MB string once took 121 MB to refuse (the regular expression kept state for every character)."""
    tracemalloc.start()
    try:
        try:
            scan(text, SAVE)
        except SaveError:
            pass
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 4 * MB, f"the scan took {peak / MB:.0f} MB for {len(text) / MB:.1f} MB of text"
