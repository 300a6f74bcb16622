"""What a view holds, read as an opponent would: no seed, no rng, no opening, no hidden card.

Two true games that differ only in what a seat may not know (another hand, the deck
order) must give that seat the very same view; a gift from hand shows only to giver
and receiver; and a save snapshot keeps every key it had before the declared records.
"""

from __future__ import annotations

import pytest

from game.core import HIDDEN, GameState, Rng
from game.games.elysium import INFO
from game.games.elysium.actions import Offer
from game.games.elysium.clash import Clash
from game.games.elysium.clash_records import (
    DeclaredPower,
    Die,
    Refusal,
    Request,
    WinningSide,
    pending_from_data,
    pending_to_data,
)
from game.games.elysium.deck import IS_EVENT
from game.games.elysium.state import ElysiumState

from .helpers import act, at, card, give_hand, start_phase, table
from .test_playouts import random_choice

# the snapshot keys of a save written before the declared records (main at 0779665)
KEYS_BEFORE = {
    "actions_left", "actor", "challenged", "clan", "controller", "deck", "discard", "events",
    "extra_turns", "game", "hands", "history", "location", "masquerade", "offer", "offers_made",
    "options", "order", "over", "passed", "phase", "play", "players", "pos", "prestige", "recorded",
    "regent", "removed", "resumed", "rng", "seed", "step", "stolen", "supply", "token_given",
    "tokens", "turn", "turns_total", "untargetable", "used", "vitae", "winners_list", "withdrawn",
}


def _points(players: int, seed: int, every: int = 9, limit: int = 500):
    state = INFO.new_game(players, seed, {"ten_again": bool(seed % 2)})
    rng = Rng(seed * 13 + players)
    for step in range(limit):
        if state.is_over:
            return
        if step % every == 0:
            yield state
        state.apply(random_choice(state, rng))


def _swap_hidden(state: ElysiumState, owner: int, rng: Rng) -> ElysiumState | None:
    """A twin of `state` where one card of `owner`'s hand changed places with a plain card of
    the deck (None when there is nothing to swap)."""
    plain = [i for i, c in enumerate(state.deck) if not IS_EVENT[c]]
    if not state.hands[owner] or not plain:
        return None
    twin = state.clone()
    h, d = rng.below(len(twin.hands[owner])), rng.choice(plain)
    twin.hands[owner][h], twin.deck[d] = twin.deck[d], twin.hands[owner][h]
    return twin


@pytest.mark.parametrize("players", [2, 4, 5])
def test_another_hand_and_the_deck_order_never_show_in_my_view(players: int) -> None:
    compared = 0
    for seed in (1, 2):
        for point in _points(players, seed):
            rng = Rng(compared)
            for owner in range(players):
                twin = _swap_hidden(point, owner, rng)
                if twin is None:
                    continue
                for seat in range(players):
                    if seat == owner:
                        assert twin.view(seat).to_data() != point.view(seat).to_data()
                        continue
                    assert twin.view(seat).to_data() == point.view(seat).to_data(), (owner, seat)
                    compared += 1
    assert compared > 5 * players


def test_a_view_keeps_no_seed_rng_or_opening() -> None:
    state = INFO.new_game(4, 21)
    assert state.opening_events()
    for seat in (0, 3, None):
        view = state.view(seat)
        data = view.to_data()
        assert view.seed is None and view.rng is None and "seed" not in data and "rng" not in data
        assert view.opening_events() == []
        assert view.determinize(0, Rng(1)).opening_events() == []


def test_a_gift_from_hand_shows_in_the_history_to_giver_and_receiver_only() -> None:
    state = table(["crowned", "cryptborn", "velvet", "veiled"])
    at(state, s0="docks", s1="docks", s2="docks", s3="grand_arcade")
    give_hand(state, 0, "land_grab")
    start_phase(state, "resource", actor=0)
    gift = Offer(1, give_card=card("land_grab"))
    act(state, gift)
    assert gift in state.view(0).history and gift in state.view(1).history
    for seat in (2, 3, None):
        seen = [a for a in state.view(seat).history if isinstance(a, Offer)]
        assert seen == [Offer(1, give_card=HIDDEN)]
        assert state.view(seat).offer["give_card"] == HIDDEN
    assert state.offer["give_card"] == card("land_grab")   # the true state is untouched


def test_a_determinized_view_plays_to_the_end() -> None:
    for seed, point in enumerate(_points(3, 5, every=40)):
        seat = point.current_player
        assert seat is not None
        world = point.view(seat).determinize(seat, Rng(seed))
        assert world.view(seat).to_data() == point.view(seat).to_data()
        rng = Rng(seed)
        while not world.is_over:
            world.apply(random_choice(world, rng))


def test_a_snapshot_keeps_every_key_of_before_and_adds_only_the_movers() -> None:
    """...and the offers refused this Resource Phase (issue 11), which an older save lacks and
    loads as none (the field's default), and the stack of response windows (issue 41), which the
    save upgrade to v7 writes into an older snapshot."""
    for point in _points(4, 3, every=50):
        data = point.to_data()
        assert set(data) - {"clash"} - KEYS_BEFORE == {"movers", "refused_offers", "stack"}
        older = {k: v for k, v in data.items() if k != "refused_offers"}
        assert ElysiumState.from_data(older).refused_offers == []
        assert KEYS_BEFORE <= set(data)
        assert ("clash" in data) == (point.clash is not None)


def test_every_attribute_is_declared() -> None:
    state = INFO.new_game(3, 8)
    known = set(ElysiumState.FIELDS) | set(GameState.BASE) | set(ElysiumState.DERIVED)
    assert set(vars(state)) <= known
    assert set(ElysiumState.FIELDS) <= set(vars(state))


def test_a_clash_saves_its_small_records_as_the_lists_and_tables_it_always_saved() -> None:
    die = Die(1, 0, (10, 4), -1)
    assert die.to_data() == {"seat": 1, "side": 0, "rolls": [10, 4], "nudge": -1}
    assert Die.from_data(die.to_data()) == die
    assert die.value == 13 and die.rerollable_segments() == [0, 1] and Die(0, 1, (2,), -3).value == 0
    assert die.rerolled(1, [6]).rolls == (10, 6) and die.nudged(2).nudge == 1 and die.nudge == -1
    assert DeclaredPower(2, "mesmerize").to_data() == {"seat": 2, "power": "mesmerize"}
    assert DeclaredPower.from_data({"seat": 2, "power": "mesmerize"}) == DeclaredPower(2, "mesmerize")
    assert Refusal(3, 1).to_data() == [3, 1] and Refusal.from_data([3, 1]) == Refusal(3, 1)
    for pending, data in ((None, []), (WinningSide(1), [1]), (Request(2, 0), [2, 0]), (Request(2, 1, 0), [2, 1, 0])):
        assert pending_to_data(pending) == data and pending_from_data(data) == pending
    with pytest.raises(ValueError):
        pending_from_data([1, 2, 3, 4])


def test_the_clash_record_round_trips_and_reads_older_saves() -> None:
    clashes = 0
    for point in _points(4, 7, every=1, limit=400):
        if point.clash is None:
            continue
        data = point.clash.to_data()
        again = Clash.from_data(data)
        assert again.to_data() == data
        twin = point.clash.copy()
        twin.sides[0].append(9)
        if twin.dice:
            twin.dice[0] = twin.dice[0].nudged(1)
            twin.dice.append(twin.dice[0])
        assert point.clash.to_data() == data          # the copy shares nothing that changes
        older = {k: v for k, v in data.items() if k != "deserted"}
        assert Clash.from_data(older).deserted == []
        clashes += 1
    assert clashes > 10
    with pytest.raises(KeyError):
        Clash.from_data({k: v for k, v in data.items() if k != "sides"})
    with pytest.raises(TypeError):
        Clash.from_data({**data, "actor": "0"})
