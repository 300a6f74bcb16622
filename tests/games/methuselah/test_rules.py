"""Methuselah's rules, from the seed (the tournament sections: ousting and victory points,
withdrawing, the discard phase, the influence phase) and the frame in rules/methuselah.md.
Each test sets a table by hand and plays legal actions through the engine."""

from __future__ import annotations

from game.core.actions import Pass
from game.games.methuselah.actions import (
    Act,
    Block,
    BringOut,
    Cast,
    Pick,
    Play,
    Strike,
    Target,
    Transfer,
    Withdraw,
)
from game.games.methuselah.board import find, seat_lists
from game.games.methuselah.counters import check_ousts, lose_pool

from .helpers import C, answered, bare, card, give, kinds, new, pass_until, play, put, start, vamp

PASS = Pass()


# -- 9.1 victory points and ousting ---------------------------------------------------------------
def test_the_seeds_ousting_example_ends_two_to_two_with_lisas_last_standing_point() -> None:
    """Richard, Steve, Justin and Lisa, clockwise: Steve is ousted (Richard's prey), then Justin (now
    Richard's prey), then Richard (Lisa's prey once only they are left): 2 VP each."""
    richard, steve, justin, lisa = range(4)
    state = bare(4, seed=3)
    # Steve falls to a bleed from Richard's vampire
    state.pool[steve] = 1
    uid = put(state, richard, "corwen")
    start(state, richard, "minion")
    play(state, Pick(uid))
    events = play(state, Act("bleed"))
    assert "ousted" in kinds(events) and state.ousted[steve]
    assert state.vp[richard] == 1 and state.pool[richard] == 30 + 6
    assert state.prey(richard) == justin and state.predator(justin) == richard
    # Justin is ousted next ("no matter how or by whom")
    lose_pool(state, justin, state.pool[justin])
    check_ousts(state, [])
    assert state.vp[richard] == 2 and state.pool[richard] == 30 + 12
    assert state.prey(richard) == lisa and state.prey(lisa) == richard   # each the other's prey
    # all Richard's pool does not save him: Lisa ousts him
    lose_pool(state, richard, state.pool[richard])
    check_ousts(state, [])
    assert state.is_over
    assert state.vp == [2, 0, 0, 2]       # Lisa: 1 for Richard, +1 for being the last one standing
    assert sorted(state.winners()) == [richard, lisa]


def test_a_player_ousted_with_her_prey_gets_the_point_but_not_the_six_pool() -> None:
    """Three at the table: a referendum makes everyone burn 1 pool; seats 1 and 2 fall together.
    Seat 1 ousted her prey (seat 2) at the moment she was ousted: the VP, no pool."""
    state = bare(3, seed=5)
    state.pool[:] = [10, 1, 1]
    caller = put(state, 0, "hollis")
    give(state, 0, "general_summons")
    start(state, 0, "minion")
    play(state, Pick(caller))
    play(state, Act("card", card("general_summons")))
    pass_until(state, lambda s: s.is_over)
    assert state.ousted[1] and state.ousted[2]
    assert state.vp[1] == 1 and state.pool[1] == 0          # the point, not the pool
    assert state.vp[0] == 1 + 1                              # seat 1 was her prey; and she is last
    assert state.pool[0] == 10 - 1 + 6


def test_the_prey_of_an_ousted_player_becomes_her_predators_new_prey() -> None:
    state = bare(5, seed=2)
    lose_pool(state, 2, 30)
    check_ousts(state, [])
    assert state.prey(1) == 3 and state.predator(3) == 1 and not state.is_over
    assert state.vp[1] == 1 and state.pool[1] == 36


# -- 9.2 withdrawing ----------------------------------------------------------------------------
def _withdrawing(seed: int = 4):  # type: ignore[no-untyped-def]
    """Seat 0 begins a turn with an empty library and 5 cards in hand, and announces a withdrawal."""
    state = bare(3, seed=seed)
    state.ash[0] += state.library[0]
    state.library[0] = []
    give(state, 0, "keen_eyes", "keen_eyes", "stone_hide", "tithe", "grit_teeth")
    start(state, 0, "unlock", turn_no=9)
    assert state.step == "withdraw"
    play(state, Withdraw())
    return state


def test_a_withdrawal_with_no_pool_or_blood_lost_succeeds_for_one_victory_point() -> None:
    state = _withdrawing()
    vp_before = list(state.vp)
    pass_until(state, lambda s: not s.alive[0])
    assert state.withdrawn[0] and not state.ousted[0]
    assert state.vp[0] == vp_before[0] + 1
    assert state.vp[2] == vp_before[2] and state.pool[2] == 30      # the predator gets nothing


def test_a_withdrawal_fails_on_a_single_pool_even_if_it_comes_back() -> None:
    state = _withdrawing()
    put(state, 0, "hollis")   # (a minion of hers, so she has something to spend on)
    state.unc_blood[0][0] = 1
    pass_until(state, lambda s: s.step == "influence" and s.turn == 0)
    play(state, Transfer(0, 1))        # 1 pool onto a vampire ...
    play(state, Transfer(0, -1))       # ... and back: no pool less, but one was spent
    assert state.pool[0] == 30
    pass_until(state, lambda s: s.turn == 0 and s.phase == "master" or not s.alive[0])
    assert state.alive[0] and not state.withdrawn[0] and state.vp[0] == 0


def test_a_withdrawal_fails_on_a_single_blood_lost_by_a_minion() -> None:
    state = _withdrawing()
    uid = put(state, 0, "livia", blood=4)
    pass_until(state, lambda s: s.turn == 1)
    from game.games.methuselah.counters import add_blood, lose_blood
    m = find(state, uid)
    lose_blood(state, m, 1)
    add_blood(state, m, 1)                 # made up for: the withdrawal still fails
    pass_until(state, lambda s: s.turn == 0 and s.phase == "master" or not s.alive[0])
    assert state.alive[0] and not state.withdrawn[0]


def test_withdrawal_is_only_offered_with_an_empty_library_and_a_short_hand() -> None:
    state = bare(3, seed=4)
    give(state, 0, "keen_eyes")
    start(state, 0, "unlock")
    assert state.step != "withdraw"          # the library still has cards


# -- the discard phase --------------------------------------------------------------------------
def test_the_discard_phase_gives_one_action_discard_and_draw_or_an_event() -> None:
    state = bare(3, seed=6)
    give(state, 0, "long_night", "keen_eyes")
    start(state, 0, "discard")
    legal = state.legal_actions()
    assert {a.kind for a in legal} == {"pass", "discard", "event"}
    play(state, next(a for a in legal if a.kind == "discard"))
    assert state.phase != "discard" or state.turn != 0          # one action only: the phase is over
    assert len(state.hand[0]) == 7                              # drawn back up


# -- the influence phase ----------------------------------------------------------------------
def test_noras_transfers_leave_three_pool_then_one_and_the_vampire_in_the_ready_region() -> None:
    state = bare(3, seed=7)
    nora = 0
    state.pool[nora] = 2
    state.unc[nora] = [vamp("aurelie"), vamp("tamsin")]      # capacity 10 and capacity 7
    state.unc_blood[nora] = [8, 2]
    start(state, nora, "influence", turn_no=8)
    assert state.transfers == 4
    assert Transfer(0, 1) in state.legal_actions()
    play(state, Transfer(1, -1))           # two transfers: 1 blood back from the capacity-7 vampire
    assert state.pool[nora] == 3 and state.transfers == 2
    play(state, Transfer(0, 1))
    play(state, Transfer(0, 1))
    assert state.pool[nora] == 1 and state.unc_blood[nora][0] == 10 and state.transfers == 0
    assert Transfer(0, 1) not in state.legal_actions()       # never the last pool
    play(state, BringOut(0))
    ready = [m for m in state.mins if m.controller == nora]
    assert len(ready) == 1 and ready[0].card == vamp("aurelie") and ready[0].blood == 10
    assert not ready[0].locked and not ready[0].torpor
    assert state.unc[nora] == [vamp("tamsin")] and state.unc_blood[nora] == [1]


def test_transfers_are_one_two_three_on_the_first_three_turns_then_four() -> None:
    state = new(4, seed=8)
    seen: list[tuple[int, int]] = []
    for _ in range(20000):
        if len(seen) >= 8:
            break
        if state.step == "influence" and (not seen or seen[-1][0] != state.turn_no):
            seen.append((state.turn_no, state.transfers))
        legal = state.legal_actions()
        state.apply(Pass() if Pass() in legal else legal[0])
    assert [t for _, t in seen] == [1, 2, 3, 4, 4, 4, 4, 4]


def test_a_crypt_draw_costs_four_transfers_and_a_pool() -> None:
    state = bare(3, seed=9)
    start(state, 0, "influence")
    before = len(state.unc[0])
    events = play(state, next(a for a in state.legal_actions() if a.kind == "crypt_draw"))
    assert "crypt_draw" in kinds(events)
    assert state.pool[0] == 29 and len(state.unc[0]) == before + 1 and state.unc_blood[0][-1] == 0


# -- the Edge and bleeding ---------------------------------------------------------------------
def test_a_successful_bleed_takes_the_edge_and_the_edge_gives_a_pool_in_unlock() -> None:
    state = bare(3, seed=10)
    uid = put(state, 0, "lucan")
    start(state, 0, "minion")
    play(state, Pick(uid))
    play(state, Act("bleed"))            # the prey (seat 1) has no minion to block
    assert state.pool[1] == 29 and state.edge == 0
    state2 = bare(3, seed=10)
    state2.edge = 0
    start(state2, 0, "unlock")
    assert state2.step == "edge"
    play(state2, state2.legal_actions()[0])
    assert state2.pool[0] == 31


# -- blocks ------------------------------------------------------------------------------------
def test_a_block_succeeds_when_intercept_reaches_stealth() -> None:
    state = bare(3, seed=11)
    actor = put(state, 0, "lucan")
    blocker = put(state, 1, "cobb")
    give(state, 1, "keen_eyes")        # +1 intercept (sight)
    start(state, 0, "minion")
    play(state, Pick(actor))
    give(state, 0, "shadow_errand", "honeyed_words")    # a bleed with +1 stealth (lucan has shade)
    play(state, Act("card", card("shadow_errand")))
    give(state, 0, "cloak_of_dusk")    # stealth she may add (she does not, below)
    assert state.step == "block" and state.actor == 1 and state.a_stealth == 1
    play(state, Block(blocker))        # intercept 0 < stealth 1: the blocker may raise it
    assert state.step == "intercept"
    play(state, Play(card("keen_eyes"), blocker))    # 1 >= 1: blocked unless the actor adds stealth
    assert state.step == "stealth" and state.actor == 0
    events = play(state, PASS)
    assert "blocked" in kinds(events) and state.pool[1] == 30
    assert find(state, blocker).locked is True


def test_no_block_when_intercept_stays_below_stealth() -> None:
    state = bare(3, seed=12)
    actor = put(state, 0, "lucan")
    blocker = put(state, 1, "cobb")
    start(state, 0, "minion")
    give(state, 0, "shadow_errand")
    play(state, Pick(actor))
    play(state, Act("card", card("shadow_errand")))
    events = answered(state, Block(blocker))   # intercept 0 < stealth 1 and no card: the block fails
    assert "block_fails" in kinds(events) and "bleed" in kinds(events)
    assert state.pool[1] == 29 and find(state, blocker).locked is False


def test_undirected_actions_are_blocked_by_the_prey_then_the_predator() -> None:
    state = bare(4, seed=13)
    actor = put(state, 0, "lucan", blood=1)
    put(state, 1, "cobb")
    put(state, 3, "cobb")
    put(state, 2, "cobb")
    start(state, 0, "minion")
    play(state, Pick(actor))
    play(state, Act("hunt"))
    assert state.blockers == [1, 3] and state.actor == 1
    play(state, PASS)
    assert state.actor == 3
    play(state, PASS)
    assert find(state, actor).blood == 2


# -- combat ------------------------------------------------------------------------------------
def _rush(state, a: int, b: int, card_key: str = "waylay", hand=()):  # type: ignore[no-untyped-def]
    give(state, 0, card_key, *hand)
    start(state, 0, "minion")
    play(state, Pick(a))
    play(state, Act("card", card(card_key)))
    play(state, Target(b))
    if state.step == "block":
        play(state, PASS)
    while state.step == "maneuver" and state.legal_actions() == [PASS]:   # asked, a seat with none passes
        play(state, PASS)


def test_a_combat_round_prevents_then_mends_and_sends_the_wounded_to_torpor() -> None:
    state = bare(3, seed=14)
    a = put(state, 0, "kestra")               # fang at superior: Crushing Blow strikes for 4
    b = put(state, 1, "halden", blood=1)      # stone at superior: Stone Hide prevents 2
    _rush(state, a, b)
    assert state.step == "strike" and state.actor == 0
    give(state, 0, "crushing_blow")
    give(state, 1, "stone_hide")
    play(state, Play(card("crushing_blow"), a))
    play(state, Strike("hand"))
    # a takes 1 (mended with 1 blood); b may prevent
    assert state.step == "prevent" and state.actor == 1
    events = play(state, Play(card("stone_hide"), b))
    assert "torpor" in kinds(events)
    mb = find(state, b)
    assert mb.torpor is True and mb.blood == 0          # 4 - 2 prevented = 2: 1 mended, 1 wounds
    assert find(state, a).blood == C.vampires[vamp("kestra")].capacity - 1


def test_aggravated_damage_burns_a_wounded_vampire() -> None:
    state = bare(3, seed=15)
    a = put(state, 0, "kestra")
    b = put(state, 1, "isolde", blood=3)
    _rush(state, a, b)
    give(state, 0, "tearing_bite")            # superior: 2 aggravated
    play(state, Play(card("tearing_bite"), a))
    events = answered(state, Strike("hand"))
    assert "burn" in kinds(events) and find(state, b) is None   # the 1st wounds, the 2nd burns
    assert vamp("isolde") in state.ash_crypt[1]


def test_one_aggravated_damage_only_wounds_and_blood_cannot_mend_it() -> None:
    state = bare(3, seed=16)
    a = put(state, 0, "zilla")                # fang basic: Tearing Bite strikes 1 aggravated
    b = put(state, 1, "isolde", blood=3)
    _rush(state, a, b)
    give(state, 0, "tearing_bite")
    play(state, Play(card("tearing_bite"), a))
    play(state, Strike("none"))
    mb = find(state, b)
    assert mb.torpor is True and mb.blood == 3


def test_an_ally_loses_life_and_is_burned_at_none() -> None:
    state = bare(3, seed=17)
    a = put(state, 0, "kestra")
    b = put(state, 1, "zealot", ally=True)    # 2 life
    _rush(state, a, b)
    play(state, Strike("hand"))
    play(state, Strike("hand"))
    assert find(state, b).blood == 1          # 1 damage: 1 life left
    pass_until(state, lambda s: s.step == "minion")
    assert find(state, b) is not None


def test_first_strike_lands_before_the_other_strike() -> None:
    state = bare(3, seed=18)
    a = put(state, 0, "dagny")                 # haste at superior: Quicksilver Strike 3, first
    b = put(state, 1, "isolde", blood=0)
    _rush(state, a, b, "hounds_leap")
    give(state, 0, "quicksilver_strike")
    play(state, Play(card("quicksilver_strike"), a))
    play(state, Strike("hand"))
    assert find(state, b).torpor is True
    assert find(state, a).blood == C.vampires[vamp("dagny")].capacity   # b's strike never landed


def test_a_dodge_and_a_long_range_manoeuvre() -> None:
    state = bare(3, seed=19)
    a = put(state, 0, "dagny")
    b = put(state, 1, "isolde", blood=2)
    _rush(state, a, b, "hounds_leap", ("shifting_ground", "weave_aside"))
    assert state.step == "maneuver"
    play(state, Play(card("shifting_ground"), a))
    assert state.c_range == 1 and state.step == "strike"    # nobody moves it back
    assert Strike("hand") not in state.legal_actions()        # no hand strike at long range
    play(state, Play(card("weave_aside"), a))    # isolde cannot strike at long range: played for her
    assert find(state, a).blood == C.vampires[vamp("dagny")].capacity


def test_a_press_gives_another_round() -> None:
    state = bare(3, seed=20)
    a = put(state, 0, "dagny")
    b = put(state, 1, "isolde", blood=5)
    _rush(state, a, b, "hounds_leap")
    give(state, 0, "unrelenting")
    play(state, Strike("hand"))
    answered(state, Strike("hand"))
    assert state.step == "press"
    answered(state, Play(card("unrelenting"), a))  # seat 1 has no press to cancel it (asked, it passes)
    assert state.step == "strike" and state.c_round == 2


# -- the referendum -----------------------------------------------------------------------------
def test_a_referendum_passes_with_more_votes_for() -> None:
    state = bare(3, seed=21)
    caller = put(state, 0, "hollis")
    give(state, 0, "edict_tithes")
    start(state, 0, "minion")
    play(state, Pick(caller))
    play(state, Act("card", card("edict_tithes")))
    pass_until(state, lambda s: s.step == "minion")
    assert state.pool[0] == 33


def test_a_referendum_fails_on_a_tie() -> None:
    state = bare(3, seed=22)
    caller = put(state, 0, "hollis")           # no title: the card's 1 vote
    put(state, 1, "seraphine")                 # a Warden: 1 vote
    give(state, 0, "edict_tithes")
    start(state, 0, "minion")
    play(state, Pick(caller))
    play(state, Act("card", card("edict_tithes")))
    pass_until(state, lambda s: s.step == "vote" and s.actor == 1)
    play(state, Cast(0))                       # 1 for, 1 against
    assert state.votes == [1, 1]
    pass_until(state, lambda s: s.step == "minion")
    assert state.pool[0] == 30


# -- the round limit ----------------------------------------------------------------------------
def test_the_round_limit_ends_the_game_and_pool_breaks_a_tie_in_victory_points() -> None:
    state = new(3, seed=23, rounds=6)
    state.pool[1] += 1
    state.bank -= 1
    pass_until(state, lambda s: s.is_over)
    assert state.end_reason == "rounds" and state.round == 6 and state.turn_no == 18
    assert state.winners() == [1]
    other = new(3, seed=23, rounds=6)
    other.pool[1] += 1
    other.vp[2] = 1
    pass_until(other, lambda s: s.is_over)
    assert other.winners() == [2]          # victory points first


# -- the table and setup ------------------------------------------------------------------------
def test_setup_gives_thirty_pool_seven_cards_and_four_face_down_vampires() -> None:
    for players in (2, 3, 5):
        state = new(players, seed=30 + players)
        assert state.pool == [30] * players and state.edge == -1 and state.vp == [0] * players
        for p in range(players):
            assert len(state.hand[p]) == 7 and len(state.library[p]) == len(seat_lists(state, p)[1]) - 7
            assert len(state.unc[p]) == 4 and state.unc_blood[p] == [0] * 4 and len(state.crypt[p]) == 8
        assert state.turn == 0 and state.round == 1


def test_prey_is_to_the_left_predator_to_the_right_and_two_players_hunt_each_other() -> None:
    state = new(5, seed=1)
    assert [state.prey(p) for p in range(5)] == [1, 2, 3, 4, 0]
    assert [state.predator(p) for p in range(5)] == [4, 0, 1, 2, 3]
    duo = new(2, seed=1)
    assert duo.prey(0) == duo.predator(0) == 1


def test_the_hand_is_refilled_to_seven_when_a_card_is_played() -> None:
    state = new(3, seed=2)
    uid = put(state, 0, "gideon")
    state.hand[0][0] = card("midnight_summons")
    start(state, 0, "minion")
    play(state, Pick(uid))
    play(state, Act("card", card("midnight_summons")))
    assert len(state.hand[0]) == 7


def test_an_empty_ready_vampire_must_hunt_before_the_minion_phase_ends() -> None:
    state = bare(3, seed=3)
    uid = put(state, 0, "gideon", blood=0)
    start(state, 0, "minion")
    assert state.legal_actions() == [Pick(uid)]
    play(state, Pick(uid))
    assert state.legal_actions() == [Act("hunt")]
