"""Every registered game's declared record round-trips every field, at every step of random games.

The declaration (in the class body, collected into ``FIELDS``) is the one place a field is named: clone,
to_data, from_data and the view masking all come from it.  These tests check
that nothing a state holds escapes it and that each derived operation keeps
every field.
"""

from __future__ import annotations

import tomllib

import pytest
import tomli_w

from game.core import GameInfo, GameState, Rng
from game.core.records import HIDDEN

from .secrets import enough_points, random_points, registered, table_sizes


def _undeclared(state: GameState) -> set[str]:
    known = set(type(state).FIELDS) | set(GameState.BASE) | set(type(state).DERIVED)
    return {name for name in vars(state) if name not in known}


@pytest.mark.parametrize("info", registered(), ids=lambda i: i.id)
def test_every_attribute_of_a_state_is_declared(info: GameInfo) -> None:
    for players in table_sizes(info):
        for point in random_points(info, players, seed=11, every=5):
            assert not _undeclared(point), f"{info.id}: declare {sorted(_undeclared(point))} in the class body or DERIVED"
            assert not _undeclared(point.view(0))


@pytest.mark.parametrize("info", registered(), ids=lambda i: i.id)
def test_clone_to_data_and_from_data_keep_every_field(info: GameInfo) -> None:
    steps = 0
    for players in table_sizes(info):
        for point in enough_points(info, players, seed=23 + players, every=1, at_least=60, limit=400):
            data = point.to_data()
            assert point.clone().to_data() == data
            again = info.state_from_data(tomllib.loads(tomli_w.dumps(data)))
            assert again.to_data() == data
            assert again.legal_actions() == point.legal_actions()
            view = point.view(steps % players)
            assert info.state_from_data(view.to_data()).to_data() == view.to_data()
            steps += 1
    assert steps > 100


@pytest.mark.parametrize("info", registered(), ids=lambda i: i.id)
def test_a_clone_shares_nothing_that_changes(info: GameInfo) -> None:
    """Play on a clone; the original (and a view of it) must not move."""
    referee = Rng(4)
    for point in random_points(info, info.max_players, seed=31, every=3, limit=300):
        before = point.to_data()
        seen = point.view(0).to_data()
        twin = point.clone()
        for _ in range(4):
            if twin.is_over:
                break
            twin.apply(referee.choice(twin.legal_actions()))
        assert point.to_data() == before
        view = point.view(0)
        determinized = view.determinize(0, Rng(9))
        if not determinized.is_over:
            determinized.apply(determinized.legal_actions()[0])
        assert view.to_data() == seen


@pytest.mark.parametrize("info", registered(), ids=lambda i: i.id)
def test_a_view_masks_with_the_one_marker(info: GameInfo) -> None:
    """Secret fields of a view hold only HIDDEN where the true state holds something else."""
    masked_somewhere = False
    for point in random_points(info, info.max_players, seed=41, every=9):
        true = point.to_data()
        seen = point.view(0).to_data()
        for name, spec in type(point).FIELDS.items():
            key = spec.key(name)
            if spec.secrecy == "secret" and key in true:
                flat_true = _leaves(true[key])
                flat_seen = _leaves(seen[key])
                assert len(flat_true) == len(flat_seen), f"{info.id}.{name}: a view keeps the size"
                assert all(v == HIDDEN for v in flat_seen), f"{info.id}.{name}: not masked"
                masked_somewhere |= bool(flat_seen)
    assert masked_somewhere, f"{info.id} declares no secret field that ever holds anything"


def _leaves(value: object) -> list[object]:
    if isinstance(value, list):
        return [leaf for v in value for leaf in _leaves(v)]
    return [value]


def test_the_fast_masks_agree_with_the_general_rule() -> None:
    from game.core import records as r

    values = {"flat": [3, 1, 2], "nested": [[5, 4], [], [7, 6, 9]]}
    for (shape, secrecy), fast in r._FAST.items():
        spec = r.Field(shape, secrecy)
        value = values[shape]
        for seat in (None, 0, 2):
            expected = r.mask_field(spec, value, seat, None)
            assert fast(value, seat, None) == expected, (shape, secrecy, seat)
            assert expected != value or secrecy == "order"
