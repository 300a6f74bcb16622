"""Elysium: the city-board game of zones, influence and d10 challenges."""

from __future__ import annotations

from game.core import GameInfo, OptionSpec

from .actions import CODEC
from .ai import evaluate, quiet, rollout_policy
from .features import FEATURES
from .state import ElysiumState

OPTIONS = (
    OptionSpec("turns", "Turns", 6, (6, 9, 12), "How long the Masquerade holds: 6, 9 or 12 turns."),
    OptionSpec("clans", "Clans", "random", ("random", "chosen"), "Deal clans at random or let each seat choose."),
    OptionSpec("ten_again", "10-again", False, (), "Every 10 rolled is rolled again and added."),
    OptionSpec("exact_order", "Exact player order", False, (),
               "Each turn, play in descending order of prestige instead of clockwise from the Regent."),
)

INFO = GameInfo(
    id="elysium", title="Elysium", min_players=2, max_players=5,
    blurb="The Prince is dead. Five Primogen scheme for the city, zone by zone, until the Masquerade runs out.",
    options=OPTIONS, codec=CODEC, factory=ElysiumState, loader=ElysiumState.from_data,
    evaluation=evaluate, rollout_policy=rollout_policy, quiet=quiet, bench_players=4,
    features=FEATURES,
    ai_iterations=300,  # ~1,300 iterations a CPU-second on average, but a challenge costs more: p95 ~1.4 s
    code_number=1,  # in setup codes, for good
    rules_edition=4)  # 4: the dice window asks a seat that might nudge as the table sees it (issue 40);
#                       3: a refused request is not offered again in its window (issue 11);
#                       2: withdrawal only as the Resource Phase begins (issue 10); older saves keep theirs
ElysiumState.info = INFO
