"""The chronicle's order of play as data (issue 41, item 2): its phases and steps are declared once
(order.PHASES, order.STEPS), each step that asks with its words; the queue of frames saves to the
very tables the campaign file has always held in ``todo``, key for key and in the same order, so
a campaign read from a v1 file writes the same text again."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
import tomli_w

from game.games.bloodlines.chronicle.campaign import Campaign
from game.games.bloodlines.chronicle.order import PHASES, STEPS
from game.games.bloodlines.chronicle.records import Frame
from game.saves.plain_data import to_toml_safe

from .helpers import chapter, new

FIXTURES = sorted((Path(__file__).parents[3] / "saves" / "fixtures").glob("chronicle-v1-*.toml"))


def _text(data: dict) -> str:
    return tomli_w.dumps({"campaign": to_toml_safe(data, "campaign")})


@pytest.mark.parametrize("fixture", FIXTURES, ids=lambda p: p.stem)
def test_a_v1_campaign_read_writes_the_same_text_again(fixture: Path) -> None:
    body = tomllib.loads(fixture.read_text("utf-8"))["campaign"]
    c = Campaign.from_data(body)
    assert c.pending and c.decision is not None, "the fixture waits at a decision of its aftermath"
    assert c.to_data() == body
    assert list(c.to_data()) == list(body)                 # the fields in the order the file has them
    assert _text(c.to_data()) == _text(body)


TABLES = [          # each kind of table with every key it may hold, in the order files have them
    {"t": "prologue.retainer", "p": 0, "draw": ["a", "b", "c"]},
    {"t": "aftermath.step", "n": 3},
    {"t": "aftermath.research", "p": 2, "clan": "ember"},
    {"t": "aftermath.response", "p": 2, "m": "c03a", "i": 0},
    {"t": "aftermath.mission_none", "m": "c03a"},
    {"t": "aftermath.elevate", "p": 1, "ability": "x", "clan": "ember"},
    {"t": "aftermath.clan_sticker", "p": 1, "c": "x", "clan": "ember"},
    {"t": "aftermath.ability_sticker", "p": 1, "c": "x"},
    {"t": "aftermath.retainer", "p": 1, "new": ["x", "y"]},
    {"t": "era.primogen", "p": 0, "tied": [0, 1], "decl": ["warlike"], "then": "era"},
    {"t": "era.scoring", "p": 0, "cards": ["a", "b"]},
]


def test_every_frame_saves_to_its_table_key_for_key() -> None:
    seen: dict[str, dict] = {str(i): table for i, table in enumerate(TABLES)}
    for fixture in FIXTURES:
        for table in tomllib.loads(fixture.read_text("utf-8"))["campaign"]["todo"]:
            seen.setdefault(table["t"], table)
    c = new(players=3, seed=8)
    while c.chapter < 4 and c.phase != "over":
        for frame in c.pending:
            seen.setdefault(frame.kind, frame.to_data())
        if c.phase == "chapter":
            chapter(c)
        else:
            c.choose(c.ai_choice())
    assert {"prologue.retainer", "aftermath.response", "aftermath.retainer", "era.scoring"} <= set(seen)
    for table in seen.values():
        again = Frame.from_data(table).to_data()
        assert again == table and list(again) == list(table), table


def test_a_key_this_build_does_not_read_is_written_back() -> None:
    table = {"t": "aftermath.research", "p": 1, "clan": "ember", "note": ["kept"]}
    frame = Frame.from_data(table)
    assert frame.player == 1 and frame.clan == "ember" and frame.extra == {"note": ["kept"]}
    assert frame.to_data() == table


def test_the_phases_follow_the_rulebook() -> None:
    assert list(PHASES) == ["prologue", "chapter", "aftermath", "era", "over"]
    assert all(phase.words for phase in PHASES.values())
    assert PHASES["prologue"].next == "chapter" and PHASES["chapter"].next == "aftermath"
    assert PHASES["prologue"].ends_when_done and not PHASES["chapter"].ends_when_done
    assert PHASES["aftermath"].closes_chapter and PHASES["era"].closes_chapter


def test_every_step_that_asks_has_its_words_and_every_step_is_one_the_file_may_name() -> None:
    for name, step in STEPS.items():
        assert step.name == name
        phase = name.partition(".")[0]
        assert phase in ("prologue", "join", "aftermath", "era", "end"), name
        if step.options is not None:
            assert step.title.startswith("{who}: ") and step.prompt, name
            assert step.apply is not None, name
        else:
            assert not step.title and not step.prompt and step.run is not None, name


def test_a_frame_naming_no_step_is_refused_when_the_file_is_read() -> None:
    c = new(players=2, seed=3)
    data = c.to_data()
    data["todo"].insert(0, {"t": "aftermath.dance"})
    with pytest.raises(ValueError, match=r"todo\[0\]\.t names no task"):
        Campaign.from_data(data)


@pytest.mark.parametrize(("table", "missing"), [
    ({"t": "aftermath.response", "p": 0, "m": "c01a"}, "i"),
    ({"t": "aftermath.elevate", "p": 0, "clan": "ember"}, "ability"),
    ({"t": "era.primogen", "p": 0, "tied": [0, 1], "decl": []}, "then"),
    ({"t": "prologue.trait"}, "p"),
])
def test_a_frame_without_an_argument_its_step_needs_is_refused(table: dict, missing: str) -> None:
    data = new(players=2, seed=3).to_data()
    data["todo"].insert(0, table)
    with pytest.raises(ValueError, match=rf"todo\[0\]\.{missing} is missing"):
        Campaign.from_data(data)
