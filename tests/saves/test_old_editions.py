"""Saves written before a game's rules edition changed still load and replay move for move under
the edition they were begun under, their snapshots compared with the replay; and each log does not
replay read as a game of the next edition (what the new edition changed is in it).

- v5 Bloodlines (issue 40, commit b964941, random seats, mid-game and finished): a turn whose hidden
  hand might hold a playable scheme is put to its seat; each log ends a turn unasked where edition 3
  would ask.
- v7 Methuselah (issue 46, main at 6712f37: a new 3-seat game from seed 0 up, random legal moves
  (``Rng(seed)``), the first two games in which a seat played a second copy of one modifier in one
  action, saved just after that move and at its end): a given modifier or reaction card once an
  action, a vampire in torpor can be finished; each log plays a second copy in one action.
- v8 Methuselah (issue 46 item 4, main at f3c0058 under edition 3: 3-seat games with the bleed,
  intercept and combat starter decks, seeds 3 and 7, random legal moves (``Rng(seed)``), saved at
  move 200 and at the end): edition 4 changes those decks' lists, so the same log deals other
  cards and soon plays one its hand does not hold.

To add an edition: its fixtures and a row of ``EDITIONS``."""

from __future__ import annotations

import shutil
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

from game.games import get
from game.saves import load_game, save_game
from game.saves.upgrades import SAVE_VERSION

HERE = Path(__file__).parent / "fixtures"


@dataclass(frozen=True)
class Edition:
    """Fixtures of one game saved under one rules edition, and the edition after it."""
    glob: str
    game: str
    version: int          # the save format they were written in
    edition: int          # the rules edition they replay under
    after: int            # the edition whose rules they break

    @property
    def fixtures(self) -> list[Path]:
        return sorted(HERE.glob(self.glob))


EDITIONS = (Edition("v5-bloodlines-*.toml", "bloodlines", 5, 2, 3),
            Edition("v7-methuselah-*.toml", "methuselah", 7, 2, 3),
            Edition("v8-methuselah-*.toml", "methuselah", 8, 3, 4))
CASES = [(e, p) for e in EDITIONS for p in e.fixtures]


def case_id(case: object) -> str:
    return case.stem if isinstance(case, Path) else ""


@pytest.mark.parametrize("edition", EDITIONS, ids=lambda e: f"{e.game}-edition-{e.edition}")
def test_there_are_saves_mid_game_and_finished(edition: Edition) -> None:
    assert {p.stem.endswith("end") for p in edition.fixtures} == {True, False}


@pytest.mark.parametrize(("edition", "fixture"), CASES, ids=case_id)
def test_an_old_save_replays_under_its_edition(edition: Edition, fixture: Path, tmp_path: Path) -> None:
    path = tmp_path / fixture.name
    shutil.copy(fixture, path)
    before = path.read_bytes()
    old = tomllib.loads(before.decode("utf-8"))
    assert old["version"] == edition.version
    assert old["setup"]["options"].get("rules_edition", edition.edition) == edition.edition
    loaded = load_game(path)      # the snapshot is compared with the replayed log
    assert path.read_bytes() == before, "loading must never change the file"
    assert loaded.warnings == []
    assert len(loaded.state.history) == len(old["actions"])
    assert loaded.state.rules_edition == edition.edition < get(edition.game).rules_edition
    assert loaded.state.is_over == fixture.stem.endswith("end")
    again = save_game(tmp_path / "again.toml", loaded.state, loaded.setup)
    assert tomllib.loads(again.read_text("utf-8"))["version"] == SAVE_VERSION
    assert load_game(again).state.rules_edition == edition.edition
    if not loaded.state.is_over:  # and it plays on under the rules it began with
        loaded.state.apply(loaded.state.legal_actions()[0])
        assert loaded.state.rules_edition == edition.edition


@pytest.mark.parametrize(("edition", "fixture"), CASES, ids=case_id)
def test_the_same_log_read_under_the_next_edition_does_not_replay(edition: Edition, fixture: Path) -> None:
    """What the next edition is for: each log holds a move its rules no longer allow."""
    old = tomllib.loads(fixture.read_text("utf-8"))
    info = get(edition.game)
    options = {**old["setup"]["options"], "rules_edition": edition.after}
    state = info.new_game(old["setup"]["players"], old["setup"]["seed"], options)
    assert state.rules_edition == edition.after
    replayed = 0
    for data in old["actions"]:
        action = info.action_from_data(data)
        if not state.is_legal(action):
            break
        state.apply(action)
        replayed += 1
    assert replayed < len(old["actions"])
