"""Hard's model of a rival weighs a discard step's pass on a clone and gives every discard its value
(ai.Discards): at every discard decision of random games each move weighed must be worth what it is
worth on a clone (the plain computation, kept here), the state must be as it was, and the rival must
choose what the greedy one-ply policy chooses on clones, drawing the rng as it does."""

from __future__ import annotations

from game import games
from game.ai.hooks import evaluate_seat
from game.core import Rng
from game.core.actions import Pass
from game.games.methuselah import ai
from game.games.methuselah.actions import Discard
from game.games.methuselah.state import MethuselahState


def _on_a_clone(state: MethuselahState, action: object, mover: int) -> float:
    after = state.clone()
    after.apply(action)  # type: ignore[arg-type]
    return evaluate_seat(after, mover, ai._evaluate)


def test_discards_weighed_once_as_on_clones() -> None:
    info = games.get("methuselah")
    remembered = decisions = ended = 0
    for game in range(10):
        state = info.new_game(players=2 + game % 4, seed=700 + game, options={"rounds": (6, 8)[game % 2]})
        assert isinstance(state, MethuselahState)
        rng = Rng(game)
        while not state.is_over:
            legal = state.legal_actions()
            if state.step == "discard" and len(legal) > 1:
                before = state.to_data()
                mover = state.actor
                weigh = ai.Discards()
                for action in legal:
                    value = weigh(state, action, mover)
                    assert state.to_data() == before
                    if value is None:
                        assert not isinstance(action, (Discard, Pass))
                        continue
                    assert value == _on_a_clone(state, action, mover), (game, action)
                    remembered += isinstance(action, Discard)
                ended += weigh.value is not None and state.round == state.rounds_limit
                one, two = Rng(game * 7 + len(state.history)), Rng(game * 7 + len(state.history))
                assert ai.rival(state, one) == ai.greedy_rival(state.clone(), two)
                assert one.next64() == two.next64()
                decisions += 1
            state.apply(legal[rng.below(len(legal))])
    assert decisions > 100 and remembered > 300 and ended > 0
