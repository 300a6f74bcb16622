"""Issue 46: a seat plays a given modifier or reaction card at most once in one action (the card
game's rule that the same modifier is not played twice on one action; ours counts by seat and
holds reactions too).  Rules edition 3; a game begun under edition 2 stacks copies as it did
(three copies of one bleed modifier on one bleed did 7)."""

from __future__ import annotations

from game.core.actions import Pass
from game.games.methuselah.actions import Act, Pick, Play

from .helpers import bare, card, give, play, put, start


def _bleeding(edition: int = 3):  # type: ignore[no-untyped-def]
    """Seat 0's Orsolya (voice superior, bleed 1) bleeds seat 1, who has no minion to block, with
    three copies of one bleed modifier and one of another in hand."""
    state = bare(3, seed=46, rules_edition=edition)
    a = put(state, 0, "orsolya")
    give(state, 0, "honeyed_words", "honeyed_words", "honeyed_words", "crushing_demand")
    start(state, 0, "minion")
    play(state, Pick(a))
    play(state, Act("bleed"))
    while state.step != "bleed_mod":
        state.apply(Pass())
    return state, a


def _bled(state) -> int:  # type: ignore[no-untyped-def]
    """What seat 1 has lost to the bleed once every window is passed (it began with 30)."""
    while state.step in ("bleed_mod", "bleed_react"):
        state.apply(Pass())
    return 30 - state.pool[1]


def test_a_second_copy_of_a_modifier_is_not_offered_in_the_same_action() -> None:
    state, a = _bleeding()
    honeyed, crushing = card("honeyed_words"), card("crushing_demand")
    play(state, Play(honeyed, a))
    assert Play(honeyed, a) not in state.legal_actions()
    play(state, Play(crushing, a))                      # another modifier still may be played
    assert state.hand[0].count(honeyed) == 2
    assert _bled(state) == 1 + 2 + 3                     # bleed 1, +2 and +3 at superior


def test_the_limit_ends_with_the_action() -> None:
    state, a = _bleeding()
    honeyed = card("honeyed_words")
    play(state, Play(honeyed, a))
    _bled(state)
    assert state.a_once == []
    b = put(state, 0, "tamsin")
    state.hand[0] = [honeyed]
    state._touched()
    while state.step != "minion":
        state.apply(Pass())
    play(state, Pick(b))
    play(state, Act("bleed"))
    while state.step != "bleed_mod":
        state.apply(Pass())
    assert Play(honeyed, b) in state.legal_actions()


def test_under_edition_2_three_copies_stack() -> None:
    state, a = _bleeding(edition=2)
    honeyed = card("honeyed_words")
    for _ in range(3):
        play(state, Play(honeyed, a))
    assert _bled(state) == 1 + 3 * 2                      # the 7 of the issue
