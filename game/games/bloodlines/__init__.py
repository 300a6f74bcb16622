"""Bloodlines: grow a bloodline of vampires, sire over childer; every recruit shifts three
battlegrounds at once."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from game.core.info import OptionSpec
from game.core.saving import FileKind, SaveUpgrade
from game.core.state import GameInfo, GameState

from .actions import CODEC
from .ai import FITTED, answer, evaluate, quiet, rollout_policy
from .features import FEATURES
from .flow import phases_from_v6
from .setup import OBLIGATIONS, THIN
from .state import BloodlinesState
from .tables import ASSETS, BG_IDS, C


def _load(data: Mapping[str, Any]) -> GameState:
    return BloodlinesState.from_data(dict(data))


def _quiet(state: GameState) -> bool:
    assert isinstance(state, BloodlinesState)
    return quiet(state)


def _read_campaign(data: dict[str, Any]) -> Any:
    """A chronicle's campaign from its file's checked data (the save layer's campaign file)."""
    from .chronicle.campaign import Campaign  # lazy: the chronicle imports this package's INFO

    return Campaign.from_data(data)


# the chronicle's campaign file, kept by the save layer (game/saves/campaign_file.py)
CAMPAIGN_FILE = FileKind("campaign", "Bloodlines campaign", write=lambda campaign: campaign.to_data(),
                         read=_read_campaign)


def _ids(value: Any, known: Mapping[str, Any], key: str) -> list[str]:
    if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
        raise ValueError(f"option {key!r} must be a list of ids")
    for v in value:
        if v and v not in known:
            raise ValueError(f"option {key!r}: no such entry {v!r}")
    return list(value)


def _per_seat(value: Any, key: str, each: Any) -> list[Any]:
    if not isinstance(value, list | tuple):
        raise ValueError(f"option {key!r} must be a list with one entry per seat")  # noqa: TRY004 - the options contract
    return [each(v) for v in value]


def check_chronicle_option(key: str, value: Any) -> Any:
    """The options a chronicle passes into a chapter (never offered in New game); ValueError
    names the option and the bad part."""
    chars = C.character_by_id
    if key == "unlocked":
        known = {**chars, **C.scheme_by_id, **C.clan_by_id, **{m.id: m for m in C.missions},
                 **C.battleground_by_id}
        return _ids(value, known, key)
    if key in ("havens", "absent_havens"):
        return _ids(value, chars, key)
    if key == "chapter_missions":
        return _ids(value, {m.id: m for m in C.missions}, key)
    if key == "elevated":
        if not isinstance(value, Mapping):
            raise ValueError("option 'elevated' must be a table: character id -> ability ids")
        return {_ids([k], chars, key)[0]: _ids(v, chars, key) for k, v in value.items()}
    if key == "stickers":
        if not isinstance(value, Mapping) or not all(
                isinstance(v, str) and (v == THIN or v in C.clan_by_id) for v in value.values()):
            raise ValueError("option 'stickers' must be a table: character id -> clan id or 'thin'")
        _ids(list(value), chars, key)
        return dict(value)
    if key == "chronicle":
        if not isinstance(value, bool):
            raise ValueError("option 'chronicle' is yes/no")
        return value
    if key == "first":
        if type(value) is not int or not -1 <= value <= 3:
            raise ValueError("option 'first' must be a seat number (or -1: at random)")
        return value
    if key == "clan_order":
        if not isinstance(value, list | tuple) or not all(type(v) is int and 0 <= v <= 3 for v in value) \
                or len(set(value)) != len(value):
            raise ValueError("option 'clan_order' must list each seat once")
        return list(value)
    if key == "assets":
        def one(v: Any) -> list[str]:
            if not isinstance(v, list | tuple) or any(a not in ASSETS for a in v):
                raise ValueError(f"option 'assets' must hold lists of {list(ASSETS)}")
            return list(v)
        return _per_seat(value, key, one)
    if key == "obligations":
        def codes(v: Any) -> list[str]:
            if not isinstance(v, list | tuple) or any(
                    not isinstance(c, str) or c.partition(":")[0] not in OBLIGATIONS for c in v):
                raise ValueError(f"option 'obligations' must hold lists of {list(OBLIGATIONS)}")
            return list(v)
        return _per_seat(value, key, codes)
    if key == "leaders":
        return _per_seat(value, key, lambda v: _ids(v, chars, key))
    raise KeyError(key)


CHRONICLE_OPTIONS = ("unlocked", "havens", "elevated", "stickers", "chapter_missions", "chronicle",
                     "first", "clan_order", "assets", "obligations", "leaders", "absent_havens")


@dataclass(frozen=True)
class BloodlinesInfo(GameInfo):
    """The game's info, which also accepts the options a chronicle passes into a chapter."""

    def check_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        options = dict(options or {})
        extra = {k: check_chronicle_option(k, options.pop(k)) for k in CHRONICLE_OPTIONS if k in options}
        return {**super().check_options(options), **extra}


BATTLEGROUND_CHOICES = ("first", "random") + tuple(",".join(c) for c in combinations(BG_IDS, 3))

INFO = BloodlinesInfo(
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
    rules_edition=3,  # 2: the rules review of issue 39 (a v4 save plays on under 1); 3: a turn is
    # never ended unasked while the hidden hand might hold a playable scheme (issue 40)
    files=(CAMPAIGN_FILE,),
    # v5: a v4 game was begun under edition 1; v6: a v5 game under edition 2; v7: the rulebook's phases
    save_upgrades=(SaveUpgrade(4, edition=1), SaveUpgrade(5, edition=2), SaveUpgrade(6, fill=phases_from_v6)),
    code_number=2,  # in setup codes, for good
    factory=BloodlinesState,
    loader=_load,
    evaluation=evaluate,
    rollout_policy=rollout_policy,
    quiet=_quiet,
    # the decisions inside a turn: one greedy step (ai.answer); leaves judged by the fitted evaluation
    search={"answer": answer, "evaluation": FITTED},
    features=FEATURES,
    ai_iterations=300,  # 480 (the same CPU time after the engine work of issue 44) won less: docs/ai-strength.md
    bench_players=3,
)
BloodlinesState.info = INFO
