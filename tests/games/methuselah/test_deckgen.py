"""A random legal deck (deckgen.py): legal and playable for every seed, the same for the same seed
and seat, kept in the seat's option at setup so a save deals it again, and offered beside the
starter decks under a name of its own (without a setup code)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from game.core.rng import Rng
from game.games.methuselah import INFO
from game.games.methuselah.board import seat_lists
from game.games.methuselah.deckgen import ANY, drawn_deck, random_deck
from game.games.methuselah.decklist import MOST_COPIES, check_playable, deck_lists, notes
from game.saves import load_game, save_game
from game.saves.codes import CodeError, encode

from .helpers import C, play_random


def _clans(deck: dict) -> set[str]:
    return {C.vampires[C.vamp_index[k]].clan for k in deck["crypt"]}


def test_many_seeds_draw_legal_decks_every_card_of_which_the_crypt_can_play() -> None:
    types: Counter[str] = Counter()
    clans_seen: Counter[int] = Counter()
    for seed in range(150):
        deck = drawn_deck(seed, seed % 5)
        assert check_playable(deck, 1) == deck                   # legal: sizes, copies, known cards
        assert notes(deck) == []
        discs = {d for k in deck["crypt"] for d in C.vampires[C.vamp_index[k]].disc}
        for key in deck["library"]:
            card = C.cards[C.card_index[key]]
            assert not card.disc or card.disc in discs, (seed, key)
        assert max(deck["crypt"].values()) <= MOST_COPIES and max(deck["library"].values()) <= MOST_COPIES
        clans_seen[len(_clans(deck))] += 1
        caps = [C.vampires[v].capacity for v in deck_lists(deck)[0]]
        assert min(caps) <= 4 and max(caps) >= 8                 # a spread of capacities
        kinds = Counter(C.cards[c].type for c in deck_lists(deck)[1])
        assert len(kinds) >= 7 and kinds["master"] >= 4          # a mix of types, never one type
        types.update(kinds)
    assert set(clans_seen) == {1, 2}                            # one clan or two, both drawn
    assert all(types[t] for t in ("action", "modifier", "reaction", "combat", "political", "ally"))


def test_the_same_seed_and_seat_draw_the_same_deck_and_others_differ() -> None:
    assert drawn_deck(7, 2) == drawn_deck(7, 2)
    assert random_deck(Rng(3)) == random_deck(Rng(3))
    assert len({str(drawn_deck(7, p)) for p in range(5)}) == 5
    assert len({str(drawn_deck(s, 0)) for s in range(20)}) >= 18


def test_a_seat_set_to_any_plays_the_drawn_deck_kept_in_its_option() -> None:
    state = INFO.new_game(3, 11, {"deck2": ANY, "deck3": "bleed"})
    deck = drawn_deck(11, 1)
    assert state.decks[1] == -1 and state.options["deck2"] == deck
    assert seat_lists(state, 1) == deck_lists(deck)
    dealt = Counter(state.library[1] + state.hand[1])
    assert dealt == Counter(deck_lists(deck)[1])


def test_the_drawn_deck_deals_as_that_deck_given_as_an_own_deck_and_spends_no_draw() -> None:
    drawn = INFO.new_game(4, 5, {"deck1": ANY, "deck3": ANY})
    given = INFO.new_game(4, 5, {"deck1": drawn_deck(5, 0), "deck3": drawn_deck(5, 2)})
    assert drawn.to_data() == given.to_data()      # the same draws of the game's: none spent on the decks
    assert drawn.options["deck1"] != drawn.options["deck3"]


def test_a_game_with_random_legal_decks_plays_saves_and_replays_the_same(tmp_path: Path) -> None:
    options = {"deck1": ANY, "deck2": ANY, "deck3": ANY}
    state = INFO.new_game(3, 33, options)
    setup = {"players": 3, "seed": 33, "options": dict(state.options),
             "seats": [{"name": n, "kind": "human"} for n in ("A", "B", "C")]}
    play_random(state, 33, 400)
    path = save_game(tmp_path / "any.toml", state, setup)
    loaded = load_game(path, games=lambda gid: INFO).state
    assert loaded.to_data() == state.to_data()
    assert all(loaded.options[f"deck{p + 1}"] == drawn_deck(33, p) for p in range(3))


def test_any_is_offered_by_name_and_has_no_setup_code() -> None:
    spec = next(o for o in INFO.options if o.key == "deck1")
    assert ANY in spec.offered() and ANY not in spec.choices       # old setup codes read the same
    assert spec.shown(ANY) == "random legal deck" and spec.shown("random") == "random starter"
    assert spec.shown("bleed") == "bleed"
    assert INFO.check_options({"deck1": ANY})["deck1"] == ANY
    seats = [{"name": n, "kind": "human"} for n in ("A", "B", "C")]
    with pytest.raises(CodeError, match="cannot be"):
        encode("methuselah", {"players": 3, "seed": 5, "options": {"deck1": ANY}, "seats": seats})
    with pytest.raises(ValueError, match="must be one of"):
        INFO.check_options({"deck1": "every"})
