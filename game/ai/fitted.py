"""Evaluations fitted to game outcomes: a game's declared features, weighed by data.

A game declares per-seat features (:class:`FeatureSet`, ``GameInfo.features``): the seat's
own raw numbers from a full state, cheaply.  ``tools/fit_eval.py`` plays self-play games,
labels every recorded position with who won and fits one weight per feature; the weights
live at the end of the game's ``content.toml`` as the table ``[ai_fit]``, with the command
that made them, so anyone can refit.

The model is a softmax over seats (a conditional logit): a seat's chance to win is
``exp(w·f(seat)) / Σ_j exp(w·f(j))``.  The chances of all seats sum to 1, a number equal
for every seat (the round) changes nothing on its own, and the comparison between seats
is what the weights learn.  :class:`Fit` is an evaluation in the sense of
:mod:`game.ai.hooks`: ``fit(state, seat)`` in [0, 1], and ``fit.values(state)`` for every
seat at once (``evaluate_all`` uses it).

This module is plain Python (numpy is for the fitting tool only, never at run time).
"""

from __future__ import annotations

import logging
import math
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from operator import mul
from pathlib import Path
from typing import Any

from game.core import ContentError, GameState
from game.core.content import read_toml

log = logging.getLogger(__name__)

FIT_TABLE = "ai_fit"
FIT_MARKER = "# --- [ai_fit]: written by tools/fit_eval.py (refit with the command inside; do not edit) ---"


@dataclass(frozen=True)
class FeatureSet:
    """A game's per-seat features: their names, and ``compute(state, seat) -> one float each``;
    `rows(state)`, when given, gives every seat's at once (the same numbers as `compute` seat by
    seat, for a game whose seats share work: the orders on a board read once, not once a seat)."""

    names: tuple[str, ...]
    # each takes the game's own state (an ElysiumState...), which the kit does not name
    compute: Callable[..., Sequence[float]] = field(compare=False)
    rows: Callable[..., Sequence[Sequence[float]]] | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if len(set(self.names)) != len(self.names):
            raise ValueError(f"feature names repeat: {self.names}")

    def of(self, state: GameState, seat: int) -> list[float]:
        """The seat's feature values, checked against the names."""
        values = [float(v) for v in self.compute(state, seat)]
        if len(values) != len(self.names):
            raise ValueError(f"features gave {len(values)} values for {len(self.names)} names")
        return values

    def table(self, state: GameState) -> list[list[float]]:
        """Every seat's feature values."""
        if self.rows is None:
            return [self.of(state, seat) for seat in range(state.players)]
        table = [[float(v) for v in row] for row in self.rows(state)]
        if len(table) != state.players or any(len(row) != len(self.names) for row in table):
            raise ValueError(f"features' rows are not {state.players} seats of {len(self.names)} values")
        return table


def softmax(scores: Sequence[float]) -> list[float]:
    """exp(s) / Σ exp(s), computed without overflow."""
    top = max(scores)
    weights = [math.exp(s - top) for s in scores]
    total = sum(weights)
    return [w / total for w in weights]


class Fit:
    """A fitted evaluation: weights over a game's features (see the module text)."""

    def __init__(self, features: FeatureSet, weights: Sequence[float],
                 meta: Mapping[str, Any] | None = None) -> None:
        if len(weights) != len(features.names):
            raise ValueError(f"{len(weights)} weights for {len(features.names)} features")
        self.features = features
        self.weights = [float(w) for w in weights]
        self.meta = dict(meta or {})
        self._compute = features.compute
        self._rows = features.rows

    def score(self, state: GameState, seat: int) -> float:
        """The seat's linear score w·f(seat) (before the softmax)."""
        return self._dot(self._compute(state, seat))

    def _dot(self, row: Sequence[float]) -> float:
        # w * x for an int or a bool x is w * float(x) exactly (Python converts it the same way):
        # the same sum, in the same order, without a generator (the search asks it for every seat
        # of every trial state)
        return sum(map(mul, self.weights, row))

    def values(self, state: GameState) -> list[float]:
        """Every seat's chance to win, summing to 1."""
        if self._rows is not None:
            return softmax([self._dot(row) for row in self._rows(state)])
        return softmax([self.score(state, seat) for seat in range(state.players)])

    def __call__(self, state: GameState, seat: int) -> float:
        return self.values(state)[seat]

    def __repr__(self) -> str:
        return f"Fit({len(self.weights)} features, {self.meta.get('positions', '?')} positions)"


def content_path(game_id: str) -> Path:
    """The content.toml of a registered game's package."""
    package = sys.modules.get(f"game.games.{game_id}")
    base = Path(package.__file__).parent if package is not None and package.__file__ else \
        Path(__file__).resolve().parents[1] / "games" / game_id
    return base / "content.toml"


def fit_from_data(table: Mapping[str, Any], features: FeatureSet, source: str = "content") -> Fit:
    """A Fit from an ``[ai_fit]`` table (ContentError naming what is wrong)."""
    names = table.get("features")
    weights = table.get("weights")
    if not isinstance(names, list) or not isinstance(weights, list) or len(names) != len(weights):
        raise ContentError(f"{source}: [{FIT_TABLE}] needs lists 'features' and 'weights' of one length")
    if any(not isinstance(w, (int, float)) or isinstance(w, bool) or not math.isfinite(w) for w in weights):
        raise ContentError(f"{source}: [{FIT_TABLE}] field 'weights' must hold finite numbers")
    if tuple(names) != features.names:
        missing = sorted(set(features.names) - set(names))
        extra = sorted(set(names) - set(features.names))
        raise ContentError(f"{source}: [{FIT_TABLE}] was fitted on other features (missing {missing}, "
                           f"no longer declared {extra}, or another order): refit with its command")
    meta = {k: v for k, v in table.items() if k not in ("features", "weights")}
    return Fit(features, weights, meta)


def load_fit(game_id: str, features: FeatureSet, path: Path | None = None) -> Fit | None:
    """The game's fitted evaluation from its content file, or None (with a warning if it is unusable)."""
    path = path or content_path(game_id)
    try:
        table = read_toml(path).get(FIT_TABLE)
        if table is None:
            return None
        if not isinstance(table, Mapping):
            raise ContentError(f"{path.name}: [{FIT_TABLE}] must be a table")
        return fit_from_data(table, features, path.name)
    except ContentError as exc:
        log.warning("%s: the fitted evaluation is not used: %s", game_id, exc)
        return None


class FittedOr:
    """An evaluation that judges by a game's fit, loaded once on first use, and by `fallback` where
    the content holds no usable fit (what each game's search passes as ``GameInfo.search``).

    * `load()` gives the fit, or None: usually ``lambda: load_fit(game_id, FEATURES)``;
    * `fallback(state)` gives every seat's value without it (the hand-written evaluation);
    * `judge(fit, state)`, when given, turns the fit into every seat's value (a game that finishes
      the decisions under way first); else ``fit.values(state)``;
    * `share`, when given, mixes the two: `share` of the fit's values and the rest of the fallback's.

    ``values(state)`` gives every seat's value, ``evaluation(state, seat)`` one seat's, ``fit`` the
    fit itself (None without one)."""

    def __init__(self, load: Callable[[], Any], fallback: Callable[[Any], list[float]],
                 judge: Callable[[Any, Any], list[float]] | None = None, share: float | None = None) -> None:
        self._load = load
        self.fallback = fallback
        self.judge = judge
        self.share = share
        self._fit: Any = None
        self._loaded = False

    @property
    def fit(self) -> Any:
        if not self._loaded:
            self._fit = self._load()
            self._loaded = True
        return self._fit

    def values(self, state: Any) -> list[float]:
        """Every seat's value (a win chance in [0, 1]; the fit's sum to 1)."""
        fit = self.fit
        if fit is None:
            return self.fallback(state)
        own = self.judge(fit, state) if self.judge is not None else fit.values(state)
        if self.share is None:
            return own
        share = self.share
        return [share * f + (1.0 - share) * h for f, h in zip(own, self.fallback(state), strict=True)]

    def __call__(self, state: Any, seat: int) -> float:
        return self.values(state)[seat]

