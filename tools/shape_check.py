"""Shape check: a change that saves a game's state in a new shape changed no behaviour.

    python tools/shape_check.py --game bloodlines --old /path/to/old/tree [--random 10]
    python tools/shape_check.py --game elysium --old /path/to/old/tree --random 100 \
        --options '[{}, {"ten_again": true}, {"rules_edition": 3}]'

Plays the game's golden traces (tests/golden/<id>.json) and `--random` more seeded random games
twice, step by step: with the old code (a checkout of the commit before the change, run in a
child process: two trees cannot be imported in one) and with this tree.  At every step it
compares the legal actions, the seat to move, the events of the move that led there and the
state: the old state's saved table, brought to the new shape by the game's own save upgrade (its
``SaveUpgrade(version, fill=...)`` for the old tree's save version, or ``--version``; none when
the old tree writes this tree's version, as when main is checked against itself), must equal the new state's ``to_data()`` and load as that state again, and every seat's view
must equal too.  The random games cycle through ``--options`` (a JSON list of option tables,
rules editions among them).  Exit status 1 at the first difference, which it prints.  (Golden
traces compare only final states; this is for the change that moves a field.)
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent.parent


def _tree_from_argv() -> Path:
    """The tree whose `game` this process imports: --tree (the child: the old code) or this one."""
    if "--tree" in sys.argv:
        return Path(sys.argv[sys.argv.index("--tree") + 1]).resolve()
    return HERE


TREE = _tree_from_argv()
sys.path.insert(0, str(TREE))

from game import games
from game.core import Event, GameState, Rng
from game.saves.plain_data import first_difference
from game.saves.upgrades import SAVE_VERSION

MOVE_LIMIT = 5000
Data = dict[str, Any]


def games_to_play(game_id: str, extra: int, options: list[Data] | None = None) -> list[Data]:
    """The golden traces' games (their actions) and `extra` seeded random games (actions chosen
    by the old code's run), their options taken in turn from `options`."""
    options = options or [{}]
    doc = json.loads((HERE / "tests" / "golden" / f"{game_id}.json").read_text("utf-8"))
    specs: list[Data] = [{"players": t["players"], "seed": t["seed"], "options": t.get("options") or {},
                          "actions": t["actions"]} for t in doc["traces"]]
    info = games.get(game_id)
    sizes = list(range(info.min_players, info.max_players + 1))
    specs += [{"players": sizes[i % len(sizes)], "seed": 5000 + i, "options": options[i % len(options)],
               "actions": None} for i in range(extra)]
    return specs


def plain_events(events: list[Event]) -> list[Any]:
    """What a move's events say (kind, text, seat, data), as JSON reads them back in both runs."""
    return json.loads(json.dumps([[e.kind, e.text, e.seat, e.data] for e in events], sort_keys=True,
                                 default=lambda v: sorted(v) if isinstance(v, set | frozenset) else str(v)))


def steps(game_id: str, spec: Data) -> Iterator[Data]:
    """Every step of one game: the state's table, each seat's view, the legal actions, the mover,
    the events of the move that led there, and the action then played (the recorded one, or a
    seeded random choice)."""
    info = games.get(game_id)
    state: GameState = info.new_game(players=spec["players"], seed=spec["seed"], options=spec["options"])
    referee = Rng(spec["seed"] * 7 + 1)
    recorded = spec["actions"]
    events: list[Event] = []
    for at in range(MOVE_LIMIT):
        legal = [] if state.is_over else state.legal_actions()
        if recorded is not None and at >= len(recorded):
            action = None
        elif recorded is not None:
            action = recorded[at]
        else:
            action = referee.choice(legal).to_data() if legal else None
        yield {"data": state.to_data(), "views": [state.view(s).to_data() for s in range(state.players)],
               "legal": [a.to_data() for a in legal], "mover": state.current_player, "action": action,
               "events": plain_events(events)}
        if action is None:
            return
        events = state.apply(info.action_from_data(action))


def child(game_id: str, specs: list[Data]) -> None:
    sys.stdout.write(json.dumps({"save_version": SAVE_VERSION}) + "\n")   # the old tree's own version first
    for spec in specs:
        for step in steps(game_id, spec):
            sys.stdout.write(json.dumps(step) + "\n")
        sys.stdout.write("null\n")
    sys.stdout.flush()


def fill_of(game_id: str, version: int) -> Callable[[Data], Data]:
    """The game's upgrade of a state saved in `version` to this tree's shape (none from this version)."""
    if version >= SAVE_VERSION:
        return lambda state: state
    for upgrade in games.get(game_id).save_upgrades:
        if upgrade.version == version and upgrade.fill is not None:
            return upgrade.fill
    return lambda state: state


def fill_for(game_id: str, old_version: int, asked: int | None = None) -> Callable[[Data], Data]:
    """The map from the old tree's states to this tree's: the fill of `asked` if given, else of the
    save version the old tree writes (none when that is this tree's)."""
    return fill_of(game_id, old_version if asked is None else asked)


def compare(game_id: str, old: Path, extra: int, version: int | None, options: list[Data] | None = None) -> int:
    specs = games_to_play(game_id, extra, options)
    info = games.get(game_id)
    proc = subprocess.Popen([sys.executable, __file__, "--child", "--tree", str(old), "--game", game_id],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=old)
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(json.dumps(specs))
    proc.stdin.close()
    fill = fill_for(game_id, json.loads(proc.stdout.readline())["save_version"], version)
    compared = 0
    for number, spec in enumerate(specs):
        recorded = spec
        if spec["actions"] is None:             # the old run chooses; this run plays what it chose
            recorded = {**spec, "actions": []}
        mine = steps(game_id, recorded) if spec["actions"] is not None else None
        state = None if mine is not None else games.get(game_id).new_game(
            players=spec["players"], seed=spec["seed"], options=spec["options"])
        events: list[Event] = []
        for at, line in enumerate(iter(proc.stdout.readline, "")):
            theirs = json.loads(line)
            if theirs is None:
                break
            if mine is not None:
                ours = next(mine)
            else:
                assert state is not None
                legal = [] if state.is_over else state.legal_actions()
                ours = {"data": state.to_data(), "views": [state.view(s).to_data() for s in range(state.players)],
                        "legal": [a.to_data() for a in legal], "mover": state.current_player,
                        "events": plain_events(events)}
            problem = _difference(theirs, ours, fill) or _loads_as(info, theirs["data"], ours["data"], fill)
            if problem:
                print(f"{game_id} game {number} (players {spec['players']}, seed {spec['seed']}) "
                      f"step {at}: {problem}")
                proc.kill()
                return 1
            compared += 1
            if state is not None and theirs["action"] is not None:
                events = state.apply(games.get(game_id).action_from_data(theirs["action"]))
    proc.wait()
    print(f"{game_id}: ok, {len(specs)} games, {compared} steps compared "
          f"(state, {len(specs) and 'every seat view'}, legal actions, mover, events)")
    return 0


def _difference(theirs: Data, ours: Data, fill: Callable[[Data], Data]) -> str:
    if theirs["mover"] != ours["mover"]:
        return f"mover {theirs['mover']} before, {ours['mover']} now"
    if theirs["legal"] != ours["legal"]:
        return "legal actions differ"
    if theirs["events"] != ours["events"]:
        return "the events of the move differ"
    for name, old, new in [("state", theirs["data"], ours["data"]),
                           *[(f"seat {s}'s view", v, w) for s, (v, w) in
                             enumerate(zip(theirs["views"], ours["views"], strict=True))]]:
        filled = fill(old)
        if filled != new:
            return f"{name} differs at {first_difference(filled, new)}"
    return ""


def _loads_as(info: Any, old: Data, new: Data, fill: Callable[[Data], Data]) -> str:
    """'' when the old state, brought to the new shape, loads as the new state (saves it again)."""
    again = info.state_from_data(fill(old)).to_data()
    return "" if again == new else f"the filled old state loads differently, at {first_difference(again, new)}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--old", type=Path, help="a checkout of the code before the change")
    parser.add_argument("--random", type=int, default=10, help="seeded random games besides the traces")
    parser.add_argument("--options", type=json.loads, default=[{}],
                        help="a JSON list of option tables the random games take in turn")
    parser.add_argument("--version", type=int, default=None,
                        help="the save version whose game upgrade's fill maps old to new (default: the "
                             "old tree's own save version; none if it is this tree's)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--tree", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        child(args.game, json.loads(sys.stdin.read()))
        return 0
    if args.old is None:
        parser.error("--old is needed")
    return compare(args.game, args.old.resolve(), args.random, args.version, args.options)


if __name__ == "__main__":
    sys.exit(main())
