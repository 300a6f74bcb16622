"""Methuselah: three to five ancients in a circle, each bleeding the prey to the left and
guarding against the predator to the right, with vampires brought under control by pool."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.info import OptionSpec
from game.core.saving import SaveUpgrade
from game.core.state import GameInfo

from .actions import CODEC
from .ai import FITTED, branch, own_answer, quiet, rival, rollout_policy
from .content import load
from .deckgen import ANY
from .decklist import DECK_FILE, check_playable
from .features import FEATURES
from .normal import normal_evaluate
from .state import DEFAULT_ROUNDS, MethuselahState

_DECKS = ("random", *(d.key for d in load().decks))
OPTIONS = (
    OptionSpec("rounds", "Round limit", DEFAULT_ROUNDS, (6, 8, 10, 12, 15, 20, 25),
               "The game ends after this many rounds: victory points count, ties broken by pool"),
    *(OptionSpec(f"deck{p}", f"Seat {p}'s deck", "random", _DECKS,
                 "A starter deck: bleed, vote, combat, stealth or intercept, or one of the five at "
                 "random; a random legal deck drawn from the whole pool (one or two clans, cards its "
                 "vampires can play); or a legal deck of your own", seat=p, files=DECK_FILE.name,
                 more=(ANY,), names=(("random", "random starter"), (ANY, "random legal deck")))
      for p in range(1, 6)),
)
_SEAT_DECKS = {f"deck{p}": p for p in range(1, 6)}


@dataclass(frozen=True)
class MethuselahInfo(GameInfo):
    """The game's info, whose seat deck options also take a deck of the seat's own: its whole list
    as plain data (decklist.py), checked and legal, saved with the game so a load deals it again."""

    def check_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        options = dict(options or {})
        own = {k: check_playable(options.pop(k), _SEAT_DECKS[k])
               for k in list(options) if k in _SEAT_DECKS and isinstance(options[k], Mapping)}
        return {**super().check_options(options), **own}


INFO = MethuselahInfo(
    id="methuselah",
    title="Methuselah",
    min_players=2,
    max_players=5,
    blurb="A circle of ancients, each bleeding the one to the left and guarding against the one "
          "to the right: bring vampires under control with your pool, block, fight and vote.",
    options=OPTIONS,
    codec=CODEC,
    rules_edition=4,  # 2: the rules review of issue 39 (a v4 save plays on under 1); 3: a given
    # modifier or reaction card once a seat an action, and finishing a vampire in torpor (issue 46);
    # 4: the starter decks' 'changed' counts (issue 46 item 4: balance)
    save_upgrades=(SaveUpgrade(4, edition=1),  # v5: a v4 game was begun under edition 1
                   SaveUpgrade(7, edition=2, fill=lambda state: {**state, "a_once": []}),  # v8: a v7 game, under 2
                   SaveUpgrade(8, edition=3)),  # v9: a v8 game was begun under edition 3 (its decks' lists)
    files=(DECK_FILE,),  # a player's own decks, in decks/ beside the saves
    code_number=4,  # in setup codes, for good
    factory=MethuselahState,
    evaluation=normal_evaluate,  # the hand-written evaluation, a combat or rush under way played out (normal.py)
    rollout_policy=rollout_policy,
    quiet=quiet,
    # Hard's search: below its root the tree branches at Hard's own master and minion decisions only
    # (ai.branch); its influence, discard and Edge are played there as the rivals are modelled, its
    # replies inside a turn by a cheap rule (ai.own_answer), and the rivals' every move as a one-ply
    # player would (ai.rival). A new leaf is played on to Hard's next master or minion decision
    # before it is judged (settle), so a minion kept back to block is judged after the predator's
    # turn, not before it; leaves are judged by the evaluation fitted to outcomes beside the
    # hand-written one ([ai_fit] in content.toml, features.py; ai.FIT_SHARE). Eight worlds sampled
    # once a search, each kept at every node it reached (ISMCTS.worlds).
    # docs/methuselah-decisions.md has the numbers.
    search={"answer": own_answer, "evaluation": FITTED, "rivals": rival, "worlds": 8,
            "settle": True, "branch": branch},
    ai_iterations=320,  # Hard's search a decision (Expert 3x). Against two Normals: 300 won 45% of 120,
    # 600 on fresh worlds 54.2% (p95 2.05 s), 800 on kept worlds 51.7% (p95 1.58 s) of the same 120;
    # settled leaves at master and minion decisions cost about 2.5 times an iteration
    bench_players=4,
    features=FEATURES,
)
MethuselahState.info = INFO
