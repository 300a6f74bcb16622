"""Equilibrium: a ring of six guild hexes on every player board; keep each guild at exactly six."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.state import GameInfo, OptionSpec

from .actions import CODEC
from .state import RULES_EDITION, EquilibriumState

RULES_EDITION_OPTION = "rules_edition"
"""Not offered for a new game: recorded by the save upgrade so an old game plays on under the
rules it was begun with (see state.RULES_EDITION and game/saves/upgrades.py)."""


@dataclass(frozen=True)
class EquilibriumInfo(GameInfo):
    """Equilibrium's metadata: its options, plus the rules edition an old save records."""

    def check_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        rest = dict(options or {})
        edition = rest.pop(RULES_EDITION_OPTION, None)
        merged = super().check_options(rest)
        if edition is not None:
            if type(edition) is not int or not 1 <= edition <= RULES_EDITION:
                raise ValueError(f"option {RULES_EDITION_OPTION!r} must be 1-{RULES_EDITION}, not {edition!r}")
            merged[RULES_EDITION_OPTION] = edition
        return merged


def _load(data):  # type: ignore[no-untyped-def]
    return EquilibriumState.from_data(dict(data))


def _heuristic(state, seat):  # type: ignore[no-untyped-def]
    from .ai import evaluate
    return evaluate(state, seat)


def _rollout(state, rng):  # type: ignore[no-untyped-def]
    from .ai import rollout_policy
    return rollout_policy(state, rng)


INFO = EquilibriumInfo(
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
    evaluation=_heuristic,
    rollout_policy=_rollout,
    bench_players=3,
)
EquilibriumState.info = INFO
