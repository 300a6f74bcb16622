"""The review of a finished game: each seat's win chance move by move, the swings, the better moves.

For every move of the log, :func:`analyse` asks the game's fitted evaluation (a win chance per seat,
:mod:`game.ai.fitted`) how the position stood for everyone just before and just after it, **as the
mover saw it**: it samples worlds consistent with the mover's view at that moment
(``view.determinize``), plays the move in each and averages the chances.  So a move's numbers are a
function of what its mover knew and of the move's number alone: another seat's secret at that time
never reaches them (tests/test_review.py plays two games that differ only in such a secret).
A move without a mover (the game itself settling) keeps the chances before it.

A move's **swing** is its mover's chance after it minus before it.  For each human seat, its biggest
losses (up to :data:`TURNING_POINTS` moves, each costing at least :data:`LOSS_FLOOR`) are the
turning points; at each, Hard is asked for its move from the mover's view (a fixed number of
iterations, seeded by the move, so the same game gives the same review), and that move's chance is
measured with the same worlds as the move played.

The analysis stops between two moves when asked (``stop``) and resumes from a partial
:class:`Review`; its plain data (:meth:`Review.to_data`) is what the save layer caches beside the
finished game.  Nothing here reads the true state of a position on behalf of a seat.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core import Action, ActionError, GameState, Rng
from game.core.applying import describe
from game.core.replay import Replay

from .hooks import StopSignal, evaluate_all, evaluation_for, should_stop
from .ismcts import ISMCTS, Budget, ISMCTSSeat

WORLDS = 12
"""Worlds sampled per move (the default depth): more is smoother and slower."""
TURNING_POINTS = 4
"""The most turning points listed per human seat (its biggest losses)."""
LOSS_FLOOR = 0.001
"""A move must cost its mover at least this much chance (a tenth of a point) to be a turning point."""
VERSION = 2
"""The analysis's own version: a cached review of another version is made again."""

Progress = Callable[[int, int], None]
Watch = Callable[["Review"], None]


@dataclass(frozen=True)
class Point:
    """One move: who played it, what, every seat's chance after it (as its mover saw it), its swing."""

    move: int                    # the position after the move (1 = after the first move)
    mover: int | None
    played: str                  # the move in words
    chances: tuple[float, ...]   # one per seat, summing to 1
    swing: float                 # the mover's chance after minus before (0 for a move without a mover)


@dataclass(frozen=True)
class Turning:
    """A human seat's costly move, and the move Hard would have made there."""

    move: int                    # the position after the move played (its point's `move`)
    mover: int
    played: str
    played_chance: float         # the mover's chance after the move played
    suggested: str               # Hard's move in words
    suggested_chance: float      # the mover's chance after Hard's move, by the same worlds
    suggested_index: int         # Hard's move's index among the legal actions of the position
    same: bool                   # Hard would have played the very move played

    @property
    def difference(self) -> float:
        """What Hard's move would have kept: its chance minus the move played's."""
        return self.suggested_chance - self.played_chance


@dataclass
class Review:
    """The analysis of one game (complete when `done`; a partial one resumes where it stopped)."""

    game: str
    players: int
    moves: int                   # the log's length
    start: tuple[float, ...]     # the chances before the first move (as its first mover saw it)
    points: list[Point] = field(default_factory=list)
    turning: list[Turning] = field(default_factory=list)
    worlds: int = WORLDS
    seconds: float = 0.0
    version: int = VERSION
    result: tuple[float, ...] = ()   # the game's outcome (the winners' shares), once the game is over
    done: bool = False               # every move measured and the turning points found

    def chances_at(self, position: int) -> tuple[float, ...]:
        """Every seat's chance after `position` moves (0: the start)."""
        if position <= 0 or not self.points:
            return self.start
        return self.points[min(position, len(self.points)) - 1].chances

    def to_data(self) -> dict[str, Any]:
        """Plain data (TOML-safe): the cache beside the finished game."""
        return {"version": self.version, "game": self.game, "players": self.players, "moves": self.moves,
                "worlds": self.worlds, "seconds": round(self.seconds, 2), "start": list(self.start),
                "result": list(self.result), "done": self.done,
                "points": [point_data(p) for p in self.points],
                "turning": [{"move": t.move, "mover": t.mover, "played": t.played,
                             "played_chance": t.played_chance, "suggested": t.suggested,
                             "suggested_chance": t.suggested_chance, "suggested_index": t.suggested_index,
                             "same": t.same} for t in self.turning]}

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Review:
        """The review of `data`; ValueError (with what is wrong) for data that is not one."""
        try:
            players = int(data["players"])
            points = [point_from(p) for p in data["points"]]
            turning = [Turning(int(t["move"]), int(t["mover"]), str(t["played"]), float(t["played_chance"]),
                               str(t["suggested"]), float(t["suggested_chance"]), int(t["suggested_index"]),
                               bool(t["same"])) for t in data["turning"]]
            review = cls(str(data["game"]), players, int(data["moves"]), tuple(float(c) for c in data["start"]),
                         points, turning, int(data["worlds"]), float(data["seconds"]), int(data["version"]),
                         tuple(float(c) for c in data.get("result", ())), bool(data.get("done", False)))
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a review ({type(exc).__name__}: {exc})") from None
        if any(len(p.chances) != players for p in points) or len(review.start) != players \
                or len(points) > review.moves:
            raise ValueError("not a review (its chances do not fit its seats)")
        return review


def point_data(point: Point) -> dict[str, Any]:
    """One point as plain data (a move without a mover: -1)."""
    return {"move": point.move, "mover": -1 if point.mover is None else point.mover, "played": point.played,
            "chances": list(point.chances), "swing": point.swing}


def point_from(data: Mapping[str, Any]) -> Point:
    """The point of :func:`point_data`'s data (KeyError, TypeError or ValueError when it is not one)."""
    mover = int(data["mover"])
    return Point(int(data["move"]), None if mover < 0 else mover, str(data["played"]),
                 tuple(float(c) for c in data["chances"]), float(data["swing"]))


def chances(state: GameState) -> list[float]:
    """Every seat's chance to win `state`, summing to 1: the winners' shares once it is over, else the
    game's evaluation (a fitted one already sums to 1; any other is scaled to)."""
    if state.is_over:
        winners = state.winners()
        return [1.0 / len(winners) if seat in winners else 0.0 for seat in range(state.players)] if winners \
            else [1.0 / state.players] * state.players
    values = [max(0.0, v) for v in evaluate_all(state, evaluation_for(state))]
    total = sum(values)
    return [v / total for v in values] if total > 0 else [1.0 / state.players] * state.players


def move_seed(move: int, mover: int) -> int:
    """The worlds' seed at a move: its number and its mover only (nothing the mover did not know)."""
    return 7919 * (move + 1) + 104_729 * (mover + 1)


def worlds_of(view: GameState, mover: int, move: int, count: int) -> list[GameState]:
    """`count` worlds consistent with `view` (the mover's), sampled from the move's own seed."""
    rng = Rng(move_seed(move, mover))
    return [view.determinize(mover, rng.fork()) for _ in range(count)]


def after(worlds: Sequence[GameState], action: Action) -> tuple[list[float], list[float]] | None:
    """The mean chances before and after `action` over `worlds` (those where it is legal), or None."""
    players = worlds[0].players if worlds else 0
    before, later, used = [0.0] * players, [0.0] * players, 0
    for world in worlds:
        copy = world.clone()
        try:
            copy.apply(action)
        except ActionError:   # illegal in this world
            continue
        for seat, (b, a) in enumerate(zip(chances(world), chances(copy), strict=True)):
            before[seat] += b
            later[seat] += a
        used += 1
    if not used:
        return None
    return [b / used for b in before], [a / used for a in later]


def analyse(replay: Replay, humans: Sequence[int], *, worlds: int = WORLDS,
            hard_iterations: int | None = None, resume: Review | None = None,
            progress: Progress | None = None, stop: StopSignal | None = None, watch: Watch | None = None) -> Review:
    """The review of `replay`'s game (see the module docstring); `humans` are the seats whose
    turning points are looked for, each with Hard's move at `hard_iterations` (default: the game's own
    Hard budget, ``GameInfo.ai_iterations``, counted in iterations only so the review is the same every run).  Stops between moves when `stop` is set (the review returned is
    partial: pass it back as `resume`).  `watch` sees the review after each move is measured (the
    window draws the graph as it grows)."""
    assert replay.info is not None, "a replay with its game"
    started = time.perf_counter()
    players = replay.state_at(0).players
    fits = resume is not None and (resume.version, resume.game, resume.players, resume.moves, resume.worlds) == \
        (VERSION, replay.info.id, players, replay.length, worlds)
    review = resume if resume is not None and fits else \
        Review(replay.info.id, players, replay.length, tuple(_start(replay, worlds)), worlds=worlds)
    if review.done:
        return review
    total = replay.length + 1    # the turning points count as one step
    for index in range(len(review.points), replay.length):
        if should_stop(stop):
            review.seconds += time.perf_counter() - started
            return review
        review.points.append(_point(replay, index, review, worlds))
        if watch is not None:
            watch(review)
        if progress is not None:
            progress(index + 1, total)
    iterations = hard_iterations if hard_iterations is not None else int(replay.info.ai_iterations or 300)
    review.turning = turning_points(replay, review, humans, worlds, iterations, stop)
    if should_stop(stop):   # stopped among the turning points: they are looked for again on resuming
        review.seconds += time.perf_counter() - started
        return review
    if replay.final is not None and replay.final.is_over:
        review.result = tuple(chances(replay.final))
    review.done = True
    review.seconds += time.perf_counter() - started
    if progress is not None:
        progress(total, total)
    return review


def _start(replay: Replay, count: int) -> list[float]:
    """The chances before any move: as the first seat to move saw the table (even for a game that
    opens with a move of its own, no one's secret but that seat's), else an even split."""
    first = replay.state_at(0)
    mover = next((m.mover for m in replay.moves if m.mover is not None), None)
    if mover is None:
        return [1.0 / first.players] * first.players
    rows = [chances(world) for world in worlds_of(first.view(mover), mover, -1, count)]
    return [sum(row[seat] for row in rows) / len(rows) for seat in range(first.players)]


def _point(replay: Replay, index: int, review: Review, count: int) -> Point:
    move = replay.moves[index]
    return point_of(replay.seek(index), move.mover, index, move.action, review.chances_at(index), count)


def point_of(state: GameState, mover: int | None, index: int, action: Action, earlier: Sequence[float],
             count: int = WORLDS) -> Point:
    """The point of move `index` (`action` by `mover` at `state`, the position before it): read only
    through the mover's view; `earlier` are the chances kept when there is nothing to measure."""
    if mover is None:
        return Point(index + 1, None, describe(action), tuple(earlier), 0.0)
    measured = after(worlds_of(state.view(mover), mover, index, count), action)
    if measured is None:   # the move fits none of the sampled worlds: say nothing new
        return Point(index + 1, mover, describe(action), tuple(earlier), 0.0)
    before, later = measured
    return Point(index + 1, mover, describe(action), tuple(later), later[mover] - before[mover])


def turning_points(replay: Replay, review: Review, humans: Sequence[int], count: int, iterations: int,
                   stop: StopSignal | None = None) -> list[Turning]:
    """Each human seat's biggest losses, with Hard's move at each (see the module docstring)."""
    out: list[Turning] = []
    for seat in sorted(set(humans)):
        costly = sorted((p for p in review.points if p.mover == seat and p.swing <= -LOSS_FLOOR),
                        key=lambda p: (p.swing, p.move))[:TURNING_POINTS]
        for point in sorted(costly, key=lambda p: p.move):
            if should_stop(stop):
                return out
            out.append(_better(replay, point, seat, count, iterations))
    return out


def _better(replay: Replay, point: Point, seat: int, count: int, iterations: int) -> Turning:
    index = point.move - 1
    view = replay.seek(index).view(seat)
    hard = ISMCTSSeat(move_seed(index, seat), Budget(seconds=None, iterations=iterations), level="hard",
                      name="Hard", search=ISMCTS(macro=True))
    suggestion = hard.choose(view, Rng(move_seed(index, seat)))
    legal = replay.seek(index).legal_actions()   # where "show me" finds it (the game is over: all may be seen)
    played = replay.moves[index].action
    worlds = worlds_of(view, seat, index, count)
    measured = after(worlds, suggestion)
    chance = measured[1][seat] if measured is not None else point.chances[seat]
    same = suggestion == played
    return Turning(point.move, seat, point.played, point.chances[seat], describe(suggestion),
                   point.chances[seat] if same else chance,
                   legal.index(suggestion) if suggestion in legal else -1, same)
