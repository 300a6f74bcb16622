"""Bloodlines: the nine clan mechanics with the rulebook's clarifications (The Clans)."""

from __future__ import annotations

from game.games.bloodlines import engine
from game.games.bloodlines.actions import (
    Answer,
    Attribute,
    EndTurn,
    Invite,
    Kiss,
    Market,
    QueuePick,
    Recruit,
    Scheme,
    Sire,
    Target,
)
from game.games.bloodlines.content import ATTRIBUTES as ALL_VALUES
from game.games.bloodlines.frames import Trigger

from .helpers import SCHEME, C, clear_line, free, new_game, play_scheme, put, to_queue


def _finish_turn(st, seat: int) -> None:
    """Play seat's pending decisions with their first choice until the turn step is back."""
    while st.current_player == seat and st.step != "turn" and not st.is_over:
        st.apply(st.legal_actions()[0])


def test_declare_enemy_moves_the_scheme_onto_a_rivals_vampire() -> None:
    st = new_game(("ember", "wild"))
    lead = st.leader[0]
    power = st.power[lead]
    foe = put(st, 1, free(st))
    play_scheme(st, 0, "ember_mark")
    assert st.step == "enemy" and st.current_player == 0
    assert Target(foe) in st.legal_actions() and Target(st.leader[1]) in st.legal_actions()
    st.apply(Target(foe))
    sc = SCHEME["ember_mark"]
    assert sc in st.enemy[foe] and sc not in st.scheme_discard[0]        # the card stays on the enemy
    assert st.power[lead] == power + 1
    # a follow-up against "each enemy" reaches it
    play_scheme(st, 0, "ember_reprisal")
    if st.step == "enemy":
        st.apply(Target(st.leader[1]))
    _finish_turn(st, 0)
    assert st.infamy[foe] >= 1


def test_pack_is_every_vampire_sharing_the_leaders_geography() -> None:
    st = new_game(("wild", "ember"))
    lead = st.leader[0]
    geo = C.characters[lead].geography
    same = [put(st, 0, free(st, geography=geo)) for _ in range(2)]
    deep = put(st, 0, free(st, geography=geo), sire=same[0])          # not a direct childe
    other = put(st, 0, free(st, geography="roaming" if geo != "roaming" else "north"))
    asleep = put(st, 0, free(st, geography=geo))
    st.in_torpor[asleep] = True
    pack = engine.coterie(st, 0, SCHEME["wild_howl"], lead)
    assert set(pack) == {lead, *same, deep}
    assert other not in pack and asleep not in pack
    power = st.power[lead]
    play_scheme(st, 0, "wild_howl")
    assert st.power[lead] == power + len(pack)                       # 1 power per pack member


def test_kiss_the_ring_each_rival_gives_a_boon_or_suffers() -> None:
    st = new_game(("umbral", "ember", "wild"))
    lead = st.leader[0]
    boons = st.boons[lead]
    victim = put(st, 2, free(st))
    play_scheme(st, 0, "umbral_tithe")
    assert st.current_player == 1 and st.step == "kiss"
    st.apply(Kiss(st.leader[1]))                     # seat 1 kisses the ring
    assert st.boons[lead] == boons + 1
    assert st.current_player == 2 and st.step == "kiss"
    st.apply(Kiss(-1))                               # seat 2 refuses: the effect hits its bloodline
    assert st.current_player == 0 and st.step == "target"
    targets = {a.vampire for a in st.legal_actions()}
    assert targets <= set(st.line[2]) and victim in targets
    st.apply(Target(victim))
    assert st.infamy[victim] == 1
    assert all(st.infamy[v] == 0 for v in st.line[1])


def test_a_rival_without_boons_suffers_kiss_the_ring_without_being_asked() -> None:
    st = new_game(("umbral", "ember"))
    victim = put(st, 1, free(st))
    st.boons[st.leader[1]] = 0
    play_scheme(st, 0, "umbral_tithe")
    assert st.step != "kiss"
    if st.step == "target":
        st.apply(Target(victim))
    assert st.infamy[victim] == 1


def test_embrace_the_chaos_recruits_from_the_deck_instead_of_the_queue() -> None:
    st = new_game(("seers", "ember"))
    sc = SCHEME["seers_dream"]
    st.hand[0] = [sc]
    lead = st.leader[0]
    for arch in C.schemes[sc].requires:
        put(st, 0, free(st, archetype=arch))
    assert Scheme(sc) in st.legal_actions()
    queue = list(st.queue)
    st.apply(Scheme(sc))
    if st.step == "leader":
        st.apply(st.legal_actions()[0])
    assert st.step == "embrace" and {a.value for a in st.legal_actions()} == set(ALL_VALUES)
    wanted = "roaming"
    deck = list(st.deck)
    top_match = next(c for c in reversed(deck) if C.characters[c].geography == wanted)
    revealed = deck[deck.index(top_match) + 1:]
    st.apply(Attribute(wanted))
    if st.step == "sire":
        st.apply(Sire(lead))
    _finish_turn(st, 0)
    assert top_match in st.line[0]
    assert all(c in st.character_discard for c in revealed)            # the others revealed are discarded
    assert st.queue == queue                                  # the queue is untouched
    if st.current_player == 0:
        assert not any(a.kind == "recruit" for a in st.legal_actions())   # never twice a turn


def test_embrace_the_chaos_is_not_possible_after_recruiting() -> None:
    st = new_game(("seers", "ember"))
    sc = SCHEME["seers_dream"]
    st.hand[0] = [sc]
    for arch in C.schemes[sc].requires:
        put(st, 0, free(st, archetype=arch))
    st.apply(Recruit(st.queue[4]))
    _finish_turn(st, 0)
    assert st.current_player == 0
    assert Scheme(sc) not in st.legal_actions()


def test_a_black_market_waits_then_sells_once_a_round_and_pays_the_owner() -> None:
    st = new_game(("under", "ember"))
    sc = SCHEME["under_stall"]
    lead0, lead1 = st.leader[0], st.leader[1]
    power = st.power[lead0]
    play_scheme(st, 0, "under_stall")
    assert st.markets == [sc] and st.power[lead0] == power       # not triggered when played
    # seat 0 ends its turn (recruiting first), seat 1 trades
    st.apply(Recruit(st.queue[4]))
    _finish_turn(st, 0)
    assert Market(sc) in st.legal_actions()                      # the owner may trade too
    st.apply(EndTurn())
    assert st.current_player == 1
    boons1, power1 = st.boons[lead1], st.power[lead1]
    st.apply(Market(sc))
    if st.step == "market_pay":
        st.apply(st.legal_actions()[0])
    gain = C.schemes[sc].effects[0].effects[0].amount           # the market's gain, from the content
    assert st.boons[lead1] == boons1 - 1 and st.power[lead1] == power1 + gain
    assert Market(sc) not in st.legal_actions()                  # once a round
    boons0 = st.boons[lead0]
    st.apply(Recruit(st.queue[4]))
    _finish_turn(st, 1)
    if st.current_player == 1:
        st.apply(EndTurn())
    assert st.boons[lead0] == boons0 + 1                         # moved to the owner's leader
    assert st.market_boons == [0] and st.market_used == [False]


def test_an_invitation_accepted_gives_the_guest_the_effect_and_the_host_two_power() -> None:
    st = new_game(("muses", "ember", "wild"))
    lead, guest = st.leader[0], st.leader[1]
    p0, p1 = st.power[lead], st.power[guest]
    hand0, hand1 = len(st.hand[0]), len(st.hand[1])
    play_scheme(st, 0, "muses_salon")
    assert st.step == "invite" and Invite(-1) in st.legal_actions()
    st.apply(Invite(1, False))
    assert st.current_player == 1 and st.step == "answer"
    st.apply(Answer(guest))
    assert st.power[lead] == p0 + 2 + 1 and st.power[guest] == p1 + 1
    assert len(st.hand[0]) == hand0 + 1 and len(st.hand[1]) == hand1 + 1


def test_an_invitation_declined_or_sent_to_no_one_gives_the_host_only_the_effect() -> None:
    st = new_game(("muses", "ember"))
    lead = st.leader[0]
    p0 = st.power[lead]
    play_scheme(st, 0, "muses_salon")
    st.apply(Invite(1, True))
    st.apply(Answer(-1))
    assert st.power[lead] == p0 + 1
    play_scheme(st, 0, "muses_salon")
    st.apply(Invite(-1))
    assert st.power[lead] == p0 + 2


def test_usurp_moves_every_token_but_torpor_and_activates_nothing() -> None:
    st = new_game(("circle", "ember"))
    old = put(st, 0, free(st), power=2, infamy=1, boons=1)
    kid = put(st, 0, free(st), sire=old)
    st.in_torpor[old] = True
    st.exhausted[old] = True
    new = st.queue[0]                                   # the dearest space costs nothing here
    lead = st.leader[0]
    power = st.power[lead]
    hl = st.ladder
    play_scheme(st, 0, "circle_rite")
    if st.step == "usurp_who":
        st.apply(Target(old))
    st.apply(QueuePick(new))
    assert new in st.line[0] and old not in st.line[0] and old in st.character_discard
    assert (st.power[new], st.infamy[new], st.boons[new], st.exhausted[new]) == (2, 1, 1, True)
    assert not st.in_torpor[new]                              # torpor stays with the old card
    assert st.sire[new] == lead and st.childer[new] == [kid] and st.sire[kid] == new
    assert st.power[lead] == power and st.ladder == hl      # no cost, no activation
    assert new not in st.queue and len(st.queue) == 5


def test_craft_monstrosity_adds_every_ability_and_triggers_nothing() -> None:
    st = new_game(("shapers", "ember"))
    anc = next(c.index for c in C.characters if c.kind == "ancilla" and len(c.abilities) >= 1)
    to_queue(st, anc, 2)
    host = put(st, 0, free(st))
    before = (list(st.power), list(st.infamy), st.ladder, list(st.queue))
    play_scheme(st, 0, "shapers_graft")
    if st.step == "craft_pick":
        st.apply(QueuePick(anc))
    assert st.step == "craft_onto"
    st.apply(Target(host))
    assert st.grafts[host] == [anc] and anc not in st.queue and st.location[anc] == engine.LOC_GRAFT
    assert anc not in st.childer[host]                     # beneath, but not a childe
    assert st.infamy == before[1] and st.ladder == before[2]
    lead = st.leader[0]
    assert [st.power[v] for v in range(len(st.power)) if v != lead] == \
        [before[0][v] for v in range(len(st.power)) if v != lead]
    # triggering the monstrosity later carries out its own abilities, then the grafted ones
    st.stack.append(Trigger(0, host))
    assert [f.effect for f in _pushed_trigger(st)] == \
        [[1, anc, i] for i in range(len(C.characters[anc].abilities))]


def _pushed_trigger(st):
    engine.run_trigger(st, st.stack[-1], [])
    out = []
    while st.stack and st.stack[-1].kind == "ops":
        out.append(st.stack.pop())
    return out


def test_an_edict_answers_any_players_recruit_and_a_newer_one_replaces_it() -> None:
    st = new_game(("crowned", "ember"))
    lead = st.leader[0]
    play_scheme(st, 0, "crowned_decree")
    assert st.step == "edict"
    value = C.characters[st.queue[4]].archetype
    st.apply(Attribute(value))
    assert st.edict[0] == SCHEME["crowned_decree"] and st.edict_attribute[0] == value
    assert SCHEME["crowned_decree"] not in st.scheme_discard[0]
    power = st.power[lead]
    st.morality_space[0] += 1     # off the track's bottom: a mismatch draws a scheme, the turn keeps a choice
    st.apply(Recruit(st.queue[4]))              # seat 0 recruits the named archetype
    _finish_turn(st, 0)
    assert st.power[lead] >= power + 1
    # a newer edict discards the older one: only one stands
    play_scheme(st, 0, "crowned_levy")
    st.apply(Attribute("warlike"))
    assert st.edict[0] == SCHEME["crowned_levy"] and st.edict_attribute[0] == "warlike"
    assert SCHEME["crowned_decree"] in st.scheme_discard[0]
    # the rival recruits a warlike character: the levy assigns it infamy
    st.apply(EndTurn())
    warlike = free(st, archetype="warlike", not_clan="ember")
    to_queue(st, warlike, 4)
    st.apply(Recruit(warlike))
    _finish_turn(st, 1)
    assert st.infamy[warlike] == 1


def test_an_edicts_mark_is_no_infamy() -> None:
    st = new_game(("crowned", "ember"))
    clear_line(st, 0)
    before = sum(st.infamy)
    play_scheme(st, 0, "crowned_decree")
    st.apply(Attribute("high"))
    assert sum(st.infamy) == before
