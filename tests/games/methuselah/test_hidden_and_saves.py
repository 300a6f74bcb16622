"""What a seat may not know stays out of its view (hands, libraries, crypts, the face-down
uncontrolled vampires, the cards looked at when seeking); sampled worlds are plausible and never
read the true cards; a game saved mid-way loads and plays on the same."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from game.core.actions import Masked
from game.core.records import HIDDEN
from game.core.rng import Rng
from game.games.methuselah import INFO
from game.games.methuselah.actions import BringOut, PlayMaster, Seek, Transfer
from game.games.methuselah.board import seat_lists
from game.games.methuselah.pieces import VAMPIRE
from game.saves import load_game, save_game

from .helpers import C, card, check_invariants, counters, give, new, places, start


def _played(players: int, seed: int, moves: int):  # type: ignore[no-untyped-def]
    state = new(players, seed=seed)
    referee = Rng(seed)
    for _ in range(moves):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[referee.below(len(legal))])
    return state


def test_a_view_hides_the_others_hands_every_library_and_crypt_and_the_face_down_vampires() -> None:
    state = _played(4, seed=3, moves=120)
    view = state.view(1)
    for p in range(4):
        assert all(c == HIDDEN for c in view.library[p]) and len(view.library[p]) == len(state.library[p])
        assert all(c == HIDDEN for c in view.crypt[p])
        assert view.unc_blood[p] == state.unc_blood[p]            # the blood on them is public
        if p == 1:
            assert view.hand[p] == state.hand[p] and view.unc[p] == state.unc[p]
        else:
            assert view.hand[p] == [HIDDEN] * len(state.hand[p])
            assert view.unc[p] == [HIDDEN] * len(state.unc[p])
    assert view.mins == state.mins and view.pool == state.pool    # what is in play is public


def test_the_card_taken_when_seeking_is_hidden_from_the_others() -> None:
    state = new(3, seed=5)
    give(state, 0, "deep_archive")
    state.library[0] += [card("keen_eyes"), card("tithe"), card("waylay")]
    start(state, 0, "master")
    state.apply(PlayMaster(card("deep_archive")))
    assert state.view(1).seek[0] == [HIDDEN] * 3
    state.apply(Seek(card("waylay")))
    assert isinstance(state.view(2).history[-1], Masked)
    assert state.view(0).history[-1] == Seek(card("waylay"))


def test_a_sampled_world_keeps_the_view_and_deals_the_unseen_cards_from_the_deck_lists() -> None:
    state = _played(3, seed=7, moves=150)
    for seat in range(3):
        view = state.view(seat)
        worlds = [view.determinize(seat, Rng(k)) for k in range(6)]
        for w in worlds:
            assert w.view(seat).to_data() == view.to_data()
            check_invariants(w, counters(w))              # every card of every deck in one place
            for p in range(3):
                vamps, cards = places(w, p)
                assert sum(cards.values()) == len(seat_lists(w, p)[1]) and sum(vamps.values()) == 12
        other = (seat + 1) % 3
        hands = {tuple(sorted(w.hand[other])) for w in worlds}
        truth = tuple(sorted(state.hand[other]))
        assert len(hands) > 1 or hands != {truth}, "every sample dealt the true hand"


def test_sampled_worlds_play_to_the_end() -> None:
    state = _played(4, seed=9, moves=80)
    seat = state.current_player
    world = state.view(seat).determinize(seat, Rng(3))
    referee = Rng(4)
    while not world.is_over:
        legal = world.legal_actions()
        world.apply(legal[referee.below(len(legal))])
    assert world.winners()


def test_a_game_saved_mid_way_loads_and_plays_on_the_same(tmp_path: Path) -> None:
    state = _played(5, seed=11, moves=200)
    path = save_game(tmp_path / "m.toml", state, {})
    loaded = load_game(path, games=lambda gid: INFO).state
    assert loaded.to_data() == state.to_data()
    a, b = Rng(1), Rng(1)
    for _ in range(100):
        if state.is_over:
            break
        la, lb = state.legal_actions(), loaded.legal_actions()
        assert la == lb
        state.apply(la[a.below(len(la))])
        loaded.apply(lb[b.below(len(lb))])
    assert loaded.to_data() == state.to_data()
    assert Counter(state.vp) == Counter(loaded.vp)


def test_the_log_and_the_moves_never_name_a_face_down_vampire_to_the_others() -> None:
    state = new(3, seed=13)
    referee = Rng(13)
    checked = 0
    for _ in range(400):
        if state.is_over:
            break
        mover = state.current_player
        legal = state.legal_actions()
        action = legal[referee.below(len(legal))]
        shown = {C.vampires[m.card].name for m in state.mins if m.kind == VAMPIRE}
        shown |= {C.vampires[v].name for pile in state.ash_crypt for v in pile}
        face_down = {C.vampires[v].name for v in state.unc[mover]} - shown   # (a copy may be in play)
        events = state.apply(action)
        for seat in range(3):
            if seat == mover:
                continue
            seen = state.view(seat).history[-1]
            words = [e.text_for(seat) for e in events] + [seen.describe()]
            if isinstance(action, Transfer):
                checked += 1
                assert seen.who == -1
            if isinstance(action, BringOut):
                continue                      # turned face up: named from now on
            for name in face_down:
                assert all(name not in w for w in words), (name, words)
    assert checked > 10
