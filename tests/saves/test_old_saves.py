"""Saves written by older builds still load, and stay honest.

v1 fixtures were written by the code of main before the kit (commit da4c29b), v2 Equilibrium
fixtures by main before issue 10 moved intrigue onto the board's spaces (commit d6e0f2b): games
with random moves, mid-game.  Old Equilibrium games play on under the first table's rules.
"""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

import pytest

from game.saves import load_game, save_game
from game.saves.plain_data import snapshot_hash
from game.saves.savefile import EDITED_SNAPSHOT, read_document
from game.saves.upgrades import SAVE_VERSION

FIXTURES = sorted((Path(__file__).parent / "fixtures").glob("v1-*.toml"))
V2_EQUILIBRIUM = sorted((Path(__file__).parent / "fixtures").glob("v2-equilibrium-*.toml"))


def test_there_are_old_saves_of_both_first_games() -> None:
    assert {p.name.split("-")[1] for p in FIXTURES} == {"equilibrium", "elysium"}


@pytest.mark.parametrize("fixture", FIXTURES, ids=lambda p: p.stem)
def test_an_old_save_loads_with_every_move(fixture: Path, tmp_path: Path) -> None:
    path = tmp_path / fixture.name
    shutil.copy(fixture, path)
    before = path.read_bytes()
    old = tomllib.loads(before.decode("utf-8"))
    assert old["version"] == 1
    loaded = load_game(path)
    assert path.read_bytes() == before, "loading must never change the file"
    assert loaded.warnings == []
    assert len(loaded.state.history) == len(old["actions"])
    assert loaded.state.players == old["setup"]["players"]
    assert [a.to_data() for a in loaded.state.history] == read_document(path)["actions"]
    if "elysium" in fixture.name:  # v1's "no card" (-1) is absent in v2; -1 is the hidden marker now
        offers = [a for a in loaded.state.history if a.kind == "offer"]
        assert offers and all(a.want_card != -1 for a in offers)
    # saved again, it is a current save whose snapshot is checked against the log
    again = save_game(tmp_path / "again.toml", loaded.state, loaded.setup)
    document = tomllib.loads(again.read_text("utf-8"))
    assert document["version"] == SAVE_VERSION and "shape" not in document["snapshot"]
    reloaded = load_game(again)
    assert reloaded.state.to_data() == loaded.state.to_data()


@pytest.mark.parametrize("fixture", FIXTURES[:1], ids=lambda p: p.stem)
def test_an_edited_old_snapshot_is_still_reported(fixture: Path, tmp_path: Path) -> None:
    import tomli_w

    document = tomllib.loads(fixture.read_text("utf-8"))
    document["snapshot"]["state"]["players"] = 9
    assert snapshot_hash(document["snapshot"]["state"]) != document["snapshot"]["hash"]
    path = tmp_path / "edited.toml"
    path.write_text(tomli_w.dumps(document), "utf-8")
    assert EDITED_SNAPSHOT in load_game(path).warnings


def test_there_are_v2_equilibrium_saves_of_every_table_size() -> None:
    assert sorted(int(p.stem.split("-")[2][0]) for p in V2_EQUILIBRIUM) == [2, 3, 4, 5]


@pytest.mark.parametrize("fixture", V2_EQUILIBRIUM + [p for p in FIXTURES if "equilibrium" in p.name],
                         ids=lambda p: p.stem)
def test_an_old_equilibrium_game_plays_on_under_the_first_tables_rules(fixture: Path, tmp_path: Path) -> None:
    path = tmp_path / fixture.name
    shutil.copy(fixture, path)
    before = path.read_bytes()
    old = tomllib.loads(before.decode("utf-8"))
    loaded = load_game(path)      # a v2 snapshot is still compared with the replayed log
    assert path.read_bytes() == before and loaded.warnings == []
    assert len(loaded.state.history) == len(old["actions"])
    state = loaded.state
    assert state.options["rules_edition"] == 1 and state.rules_edition == 1 and state.spaces == []
    if old["version"] == 2:
        assert state.to_data()["intrigue"] == old["snapshot"]["state"]["intrigue"]
    # the game goes on, and a save of it keeps the first table's rules
    if not state.is_over:
        state.apply(state.legal_actions()[0])
    again = load_game(save_game(tmp_path / "again.toml", state, loaded.setup))
    assert again.state.rules_edition == 1 and again.state.to_data() == state.to_data()


@pytest.mark.parametrize("fixture", V2_EQUILIBRIUM, ids=lambda p: p.stem)
def test_an_old_log_does_not_fit_the_new_rules(fixture: Path) -> None:
    """Why the upgrade records the rules: replayed under the new rules, an old log breaks."""
    from game.core.errors import IllegalAction
    from game.games import get

    document = tomllib.loads(fixture.read_text("utf-8"))
    info = get("equilibrium")
    state = info.new_game(document["setup"]["players"], document["setup"]["seed"], document["setup"]["options"])
    with pytest.raises(IllegalAction):
        for data in document["actions"]:
            state.apply(info.action_from_data(data))


def test_an_edited_v2_equilibrium_snapshot_is_still_reported(tmp_path: Path) -> None:
    import tomli_w

    document = tomllib.loads(V2_EQUILIBRIUM[0].read_text("utf-8"))
    document["snapshot"]["state"]["intrigue"][0] += 1
    path = tmp_path / "edited.toml"
    path.write_text(tomli_w.dumps(document), "utf-8")
    assert EDITED_SNAPSHOT in load_game(path).warnings


LATE_WITHDRAWAL = Path(__file__).parent / "fixtures" / "v1-elysium-4p-late-withdrawal.toml"


def test_an_old_elysium_game_with_a_late_withdrawal_plays_on_under_its_rules(tmp_path: Path) -> None:
    """The first table let a Primogen withdraw after playing a card or using a power that Resource
    Phase; a game begun then keeps that rule (rules_edition 1) and its log replays."""
    from game import games
    from game.core import IllegalAction

    old = tomllib.loads(LATE_WITHDRAWAL.read_text("utf-8"))
    kinds = [a["kind"] for a in old["actions"]]
    loaded = load_game(LATE_WITHDRAWAL)
    assert loaded.state.rules_edition == 1 and len(loaded.state.history) == len(kinds)
    movers = loaded.state.movers
    late = next(i for i, k in enumerate(kinds)
                if k == "withdraw" and movers[i - 1] == movers[i]
                and kinds[i - 1] in ("play_card", "discard_in_play", "use_power"))
    # under issue 10's rules (edition 2) the same log breaks at that withdrawal: the edition keeps it
    info = games.get("elysium")
    fresh = info.new_game(old["setup"]["players"], old["setup"]["seed"], {**old["setup"]["options"], "rules_edition": 2})
    with pytest.raises(IllegalAction):
        for action in loaded.state.history:
            fresh.apply(action)
    assert len(fresh.history) == late
