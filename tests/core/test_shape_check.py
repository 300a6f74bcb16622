"""tools/shape_check.py maps an old tree's states by the game's save upgrade for the old tree's own
save version, and by nothing when the old tree writes this version (main checked against itself
reported a difference: the v7 upgrade's fill emptied Methuselah's once-an-action list)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from game.saves.upgrades import SAVE_VERSION

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("shape_check", ROOT / "tools" / "shape_check.py")
assert _spec is not None and _spec.loader is not None
shape = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(shape)


def test_no_fill_from_this_version_and_the_game_s_fill_from_an_older_one() -> None:
    state = {"a_once": [1003], "players": 3}
    assert shape.fill_for("methuselah", SAVE_VERSION)(state) == state      # main against itself
    assert shape.fill_for("methuselah", 7)(state)["a_once"] == []           # a v7 game had no such list
    assert shape.fill_for("methuselah", SAVE_VERSION, asked=7)(state)["a_once"] == []
