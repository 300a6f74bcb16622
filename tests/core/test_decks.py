"""Deck helpers (game/core/decks.py) on the state's Rng, and the toy game's card count."""

from __future__ import annotations

from collections import Counter

from game.core import Rng
from game.core.decks import NO_CARD, cut, deal, draw, draw_many, reshuffle, shuffled, top

from .snap_game import CARDS, SnapState


def test_the_top_is_the_end_of_the_list():
    deck = [1, 2, 3]
    assert top(deck) == 3 and draw(deck) == 3 and deck == [1, 2]
    assert draw_many(deck, 5) == [2, 1] and deck == []
    assert draw(deck) == NO_CARD and top(deck) == NO_CARD


def test_cut_is_a_rotation_from_the_rng():
    for seed in range(20):
        deck = list(range(10))
        rng = Rng(seed)
        at = Rng(seed).below(10)
        cut(deck, rng)
        assert deck == list(range(at, 10)) + list(range(at))
    one, rng = [7], Rng(1)
    cut(one, rng)
    assert one == [7] and rng.state == Rng(1).state   # nothing to cut: no draw spent


def test_shuffled_is_a_permutation_and_depends_on_the_seed():
    a, b = shuffled(range(30), Rng(1)), shuffled(range(30), Rng(2))
    assert sorted(a) == list(range(30)) and a != b and a == shuffled(range(30), Rng(1))


def test_reshuffle_puts_the_discards_under_the_rest_of_the_deck():
    deck, discard = [90, 91], [1, 2, 3, 4, 5]
    back = reshuffle(deck, discard, Rng(3))
    assert back == 5 and discard == []
    assert deck[-2:] == [90, 91]              # the cards still in the deck stay on top
    assert sorted(deck[:5]) == [1, 2, 3, 4, 5]
    again = [90, 91]
    reshuffle(again, [1, 2, 3, 4, 5], Rng(3))
    assert again == deck                      # same rng, same order
    plain = []
    reshuffle(plain, [1, 2, 3, 4, 5], Rng(3), cut_after=False)
    expected = [1, 2, 3, 4, 5]
    Rng(3).shuffle(expected)
    assert plain == expected


def test_deal_goes_round_the_table_one_card_at_a_time():
    deck = list(range(10))                    # top is 9
    hands: list[list[int]] = [[], [], []]
    assert deal(deck, hands, 2, seats=[1, 2, 0]) == 6
    assert hands == [[7, 4], [9, 6], [8, 5]]
    assert deck == [0, 1, 2, 3]


def test_deal_stops_when_dry_unless_refilled():
    hands: list[list[int]] = [[], []]
    assert deal([1, 2, 3], hands, 2) == 3 and hands == [[3, 1], [2]]
    pile = [10, 11, 12, 13]
    deck = [1]
    hands = [[], []]
    dealt = deal(deck, hands, 2, refill=lambda: reshuffle(deck, pile, Rng(0)) > 0)
    assert dealt == 4 and pile == [] and len(deck) == 1
    assert Counter(c for h in hands for c in h) + Counter(deck) == Counter([1, 10, 11, 12, 13])


def test_no_card_is_created_or_lost_in_toy_games():
    for seed in range(30):
        state = SnapState(3, seed, {"rounds": 6})
        referee = Rng(seed)
        while not state.is_over:
            cards = [*state.deck, *state.discard, *(c for h in state.hands for c in h)]
            assert sorted(cards) == list(range(CARDS))
            state.apply(referee.choice(state.legal_actions()))
