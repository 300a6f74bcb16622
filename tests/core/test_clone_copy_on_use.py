"""Copy on use (game.core.state, ``COPY_ON_USE``): a clone or a view shares the state's fields
until either reads one, so these check the promise ``clone`` makes: a clone's change never
reaches the state it was made from, and the other way round, however the two are played,
cloned again, viewed or determinized, and in whatever order their fields are first read."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import games
from game.core import GameInfo, GameState, Rng
from game.saves.plain_data import snapshot_hash

SHARING = [info for info in games.all_games() if info.factory.COPY_ON_USE]  # type: ignore[attr-defined]


def _play(state: GameState, moves: int, rng: Rng) -> None:
    for _ in range(moves):
        if state.is_over:
            return
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])


def _fingerprint(state: GameState) -> str:
    """The whole state as data (read without copying anything: to_data reads the shared parts)."""
    return snapshot_hash(state.to_data())


def _touch(state: GameState, names: list[str]) -> None:
    """Read some fields (a first read takes the state's own copy)."""
    for name in names:
        getattr(state, name)


def test_some_game_shares_its_fields() -> None:
    assert SHARING, "no registered game opts into copy on use"
    for info in SHARING:
        assert info.factory._lazy  # type: ignore[attr-defined]


@pytest.mark.parametrize("info", SHARING, ids=lambda info: info.id)
@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), before=st.integers(0, 120), after=st.integers(1, 60),
       order=st.randoms(use_true_random=False))
def test_a_clone_and_its_original_never_reach_each_other(info: GameInfo, seed: int, before: int, after: int,
                                                         order: Any) -> None:
    state = info.new_game(players=info.min_players + seed % (info.max_players - info.min_players + 1), seed=seed)
    rng = Rng(seed)
    _play(state, before, rng)
    names = sorted(state._lazy)  # type: ignore[attr-defined]
    order.shuffle(names)
    original = _fingerprint(state)
    twin = state.clone()
    assert _fingerprint(twin) == original
    _touch(twin, names[: len(names) // 2])       # some read first by the clone, some by the original
    _touch(state, names[len(names) // 2:])
    _play(twin, after, Rng(seed + 1))            # the clone plays on: the original is as it was
    assert _fingerprint(state) == original
    changed = _fingerprint(twin)
    grandchild = twin.clone()                    # a clone of a clone, played by the original's side
    _play(state, after, Rng(seed + 2))           # the original plays on: neither clone moves
    assert _fingerprint(twin) == changed
    assert _fingerprint(grandchild) == changed
    _play(grandchild, after, Rng(seed + 3))
    assert _fingerprint(twin) == changed


@pytest.mark.parametrize("info", SHARING, ids=lambda info: info.id)
@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10_000), before=st.integers(0, 120), after=st.integers(1, 60))
def test_views_and_worlds_never_reach_the_state(info: GameInfo, seed: int, before: int, after: int) -> None:
    state = info.new_game(players=info.min_players, seed=seed)
    _play(state, before, Rng(seed))
    if state.is_over:
        return
    seat = state.current_player
    assert seat is not None
    original = _fingerprint(state)
    view = state.view(seat)
    seen = _fingerprint(view)
    world = view.determinize(seat, Rng(seed + 1))
    _play(world, after, Rng(seed + 2))
    assert _fingerprint(state) == original
    assert _fingerprint(view) == seen
    _play(state, after, Rng(seed + 3))
    assert _fingerprint(view) == seen


@pytest.mark.parametrize("info", SHARING, ids=lambda info: info.id)
def test_each_field_is_its_own_after_a_clone(info: GameInfo) -> None:
    """Once both have read a field, the clone's and the original's are different objects, and a
    change written into one (every list of every field) leaves the other's data as it was."""
    state = info.new_game(players=info.min_players, seed=5)
    _play(state, 40, Rng(5))
    original = _fingerprint(state)
    twin = state.clone()
    for name in sorted(state._lazy):  # type: ignore[attr-defined]
        mine, theirs = getattr(state, name), getattr(twin, name)
        assert mine is not theirs, name
        if isinstance(theirs, list):
            theirs.append(None)
            for item in theirs:
                if isinstance(item, list):
                    item.append(None)
    assert _fingerprint(state) == original
