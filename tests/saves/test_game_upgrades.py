"""What a game declares for its own old saves (GameInfo.save_upgrades) is run by the save layer's
upgrade of that version, and the save layer names no game; a kind of file a game declares
(GameInfo.files) is found through the registry."""

from __future__ import annotations

import copy

import pytest

import game.games
from game.core.saving import SaveUpgrade
from game.saves import campaign_file
from game.saves.errors import SaveError
from game.saves.plain_data import snapshot_hash
from game.saves.upgrades import OLD_SHAPE, SAVE_VERSION, upgrade


def old_save(version: int, state: dict | None = None) -> dict:
    state = state if state is not None else {"phase": "night", "options": {"size": 3}}
    return {"format": "danse-macabre-save", "version": version, "game": "made-up",
            "setup": {"options": {"size": 3}},
            "actions": [{"kind": "offer", "card": -1}, {"kind": "pass"}],
            "snapshot": {"hash": snapshot_hash(state), "state": state}}


def steps(*declared: SaveUpgrade):
    return lambda game_id: declared if game_id == "made-up" else ()


def test_a_games_step_runs_only_at_its_version_and_records_its_edition() -> None:
    got = upgrade(old_save(3), game_steps=steps(SaveUpgrade(3, edition=2), SaveUpgrade(1, edition=9)))
    assert got["version"] == SAVE_VERSION
    assert got["setup"]["options"] == {"rules_edition": 2, "size": 3}
    state = got["snapshot"]["state"]
    assert state["options"] == {"rules_edition": 2, "size": 3}
    assert got["snapshot"]["hash"] == snapshot_hash(state), "hashed again: still compared with the replay"
    assert "shape" not in got["snapshot"]


def test_the_v2_step_writes_the_edition_after_the_options_as_v3_always_did() -> None:
    got = upgrade(old_save(2), game_steps=steps(SaveUpgrade(2, edition=1)))
    assert list(got["setup"]["options"]) == ["size", "rules_edition"]


def test_fill_actions_and_compared_are_the_games_own() -> None:
    def fill(state: dict) -> dict:
        return {**state, "remembered": []}

    def without_no_card(action: dict) -> dict:
        return {k: v for k, v in action.items() if v != -1}

    got = upgrade(old_save(4), game_steps=steps(SaveUpgrade(4, edition=1, fill=fill, action=without_no_card,
                                                            compared=lambda state: state["phase"] != "night")))
    assert got["actions"] == [{"kind": "offer"}, {"kind": "pass"}]
    assert got["snapshot"]["state"]["remembered"] == []
    assert got["snapshot"]["shape"] == OLD_SHAPE, "the game said such a snapshot cannot be compared"


def test_an_edited_snapshot_is_left_as_it_was_to_be_reported() -> None:
    document = old_save(4)
    document["snapshot"]["state"]["phase"] = "edited"
    before = copy.deepcopy(document["snapshot"])
    got = upgrade(document, game_steps=steps(SaveUpgrade(4, edition=1)))
    assert got["snapshot"] == before
    assert got["setup"]["options"]["rules_edition"] == 1


def test_another_games_save_only_changes_version() -> None:
    document = old_save(3)
    document["game"] = "another"
    got = upgrade(copy.deepcopy(document), game_steps=steps(SaveUpgrade(3, edition=2)))
    assert got == {**document, "version": SAVE_VERSION}


def test_every_registered_games_steps_are_for_versions_the_save_layer_upgrades_from() -> None:
    for info in game.games.all_games():
        for step in info.save_upgrades:
            assert 1 <= step.version < SAVE_VERSION, (info.id, step)
            assert step.edition is None or 1 <= step.edition < info.rules_edition, (info.id, step)


def test_the_campaign_file_is_the_kind_a_game_declares(monkeypatch: pytest.MonkeyPatch) -> None:
    kind = campaign_file.campaign_kind()
    assert kind is game.games.get("bloodlines").files[0]
    monkeypatch.setattr(game.games, "file_kind", lambda name: None)
    with pytest.raises(SaveError, match="no game of this build plays campaigns"):
        campaign_file.campaign_kind()
