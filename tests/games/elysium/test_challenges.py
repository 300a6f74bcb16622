"""The rulebook's challenge examples, with our clans and cards and scripted dice."""

from __future__ import annotations

from game.games.elysium.actions import (
    Accept,
    Assist,
    ChallengeEvent,
    ChallengePlayer,
    Nudge,
    Pass,
    Refuse,
    Reroll,
    Spoil,
    UsePower,
)

from .helpers import (
    ScriptedRng,
    act,
    at,
    card,
    give_hand,
    give_play,
    pass_until,
    pass_while,
    place,
    put_event,
    start_phase,
    table,
)

# Seats in these examples: 0 Lucy, 1 Rob, 2 Sarah, 3 Jim (as the rulebook's players).


def test_social_challenge_18_against_11_and_the_stolen_retainer() -> None:
    """Lucy (the Crowned, Social 7, a +2 herald) beats Rob (the Cryptborn, Social 2) 18 to 11."""
    state = table(["crowned", "cryptborn", "velvet", "veiled"])
    at(state, s0="docks", s1="docks", s2="airfield", s3="grand_arcade")
    give_play(state, 0, "silver_tongued_herald")
    give_play(state, 1, "back_alley_broker")
    start_phase(state, "challenge", actor=0)
    state.rng = ScriptedRng([9, 9])
    act(state, ChallengePlayer(1, "social"))
    assert state.step == "powers"
    act(state, Pass(), Pass())  # Regal Bearing and Visage of Dread stay unused
    assert state.panel()["sides"][0]["total"] == 18 and state.panel()["sides"][1]["total"] == 11
    pass_until(state, "spoils")  # the seats holding reroll powers let it stand
    assert state.current_player == 0
    broker = card("back_alley_broker")
    assert Spoil(1, "card", card=broker, to=0) in state.legal_actions()
    act(state, Spoil(1, "card", card=broker, to=0))
    assert broker in state.play[0] and broker not in state.play[1]
    assert state.step == "challenge" and state.current_player == 1


def test_physical_challenge_power_reroll_and_discards_end_in_torpor() -> None:
    """Sarah (+1 die) 11 vs Jim 10; Jim's charm rerolls to 12; Sarah's two discards make 13;
    Lucy's two discards lift Jim to 14; Jim takes Sarah's last two Vitae and she falls into torpor."""
    state = table(["crowned", "cryptborn", "velvet", "veiled"])
    order = [2, 3, 0, 1]
    state.regent, state.order = 2, order
    at(state, s2="opera_house", s3="opera_house", s0="airfield", s1="grand_arcade")
    state.vitae = [6, 6, 3, 4]
    give_play(state, 3, "rabbit_bone_charm")
    give_hand(state, 2, "act_docks", "act_morgue")
    give_hand(state, 0, "political_machine", "act_cathedral")
    start_phase(state, "challenge", actor=2)
    state.rng = ScriptedRng([4, 2, 7, 9])
    act(state, ChallengePlayer(3, "physical"))
    act(state, UsePower("quicksilver_grace"))
    assert state.vitae[2] == 2
    # Jim's powers fit no physical challenge, so the dice are rolled at once
    panel = state.panel()
    assert [panel["sides"][0]["total"], panel["sides"][1]["total"]] == [11, 10]
    assert state.step == "dice" and state.current_player == 2
    act(state, Pass())                                             # Sarah is winning
    act(state, Reroll(2, 0, card=card("rabbit_bone_charm")))      # Jim rerolls his own die: 9
    assert state.panel()["sides"][1]["total"] == 12
    act(state, Nudge(card("political_machine"), 2, 1))             # Lucy helps Jim: 13
    act(state, Nudge(card("act_docks"), 0, 1))                     # Sarah: 12
    act(state, Pass())                                             # Jim
    act(state, Nudge(card("act_cathedral"), 2, 1))                 # Lucy: Jim 14
    act(state, Nudge(card("act_morgue"), 1, 1))                    # Sarah: 13
    act(state, Pass(), Pass())                                     # Jim, then Sarah: no one adds more
    assert state.step == "spoils" and state.current_player == 3
    legal = state.legal_actions()
    assert Spoil(2, "vitae", amount=2, to=3) in legal and Spoil(2, "vitae", amount=3, to=3) not in legal
    act(state, Spoil(2, "vitae", amount=2, to=3))
    assert state.vitae[2] == 0 and state.in_torpor(2) and state.vitae[3] == 6
    assert len(state.discard) >= 4


def test_event_challenge_totals_21_against_18() -> None:
    """Rob (the Cryptborn, Physical 7, +1 die, knuckle-dusters +1) rolls two dice and scores 21."""
    state = table(["crowned", "cryptborn", "velvet", "veiled"])
    at(state, s0="airfield", s1="docks", s2="airfield", s3="grand_arcade")
    give_play(state, 1, "knuckle_dusters")
    fledgling = put_event(state, "rampaging_fledgling")
    start_phase(state, "challenge", actor=1)
    state.rng = ScriptedRng([6, 7])
    act(state, ChallengeEvent(fledgling))
    act(state, Pass(), Pass(), Pass())   # nobody assists
    act(state, UsePower("grave_strength"))
    assert state.panel()["sides"][0]["total"] == 21
    pass_while(state, "dice")
    assert fledgling in state.discard and fledgling not in state.events
    assert state.prestige[1] == 3


def test_territorial_challenge_with_help_fails_13_against_15() -> None:
    """Lucy (3 zones, Command +1 die) with Rob's help (4 zones) rolls 2+4: 13 < 15; she loses 2, Rob 1."""
    state = table(["crowned", "cryptborn", "velvet", "veiled"])
    at(state, s0="airfield", s1="docks", s2="airfield", s3="grand_arcade")
    for zid in ("airfield", "morgue", "docks"):
        place(state, 0, zid, 1)
    for zid in ("city_hall", "courthouse", "cathedral", "university"):
        place(state, 1, zid, 1)
    state.prestige = [5, 5, 0, 0]
    thin = put_event(state, "thin_blood_in_the_herd")
    start_phase(state, "challenge", actor=0)
    state.rng = ScriptedRng([2, 4])
    act(state, ChallengeEvent(thin))
    act(state, Assist(0), Accept())     # Rob offers, Lucy accepts
    act(state, Pass(), Pass())          # Sarah, Jim
    act(state, Pass())                  # Rob, round two
    assert state.step == "powers"
    act(state, UsePower("command"))
    panel = state.panel()
    assert panel["sides"][0]["total"] == 13 and panel["difficulty"] == 15
    pass_while(state, "dice")
    assert state.prestige[:2] == [3, 4]
    assert thin in state.events


def test_assisted_mental_event_scores_22_and_rewards_3_and_2() -> None:
    """Sarah (Mental 3) with Jim (Mental 7, Second Sight, a +3 cipher engine): 3 + 6 + 13 = 22 >= 18."""
    state = table(["crowned", "cryptborn", "velvet", "veiled"])
    state.order = [2, 3, 0, 1]
    at(state, s0="airfield", s1="docks", s2="opera_house", s3="grand_arcade")
    give_play(state, 3, "cipher_engine")
    ledgers = put_event(state, "ledgers_exposed")
    start_phase(state, "challenge", actor=2)
    state.rng = ScriptedRng([3, 6])
    act(state, ChallengeEvent(ledgers))
    act(state, Assist(0), Accept())   # Jim
    act(state, Assist(0), Refuse())   # Lucy is turned away
    act(state, Pass(), Pass())        # Rob, Jim: a quiet round (Lucy, turned away, is not asked again)
    assert state.step == "powers"
    act(state, UsePower("second_sight"))
    assert state.panel()["sides"][0]["total"] == 22
    pass_while(state, "dice")
    assert state.prestige[2] == 3 and state.prestige[3] == 2 and state.prestige[0] == 0
    assert ledgers in state.discard


def test_ten_again_forced_reroll_makes_13() -> None:
    """Rob rolls 10, 10 under 10-again; Lucy's charm forces the second 10 again: a 3, so 13."""
    state = table(["crowned", "cryptborn", "velvet", "veiled"], ten_again=True)
    at(state, s0="docks", s1="docks", s2="airfield", s3="grand_arcade")
    give_play(state, 0, "rabbit_bone_charm")
    start_phase(state, "challenge", actor=1)
    state.rng = ScriptedRng([10, 10, 7, 5, 3])
    act(state, ChallengePlayer(0, "mental"))
    act(state, Pass(), Pass())   # no powers
    assert state.panel()["sides"][0]["dice"][0]["rolls"] == [10, 10, 7]
    assert state.current_player == 0
    act(state, Reroll(0, 1, card=card("rabbit_bone_charm")))
    die = state.panel()["sides"][0]["dice"][0]
    assert die["rolls"] == [10, 3] and die["value"] == 13


def test_elysium_etiquette_costs_1_or_3_win_or_lose() -> None:
    state = table(["crowned", "cryptborn", "velvet", "veiled"])
    at(state, s0="elysium", s1="chinatown", s2="elysium", s3="grand_arcade")
    state.prestige = [5, 5, 5, 5]
    start_phase(state, "challenge", actor=0)
    state.rng = ScriptedRng([5, 5])
    act(state, ChallengePlayer(1, "social"))
    assert state.prestige[0] == 4  # paid on declaring, before any dice
    state2 = table(["crowned", "cryptborn", "velvet", "veiled"])
    at(state2, s0="chinatown", s1="elysium", s2="airfield", s3="grand_arcade")
    state2.prestige = [5, 5, 5, 5]
    start_phase(state2, "challenge", actor=0)
    act(state2, ChallengePlayer(1, "physical"))
    assert state2.prestige[0] == 2


def test_a_hidden_or_torpid_primogen_cannot_be_challenged() -> None:
    state = table(["veiled", "cryptborn", "velvet", "crowned"])
    at(state, s0="docks", s1="docks", s2="docks", s3="grand_arcade")
    state.untargetable[0] = True
    state.location[2] = -1
    start_phase(state, "challenge", actor=1)
    targets = {a.target for a in state.legal_actions() if isinstance(a, ChallengePlayer)}
    assert targets == set()


def test_iron_hide_keeps_the_vitae_and_the_winner_gets_none() -> None:
    state = table(["crowned", "thornblood", "velvet", "veiled"])
    at(state, s0="docks", s1="docks", s2="airfield", s3="grand_arcade")
    start_phase(state, "challenge", actor=0)
    state.rng = ScriptedRng([9, 1])
    act(state, ChallengePlayer(1, "physical"))
    act(state, UsePower("iron_hide"), Pass())  # the Crowned have no physical power to offer
    pass_while(state, "dice")
    # the loser holds no equipment and its Vitae cannot be lost: sparing it is all the winner
    # could do, so the winner is not asked and the next Primogen declares
    assert state.step == "challenge" and state.current_player == 1
    assert state.vitae[1] == 5  # only the power's cost


def test_visage_of_dread_weighs_on_the_other_side() -> None:
    state = table(["crowned", "cryptborn", "velvet", "veiled"])
    at(state, s0="docks", s1="docks", s2="airfield", s3="grand_arcade")
    start_phase(state, "challenge", actor=1)
    state.rng = ScriptedRng([5, 5])
    act(state, ChallengePlayer(0, "mental"))
    act(state, Pass(), UsePower("visage_of_dread"))
    pass_while(state, "powers")
    sides = state.panel()["sides"]
    assert sides[0]["total"] == 5 + 6 and sides[1]["total"] == 5 + 4 - 2


def test_an_event_challenge_may_be_withdrawn_before_the_powers() -> None:
    """'The acting player may even withdraw the challenge at any point before Disciplines or card
    effects are played or the dice are rolled': Jim's help comes and goes, Sarah withdraws, no
    prestige changes hands, the event stays, and her challenge for the phase is spent."""
    from game.games.elysium.actions import Rescind, StandAside
    state = table(["crowned", "cryptborn", "velvet", "veiled"])
    state.order = [2, 3, 0, 1]
    at(state, s0="airfield", s1="docks", s2="opera_house", s3="grand_arcade")
    state.prestige = [2, 2, 2, 2]
    ledgers = put_event(state, "ledgers_exposed")
    start_phase(state, "challenge", actor=2)
    act(state, ChallengeEvent(ledgers))
    act(state, Assist(0), Accept())     # Jim
    act(state, Pass(), Pass())          # Lucy, Rob; Sarah, with nothing lost, is not asked
    assert state.current_player == 3
    act(state, StandAside())            # Jim thinks better of it
    act(state, Pass(), Pass())          # Lucy, Rob
    assert state.current_player == 2 and Rescind() in state.legal_actions()
    act(state, Rescind())
    assert state.clash is None and ledgers in state.events and state.prestige == [2, 2, 2, 2]
    assert state.challenged[2] and state.current_player == 3
