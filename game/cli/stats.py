"""Summaries of many AI-only games: win shares with Wilson intervals, scores, decision times."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from .tables import GameRecord

Z95 = 1.959963984540054


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (successes may be fractional: shared ties)."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1.0 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], fraction: float) -> float:
    """The nearest-rank percentile of `values` (0.5 is the median); 0.0 when empty."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(fraction * len(ordered)))
    return ordered[rank - 1]


@dataclass
class SeatSummary:
    """One seat entry over every game of a run."""

    entry: int
    level: str
    games: int = 0
    wins: float = 0.0
    score_total: float = 0.0
    times: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    forced: int = 0
    illegal: int = 0
    errors: int = 0

    @property
    def share(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.games)

    @property
    def mean_score(self) -> float:
        return self.score_total / self.games if self.games else 0.0

    def as_data(self) -> dict[str, object]:
        low, high = self.interval
        return {
            "entry": self.entry, "level": self.level, "games": self.games, "wins": self.wins,
            "share": self.share, "ci_low": low, "ci_high": high, "mean_score": self.mean_score,
            "decisions": len(self.times), "forced": self.forced,
            "median_ms": 1000 * percentile(self.times, 0.5),
            "p95_ms": 1000 * percentile(self.times, 0.95),
            "cpu_median_ms": 1000 * percentile(self.cpu, 0.5),
            "cpu_p95_ms": 1000 * percentile(self.cpu, 0.95),
            "illegal": self.illegal, "errors": self.errors,
        }


@dataclass
class RunSummary:
    """Every seat entry's summary, plus totals for the run."""

    seats: list[SeatSummary]
    games: int = 0
    actions: int = 0
    seconds: float = 0.0  # wall-clock time of the whole run

    @property
    def illegal(self) -> int:
        return sum(seat.illegal for seat in self.seats)

    @property
    def errors(self) -> int:
        return sum(seat.errors for seat in self.seats)

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else 0.0


def summarise(levels: Sequence[str], records: Iterable[GameRecord]) -> RunSummary:
    """Fold game records into per-entry summaries (times are added by the caller)."""
    summary = RunSummary([SeatSummary(entry, level) for entry, level in enumerate(levels)])
    for record in records:
        summary.games += 1
        summary.actions += record.actions
        for seat, part in zip(summary.seats, record.seats):
            seat.games += 1
            seat.wins += part.win
            seat.score_total += part.score
            seat.times.extend(part.times)
            seat.cpu.extend(getattr(part, "cpu", ()))
            seat.forced += part.forced
            seat.illegal += part.illegal
            seat.errors += part.errors
    return summary
