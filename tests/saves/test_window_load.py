"""Every old save opens in the window's session with its whole log rebuilt (issue 11 item 4)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.saves import load_game
from game.ui.session import GameSession

OLD_SAVES = sorted((Path(__file__).parent / "fixtures").glob("v*.toml"))


@pytest.mark.parametrize("fixture", OLD_SAVES, ids=lambda p: p.stem)
def test_an_old_save_opens_with_the_events_of_every_move(fixture: Path, tmp_path: Path) -> None:
    path = tmp_path / fixture.name
    shutil.copy(fixture, path)
    before = path.read_bytes()
    plain = load_game(path)
    session = GameSession.load(path)
    assert path.read_bytes() == before, "opening a save must never change the file"
    assert session.state.to_data() == plain.state.to_data()
    events = [line for line in session.log if line.event.kind != "note"]
    secret = plain.state.SECRET_ACTIONS  # a seat's moves behind its screen may log as one line
    public = [a for a in plain.actions if type(a) not in secret]
    assert len(events) >= len(public) > 0  # every public move logs at least one event
    movers = {line.event.seat for line in events if line.event.seat is not None}
    assert movers <= set(range(session.state.players)) and len(movers) >= 2
    assert session.log[-1].event.text == f"Game loaded: {len(plain.actions)} moves so far."
