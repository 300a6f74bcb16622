"""Bad save files: each gives a SaveError naming the problem; the file is left byte-identical."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.games import get
from game.saves import MAX_SAVE_BYTES, SaveError, load_game, save_game, savefile
from game.saves.plain_data import snapshot_hash
from game.saves.savefile import EDITED_SNAPSHOT
from game.saves.upgrades import SAVE_VERSION
from tests.saves.save_samples import SETUP, toy_game_after, toy_games, untouched
from tests.toy_game import Play


def fails_with(path: Path, *fragments: str) -> SaveError:
    """Load `path`, expect SaveError naming the file and every fragment, file unchanged."""
    with untouched(path), pytest.raises(SaveError) as caught:
        load_game(path, games=toy_games)
    message = str(caught.value)
    assert message.startswith(f"{path.name}: "), message
    for fragment in fragments:
        assert fragment in message, message
    return caught.value


def edit(path: Path, change) -> Path:
    """Rewrite the save's parsed document through `change(doc)` (a hand edit of the file)."""
    document = tomllib.loads(path.read_text("utf-8"))
    change(document)
    path.write_text(tomli_w.dumps(document), "utf-8")
    return path


def set_field(document: dict[str, Any], dotted: str, value: Any) -> None:
    *parents, last = dotted.split(".")
    for key in parents:
        document = document[key] if not key.isdigit() else document[int(key)]
    if last.isdigit():
        document[int(last)] = value
    else:
        document[last] = value


def test_a_sample_save_loads(sample_save: Path, sample_state) -> None:
    with untouched(sample_save):
        loaded = load_game(sample_save, games=toy_games)
    assert loaded.state.to_data() == sample_state.to_data() and loaded.warnings == []


def test_cut_at_every_byte(tmp_path: Path) -> None:
    """Every truncation fails cleanly, or is still a complete save and loads the same game."""
    state = toy_game_after(5, players=2)
    full = save_game(tmp_path / "full.toml", state, {}).read_bytes()
    full_document = tomllib.loads(full.decode())
    cut_path = tmp_path / "cut.toml"
    outcomes = {"error": 0, "same": 0, "rebuilt": 0}
    for length in range(len(full)):
        cut_path.write_bytes(full[:length])
        try:
            with untouched(cut_path):
                loaded = load_game(cut_path, games=toy_games)
        except SaveError as exc:
            assert str(exc).startswith("cut.toml: ")
            outcomes["error"] += 1
            continue
        assert loaded.state.to_data() == state.to_data(), f"cut at {length} loaded another game"
        if loaded.warnings:  # the cut removed part of the snapshot: rebuilt from the moves
            assert loaded.warnings == [EDITED_SNAPSHOT]
            assert tomllib.loads(full[:length].decode())["snapshot"] != full_document["snapshot"]
            outcomes["rebuilt"] += 1
        else:  # only whitespace or an empty table went missing
            assert tomllib.loads(full[:length].decode()) == full_document
            outcomes["same"] += 1
    assert outcomes["error"] > len(full) * 0.9, outcomes


WRONG_TYPES = [
    ("setup.players", "3", "field setup.players must be an integer, found string"),
    ("setup.seed", 1.5, "field setup.seed must be an integer, found float"),
    ("setup.options", [], "field setup.options must be a table, found array"),
    ("setup.seats", {"a": 1}, "field setup.seats must be an array, found table"),
    ("setup.seats.0.name", 7, "field setup.seats[0].name must be a string, found integer"),
    ("setup.seats.1.kind", "robot", 'setup.seats[1].kind must be "human" or "ai"'),
    ("setup.seats.1.level", True, "setup.seats[1].level must be a string or an integer"),
    ("setup.seats.2.colour", 3, "field setup.seats[2].colour must be a string, found integer"),
    ("game", 12, "field game must be a string, found integer"),
    ("saved_at", False, "field saved_at must be a string, found boolean"),
    ("actions", "none", "field actions must be an array, found string"),
    ("actions.2", "play", "move 3 in actions must be a table, found string"),
    ("snapshot", 1, "field snapshot must be a table, found integer"),
    ("snapshot.hash", 5, "field snapshot.hash must be a string, found integer"),
    ("snapshot.state", "x", "field snapshot.state must be a table, found string"),
    ("version", "1", "field version must be an integer, found string"),
]


@pytest.mark.parametrize(("dotted", "value", "message"), WRONG_TYPES)
def test_wrong_types(sample_save: Path, dotted: str, value: Any, message: str) -> None:
    fails_with(edit(sample_save, lambda doc: set_field(doc, dotted, value)), message)


def test_missing_field(sample_save: Path) -> None:
    fails_with(
        edit(sample_save, lambda doc: doc["setup"].pop("seed")), "field setup.seed is missing"
    )


def test_seat_count_must_match_players(sample_save: Path) -> None:
    fails_with(edit(sample_save, lambda doc: doc["setup"]["seats"].pop()), "2 seats for 3 players")


def test_newer_version(sample_save: Path) -> None:
    fails_with(
        edit(sample_save, lambda doc: set_field(doc, "version", SAVE_VERSION + 1)),
        f"made by a newer version (v{SAVE_VERSION + 1}); this build reads up to v{SAVE_VERSION}",
    )


@pytest.mark.parametrize("version", [0, -3])
def test_unknown_version(sample_save: Path, version: int) -> None:
    fails_with(
        edit(sample_save, lambda doc: set_field(doc, "version", version)),
        f"unknown save version v{version}",
    )


def test_foreign_toml(tmp_path: Path) -> None:
    path = tmp_path / "pyproject.toml"
    path.write_text('[project]\nname = "something else"\nversion = "1.0"\n', "utf-8")
    fails_with(path, "a TOML file but not a Danse Macabre save")


def test_not_toml(tmp_path: Path) -> None:
    path = tmp_path / "notes.toml"
    path.write_text('format = "danse-macabre-save"\nversion = 1\nthis is not toml\n', "utf-8")
    fails_with(path, "not a save file: TOML error at line 3")


@pytest.mark.parametrize(
    "content",
    [
        bytes(range(256)) * 4,
        b"\x89PNG\r\n\x1a\n" + bytes(100),
        b'format = "danse-macabre-save"\x00\x00',
    ],
)
def test_binary_file(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "image.toml"
    path.write_bytes(content)
    fails_with(path, "not a save file")


def test_oversized_file(tmp_path: Path) -> None:
    path = tmp_path / "huge.toml"
    path.write_bytes(b"# " + b"x" * MAX_SAVE_BYTES + b"\n")
    fails_with(path, "too large")


def test_missing_file_and_folder(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="no such save file"):
        load_game(tmp_path / "nothing.toml", games=toy_games)
    with pytest.raises(SaveError, match="is not a file"):
        load_game(tmp_path, games=toy_games)


def test_unknown_game(sample_save: Path) -> None:
    fails_with(
        edit(sample_save, lambda doc: set_field(doc, "game", "chess")), "unknown game 'chess'"
    )


def test_setup_that_does_not_fit_the_game(sample_save: Path) -> None:
    def six_players(doc: dict[str, Any]) -> None:  # a table size no game here takes (the toy: 2-4)
        doc["setup"]["players"] = 6
        doc["setup"]["seats"] = doc["setup"]["seats"] * 2

    fails_with(edit(sample_save, six_players), "setup does not fit Toy")


def test_a_player_count_no_game_takes_is_refused_before_any_seat_is_read(sample_save: Path) -> None:
    def nine_players(doc: dict[str, Any]) -> None:
        doc["setup"]["players"] = 9
        doc["setup"]["seats"] = doc["setup"]["seats"] * 3

    fails_with(edit(sample_save, nine_players), "field setup.players must be from 1 to 8, found 9")


def test_edited_snapshot_without_a_new_hash_is_rebuilt_with_a_warning(sample_save, sample_state):
    edit(sample_save, lambda doc: set_field(doc, "snapshot.state.piles", [[10, 10], [], []]))
    with untouched(sample_save):
        loaded = load_game(sample_save, games=toy_games)
    assert loaded.warnings == [EDITED_SNAPSHOT]
    assert loaded.state.to_data() == sample_state.to_data()


def test_edited_snapshot_with_a_matching_hash_is_refused(sample_save: Path) -> None:
    def cheat(doc: dict[str, Any]) -> None:
        doc["snapshot"]["state"]["piles"][0].append(10)
        doc["snapshot"]["hash"] = snapshot_hash(doc["snapshot"]["state"])

    fails_with(edit(sample_save, cheat), "snapshot does not match the action log", "state.piles[0]")


def test_illegal_action_in_the_log(sample_save: Path) -> None:
    before = toy_game_after(6)
    replay = type(before).info.new_game(players=3, seed=7)
    for action in before.history[:3]:
        replay.apply(action)
    not_in_hand = next(
        card for card in range(1, 11) if card not in replay.hands[replay.current_player]
    )
    fails_with(
        edit(sample_save, lambda doc: set_field(doc, "actions.3", Play(not_in_hand).to_data())),
        f"move 4 (play the {not_in_hand}) is illegal",
    )


def test_unknown_action_in_the_log(sample_save: Path) -> None:
    fails_with(
        edit(sample_save, lambda doc: set_field(doc, "actions.0", {"kind": "bite", "card": 1})),
        "move 1 is not a move of Toy",
        "unknown action kind 'bite'",
    )


def test_deeply_nested_file(tmp_path: Path) -> None:
    path = tmp_path / "deep.toml"
    path.write_text("format = " + "[" * 50_000 + "]" * 50_000 + "\n", "utf-8")
    fails_with(path)


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    edits=st.lists(
        st.tuples(
            st.integers(min_value=0),
            st.sampled_from(["replace", "insert", "delete"]),
            st.integers(min_value=0, max_value=255),
        ),
        min_size=1,
        max_size=4,
    )
)
def test_random_byte_damage_is_only_ever_a_save_error(tmp_path_factory, edits) -> None:
    """Whatever happens to the bytes, loading raises SaveError or loads the very same game."""
    folder = tmp_path_factory.mktemp("damage")
    state = toy_game_after(4)
    data = bytearray(save_game(folder / "damaged.toml", state, SETUP).read_bytes())
    for position, how, byte in edits:
        position %= len(data) + 1
        if how == "insert":
            data.insert(position, byte)
        elif position < len(data):
            if how == "delete":
                del data[position]
            else:
                data[position] = byte
    path = folder / "damaged.toml"
    path.write_bytes(bytes(data))
    try:
        with untouched(path):
            loaded = load_game(path, games=toy_games)
    except SaveError as exc:
        assert str(exc).startswith("damaged.toml: ")
        return
    if not loaded.warnings:
        assert loaded.state.to_data() == state.to_data()


@pytest.mark.parametrize(
    "error",
    [
        KeyError("deck"),
        TypeError("bad"),
        ValueError("odd"),
        RecursionError("deep"),
        ZeroDivisionError("zero"),
    ],
)
def test_a_game_that_breaks_during_load_gives_a_save_error(sample_save: Path, error) -> None:
    """A bug inside a game (setup or a move) becomes a SaveError, never a crash."""
    import dataclasses

    from tests.toy_game import TOY_INFO

    def broken_factory(**kwargs):
        raise error

    class BrokenCodec:
        def from_data(self, data):
            raise error

    for broken in (
        dataclasses.replace(TOY_INFO, factory=broken_factory),
        dataclasses.replace(TOY_INFO, codec=BrokenCodec()),
    ):
        with untouched(sample_save), pytest.raises(SaveError) as caught:
            load_game(sample_save, games=lambda game_id, info=broken: info)
        assert str(caught.value).startswith("sample.toml: ")


def test_a_game_package_that_fails_to_import(sample_save: Path) -> None:
    def half_written(game_id: str):
        raise AttributeError("module 'game.games.toy' has no attribute 'INFO'")

    with (
        untouched(sample_save),
        pytest.raises(SaveError, match="the game 'toy' could not be started"),
    ):
        load_game(sample_save, games=half_written)


def test_a_save_over_the_limit_is_refused_when_written_not_when_read(monkeypatch, tmp_path):
    """A game too long for the reader's limit is never written (it could not be loaded back):
    the save says so, naming the size, and the old file is left as it was."""
    info = get("nocturne")
    state = info.new_game(players=3, seed=1)
    for _ in range(40):
        state.apply(state.legal_actions()[0])
    path = save_game(tmp_path / "long.toml", state, {"game": "nocturne"})
    before = path.read_bytes()
    monkeypatch.setattr(savefile, "MAX_SAVE_BYTES", len(before) // 2)
    with pytest.raises(SaveError, match=r"KB is over the \d+ KB a save may hold"):
        save_game(path, state, {"game": "nocturne"})
    assert path.read_bytes() == before
