"""v4 saves of Bloodlines, Nocturne and Methuselah, and v1 chronicles, written by main before the
rules review of issue 39 (and Elysium's, issue 40's asking; commit 67eccfa, random and Normal seats, mid-game and finished), still
load and replay move for move under rules edition 1, their snapshots compared with the replay."""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

import pytest

from game.games import get
from game.games.bloodlines.chronicle.play import play_chapter, play_decisions
from game.saves import load_game, save_game
from game.saves.campaign_file import load_campaign, load_chapter
from game.saves.upgrades import SAVE_VERSION

HERE = Path(__file__).parent / "fixtures"
V4 = sorted(HERE.glob("v4-*.toml"))
CHRONICLES = sorted(HERE.glob("chronicle-v1-*.toml"))


def v4_edition(game_id: str) -> int:
    """The rules edition the game declares its v4 saves were begun under (GameInfo.save_upgrades)."""
    return next(step.edition for step in get(game_id).save_upgrades if step.version == 4 and step.edition)


def test_there_are_v4_saves_of_every_reviewed_game_mid_game_and_finished() -> None:
    games = {(p.name.split("-")[1], p.stem.endswith("end")) for p in V4}
    assert games == {(g, done) for g in ("bloodlines", "nocturne", "methuselah", "elysium") for done in (True, False)}


@pytest.mark.parametrize("fixture", V4, ids=lambda p: p.stem)
def test_a_v4_save_replays_under_the_first_edition(fixture: Path, tmp_path: Path) -> None:
    path = tmp_path / fixture.name
    shutil.copy(fixture, path)
    before = path.read_bytes()
    old = tomllib.loads(before.decode("utf-8"))
    assert old["version"] == 4
    loaded = load_game(path)      # the snapshot is compared with the replayed log
    assert path.read_bytes() == before, "loading must never change the file"
    assert loaded.warnings == []
    assert len(loaded.state.history) == len(old["actions"])
    assert loaded.state.rules_edition == v4_edition(old["game"]) < get(old["game"]).rules_edition
    assert loaded.state.is_over == fixture.stem.endswith("end")
    again = save_game(tmp_path / "again.toml", loaded.state, loaded.setup)
    assert tomllib.loads(again.read_text("utf-8"))["version"] == SAVE_VERSION
    reloaded = load_game(again)
    assert reloaded.state.to_data() == loaded.state.to_data()
    assert reloaded.state.rules_edition == v4_edition(old["game"])
    if not loaded.state.is_over:  # and it plays on under the rules it began with
        state = loaded.state
        state.apply(state.legal_actions()[0])
        assert state.rules_edition == v4_edition(old["game"])


def test_a_new_game_of_a_reviewed_game_is_played_under_the_new_edition() -> None:
    for game in ("bloodlines", "nocturne", "methuselah"):
        info = get(game)
        assert info.new_game(3, 5).rules_edition == info.rules_edition >= 2


@pytest.mark.parametrize("fixture", CHRONICLES, ids=lambda p: p.stem)
def test_a_v1_chronicle_loads_its_chapters_replay_and_it_plays_on(fixture: Path, tmp_path: Path) -> None:
    path = tmp_path / fixture.name
    shutil.copy(fixture, path)
    shutil.copytree(fixture.with_suffix(".chapters"), tmp_path / (fixture.stem + ".chapters"))
    before = path.read_bytes()
    campaign = load_campaign(path)
    assert path.read_bytes() == before
    assert campaign.chapters, "the fixture has played chapters"
    for record in campaign.chapters:
        loaded = load_chapter(path, campaign, record["number"])
        assert loaded.warnings == [] and loaded.state.is_over and loaded.state.rules_edition == 1
    played = len(campaign.chapters)
    play_decisions(campaign)          # the aftermath's waiting decisions, then the next chapter
    state = play_chapter(campaign, "random")
    assert state.is_over and state.rules_edition == get("bloodlines").rules_edition
    assert len(campaign.chapters) == played + 1
