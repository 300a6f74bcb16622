"""`python -m game soak`: the quick run counts games, UI events and files of every kind, and a
problem planted in any part (a reader that raises, hangs, takes memory or changes a save; a
scene that fails; a save that fails) is reported with its seed, so the soak can fail."""

from __future__ import annotations

import os
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest

from game.soak import cli, samples
from game.soak.samples import KINDS, Kind


def run(*argv: str):
    return cli.soak(cli.build_parser().parse_args(list(argv)))


def planted(monkeypatch, read) -> None:
    """The settings reader replaced by `read` (the worker process is forked with it)."""
    monkeypatch.setitem(KINDS, "settings", Kind("settings", "settings.toml", None, read))


def test_the_quick_run_plays_drives_and_reads_every_kind():
    report = run("--quick", "--seed", "0")
    counts = report.counts
    assert counts["games"] == 5 and counts["moves"] > 0 and counts["replays"] == 5
    assert counts["saves"] > 0 and counts["undos"] > 0
    assert counts["tables"] >= 5 and counts["events"] == 5 * cli.QUICK["events"] and counts["scenes"] > 5
    for kind in KINDS:
        assert counts[f"files:{kind}"] == cli.QUICK["files"], kind
    assert report.slowest[1]  # the slowest read is named
    # the short soak of .ci/run is clean: each problem is named with the line that shows it again
    assert not report.problems, "\n".join(f"{p.text} ({p.again})" for p in report.problems)


def _boom(folder, target):
    raise RuntimeError("planted fault")


def test_a_reader_that_raises_is_reported_with_each_seed(monkeypatch, capsys):
    planted(monkeypatch, _boom)
    assert cli.main(["--only", "files", "--kind", "settings", "--files", "3", "--seed", "40"]) == 1
    out = capsys.readouterr().out
    assert "raised RuntimeError: planted fault" in out
    assert "[files/settings seed 40]" in out and "seeds 41, 42" in out
    assert "reproduce: python -m game soak --only files --kind settings --files 1 --seed 40" in out


def _hang(folder, target):
    time.sleep(120)
    return []


def test_a_reader_that_hangs_is_killed_and_reported(monkeypatch):
    planted(monkeypatch, _hang)
    report = run("--only", "files", "--kind", "settings", "--files", "2", "--hang-seconds", "0.2")
    assert [p.seed for p in report.problems] == [0, 1]
    assert all("the reader hung" in p.text for p in report.problems)


def _greedy(folder, target):
    block = bytearray(300 * 2**20)
    block[::4096] = b"x" * len(block[::4096])  # touched: resident, not just reserved
    return []


def test_a_reader_that_takes_memory_is_reported(monkeypatch):
    planted(monkeypatch, _greedy)
    report = run("--only", "files", "--kind", "settings", "--files", "1", "--memory-mb", "100")
    assert len(report.problems) == 1 and "MB of memory (limit 100 MB)" in report.problems[0].text


def _meddler(folder, target):
    (folder / "settings.toml").write_text("changed = true\n", encoding="utf-8")
    return []


def test_a_reader_that_changes_the_file_it_read_is_reported(monkeypatch):
    planted(monkeypatch, _meddler)
    report = run("--only", "files", "--kind", "settings", "--files", "1", "--seed", "3")
    assert ["settings.toml was changed by the read"] == [p.text for p in report.problems]


def test_a_good_save_hidden_by_a_bad_one_is_reported(monkeypatch):
    monkeypatch.setattr(samples, "list_saves", lambda folder: [])
    report = run("--only", "files", "--kind", "save", "--files", "2")
    texts = {p.text for p in report.problems}
    assert "the good file beside it was not listed" in texts


def test_a_scene_that_fails_is_reported(monkeypatch):
    from game.ui.table_base import TableScene

    def update(self, dt):
        raise RuntimeError("planted scene fault")

    monkeypatch.setattr(TableScene, "update", update)
    report = run("--only", "ui", "--game", "equilibrium", "--events", "5", "--seed", "9")
    assert report.problems and all("planted scene fault" in p.text for p in report.problems)
    first = report.problems[0]
    assert first.again.startswith("--only ui --game equilibrium --events ") and first.again.endswith(" --seed 9")
    assert first.detail.startswith("event ")


def test_a_save_that_fails_in_a_game_is_reported(monkeypatch):
    from game.ui.session import GameSession

    def save(self, name):
        raise OSError("planted disk fault")

    monkeypatch.setattr(GameSession, "save", save)
    report = run("--only", "games", "--game", "nocturne", "--games", "2", "--seed", "5")
    assert [p.seed for p in report.problems] == [5, 6]
    assert all("OSError: planted disk fault" in p.text for p in report.problems)


def test_unknown_game_or_kind_is_refused(capsys):
    assert cli.main(["--game", "no-such-game"]) == 2
    assert cli.main(["--kind", "nothing"]) == 2
    assert "no kind of file 'nothing'" in capsys.readouterr().err


@pytest.mark.parametrize("seed", [0, 7, 123])
def test_the_same_seed_mutates_the_same_way(seed):
    from game.soak.mutate import mutate

    good = b'format = "x"\nversion = 1\n[setup]\nplayers = 3\nseed = 4\n'
    assert mutate(good, seed) == mutate(good, seed)


def test_a_repeated_deep_list_is_not_written_out_to_gigabytes() -> None:
    """Settings seed 1880 made a list of 100,000 lists nested 39 deep, repeated: tomli_w writes
    that a line per item, indented by depth, and the soak's parent grew to 23 GB writing it.  Such
    a document is cut as bytes instead; the small documents mutate as before."""
    from game.soak.mutate import WRITTEN, _weight, mutate  # lazy: the soak's own helpers, test only
    from game.soak.samples import KINDS, make_samples  # lazy: as above
    from game.ui.session import available_games  # lazy: pygame after conftest set SDL

    deep: list = [1]
    for _ in range(38):
        deep = [deep]
    assert _weight({"version": [deep] * 100_000}) > WRITTEN
    assert _weight({"version": 3, "list": [1, 2, 3]}) == 1 + 2 + 2 + 3 * 3  # the table, its values, the items
    good = make_samples(available_games())["settings"][0]
    data, _what = mutate(good, 1880, KINDS["settings"].rehash)
    assert len(data) < 20 * 2**20


@pytest.mark.parametrize("seed", [7752, 9739, 6156])
def test_the_long_runs_slow_finished_games_are_refused_quickly(seed):
    """The long file run (10,000 finished games) found three reads of 2 s and more: a finished
    game of 4.7 MB (a list of 100,000 in its snapshot, the hash recomputed) was parsed whole,
    twice, under an 8 MiB limit.  Saves are now limited to 512 KiB, so each is refused unread;
    the CPU the read takes is the worker's own (process time), so a busy machine does not fail it."""
    report = run("--only", "files", "--kind", "finished", "--files", "1", "--seed", str(seed))
    assert report.counts["files:finished"] == 1
    assert not report.problems, "\n".join(p.text for p in report.problems)


def test_a_document_too_heavy_to_write_is_not_hashed_either():
    """Save seed 3135 nested a list 400 deep in a snapshot: the mutator then recomputed the hash
    of that state (3.3 GB and 107 s in the soak's own process) before weighing it and cutting the
    file as bytes anyway.  It is weighed first now, and the file comes out the same."""
    from game.soak.mutate import mutate  # lazy: the soak's own helpers, test only
    from game.ui.session import available_games  # lazy: pygame after conftest set SDL

    good = __import__("random").Random(3135).choice(samples.make_samples(available_games())["save"])
    hashed = []
    data, what = mutate(good, 3135, lambda document: hashed.append(document))
    assert hashed == [] and what == "emptied" and data == b""
    recomputed = [seed for seed in range(60)   # ordinary documents still have their hash recomputed
                  if "hash recomputed" in mutate(good, seed, lambda document: hashed.append(document))[1]]
    assert recomputed and len(hashed) >= len(recomputed)
