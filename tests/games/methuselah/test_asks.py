"""The flow's asks tests answer what their definition answers, each time the flow asks them in random
games: ``asks_unless_ruled_out`` over every step's legal with the hand swapped for
``sorted(set(unseen_library(state, actor, None)))`` (or, in the influence phase, that or a face-down
vampire that might come out, its least capacity read from ``unseen_crypt``).  Steps whose legal never reads the hand skip the swap."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from game import games
from game.core import Rng
from game.core.flow import asks_unless_ruled_out
from game.games.methuselah import flow
from game.games.methuselah.board import unseen_crypt, unseen_library
from game.games.methuselah.content import load
from game.games.methuselah.state import MethuselahState


def _by_definition(name: str) -> Callable[[MethuselahState], bool]:
    step = flow.STEPS[name]

    def could_hold(state: MethuselahState) -> list[int]:
        return sorted(set(unseen_library(state, state.actor, None)))
    by_hand = asks_unless_ruled_out(step.legal, flow.nothing_to_decide, flow._hand, could_hold)
    if name == "influence":
        return lambda state: by_hand(state) or _might_bring_out(state)
    return by_hand


def _might_bring_out(state: MethuselahState) -> bool:
    seat = state.turn
    if state.rules_edition < flow.PUBLIC_ASKING_EDITION or not state.unc[seat]:
        return False
    least = min((load().vampires[v].capacity for v in unseen_crypt(state, seat, None)), default=None)
    return least is not None and any(b >= least for b in state.unc_blood[seat])


def test_asks_agree_with_their_definition(monkeypatch: pytest.MonkeyPatch) -> None:
    answers = {True: 0, False: 0}
    for name, step in list(flow.FLOW.steps.items()):
        fast, slow = step.asks, _by_definition(name)
        assert fast is not None

        def both(state: MethuselahState, fast: Callable[[MethuselahState], bool] = fast,
                 slow: Callable[[MethuselahState], bool] = slow) -> bool:
            got = fast(state)
            assert got == slow(state), (state.step, len(state.history))
            answers[got] += 1
            return got
        monkeypatch.setitem(flow.FLOW.steps, name, replace(step, asks=both))   # in place: the settle loop
        # was made once over this very table (game.core.settling)
    info = games.get("methuselah")
    for game in range(10):
        players = 2 + game % 4      # the odd games: every seat a random legal deck (counted as own decks)
        state = info.new_game(players=players, seed=900 + game,
                              options={f"deck{p + 1}": "any" for p in range(players)} if game % 2 else {})
        rng = Rng(game)
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
    assert answers[True] > 50 and answers[False] > 50
