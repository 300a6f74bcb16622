"""The seat interface, the Random seat, and the difficulty levels.

A seat is asked ``choose(view)`` with the deciding player's ``state.view(seat)``
and nothing else; it returns one of that seat's legal actions.  Levels:

=========  ==============================================================
random     any legal action, uniformly
easy       one-ply judgement, loosely weighed, with the odd whim
normal     the Heuristic: best one-ply value over sampled worlds (alias ``heuristic``)
hard       ISMCTS over whole turns (where the game marks them), the game's iterations (about a second)
expert     the same search (with the game's expert_search settings), three times the iterations
=========  ==============================================================

Budgets can be given as seconds and/or iterations; by default a searching level
thinks the game's own iterations (``GameInfo.ai_iterations``) under a time cap,
so a seeded seat chooses the same way on any machine unless the cap cuts it short.
"""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from game.core import Action, GameState, Rng
from game.core.levels import ALIASES, LEVELS, level_name  # noqa: F401 - the names live on the floor below

from .decision import decision_rng, open_decision
from .heuristic import EasySeat, HeuristicSeat
from .hooks import StopSignal
from .ismcts import ISMCTS, Budget, ISMCTSSeat

# The searching levels think a fixed number of iterations per decision, the game's own
# (GameInfo.ai_iterations, times LEVEL_ITERATIONS), so that a level plays the same on any machine
# and under any load; LEVEL_SECONDS caps the time on a slow one.
LEVEL_ITERATIONS = {"hard": 1.0, "expert": 3.0}
LEVEL_SECONDS = {"hard": 1.8, "expert": 5.0}


@runtime_checkable
class Seat(Protocol):
    """An AI player: sees only its view, returns one of its legal actions."""

    name: str
    level: str

    def choose(self, view: GameState, rng: Rng | random.Random | None = None,
               stop: StopSignal | None = None) -> Action: ...


class RandomSeat:
    """Any legal action, uniformly: the baseline every other level must beat."""

    level = "random"

    def __init__(self, seed: int = 0, name: str = "Random") -> None:
        self.seed = seed
        self.name = name

    def choose(self, view: GameState, rng: Rng | random.Random | None = None,
               stop: StopSignal | None = None) -> Action:
        """A uniformly random legal action."""
        rng = decision_rng(self.seed, view, rng)
        return rng.choice(open_decision(view, rng).actions)


def make_seat(level: str, seed: int = 0, seconds: float | None = None,
              iterations: int | None = None, capped: bool = True) -> Seat:
    """A seat of `level` seeded with `seed`; `seconds`/`iterations` override a search budget.

    Giving only `iterations`, or `capped=False`, makes a search seat deterministic (no clock involved).
    """
    key = level_name(level)
    if key == "random":
        return RandomSeat(seed)
    if key == "easy":
        return EasySeat(seed)
    if key == "normal":
        return HeuristicSeat(seed)
    per_game = None
    if iterations is None:  # the game's own number, scaled for the level
        per_game = LEVEL_ITERATIONS[key]
        if seconds is None and capped:
            seconds = LEVEL_SECONDS[key]
    return ISMCTSSeat(seed, Budget(seconds=seconds, iterations=iterations), level=key,
                      name="Expert" if key == "expert" else "Hard", search=ISMCTS(macro=True, expert=key == "expert"),
                      per_game=per_game)
