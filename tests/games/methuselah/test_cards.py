"""Every op of the card vocabulary does what its words say, played through the engine; and every op
a card may carry is one of those tested here (a new op needs its test)."""

from __future__ import annotations

from game.core.actions import Pass
from game.games.methuselah.actions import (
    Act,
    Block,
    Pick,
    Play,
    PlayEvent,
    PlayMaster,
    Seek,
    Strike,
    Target,
)
from game.games.methuselah.board import find, intercept_of, strength
from game.games.methuselah.content import OPS
from game.games.methuselah.pieces import ALLY
from game.games.methuselah.words import card_text, vampire_text

from .helpers import C, answered, bare, card, equip, give, kinds, pass_until, play, put, start

PASS = Pass()
TESTED: set[str] = set()


def _covers(*ops: str):  # type: ignore[no-untyped-def]
    TESTED.update(ops)
    return lambda f: f


def _act(state, uid: int, what: str, key: str | None = None, hand=()):  # type: ignore[no-untyped-def]
    """Seat 0's minion takes one action; every other decision passes; back at the minion step."""
    give(state, 0, *([key] if key else []), *hand)
    start(state, 0, "minion")
    play(state, Pick(uid))
    play(state, Act("card", card(key)) if key else Act(what))
    return _settle(state)


def _settle(state):  # type: ignore[no-untyped-def]
    events: list = []
    for _ in range(200):
        if state.step == "minion" and state.actor == 0 or state.is_over:
            return events
        legal = state.legal_actions()
        events += state.apply(PASS if PASS in legal else legal[-1])
    raise AssertionError("the action did not end")


def _master(state, key: str, target: int = -1):  # type: ignore[no-untyped-def]
    give(state, 0, key)
    start(state, 0, "master")
    events = play(state, PlayMaster(card(key)))
    if state.step == "master_target":
        events += play(state, Target(target))
    return events


# -- master cards -----------------------------------------------------------------------------
@_covers("pool")
def test_pool_is_gained_from_the_bank() -> None:
    state = bare(3)
    bank = state.bank
    _master(state, "tithe")
    assert state.pool[0] == 32 and state.bank == bank - 2


@_covers("blood")
def test_blood_goes_onto_the_chosen_vampire_up_to_capacity() -> None:
    state = bare(3)
    uid = put(state, 0, "pell", blood=1)          # capacity 4
    _master(state, "vein_cache", uid)             # 3 blood, costs 1 pool
    assert find(state, uid).blood == 4 and state.pool[0] == 29
    _master(state, "night_feast", uid)
    assert find(state, uid).blood == 4           # the excess drains off


@_covers("seek")
def test_seek_takes_one_of_the_top_cards_and_puts_the_rest_underneath() -> None:
    state = bare(3)
    top = [card("keen_eyes"), card("stone_hide"), card("waylay")]
    state.library[0] = [card("tithe")] * 20 + top
    _master(state, "deep_archive")
    assert state.step == "seek" and sorted(state.seek[0]) == sorted(top)
    assert state.view(1).seek[0] == [-1, -1, -1]   # the others do not see them
    play(state, Seek(card("stone_hide")))
    assert card("stone_hide") in state.hand[0]
    assert sorted(state.library[0][:2]) == sorted([card("keen_eyes"), card("waylay")])


@_covers("transfers")
def test_extra_transfers_for_the_influence_phase() -> None:
    state = bare(3)
    _master(state, "swift_courier")
    pass_until(state, lambda s: s.step == "influence")
    assert state.transfers == 6


@_covers("haven")
def test_a_haven_stays_in_play_and_gives_pool_each_unlock() -> None:
    state = bare(3)
    _master(state, "safehouse")
    assert card("safehouse") in state.locations[0]
    pass_until(state, lambda s: s.turn == 0 and s.phase == "master")
    assert state.pool[0] == 31


@_covers("prey_burn", "edge")
def test_the_prey_burns_pool_and_the_edge_is_taken() -> None:
    state = bare(3)
    _master(state, "old_debts")
    assert state.pool[1] == 29
    state2 = bare(3)
    _master(state2, "claim_edge")
    assert state2.edge == 0


# -- actions ----------------------------------------------------------------------------------
@_covers("bleed")
def test_a_bleed_card_adds_to_the_bleed_more_at_superior() -> None:
    state = bare(3)
    basic = put(state, 0, "gideon")               # voice 1
    _act(state, basic, "", "midnight_summons")
    assert state.pool[1] == 28
    state2 = bare(3)
    superior = put(state2, 0, "lucan")            # voice 2
    _act(state2, superior, "", "midnight_summons")
    assert state2.pool[1] == 27


@_covers("stealth")
def test_stealth_on_an_action_card_and_from_a_modifier() -> None:
    state = bare(3)
    actor = put(state, 0, "maudra")               # shade 2
    put(state, 1, "cobb")
    give(state, 0, "veiled_theft", "cloak_of_dusk")
    start(state, 0, "minion")
    play(state, Pick(actor))
    play(state, Act("card", card("veiled_theft")))
    assert state.a_stealth == 2
    state2 = bare(3)
    actor2 = put(state2, 0, "lucan", blood=3)
    blocker = put(state2, 1, "cobb")
    give(state2, 0, "cloak_of_dusk")
    start(state2, 0, "minion")
    play(state2, Pick(actor2))
    play(state2, Act("bleed"))
    play(state2, Block(blocker))                   # 0 >= 0: the actor may add stealth
    answered(state2, Play(card("cloak_of_dusk"), actor2))   # (seats asked with nothing to play pass)
    assert state2.a_stealth == 1 and state2.pool[1] == 29     # the block fails, the bleed lands


@_covers("hunt_all")
def test_a_hunt_card_gains_its_blood_and_an_event_adds_to_every_hunt() -> None:
    state = bare(3)
    uid = put(state, 0, "jorah", blood=1)
    _act(state, uid, "", "deep_draught")
    assert find(state, uid).blood == 3
    state.events_in[2].append(card("hungry_moon"))
    find(state, uid).locked = False
    _act(state, uid, "hunt")
    assert find(state, uid).blood == 5


@_covers("blood_to_pool", "unlock_self")
def test_boons_move_blood_to_pool_and_unlock_the_actor() -> None:
    state = bare(3)
    uid = put(state, 0, "tobiah", blood=5)
    _act(state, uid, "", "sell_the_vitae")
    assert find(state, uid).blood == 3 and state.pool[0] == 32
    state2 = bare(3)
    uid2 = put(state2, 0, "dagny")
    _act(state2, uid2, "", "swift_errand")           # haste 2: 2 pool and unlocks
    assert state2.pool[0] == 32 and find(state2, uid2).locked is False


def test_a_boon_gains_pool_the_edge_and_blood() -> None:
    state = bare(3)
    uid = put(state, 0, "ottilie")
    _act(state, uid, "", "court_favors")
    assert state.edge == 0 and state.pool[0] == 31
    state2 = bare(3)
    uid2 = put(state2, 0, "halden", blood=1)          # stone 2: 3 blood
    _act(state2, uid2, "", "stone_meditation")
    assert find(state2, uid2).blood == 4


def test_far_sight_seeks_as_an_action() -> None:
    state = bare(3)
    uid = put(state, 0, "tobiah")
    give(state, 0, "far_sight")
    start(state, 0, "minion")
    play(state, Pick(uid))
    play(state, Act("card", card("far_sight")))
    pass_until(state, lambda s: s.step == "seek")
    assert len(state.seek[0]) == 3                   # sight 2: superior


# -- modifiers and reactions ------------------------------------------------------------------
@_covers("reduce_bleed")
def test_bleed_modifiers_and_reductions() -> None:
    state = bare(3)
    actor = put(state, 0, "lucan")
    reactor = put(state, 1, "perpetua")              # voice 2
    give(state, 1, "turn_the_word")
    give(state, 0, "honeyed_words")
    start(state, 0, "minion")
    play(state, Pick(actor))
    play(state, Act("bleed"))
    play(state, PASS)                                 # seat 1 does not block
    answered(state, Play(card("honeyed_words"), actor))   # +2 (voice 2); nothing more to add
    play(state, Play(card("turn_the_word"), reactor)) # -2
    play(state, PASS)
    assert state.pool[1] == 29


@_covers("votes")
def test_vote_cards_add_votes_to_their_side() -> None:
    state = bare(3)
    caller = put(state, 0, "gideon")
    put(state, 1, "seraphine")                        # a Warden
    put(state, 2, "perpetua")                         # voice 2
    give(state, 0, "edict_tithes", "gilded_promise")
    give(state, 2, "voice_of_dissent")
    start(state, 0, "minion")
    play(state, Pick(caller))
    play(state, Act("card", card("edict_tithes")))
    pass_until(state, lambda s: s.step == "vote")         # nobody blocks
    play(state, Play(card("gilded_promise"), caller, 1))   # 1 + 1 for
    play(state, PASS)
    play(state, Play(card("voice_of_dissent"), find(state, 3).uid, 0))  # 3 against (superior)
    _settle(state)
    assert state.pool[0] == 30                          # 2 for, 3 against: fails


# -- combat -----------------------------------------------------------------------------------
def _combat(state, a: int, b: int, hand0=(), hand1=(), rush="waylay"):  # type: ignore[no-untyped-def]
    give(state, 0, rush, *hand0)
    give(state, 1, *hand1)
    start(state, 0, "minion")
    play(state, Pick(a))
    play(state, Act("card", card(rush)))
    play(state, Target(b))
    if state.step == "block":
        play(state, PASS)
    while state.step == "maneuver" and state.legal_actions() == [PASS]:   # asked, a seat with none passes
        play(state, PASS)


@_covers("strike", "agg", "first", "dodge", "maneuver", "press", "prevent")
def test_the_combat_ops_of_the_rules_tests() -> None:
    """(strikes, aggravated, first strike, dodge, manoeuvre, press, prevention: test_rules.py)"""
    assert all(op in OPS["combat"] for op in ("strike", "agg", "first", "dodge", "maneuver", "press", "prevent"))


@_covers("ranged")
def test_a_ranged_strike_at_long_range() -> None:
    state = bare(3)
    a = put(state, 0, "kestra")
    b = put(state, 1, "isolde", blood=1)
    _combat(state, a, b, ("hurled_masonry", "distant_step"))
    assert state.step == "strike"           # kestra has no shade: no manoeuvre for her
    state2 = bare(3)
    a2 = put(state2, 0, "pell")              # shade: Distant Step; haste: Hound's Leap
    b2 = put(state2, 1, "isolde", blood=1)
    equip(state2, a2, "iron_bow")
    _combat(state2, a2, b2, ("distant_step",), rush="hounds_leap")
    play(state2, Play(card("distant_step"), a2))
    assert state2.c_range == 1
    assert Strike("gear", card("iron_bow")) in state2.legal_actions()
    play(state2, Strike("gear", card("iron_bow")))
    assert find(state2, b2).torpor is True    # 2 damage, 1 mended


@_covers("combat_ends")
def test_combat_ends_before_any_damage() -> None:
    state = bare(3)
    a = put(state, 0, "kestra")
    b = put(state, 1, "maudra", blood=1)
    _combat(state, a, b, ("crushing_blow",), ("melt_away",))
    play(state, Play(card("crushing_blow"), a))
    events = play(state, Play(card("melt_away"), b))
    assert "combat_ends" in kinds(events) and find(state, b).blood == 1 and not find(state, b).torpor


@_covers("strike_servant", "life")
def test_a_strike_at_a_retainer_and_employing_one() -> None:
    state = bare(3)
    holder = put(state, 1, "tobiah")
    give(state, 1, "loyal_hound")
    employer = put(state, 0, "cobb")
    _act(state, employer, "", "loyal_hound")
    assert [(g.card, g.life) for g in state.gear] == [(card("loyal_hound"), 2)] and state.pool[0] == 29
    state.gear[0].holder = holder
    a = put(state, 0, "kestra")
    _combat(state, a, holder, ("break_the_servant",))
    play(state, Play(card("break_the_servant"), a))      # superior: 3 damage to the retainer
    play(state, Strike("none"))
    assert not state.gear and card("loyal_hound") in state.ash[1]       # burned, to its holder's heap


# -- equipment, retainers, allies -------------------------------------------------------------
@_covers("gear_strike", "gear_prevent", "gear_strength")
def test_a_weapon_armour_and_a_porter_in_combat() -> None:
    state = bare(3)
    a = put(state, 0, "rurik")
    b = put(state, 1, "tobiah", blood=4)
    equip(state, a, "ember_blade")        # 1 aggravated
    equip(state, b, "mail_coat")          # prevents 1
    equip(state, b, "ghoul_porter")       # +1 strength
    assert strength(state, find(state, b)) == 2
    _combat(state, a, b)
    play(state, Strike("gear", card("ember_blade")))
    play(state, Strike("hand"))
    assert find(state, b).blood == 4 and not find(state, b).torpor    # prevented by the coat
    assert find(state, a).blood == C.vampires[find(state, a).card].capacity - 2


@_covers("gear_stealth", "gear_intercept", "gear_bleed")
def test_equipment_gives_stealth_intercept_and_bleed() -> None:
    state = bare(3)
    a = put(state, 0, "lucan")
    equip(state, a, "smoke_cloak")
    equip(state, a, "signet")
    b = put(state, 1, "cobb")
    equip(state, b, "watch_lantern")
    assert intercept_of(state, find(state, b)) == 1
    start(state, 0, "minion")
    play(state, Pick(a))
    play(state, Act("bleed"))
    assert state.a_stealth == 1
    play(state, Block(b))                 # 1 >= 1: blocked
    assert state.step in ("strike", "maneuver", "stealth")
    state2 = bare(3)
    a2 = put(state2, 0, "lucan")
    equip(state2, a2, "signet")
    _act(state2, a2, "bleed")
    assert state2.pool[1] == 28


def test_equip_pays_on_success() -> None:
    state = bare(3)
    a = put(state, 0, "lucan")
    _act(state, a, "", "iron_bow")
    assert state.pool[0] == 28 and [g.card for g in state.gear] == [card("iron_bow")]


@_covers("strength", "intercept")
def test_an_ally_is_recruited_bleeds_and_blocks() -> None:
    state = bare(3)
    a = put(state, 0, "lucan")
    _act(state, a, "", "whisper_broker")          # life 1, bleed 2, stealth 1
    ally = next(m for m in state.mins if m.kind == ALLY)
    assert ally.blood == 1 and state.pool[0] == 28
    start(state, 0, "minion")
    play(state, Pick(ally.uid))
    assert Act("hunt") not in state.legal_actions()   # allies do not hunt
    play(state, Act("bleed"))
    _settle(state)
    assert state.pool[1] == 28
    watch = put(state, 1, "night_warden", ally=True)
    assert intercept_of(state, find(state, watch)) == 1 and strength(state, find(state, watch)) == 1


# -- political actions ------------------------------------------------------------------------
def _referendum(state, key: str) -> int:  # type: ignore[no-untyped-def]
    caller = put(state, 0, "gideon")
    give(state, 0, key)
    start(state, 0, "minion")
    play(state, Pick(caller))
    play(state, Act("card", card(key)))
    _settle(state)
    return caller


@_covers("others_burn", "all_burn")
def test_referendums_that_burn_pool() -> None:
    state = bare(3)
    _referendum(state, "blood_levy")
    assert state.pool == [30, 29, 29]
    state2 = bare(3)
    _referendum(state2, "general_summons")
    assert state2.pool == [29, 29, 29]
    state3 = bare(3)
    _referendum(state3, "censure")
    assert state3.pool == [30, 27, 30]


def test_referendums_that_give_the_edge_and_blood() -> None:
    state = bare(3)
    _referendum(state, "ancient_privilege")
    assert state.edge == 0 and state.pool[0] == 31
    state2 = bare(3)
    caller = _referendum(state2, "court_favour")
    assert find(state2, caller).blood == C.vampires[find(state2, caller).card].capacity   # capped


# -- events -----------------------------------------------------------------------------------
@_covers("bleed_all", "intercept_all", "stealth_all", "unlock_burn_all")
def test_events_change_every_bleed_block_and_unlock() -> None:
    state = bare(3)
    give(state, 0, "long_night")
    start(state, 0, "discard")
    play(state, PlayEvent(card("long_night")))
    assert card("long_night") in state.events_in[0]
    a = put(state, 0, "lucan")
    _act(state, a, "bleed")
    assert state.pool[1] == 28
    state2 = bare(3)
    state2.events_in[1] += [card("watchful_streets"), card("moonless_sky")]
    b = put(state2, 1, "cobb")
    assert intercept_of(state2, find(state2, b)) == 1
    state2.events_in[2].append(card("age_of_strife"))
    start(state2, 0, "unlock")
    assert state2.pool[0] == 29


def test_an_event_in_play_cannot_be_played_again() -> None:
    state = bare(3)
    state.events_in[1].append(card("long_night"))
    give(state, 0, "long_night")
    start(state, 0, "discard")
    assert PlayEvent(card("long_night")) not in state.legal_actions()


# -- the vocabulary ---------------------------------------------------------------------------
def test_every_op_a_card_may_carry_is_tested_here() -> None:
    allowed = {op for ops in OPS.values() for op in ops}
    assert allowed - TESTED == set()
    used = {op for c in C.cards for ops in (c.basic, c.superior) for op in ops}
    assert used <= allowed and used == allowed - (allowed - used)
    assert allowed - used == set(), f"ops no card uses: {allowed - used}"


def test_every_card_and_vampire_has_words() -> None:
    for i, c in enumerate(C.cards):
        text = card_text(i)
        assert text.endswith(".") and len(text) > 10, c.key
    for i in range(len(C.vampires)):
        assert "capacity" in vampire_text(i)
