"""Methuselah: three to five ancients in a circle, each bleeding the prey to the left and
guarding against the predator to the right, with vampires brought under control by pool."""

from __future__ import annotations

from game.core.state import GameInfo, OptionSpec

from .actions import CODEC
from .ai import FITTED
from .content import load
from .features import FEATURES
from .state import DEFAULT_ROUNDS, MethuselahState


def _evaluation(state, seat):  # type: ignore[no-untyped-def]
    from .ai import evaluate
    return evaluate(state, seat)


def _rollout(state, rng):  # type: ignore[no-untyped-def]
    from .ai import rollout_policy
    return rollout_policy(state, rng)


def _answer(state, rng):  # type: ignore[no-untyped-def]
    from .ai import answer
    return answer(state, rng)


def _rival(state, rng):  # type: ignore[no-untyped-def]
    from .ai import rival
    return rival(state, rng)


def _quiet(state):  # type: ignore[no-untyped-def]
    from .ai import quiet
    return quiet(state)


_DECKS = ("random", *(d.key for d in load().decks))
OPTIONS = (
    OptionSpec("rounds", "Round limit", DEFAULT_ROUNDS, (6, 8, 10, 12, 15, 20, 25),
               "The game ends after this many rounds: victory points count, ties broken by pool"),
    *(OptionSpec(f"deck{p}", f"Seat {p}'s deck", "random", _DECKS,
                 "A starter deck: bleed, vote, combat, stealth or intercept (or one at random)", seat=p)
      for p in range(1, 6)),
)

INFO = GameInfo(
    id="methuselah",
    title="Methuselah",
    min_players=2,
    max_players=5,
    blurb="A circle of ancients, each bleeding the one to the left and guarding against the one "
          "to the right: bring vampires under control with your pool, block, fight and vote.",
    options=OPTIONS,
    codec=CODEC,
    factory=MethuselahState,
    evaluation=_evaluation,
    rollout_policy=_rollout,
    quiet=_quiet,
    # Hard's search: its own replies inside a turn by a cheap rule (ai.answer, no lookahead), the
    # rivals' every move below the root as a one-ply player would (ai.rival), and its leaves
    # judged by the evaluation fitted to outcomes beside the hand-written one ([ai_fit] in
    # content.toml, features.py; ai.FIT_SHARE); docs/methuselah-decisions.md has the numbers. Eight
    # worlds sampled once a search, each kept at every node it reached (ISMCTS.worlds): most of an
    # iteration was the rivals' one-ply plays between two of Hard's decisions, now played once a world
    search={"answer": _answer, "evaluation": FITTED, "rivals": _rival, "worlds": 8},
    ai_iterations=800,  # Hard's search a decision (Expert 3x). Against two Normals: 300 won 45% of 120,
    # 600 on fresh worlds 54.2% (p95 2.05 s), 800 on kept worlds 51.7% (p95 1.58 s) of the same 120
    bench_players=4,
    features=FEATURES,
)
MethuselahState.info = INFO
