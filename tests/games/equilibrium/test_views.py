"""A seat's view of Equilibrium holds nothing it may not know: others' votes stay secret until
they are turned over (eras 1-2) or to the end (eras 3-4), a white vote until the reveal, and no
seed or rng to rebuild the hidden cards from."""

from __future__ import annotations

import random

from game.core.actions import Masked
from game.core.records import HIDDEN
from game.games.equilibrium.actions import Vote
from game.games.equilibrium.state import EquilibriumState

from .helpers import new_state


def _until_voting(state: EquilibriumState, voted: int, seed: int = 0) -> EquilibriumState:
    """Play at random until `voted` seats have chosen in an era vote."""
    rng = random.Random(seed)
    while not (state.phase == "era" and sum(state.voted) == voted):
        state.apply(rng.choice(state.legal_actions()))
    return state


def _era(state: EquilibriumState, era: int, seed: int = 0) -> EquilibriumState:
    rng = random.Random(seed)
    while not (state.phase == "era" and state.era_no == era and not any(state.voted)):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_another_seats_vote_is_never_in_my_view_before_its_reveal() -> None:
    for era in (1, 3):
        state = _era(new_state(3, seed=5, white_vote=True), era, seed=era)
        card = state.vote_options[0][0]
        state.apply(Vote(card))
        view = state.view(1)
        assert view.history[-1] == Masked(0)                  # the vote of seat 0, as seat 1 saw it
        assert view.votes[0] == HIDDEN and view.voted == [True, False, False]
        assert view.current_player == 1                       # who has voted stays public
        assert state.view(0).history[-1] == Vote(card)        # my own vote I see
        assert state.view(0).votes[0] == card
        assert "seed" not in view.to_data() and "rng" not in view.to_data()
        assert view.seed is None and view.rng is None


def test_face_down_votes_stay_hidden_to_the_end_and_their_history_too() -> None:
    state = _era(new_state(3, seed=6), 3, seed=2)
    while state.phase == "era":
        state.apply(state.legal_actions()[0])
    assert all(len(h) == 1 for h in state.hidden_votes)
    view = state.view(2)
    assert view.hidden_votes[0] == [HIDDEN] and view.hidden_votes[2] == state.hidden_votes[2]
    votes = [a for a, m in zip(view.history, view.movers) if m != 2 and a.kind in ("vote", "masked")]
    assert votes and all(isinstance(a, Masked) for a in votes)


def test_a_white_vote_is_hidden_until_the_cards_are_turned_over() -> None:
    state = _era(new_state(3, seed=7, white_vote=True), 1, seed=4)
    card = state.vote_options[0][0]
    events = state.apply(Vote(card, white=True))
    assert [e.text_for(1) for e in events] == ["Seat 1 chooses a card, face down"]
    assert all("white" not in str(e.data) for e in events)
    view = state.view(1)
    assert view.white_pending[0] == HIDDEN and view.white_pending[1] is False
    assert state.view(0).white_pending[0] is True
    state.apply(state.legal_actions()[0])
    events = state.apply(state.legal_actions()[0])            # the last vote: all turned over
    assert "Seat 1 cast the white vote" in [e.text_for(2) for e in events]
    assert state.white_used[0] and state.view(2).white_used[0]


def _two_futures(state: EquilibriumState, a: Vote, b: Vote) -> tuple[EquilibriumState, EquilibriumState]:
    first, second = state.clone(), state.clone()
    first.apply(a)
    second.apply(b)
    return first, second


def test_views_are_identical_when_only_others_votes_differ() -> None:
    checked = 0
    for players, era, seed in ((2, 1, 1), (3, 2, 2), (4, 3, 3), (5, 4, 4), (3, 1, 5)):
        state = _era(new_state(players, seed=seed, white_vote=True), era, seed=seed)
        while state.phase == "era" and sum(state.voted) < players - 1:   # the last vote reveals all
            mover = state.current_player
            legal = state.legal_actions()
            for a in legal:
                for b in legal:
                    if a == b:
                        continue
                    first, second = _two_futures(state, a, b)
                    for seat in range(players):
                        if seat != mover:
                            assert first.view(seat).to_data() == second.view(seat).to_data()
                            checked += 1
            state.apply(legal[0])
    assert checked > 100


def test_a_view_of_a_two_player_game_hides_the_other_hand_and_the_box() -> None:
    state = _until_voting(new_state(2, seed=8, advanced=True), 1, seed=3)
    view = state.view(1)
    assert view.hands[0] == [HIDDEN] * len(state.hands[0]) and view.hands[1] == state.hands[1]
    assert view.unused_cards == [HIDDEN] * len(state.unused_cards)
    assert view.neutral_deck == [HIDDEN] * len(state.neutral_deck)
    assert sorted(view.decks[1]) == view.decks[1] == sorted(state.decks[1])


def test_a_state_saved_before_the_voted_flag_knows_who_has_voted() -> None:
    state = _until_voting(new_state(3, seed=9), 2, seed=6)
    data = state.to_data()
    del data["voted"]
    loaded = type(state).from_data(data)
    assert loaded.voted == [True, True, False] and loaded.current_player == 2
    assert loaded.to_data() == state.to_data()
