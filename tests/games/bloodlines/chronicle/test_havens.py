"""Havens (issue 39, item 2): "Only one vampire may be retained in each haven", and a haven's
retainer belongs to its owner even in the chapters the owner sits out: it is never dealt into the
character deck or the queue there, so nobody else can recruit (and then retain) it, and when its
owner returns it waits in that haven, and in no other."""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng
from game.games.bloodlines import INFO, engine
from game.games.bloodlines.chronicle.play import play_decisions
from game.games.bloodlines.tables import C as B

from .helpers import chapter, decide_until, ready


def _play(c: Any, watch: int, owner: int, seed: int) -> None:
    """Play the waiting chapter with random moves, checking after every move that character
    `watch` is only ever where its haven's owner (seat index, -1 absent) may have it."""
    setup = c.chapter_setup()
    c.chapter_started()
    st = INFO.new_game(setup["players"], setup["seed"], setup["options"])
    rng = Rng(seed)
    while True:
        if owner < 0:
            assert st.location[watch] == engine.LOC_OUT and watch not in st.deck and watch not in st.queue
        else:
            assert st.owner[watch] in (-1, owner) and watch not in st.deck and watch not in st.queue
        if st.is_over:
            break
        st.apply(rng.choice(st.legal_actions()))
    c.finish_chapter(st)


def test_an_absent_players_retainer_stays_in_its_haven_and_comes_back_with_it() -> None:
    c = ready(players=3, seed=23)
    retainer = c.players[2].retainer
    assert retainer, "the prologue gave player 3 a retainer"
    v = B.character_by_id[retainer].index
    c.set_active(2, False)                     # player 3 sits chapter 1 out
    setup = c.chapter_setup()
    assert retainer not in setup["options"]["havens"]
    _play(c, v, -1, seed=3)                    # never dealt, never recruited by anyone
    play_decisions(c)                          # the aftermath: nobody else can retain it either
    assert [p.retainer for p in c.players].count(retainer) == 1 and c.players[2].retainer == retainer
    c.set_active(2, True)                      # player 3 returns for chapter 2
    play_decisions(c)
    assert c.phase == "chapter" and c.chapter == 2
    setup = c.chapter_setup()
    seats = c.d["current"]["seats"]
    havens = setup["options"]["havens"]
    assert havens.count(retainer) == 1 and havens[seats.index(2)] == retainer
    st = INFO.new_game(setup["players"], setup["seed"], setup["options"])
    assert st.location[v] == engine.LOC_HAVEN and st.haven[seats.index(2)] == v
    _play(c, v, seats.index(2), seed=4)


def test_a_chapter_begun_under_the_first_edition_still_deals_an_absent_retainer() -> None:
    c = ready(players=3, seed=23)
    retainer = c.players[2].retainer
    c.set_active(2, False)
    options = {**c.chapter_setup()["options"], "rules_edition": 1}
    st = INFO.new_game(2, 5, options)
    v = B.character_by_id[retainer].index
    assert st.location[v] in (engine.LOC_DECK, engine.LOC_QUEUE)


def test_step_six_never_offers_a_vampire_held_in_another_players_haven() -> None:
    c = ready(players=2, seed=24)
    chapter(c)
    decide_until(c, "aftermath.retainer")
    dec = c.decision
    offered = [x.key for x in dec.choices if x.key]
    assert offered
    # an old campaign (edition 1) may hold it so: dealt to this player while its owner sat out
    c.players[1 - dec.seat].retainer = offered[0]
    assert offered[0] not in [x.key for x in c.decision.choices]


def test_a_vampire_an_old_campaign_holds_in_two_havens_joins_one_bloodline_only() -> None:
    c = ready(players=3, seed=23)
    seats = c.active()
    first, second = seats[0], seats[1]
    retainer = c.players[second].retainer
    assert retainer
    c.d["players"][first]["retainer"] = retainer    # as a campaign saved before issue 39 may hold
    setup = c.chapter_setup()
    havens = setup["options"]["havens"]
    assert havens.count(retainer) == 1 and havens[0] == retainer and havens[1] == ""
    st = INFO.new_game(setup["players"], setup["seed"], setup["options"])
    v = B.character_by_id[retainer].index
    assert st.location[v] == engine.LOC_HAVEN and st.owner[v] == 0
    assert [st.haven[s] for s in range(st.players)].count(v) == 1
