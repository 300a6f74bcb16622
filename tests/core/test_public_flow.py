"""Issue 40 (5): the flow of a game never depends on hidden information beyond what the table sees.

A seat is asked whenever, from what the others can see, it might be able to answer (it may pass);
it is skipped only when it cannot possibly answer by public information.  So wherever a seat is
asked, it is asked in every world the others can imagine: worlds sampled from another seat's view
(the same chance outcomes), where the deciding seat's hidden cards are dealt again, must stop the
flow at the same decision; a world where the flow would have played its lone pass unasked shows
that being asked told the table something hidden (that it holds a card that answers), and the
AI's worlds would disagree with what it saw."""

from __future__ import annotations

import importlib

import pytest

from game.core import Pass, Rng
from game.core.state import RULES_EDITION
from game.games import GAME_IDS, get
from tests.core.secrets import random_positions, worlds_of

SAMPLES = 4
GAMES = {"equilibrium": 3, "elysium": 12, "bloodlines": 3, "nocturne": 6, "methuselah": 8}


def stops_here(world) -> bool:
    """Would the flow ask the deciding seat in `world`, or play its lone pass unasked?"""
    flow = world.FLOW or importlib.import_module(f"game.games.{world.info.id}.flow").FLOW
    return bool(flow.stops(world))


def told(state) -> bool:
    """True if, in some world of another seat's view, the deciding seat would not be asked here."""
    seat = state.current_player
    other = (seat + 1) % state.players
    return any(not stops_here(world) for world in worlds_of(state, other, SAMPLES, seed=len(state.history)))


def disagreements(game_id: str, games: int, moves: int = 400) -> tuple[int, int, list]:
    """(decisions whose asking told the table something hidden, decisions, a few of them)."""
    bad, total, examples = 0, 0, []
    for seed, state, _action in random_positions(game_id, games, moves):
        total += 1
        if told(state):
            bad += 1
            examples.append((seed, len(state.history), state.current_player, state.step))
    return bad, total, examples[:5]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_seat_is_asked_in_every_world_the_others_can_imagine(game_id: str) -> None:
    bad, total, examples = disagreements(game_id, GAMES[game_id])
    assert total > 0
    assert bad == 0, f"{bad} of {total} decisions told the table something hidden: {examples}"


@pytest.mark.parametrize(("game_id", "old"), [("elysium", 3), ("methuselah", 1)])
def test_a_seat_asked_only_to_pass_was_skipped_under_the_old_edition(game_id: str, old: int) -> None:
    """The new asking is gated by the rules edition, so an old game replays move for move: where
    the current edition asks a seat that can only pass, the same move under the old one never
    stops at a lone pass (the flow plays it unasked)."""
    info = get(game_id)
    assert info.rules_edition > old
    found = 0
    for seed in range(20):
        state = info.new_game(players=3, seed=seed)
        rng = Rng(seed)
        while not state.is_over and found < 4:
            action = rng.choice(state.legal_actions())
            before = state.clone()
            state.apply(action)
            if not state.is_over and state.legal_actions() == [Pass()]:
                before.options[RULES_EDITION] = old
                before._touched()
                before.apply(action)
                assert before.is_over or before.legal_actions() != [Pass()]
                found += 1
        if found >= 4:
            return
    pytest.fail(f"only {found} seats asked only to pass in 20 games of {game_id}")
