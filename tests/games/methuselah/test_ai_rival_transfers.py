"""Hard's model of a rival judges an influence decision's transfers (and its pass and crypt draw) by one evaluation.OneSeatMoves
for the decision (ai.Influence): at every influence decision of seeded random games, and at shaken
copies (other pools, more blood, another round), each move weighed must be worth what it is worth
on a clone (the plain computation, kept here: the move played on a copy, the evaluation read), the
state must be as it was, and the rival must choose what the greedy one-ply policy chooses on
clones, drawing the rng as it does."""

from __future__ import annotations

from game import games
from game.ai.hooks import evaluate_seat
from game.core import Rng
from game.core.actions import Action
from game.games.methuselah import ai
from game.games.methuselah.actions import CryptDraw, Transfer
from game.games.methuselah.evaluation import OneSeatMoves, evaluate
from game.games.methuselah.state import MethuselahState


def _on_a_clone(state: MethuselahState, action: Action, mover: int) -> float:
    after = state.clone()
    after.apply(action)
    return evaluate_seat(after, mover, ai._evaluate)


def _shaken(state: MethuselahState, rng: Rng) -> MethuselahState:
    twin = state.clone()
    for m in twin.mins:
        m.blood += rng.below(3) * 7
        m.locked = rng.below(2) == 0
        m.torpor = rng.below(4) == 0
    twin.pool = [2 + rng.below(14) if s == twin.turn else rng.below(14) for s in range(twin.players)]
    twin.unc_blood = [[b + rng.below(3) for b in seat] for seat in twin.unc_blood]
    twin.round = 1 + rng.below(twin.rounds_limit)
    twin.transfers = 1 + rng.below(4)
    twin._touched()
    return twin


DRAWS = [0]   # crypt draws weighed in place


def _check(state: MethuselahState, game: int) -> tuple[int, int]:
    legal = state.legal_actions()
    before = state.to_data()
    mover = state.actor
    weigh = ai.Influence()
    weighed = 0
    for action in legal:
        value = weigh(state, action, mover)
        assert state.to_data() == before
        if value is None:
            continue
        assert value == _on_a_clone(state, action, mover), (game, action)
        weighed += isinstance(action, Transfer)
        DRAWS[0] += isinstance(action, CryptDraw)
    one, two = Rng(game * 7 + len(state.history)), Rng(game * 7 + len(state.history))
    assert ai.rival(state, one) == ai.greedy_rival(state.clone(), two)
    assert one.next64() == two.next64()
    return weighed, int(weigh.moves is not None)


def _check_directly(state: MethuselahState, rng: Rng) -> None:
    """OneSeatMoves on its own, in any phase (a minion phase's unlocked minions count more), the
    seat's pool and uncontrolled blood changed after it read the position."""
    twin = state.clone()
    twin.phase = ("minion", "influence", "master")[rng.below(3)]
    seat = twin.turn
    moves = OneSeatMoves(twin, seat)
    for _ in range(3):
        twin.pool[seat] = rng.below(16) - 1
        twin.unc_blood[seat] = [rng.below(14) for _ in twin.unc_blood[seat]]
        for mover in range(twin.players):
            assert moves.evaluate(twin, mover) == evaluate(twin, mover)


def test_transfers_judged_once_a_decision_as_on_clones() -> None:
    info = games.get("methuselah")
    weighed = read_once = shaken = 0
    for game in range(8):
        state = info.new_game(players=2 + game % 4, seed=500 + game, options={"rounds": (6, 8, 15)[game % 3]})
        assert isinstance(state, MethuselahState)
        rng = Rng(game)
        while not state.is_over:
            legal = state.legal_actions()
            if state.step == "influence" and len(legal) > 1:
                for position in (state, _shaken(state, rng)):
                    w, r = _check(position, game)
                    weighed, read_once = weighed + w, read_once + r
                    _check_directly(position, rng)
                shaken += 1
            state.apply(legal[rng.below(len(legal))])
    assert weighed > 1000 and read_once > 200 and shaken > 200 and DRAWS[0] > 20
