"""Methuselah's content is validated at load: the counts the issue asks for, and every mistake
named by file, entry and field."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from game.core.errors import ContentError
from game.games.methuselah import content

C = content.load()


def test_the_pool_has_what_was_asked() -> None:
    assert len(C.disciplines) == 6
    assert 35 <= len(C.vampires) <= 45
    assert {v.capacity for v in C.vampires} == set(range(1, 12))
    assert any(v.title for v in C.vampires) and any(not v.title for v in C.vampires)
    assert 75 <= len(C.cards) <= 100
    assert set(Counter(c.type for c in C.cards)) == set(content.TYPES)
    assert {d.key for d in C.decks} == {"bleed", "vote", "combat", "stealth", "intercept"}
    for d in C.decks:
        assert len(d.crypt) == 12 and len(d.first) == 40 and 40 <= len(d.library) <= 90 and d.plan


def _broken(tmp_path: Path, monkeypatch, old: str, new: str) -> str:  # type: ignore[no-untyped-def]
    text = content.CONTENT_FILE.read_text()
    assert old in text
    bad = tmp_path / "content.toml"
    bad.write_text(text.replace(old, new, 1))
    monkeypatch.setattr(content, "CONTENT_FILE", bad)
    with pytest.raises(ContentError) as err:
        content.load.__wrapped__()
    return str(err.value)


def test_a_deck_of_the_wrong_size_is_refused(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    msg = _broken(tmp_path, monkeypatch, "tithe = 2, night_feast = 2, deep_archive = 1",
                  "tithe = 1, night_feast = 2, deep_archive = 1")
    assert "deck 'bleed'" in msg and "field 'library'" in msg and "40" in msg


def test_an_unknown_vampire_in_a_crypt_is_refused(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    msg = _broken(tmp_path, monkeypatch, "crypt = { delphine = 1", "crypt = { nobody = 1")
    assert "deck 'bleed'" in msg and "no vampire 'nobody'" in msg


def test_an_op_a_card_type_may_not_use_is_refused(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    msg = _broken(tmp_path, monkeypatch, 'type = "master"\nbasic = { pool = 2 }',
                  'type = "master"\nbasic = { strike = 2 }')
    assert "card 'tithe'" in msg and "op 'strike'" in msg


def test_a_card_no_vampire_of_the_crypt_can_play_is_refused(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    msg = _broken(tmp_path, monkeypatch, 'key = "honeyed_words"\nname = "Honeyed Words"\ntype = "modifier"\ndisc = "voice"',
                  'key = "honeyed_words"\nname = "Honeyed Words"\ntype = "modifier"\ndisc = "fang"')
    assert "deck 'bleed'" in msg and "honeyed_words" in msg and "fang" in msg


def test_a_capacity_out_of_range_is_refused(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    msg = _broken(tmp_path, monkeypatch, "capacity = 11", "capacity = 12")
    assert "field 'capacity'" in msg and "between 1 and 11" in msg


def test_deck_limits_that_cross_or_go_missing_are_refused(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    msg = _broken(tmp_path, monkeypatch, "random_crypt_max = 15", "random_crypt_max = 11")
    assert "random_crypt_min is above random_crypt_max" in msg
    monkeypatch.undo()
    msg = _broken(tmp_path, monkeypatch, "deck_copies = 4\n", "")
    assert "deck_copies" in msg
