"""Issue 40 (4): a move that shows anyone something hidden closes undo behind it, in every game.

The oracle is the issue's: a move revealed something to its mover if what she sees after it
differs between worlds sampled from her view before it (the same action played, the same
chance outcomes). Random games of every game are played through a session of human seats; every
move the session would let its mover take back must show her the same thing in every world."""

from __future__ import annotations

import random

import pytest

from game.games import GAME_IDS, get
from game.ui.session import GameSession
from tests.core.secrets import knowledge, worlds_of

SAMPLES = 6
GAMES = {"equilibrium": 2, "elysium": 4, "bloodlines": 2, "nocturne": 2, "methuselah": 3}


def showed_its_mover(state, action) -> bool:
    """True if `action`'s result, seen from the mover's seat, differs between sampled worlds."""
    mover = state.current_player
    seen = set()
    truth = state.clone()
    truth.apply(action)
    seen.add(repr(knowledge(truth.view(mover))))
    for world in worlds_of(state, mover, SAMPLES, seed=len(state.history)):
        if not world.is_legal(action):
            return True
        world.apply(action)
        seen.add(repr(knowledge(world.view(mover))))
    return len(seen) > 1


def leaks(game_id: str, games: int, moves: int = 250) -> tuple[int, int]:
    """(undoable moves that showed their mover something hidden, undoable moves) over random games."""
    info = get(game_id)
    leaked = undoable = 0
    for seed in range(games):
        players = (info.min_players, info.max_players, min(3, info.max_players))[seed % 3]
        seats = [{"name": f"Seat {i}", "kind": "human"} for i in range(players)]
        session = GameSession.start(info, {"players": players, "seed": seed, "options": {}, "seats": seats})
        rng = random.Random(seed)
        for _ in range(moves):
            state = session.state
            if state.is_over:
                break
            action = rng.choice(state.legal_actions())
            shown = showed_its_mover(state, action)
            session.play(action)
            if not session.moves[-1].revealed:
                undoable += 1
                leaked += shown
    return leaked, undoable


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_undoable_move_showed_its_mover_anything_hidden(game_id: str) -> None:
    leaked, undoable = leaks(game_id, GAMES[game_id], moves=150 if game_id == "bloodlines" else 250)
    assert undoable > 0
    assert leaked == 0, f"{leaked} of {undoable} undoable moves showed their mover something hidden"


def test_a_master_card_played_closes_undo_at_the_methuselah_table() -> None:
    """The issue's case: a master card played draws its replacement from the hidden library."""
    from game.games.methuselah import actions as MA

    info = get("methuselah")
    session = GameSession.start(info, {"players": 3, "seed": 5, "options": {},
                                       "seats": [{"name": f"S{i}", "kind": "human"} for i in range(3)]})
    rng = random.Random(5)
    for _ in range(2000):
        state = session.state
        master = [a for a in state.legal_actions() if isinstance(a, MA.PlayMaster)]
        if master:
            mover = state.current_player
            library = len(state.library[mover])
            session.play(master[0])
            if len(session.state.library[mover]) < library:  # the replacement drawn
                assert session.moves[-1].revealed and not session.can_undo()
                return
        else:
            session.play(rng.choice(state.legal_actions()))
    pytest.fail("no master card played with a draw")
