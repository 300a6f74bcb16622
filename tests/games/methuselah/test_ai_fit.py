"""The evaluation fitted to outcomes (features.py, ``[ai_fit]`` in content.toml) and Hard on it:
the features read the rules' threats (a predator's ready minions bleed, a minion in torpor does
not), the fit loads with its names, gives chances in [0, 1] summing to 1, and judges a threatened
seat worse; Hard, searching on it, blocks the bleed that would oust it."""

from __future__ import annotations

import math

from game.ai.fitted import load_fit
from game.ai.seat import make_seat
from game.core.rng import Rng
from game.games.methuselah import INFO
from game.games.methuselah.actions import Act, Block, Pick
from game.games.methuselah.ai import FITTED, rollout_policy
from game.games.methuselah.features import FEATURES, NAMES, compute

from .helpers import bare, new, play, put, start

THREAT, REACH, ALIVE = NAMES.index("threat"), NAMES.index("reach"), NAMES.index("alive")


def test_the_fit_in_the_content_matches_the_declared_features_and_is_hards_evaluation() -> None:
    fit = load_fit("methuselah", FEATURES)
    assert fit is not None, "content.toml has no usable [ai_fit]: refit with tools/fit_eval.py"
    assert fit.features.names == NAMES == INFO.features.names
    assert fit.meta["held_out_log_loss"] < fit.meta["hand_log_loss"]
    assert INFO.search["evaluation"] is FITTED and FITTED.fit is not None


def test_the_fitted_values_are_chances_summing_to_one_along_a_game() -> None:
    state = new(3, seed=21)
    rng = Rng(4)
    seen = 0
    while not state.is_over and seen < 400:
        values = FITTED.values(state)
        assert all(0.0 <= v <= 1.0 for v in values) and math.isclose(sum(values), 1.0)
        assert [FITTED(state, s) for s in range(3)] == values
        before = state.to_data()
        assert [len(compute(state, s)) for s in range(3)] == [len(NAMES)] * 3
        assert state.to_data() == before          # reading the features changes nothing
        state.apply(rollout_policy(state, rng))
        seen += 1
    assert seen > 50


def test_threat_is_the_predators_ready_bleed_and_reach_the_seats_own_against_its_prey() -> None:
    state = bare(3, seed=22)                  # seat 2 is seat 0's predator, seat 1 its prey
    state.pool = [5, 4, 30]
    assert compute(state, 0)[THREAT] == 0.0 and compute(state, 0)[REACH] == 0.0
    put(state, 2, "lucan")
    one = compute(state, 0)[THREAT]
    assert one == 1 / (5 + 5)                 # a vampire bleeds 1 (rules): over 5 pool + 5
    second = put(state, 2, "lucan")
    assert compute(state, 0)[THREAT] == 2 * one
    state.minion(second).torpor = True          # a vampire in torpor takes no action: no bleed
    assert compute(state, 0)[THREAT] == one
    put(state, 0, "cobb")
    assert compute(state, 0)[REACH] == 1 / 4  # seat 0's bleed of 1 over its prey's 4 pool
    assert compute(state, 2)[REACH] == 1 / 5
    assert compute(state, 0)[ALIVE] == 1.0


def test_the_fit_judges_a_seat_worse_when_its_predator_can_bleed_it_more() -> None:
    state = bare(3, seed=23)
    for seat in range(3):
        put(state, seat, "lucan")
    state.pool = [8, 8, 8]
    even = FITTED.values(state)
    assert max(even) - min(even) < 1e-9        # the same table for everyone: a third each
    put(state, 2, "lucan")                     # seat 2 now bleeds seat 0 twice a turn
    threatened = FITTED.values(state)
    assert threatened[0] < even[0]


def test_hard_on_the_fitted_evaluation_blocks_the_bleed_that_would_oust_it() -> None:
    state = bare(3, seed=24)
    bleeder = put(state, 2, "lucan")           # seat 2 is seat 0's predator
    guard = put(state, 0, "cobb")
    put(state, 1, "lucan")
    state.pool[0] = 1                          # a bleed of 1 takes the last pool: ousted
    start(state, 2, "minion")
    play(state, Pick(bleeder))
    play(state, Act("bleed"))
    assert state.step == "block" and state.actor == 0
    assert make_seat("hard", seed=3, iterations=120).choose(state.view(0)) == Block(guard)


def test_hards_model_of_a_rival_blocks_an_ousting_bleed_and_hard_ousts_an_open_prey() -> None:
    """Below its root Hard expects each rival to play as a careful one-ply player would
    (``ai.rival``): the prey blocks the bleed that would oust it. With the prey at 2 pool and no
    minion to block with, Hard brings its vampire to bleed and bleeds for the ousting."""
    from game.games.methuselah.ai import rival

    state = bare(3, seed=31)
    bleeder = put(state, 2, "lucan")           # seat 2 bleeds its prey, seat 0
    guard = put(state, 0, "cobb")
    state.pool[0] = 1
    start(state, 2, "minion")
    play(state, Pick(bleeder))
    play(state, Act("bleed"))
    assert state.step == "block" and state.actor == 0
    assert rival(state, Rng(1)) == Block(guard)

    state = bare(3, seed=32)
    mine = put(state, 0, "lucan")
    state.pool[1] = 2                          # seat 1 is seat 0's prey, with nothing to block
    start(state, 0, "minion")
    hard = make_seat("hard", seed=4, iterations=150)
    assert hard.choose(state.view(0)) == Pick(mine)
    play(state, Pick(mine))
    assert hard.choose(state.view(0)) == Act("bleed")


def test_the_features_are_read_again_when_only_the_round_has_changed() -> None:
    # the hand-written score weighs the rounds left before the limit (victory points count then),
    # so a state moved on a round, by hand here, is a new position for the features too
    state = bare(3, seed=22)
    put(state, 0, "cobb")
    state.pool = [12, 20, 20]
    early = compute(state, 0)[0]
    state.round = state.rounds_limit
    assert compute(state, 0)[0] != early
