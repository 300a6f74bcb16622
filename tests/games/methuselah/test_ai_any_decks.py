"""The AI plays any legal deck (issue 46, item 3): Normal seats with random legal decks play whole
games by the rules, Hard's and Normal's sampled worlds deal every seat from its own deck's list, and
the evaluation reads the table, not which deck a seat plays."""

from __future__ import annotations

from collections import Counter

from game.ai.seat import make_seat
from game.core.rng import Rng
from game.games.methuselah import INFO
from game.games.methuselah.board import seat_lists
from game.games.methuselah.deckgen import ANY, drawn_deck
from game.games.methuselah.decklist import starter
from game.games.methuselah.evaluation import seat_scores
from game.games.methuselah.features import table

from .helpers import check_invariants, counters


def _any(players: int) -> dict[str, str]:
    return {f"deck{p + 1}": ANY for p in range(players)}


def test_normal_seats_play_random_legal_decks_to_the_end_by_the_rules() -> None:
    for seed, players in ((3, 3), (4, 4)):
        state = INFO.new_game(players, seed, _any(players))
        seats = [make_seat("normal", seed * 10 + p) for p in range(players)]
        total = counters(state)
        moves = 0
        while not state.is_over and moves < 4000:
            mover = state.current_player
            assert mover is not None
            action = seats[mover].choose(state.view(mover), Rng(moves))
            assert action in state.legal_actions()
            state.apply(action)
            moves += 1
            if moves % 40 == 0:
                check_invariants(state, total)
        assert state.is_over and state.end_reason


def _mid_game(seed: int) -> object:
    state = INFO.new_game(3, seed, _any(3))
    normal = make_seat("normal", seed)
    while not (state.round >= 3 and state.current_player == 0 and state.step in ("master", "minion")):
        mover = state.current_player
        assert mover is not None and not state.is_over
        state.apply(normal.choose(state.view(mover), Rng(len(state.history))))
    return state


def test_hard_decides_with_random_legal_decks_and_its_worlds_deal_from_each_seats_list() -> None:
    state = _mid_game(8)
    view = state.view(0)
    for k in range(6):
        world = view.determinize(0, Rng(k))
        for p in range(3):
            crypt, library = seat_lists(state, p)
            assert Counter(world.library[p] + world.hand[p]) <= Counter(library)
            assert Counter(world.crypt[p] + world.unc[p]) <= Counter(crypt)
    action = make_seat("hard", 1).choose(view, Rng(2))
    assert action in state.legal_actions()


def test_the_evaluation_and_features_read_the_table_not_which_deck_a_seat_plays() -> None:
    """The same table scores the same whether seat 1 plays a starter deck by its key, the same cards
    as a deck of its own, or a random legal deck: nothing in them is read from the deck."""
    state = INFO.new_game(3, 5, {"deck1": "vote"})
    scores, features = seat_scores(state), table(state)
    for option in (starter("vote"), drawn_deck(5, 0)):
        other = state.clone()
        other.options = {**state.options, "deck1": option}
        other.decks = [-1, *state.decks[1:]]
        assert seat_scores(other) == scores and table(other) == features
