"""The frames of the pending-decision stack: records that save as the tables frames always were,
copy independently, and name a declared kind of the flow."""

from __future__ import annotations

import pytest

from game.core import Rng
from game.core.pending import Decision, Task
from game.games.bloodlines import INFO
from game.games.bloodlines.effect_frames import Effect, QueueRemoval
from game.games.bloodlines.flow import FLOW
from game.games.bloodlines.frames import Activation, Modification, Torpor
from game.games.bloodlines.stack import BY_KIND, Stack, frame_from_data


def _positions(seeds: range, edition: int | None = None):  # type: ignore[no-untyped-def]
    for seed in seeds:
        options = {} if edition is None else {"rules_edition": edition}
        state = INFO.new_game(players=2 + seed % 3, seed=seed, options=options)
        rng = Rng(seed)
        while not state.is_over:
            yield state
            state.apply(rng.choice(state.legal_actions()))


def test_every_kind_of_frame_has_one_record_type_and_one_declaration_in_the_flow() -> None:
    assert set(BY_KIND) == set(FLOW.frames)
    for kind, declared in FLOW.frames.items():
        assert isinstance(declared, Decision | Task)
        if isinstance(declared, Decision):
            assert declared.prompt and declared.waiting, kind


def test_the_stack_saves_as_plain_tables_and_reads_back_the_same() -> None:
    seen: set[str] = set()
    for state in _positions(range(6)):
        data = state.stack.to_data()
        assert all(type(table) is dict and isinstance(table["k"], str) for table in data)
        again = Stack.from_data(data)
        assert again == state.stack and again.to_data() == data
        for frame, table in zip(state.stack, data, strict=True):
            assert set(table) <= {key for _attribute, key in type(frame).SAVED}
            seen.add(frame.kind)
        top = state.stack[-1]
        assert top.kind == state.step and top.seat == state.current_player
    assert {"game", "turn", "sire", "ops"} <= seen


def test_a_copied_stack_shares_nothing_with_the_original() -> None:
    state = next(s for s in _positions(range(3, 9)) if any(f.kind == "act" for f in s.stack))
    activation = next(f for f in state.stack if isinstance(f, Activation))
    copy = state.stack.copy()
    twin = copy[state.stack.index(activation)]
    assert isinstance(twin, Activation) and twin == activation and twin is not activation
    twin.left.append("nowhere")
    twin.vampire = -5
    assert "nowhere" not in activation.left and activation.vampire != -5


def test_keys_present_only_part_of_the_time_are_saved_only_then() -> None:
    removal = QueueRemoval(0, 2, True)
    assert removal.to_data() == {"k": "remove", "p": 0, "left": 2, "up": True}
    warlike = QueueRemoval(1, 5, True, least=1)
    assert warlike.to_data() == {"k": "remove", "p": 1, "left": 5, "up": True, "least": 1, "got": 0}
    torpor = Torpor(0, 3, 7)
    assert torpor.to_data() == {"k": "torpor", "a": 0, "s": 3, "v": 7}
    torpor.kind, torpor.must, torpor.seat = "sacrifice", True, 1
    assert torpor.to_data() == {"k": "sacrifice", "a": 0, "s": 3, "v": 7, "must": True, "p": 1}
    effect = Effect([0, 4], 1, 9, coterie=[9, 10], scheme=4)
    assert effect.to_data() == {"k": "ops", "src": [0, 4], "i": 0, "a": 1, "s": 9, "lim": -1,
                                "co": [9, 10], "rc": -1, "sc": 4}
    assert frame_from_data(effect.to_data()) == effect


def test_an_unknown_kind_or_key_is_refused_by_name() -> None:
    with pytest.raises(KeyError, match="nowhere"):
        frame_from_data({"k": "nowhere"})
    with pytest.raises(KeyError, match="zz"):
        frame_from_data({"k": "turn", "p": 0, "zz": 1})
    with pytest.raises(TypeError, match="stack"):
        Stack.from_data({"k": "turn"})


def test_a_decision_of_the_long_war_writes_its_keys_in_the_order_they_always_had() -> None:
    direct = Modification(0, 12, "long_war")
    direct.region, direct.archetype, direct.seat, direct.kind = 2, "scholarly", 0, "sab_token"
    assert list(direct.to_data()) == ["k", "a", "v", "bg", "at", "r", "act", "p"]
    direct.kind, direct.token = "sab_region", 5
    assert list(direct.to_data()) == ["k", "a", "v", "bg", "at", "r", "act", "p", "t"]
    roamed = Modification(0, 12, "long_war")
    roamed.seat, roamed.geography, roamed.region, roamed.archetype = 0, "north", 0, "warlike"
    roamed.kind = "sab_token"
    assert list(roamed.to_data()) == ["k", "a", "v", "bg", "at", "p", "geo", "r", "act"]
    assert frame_from_data(direct.to_data()) == direct
