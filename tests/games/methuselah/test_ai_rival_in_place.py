"""Hard's model of a rival weighs the influence phase's transfers and pass, and the minion phase's
picks and pass, in place (ai.IN_PLACE): at every such decision of random games each move must be worth what
it is worth on a clone (or be left to the clone), the state must be as it was, and the rival must
choose what the greedy one-ply policy chooses, drawing the rng as it does."""

from __future__ import annotations

from game import games
from game.ai.hooks import evaluate_seat
from game.core import Rng
from game.core.actions import Pass
from game.games.methuselah import ai
from game.games.methuselah.actions import Pick, Transfer
from game.games.methuselah.state import MethuselahState


def test_transfers_weighed_in_place_as_on_a_clone() -> None:
    info = games.get("methuselah")
    weighed = fallen_back = passes = picks = choices = minion_passes = 0
    for game in range(8):
        state = info.new_game(players=3 + game % 3, seed=300 + game)
        assert isinstance(state, MethuselahState)
        rng = Rng(game)
        while not state.is_over:
            legal = state.legal_actions()
            if state.step in ai.IN_PLACE and len(legal) > 1:
                before = state.to_data()
                mover = state.actor
                for action in legal:
                    value = ai.IN_PLACE[state.step](state, action, mover)
                    assert state.to_data() == before
                    if value is None:
                        fallen_back += isinstance(action, Transfer)
                        continue
                    after = state.clone()
                    after.apply(action)
                    assert value == evaluate_seat(after, mover, ai._evaluate), (game, action)
                    weighed += 1
                    passes += isinstance(action, Pass)
                    picks += isinstance(action, Pick)
                    minion_passes += isinstance(action, Pass) and state.step == "minion"
                one, two = Rng(game * 7 + len(state.history)), Rng(game * 7 + len(state.history))
                assert ai.rival(state, one) == ai.greedy_rival(state.clone(), two)
                assert one.next64() == two.next64()
                choices += 1
            state.apply(legal[rng.below(len(legal))])
    assert weighed > 100 and passes > 20 and picks > 20 and fallen_back > 0 and choices > 50
    assert minion_passes > 20
