"""The Resource Phase: limits, resource actions, cards, events off the top, gifts, trades and swaps."""

from __future__ import annotations

from game.games.elysium.actions import (
    Accept,
    ConsumeRetainer,
    DiscardCard,
    Draw,
    EndResources,
    Hunt,
    Offer,
    Refuse,
    UseCard,
    Withdraw,
)
from game.games.elysium.phases.influence import draw_count

from .helpers import (
    ScriptedRng,
    act,
    at,
    card,
    give_hand,
    give_play,
    place,
    put_event,
    start_phase,
    table,
    zone,
)

CLANS = ["crowned", "cryptborn", "velvet", "veiled"]


def _ready(**options: object):
    state = table(CLANS, **options)
    at(state, s0="docks", s1="docks", s2="morgue", s3="grand_arcade")
    return state


def test_a_fourth_card_must_be_played_or_discarded_at_once() -> None:
    state = _ready()
    give_hand(state, 0, "land_grab", "act_docks", "knuckle_dusters")
    state.deck.append(card("cold_calculation"))  # the top card
    start_phase(state, "resource", actor=0)
    act(state, Draw())
    assert state.step == "hand" and len(state.hands[0]) == 4
    assert EndResources() not in state.legal_actions()
    act(state, DiscardCard(card("act_docks")))
    assert state.step == "resource" and len(state.hands[0]) == 3


def test_an_event_on_top_of_the_deck_enters_play_at_once() -> None:
    state = _ready()
    state.deck += [card("land_grab"), card("wildfire_rumours")]
    start_phase(state, "resource", actor=0)
    act(state, Draw())
    assert card("wildfire_rumours") in state.events and state.hands[0] == [card("land_grab")]


def test_hunting_consuming_and_card_actions() -> None:
    state = _ready()
    state.vitae[0] = 2
    give_play(state, 0, "blood_doll", "hired_bodyguard")
    start_phase(state, "resource", actor=0)
    act(state, UseCard(card("blood_doll")))
    assert state.vitae[0] == 4 and UseCard(card("blood_doll")) not in state.legal_actions()
    act(state, ConsumeRetainer(card("hired_bodyguard")))
    assert state.vitae[0] == 6 and card("hired_bodyguard") in state.discard
    assert Hunt() not in state.legal_actions()  # both resource actions spent


def test_the_broker_reads_a_die_and_ignores_ten_again() -> None:
    state = _ready(ten_again=True)
    give_play(state, 0, "back_alley_broker")
    start_phase(state, "resource", actor=0)
    state.rng = ScriptedRng([10])
    act(state, UseCard(card("back_alley_broker")))
    assert state.prestige[0] == 1


def test_events_stop_hunting_and_trading() -> None:
    state = _ready()
    state.vitae[0] = 3
    put_event(state, "thin_blood_in_the_herd")
    put_event(state, "salon_gossip")
    start_phase(state, "resource", actor=0)
    legal = state.legal_actions()
    assert Hunt() not in legal and not any(isinstance(a, Offer) for a in legal)


def test_a_gift_of_vitae_and_a_card_for_vitae() -> None:
    state = _ready()
    state.vitae = [4, 3, 6, 6]
    give_hand(state, 0, "land_grab")
    start_phase(state, "resource", actor=0)
    act(state, Offer(1, give_vitae=1), Accept())
    assert state.vitae[:2] == [3, 4]
    act(state, Offer(1, give_card=card("land_grab"), want_vitae=1), Refuse())
    assert state.hands[0] == [card("land_grab")] and state.offers_made == 2
    assert not any(isinstance(a, Offer) for a in state.legal_actions())  # two offers a phase


def test_one_token_gift_changes_control_and_no_second_token() -> None:
    state = _ready()
    place(state, 0, "city_hall", 1)
    place(state, 0, "cathedral", 1)
    place(state, 1, "city_hall", 1)
    start_phase(state, "resource", actor=0)
    act(state, Offer(1, give_zone="city_hall"), Accept())
    assert state.tokens[zone("city_hall")][:2] == [0, 2] and state.controller[zone("city_hall")] == 1
    assert not any(isinstance(a, Offer) and a.give_zone for a in state.legal_actions())


def test_a_token_swap() -> None:
    state = _ready()
    place(state, 0, "city_hall", 2)
    place(state, 1, "airfield", 1)
    start_phase(state, "resource", actor=0)
    act(state, Offer(1, give_zone="city_hall", want_zone="airfield"), Accept())
    assert state.tokens[zone("city_hall")][:2] == [1, 1] and state.tokens[zone("airfield")][:2] == [1, 0]
    assert state.controller[zone("city_hall")] == -1 and state.controller[zone("airfield")] == 0


def test_a_withdrawn_primogen_keeps_contesting() -> None:
    state = _ready()
    place(state, 1, "opera_house", 2)
    give_hand(state, 1, "land_grab")
    start_phase(state, "resource", actor=1)
    act(state, Withdraw())
    assert state.withdrawn[1] and state.location[1] == -1 and not state.hands[1]
    assert draw_count(state, 1) == 0 and state.tokens[zone("opera_house")][1] == 2
    from game.games.elysium.actions import Target
    from game.games.elysium.flow import settle
    state.phase, state.step = "challenge", "phase_done"
    settle(state, [])
    assert state.step == "influence" and state.current_player == 0
    at(state, s0="nightclub_row")
    state._touched()
    act(state, Target("nightclub_row", 1))
    assert [list(s) for s in state.clash.sides] == [[0], [1]]  # the absent seat's tokens contest
