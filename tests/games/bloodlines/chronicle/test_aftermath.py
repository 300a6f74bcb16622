"""The aftermath (rulebook, Aftermath): its six steps in order; the victor's title and the
vanquished's plotting (clan schemes of the clan just played only); each claimed mission's
response and reward; obligations added to the winner and removed from the others; ability
stickers as the sheet allows; one retainer per haven, recruited once."""

from __future__ import annotations

import re

from game.games.bloodlines import INFO, engine
from game.games.bloodlines.actions import Recruit
from game.games.bloodlines.chronicle.campaign import STEP_NAMES
from game.games.bloodlines.chronicle.content import load
from game.games.bloodlines.chronicle.play import play_decisions
from game.games.bloodlines.content import load as load_basic

from .helpers import chapter, decide_until, ready

CH = load()
B = load_basic()
STEP_OF = {"aftermath.research": 2, "aftermath.response": 3, "aftermath.elevate": 3,
           "aftermath.clan_sticker": 3, "aftermath.ability_ancilla": 5, "aftermath.ability_sticker": 5,
           "aftermath.retainer": 6}


def test_the_six_steps_come_in_order_and_each_choice_in_its_own_step() -> None:
    c = ready(players=3, seed=5)
    chapter(c)
    seen_steps: list[int] = []
    asked: list[tuple[int, str]] = []
    while c.phase == "aftermath" and c.decision is not None:
        asked.append((c.aftermath_step, c.decision.step))
        c.choose(c.ai_choice())
    for line in c.log:
        m = re.match(r"Aftermath, step (\d): (.*)", line)
        if m:
            seen_steps.append(int(m.group(1)))
            assert m.group(2) == STEP_NAMES[int(m.group(1))]
    assert seen_steps[:6] == [1, 2, 3, 4, 5, 6]
    for step_number, step in asked:
        assert STEP_OF[step] == step_number, (step, step_number)
    assert [s for s, _ in asked] == sorted(s for s, _ in asked)
    assert c.phase == "chapter" and c.chapter == 2


def test_the_victor_writes_the_chapters_title_and_the_others_do_not() -> None:
    c = ready(players=3, seed=6)
    titles = [list(p.titles) for p in c.players]
    chapter(c)
    play_decisions(c)
    res = c.chapters[0]
    for p, before in enumerate(titles):
        expected = before + ([CH.chapters[0].victor] if p == res.victor else [])
        assert c.players[p].titles == expected


def test_plotting_unlocks_research_schemes_of_the_clan_just_played_only() -> None:
    c = ready(players=3, seed=7)
    chapter(c)
    res = c.chapters[0]
    clan = res.clans[res.players.index(res.vanquished)]
    decide_until(c, "aftermath.research")
    dec = c.decision
    assert dec.seat == res.vanquished
    offered = [ch.key for ch in dec.choices]
    assert offered and all(B.scheme_by_id[s].clan == clan and B.scheme_by_id[s].locked for s in offered)
    assert sorted(offered) == sorted(s.id for s in B.clan_schemes(clan) if s.locked)
    c.choose(0)
    assert offered[0] in c.d["unlocked"]
    others = [s.id for s in B.schemes if s.locked and s.clan and s.clan != clan]
    assert not set(others) & set(c.d["unlocked"])
    play_decisions(c)
    assert offered[0] in c.chapter_setup()["options"]["unlocked"]


def test_a_claimed_mission_gives_its_response_dot_and_its_reward() -> None:
    c = ready(players=3, seed=8)
    chapter(c)
    res = c.chapters[0]
    claimed = [i for i, p in enumerate(res.claims) if p >= 0]
    assert claimed
    decide_until(c, "aftermath.response")
    i = next(i for i in claimed)
    dec = c.decision
    p = dec.seat
    m = CH.chapters[0].missions[i]
    assert p == res.claims[i] and [ch.label for ch in dec.choices] == [r.text for r in m.responses]
    dots = c.players[p].dots.get(m.responses[-1].dot, 0)
    assets = list(c.players[p].assets)
    c.choose(len(dec.choices) - 1)
    assert c.players[p].dots[m.responses[-1].dot] == dots + 1
    if m.reward.kind == "asset":
        assert c.players[p].assets == assets + [m.reward.asset]


def test_no_power_for_claimed_missions_in_a_chapter() -> None:
    """A chronicle chapter: its missions' claims feed the aftermath, not the clan leaders' power;
    the same game with the basic rule gives each claimer the missions' power."""
    c = ready(players=3, seed=9)
    setup = c.chapter_setup()
    chronicle = INFO.new_game(setup["players"], setup["seed"], setup["options"])
    basic = INFO.new_game(setup["players"], setup["seed"], {**setup["options"], "chronicle": False})
    from game.core.rng import Rng
    rng = Rng(3)
    while not chronicle.is_over:
        action = rng.choice(chronicle.legal_actions())
        chronicle.apply(action)
        basic.apply(action)
    assert basic.is_over and basic.claimed == chronicle.claimed
    power = {m.id: m.power for m in B.missions}
    for seat in range(setup["players"]):
        won = sum(power[B.missions[m].id] for m, s in zip(chronicle.missions, chronicle.claimed, strict=True)
                  if s == seat)
        assert basic.final_vp[seat] == chronicle.final_vp[seat] + won


def test_obligations_are_added_to_the_winner_and_removed_from_the_others() -> None:
    c = ready(players=3, seed=10)
    for _ in range(2):              # two chapters, so losers may hold obligations to lose
        chapter(c)
        before = {p: list(c.players[p].obligations) for p in range(3)}
        while c.phase == "aftermath" and c.aftermath_step < 5 and c.decision is not None:
            c.choose(c.ai_choice())         # steps 1-3; step 4 needs no choice
        assert c.aftermath_step >= 5 or c.phase != "aftermath"
        res = c.chapters[-1]
        for p in range(3):
            now = c.players[p].obligations
            if p == res.victor:
                assert len(now) == len(before[p]) + 1 and set(before[p]) < set(now)
            else:
                assert len(now) == max(0, len(before[p]) - 1) and set(now) <= set(before[p])
        play_decisions(c)


def test_the_next_chapter_carries_obligations_out_after_each_bloodline_is_set_up() -> None:
    c = ready(players=2, seed=11)
    chapter(c)
    play_decisions(c)
    victor = c.chapters[0].victor
    (oid,) = c.players[victor].obligations
    setup = c.chapter_setup()
    seat = c.d["current"]["seats"].index(victor)
    effect = CH.obligation(oid).effect
    assert setup["options"]["obligations"][seat] == [effect]
    st = INFO.new_game(setup["players"], setup["seed"], setup["options"])
    while st.step == "clan":
        st.apply(st.legal_actions()[0])
    lead = st.leader[seat]
    kind, _, n = effect.partition(":")
    if kind == "lose_power":
        assert st.power[lead] == 3 - int(n)
    elif kind == "lose_boon":
        assert st.boons[lead] == 3 - int(n)
    elif kind == "exhaust_leader":
        assert st.exhausted[lead]
    elif kind == "discard_scheme":
        assert len(st.hand[seat]) == 2 - int(n) and len(st.scheme_discard[seat]) == int(n)
    other = 1 - seat
    assert st.power[st.leader[other]] == 3 and st.boons[st.leader[other]] == 3 and not st.exhausted[st.leader[other]]


def test_a_retained_vampire_is_recruited_once_in_the_next_chapter() -> None:
    c = ready(players=2, seed=12)
    retainer = c.players[0].retainer
    assert retainer and retainer in c.d["elevated"]            # the prologue's first retainer
    setup = c.chapter_setup()
    assert setup["options"]["havens"][c.d["current"]["seats"].index(0)] == retainer
    st = INFO.new_game(setup["players"], setup["seed"], setup["options"])
    v = B.character_by_id[retainer].index
    assert st.location[v] == engine.LOC_HAVEN and v not in st.deck and v not in st.queue
    from game.core.rng import Rng
    rng = Rng(1)
    recruits = 0
    while not st.is_over:
        legal = st.legal_actions()
        if st.current_player == 0 and Recruit(v) in legal and st.step == "turn":
            action = Recruit(v)
            recruits += 1
        else:
            action = rng.choice([a for a in legal if a != Recruit(v)] or legal)
        st.apply(action)
    assert recruits == 1 and st.haven[0] == -1
    c.chapter_started()
    c.finish_chapter(st)
    assert c.chapters[0].haven_used[0]
    decide_until(c, "aftermath.retainer")
    # the retainer recruited is gone from the haven unless it is retained again
    dec = c.decision
    assert dec is not None and dec.seat == 0
    assert dec.choices[0].key == "" and "Keep" not in dec.choices[0].label
    c.choose(0)
    assert c.players[0].retainer == ""


def test_an_elevated_character_keeps_its_clan_sticker_in_every_later_chapter() -> None:
    c = ready(players=2, seed=13)
    chapter(c)
    decide_until(c, "aftermath.clan_sticker")
    dec = c.decision
    cid = B.characters[dec.choices[0].card].id
    clan = dec.choices[0].key
    c.choose(0)
    play_decisions(c)
    for _ in range(2):
        setup = c.chapter_setup()
        assert setup["options"]["stickers"][cid] == clan
        st = INFO.new_game(setup["players"], setup["seed"], setup["options"])
        v = B.character_by_id[cid].index
        assert st.character_clan[v] == clan
        if B.characters[v].kind == "basic":
            assert engine.is_ancilla(st, v)
        chapter(c)
        play_decisions(c)


def test_ability_stickers_only_as_the_sheet_allows() -> None:
    c = ready(players=3, seed=14)
    for _ in range(4):
        chapter(c)
        while c.decision is not None:
            dec = c.decision
            if dec.step == "aftermath.ability_sticker":
                allowed = set(c.stickers_allowed(dec.seat))
                assert {ch.key for ch in dec.choices} == allowed and allowed
                for key in allowed:
                    s = next(s for s in CH.stickers if s.ability == key)
                    assert c.players[dec.seat].dots.get(s.discipline, 0) >= s.dots
            c.choose(c.ai_choice())
