"""What a game declares about itself: its setup options and its :class:`GameInfo` (metadata and its
two constructors).  Kept apart from the state's own module (``state.py`` re-exports both)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from .actions import Action, ActionCodec
from .saving import FileKind, SaveUpgrade

if TYPE_CHECKING:
    from .state import GameState


RULES_EDITION = "rules_edition"
"""The hidden option that keeps a game begun under older rules playing by them (a save upgrade
records it when a rules review changes what is legal, so old action logs still replay)."""


@dataclass(frozen=True)
class OptionSpec:
    """One setup option a game offers (shown in the new-game scene)."""

    key: str
    label: str
    default: Any
    choices: tuple[Any, ...] = ()  # empty: a yes/no flag
    help: str = ""
    seat: int = 0  # an option of this seat (1-based): offered only at a table of at least that many
    # the kind of file (GameInfo.files) whose saved files New game offers beside the choices: the value
    # is then the file's plain data, which the game's check_options checks (Methuselah's own decks)
    files: str = ""
    # choices offered after `choices` that a setup code cannot hold (a game set up with one has no
    # code, as with a saved file's value): appending to `choices` would need a new code format
    more: tuple[Any, ...] = ()
    # how some choices are shown (value, words); any other is shown as it is
    names: tuple[tuple[Any, str], ...] = ()

    def offered(self) -> tuple[Any, ...]:
        """Every choice New game offers (before any saved file's value)."""
        return (*self.choices, *self.more)

    def shown(self, value: Any) -> str:
        """A choice in words: its name when the option gives one, else the value itself."""
        return next((words for v, words in self.names if v == value), str(value))


class StateFactory(Protocol):
    def __call__(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> GameState: ...


@dataclass(frozen=True)
class GameInfo:
    """Frozen metadata about one game, and its two constructors."""

    id: str
    title: str
    min_players: int
    max_players: int
    blurb: str
    options: tuple[OptionSpec, ...]
    codec: ActionCodec
    factory: StateFactory
    loader: Callable[[Mapping[str, Any]], GameState] | None = None
    # AI hooks (game/ai/hooks.py reads them from here and nowhere else)
    evaluation: Callable[..., float] | None = field(default=None, compare=False)
    rollout_policy: Callable[..., Action] | None = field(default=None, compare=False)
    quiet: Callable[..., bool] | None = field(default=None, compare=False)
    # the Hard/Expert search's settings for this game (ISMCTS field -> value), replacing the
    # search's defaults only; empty: the defaults (game/ai/ismcts.py reads it)
    search: Mapping[str, Any] = field(default_factory=dict, compare=False)
    # Expert's own settings over `search` (the same fields; empty: Expert searches as Hard does)
    expert_search: Mapping[str, Any] = field(default_factory=dict, compare=False)
    # the per-seat features a fitted evaluation weighs (a game.ai.fitted.FeatureSet; tools/fit_eval.py)
    features: Any = field(default=None, compare=False)
    # Hard's search iterations per decision (Expert: three times as many), each level with a time cap;
    # about what one second buys on an idle core of the reference machine (docs/ai-strength.md)
    ai_iterations: int = 300
    bench_players: int = 3   # the table size `python -m game bench` measures
    rules_edition: int = 1   # the rules a new game is played under; older ones only for old saves
    # the game's number in setup codes (game/saves/codes.py, docs/setup-codes.md): it never changes
    # meaning, a new game takes the next free one; None: the game has no setup codes
    code_number: int | None = None
    # what the save layer runs for this game's old saves, one step per save version it upgrades
    # from, and the kinds of file it keeps for the game beside its saves (game/core/saving.py)
    save_upgrades: tuple[SaveUpgrade, ...] = ()
    files: tuple[FileKind, ...] = ()

    @property
    def heuristic(self) -> Callable[..., float] | None:
        """The evaluation under its older name."""
        return self.evaluation

    def default_options(self) -> dict[str, Any]:
        return {o.key: o.default for o in self.options}

    def check_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Fill defaults and reject unknown keys or values (ValueError)."""
        merged = self.default_options()
        for key, value in (options or {}).items():
            if key == RULES_EDITION:  # never offered: the save upgrade records it for old games
                if type(value) is not int or not 1 <= value <= self.rules_edition:
                    raise ValueError(f"option {key!r} must be 1-{self.rules_edition}, not {value!r}")
                merged[key] = value
                continue
            spec = next((o for o in self.options if o.key == key), None)
            if spec is None:
                raise ValueError(f"{self.title} has no option {key!r}")
            if spec.choices and value not in spec.offered():
                raise ValueError(f"option {key!r} must be one of {list(spec.offered())}, not {value!r}")
            if not spec.choices and not isinstance(value, bool):
                raise ValueError(f"option {key!r} is yes/no, not {value!r}")
            merged[key] = value
        return merged

    def new_game(self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> GameState:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.title} takes {self.min_players}-{self.max_players} players, not {players}")
        return self.factory(players=players, seed=seed, options=self.check_options(options))

    def state_from_data(self, data: Mapping[str, Any]) -> GameState:
        """A state rebuilt from plain data; ValueError before anything is built if it is not for a
        number of players this game takes (a file could claim any number)."""
        players = data.get("players") if isinstance(data, Mapping) else None
        if type(players) is not int or not self.min_players <= players <= self.max_players:
            shown = players if type(players) is int and abs(players) < 10**20 else type(players).__name__
            raise ValueError(f"{self.title} takes {self.min_players}-{self.max_players} players, not {shown}")
        if self.loader is not None:
            return self.loader(data)
        return self.factory.from_data(data)  # type: ignore[attr-defined]

    def action_from_data(self, data: Any) -> Action:
        return self.codec.from_data(data)
