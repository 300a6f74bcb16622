"""Issue 40 (5), as the issue measured it: after a move, the next seat to decide is the same in every
world of the mover's view (the same chance outcomes), unless the move showed the table something
that tells them apart (its public log lines differ: the end of Nocturne's planning tells how many
orders each lord holds, the orders turned over tell where they went; the flow may follow that)."""

from __future__ import annotations

import pytest

from game.games import GAME_IDS
from tests.core.secrets import random_positions, worlds_of

SAMPLES = 6
GAMES = {"equilibrium": 3, "elysium": 12, "bloodlines": 3, "nocturne": 6, "methuselah": 8}


def public(events) -> list[str]:
    return [e.text_for(None) for e in events]


def disagree(state, action) -> bool:
    """Does some world of the mover's view, whose table was told the same, reach another decider?"""
    truth = state.clone()
    told = public(truth.apply(action))
    for world in worlds_of(state, state.current_player, SAMPLES, seed=len(state.history) + 7):
        assert world.is_legal(action), f"{action} legal in the true game, not in a world of the mover's view"
        if public(world.apply(action)) == told and world.current_player != truth.current_player:
            return True
    return False


def disagreements(game_id: str, games: int, moves: int = 400) -> tuple[int, int, list]:
    bad, total, examples = 0, 0, []
    for seed, state, action in random_positions(game_id, games, moves):
        total += 1
        if disagree(state, action):
            bad += 1
            examples.append((seed, len(state.history), action))
    return bad, total, examples[:5]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_next_seat_to_decide_does_not_depend_on_what_the_table_cannot_see(game_id: str) -> None:
    bad, total, examples = disagreements(game_id, GAMES[game_id])
    assert total > 0
    assert bad == 0, f"{bad} of {total} moves: the next decider depended on hidden information: {examples}"
