"""The campaign file: everything the chronicle remembers, with the save layer's guarantees.  A
file cut at any byte, edited by hand, or written by a newer version is a SaveError that says
so, and reading never changes the file; the campaign resumes mid-aftermath and mid-chapter."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
import tomli_w

from game.core.rng import Rng
from game.games.bloodlines import INFO
from game.games.bloodlines.chronicle.play import play_chapter, play_decisions
from game.saves import SaveError, load_game, save_game
from game.saves.campaign_file import (
    CAMPAIGN_VERSION,
    MAX_CAMPAIGN_BYTES,
    chapter_path,
    delete_campaign,
    latest_campaign,
    list_campaigns,
    load_campaign,
    load_chapter,
    save_campaign,
    save_chapter,
)
from game.saves.folders import backup_path
from game.saves.plain_data import snapshot_hash

from .helpers import chapter, decide_until, new, ready


def _refused(path: Path, *words: str) -> None:
    before = path.read_bytes()
    with pytest.raises(SaveError) as err:
        load_campaign(path)
    assert path.read_bytes() == before
    for w in words:
        assert w in str(err.value), (w, str(err.value))


def test_a_campaign_comes_back_as_it_was_saved_even_mid_aftermath(tmp_path: Path) -> None:
    c = ready(players=3, seed=40)
    chapter(c)
    decide_until(c, "aftermath.response")
    path = save_campaign(c, tmp_path / "mine.toml")
    back = load_campaign(path)
    assert back.to_data() == c.to_data()
    assert back.decision == c.decision and back.aftermath_step == 3
    # both go on the same way
    for x in (c, back):
        play_decisions(x)
    assert back.to_data() == c.to_data()
    assert save_campaign(c, path) == path and backup_path(path).is_file()


def test_a_campaign_over_the_limit_is_refused_at_write_and_the_old_file_kept(tmp_path: Path) -> None:
    c = ready(players=2, seed=44)
    path = save_campaign(c, tmp_path / "long.toml")
    before = path.read_bytes()
    c.log.extend(f"line {n}: " + "a night of long intrigue " * 40 for n in range(MAX_CAMPAIGN_BYTES // 1000))
    with pytest.raises(SaveError) as err:
        save_campaign(c, path)
    assert "over the 1024 KB a campaign may hold" in str(err.value)
    assert path.read_bytes() == before and not backup_path(path).exists()   # nothing written, nothing moved
    assert load_campaign(path).to_data() != c.to_data()                     # the old campaign reads back


def test_a_file_cut_at_every_byte_is_refused_and_left_as_it_is(tmp_path: Path) -> None:
    c = new(players=2, seed=41)
    path = save_campaign(c, tmp_path / "cut.toml")
    whole = path.read_bytes()
    complete = 0
    for k in range(len(whole)):
        path.write_bytes(whole[:k])
        try:
            back = load_campaign(path)
        except SaveError as exc:
            assert str(exc).startswith("cut.toml: ")
        else:       # only a cut of nothing but the end of the text may still be the whole campaign
            assert back.to_data() == c.to_data() and not whole[k:].strip(), k
            complete += 1
        assert path.read_bytes() == whole[:k]
    assert complete <= 1
    path.write_bytes(whole)
    assert load_campaign(path).to_data() == c.to_data()


def test_an_edited_file_is_refused(tmp_path: Path) -> None:
    c = ready(players=2, seed=42)
    path = save_campaign(c, tmp_path / "edit.toml")
    doc = tomllib.loads(path.read_text("utf-8"))
    doc["campaign"]["players"][0]["dots"] = {"coin": 5}
    path.write_text(tomli_w.dumps(doc), "utf-8")
    _refused(path, "edited or damaged")
    # an edit that also fixes the hash still has to make sense
    doc["campaign"]["phase"] = "intermission"
    doc["hash"] = snapshot_hash(doc["campaign"])
    path.write_text(tomli_w.dumps(doc), "utf-8")
    _refused(path, "phase")
    doc["campaign"]["phase"] = "chapter"
    doc["campaign"]["pos"] = 3
    doc["hash"] = snapshot_hash(doc["campaign"])
    path.write_text(tomli_w.dumps(doc), "utf-8")
    _refused(path, "revealed")


def test_a_newer_version_and_other_files_are_refused(tmp_path: Path) -> None:
    c = new(players=2, seed=43)
    path = save_campaign(c, tmp_path / "new.toml")
    doc = tomllib.loads(path.read_text("utf-8"))
    doc["version"] = CAMPAIGN_VERSION + 1
    path.write_text(tomli_w.dumps(doc), "utf-8")
    _refused(path, "newer version", f"v{CAMPAIGN_VERSION + 1}")
    game = save_game(tmp_path / "game.toml", INFO.new_game(2, 1), {})
    _refused(game, "not a Bloodlines campaign")
    (tmp_path / "junk.toml").write_bytes(b"\x00\x01binary")
    _refused(tmp_path / "junk.toml", "binary")
    with pytest.raises(SaveError, match="no such campaign file"):
        load_campaign(tmp_path / "missing.toml")


def test_the_campaigns_folder_lists_deletes_and_finds_the_latest(tmp_path: Path) -> None:
    c = new(players=2, seed=44)
    good = save_campaign(c, "good", folder=tmp_path)
    assert good.parent == tmp_path / "campaigns"
    (good.parent / "broken.toml").write_text("format = 'danse-macabre-campaign'\nversion = 1\n", "utf-8")
    rows = {r.name: r for r in list_campaigns(tmp_path)}
    assert rows["good"].problem is None and rows["good"].players == ("Player 1", "Player 2")
    assert rows["good"].chapter == 1 and rows["broken"].problem
    assert latest_campaign(tmp_path) == good
    chapter_file = chapter_path(good, 1)
    save_game(chapter_file, INFO.new_game(2, 1), {})
    save_campaign(c, good)
    removed = delete_campaign(good, tmp_path)
    assert good in removed and not good.exists() and not backup_path(good).exists()
    assert not chapter_file.parent.exists()
    with pytest.raises(SaveError):
        delete_campaign(tmp_path / "elsewhere.toml", tmp_path)


def test_mid_chapter_the_chapters_own_save_beside_the_file_resumes_it(tmp_path: Path) -> None:
    c = ready(players=3, seed=45)
    setup = c.chapter_setup()
    c.chapter_started()
    st = INFO.new_game(setup["players"], setup["seed"], setup["options"])
    rng = Rng(2)
    for _ in range(60):
        st.apply(rng.choice(st.legal_actions()))
    path = save_campaign(c, tmp_path / "mid.toml")
    save_game(chapter_path(path, c.chapter), st, setup)
    again = load_campaign(path)
    assert again.phase == "chapter" and again.chapter_setup() == setup
    game = load_game(chapter_path(path, again.chapter)).state
    assert game.to_data() == st.to_data()
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    again.finish_chapter(game)
    assert again.phase == "aftermath" and again.chapters[0].number == 1


def test_a_finished_chapter_can_be_looked_back_on_and_must_be_the_one_recorded(tmp_path: Path) -> None:
    c = ready(players=2, seed=46)
    path = tmp_path / "look.toml"
    final = play_chapter(c, "random", keep=lambda state, setup: save_chapter(path, c.chapter, state, setup))
    save_campaign(c, path)
    c = load_campaign(path)
    assert c.chapters[0].save_hash
    back = load_chapter(path, c, 1)
    assert back.state.to_data() == final.to_data() and back.state.is_over
    # another game put in its place is not that chapter
    other = INFO.new_game(2, 1)
    save_game(chapter_path(path, 1), other, {})
    with pytest.raises(SaveError, match="is not the game chapter 1 ended with"):
        load_chapter(path, c, 1)
