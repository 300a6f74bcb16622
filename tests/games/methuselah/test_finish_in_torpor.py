"""Issue 46: a vampire in torpor can be finished (the card game's diablerie, in our words).  A ready
vampire's action against a vampire in torpor of another Methuselah, directed at her (stealth 0, only
her minions may block); if it goes through, the finisher drinks the victim's blood up to its own
capacity (the rest drains to the bank) and the victim is burned with all it carries.  It costs the
action (the finisher locks, and risks a block and its combat) and nothing more.  Rules edition 3; a
game begun under edition 2 offers no such action."""

from __future__ import annotations

from game.core.actions import Pass
from game.games.methuselah.actions import Act, Block, Pick, Target
from game.games.methuselah.board import find

from .helpers import bare, counters, equip, kinds, play, put, start, vamp


def _torpid_victim(edition: int = 3, blood: int = 3):  # type: ignore[no-untyped-def]
    """Seat 0's Tamsin (7 capacity, 2 blood) ready; seat 1's Isolde in torpor with `blood`."""
    state = bare(3, seed=46, rules_edition=edition)
    a = put(state, 0, "tamsin", blood=2)
    v = put(state, 1, "isolde", blood=blood)
    find(state, v).torpor = True
    equip(state, v, "ember_blade")
    state._touched()
    start(state, 0, "minion")
    play(state, Pick(a))
    return state, a, v


def test_a_ready_vampire_finishes_a_vampire_in_torpor_and_drinks_its_blood() -> None:
    state, a, v = _torpid_victim()
    total = counters(state)
    assert Act("finish") in state.legal_actions()
    play(state, Act("finish"))
    assert state.step == "target" and [t.uid for t in state.legal_actions()] == [v]
    events = play(state, Target(v))
    while find(state, v) is not None and state.step != "minion":
        events += state.apply(Pass())
    assert "finish" in kinds(events) and "burn" in kinds(events)
    assert find(state, v) is None and vamp("isolde") in state.ash_crypt[1]
    assert find(state, a).blood == 2 + 3 and find(state, a).locked
    assert not [g for g in state.gear if g.holder == v]            # its weapon burned with it
    assert counters(state) == total                               # blood moved, none made


def test_the_finisher_drinks_only_up_to_its_capacity() -> None:
    state, a, v = _torpid_victim(blood=9)
    play(state, Act("finish"))
    play(state, Target(v))
    while state.step != "minion":
        state.apply(Pass())
    assert find(state, a).blood == 7 and find(state, v) is None     # Tamsin's capacity; 4 drained off


def test_only_the_victims_minions_may_block_it() -> None:
    state, _a, v = _torpid_victim()
    b1 = put(state, 1, "cobb")
    put(state, 2, "cobb")
    play(state, Act("finish"))
    play(state, Target(v))
    assert state.a_stealth == 0 and state.blockers == [1]
    assert state.step == "block" and state.actor == 1
    events = play(state, Block(b1))
    assert "blocked" in kinds(events) and find(state, v) is not None


def test_no_finish_against_your_own_vampire_nor_without_a_victim() -> None:
    state = bare(3, seed=46)
    a = put(state, 0, "tamsin", blood=2)
    mine = put(state, 0, "isolde", blood=3)
    find(state, mine).torpor = True
    state._touched()
    start(state, 0, "minion")
    play(state, Pick(a))
    assert Act("finish") not in state.legal_actions()


def test_under_edition_2_no_vampire_in_torpor_can_be_finished() -> None:
    state, _a, _v = _torpid_victim(edition=2)
    assert Act("finish") not in state.legal_actions()
