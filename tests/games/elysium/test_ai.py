"""The Elysium evaluation and rollout policy, and a Heuristic seat's judgement in set positions."""

from __future__ import annotations

from game.ai.heuristic import HeuristicSeat
from game.core import Rng
from game.games.elysium import INFO
from game.games.elysium.actions import Accept, ChallengeEvent, Offer, Pass, Refuse, Withdraw
from game.games.elysium.ai import evaluate, rollout_policy
from game.games.elysium.state import ElysiumState

from .helpers import at, card, give_play, place, put_event, start_phase, table

CLANS = ["crowned", "cryptborn", "velvet", "veiled"]


def test_evaluation_is_a_chance_and_favours_the_leader() -> None:
    state = table(CLANS)
    at(state, s0="airfield", s1="docks", s2="morgue", s3="grand_arcade")
    place(state, 2, "city_hall", 2)
    place(state, 2, "cathedral", 1)
    values = [evaluate(state, s) for s in range(4)]
    assert all(0.0 <= v <= 1.0 for v in values)
    assert values[2] == max(values) and values[2] > 0.5


def test_heuristic_takes_an_event_it_can_beat() -> None:
    state = table(["crowned", "cryptborn", "velvet", "veiled"])
    at(state, s0="convent_of_mercy", s1="docks", s2="morgue", s3="grand_arcade")  # no one in range
    give_play(state, 3, "cipher_engine", "private_investigator")
    easy = put_event(state, "blood_doll_overdose")  # mental 13: 7 + 3 + 2 + a die
    start_phase(state, "challenge", actor=3)
    assert state.current_player == 3
    choice = HeuristicSeat(seed=1).choose(state.view(3))
    assert choice == ChallengeEvent(easy)


def test_heuristic_passes_on_a_hopeless_event() -> None:
    state = table(CLANS)
    at(state, s0="airfield", s1="docks", s2="morgue", s3="grand_arcade")
    put_event(state, "feral_outbreak")  # physical 24 for Physical 5: no chance alone
    start_phase(state, "challenge", actor=2)
    assert HeuristicSeat(seed=1).choose(state.view(2)) == Pass()


def test_heuristic_refuses_to_sell_a_card_in_play_cheaply_and_accepts_a_gift() -> None:
    state = table(CLANS)
    at(state, s0="docks", s1="docks", s2="morgue", s3="grand_arcade")
    give_play(state, 1, "duelling_sabre")
    state.vitae[1] = 3
    start_phase(state, "resource", actor=0)
    state.apply(Offer(1, give_vitae=1, want_card=card("duelling_sabre")))
    assert state.current_player == 1
    assert HeuristicSeat(seed=2).choose(state.view(1)) == Refuse()
    state.apply(Refuse())
    state.apply(Offer(1, give_vitae=1))
    assert HeuristicSeat(seed=2).choose(state.view(1)) == Accept()


def test_heuristic_does_not_give_things_away() -> None:
    state = table(CLANS)
    at(state, s0="docks", s1="docks", s2="morgue", s3="grand_arcade")
    start_phase(state, "resource", actor=0)
    seat = HeuristicSeat(seed=3)
    for _ in range(6):
        if state.current_player != 0 or state.step != "resource":
            break
        action = seat.choose(state.view(0))
        assert not (isinstance(action, Offer) and action.want_card is None and not action.want_vitae
                    and not action.want_zone), action
        state.apply(action)


def test_heuristic_seats_finish_a_game() -> None:
    state = INFO.new_game(3, 4)
    seats = [HeuristicSeat(seed=s) for s in range(3)]
    while not state.is_over:
        seat = state.current_player
        action = seats[seat].choose(state.view(seat))
        assert action in state.legal_actions()
        state.apply(action)
    assert state.winners() and not any(state.withdrawn)  # no seat walked away from the table


def test_rollout_policy_plays_legal_moves_to_the_end() -> None:
    for seed in range(3):
        state = INFO.new_game(4, seed)
        rng = Rng(seed)
        while not state.is_over:
            action = rollout_policy(state, rng)  # type: ignore[arg-type]
            assert action in state.legal_actions() and not isinstance(action, Withdraw)
            state.apply(action)
        assert isinstance(state, ElysiumState) and state.winners()


def test_heuristic_does_not_withdraw_even_when_losing_badly() -> None:
    """Withdrawing is always on offer as a Resource Phase begins; a seat far behind still plays on."""
    state = table(CLANS)
    at(state, s0="docks", s1="airfield", s2="morgue", s3="grand_arcade")
    for zid in ("city_hall", "cathedral", "docks", "university"):
        place(state, 1, zid, 2)
    state.vitae[0], state.prestige[1] = 1, 9
    start_phase(state, "resource", actor=0)
    assert Withdraw() in state.legal_actions()
    assert HeuristicSeat(seed=4).choose(state.view(0)) != Withdraw()
