"""Bloodlines: grow a bloodline of vampires, sire over childer; every recruit shifts three
battlegrounds at once."""

from __future__ import annotations

from itertools import combinations

from game.core.state import GameInfo, OptionSpec

from .actions import CODEC
from .state import BloodlinesState
from .tables import BG_IDS


def _load(data):  # type: ignore[no-untyped-def]
    return BloodlinesState.from_data(dict(data))


def _evaluation(state, seat):  # type: ignore[no-untyped-def]
    from .ai import evaluate
    return evaluate(state, seat)


def _rollout(state, rng):  # type: ignore[no-untyped-def]
    from .ai import rollout_policy
    return rollout_policy(state, rng)


def _quiet(state):  # type: ignore[no-untyped-def]
    from .ai import quiet
    return quiet(state)


BATTLEGROUND_CHOICES = ("first", "random") + tuple(",".join(c) for c in combinations(BG_IDS, 3))

INFO = GameInfo(
    id="bloodlines",
    title="Bloodlines",
    min_players=2,
    max_players=4,
    blurb="Grow a pyramid of vampires, sire over childer: every recruit shifts three "
          "battlegrounds at once.",
    options=(
        OptionSpec("missions", "Missions", 3, choices=(0, 1, 2, 3, 4, 5),
                   help="How many missions are dealt (fewer: a simpler game)."),
        OptionSpec("battlegrounds", "Battlegrounds", "first", choices=BATTLEGROUND_CHOICES,
                   help="The first chapter's three, three at random, or any three."),
        OptionSpec("clans", "Clans", "choose", choices=("choose", "random"),
                   help="Each player chooses a clan in turn, or clans are dealt at random."),
    ),
    codec=CODEC,
    factory=BloodlinesState,
    loader=_load,
    evaluation=_evaluation,
    rollout_policy=_rollout,
    quiet=_quiet,
    bench_players=3,
)
BloodlinesState.info = INFO
