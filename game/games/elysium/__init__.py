"""Elysium: the city-board game of zones, influence and d10 challenges."""

from __future__ import annotations

from typing import Any

from game.core import GameInfo, OptionSpec
from game.core.saving import Data, SaveUpgrade

from .actions import CODEC
from .ai import EVALUATION, quiet, rollout_policy
from .features import FEATURES
from .state import ElysiumState

OPTIONS = (
    OptionSpec("turns", "Turns", 6, (6, 9, 12), "How long the Masquerade holds: 6, 9 or 12 turns."),
    OptionSpec("clans", "Clans", "random", ("random", "chosen"), "Deal clans at random or let each seat choose."),
    OptionSpec("ten_again", "10-again", False, (), "Every 10 rolled is rolled again and added."),
    OptionSpec("exact_order", "Exact player order", False, (),
               "Each turn, play in descending order of prestige instead of clockwise from the Regent."),
)


def _offer_without_no_card(action: Any) -> Any:
    """v1 wrote "no card" in an offer as -1, which is now the one hidden marker; v2 leaves the field
    out (absent means no card)."""
    if not isinstance(action, dict) or action.get("kind") != "offer":
        return action
    return {k: v for k, v in action.items() if not (k in ("give_card", "want_card") and v == -1)}


def _outside_the_resource_phase(state: Data) -> bool:
    """A snapshot taken in a Resource Phase before v3 may lack v3's mark of a Primogen that has
    played or discarded a card in it: kept and hash-checked, but not compared with the replay."""
    return state.get("phase") != "resource"


def _refusals_empty(state: Data) -> Data:
    """The fields that remember refusals (edition 3), empty, as an edition-2 replay leaves them."""
    state = {**state, "refused_offers": []}
    if isinstance(state.get("clash"), dict):
        state["clash"] = {**state["clash"], "refused": [], "faced": []}
    return state


WINDOWS_ON_THE_STACK = ("powers", "dice")  # the steps that became frames of the pending-decision stack


def _windows_on_the_stack(state: Data) -> Data:
    """v7, issue 41: the response windows around the dice are frames of a pending-decision stack
    (``stack``).  A v6 snapshot kept the open window's seats, position and passes on the clash:
    at a powers or dice step they move into the one frame of that kind, and once the powers
    window has opened (at it, or after the dice were rolled) the clash's own window (of help or
    bids) is closed, as the new code leaves it; otherwise the stack is empty."""
    clash = state.get("clash")
    step = state.get("step")
    stack: list[Data] = []
    if isinstance(clash, dict) and (step in WINDOWS_ON_THE_STACK or clash.get("rolled")):
        if step in WINDOWS_ON_THE_STACK:
            stack.append({"kind": step, "window": list(clash.get("window", [])),
                          "pos": clash.get("pos", 0), "quiet": clash.get("quiet", 0)})
        state = {**state, "clash": {**clash, "window": [], "pos": 0, "quiet": 0}}
    return {**state, "stack": stack}


# What an old save needs, by the save version it is upgraded from (game/saves/upgrades.py runs it):
SAVE_UPGRADES = (
    SaveUpgrade(1, action=_offer_without_no_card),
    # v3, issue 10: withdrawal only as the Resource Phase begins; an older game keeps edition 1
    SaveUpgrade(2, edition=1, compared=_outside_the_resource_phase),
    # v4, issue 11: a refused request is not offered again in its window; a v3 game plays edition 2
    SaveUpgrade(3, edition=2, fill=_refusals_empty),
    # v5, issue 40: the dice window asks a seat that might nudge; a v4 game plays edition 3
    SaveUpgrade(4, edition=3),
    # v7, issue 41: the powers and dice windows are frames of the pending-decision stack
    SaveUpgrade(6, fill=_windows_on_the_stack),
)

INFO = GameInfo(
    id="elysium", title="Elysium", min_players=2, max_players=5,
    blurb="The Prince is dead. Five Primogen scheme for the city, zone by zone, until the Masquerade runs out.",
    options=OPTIONS, codec=CODEC, factory=ElysiumState, loader=ElysiumState.from_data,
    evaluation=EVALUATION, rollout_policy=rollout_policy, quiet=quiet, bench_players=4,
    features=FEATURES,
    ai_iterations=300,  # ~1,300 iterations a CPU-second on average, but a challenge costs more: p95 ~1.4 s
    code_number=1,  # in setup codes, for good
    save_upgrades=SAVE_UPGRADES,
    rules_edition=4)  # 4: the dice window asks a seat that might nudge as the table sees it (issue 40);
#                       3: a refused request is not offered again in its window (issue 11);
#                       2: withdrawal only as the Resource Phase begins (issue 10); older saves keep theirs
ElysiumState.info = INFO
