"""Golden traces (issue 41): every recorded game of every engine replays move for move to the
same final state, and Hard chooses the recorded move on the fixed positions.  The traces are
tests/golden/<game>.json, written by tools/golden_traces.py (docs/golden-traces.md): when a rule
changes on purpose, record that game again and say so in the commit."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from game import games

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("golden_traces", ROOT / "tools" / "golden_traces.py")
golden = importlib.util.module_from_spec(_spec)
assert _spec.loader is not None
_spec.loader.exec_module(golden)


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_traces_replay_to_the_recorded_end(game_id):
    info = games.get(game_id)
    doc = golden.load(game_id)
    kinds = [t["kind"] for t in doc["traces"]]
    assert kinds.count("random") == golden.RANDOM_GAMES and kinds.count("normal") == golden.NORMAL_GAMES
    problems = [p for p in (golden.check_trace(info, t) for t in doc["traces"]) if p]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_hard_chooses_the_recorded_moves(game_id):
    info = games.get(game_id)
    doc = golden.load(game_id)
    assert len(doc["hard"]) == golden.HARD_POSITIONS
    problems = golden.check_hard(info, doc)
    assert not problems, "\n".join(problems)


def test_a_changed_action_is_reported_with_game_trace_and_move():
    info = games.get("equilibrium")
    trace = dict(golden.load("equilibrium")["traces"][0])
    actions = list(trace["actions"])
    actions[3], actions[4] = actions[4], actions[3]
    trace["actions"] = actions
    found = golden.check_trace(info, trace)
    assert found is not None and found.startswith("equilibrium random-0 ")  # a move, or the end
