"""`python -m game sim`: it plays, its report parses and adds up, and its arguments are checked."""

from __future__ import annotations

import json
import re

import pytest

from game import games
from game.cli import sim
from game.cli.stats import percentile, wilson_interval
from game.cli.tables import TableSpec, play_game, play_games

TOY = "tests.toy_game:TOY_INFO"
ROW = re.compile(
    r"^\s*(?P<seat>\d+)\s+(?P<level>\w+)\s+(?P<wins>[\d.]+)\s+(?P<share>[\d.]+)%\s+"
    r"\[(?P<low>[\d.]+)%, (?P<high>[\d.]+)%\]\s+(?P<score>-?[\d.]+)\s+(?P<decisions>\d+)\s+"
    r"(?P<median>[\d.]+)\s+(?P<p95>[\d.]+)$")


def run_sim(capsys, *args: str) -> tuple[int, str]:
    code = sim.main(list(args))
    return code, capsys.readouterr().out


def parse_rows(out: str) -> list[dict[str, str]]:
    return [m.groupdict() for line in out.splitlines() if (m := ROW.match(line))]


def test_text_report_parses_and_adds_up(capsys) -> None:
    code, out = run_sim(capsys, "--game", TOY, "--players", "3", "--games", "30", "--seed", "1",
                        "--ai", "heuristic")
    assert code == 0
    rows = parse_rows(out)
    assert [r["level"] for r in rows] == ["normal", "random", "random"]
    assert sum(float(r["wins"]) for r in rows) == pytest.approx(30.0, abs=0.2)
    for row in rows:
        assert float(row["low"]) <= float(row["share"]) <= float(row["high"])
        assert float(row["median"]) <= float(row["p95"])
    assert "illegal actions: 0" in out
    assert re.search(r"30 games, \d+ actions in [\d.]+ s: [\d.]+ games/s", out)


def test_json_report_matches_the_games_played(capsys) -> None:
    code, out = run_sim(capsys, "--game", TOY, "--seats", "normal,easy,random,random",
                        "--games", "24", "--seed", "3", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["players"] == 4 and data["games"] == 24 and data["illegal"] == 0
    assert [s["level"] for s in data["seats"]] == ["normal", "easy", "random", "random"]
    assert sum(s["wins"] for s in data["seats"]) == pytest.approx(24.0)
    assert all(s["games"] == 24 for s in data["seats"])
    assert all(s["decisions"] + s["forced"] == 24 * 3 for s in data["seats"])  # 12 turns / 4 seats


def test_rotation_puts_every_entry_in_every_position() -> None:
    spec = TableSpec(TOY, ("hard", "normal", "random"), seed=2, rotate=True, iterations=10)
    positions = {entry: set() for entry in range(3)}
    for record in play_games(spec, 3):
        for entry, part in enumerate(record.seats):
            assert part.level == spec.levels[entry]
            positions[entry].add(part.position)
    assert all(seen == {0, 1, 2} for seen in positions.values())


def test_heuristic_beats_random_on_the_toy_game() -> None:
    spec = TableSpec(TOY, ("normal", "random", "random"), seed=11)
    wins = sum(record.seats[0].win for record in play_games(spec, 150))
    assert wins / 150 > 0.6  # a fair share is 1/3; the Heuristic takes about 85%


def test_mixed_levels_never_play_an_illegal_action() -> None:
    spec = TableSpec(TOY, ("expert", "hard", "easy", "normal"), seed=4, rotate=True, iterations=25)
    for record in play_games(spec, 8):
        assert all(part.illegal == 0 and part.errors == 0 for part in record.seats)


def test_an_illegal_answer_is_counted_and_replaced(monkeypatch) -> None:
    from game.cli import tables
    from tests.toy_game import Play

    class Cheat:
        name, level = "Cheat", "cheat"

        def choose(self, view, rng=None, stop=None):
            return Play(99)  # never in anyone's hand

    monkeypatch.setattr(tables, "make_seat", lambda level, *a, **k: Cheat())
    record = play_game(TableSpec(TOY, ("random", "random"), seed=1), 0)
    assert sum(part.illegal for part in record.seats) == record.actions == 12


def test_parallel_jobs_give_the_same_results(capsys) -> None:
    common = ["--game", TOY, "--seats", "normal,easy,random", "--games", "8", "--seed", "5", "--json"]
    _, alone = run_sim(capsys, *common)
    _, shared = run_sim(capsys, *common, "--jobs", "2")
    keys = ("wins", "mean_score", "decisions")
    pick = [[{k: s[k] for k in keys} for s in json.loads(out)["seats"]] for out in (alone, shared)]
    assert pick[0] == pick[1]


@pytest.mark.parametrize("args, message", [
    (["--ai", "grandmaster"], "unknown AI level"),
    (["--players", "9"], "takes 2-4 players"),
    (["--seats", "normal,random", "--players", "3"], "--seats lists 2 seats"),
    (["--options", "speed=fast"], "no option"),
    (["--options", "oops"], "not key=value"),
    (["--games", "0"], "at least 1"),
])
def test_bad_arguments_are_refused_with_a_reason(capsys, args: list[str], message: str) -> None:
    code = sim.main(["--game", TOY, *args])
    assert code == 2
    assert message in capsys.readouterr().err


def test_options_parse_to_plain_values() -> None:
    assert sim.parse_options("quick=yes, family=false,era=3,name=x") == {
        "quick": True, "family": False, "era": 3, "name": "x"}
    assert sim.parse_options("") == {}


def test_wilson_interval_and_percentiles() -> None:
    low, high = wilson_interval(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)
    low, high = wilson_interval(0, 20)
    assert low == 0.0 and 0.1 < high < 0.2
    assert wilson_interval(0, 0) == (0.0, 1.0)
    assert percentile([5.0, 1.0, 3.0], 0.5) == 3.0
    assert percentile([float(i) for i in range(1, 101)], 0.95) == 95.0
    assert percentile([], 0.5) == 0.0


@pytest.mark.skipif("equilibrium" not in games.ids(), reason="Equilibrium is not in this build")
def test_sim_runs_equilibrium_and_reports_cleanly(capsys) -> None:
    code, out = run_sim(capsys, "--game", "equilibrium", "--players", "3", "--games", "3",
                        "--seed", "1", "--ai", "heuristic", "--others", "easy")
    assert code == 0, out
    rows = parse_rows(out)
    assert [r["level"] for r in rows] == ["normal", "easy", "easy"]
    assert sum(float(r["wins"]) for r in rows) == pytest.approx(3.0, abs=0.2)
    assert "illegal actions: 0  seat errors: 0" in out


@pytest.mark.skipif("equilibrium" not in games.ids(), reason="Equilibrium is not in this build")
def test_equilibrium_mixed_levels_and_variants_stay_legal() -> None:
    spec = TableSpec("equilibrium", ("hard", "normal", "easy", "random"), seed=9, rotate=True,
                     options={"quick": True, "white_vote": True}, iterations=20)
    record = play_game(spec, 0)
    assert all(part.illegal == 0 and part.errors == 0 for part in record.seats)
    assert sum(part.win for part in record.seats) == pytest.approx(1.0)
