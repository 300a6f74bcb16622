"""`python -m game strength`: it plays the runs it names and keeps the table and its data."""

from __future__ import annotations

import json
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


def _log_lines(folder, name="duel-normal.jsonl"):
    import json

    return [json.loads(line) for line in (folder / "strength-games" / name).read_text(encoding="utf-8").splitlines()]


def test_resume_goes_on_from_the_games_a_stopped_run_logged(tmp_path, monkeypatch, capsys):
    """A run stopped after 2 of 5 games, resumed: the 2 are read from the log, not played again,
    and the row is the row a 5-game run in one go gives (the games are seeded)."""
    monkeypatch.setattr(strength, "code", lambda game_id="": "tree-1")
    whole, part = tmp_path / "whole", tmp_path / "part"
    args = ["--game", TOY, "--jobs", "1", "--runs", "normal"]
    assert strength.main([*args, "--games", "5", "--docs", str(whole)]) == 0
    assert strength.main([*args, "--games", "2", "--docs", str(part)]) == 0
    played = []
    real = strength.play_games
    monkeypatch.setattr(strength, "play_games", lambda spec, count, jobs, skip=(): (
        played.append(r.index) or r for r in real(spec, count, jobs, skip)))
    capsys.readouterr()
    assert strength.main([*args, "--games", "5", "--resume", "--docs", str(part)]) == 0
    assert "2 of 5 games taken from" in capsys.readouterr().out
    assert played == [2, 3, 4]
    log = _log_lines(part)
    assert log[0]["code"] == "tree-1" and log[0]["seed"] == 0
    assert [line["index"] for line in log[1:]] == [0, 1, 2, 3, 4]
    rows = {name: tomllib.loads((folder / "ai-strength.toml").read_text(encoding="utf-8"))["duel"]["normal"]
            for name, folder in (("whole", whole), ("part", part))}
    assert rows["part"]["resumed"] == 2 and "resumed" not in rows["whole"]
    for key in ("games", "share", "mean_score", "rival_scores", "decisions"):
        assert rows["part"][key] == rows["whole"][key], key
    assert [line["seats"][0]["win"] for line in log[1:]] == \
        [line["seats"][0]["win"] for line in _log_lines(whole)[1:]]


def test_resume_refuses_a_log_of_other_code_or_of_uncommitted_changes(tmp_path, monkeypatch, capsys):
    args = ["--game", TOY, "--jobs", "1", "--runs", "normal", "--games", "2", "--docs", str(tmp_path)]
    monkeypatch.setattr(strength, "code", lambda game_id="": "tree-1")
    assert strength.main(args) == 0
    monkeypatch.setattr(strength, "code", lambda game_id="": "tree-2")
    capsys.readouterr()
    assert strength.main([*args, "--resume"]) == 0
    out = capsys.readouterr().out
    assert "0 of 2 games taken" in out and "another run, seed or code" in out
    assert _log_lines(tmp_path)[0]["code"] == "tree-2"      # started again, for the code it plays
    monkeypatch.setattr(strength, "code", lambda game_id="": None)
    assert strength.main([*args, "--resume"]) == 0
    assert "code changes not committed" in capsys.readouterr().out
    rows = tomllib.loads((tmp_path / "ai-strength.toml").read_text(encoding="utf-8"))["duel"]["normal"]
    assert rows["games"] == 2 and "resumed" not in rows


def test_a_log_cut_mid_line_keeps_its_whole_games_and_a_damaged_one_is_played_again(tmp_path, monkeypatch,
                                                                                     capsys):
    monkeypatch.setattr(strength, "code", lambda game_id="": "tree-1")
    args = ["--game", TOY, "--jobs", "1", "--runs", "normal", "--games", "3", "--docs", str(tmp_path)]
    assert strength.main(args) == 0
    path = tmp_path / "strength-games" / "duel-normal.jsonl"
    whole = path.read_text(encoding="utf-8")
    path.write_text(whole[:-20], encoding="utf-8")   # stopped while the third game was written
    capsys.readouterr()
    assert strength.main([*args, "--resume"]) == 0
    assert "2 of 3 games taken" in capsys.readouterr().out
    assert [line["index"] for line in _log_lines(tmp_path)[1:]] == [0, 1, 2]
    assert _log_lines(tmp_path)[1:3] == [json.loads(line) for line in whole.splitlines()[1:3]]
    lines = whole.splitlines()
    path.write_text("\n".join([lines[0], "{not json", *lines[2:]]) + "\n", encoding="utf-8")
    assert strength.main([*args, "--resume"]) == 0
    out = capsys.readouterr().out
    assert "0 of 3 games taken" in out and "cannot be read" in out
    assert len(_log_lines(tmp_path)) == 4


def test_the_code_a_log_is_kept_for_is_its_games_and_the_kit_not_the_other_games(tmp_path):
    import subprocess

    def git(*args):
        subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", *args], cwd=tmp_path,
                       check=True, capture_output=True)

    files = {"game/ai/search.py": "a", "game/games/__init__.py": "b", "game/games/duel/rules.py": "c",
             "game/games/other/rules.py": "d", "game/ui/table.py": "e"}
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    git("init", "-q")
    git("add", ".")
    git("commit", "-qm", "one")
    first = strength.code("duel", tmp_path)
    assert first is not None and first != strength.code("other", tmp_path)

    def change(name, text, commit=True):
        (tmp_path / name).write_text(text, encoding="utf-8")
        if commit:
            git("commit", "-qam", "more")
        return strength.code("duel", tmp_path)

    assert change("game/games/other/rules.py", "d2") == first      # another game's change
    assert change("game/ui/table.py", "e2") == first               # the window's
    assert change("game/games/other/rules.py", "d3", commit=False) == first
    git("commit", "-qam", "other")
    assert change("game/games/duel/rules.py", "c2", commit=False) is None   # not committed
    second = change("game/games/duel/rules.py", "c2")
    assert second not in (None, first)
    assert change("game/ai/search.py", "a2") not in (None, first, second)   # the kit's


def test_the_deck_policy_any_plays_random_legal_decks_and_keeps_its_row_beside_the_starters(tmp_path, monkeypatch,
                                                                                            capsys):
    """--decks any: every seat of a Methuselah run a random legal deck (the option's "any"), its row and
    log kept apart from the starter decks' run and titled with the policy; a game without decks skipped."""
    specs = []
    real = strength.play_games
    monkeypatch.setattr(strength, "play_games", lambda spec, count, jobs, skip=(): (
        specs.append(spec) or real(spec, count, jobs, skip)))
    args = ["--game", "methuselah", "--jobs", "1", "--runs", "normal", "--games", "2", "--docs", str(tmp_path)]
    assert strength.main(args) == 0
    assert strength.main([*args, "--decks", "any"]) == 0
    assert dict(specs[0].options) == {}
    assert dict(specs[1].options) == {"deck1": "any", "deck2": "any", "deck3": "any"}
    rows = tomllib.loads((tmp_path / "ai-strength.toml").read_text(encoding="utf-8"))["methuselah"]
    assert set(rows) == {"normal", "normal-any"} and rows["normal-any"]["decks"] == "any"
    assert "decks" not in rows["normal"]
    table = (tmp_path / "ai-strength.md").read_text(encoding="utf-8")
    assert "| Methuselah | Normal vs 2 Random | 2 |" in table
    assert "| Methuselah | Normal vs 2 Random, random legal decks | 2 |" in table
    assert (tmp_path / "strength-games" / "methuselah-normal-any.jsonl").exists()
    capsys.readouterr()
    assert strength.main(["--game", TOY, "--jobs", "1", "--runs", "normal", "--games", "2", "--decks", "any",
                          "--docs", str(tmp_path / "toy")]) == 0
    assert "no decks to choose" in capsys.readouterr().out
