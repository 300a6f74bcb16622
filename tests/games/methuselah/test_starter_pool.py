"""Issue 46: every library card is in at least one starter deck (from rules edition 3: each deck's
`added` cards), and every starter deck is a legal deck of one's own (crypt 12 or more, library
40-90, at most 4 copies, each card's discipline in the crypt).  A game begun under edition 2 deals
the decks it dealt then."""

from __future__ import annotations

from collections import Counter

from game.games.methuselah.board import seat_lists
from game.games.methuselah.decklist import check_playable, starter

from .helpers import C, new


def test_every_library_card_is_in_a_starter_deck() -> None:
    inside = {card for deck in C.decks for card in deck.library}
    assert [c.key for i, c in enumerate(C.cards) if i not in inside] == []


def test_the_card_that_burns_every_pool_is_in_a_starter_deck() -> None:
    burns_all = [i for i, c in enumerate(C.cards) if c.basic.get("all_burn")]
    assert burns_all and all(any(i in d.library for d in C.decks) for i in burns_all)


def test_every_starter_deck_is_legal() -> None:
    for deck in C.decks:
        assert len(deck.crypt) >= 12 and 40 <= len(deck.library) <= 90
        assert max(Counter(deck.library).values()) <= 4
        for card in set(deck.library):
            need = C.cards[card].disc
            assert not need or any(C.vampires[v].disc.get(need) for v in deck.crypt), (deck.key, need)
        check_playable(starter(deck.key), 1)      # the deck builder's own rules


def test_an_edition_2_game_deals_the_forty_cards_it_dealt() -> None:
    for edition, size in ((2, 40), (3, None)):
        state = new(3, seed=5, rules_edition=edition, deck1="combat")
        _crypt, library = seat_lists(state, 0)
        deck = C.decks[C.deck_index["combat"]]
        assert library == (deck.first if size else deck.library)
        dealt = len(state.library[0]) + len(state.hand[0])
        assert dealt == len(library) and (size is None or dealt == size)
