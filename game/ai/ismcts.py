"""Information-set Monte Carlo tree search (single observer), for every game.

Each iteration samples one world consistent with the seat's view
(``view.determinize(seat, rng)``), walks the tree choosing among the actions
available in that world by UCB with availability counts (Cowling, Powley and
Whitehouse 2012), adds one node, plays a rollout (the game's rollout policy, or
random) up to a depth cut-off, judges the end with the game's evaluation and
backs up a reward per seat.  A node is keyed by (player to move, action), so
the tree is a tree of information sets as the searching seat sees them; each
node keeps the reward of the seat that moved into it.  Chance happens inside
``apply()`` with the world's own forked rng, so it is sampled too.
"""

from __future__ import annotations

import gc
import math
import random
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, fields, replace

from game.core import Action, GameState, Rng

from .decision import Decision, decision_rng, open_decision
from .heuristic import one_ply_values
from .hooks import (
    Evaluation,
    GreedyPolicy,
    RolloutPolicy,
    StopSignal,
    evaluate_all,
    evaluation_for,
    game_info,
    greedy_rollout_policy,
    quiet_for,
    rollout_policy_for,
    should_stop,
)


@dataclass(frozen=True)
class Budget:
    """How long one search may think: seconds, iterations, or both (first reached wins)."""

    seconds: float | None = 1.0
    iterations: int | None = None

    def spent(self, started: float, iterations: int) -> bool:
        if self.iterations is not None and iterations >= self.iterations:
            return True
        return self.seconds is not None and time.perf_counter() - started >= self.seconds


class Node:
    """The statistics of one (mover, action) edge, from the mover's point of view."""

    __slots__ = ("available", "children", "mover", "snaps", "total", "visits")

    def __init__(self, mover: int) -> None:
        self.mover = mover
        self.children: dict[tuple[int, Action], Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 0
        # with ISMCTS.worlds: world number -> that world as it stood at this node's next branch
        self.snaps: dict[int, GameState] | None = None

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


@dataclass
class SearchResult:
    """What one search found: the action, and the root statistics that chose it."""

    action: Action
    iterations: int
    seconds: float
    visits: dict[Action, int] = field(default_factory=dict)
    values: dict[Action, float] = field(default_factory=dict)
    tree: Node | None = None  # the root of the search tree, for inspection
    worlds: list[GameState | None] | None = None  # with ISMCTS.worlds: the worlds sampled, by number


@dataclass
class ISMCTS:
    """The search itself; one instance may serve many decisions.

    `exploration` is the UCB constant for rewards in [0, 1] (with `normalise`, for
    each node's child means rescaled so the worst is 0 and the best 1: a
    heuristic's values often differ by a few hundredths, which a fixed constant
    would drown in exploration); `rollout_depth` the plies played after the
    tree before the game's evaluation judges (`blind_rollout_depth` for games
    without an evaluation, judged by score); a positive
    `prior_visits` seeds each root action with that many virtual visits at its
    one-ply value (the Normal seat's judgement), so a short search starts from
    the heuristic instead of from nothing.
    `macro` makes the tree one of whole turns where the game offers a quiet
    test (``hooks.quiet_for``): below the root, a decision that is not quiet is
    played by the one-ply choice of whoever makes it, and only quiet decisions
    branch.  On Elysium that turns ~300 iterations into a look at the rivals'
    replies; without a quiet test it changes nothing.  `answer` is how those
    decisions are played (None: the greedy one-ply choice by the evaluation).
    `rivals`, when set, is how every other seat's decision below the root is played, quiet or
    not (an opponent model: the tree then branches only at the searching seat's own decisions,
    so the same iterations look further along its own plans; the rivals' hidden cards are the
    sampled world's, never the real ones).
    `settle` judges a new leaf where the tree would branch next below it, not at once: the
    rivals' replies and the searcher's own answers are played on to there (with `worlds`, that
    world is kept as the leaf's), so a move is judged with what it provokes.  `branch`, in a
    macro search, is the search's own test of where the tree branches below the root, in place
    of the game's quiet test (a search may branch at fewer decisions than a turn's openings).
    `worlds`, when positive, samples that many worlds once per search instead of one each
    iteration, and keeps, for every node an iteration passes in a world, that world as it
    stood at the node's next branch: a later iteration in the same world takes up the copy
    there instead of playing the same moves again (the rivals' and the answers' plays between
    two branches, most of an iteration where an opponent model plays them one-ply).  Chance in
    a world is its own forked rng, so a world's replay is the same moves; only a random answer
    is sampled once per world and node instead of each time.
    A game may declare its own values for these fields (``GameInfo.search``, and for an
    `expert` search ``GameInfo.expert_search`` over them); they replace the defaults only
    (:meth:`for_game`).
    """

    exploration: float = 0.25
    rollout_depth: int = 0  # with the game's evaluation: judge the leaf at once
    blind_rollout_depth: int = 60  # without one: play on (to the end, in most games)
    prior_visits: int = 4
    prior_samples: int = 2
    stop_when_settled: bool = True  # stop once no other root action can catch up in time
    normalise: bool = True  # UCB on each node's child means rescaled to [0, 1]
    macro: bool = False  # below the root, branch only at quiet decisions; play the rest greedily
    answer: RolloutPolicy | None = None  # macro: how those are played (None: greedy one-ply)
    evaluation: Evaluation | None = None  # how leaves are judged (None: the game's evaluation)
    rivals: RolloutPolicy | None = None  # below the root, how other seats play (None: branched)
    worlds: int = 0  # worlds sampled once per search, their states kept at each node (0: fresh)
    settle: bool = False  # judge a new leaf at its next branch (replies played on), not at once
    branch: Callable[[GameState], bool] | None = None  # macro: which decisions branch (None: quiet)
    expert: bool = False  # the Expert's search: the game's expert_search settings apply too

    def for_game(self, state: GameState) -> ISMCTS:
        """This search with the game's own settings (``GameInfo.search``, and for an Expert
        search ``GameInfo.expert_search`` laid over them) in place of the defaults; a setting the
        caller gave (not the default) stays.  No settings: `self`."""
        info = game_info(state)
        if info is None:
            return self
        settings = dict(getattr(info, "search", None) or {})
        if self.expert:
            settings.update(getattr(info, "expert_search", None) or {})
        if not settings:
            return self
        known = {f.name: f for f in fields(self)}
        unknown = sorted(set(settings) - set(known))
        if unknown:
            raise ValueError(f"{info.title}'s search settings name no ISMCTS field: {unknown}")
        changes = {name: value for name, value in settings.items()
                   if getattr(self, name) == known[name].default and getattr(self, name) != value}
        return replace(self, **changes) if changes else self

    def search(self, decision: Decision, rng: Rng, budget: Budget,
               stop: StopSignal | None = None) -> SearchResult:
        """Think within `budget` (or until `stop`) and return the most visited root action."""
        tuned = self.for_game(decision.view)
        if tuned is not self:
            return tuned.search(decision, rng, budget, stop)
        with _rarer_collections():
            return self._search(decision, rng, budget, stop)

    def _search(self, decision: Decision, rng: Rng, budget: Budget,
                stop: StopSignal | None) -> SearchResult:
        started = time.perf_counter()
        view, seat, actions = decision.view, decision.seat, decision.actions
        evaluation = self.evaluation or evaluation_for(view)
        root = Node(seat)
        if self.prior_visits > 0:
            self._seed_root(root, decision, rng, stop)
        iterations = 0
        pool: list[GameState | None] | None = [None] * self.worlds if self.worlds > 0 else None
        searching = time.perf_counter()
        while not budget.spent(started, iterations) and not should_stop(stop):
            self._iterate(root, view, seat, rng, evaluation, pool)
            iterations += 1
            if self.stop_when_settled and iterations % 32 == 0 and self._settled(
                    root, seat, budget, iterations, searching, started):
                break
        result = self._result(root, seat, actions, rng, iterations, time.perf_counter() - started)
        result.worlds = pool
        return result

    # -- one iteration -----------------------------------------------------
    def _iterate(self, root: Node, view: GameState, seat: int, rng: Rng,
                 evaluation: Evaluation | None, pool: list[GameState | None] | None = None) -> None:
        number = -1
        if pool is None:
            world = view.determinize(seat, rng)
        else:
            number = rng.below(len(pool))
            sampled = pool[number]
            if sampled is None:
                sampled = pool[number] = view.determinize(seat, rng)
            world = sampled.clone()
        node = root
        path: list[Node] = []
        quiet = (self.branch or quiet_for(world)) if self.macro else None
        answer = None  # how a decision that is not quiet is played (macro only)
        while not world.is_over:
            if node is not root:
                world, answer = self._play_to_branch(world, seat, rng, evaluation, quiet, answer)
                if world.is_over:
                    break
            mover = world.current_player
            assert mover is not None
            if pool is not None and node is not root:  # the world as it stands at this branch
                if node.snaps is None:
                    node.snaps = {}
                if number not in node.snaps:
                    node.snaps[number] = world.clone()
            legal = world.legal_actions()
            child, action, expanded = self._select(node, mover, legal, rng)
            path.append(child)
            kept = child.snaps.get(number) if child.snaps is not None else None
            if kept is not None:  # this world has been here: take it up at the child's branch
                world = kept.clone()
                node = child
                continue
            world.apply(action)
            if expanded:
                if self.settle:
                    world, answer = self._settle(world, child, seat, rng, evaluation, quiet, answer, number)
                break
            node = child
        rewards = self._rollout(world, rng, evaluation)
        for step in path:
            step.visits += 1
            step.total += rewards[step.mover]

    def _play_to_branch(self, world: GameState, seat: int, rng: Rng, evaluation: Evaluation | None,
                        quiet: Callable[[GameState], bool] | None,
                        answer: RolloutPolicy | None) -> tuple[GameState, RolloutPolicy | None]:
        """Below the root: play `world` on to its next branch, the rivals by their model (with
        `rivals`) and, in a macro search, every decision that does not branch by `answer` (made
        here the first time one is needed, and returned for the rest of the iteration); the world
        at the branch (`world` itself, or a copy a greedy policy moved on: see _play)."""
        while not world.is_over:
            mover = world.current_player
            assert mover is not None
            if self.rivals is not None and mover != seat:
                world = _play(world, self.rivals, rng)  # the opponent model, not a branch
                continue
            if quiet is None or quiet(world):
                break
            if answer is None:
                answer = self.answer or (greedy_rollout_policy(evaluation, 0.0)
                                         if evaluation is not None else rollout_policy_for(world))
            world = _play(world, answer, rng)  # within a turn: the obvious way on
        return world, answer

    def _settle(self, world: GameState, child: Node, seat: int, rng: Rng, evaluation: Evaluation | None,
                quiet: Callable[[GameState], bool] | None, answer: RolloutPolicy | None,
                number: int) -> tuple[GameState, RolloutPolicy | None]:
        """With `settle`: a new leaf played on to its next branch (as the iterations that come back
        to it would play it), so that it is judged with the replies it provokes; with kept worlds
        that world is the child's, kept for those iterations."""
        world, answer = self._play_to_branch(world, seat, rng, evaluation, quiet, answer)
        if number >= 0 and not world.is_over:
            if child.snaps is None:
                child.snaps = {}
            child.snaps.setdefault(number, world.clone())
        return world, answer

    def _select(self, node: Node, mover: int, legal: list[Action],
                rng: Rng) -> tuple[Node, Action, bool]:
        """The child to follow: an untried action if any (expanded), else the best UCB."""
        children = node.children
        untried: list[Action] = []
        available: list[tuple[Action, Node]] = []
        for action in legal:
            child = children.get((mover, action))
            if child is None:
                untried.append(action)
            else:
                child.available += 1
                available.append((action, child))
        if untried:
            action = untried[rng.below(len(untried))]
            child = Node(mover)
            child.available = 1
            children[(mover, action)] = child
            return child, action, True
        best_action, best_child, best_score = available[0][0], available[0][1], -math.inf
        means = [child.total / child.visits for _, child in available]
        low, high = min(means), max(means)
        spread = high - low if self.normalise and high - low > 1e-9 else 1.0
        c = self.exploration
        for (action, child), mean in zip(available, means):
            score = (mean - low) / spread + c * math.sqrt(math.log(child.available) / child.visits)
            if score > best_score:
                best_action, best_child, best_score = action, child, score
        return best_child, best_action, False

    def _rollout(self, world: GameState, rng: Rng, evaluation: Evaluation | None) -> list[float]:
        policy = rollout_policy_for(world)
        depth = self.rollout_depth if evaluation is not None else self.blind_rollout_depth
        for _ in range(depth):
            if world.is_over:
                break
            world = _play(world, policy, rng)
        return evaluate_all(world, evaluation)

    @staticmethod
    def _settled(root: Node, seat: int, budget: Budget, iterations: int, searching: float,
                 started: float) -> bool:
        """True when the leading root action leads by more visits than the budget has left."""
        left = math.inf
        if budget.iterations is not None:
            left = budget.iterations - iterations
        if budget.seconds is not None:
            now = time.perf_counter()
            rate = iterations / max(1e-9, now - searching)
            left = min(left, rate * max(0.0, budget.seconds - (now - started)))
        if left == math.inf:
            return False
        visits = sorted((child.visits for (mover, _), child in root.children.items()
                         if mover == seat), reverse=True)
        return len(visits) < 2 or visits[0] - visits[1] > left

    # -- root priors and the answer ------------------------------------------
    def _seed_root(self, root: Node, decision: Decision, rng: Rng, stop: StopSignal | None) -> None:
        values = one_ply_values(decision, rng, samples=self.prior_samples, stop=stop,
                                evaluation=self.evaluation)
        for action, value in zip(decision.actions, values):
            child = Node(decision.seat)
            child.visits = child.available = self.prior_visits
            child.total = value * self.prior_visits
            root.children[(decision.seat, action)] = child

    @staticmethod
    def _result(root: Node, seat: int, actions: list[Action], rng: Rng,
                iterations: int, seconds: float) -> SearchResult:
        visits: dict[Action, int] = {}
        values: dict[Action, float] = {}
        for action in actions:
            child = root.children.get((seat, action))
            visits[action] = child.visits if child else 0
            values[action] = child.mean() if child else 0.0
        top = max((visits[a], values[a]) for a in actions)
        best = [a for a in actions if (visits[a], values[a]) == top]
        return SearchResult(rng.choice(best), iterations, seconds, visits, values, root)


@contextmanager
def _rarer_collections(young: int = 20_000) -> Iterator[None]:
    """The cyclic garbage collector's youngest generation collected every `young` allocations
    instead of every 700 while a search runs: the search copies states thousands of times, each
    copy hundreds of lists that live one iteration, and collecting them that often cost Bloodlines
    about 40% of its search time (the moves chosen are the same; memory is freed as before)."""
    before = gc.get_threshold()
    gc.set_threshold(max(young, before[0]), *before[1:])
    try:
        yield
    finally:
        gc.set_threshold(*before)


def _play(world: GameState, policy: RolloutPolicy | None, rng: Rng) -> GameState:
    """One move by `policy`, or a uniformly random one without a policy; the world after it: a
    greedy policy gives the copy it judged its move on (the same state, not played twice), and
    the caller goes on with that."""
    if type(policy) is GreedyPolicy:
        return policy.play(world, rng)
    if policy is not None:
        world.apply(policy(world, rng))
    else:
        legal = world.legal_actions()
        world.apply(legal[rng.below(len(legal))])
    return world


class ISMCTSSeat:
    """Hard and Expert: ISMCTS within a time and/or iteration budget."""

    def __init__(self, seed: int = 0, budget: Budget | None = None, level: str = "hard",
                 name: str = "ISMCTS", search: ISMCTS | None = None,
                 per_game: float | None = None) -> None:
        self.seed = seed
        self.budget = budget or Budget()
        # iterations = this many times the game's GameInfo.ai_iterations, unless the budget names them
        self.per_game = per_game
        self.level = level
        self.name = name
        self.search = search or ISMCTS()
        self.last: SearchResult | None = None

    def choose(self, view: GameState, rng: Rng | random.Random | None = None,
               stop: StopSignal | None = None) -> Action:
        """Search from the view and return the most visited action (forced moves at once)."""
        rng = decision_rng(self.seed, view, rng)
        decision = open_decision(view, rng)
        if len(decision.actions) == 1:
            return decision.actions[0]
        self.last = self.search.search(decision, rng, self.budget_for(view), stop)
        return self.last.action

    def budget_for(self, view: GameState) -> Budget:
        """The budget of one decision: the seat's, with the game's iterations when it names none."""
        if self.per_game is None or self.budget.iterations is not None:
            return self.budget
        info = game_info(view)
        base = getattr(info, "ai_iterations", None) or 300
        return replace(self.budget, iterations=max(1, round(base * self.per_game)))
