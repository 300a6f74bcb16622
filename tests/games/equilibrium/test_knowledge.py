"""view() hides what a seat may not know; determinize() fills it back consistently."""

from __future__ import annotations

import random

from game.core.records import HIDDEN
from game.core.rng import Rng
from game.games import get


def play_until(state, predicate, seed=0):
    rng = random.Random(seed)
    while not predicate(state):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_view_masks_votes_hands_decks_and_rng() -> None:
    state = get("equilibrium").new_game(2, seed=11)
    play_until(state, lambda s: s.phase == "era" and s.votes[0] != -1)
    view = state.view(1)
    assert view.rng is None
    assert view.votes[0] == HIDDEN and view.votes[1] == -1
    assert all(c == HIDDEN for c in view.vote_options[0])
    assert view.vote_options[1] == state.vote_options[1]
    assert all(c == HIDDEN for c in view.hands[0]) and view.hands[1] == state.hands[1]
    assert all(c == HIDDEN for c in view.decks[0]) and sorted(view.decks[1]) == sorted(state.decks[1])
    assert all(c == HIDDEN for c in view.neutral_deck)
    assert view.boards == state.boards and view.intrigue == state.intrigue


def test_determinize_is_consistent_with_the_view() -> None:
    state = get("equilibrium").new_game(2, seed=12, options={"advanced": True})
    play_until(state, lambda s: s.round_no == 5 or s.is_over, seed=3)
    for k in range(5):
        world = state.determinize(0, Rng(k))
        assert world.view(0).to_data() == state.view(0).to_data()
        # the world is a complete, playable state
        assert world.rng is not None and HIDDEN not in world.decks[1]
        assert sorted(world.decks[1] + world.removed_votes[1] + world.hidden_votes[1]
                      + [c for _, who, c in world.revealed if who == 1]) == list(range(12))
        cards = world.cards + world.spent_hand_cards + world.hands[0] + world.hands[1] + world.unused_cards
        every = [cid for cid, card in world.content.cards.items() if card.type != "board"]
        assert sorted(cards) == sorted(every)  # each action card exactly once
        play_until(world, lambda s: s.is_over, seed=k)


def test_determinize_from_view_equals_from_truth() -> None:
    state = get("equilibrium").new_game(3, seed=13)
    play_until(state, lambda s: s.phase == "era", seed=1)
    a = state.determinize(2, Rng(5)).to_data()
    b = state.view(2).determinize(2, Rng(5)).to_data()
    assert a == b
