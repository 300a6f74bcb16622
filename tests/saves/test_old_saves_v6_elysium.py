"""v6 Elysium saves written by main before its response windows became frames of the pending-decision
stack (issue 41; the code of commit 7a438ed, the last to write v6, random seats), saved while the
powers window or the dice window was open, and just after the dice (spoils): the game's own step
for v6 moves the open window's numbers from the clash into a frame of ``stack``, the snapshot is
compared with the replayed log (not only hash-checked), and the game plays on to its end.

Made with ``PYTHONPATH=<checkout at 7a438ed>``: a new game of 4 or 3 seats from seed 0 up, random
legal moves (``Rng(seed)``) until, past move 60, the wanted step (a dice window asking its second
seat after a pass, a contest's powers window at its second seat, a winner's spoils), then
``save_game(path, state, {})``; the file name gives seats, seed, step and moves."""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

import pytest

from game.core import Rng
from game.games import get
from game.saves import load_game, save_game
from game.saves.plain_data import canonical_text, snapshot_hash
from game.saves.savefile import read_document
from game.saves.upgrades import OLD_SHAPE, SAVE_VERSION

HERE = Path(__file__).parent / "fixtures"
V6 = sorted(HERE.glob("v6-elysium-*.toml"))
WINDOW = ("window", "pos", "quiet")


def test_there_are_v6_elysium_saves_in_each_window_and_after_the_dice() -> None:
    steps = {tomllib.loads(p.read_text("utf-8"))["snapshot"]["state"]["step"] for p in V6}
    assert steps == {"powers", "dice", "spoils"}


@pytest.mark.parametrize("fixture", V6, ids=lambda p: p.stem)
def test_the_upgrade_moves_the_open_window_onto_the_stack(fixture: Path) -> None:
    old = tomllib.loads(fixture.read_text("utf-8"))
    assert old["version"] == 6
    before = old["snapshot"]["state"]
    assert "stack" not in before and before["clash"]["window"]
    with pytest.raises(KeyError, match="stack"):   # the v6 shape is not the new one
        get("elysium").state_from_data(before)
    snapshot = read_document(fixture)["snapshot"]
    state = snapshot["state"]
    assert snapshot.get("shape") != OLD_SHAPE and snapshot["hash"] == snapshot_hash(state)  # compared
    frames = [{"kind": before["step"], **{key: before["clash"][key] for key in WINDOW}}]
    assert state["stack"] == (frames if before["step"] in ("powers", "dice") else [])
    assert {key: state["clash"][key] for key in WINDOW} == {"window": [], "pos": 0, "quiet": 0}
    assert {k: v for k, v in state["clash"].items() if k not in WINDOW} == {
        k: v for k, v in before["clash"].items() if k not in WINDOW}
    assert {k: v for k, v in state.items() if k not in ("clash", "stack")} == {
        k: v for k, v in before.items() if k != "clash"}


@pytest.mark.parametrize("fixture", V6, ids=lambda p: p.stem)
def test_a_v6_elysium_save_loads_compared_and_plays_to_the_end(fixture: Path, tmp_path: Path) -> None:
    path = tmp_path / fixture.name
    shutil.copy(fixture, path)
    before = path.read_bytes()
    old = tomllib.loads(before.decode("utf-8"))
    loaded = load_game(path)       # the snapshot is compared with the replayed log
    assert path.read_bytes() == before, "loading must never change the file"
    assert loaded.warnings == []
    state = loaded.state
    assert len(state.history) == len(old["actions"])
    assert canonical_text(state.to_data()) == canonical_text(read_document(path)["snapshot"]["state"])
    step = old["snapshot"]["state"]["step"]
    assert state.step == step
    if step in ("powers", "dice"):
        window = state.stack[-1]
        assert [frame.kind for frame in state.stack] == [step]
        assert state.current_player == window.window[window.pos] == old["snapshot"]["state"]["actor"]
    again = save_game(tmp_path / "again.toml", state, loaded.setup)
    assert tomllib.loads(again.read_text("utf-8"))["version"] == SAVE_VERSION
    assert load_game(again).state.to_data() == state.to_data()
    rng = Rng(len(state.history))
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        assert [frame.kind for frame in state.stack] == ([state.step] if state.step in ("powers", "dice") else [])
    assert state.winners()
