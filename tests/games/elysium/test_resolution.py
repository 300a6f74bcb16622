"""Resolution: prestige, Regent and winner tie-breaks, the Vitae upkeep, and torpor."""

from __future__ import annotations

from game.games.elysium.actions import (
    Contest,
    EndResources,
    Hunt,
    Recover,
    Rescue,
    Target,
    UseCard,
    Withdraw,
)

from .helpers import ScriptedRng, act, at, card, give_play, place, start_phase, table, zone

CLANS = ["crowned", "cryptborn", "velvet", "veiled"]


def _resolve(state) -> None:
    state.phase = "influence"
    state.step = "phase_done"
    from game.games.elysium.flow import settle
    settle(state, [])


def test_regent_tie_goes_to_more_zones() -> None:
    state = table(CLANS)
    at(state, s0="airfield", s1="docks", s2="morgue", s3="grand_arcade")
    place(state, 1, "docks", 1)         # 2 prestige, 1 zone
    state.prestige = [0, 0, 2, 0]       # 2 prestige, no zone
    _resolve(state)
    assert state.recorded[1] == state.recorded[2] == 2
    assert state.regent == 1 and state.order == [1, 2, 3, 0]


def test_regent_tie_on_zones_goes_to_more_tokens() -> None:
    state = table(CLANS)
    at(state, s0="airfield", s1="docks", s2="morgue", s3="grand_arcade")
    place(state, 1, "docks", 1)
    place(state, 2, "old_harbour", 3)
    _resolve(state)
    assert state.regent == 2


def test_a_primogen_in_torpor_is_never_regent() -> None:
    state = table(CLANS)
    at(state, s0="airfield", s1="docks", s2="morgue", s3="grand_arcade")
    state.prestige = [0, 9, 4, 0]
    state.location[1] = -1
    _resolve(state)
    assert state.regent == 2


def test_exact_order_follows_prestige() -> None:
    state = table(CLANS, exact_order=True)
    at(state, s0="airfield", s1="docks", s2="morgue", s3="grand_arcade")
    state.prestige = [1, 3, 0, 7]
    _resolve(state)
    assert state.order == [3, 1, 0, 2]


def test_upkeep_costs_a_vitae_and_zero_means_torpor() -> None:
    state = table(CLANS)
    at(state, s0="airfield", s1="docks", s2="morgue", s3="grand_arcade")
    state.vitae = [6, 1, 3, 2]
    _resolve(state)
    assert state.vitae == [5, 0, 2, 1] and state.in_torpor(1) and state.location[1] == -1


def test_winner_and_the_tie_that_plays_another_turn() -> None:
    state = table(CLANS)
    at(state, s0="airfield", s1="docks", s2="morgue", s3="grand_arcade")
    state.masquerade = 0
    state.prestige = [3, 5, 5, 0]
    place(state, 2, "morgue", 1)  # 1 city prestige: 6 beats 5
    _resolve(state)
    assert state.is_over and state.winners() == [2] and state.scores()[2] == 6
    tied = table(CLANS)
    at(tied, s0="airfield", s1="docks", s2="morgue", s3="grand_arcade")
    tied.masquerade = 0
    tied.prestige = [3, 5, 5, 0]
    _resolve(tied)
    assert not tied.is_over and tied.extra_turns == 1 and tied.phase == "resource"


def test_the_prince_must_be_on_the_board() -> None:
    state = table(CLANS)
    at(state, s0="airfield", s1="docks", s2="morgue", s3="grand_arcade")
    state.masquerade = 0
    state.prestige = [3, 9, 5, 0]
    state.location[1] = -1
    _resolve(state)
    assert state.winners() == [2]


def test_recovering_is_the_first_resource_action() -> None:
    state = table(CLANS)
    at(state, s0="airfield", s1="docks", s2="morgue", s3="grand_arcade")
    state.location[0], state.vitae[0] = -1, 0
    start_phase(state, "resource", actor=0)
    # rising is compulsory (the rulebook's "must"); leaving the game for good is the only other way
    assert set(state.legal_actions()) == {Recover(), Withdraw()}
    assert EndResources() not in state.legal_actions()
    act(state, Recover())
    assert state.location[0] == zone("elysium") and state.vitae[0] == 1
    act(state, Hunt())
    assert state.vitae[0] == 2
    assert state.current_player == 1  # nothing left to do: the turn ended without asking


def test_a_rescued_primogen_rises_beside_the_rescuer() -> None:
    state = table(CLANS)
    at(state, s0="airfield", s1="docks", s2="morgue", s3="grand_arcade")
    state.location[1], state.vitae[1] = -1, 0
    start_phase(state, "resource", actor=0)
    act(state, Rescue(1))
    assert state.location[1] == zone("airfield") and state.vitae[1] == 1


def test_torpor_contests_with_old_tokens_but_bids_nothing_new() -> None:
    state = table(CLANS)
    state.order = [1, 0, 2, 3]
    place(state, 0, "opera_house", 2)
    at(state, s0="airfield", s1="nightclub_row", s2="morgue", s3="convent_of_mercy")
    state.location[0], state.vitae[0] = -1, 0
    start_phase(state, "influence")
    assert state.supply[0] == 0
    act(state, Target("nightclub_row", 1))
    assert state.current_player == 0
    assert Contest(0) in state.legal_actions() and Contest(1) not in state.legal_actions()


def test_no_rising_in_the_turn_torpor_began() -> None:
    """The broker's bad roll takes Sarah's last Vitae in her Resource Phase: no one may rouse her
    before a later turn's Resource Phase, and then she must rise first."""
    state = table(CLANS)
    state.order = [2, 3, 0, 1]
    at(state, s0="airfield", s1="docks", s2="morgue", s3="morgue")
    state.vitae[2] = 1
    give_play(state, 2, "back_alley_broker")
    start_phase(state, "resource", actor=2)
    state.rng = ScriptedRng([2])
    act(state, UseCard(card("back_alley_broker")))
    assert state.in_torpor(2)
    assert state.current_player == 3  # her turn ended itself: nothing left but to end it
    assert Rescue(2) not in state.legal_actions()
    state.apply(EndResources())
    assert state.current_player == 0 and Rescue(2) not in state.legal_actions()
    turn = state.turn
    _resolve_from_resources(state)
    assert state.turn == turn + 1 and state.phase == "resource"
    while state.current_player != 2:
        state.apply(EndResources())
    assert set(state.legal_actions()) == {Recover(), Withdraw()}


def _resolve_from_resources(state) -> None:
    """Skip the rest of this turn to the next Resource Phase (Resolution's upkeep included)."""
    from game.games.elysium.flow import settle
    state.vitae = [max(v, 2) if state.location[s] >= 0 else v for s, v in enumerate(state.vitae)]
    state.phase, state.step, state.clash = "influence", "phase_done", None
    settle(state, [])
