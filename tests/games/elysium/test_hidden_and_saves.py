"""Hidden information (hands, offers, the log), the seat asked at each decision, the opening, and saves."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core import HIDDEN, Rng
from game.games.elysium import INFO
from game.games.elysium.actions import Accept, Offer, Refuse
from game.games.elysium.flow import nothing_to_decide
from game.games.elysium.state import ElysiumState
from game.games.elysium.windows import dice_asks
from game.saves import load_game, save_game

from .helpers import act, at, card, give_hand, start_phase, table
from .test_playouts import random_choice

CLANS = ["crowned", "cryptborn", "velvet", "veiled"]


def _gift_table() -> ElysiumState:
    state = table(CLANS)
    at(state, s0="docks", s1="docks", s2="docks", s3="grand_arcade")
    give_hand(state, 0, "land_grab")
    start_phase(state, "resource", actor=0)
    return state


def test_a_gift_from_hand_is_named_only_to_giver_and_receiver() -> None:
    state = _gift_table()
    name = state.primogen(0)["hand"][0]["name"]
    events = act(state, Offer(1, give_card=card("land_grab")))
    offer = next(e for e in events if e.kind == "offer")
    assert offer.visible_to == frozenset({0, 1})
    assert name in offer.text_for(1) and name not in offer.text_for(2) and offer.text_for(2)
    assert name not in offer.text_for(None)
    # the offer waiting for an answer, and the log of moves, as each seat sees them
    assert state.view(1).offer["give_card"] == card("land_grab")
    assert state.view(2).offer["give_card"] == HIDDEN
    assert name not in str(state.view(2).board_summary())
    assert Offer(1, give_card=card("land_grab")) not in state.view(3).history
    assert Offer(1, give_card=card("land_grab")) in state.view(1).history
    events = act(state, Accept())
    trade = next(e for e in events if e.kind == "trade")
    assert trade.visible_to == frozenset({0, 1}) and name not in trade.text_for(3) and trade.text_for(3)
    assert state.hands[1] == [card("land_grab")]


def test_a_refused_gift_stays_secret_and_a_view_can_still_be_played_out() -> None:
    state = _gift_table()
    act(state, Offer(1, give_card=card("land_grab")))
    world = state.view(2).determinize(2, Rng(5))
    assert world.offer["give_card"] in world.hands[0]  # some card of the giver's, not the real one known
    world.apply(Refuse())
    act(state, Refuse())
    assert state.hands[0] == [card("land_grab")]


def test_a_vitae_gift_is_public() -> None:
    state = _gift_table()
    state.vitae[1] = 3
    state._touched()
    events = act(state, Offer(1, give_vitae=1), Accept())
    assert all(e.visible_to is None for e in events)


def _decisions(players: int, seed: int, options: dict):
    """Every state that waits for a decision in one random game."""
    state = INFO.new_game(players, seed, options)
    rng = Rng(seed * 7 + players)
    while not state.is_over:
        yield state
        state.apply(random_choice(state, rng))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_seat_sees_its_own_full_legal_set_and_is_never_asked_for_nothing(players: int) -> None:
    """An AI seat gets view(seat) only: its legal actions must be the real ones, at every decision;
    and a decision with only a pass (or only ending the turn, or only sparing a loser) is skipped,
    but in the dice window where the table cannot tell the seat holds no nudging card (issue 40)."""
    for seed, options in enumerate(({}, {"ten_again": True}, {"clans": "chosen", "exact_order": True})):
        for state in _decisions(players, seed, options):
            legal = state.legal_actions()
            seat = state.current_player
            assert state.view(seat).legal_actions() == legal, (state.step, seat)
            assert not (len(legal) == 1 and nothing_to_decide(legal[0])) or (
                state.step == "dice" and dice_asks(state)), (state.step, legal)


def test_the_opening_is_fixed_by_the_seed_and_comes_with_the_first_move() -> None:
    state = INFO.new_game(4, 21)
    opening = state.opening_events()
    kinds = [e.kind for e in opening]
    assert kinds.count("regent") == 1 and "dice" in kinds
    assert [e.text for e in INFO.new_game(4, 21).opening_events()] == [e.text for e in opening]
    before = state.clone()
    first = state.apply(state.legal_actions()[0])
    assert [e.text for e in first[:len(opening)]] == [e.text for e in opening]
    again = before.apply(before.legal_actions()[0])  # an undo of the first move gives them again
    assert [e.text for e in again] == [e.text for e in first]
    second = state.apply(state.legal_actions()[0])
    assert not any(e.kind == "regent" and "goes first" in e.text for e in second)
    reloaded = INFO.state_from_data(INFO.new_game(4, 21).to_data())
    assert [e.text for e in reloaded.opening_events()] == [e.text for e in opening]


def test_save_and_load_mid_game_reproduce_the_game_and_its_opening(tmp_path: Path) -> None:
    state = INFO.new_game(4, 33, {"ten_again": True})
    rng = Rng(2)
    for _ in range(150):
        state.apply(random_choice(state, rng))
    assert not state.is_over
    path = save_game(tmp_path / "elysium.toml", state, {"seats": []})
    loaded = load_game(path)
    back = loaded.state
    assert back.to_data() == state.to_data() and not loaded.warnings
    assert back.legal_actions() == state.legal_actions()
    assert [e.text for e in back.opening_events()] == [e.text for e in state.opening_events()]
    for _ in range(100):  # the same moves give the same game from here on
        if state.is_over:
            break
        action = random_choice(state, rng)
        assert [e.text for e in back.apply(action)] == [e.text for e in state.apply(action)]
    assert back.to_data() == state.to_data()
