"""Deck files (decks/<name>.toml): written atomically and read back the same; a damaged, foreign or
edited file is refused with a message naming the problem, never a crash, and is never changed;
a draft that is not legal is kept and listed, and the game refuses to deal it."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.games.methuselah import INFO
from game.games.methuselah.decklist import problems, starter
from game.saves import SaveError
from game.saves.deck_file import decks_folder, delete_deck, list_decks, load_deck, save_deck
from game.saves.folders import backup_path


def test_a_deck_file_round_trips(tmp_path: Path) -> None:
    deck = starter("stealth") | {"name": "Unlit, mine"}
    path = save_deck("methuselah", deck, "Unlit, mine", folder=tmp_path)
    assert path.parent == decks_folder(tmp_path) and path.name == "Unlit, mine.toml"
    entry = load_deck(path)
    assert entry.game == "methuselah" and entry.deck == deck and entry.problem is None
    save_deck("methuselah", deck | {"name": "Unlit, mine"}, "Unlit, mine", folder=tmp_path)
    assert backup_path(path).is_file()                     # the old file kept, the write atomic
    assert [e.name for e in list_decks("methuselah", tmp_path)] == ["Unlit, mine"]


@pytest.mark.parametrize(("text", "words"), [
    ("this is not [toml", "TOML"),
    ('format = "something-else"\n', "not a deck"),
    ('format = "danse-macabre-deck"\nversion = 9\ngame = "methuselah"\nsaved_at = ""\n[deck]\n', "newer version"),
    ('format = "danse-macabre-deck"\nversion = 1\ngame = "chess"\nsaved_at = ""\n[deck]\n', "does not have"),
    ('format = "danse-macabre-deck"\nversion = 1\ngame = "nocturne"\nsaved_at = ""\n[deck]\n', "keeps no decks"),
    ('format = "danse-macabre-deck"\nversion = 1\ngame = "methuselah"\nsaved_at = ""\ndeck = 3\n', "field deck"),
    (('format = "danse-macabre-deck"\nversion = 1\ngame = "methuselah"\nsaved_at = ""\n'
     '[deck]\nname = "x"\ncrypt = { ghost = 1 }\nlibrary = {}\n'), "vampire 'ghost'"),
    (('format = "danse-macabre-deck"\nversion = 1\ngame = "methuselah"\nsaved_at = ""\n'
     '[deck]\nname = "x"\ncrypt = {}\nlibrary = { tithe = -2 }\n'), "whole number"),
])
def test_a_damaged_deck_file_is_refused_naming_the_problem(tmp_path: Path, text: str, words: str) -> None:
    folder = decks_folder(tmp_path)
    folder.mkdir(parents=True)
    path = folder / "bad.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveError, match=words):
        load_deck(path)
    assert path.read_text(encoding="utf-8") == text        # reading never changes a file
    listed = list_decks("methuselah", tmp_path)
    assert [(e.name, e.deck) for e in listed] == [("bad", None)] and words.split()[0] in (listed[0].problem or "")


def test_an_unsafe_name_is_refused_and_nothing_written(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="name"):
        save_deck("methuselah", starter("vote"), "../escape", folder=tmp_path)
    assert not list(tmp_path.rglob("*.toml"))


def test_an_illegal_draft_is_kept_but_the_game_will_not_deal_it(tmp_path: Path) -> None:
    draft = starter("combat") | {"name": "Half done"}
    draft["library"] = dict(list(draft["library"].items())[:5])
    path = save_deck("methuselah", draft, "Half done", folder=tmp_path)
    entry = load_deck(path)
    assert entry.problem is None and problems(entry.deck)
    with pytest.raises(ValueError, match="not legal: the library holds"):
        INFO.new_game(3, 1, {"deck1": entry.deck})


def test_a_deck_is_deleted_with_its_backup(tmp_path: Path) -> None:
    path = save_deck("methuselah", starter("bleed"), "Gone", folder=tmp_path)
    save_deck("methuselah", starter("bleed"), "Gone", folder=tmp_path)
    delete_deck(path, tmp_path)
    assert not path.exists() and not backup_path(path).exists() and list_decks(None, tmp_path) == []
