"""AI-only tables: play whole games between seats of given levels and record them.

The runner is the referee: each seat gets only ``state.view(seat)``, every
answer is checked against ``legal_actions()`` (an illegal or failed answer is
counted and replaced by a random legal action), and the clock runs only while a
seat decides.  Results come back as plain :class:`GameRecord` objects so they
can cross process boundaries for ``--jobs``.
"""

from __future__ import annotations

import dataclasses
import importlib
import multiprocessing
import time
from collections.abc import Collection, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from game import games
from game.ai import make_seat
from game.core import GameInfo, Rng


@dataclass(frozen=True)
class TableSpec:
    """What to play: the game, one level per seat entry, seeds, options and budgets."""

    game: str
    levels: tuple[str, ...]
    seed: int = 0
    options: Mapping[str, Any] = field(default_factory=dict)
    rotate: bool = False
    seconds: float | None = None  # overrides the search levels' time budget
    iterations: int | None = None  # overrides the search levels' iteration budget
    uncapped: bool = False  # the search levels think their iterations with no time cap

    @property
    def players(self) -> int:
        return len(self.levels)


@dataclass
class SeatRecord:
    """One seat entry's part of one game."""

    level: str
    position: int
    score: float
    win: float  # 1 for a sole winner, 1/k for each of k tied winners, else 0
    times: list[float] = field(default_factory=list)  # seconds per real (non-forced) decision
    cpu: list[float] = field(default_factory=list)  # the same decisions' CPU seconds (load-proof)
    forced: int = 0
    illegal: int = 0
    errors: int = 0


@dataclass
class GameRecord:
    """One finished game: per seat entry (not per position), plus its length."""

    index: int
    seats: list[SeatRecord]
    actions: int
    seconds: float
    final: dict[str, Any] | None = None  # to_data() of the final state, when asked for


def resolve_game(name: str) -> GameInfo:
    """A registered game by id, or any GameInfo by 'package.module:NAME' (tests, toys)."""
    if ":" in name:
        module_name, _, attr = name.partition(":")
        return getattr(importlib.import_module(module_name), attr)
    return games.get(name)


def seat_seed(base: int, game_index: int, entry: int) -> int:
    """A distinct, reproducible seed for seat entry `entry` in game `game_index`."""
    return (base * 1_000_003 + game_index * 7919 + entry * 104_729) & ((1 << 62) - 1)


def play_game(spec: TableSpec, index: int, keep_final: bool = False) -> GameRecord:
    """Play game number `index` of `spec` to the end and record it."""
    info = resolve_game(spec.game)
    n = spec.players
    state = info.new_game(players=n, seed=spec.seed + index, options=dict(spec.options))
    shift = index % n if spec.rotate else 0
    entry_at = [(position + shift) % n for position in range(n)]  # position -> seat entry
    seats = [make_seat(spec.levels[entry_at[p]], seat_seed(spec.seed, index, entry_at[p]),
                       seconds=spec.seconds, iterations=spec.iterations,
                       capped=not spec.uncapped) for p in range(n)]
    records = [SeatRecord(spec.levels[e], entry_at.index(e), 0.0, 0.0) for e in range(n)]
    referee = Rng(spec.seed * 31 + index)
    started = time.perf_counter()
    actions = 0
    while not state.is_over:
        position = state.current_player
        assert position is not None
        record = records[entry_at[position]]
        legal = state.legal_actions()
        view = state.view(position)
        clock, cpu = time.perf_counter(), time.process_time()
        try:
            action = seats[position].choose(view)
        except Exception:  # noqa: BLE001 -- a failing seat is counted, and the game goes on
            record.errors += 1
            action = None
        spent, used = time.perf_counter() - clock, time.process_time() - cpu
        if len(legal) == 1:
            record.forced += 1
        else:
            record.times.append(spent)
            record.cpu.append(used)
        if action is not None and not state.is_legal(action):
            record.illegal += 1
            action = None
        state.apply(action if action is not None else referee.choice(legal))
        actions += 1
    scores = state.scores()
    winners = state.winners()
    for position, entry in enumerate(entry_at):
        records[entry].score = float(scores[position])
        records[entry].win = 1.0 / len(winners) if position in winners else 0.0
    return GameRecord(index, records, actions, time.perf_counter() - started,
                      state.to_data() if keep_final else None)


def _play_job(job: tuple[TableSpec, int]) -> GameRecord:
    spec, index = job
    return play_game(spec, index)


def play_games(spec: TableSpec, count: int, jobs: int = 1,
               skip: Collection[int] = ()) -> Iterator[GameRecord]:
    """Play `count` games (indices 0..count-1 but those in `skip`, already played), in `jobs`
    processes; records in index order."""
    indices = [index for index in range(count) if index not in skip]
    if jobs <= 1 or len(indices) <= 1:
        for index in indices:
            yield play_game(spec, index)
        return
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        # one game a task: a stopped run loses only the games under way (``strength --resume``)
        yield from pool.imap(_play_job, [(spec, index) for index in indices], chunksize=1)


def record_data(record: GameRecord) -> dict[str, Any]:
    """A record as plain data (JSON or TOML), without its final state."""
    return {"index": record.index, "actions": record.actions, "seconds": record.seconds,
            "seats": [dataclasses.asdict(seat) for seat in record.seats]}


def record_from_data(data: Mapping[str, Any]) -> GameRecord:
    """The record :func:`record_data` wrote."""
    return GameRecord(int(data["index"]), [SeatRecord(**seat) for seat in data["seats"]],
                      int(data["actions"]), float(data["seconds"]))
