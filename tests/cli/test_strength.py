"""`python -m game strength`: it plays the runs it names and keeps the table and its data."""

from __future__ import annotations

import tomllib

from game.cli import strength

TOY = "tests.example_game.duel:INFO"


def test_strength_plays_each_run_and_writes_the_table_between_its_markers(tmp_path, capsys):
    doc = tmp_path / "ai-strength.md"
    doc.write_text("# How strong\n\nprose that must stay\n", encoding="utf-8")
    code = strength.main(["--game", TOY, "--games", "3", "--jobs", "1", "--runs", "hard,normal",
                          "--docs", str(tmp_path)])
    assert code == 0
    out = capsys.readouterr().out
    assert "Hard vs 2 Normal" in out and "Normal vs 2 Random" in out
    data = tomllib.loads((tmp_path / "ai-strength.toml").read_text(encoding="utf-8"))
    rows = data["duel"]
    assert set(rows) == {"hard", "normal"}
    for row in rows.values():
        assert row["games"] == 3 and 0.0 <= row["ci_low"] <= row["share"] + 1e-9 <= row["ci_high"] + 2e-9 <= 1.0 + 2e-9
        assert row["illegal"] == 0 and row["decisions"] > 0
    text = doc.read_text(encoding="utf-8")
    assert "prose that must stay" in text
    assert text.count(strength.BEGIN) == 1 and text.count(strength.END) == 1
    table = text.split(strength.BEGIN)[1].split(strength.END)[0]
    assert "| Duel | Hard vs 2 Normal | 3 |" in table and "| Duel | Normal vs 2 Random | 3 |" in table


def test_a_second_run_replaces_only_its_own_row(tmp_path):
    assert strength.main(["--game", TOY, "--games", "2", "--jobs", "1", "--runs", "normal",
                          "--docs", str(tmp_path)]) == 0
    assert strength.main(["--game", TOY, "--games", "4", "--jobs", "1", "--runs", "expert", "--seed", "5",
                          "--docs", str(tmp_path)]) == 0
    rows = tomllib.loads((tmp_path / "ai-strength.toml").read_text(encoding="utf-8"))["duel"]
    assert rows["normal"]["games"] == 2 and rows["expert"]["games"] == 4 and rows["expert"]["seed"] == 5
    table = (tmp_path / "ai-strength.md").read_text(encoding="utf-8")
    assert "Normal vs 2 Random | 2 |" in table and "Expert vs Hard, head to head | 4 |" in table


def test_bad_arguments_are_refused_with_a_message(tmp_path, capsys):
    assert strength.main(["--runs", "fastest", "--docs", str(tmp_path)]) == 2
    assert "unknown run" in capsys.readouterr().err
    assert strength.main(["--game", "no-such-game", "--docs", str(tmp_path)]) == 2
    assert strength.main(["--game", TOY, "--games", "0", "--docs", str(tmp_path)]) == 2
    assert not (tmp_path / "ai-strength.toml").exists()


def test_every_game_updates_the_row_so_a_stopped_run_keeps_what_it_measured():
    from game.cli.tables import resolve_game

    rows = []
    run = next(r for r in strength.RUNS if r.key == "normal")
    final = strength.measure(TOY, resolve_game(TOY), run, 3, 1, 0, rows.append)
    assert [r["games"] for r in rows] == [1, 2, 3]
    assert [r["partial"] for r in rows] == [True, True, False]
    assert final == rows[-1]
    assert "of 3 (stopped)" in "\n".join(strength.table_lines({"duel": {"normal": rows[1]}}))


def test_the_commit_is_read_once_when_the_run_starts(monkeypatch):
    """A commit made while a long run plays is not the code it measured: every row of one run
    carries the commit read before its first game."""
    from game.cli.tables import resolve_game

    stamps = iter(["aaaaaaa", "bbbbbbb", "ccccccc", "ddddddd"])
    monkeypatch.setattr(strength, "commit", lambda: next(stamps))
    rows = []
    run = next(r for r in strength.RUNS if r.key == "normal")
    strength.measure(TOY, resolve_game(TOY), run, 3, 1, 0, rows.append)
    assert [r["commit"] for r in rows] == ["aaaaaaa"] * 3
