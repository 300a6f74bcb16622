"""Turn-level search: below the root the tree branches only where a turn begins."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.ai import ISMCTS, Budget, ISMCTSSeat
from game.ai.decision import open_decision
from game.ai.hooks import quiet_for
from game.ai.ismcts import Node
from game.core import Action, Rng
from game.games import get
from game.games.elysium.actions import (
    Accept,
    Assist,
    Join,
    Nudge,
    Refuse,
    Reroll,
    Rescind,
    Spoil,
    StandAside,
)


def _first(state, test, seed: int = 3, limit: int = 3000):  # type: ignore[no-untyped-def]
    """Play random moves until `test(state)` holds; the state then (or None)."""
    rng = Rng(seed)
    for _ in range(limit):
        if state.is_over:
            return None
        if test(state):
            return state
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    return None


def _below_root(root: Node) -> Iterator[tuple[int, Action]]:
    stack = [child for child in root.children.values()]
    while stack:
        node = stack.pop()
        for key, child in node.children.items():
            yield key
            stack.append(child)


def test_a_game_without_a_quiet_test_is_searched_move_by_move() -> None:
    # Equilibrium offers no quiet test (its evaluation already completes a turn under way,
    # and turn-level search measured weaker there), so macro search is the plain search
    state = _first(get("equilibrium").new_game(players=3, seed=4),
                   lambda s: s.phase == "action" and s.stage == "commit" and len(s.history) > 12)
    assert state is not None
    assert quiet_for(state)(state)
    view = state.view(state.current_player)
    results = []
    for macro in (True, False):
        seat = ISMCTSSeat(3, Budget(seconds=None, iterations=150), search=ISMCTS(macro=macro))
        results.append((seat.choose(view), seat.last.visits if seat.last else None))
    assert results[0] == results[1]


def test_elysium_is_quiet_at_openings_not_at_answers() -> None:
    state = get("elysium").new_game(players=3, seed=2)
    quiet = quiet_for(state)
    seen = {True: set(), False: set()}
    rng = Rng(9)
    while not state.is_over and len(state.history) < 600:
        seen[quiet(state)].add(state.step)
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    assert {"resource", "move", "challenge", "influence"} <= seen[True]
    assert seen[False] and not seen[False] & seen[True]
    assert "dice" in seen[False] or "powers" in seen[False]


ANSWERS = (Accept, Refuse, Assist, StandAside, Rescind, Reroll, Nudge, Spoil, Join)


@pytest.mark.parametrize("macro", [True, False])
def test_macro_tree_branches_only_where_something_begins(macro: bool) -> None:
    state = _first(get("elysium").new_game(players=3, seed=6),
                   lambda s: s.step == "challenge" and len(s.legal_actions()) > 2)
    assert state is not None
    seat = ISMCTSSeat(2, Budget(seconds=None, iterations=400),
                      search=ISMCTS(macro=macro, stop_when_settled=False))
    action = seat.choose(state.view(state.current_player))
    assert state.is_legal(action)
    assert seat.last is not None and seat.last.tree is not None
    below = [action for _, action in _below_root(seat.last.tree)]
    assert below  # the tree grew below the root
    answers = [action for action in below if isinstance(action, ANSWERS)]
    if macro:
        assert not answers  # helpers, dice and spoils are played, not branched on
    else:
        assert answers


def test_macro_search_is_reproducible_with_an_iteration_budget() -> None:
    state = _first(get("elysium").new_game(players=3, seed=5),
                   lambda s: s.step == "influence" and len(s.legal_actions()) > 3)
    assert state is not None
    view = state.view(state.current_player)
    picks = [ISMCTSSeat(7, Budget(seconds=None, iterations=120),
                        search=ISMCTS(macro=True)).choose(view) for _ in range(2)]
    assert picks[0] == picks[1] and state.is_legal(picks[0])


def test_with_an_opponent_model_the_tree_branches_only_at_the_searchers_own_decisions() -> None:
    """`ISMCTS.rivals`: below the root every other seat plays by the model (it is asked, and its
    moves are no nodes); without it the rivals' replies are branched like the searcher's own."""
    from game.cli.tables import resolve_game
    from tests.ai.helpers import TOY

    state = resolve_game(TOY).new_game(players=3, seed=5)
    seat = state.current_player
    decision = open_decision(state.view(seat), Rng(1))
    asked = []

    def model(world, rng):  # type: ignore[no-untyped-def]
        asked.append(world.current_player)
        legal = world.legal_actions()
        return legal[0]

    with_model = ISMCTS(rivals=model).search(decision, Rng(2), Budget(seconds=None, iterations=200))
    assert asked and seat not in asked
    assert {mover for mover, _ in _below_root(with_model.tree)} == {seat}
    without = ISMCTS().search(decision, Rng(2), Budget(seconds=None, iterations=200))
    assert {mover for mover, _ in _below_root(without.tree)} - {seat}
