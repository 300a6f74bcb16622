"""The campaign file checked as strictly as a game save (issue 39, item 3).  Each file here is
written by the test as an attacker would: the body edited, then its hash computed again, so only
the checks of what the body says stand between it and the chronicle.  Each is refused when it is
opened, with a SaveError naming the field; the file is left byte for byte as it was and no
backup is made; the message speaks of a backup only when there is one."""

from __future__ import annotations

import shutil
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import tomli_w

from game.games.bloodlines.chronicle.content import load as load_chronicle
from game.saves import SaveError
from game.saves.campaign_file import list_campaigns, load_campaign, save_campaign
from game.saves.folders import backup_path
from game.saves.plain_data import snapshot_hash

from .helpers import ready

FIXTURES = Path(__file__).parents[3] / "saves" / "fixtures"
OLD = FIXTURES / "chronicle-v1-4p-ch4.toml"      # four chapters played, an era ended, obligations held


def _drop(key: str) -> Callable[[dict[str, Any]], Any]:
    return lambda record: record.pop(key)


HOSTILE: dict[str, tuple[Callable[[dict[str, Any]], Any], str]] = {
    "obligation": (lambda b: b["players"][0]["obligations"].append("a_debt_never_written"),
                   "players[0].obligations"),
    "leader": (lambda b: b["players"][1]["leaders"].append("no_such_leader"), "players[1].leaders"),
    "unlocked": (lambda b: b["unlocked"].append("no_such_scheme"), "unlocked"),
    "ai level": (lambda b: b["players"][2].update(level="grandmaster"), "players[2].level"),
    "player kind": (lambda b: b["players"][2].update(kind="ghost"), "players[2].kind"),
    "chapter record": (lambda b: _drop("vanquished")(b["chapters"][1]), "chapters[1].vanquished"),
    "era record": (lambda b: _drop("dominant")(b["eras"][0]), "eras[0].dominant"),
    "chapter clan": (lambda b: b["chapters"][0]["clans"].__setitem__(0, "no_clan"), "chapters[0].clans"),
    "task": (lambda b: b["todo"].insert(0, {"t": "aftermath.response", "p": 0, "m": "c99z", "i": 0}),
             "todo[0].m"),
}


def _write(path: Path, doc: dict[str, Any]) -> bytes:
    doc["hash"] = snapshot_hash(doc["campaign"])         # the attacker fixes the hash
    path.write_text(tomli_w.dumps(doc), "utf-8")
    return path.read_bytes()


def _refused(path: Path, *words: str) -> str:
    before = path.read_bytes()
    with pytest.raises(SaveError) as err:
        load_campaign(path)
    assert path.read_bytes() == before, "opening never changes the file"
    assert not backup_path(path).exists(), "opening never makes a backup"
    message = str(err.value)
    for w in words:
        assert w in message, (w, message)
    return message


def test_the_old_campaign_the_hostile_files_start_from_loads() -> None:
    c = load_campaign(OLD)
    assert len(c.chapters) == 4 and len(c.era_results) == 1 and any(p.obligations for p in c.players)


@pytest.mark.parametrize("what", list(HOSTILE))
def test_a_hostile_campaign_is_refused_at_load_naming_the_field(what: str, tmp_path: Path) -> None:
    how, field = HOSTILE[what]
    doc = tomllib.loads(OLD.read_text("utf-8"))
    how(doc["campaign"])
    path = tmp_path / "hostile.toml"
    _write(path, doc)
    message = _refused(path, field)
    assert ".bak" not in message, "there is no backup to speak of"
    (row,) = list_campaigns_in(tmp_path, path)
    assert row.problem and field in row.problem, "the Load list names it too, and never offers it"


def list_campaigns_in(folder: Path, path: Path) -> list[Any]:
    campaigns = folder / "campaigns"
    campaigns.mkdir(exist_ok=True)
    shutil.copy(path, campaigns / path.name)
    return list_campaigns(folder)


@pytest.mark.parametrize("line, value", [("chapter", 9), ("phase", "over"),
                                         ("players", ["Player 1", "Player 2", "Someone Else", "Player 4"])])
def test_the_lines_the_load_list_shows_must_be_the_hashed_campaigns(line: str, value: Any, tmp_path: Path) -> None:
    doc = tomllib.loads(OLD.read_text("utf-8"))
    doc[line] = value                                    # outside the hashed body: the hash still holds
    path = tmp_path / "lines.toml"
    _write(path, doc)
    _refused(path, f"field {line}")
    (row,) = list_campaigns_in(tmp_path, path)
    assert row.problem and row.chapter == 0 and row.players == ()


def test_the_message_speaks_of_a_backup_only_when_there_is_one(tmp_path: Path) -> None:
    c = load_campaign(OLD)
    path = save_campaign(c, tmp_path / "mine.toml")
    assert not backup_path(path).exists()
    doc = tomllib.loads(path.read_text("utf-8"))
    doc["campaign"]["seed"] += 1                         # edited, the hash left as it was
    path.write_text(tomli_w.dumps(doc), "utf-8")
    assert ".bak" not in _refused(path, "edited or damaged")
    save_campaign(c, tmp_path / "other.toml")
    save_campaign(c, tmp_path / "other.toml")            # saved twice: the first is its backup
    other = tmp_path / "other.toml"
    assert backup_path(other).is_file()
    other.write_text(tomli_w.dumps(doc), "utf-8")
    before = other.read_bytes()
    with pytest.raises(SaveError, match=r"backup \(\.bak\) may still be good"):
        load_campaign(other)
    assert other.read_bytes() == before


def test_a_chapter_begun_with_hostile_options_is_refused_at_load(tmp_path: Path) -> None:
    c = ready(players=2, seed=48)
    c.chapter_started()                                  # the chapter's setup is kept in the file
    path = save_campaign(c, tmp_path / "mid.toml")
    assert load_campaign(path).chapter_setup() == c.chapter_setup()
    doc = tomllib.loads(path.read_text("utf-8"))
    doc["campaign"]["current"]["setup"]["options"]["obligations"] = [["morality:1", "plague"], []]
    _write(path, doc)
    _refused(path, "current.setup.options", "obligations")


def test_an_unknown_obligation_asset_or_scoring_card_is_a_key_error_not_a_stop_iteration() -> None:
    ch = load_chronicle()
    for find in (ch.obligation, ch.asset, ch.scoring_card):
        with pytest.raises(KeyError, match="nothing_of_the_kind"):
            find("nothing_of_the_kind")
