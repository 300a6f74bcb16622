"""The engine contract every game follows (see DESIGN.md, "The engine contract").

A game subclasses :class:`GameState` and writes only its private rule steps
(``_legal_actions``, ``_apply``); the public :meth:`GameState.apply` checks
legality, records the history and returns the events.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from .actions import Action, ActionCodec
from .errors import IllegalAction
from .events import Event
from .rng import Rng


@dataclass(frozen=True)
class OptionSpec:
    """One setup option a game offers (shown in the new-game scene)."""

    key: str
    label: str
    default: Any
    choices: tuple[Any, ...] = ()  # empty: a yes/no flag
    help: str = ""


class GameState:
    """Base class of every game's state.

    Subclasses set ``info``, keep everything that changes in attributes, and
    implement the underscored hooks.  ``rng`` is ``None`` in a view.
    """

    info: GameInfo

    def __init__(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> None:
        self.players = players
        self.seed = seed
        self.options = dict(options or {})
        self.rng: Rng | None = Rng(seed)
        self.history: list[Action] = []
        self.viewer: int | None = None  # set in view copies: whose knowledge this is
        self._legal_cache: list[Action] | None = None

    # -- the contract ------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:
        """The actions `current_player` may take now (a fresh list; empty once over)."""
        if self._legal_cache is None:
            self._legal_cache = [] if self.is_over else self._legal_actions()
        return list(self._legal_cache)

    def is_legal(self, action: Action) -> bool:
        if self._legal_cache is None:
            self.legal_actions()
        return action in self._legal_cache  # type: ignore[operator]

    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action and return what happened. Raises IllegalAction."""
        if self.rng is None:
            raise IllegalAction("this is a view: it cannot be played; determinize it first")
        if not self.is_legal(action):
            raise IllegalAction(f"not legal now: {describe(action)}")
        self._legal_cache = None
        events = self._apply(action)
        self._legal_cache = None
        self.history.append(action)
        return events

    def _touched(self) -> None:
        """Call after changing a state outside apply() (tests, loaders)."""
        self._legal_cache = None

    def scores(self) -> list[int]:
        raise NotImplementedError

    def winners(self) -> list[int]:
        raise NotImplementedError

    def view(self, seat: int | None) -> GameState:
        raise NotImplementedError

    def determinize(self, seat: int, rng: Rng) -> GameState:
        raise NotImplementedError

    def clone(self) -> GameState:
        raise NotImplementedError

    def to_data(self) -> dict[str, Any]:
        raise NotImplementedError

    # -- hooks for the game ------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def _apply(self, action: Action) -> list[Event]:
        raise NotImplementedError


def describe(action: Action) -> str:
    try:
        return action.describe()
    except Exception:  # noqa: BLE001 - a describe bug must never hide the real error
        return repr(action)


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
    loader: Callable[[Mapping[str, Any]], GameState]
    heuristic: Callable[..., float] | None = field(default=None, compare=False)

    def default_options(self) -> dict[str, Any]:
        return {o.key: o.default for o in self.options}

    def check_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Fill defaults and reject unknown keys or values (ValueError)."""
        merged = self.default_options()
        for key, value in (options or {}).items():
            spec = next((o for o in self.options if o.key == key), None)
            if spec is None:
                raise ValueError(f"{self.title} has no option {key!r}")
            if spec.choices and value not in spec.choices:
                raise ValueError(f"option {key!r} must be one of {list(spec.choices)}, not {value!r}")
            if not spec.choices and not isinstance(value, bool):
                raise ValueError(f"option {key!r} is yes/no, not {value!r}")
            merged[key] = value
        return merged

    def new_game(self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> GameState:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.title} takes {self.min_players}-{self.max_players} players, not {players}")
        return self.factory(players=players, seed=seed, options=self.check_options(options))

    def state_from_data(self, data: Mapping[str, Any]) -> GameState:
        return self.loader(data)

    def action_from_data(self, data: Any) -> Action:
        return self.codec.from_data(data)
