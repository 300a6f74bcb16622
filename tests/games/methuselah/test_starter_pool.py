"""Issue 46: every library card is in at least one starter deck (from rules edition 3: each deck's
`added` cards), and every starter deck is a legal deck of one's own (crypt 12 or more, library
40-90, at most 4 copies, each card's discipline in the crypt).  A game begun under edition 2 or 3 deals
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


def test_each_edition_deals_its_own_lists() -> None:
    """Edition 2 the 40 cards of `library` alone, edition 3 those and `added`, edition 4 on the
    lists with `changed` (issue 46 item 4: the combat deck's list is changed)."""
    deck = C.decks[C.deck_index["combat"]]
    assert len(deck.first) == 40 and deck.third != deck.library
    for edition, want in ((2, deck.first), (3, deck.third), (4, deck.library)):
        state = new(3, seed=5, rules_edition=edition, deck1="combat")
        _crypt, library = seat_lists(state, 0)
        assert library == want
        assert len(state.library[0]) + len(state.hand[0]) == len(want)


def test_every_edition_3_list_is_legal_too() -> None:
    for deck in C.decks:
        assert 40 <= len(deck.third) <= 90 and max(Counter(deck.third).values()) <= 4
        assert {card for d in C.decks for card in d.third} == {card for d in C.decks for card in d.library}
