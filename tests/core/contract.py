"""The engine contract, checked at every step of random games of every game (OpenSpiel's
random_sim_test; the contract is ../shared/DESIGN.md, "The engine contract"): a decision waits
until the game is over, every legal action applies, is_legal agrees with legal_actions, a clone
is independent, to_data/from_data round-trips, every seat's view round-trips and holds no seed
or rng, a determinized view is playable with as many choices for the seat to move and looks the
same to that seat, and a game
that ended names its winners among its seats."""

from __future__ import annotations

import pytest

from game.core import GameInfo, GameState, IllegalAction, Rng

from .secrets import knowledge, table_sizes

GAMES_PER_SIZE = 2
MOVE_LIMIT = 3000
DEEP_EVERY = 9      # the costlier checks (views, determinize, round trips) at every 9th step


def _check_step(info: GameInfo, state: GameState, step: int, where: str) -> None:
    legal = state.legal_actions()
    assert not state.is_over, where
    assert legal, f"{where}: no legal action before the game is over"
    assert state.current_player is not None and 0 <= state.current_player < state.players, where
    assert len(set(legal)) == len(legal), f"{where}: an action offered twice"
    assert all(state.is_legal(a) for a in legal), f"{where}: is_legal refuses an offered action"
    for action in legal:  # each applies (on a copy), and only on that copy
        twin = state.clone()
        twin.apply(action)
        assert info.action_from_data(action.to_data()) == action, f"{where}: {action} data"
    if step % DEEP_EVERY:
        return
    data = state.to_data()
    assert info.state_from_data(data).to_data() == data, f"{where}: to_data/from_data"
    for seat in range(state.players):
        view = state.view(seat)
        vdata = view.to_data()
        assert "seed" not in vdata and "rng" not in vdata, f"{where}: seat {seat}'s view"
        assert info.state_from_data(vdata).to_data() == vdata, f"{where}: seat {seat}'s view data"
        with pytest.raises(IllegalAction):
            view.apply(legal[0])
    mover = state.current_player
    mine = state.view(mover)
    world = mine.determinize(mover, Rng(step))
    assert knowledge(world.view(mover)) == knowledge(mine), f"{where}: the world changes the mover's view"
    assert world.current_player == mover, f"{where}: determinized world's mover"
    assert len(world.legal_actions()) == len(legal), f"{where}: determinized world's choices"
    world.apply(world.legal_actions()[0])


def _play(info: GameInfo, players: int, seed: int) -> GameState:
    state = info.new_game(players=players, seed=seed)
    referee = Rng(seed * 13 + 5)
    for step in range(MOVE_LIMIT):
        if state.is_over:
            break
        where = f"{info.id} {players}p seed {seed} step {step}"
        _check_step(info, state, step, where)
        before = state.to_data()
        twin = state.clone()
        action = referee.choice(state.legal_actions())
        twin.apply(action)
        assert state.to_data() == before, f"{where}: playing a clone changed the original"
        state.apply(action)
        assert state.to_data() == twin.to_data(), f"{where}: the clone played differently"
    return state


def check_contract(info: GameInfo) -> None:
    """Random games of `info` at its smallest, three-player and largest tables, checked at every
    step against the contract; run first in every game's suite (tests/games/<id>/test_contract.py)."""
    for players in table_sizes(info):
        for k in range(GAMES_PER_SIZE):
            state = _play(info, players, seed=300 + 10 * players + k)
            where = f"{info.id} {players}p game {k}"
            assert state.is_over, f"{where}: not over after {MOVE_LIMIT} moves"
            assert state.legal_actions() == [] and state.current_player is None, where
            winners = state.winners()
            assert winners and all(0 <= w < players for w in winners), f"{where}: winners {winners}"
            assert len(state.scores()) == players, f"{where}: scores"
