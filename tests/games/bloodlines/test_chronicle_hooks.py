"""Bloodlines: what the chronicle (issue 15) builds on: locked content, a retained vampire in a
player's haven recruited once, a character elevated to an ancilla."""

from __future__ import annotations

from game.games.bloodlines import engine
from game.games.bloodlines.actions import ChooseClan, Recruit, Sire
from game.games.bloodlines.state import BloodlinesState

from .helpers import CHAR, C, free


def _game(**options) -> BloodlinesState:
    st = BloodlinesState(players=2, seed=4, options={"battlegrounds": "first", **options})
    while st.step == "clan":
        st.apply(ChooseClan(CHAR[("ember_leader", "wild_leader")[st.current_player]]))
    return st


def test_a_basic_game_leaves_locked_content_out_and_unlocking_lets_it_in() -> None:
    locked = [c for c in C.characters if c.locked and c.kind != "leader"]
    st = _game()
    dealt = set(st.deck) | set(st.queue)
    if locked:
        assert not any(c.index in dealt for c in locked)
        opened = _game(unlocked=[locked[0].id])
        assert locked[0].index in set(opened.deck) | set(opened.queue)
    assert all(C.characters[c].kind != "leader" for c in dealt)


def test_a_retained_vampire_is_recruited_once_from_the_haven() -> None:
    st0 = _game()
    keep = next(c for c in C.characters if c.kind == "basic" and c.index not in st0.queue)
    st = _game(havens=[keep.id, ""])
    seat = st.current_player
    if seat != 0:      # let seat 1 play its turn first
        st.apply(Recruit(st.queue[4]))
        while st.current_player == 1:
            st.apply(st.legal_actions()[0])
    assert st.location[keep.index] == engine.LOC_HAVEN and keep.index not in st.deck
    assert Recruit(keep.index) in st.legal_actions()
    st.apply(Recruit(keep.index))
    if st.step == "sire":
        st.apply(Sire(st.leader[0]))
    assert keep.index in st.line[0] and st.haven[0] == -1
    # never again: on the next turn only the queue offers recruits
    while not (st.current_player == 0 and st.step == "turn" and not st.recruited):
        st.apply(st.legal_actions()[0])
    assert all(a.character in st.queue for a in st.legal_actions() if a.kind == "recruit")


def test_an_elevated_character_carries_the_abilities_it_was_given() -> None:
    base = _game()
    anc = next(c for c in C.characters if c.kind == "ancilla")
    plain = C.characters[free(base, cls="high")]
    st = _game(elevated={plain.id: [anc.id]})
    assert engine.is_ancilla(st, plain.index)
    assert engine.ability_sources(st, plain.index) == [plain.index, anc.index]
    assert not engine.is_ancilla(base, plain.index)
