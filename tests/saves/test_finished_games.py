"""Finished games are kept (a normal save of the final state, its whole log) and listed with their result."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from game import games
from game.core import GameState, Rng
from game.saves import SaveError, list_saves, load_game
from game.saves.finished import finished_folder, finished_games, keep_finished, result_text

SEATS = [{"name": "Valerian", "kind": "human"}, {"name": "Corvin", "kind": "ai", "level": "easy"},
         {"name": "Mirela", "kind": "ai", "level": "normal"}]


def played(game_id: str, seed: int, limit: int | None = None) -> GameState:
    state = games.get(game_id).new_game(3, seed=seed)
    rng = Rng(seed)
    while not state.is_over and (limit is None or len(state.history) < limit):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_a_finished_game_is_kept_once_as_a_save_with_its_whole_log(tmp_path: Path) -> None:
    state = played("elysium", 3)
    path = keep_finished(state, {"seats": SEATS}, folder=tmp_path)
    assert path.parent == finished_folder(tmp_path) == tmp_path / "finished"
    loaded = load_game(path)
    assert loaded.state.to_data() == state.to_data() and loaded.state.is_over
    assert [s["name"] for s in loaded.setup["seats"]] == ["Valerian", "Corvin", "Mirela"]
    assert keep_finished(state, {"seats": SEATS}, folder=tmp_path) == path  # the results shown again
    assert len(list(finished_folder(tmp_path).glob("*.toml"))) == 1
    assert list_saves(tmp_path) == []  # never listed twice: the saves list is the folder's own files


def test_a_game_not_over_is_not_kept(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="only a finished game"):
        keep_finished(played("elysium", 3, limit=10), {}, folder=tmp_path)
    assert not finished_folder(tmp_path).exists()


def test_finished_games_are_listed_newest_first_with_seats_and_result(tmp_path: Path) -> None:
    first, second = played("equilibrium", 5), played("nocturne", 6)
    keep_finished(first, {"seats": SEATS}, folder=tmp_path, now=dt.datetime(2026, 1, 2, 20, 0, tzinfo=dt.UTC))
    keep_finished(second, {"seats": SEATS}, folder=tmp_path)
    rows = finished_games(tmp_path)
    assert [r.game for r in rows] == ["nocturne", "equilibrium"]
    for row, state in zip(rows, (second, first), strict=True):
        assert not row.broken and row.seats == ("Valerian", "Corvin", "Mirela")
        assert row.scores == tuple(state.scores()) and row.winners == tuple(state.winners())
        assert row.moves == len(state.history) and row.title == games.get(row.game).title
        winner = row.seats[state.winners()[0]]
        assert row.result.startswith(f"won by {winner}, " if len(state.winners()) == 1 else "shared by ")
        assert row.result.endswith("–".join(str(s) for s in sorted(state.scores(), reverse=True)))


def test_a_broken_finished_game_is_listed_with_the_reason(tmp_path: Path) -> None:
    keep_finished(played("elysium", 4), {"seats": SEATS}, folder=tmp_path)
    (finished_folder(tmp_path) / "torn.toml").write_text("format = = 3", encoding="utf-8")
    rows = finished_games(tmp_path)
    broken = [r for r in rows if r.broken]
    assert len(rows) == 2 and len(broken) == 1
    assert broken[0].path.name == "torn.toml" and "TOML error" in broken[0].problem


def test_no_finished_folder_is_an_empty_list(tmp_path: Path) -> None:
    assert finished_games(tmp_path) == []


def test_the_result_in_a_few_words() -> None:
    names = ("Ana", "Bo", "Cy")
    assert result_text(names, (38, 41, 30), (1,)) == "won by Bo, 41–38–30"
    assert result_text(names, (40, 40, 30), (0, 1)) == "shared by Ana and Bo, 40–40–30"
    assert result_text(names, (1, 2, 3), ()) == "no winner, 3–2–1"
