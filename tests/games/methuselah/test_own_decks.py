"""A seat's own deck: checked as data, refused when illegal with the reason, dealt at setup in the
content's order, played to the end, saved with the game and replayed from its save the same."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from game.core.rng import Rng
from game.games.methuselah import INFO
from game.games.methuselah.board import seat_lists, unseen_library
from game.games.methuselah.decklist import (
    LIBRARY_MAX,
    MOST_COPIES,
    check_playable,
    deck_lists,
    notes,
    problems,
    read_deck,
    starter,
)
from game.games.methuselah.state import MethuselahState
from game.saves import load_game, save_game
from game.saves.codes import CodeError, encode

from .helpers import C, check_invariants, counters, play_random


def two_clan_deck() -> dict[str, Any]:
    """A legal 12 + 60 deck of two clans that plays cards no starter deck holds."""
    in_starters = {c for d in C.decks for c in d.library}
    unused = [c.key for i, c in enumerate(C.cards) if i not in in_starters]
    vamps = [v.key for v in C.vampires if v.clan in ("hounds", "silk")][:12]
    library = {k: 2 for k in unused}
    for card in C.cards:
        if sum(library.values()) >= 60:
            break
        library.setdefault(card.key, MOST_COPIES)
    return {"name": "Hounds and silk", "crypt": {k: 1 for k in vamps}, "library": library}


def test_every_starter_deck_is_a_legal_own_deck_and_deals_its_own_list() -> None:
    for d in C.decks:
        deck = starter(d.key)
        assert problems(deck) == []
        crypt, library = deck_lists(deck)
        assert Counter(crypt) == Counter(d.crypt) and Counter(library) == Counter(d.library)


@pytest.mark.parametrize(("change", "words"), [
    (lambda d: d["crypt"].pop(next(iter(d["crypt"]))), "the crypt holds"),
    (lambda d: [d["library"].pop(k) for k in list(d["library"])[5:]], "the library holds"),  # 5 cards
    (lambda d: d["library"].update(honeyed_words=MOST_COPIES + 1), f"more than {MOST_COPIES} copies"),
])
def test_an_illegal_deck_is_refused_at_new_game_with_the_reason(change: Any, words: str) -> None:
    deck = starter("bleed")
    change(deck)
    assert any(words in p for p in problems(deck))
    with pytest.raises(ValueError, match=f"seat 2's deck .* is not legal: .*{words}"):
        INFO.new_game(3, 1, {"deck2": deck})


def test_a_library_over_the_most_is_refused() -> None:
    deck = two_clan_deck()
    for card in C.cards:
        deck["library"][card.key] = 1
    assert sum(deck["library"].values()) > LIBRARY_MAX
    assert any("the library holds" in p for p in problems(read_deck(deck)))


@pytest.mark.parametrize(("data", "words"), [
    ("bleed", "must be a table"),
    ({"crypt": {}, "library": {}}, "needs a name"),
    ({"name": "x" * 41, "crypt": {}, "library": {}}, "at most 40"),
    ({"name": "a", "crypt": {"nobody": 1}, "library": {}}, "vampire 'nobody' this version does not have"),
    ({"name": "a", "crypt": {}, "library": {"tithe": "4"}}, "whole number"),
    ({"name": "a", "crypt": {}, "library": {"tithe": 0}}, "whole number"),
    ({"name": "a", "crypt": [], "library": {}}, "crypt must be a table"),
])
def test_damaged_deck_data_is_refused_naming_the_bad_part(data: Any, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        read_deck(data)
    with pytest.raises(ValueError, match=words):
        check_playable(data, 1)


def test_a_card_no_vampire_of_the_crypt_can_play_is_noted_not_refused() -> None:
    deck = starter("combat")
    deck["library"]["honeyed_words"] = 2           # a voice card; the hounds' crypt has no voice
    assert problems(deck) == [] and any("Voice" in n for n in notes(deck))


def test_the_deal_does_not_depend_on_the_order_of_the_files_keys() -> None:
    deck = two_clan_deck()
    turned = {"name": deck["name"], "crypt": dict(reversed(deck["crypt"].items())),
              "library": dict(reversed(deck["library"].items()))}
    a = INFO.new_game(3, 9, {"deck1": deck})
    b = INFO.new_game(3, 9, {"deck1": turned})
    assert a.library == b.library and a.crypt == b.crypt and a.hand == b.hand


def test_a_game_with_own_decks_plays_to_its_end_and_replays_from_its_save(tmp_path: Path) -> None:
    deck = two_clan_deck()
    setup = {"players": 3, "seed": 21, "options": {"deck1": deck, "deck3": starter("vote") | {"name": "Mine"}},
             "seats": [{"name": n, "kind": "human"} for n in ("A", "B", "C")]}
    state = INFO.new_game(3, 21, setup["options"])
    assert state.decks[0] == -1 and state.decks[2] == -1 and state.decks[1] >= 0
    total = counters(state)

    def every_50(state: MethuselahState, moves: int) -> None:
        if moves % 50 == 0:
            check_invariants(state, total)
            world = state.determinize(1, Rng(moves))   # the seat's sampled world deals from its deck list
            assert Counter(world.library[0]) + Counter(world.hand[0]) <= Counter(seat_lists(state, 0)[1])

    play_random(state, 21, 6000, every_50)
    assert state.is_over
    assert Counter(unseen_library(state, 0, None)) <= Counter(deck_lists(read_deck(deck))[1])
    path = save_game(tmp_path / "own.toml", state, setup)
    loaded = load_game(path, games=lambda gid: INFO).state
    assert loaded.to_data() == state.to_data()
    assert loaded.options["deck1"] == read_deck(deck)



def test_a_game_with_an_own_deck_has_no_setup_code_and_a_starter_game_keeps_its_own() -> None:
    seats = [{"name": n, "kind": "human"} for n in ("A", "B", "C")]
    assert encode("methuselah", {"players": 3, "seed": 5, "options": {"deck1": "bleed"}, "seats": seats})
    with pytest.raises(CodeError, match="cannot be"):
        encode("methuselah", {"players": 3, "seed": 5, "options": {"deck1": two_clan_deck()}, "seats": seats})
