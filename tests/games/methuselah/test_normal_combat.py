"""Normal judges a rush, a block and a combat under way where the combat ends (normal.py; issue 46
item 4): with the hand-written evaluation alone a rush was worth nothing until its combat, so
Normal never rushed, and the first striker's choice changed nothing it reads, so it struck at
random."""

from __future__ import annotations

from game.core.actions import Action
from game.games.methuselah.actions import Act, Pick, Play, Strike, Target
from game.games.methuselah.evaluation import evaluate
from game.games.methuselah.normal import normal_evaluate, settled
from game.games.methuselah.state import MethuselahState

from .helpers import bare, card, give, pass_until, play, put, start


def _values(state: MethuselahState, judge) -> dict[Action, float]:  # type: ignore[no-untyped-def]
    """Each legal action's value for the mover one step on, as a one-ply player judges it."""
    mover = state.actor
    out = {}
    for action in state.legal_actions():
        after = state.clone()
        after.apply(action)
        out[action] = judge(after, mover)
    return out


def _rusher() -> tuple[MethuselahState, int, int]:
    """Seat 0's Marrok (superior fang) with a rush and a heavy strike in hand, about to act; seat 1
    (its prey) has Brother Cobb with 1 blood."""
    state = bare(3, seed=7)
    a = put(state, 0, "marrok")
    b = put(state, 1, "cobb", blood=1)
    give(state, 0, "waylay", "crushing_blow")
    start(state, 0, "minion")
    play(state, Pick(a))
    return state, a, b


def test_normal_rushes_a_minion_it_will_beat_where_the_hand_written_score_bleeds() -> None:
    state, _a, _b = _rusher()
    rush = Act("card", card("waylay"))
    normal = _values(state, normal_evaluate)
    assert max(normal, key=normal.__getitem__) == rush
    hand = _values(state, evaluate)
    assert hand[rush] < hand[Act("bleed")]       # before: the rush looked worse than a bleed


def test_the_rush_is_judged_after_its_combat() -> None:
    state, _a, b = _rusher()
    play(state, Act("card", card("waylay")))
    assert state.step == "target"
    after = settled(state)
    cobb = next(m for m in after.mins if m.uid == b)
    assert cobb.torpor and after.c_a < 0                   # the combat played out: Cobb in torpor
    assert state.step == "target" and state.c_a < 0        # the position itself untouched


def test_the_first_striker_plays_its_strike_card() -> None:
    state, a, b = _rusher()
    play(state, Act("card", card("waylay")))
    play(state, Target(b))
    pass_until(state, lambda s: s.step == "strike")
    assert state.actor == 0
    normal = _values(state, normal_evaluate)
    strike = Play(card("crushing_blow"), a)
    assert max(normal, key=normal.__getitem__) == strike
    assert normal[strike] > normal[Strike("none")]
    hand = _values(state, evaluate)
    assert hand[strike] == hand[Strike("none")]           # before: blind to it


def test_outside_a_combat_it_is_the_hand_written_evaluation() -> None:
    state, _a, _b = _rusher()
    for seat in range(3):
        assert normal_evaluate(state, seat) == evaluate(state, seat)
    play(state, Act("bleed"))                              # a bleed declared, no block tried yet
    assert state.step == "block" and state.b_uid < 0
    for seat in range(3):
        assert normal_evaluate(state, seat) == evaluate(state, seat)
