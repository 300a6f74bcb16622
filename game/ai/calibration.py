"""How far a game's fitted chances can be trusted: measured on held-out games, read by the Review.

``python -m game calibrate`` (game/cli/calibrate.py) plays games the fit never saw, takes every
position's chances (:func:`game.ai.review.chances` of the whole state, as the fit was made) and
sets them against who won: a reliability table by decile (of the positions given 30–40%, how many
did the seat win?), the log-loss of the winner's chance against a blind guess (1/seats each), and
the calibration error (the table's gaps, weighted by how many positions fall in each decile).  The
numbers are kept in ``calibration.toml`` beside this module, one table per game, and
:func:`trust_text` puts them in one sentence for the Review screen.
"""

from __future__ import annotations

import math
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

CALIBRATION_FILE = Path(__file__).with_name("calibration.toml")
DECILES = 10


@dataclass
class Calibration:
    """The running sums of one game's calibration (see the module docstring)."""

    players: int
    games: int = 0
    positions: int = 0
    loss: float = 0.0                    # the sum of -log(the winner's chance), a position each
    counts: list[int] = field(default_factory=lambda: [0] * DECILES)
    predicted: list[float] = field(default_factory=lambda: [0.0] * DECILES)   # sums of the chances given
    won: list[float] = field(default_factory=lambda: [0.0] * DECILES)         # sums of the outcomes

    def add_game(self, rows: Sequence[Sequence[float]], winners: Sequence[int]) -> None:
        """One held-out game: every position's chances (a row per position) and who won it."""
        if not winners:
            return
        self.games += 1
        share = 1.0 / len(winners)
        for row in rows:
            self.positions += 1
            self.loss -= sum(math.log(max(1e-9, row[w])) for w in winners) / len(winners)
            for seat, chance in enumerate(row):
                band = min(DECILES - 1, int(chance * DECILES))
                self.counts[band] += 1
                self.predicted[band] += chance
                self.won[band] += share if seat in winners else 0.0

    @property
    def log_loss(self) -> float:
        return self.loss / max(1, self.positions)

    @property
    def blind(self) -> float:
        """The log-loss of knowing nothing: every seat 1/seats."""
        return math.log(self.players)

    @property
    def error(self) -> float:
        """The expected calibration error: the deciles' |chance given − share won|, weighted by size."""
        total = sum(self.counts)
        return sum(abs(p - w) for p, w in zip(self.predicted, self.won, strict=True)) / max(1, total)

    def table(self) -> list[tuple[str, int, float, float]]:
        """(decile, positions, mean chance given, share won) for each decile holding any position."""
        return [(f"{10 * band}–{10 * band + 10}%", n, self.predicted[band] / n, self.won[band] / n)
                for band, n in enumerate(self.counts) if n]

    def to_data(self) -> dict[str, Any]:
        return {"players": self.players, "games": self.games, "positions": self.positions,
                "log_loss": round(self.log_loss, 4), "blind_log_loss": round(self.blind, 4),
                "error": round(self.error, 4),
                "deciles": [{"band": band, "positions": n, "given": round(given, 4), "won": round(won, 4)}
                            for band, n, given, won in self.table()]}


def read_calibrations(path: Path = CALIBRATION_FILE) -> dict[str, Mapping[str, Any]]:
    """Every game's measured calibration, by game id ({} when none has been measured)."""
    try:
        with path.open("rb") as handle:
            data = tomllib.load(handle)
    except (OSError, tomllib.TOMLDecodeError):
        return {}
    return {key: value for key, value in data.items() if isinstance(value, dict)}


def trust_text(game_id: str, path: Path = CALIBRATION_FILE) -> str:
    """One sentence for the Review screen: how far this game's chances have proved true."""
    data = read_calibrations(path).get(game_id)
    if not data:
        return "These chances are the game's own estimate; how well they predict wins has not been measured yet."
    try:
        error, games = float(data["error"]), int(data["games"])
        loss, blind = float(data["log_loss"]), float(data["blind_log_loss"])
    except (KeyError, TypeError, ValueError):
        return "These chances are the game's own estimate; its measured calibration cannot be read."
    if loss >= blind:   # they predict the winner no better than knowing nothing
        return (f"How far to trust them: over {games} games they never learnt from, these chances foretold the "
                f"winner no better than a blind guess (log-loss {loss:.2f} against {blind:.2f}) and were "
                f"{round(100 * error)} points off on average: read them as a rough trend, not as odds.")
    grade = "close to the truth" if error <= 0.04 else "a fair guide" if error <= 0.08 else "only a rough guide"
    points = round(100 * error)
    return (f"How far to trust them: over {games} games they never learnt from, these chances were {grade} "
            f"(a decile's chance and its share of wins differed by {points} point{'' if points == 1 else 's'} "
            f"on average; "
            f"log-loss {loss:.2f} against {blind:.2f} for a blind guess).")
