"""`ISMCTS.worlds`: a search that samples its worlds once and keeps each where its iterations left it.

What it must keep: taking up a kept world at a node is the same as playing the world on to there
(the node's path, the rivals' model between the searcher's decisions), and a search draws no
more worlds than it was given.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.ai import ISMCTS, Budget, ISMCTSSeat
from game.ai.decision import open_decision
from game.ai.ismcts import Node
from game.cli.tables import resolve_game
from game.core import Action, GameState, Rng
from game.games import all_games, get
from tests.ai.helpers import TOY


def _largest(world, rng):  # type: ignore[no-untyped-def]
    """A rival that plays its largest card (a model that depends on the sampled hand)."""
    legal = world.legal_actions()
    return max(legal, key=lambda a: (getattr(a, "card", 0), a.kind))


def _nodes(root: Node) -> Iterator[tuple[list[tuple[int, Action]], Node]]:
    """Every node below the root, with the (mover, action) path that leads to it."""
    stack = [([key], child) for key, child in root.children.items()]
    while stack:
        path, node = stack.pop()
        yield path, node
        stack.extend(([*path, key], child) for key, child in node.children.items())


def _played_on(world: GameState, path: list[tuple[int, Action]], seat: int) -> GameState:
    """`world` played along `path`, the rivals by the model between the searcher's moves, up to
    the searcher's next decision: where the search keeps a world for the path's last node."""
    world = world.clone()
    for depth, (mover, action) in enumerate(path):
        if depth:
            while not world.is_over and world.current_player != seat:
                world.apply(_largest(world, None))
        assert world.current_player == mover
        world.apply(action)
    while not world.is_over and world.current_player != seat:
        world.apply(_largest(world, None))
    return world


@pytest.mark.parametrize("players", [2, 3])
def test_a_kept_world_is_the_world_played_on_to_its_node(players: int) -> None:
    state = resolve_game(TOY).new_game(players=players, seed=11)
    seat = state.current_player
    decision = open_decision(state.view(seat), Rng(1))
    search = ISMCTS(rivals=_largest, worlds=3, prior_visits=0, stop_when_settled=False)
    result = search.search(decision, Rng(2), Budget(seconds=None, iterations=300))
    assert result.worlds is not None and len(result.worlds) == 3
    assert result.tree is not None
    checked = 0
    for path, node in _nodes(result.tree):
        for number, kept in (node.snaps or {}).items():
            world = result.worlds[number]
            assert world is not None
            again = _played_on(world, path, seat)
            assert kept.to_data() == again.to_data()
            assert kept.rng is not None and again.rng is not None
            assert kept.rng.next64() == again.rng.next64()  # the same chance to come
            checked += 1
    assert checked > 10  # the tree grew deep enough to keep worlds at many nodes


def test_a_search_on_kept_worlds_draws_no_more_worlds_than_given(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    state = resolve_game(TOY).new_game(players=3, seed=4)
    seat = state.current_player
    view = state.view(seat)
    decision = open_decision(view, Rng(1))
    drawn = []
    real = type(view).determinize

    def counting(self, who, rng):  # type: ignore[no-untyped-def]
        drawn.append(who)
        return real(self, who, rng)

    monkeypatch.setattr(type(view), "determinize", counting)
    budget = Budget(seconds=None, iterations=200)
    kept = ISMCTS(rivals=_largest, worlds=4, prior_visits=0).search(decision, Rng(3), budget)
    assert kept.iterations > 4
    assert 1 <= len(drawn) <= 4 and set(drawn) == {seat}
    drawn.clear()
    fresh = ISMCTS(rivals=_largest, prior_visits=0).search(decision, Rng(3), budget)
    assert len(drawn) == fresh.iterations  # without worlds: one an iteration


# where each game that keeps worlds has a decision worth searching for seat 0
_SEARCHED = {
    "methuselah": lambda state: state.step == "influence",
    "equilibrium": lambda state: state.phase == "action" and state.stage == "commit",
}


@pytest.mark.parametrize("game_id", sorted(_SEARCHED))
def test_hard_searches_kept_worlds_and_answers_legally(game_id: str) -> None:
    """A game's own settings put Hard on kept worlds; its answers stay legal and repeatable."""
    info = get(game_id)
    assert info.search.get("worlds", 0) > 0
    state = info.new_game(players=3, seed=2)
    rng = Rng(9)
    while not (state.current_player == 0 and _SEARCHED[game_id](state) and len(state.legal_actions()) > 2):
        state.apply(rng.choice(state.legal_actions()))
    view = state.view(0)
    picks = []
    for _ in range(2):
        seat = ISMCTSSeat(5, Budget(seconds=None, iterations=150), search=ISMCTS(macro=True))
        picks.append(seat.choose(view))
        assert seat.last is not None and seat.last.worlds is not None
        assert sum(w is not None for w in seat.last.worlds) <= info.search["worlds"]
    assert picks[0] == picks[1] and state.is_legal(picks[0])


def test_every_game_that_keeps_worlds_is_searched_above() -> None:
    keeping = {info.id for info in all_games() if (getattr(info, "search", None) or {}).get("worlds", 0) > 0}
    assert keeping == set(_SEARCHED)
