"""Every battleground board moves its tokens when they move: an ankh burned flies from its city to the
fire, a politics token flies into the walls, a title flies to its row, a token flies into its region,
a witch-hunt token slides onto the accusers' bench. Played through the table on seeded random games."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import random

import pytest

from tests.ui.test_bloodlines_table import look_from, start


@pytest.fixture(autouse=True)
def _quiet_home(tmp_path, monkeypatch):
    monkeypatch.setenv("DANSE_MACABRE_HOME", str(tmp_path))


def _standing(board) -> dict:
    return {str(c[0]): int(c[1]) for c in board.get("cities", ())}


def _counts(board) -> tuple:
    """What each board kind shows as token counts (the things that must fly when they change)."""
    if board.kind == "revolt":
        return tuple(sorted(_standing(board).items()))
    if board.kind == "court":
        return (len(tuple(board.get("inside", ()))), tuple(t[1] for t in board.get("titles", ())))
    if board.kind == "sects":
        return tuple(len(tuple(r[1])) for r in board.get("regions", ()))
    return ()


def _lost_or_gained(kind: str, a, b) -> bool:
    """True when the change between two readings is one that moves a token somewhere on the board."""
    if kind == "revolt":
        return any(b_n < _standing(a).get(f, b_n) for f, b_n in _standing(b).items())
    if kind == "court":
        grew = len(tuple(b.get("inside", ()))) != len(tuple(a.get("inside", ())))
        given = any(x[1] != y[1] and y[1] != -1 for x, y in zip(a.get("titles", ()), b.get("titles", ())))
        return grew or given
    if kind == "sects":
        return _counts(a) != _counts(b)
    return False


@pytest.mark.parametrize("three", ["witch_hunt,burning,night_court", "burning,night_court,long_war"])
def test_each_boards_tokens_fly_when_they_change(three, monkeypatch):
    """Watched from seat 0's chair while every seat plays (no curtain between: the view never changes hands)."""
    app, session, table = start(3, seed=23, moves=0, options={"battlegrounds": three})
    look_from(app, table, 0)
    monkeypatch.setattr(table, "_human_turn", lambda seat: None)
    rng = random.Random(5)
    seen: dict[str, int] = {}
    slid = 0
    for _ in range(700):
        state = session.state
        if state.is_over:
            break
        app.step([], 1 / 60)
        view = table.view
        before = list(view.model.boards)
        view.motion.finish()
        table._play(rng.choice(state.legal_actions()))
        app.step([], 1 / 60)
        after = list(view.model.boards)
        for k, (a, b) in enumerate(zip(before, after)):
            if a.kind != b.kind:
                continue
            if b.kind == "inquisition":
                target = [1.0 if c[1] == "bench" else 0.0 for c in b.get("columns", ())]
                if [c[1] for c in a.get("columns", ())] != [c[1] for c in b.get("columns", ())]:
                    slider = view.motion.slider(f"board{k}")
                    assert slider.target == target
                    assert slider.shown != target, "the witch-hunt token jumped instead of sliding"
                    slid += 1
            elif _lost_or_gained(b.kind, a, b):
                assert ("board", k) in view.motion.carrying(), (b.kind, a.values, b.values)
                seen[b.kind] = seen.get(b.kind, 0) + 1
        assert not app.errors, app.errors
    kinds = {"revolt", "court"} | ({"sects"} if "long_war" in three else set())
    assert kinds <= set(seen), f"no token moved on {kinds - set(seen)} in a whole game: {seen}"
    if "witch_hunt" in three:
        assert slid, "no witch-hunt token moved to or from the bench in a whole game"
