"""Equilibrium: a ring of six guild hexes on every player board; keep each guild at exactly six."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from game.core.info import OptionSpec
from game.core.saving import Data, SaveUpgrade
from game.core.state import GameInfo

from .actions import CODEC
from .ai import EVALUATION, HARD_EVALUATION, expert_rival, rival, rollout_policy
from .features import FEATURES, HARD_FEATURES
from .state import RULES_EDITION, EquilibriumState


def _load(data: Mapping[str, Any]) -> EquilibriumState:
    return EquilibriumState.from_data(dict(data))


def _spaces_kept(state: Data) -> Data:
    """v3 keeps the space each card lies on (``spaces``); an edition-1 replay leaves it empty."""
    return {**state, "spaces": state.get("spaces", [])}


# What an old save needs, by the save version it is upgraded from (game/saves/upgrades.py runs it):
# v3 came with the rules review of issue 10; a game begun before keeps edition 1
SAVE_UPGRADES = (SaveUpgrade(2, edition=1, fill=_spaces_kept),)

INFO = GameInfo(
    id="equilibrium",
    title="Equilibrium",
    min_players=2,
    max_players=5,
    blurb="Scheme over six guilds: hold each at exactly six influence, unbalance your rivals, "
          "and steer the guilds' power in four era votes.",
    options=(
        OptionSpec("family", "Family game", False, help="No guild favours."),
        OptionSpec("quick", "Quick game", False,
                   help="Start at the first era change, with an extra starting set of a 2 and a 3."),
        OptionSpec("white_vote", "White vote", False,
                   help="Once a game you may abstain in an era vote; it costs 2 points at the end."),
        OptionSpec("advanced", "Random action cards", False,
                   help="Deal the action cards at random from all fifteen."),
    ),
    codec=CODEC,
    factory=EquilibriumState,
    loader=_load,
    evaluation=EVALUATION,   # fitted to outcomes ([ai_fit] in content.toml), else hand-written
    # Hard judges by its own fit (hard_fit.toml), else the one above; its rivals play below the root
    # as Normal judges (ai.rival), on 8 worlds kept per decision
    search={"evaluation": HARD_EVALUATION, "rivals": rival, "worlds": 8},
    # Expert expects its rivals to judge as Hard's search does (ai.expert_rival)
    expert_search={"rivals": expert_rival},
    rollout_policy=rollout_policy,
    features=FEATURES,
    ai_iterations=600,  # Hard's search (Expert 3x). With its rivals modelled: 800 won 78.3% of 60 at a CPU p95
    # of 2.04 s, 600 won the share in docs/ai-strength.md inside it (docs/equilibrium-decisions.md, session 18)
    bench_players=3,
    rules_edition=RULES_EDITION,
    code_number=0,  # in setup codes, for good
    save_upgrades=SAVE_UPGRADES,
)
EquilibriumState.info = INFO

# What tools/fit_eval.py records for Hard's fit: the same game, read by Hard's features
# (`--game game.games.equilibrium:HARD_FIT`, the command in hard_fit.toml)
HARD_FIT = dataclasses.replace(INFO, features=HARD_FEATURES)
