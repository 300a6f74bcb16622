"""`ISMCTS.settle` and `ISMCTS.branch`: a new leaf judged where the searcher decides next, with the
replies it provokes played; and a search's own choice of where the tree branches below its root.

What they must keep: every leaf the evaluation is asked about (short of the game's end) is a
decision of the searching seat at a branch point; a kept world is still the world played on to its
node; a branch test that never branches leaves a tree of the root's moves alone.
"""

from __future__ import annotations

from dataclasses import replace

from game.ai import ISMCTS, Budget, make_seat
from game.ai.decision import open_decision
from game.ai.hooks import evaluate_all
from game.cli.tables import resolve_game
from game.core import Rng
from game.games import get
from tests.ai.helpers import TOY
from tests.ai.test_worlds import _largest, _nodes, _played_on


def _judged(search: ISMCTS, state, seat: int, iterations: int = 200):  # type: ignore[no-untyped-def]
    """The states the search's evaluation was asked about, and the result."""
    asked = []

    def evaluation(world, who):  # type: ignore[no-untyped-def]
        asked.append(world.clone())
        return evaluate_all(world, None)[who]

    decision = open_decision(state.view(seat), Rng(1))
    result = ISMCTS(**{**search.__dict__, "evaluation": evaluation}).search(
        decision, Rng(2), Budget(seconds=None, iterations=iterations))
    return asked, result


def test_a_settled_leaf_is_judged_at_the_searchers_next_decision() -> None:
    state = resolve_game(TOY).new_game(players=3, seed=8)
    seat = state.current_player
    asked, _ = _judged(ISMCTS(rivals=_largest, settle=True, prior_visits=0), state, seat)
    assert len(asked) >= 150
    assert all(world.is_over or world.current_player == seat for world in asked)
    # without settle a new leaf is judged at once, most often with a rival to move
    asked, _ = _judged(ISMCTS(rivals=_largest, prior_visits=0), state, seat)
    assert any(not world.is_over and world.current_player != seat for world in asked)


def test_settled_leaves_keep_the_worlds_played_on_to_their_nodes() -> None:
    state = resolve_game(TOY).new_game(players=3, seed=11)
    seat = state.current_player
    decision = open_decision(state.view(seat), Rng(1))
    search = ISMCTS(rivals=_largest, worlds=3, settle=True, prior_visits=0, stop_when_settled=False)
    result = search.search(decision, Rng(2), Budget(seconds=None, iterations=300))
    assert result.tree is not None and result.worlds is not None
    checked = 0
    for path, node in _nodes(result.tree):
        for number, kept in (node.snaps or {}).items():
            world = result.worlds[number]
            assert world is not None
            assert kept.to_data() == _played_on(world, path, seat).to_data()
            checked += 1
    assert checked > 10


def test_a_branch_test_chooses_where_the_tree_grows_below_its_root() -> None:
    state = resolve_game(TOY).new_game(players=3, seed=5)
    seat = state.current_player
    decision = open_decision(state.view(seat), Rng(1))
    budget = Budget(seconds=None, iterations=200)
    flat = ISMCTS(macro=True, rivals=_largest, branch=lambda world: False, prior_visits=0,
                  stop_when_settled=False).search(decision, Rng(2), budget)
    assert flat.tree is not None and flat.tree.children
    assert all(not child.children for child in flat.tree.children.values())
    deep = ISMCTS(macro=True, rivals=_largest, branch=lambda world: True, prior_visits=0,
                  stop_when_settled=False).search(decision, Rng(2), budget)
    assert deep.tree is not None
    assert any(child.children for child in deep.tree.children.values())


def test_methuselah_settled_leaves_are_its_own_master_or_minion_decisions() -> None:
    """Methuselah's Hard: below the root it branches at its master and minion decisions only, and
    judges a leaf there, after the rivals' turns and its own influence played as they are modelled."""
    info = get("methuselah")
    search = ISMCTS(macro=True).for_game(info.new_game(players=3, seed=1))
    assert search.settle and search.branch is not None
    state = info.new_game(players=3, seed=3)
    seats = [make_seat("normal", seed) for seed in range(3)]
    while not (state.current_player == 0 and state.step == "minion" and state.round >= 2
               and len(state.legal_actions()) > 1):
        assert not state.is_over
        state.apply(seats[state.current_player].choose(state.view(state.current_player)))
    asked, result = _judged(replace(search, prior_visits=0), state, 0, iterations=60)  # leaves alone
    assert state.is_legal(result.action)
    steps = {world.step for world in asked if not world.is_over}
    assert steps and steps <= {"master", "minion"}
    assert all(world.is_over or world.current_player == 0 for world in asked)
    assert any(world.round > state.round for world in asked)  # past the rivals' turns
