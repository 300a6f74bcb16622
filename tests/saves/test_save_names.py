"""Save names typed by a player can never leave the saves folder."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.saves import SaveError, safe_save_path

BAD_NAMES = [
    "",
    "   ",
    "..",
    "../x",
    "a/../../b",
    "/etc/passwd",
    "sub/name",
    "sub\\name",
    "C:evil",
    "C:\\Windows\\x",
    "CON",
    "nul.txt",
    "com1",
    "LPT9",
    "settings",
    ".hidden",
    "tail.",
    "tail. ",
    "a\x00b",
    "tab\there",
    "x" * 81,
    "..toml",
    ".toml",
]


@pytest.mark.parametrize("name", BAD_NAMES)
def test_bad_names_are_refused(tmp_path: Path, name: str) -> None:
    with pytest.raises(SaveError) as caught:
        safe_save_path(name, tmp_path)
    assert "name" in str(caught.value)


@pytest.mark.parametrize(
    ("name", "file"),
    [
        ("Night one", "Night one.toml"),
        ("autosave", "autosave.toml"),
        ("siege.toml", "siege.toml"),
        ("Ünter den Linden 3", "Ünter den Linden 3.toml"),
        ("  padded  ", "padded.toml"),
    ],
)
def test_good_names_get_toml(tmp_path: Path, name: str, file: str) -> None:
    assert safe_save_path(name, tmp_path) == tmp_path / file


@given(st.text(max_size=40))
def test_no_name_ever_leaves_the_folder(name: str) -> None:
    folder = Path("/tmp/danse-macabre-names")
    try:
        path = safe_save_path(name, folder)
    except SaveError:
        return
    assert path.parent == folder and path.resolve().parent == folder.resolve()
    assert path.name.endswith(".toml") and "/" not in path.stem and "\\" not in path.stem
