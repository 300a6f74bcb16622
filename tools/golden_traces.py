"""Golden traces: recorded games of every engine, replayed to prove a refactor changed no behaviour.

    python tools/golden_traces.py record [--game ID]   # (re)write tests/golden/<id>.json
    python tools/golden_traces.py check [--game ID]    # replay them; report the first divergence

Per game: 20 seeded random games and 5 seeded Normal-vs-Normal games over several table sizes
(every action as to_data, and the final state's sha256 of its canonical to_data with a few
readable fields), and Hard's choice (fixed seed, fixed small iterations) on a few positions of
the random games.  `check` replays the recorded actions (no AI needed) and compares, at every
move, that the recorded action is legal and, at the end, the final state; then it asks Hard
again on the fixed positions.  A rules change meant on purpose: record that game again and say
so in the commit (docs/golden-traces.md).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game import games
from game.ai.seat import make_seat
from game.core import GameInfo, GameState, Rng
from game.saves.plain_data import canonical_text, first_difference, snapshot_hash

GOLDEN = ROOT / "tests" / "golden"
RANDOM_GAMES = 20
NORMAL_GAMES = 5
HARD_POSITIONS = 5
HARD_ITERATIONS = 40
MOVE_LIMIT = 5000


def table_sizes(info: GameInfo) -> list[int]:
    return list(range(info.min_players, info.max_players + 1))


def final_summary(state: GameState) -> dict[str, Any]:
    data = state.to_data()
    return {"hash": snapshot_hash(data), "over": state.is_over, "moves": len(state.history),
            "winners": list(state.winners()) if state.is_over else [],
            "scores": list(state.scores()) if state.is_over else []}


def play(info: GameInfo, players: int, seed: int, kind: str) -> GameState:
    state = info.new_game(players=players, seed=seed)
    referee = Rng(seed * 7 + 1)
    seats = [make_seat("normal", seed=seed * 10 + p) for p in range(players)]
    for _ in range(MOVE_LIMIT):
        if state.is_over:
            break
        if kind == "random":
            action = referee.choice(state.legal_actions())
        else:
            mover = state.current_player
            assert mover is not None
            action = seats[mover].choose(state.view(mover))
        state.apply(action)
    return state


def trace_specs(info: GameInfo) -> list[tuple[str, str, int, int]]:
    """(name, kind, players, seed) of every trace of a game."""
    sizes = table_sizes(info)
    specs = [(f"random-{i}", "random", sizes[i % len(sizes)], 1000 + i) for i in range(RANDOM_GAMES)]
    specs += [(f"normal-{i}", "normal", sizes[i % len(sizes)], 2000 + i) for i in range(NORMAL_GAMES)]
    return specs


def hard_choice(state: GameState, seed: int) -> dict[str, Any]:
    mover = state.current_player
    assert mover is not None
    seat = make_seat("hard", seed=seed, iterations=HARD_ITERATIONS)
    return seat.choose(state.view(mover)).to_data()


def replay(info: GameInfo, trace: dict[str, Any], upto: int | None = None) -> GameState:
    """The recorded game replayed (its first `upto` actions); IllegalAction on a divergence."""
    state = info.new_game(players=trace["players"], seed=trace["seed"], options=trace.get("options"))
    for data in trace["actions"][:upto]:
        state.apply(info.action_from_data(data))
    return state


def record(game_id: str) -> Path:
    info = games.get(game_id)
    traces = []
    for name, kind, players, seed in trace_specs(info):
        state = play(info, players, seed, kind)
        traces.append({"name": name, "kind": kind, "players": players, "seed": seed,
                       "options": {}, "actions": [a.to_data() for a in state.history],
                       "final": final_summary(state)})
    hard = []
    for i, trace in enumerate(traces[:RANDOM_GAMES]):
        if len(hard) >= HARD_POSITIONS:
            break
        # a decision with a real choice about a third of the way in (past the opening)
        state = info.new_game(players=trace["players"], seed=trace["seed"])
        start = len(trace["actions"]) // (3 + i)
        for at, data in enumerate(trace["actions"]):
            if at >= start and len(state.legal_actions()) > 1 and state.current_player is not None:
                hard.append({"trace": trace["name"], "at": at, "seed": 7 + i,
                             "iterations": HARD_ITERATIONS, "chosen": hard_choice(state, 7 + i)})
                break
            state.apply(info.action_from_data(data))
    path = GOLDEN / f"{game_id}.json"
    GOLDEN.mkdir(parents=True, exist_ok=True)
    path.write_text(dump({"game": game_id, "traces": traces, "hard": hard}), encoding="utf-8")
    return path


def dump(doc: dict[str, Any]) -> str:
    """JSON with one action per line (diffs stay readable, the file stays small)."""
    lines = ["{", f'"game": {json.dumps(doc["game"])},', '"traces": [']
    for t, trace in enumerate(doc["traces"]):
        head = {k: v for k, v in trace.items() if k not in ("actions", "final")}
        lines.append("{" + canonical_text(head)[1:-1] + ',"final":' + canonical_text(trace["final"])
                     + ',"actions":[')
        acts = trace["actions"]
        lines += [canonical_text(a) + ("," if k < len(acts) - 1 else "") for k, a in enumerate(acts)]
        lines.append("]}" + ("," if t < len(doc["traces"]) - 1 else ""))
    lines.append("],")
    lines.append('"hard": [')
    lines += [canonical_text(h) + ("," if k < len(doc["hard"]) - 1 else "")
              for k, h in enumerate(doc["hard"])]
    lines.append("]}")
    return "\n".join(lines) + "\n"


def load(game_id: str) -> dict[str, Any]:
    return json.loads((GOLDEN / f"{game_id}.json").read_text(encoding="utf-8"))


def check_trace(info: GameInfo, trace: dict[str, Any]) -> str | None:
    """None if the trace replays exactly, else where it first diverges."""
    where = f"{info.id} {trace['name']}"
    state = info.new_game(players=trace["players"], seed=trace["seed"], options=trace.get("options"))
    for move, data in enumerate(trace["actions"]):
        if state.is_over:
            return f"{where} move {move}: expected {canonical_text(data)}, got: the game is over"
        action = info.action_from_data(data)
        if not state.is_legal(action):
            legal = [canonical_text(a.to_data()) for a in state.legal_actions()][:6]
            return f"{where} move {move}: expected {canonical_text(data)}, got: not legal (legal: {legal} ...)"
        state.apply(action)
    got = final_summary(state)
    want = trace["final"]
    if got != want:
        diffs = {k: (want.get(k), got.get(k)) for k in set(want) | set(got) if want.get(k) != got.get(k)}
        return f"{where} final state after {len(trace['actions'])} moves: expected vs got {diffs}"
    return None


def check_hard(info: GameInfo, doc: dict[str, Any]) -> list[str]:
    by_name = {t["name"]: t for t in doc["traces"]}
    problems = []
    for pos in doc["hard"]:
        state = replay(info, by_name[pos["trace"]], upto=pos["at"])
        mover = state.current_player
        seat = make_seat("hard", seed=pos["seed"], iterations=pos["iterations"])
        got = seat.choose(state.view(mover)).to_data()
        if got != pos["chosen"]:
            problems.append(f"{info.id} Hard at {pos['trace']} move {pos['at']}: expected "
                            f"{canonical_text(pos['chosen'])}, got {canonical_text(got)} "
                            f"({first_difference(pos['chosen'], got, 'action')})")
    return problems


def check(game_id: str, hard: bool = True) -> list[str]:
    info = games.get(game_id)
    doc = load(game_id)
    problems = [p for p in (check_trace(info, t) for t in doc["traces"]) if p]
    if hard:
        problems += check_hard(info, doc)
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", choices=["record", "check"])
    parser.add_argument("--game", choices=list(games.GAME_IDS), action="append")
    args = parser.parse_args(argv)
    ids = args.game or list(games.GAME_IDS)
    failed = False
    for gid in ids:
        if args.mode == "record":
            print(f"recorded {record(gid).relative_to(ROOT)}")
            continue
        problems = check(gid)
        failed = failed or bool(problems)
        print(f"{gid}: " + ("ok" if not problems else "DIVERGES"))
        for p in problems:
            print("  " + p)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
