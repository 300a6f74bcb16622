"""A replay: a game rebuilt from its setup and action log, at any number of moves.

Every game is seeded and deterministic, so the state after ``n`` moves is the new game of the
setup with the first ``n`` actions applied.  :class:`Replay` plays the whole log once, keeping
what each move said (its events) and who played it, and a copy of the state every
:data:`CHECKPOINT_EVERY` moves; going to any move afterwards starts from the nearest checkpoint at
or before it, so stepping back is as quick as stepping forward.

It also names the places to jump to (:class:`Marker`: each turn, round, day or era the game
announces; a change of the player deciding where it announces none) and the log and the dice
history up to the current move, each event as a viewer saw it (:meth:`Replay.log`): a seat reads
only what that seat could read at the table; ``everything`` (a finished game seen from above) reads
every event whole.  What a viewer may watch at all is decided by :func:`eyes`.

Nothing here imports pygame, nor the save layer above it: the save layer builds a replay of a file
(``game.saves.replay_of_save``: ``load_game`` with :meth:`Replay.recorder` as its replayer, so a
damaged save fails with the same clear message).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .actions import Action
from .applying import describe
from .errors import IllegalAction
from .events import Event
from .seats import seat_ref
from .state import GameInfo, GameState

CHECKPOINT_EVERY = 20
"""Moves between two kept copies of the state (going to any move replays at most this many)."""
DICE_KINDS = frozenset({"dice", "roll", "reroll"})
"""The event kinds of a roll of the dice (the dice history lists them)."""
MARKER_KINDS = ("turn", "round", "day", "act", "era")
"""The event kinds that begin a turn, a round, a day, an act or an era: the places to jump to."""
ABOVE = "above"
"""The eye that sees the whole true state (offered once the game is over)."""
PUBLIC = "public"
"""The eye of a spectator: only what is public (for an unfinished game no human played)."""
Eye = int | str
"""Whose eyes a replay is seen through: a seat (0-based), :data:`ABOVE` or :data:`PUBLIC`."""


class ReplayError(Exception):
    """A game that cannot be replayed; the message says why."""


@dataclass(frozen=True)
class Marker:
    """A place to jump to: the position (moves played) where a turn, a round, a day… begins."""

    move: int
    label: str
    kind: str


@dataclass
class Move:
    """One move of the log as the replay played it."""

    mover: int | None
    action: Action
    events: list[Event] = field(default_factory=list)


def eyes(over: bool, seats: Sequence[Mapping[str, Any]], players: int) -> list[Eye]:
    """Whose eyes a replay may be seen through.

    A finished game: from above (everything) and from every seat.  A game still going: only from
    the seats humans played (another seat's secrets are still secret); with no human seat at all,
    only as a spectator (what is public)."""
    if over:
        return [ABOVE, *range(players)]
    humans = [i for i in range(players) if i >= len(seats) or seats[i].get("kind") != "ai"]
    return list(humans) if humans else [PUBLIC]


class Replay:
    """A game's whole log, playable to any move (see the module docstring).

    Build one with :meth:`from_state` (a finished or running game in memory) or with
    :meth:`recorder` as ``load_game``'s replayer (a save; ``game.ui.replay`` does it).
    """

    def __init__(self, info: GameInfo | None, setup: Mapping[str, Any], every: int = CHECKPOINT_EVERY) -> None:
        if every < 1:
            raise ValueError("checkpoints need at least one move between them")
        self.info = info
        self.setup = dict(setup)
        self.every = every
        self.moves: list[Move] = []
        self._checkpoints: list[GameState] = []   # the state after every·k moves, never played
        self.state: GameState | None = None       # the state at `position` (the replay's own copy)
        self.position = 0
        self.final: GameState | None = None       # the state after the last move (never played)
        self._markers_cache: list[Marker] | None = None
        self.path: Any = None       # the save it was read from, if any
        self.saved_at = ""

    # -- building -------------------------------------------------------------------------
    def recorder(self, info: GameInfo, setup: Mapping[str, Any]) -> Callable[[GameState, Action], list[Event]]:
        """``load_game``'s replayer: the function that plays each move of the save and records it."""
        self.info, self.setup = info, dict(setup)
        self.moves, self._checkpoints = [], []
        return self._record

    def _record(self, state: GameState, action: Action) -> list[Event]:
        if len(self.moves) % self.every == 0:
            self._checkpoints.append(state.clone())
        mover = state.current_player
        events = state.apply(action)
        self.moves.append(Move(mover, action, list(events)))
        return events

    def finish(self, final: GameState) -> Replay:
        """The log is played: keep the final state (a copy) and stand at the start."""
        if len(self._checkpoints) <= self.length // self.every:  # no move yet, or the end on a checkpoint
            self._checkpoints.append(final.clone())
        self.final = final.clone()
        self.state = self._checkpoints[0].clone()
        self.position = 0
        return self

    @classmethod
    def from_log(cls, info: GameInfo, setup: Mapping[str, Any], actions: Iterable[Action],
                 every: int = CHECKPOINT_EVERY) -> Replay:
        """The replay of a setup (players, seed, options; the seats for their names) and its action log;
        ReplayError names the first move that does not replay."""
        replay = cls(info, setup, every)
        record = replay.recorder(info, replay.setup)
        try:
            state = info.new_game(int(setup["players"]), int(setup.get("seed", 0)), setup.get("options") or {})
        except (KeyError, TypeError, ValueError) as exc:
            raise ReplayError(f"the setup does not fit {info.title}: {exc}") from None
        for number, action in enumerate(actions, 1):
            try:
                record(state, action)
            except IllegalAction:
                raise ReplayError(f"move {number} ({describe(action)}) is illegal at that point of the game") from None
            except Exception as exc:  # noqa: BLE001 - a game bug must not escape as a crash
                raise ReplayError(f"move {number} ({describe(action)}) could not be replayed "
                                  f"({type(exc).__name__}: {exc})") from None
        return replay.finish(state)

    @classmethod
    def from_state(cls, state: GameState, setup: Mapping[str, Any] | None = None,
                   every: int = CHECKPOINT_EVERY) -> Replay:
        """The replay of a full game in memory (its seed, options and history), checked to end in
        that very state; ReplayError if it cannot be (a view, or a log that does not replay)."""
        if state.rng is None or state.seed is None or state.viewer is not None:
            raise ReplayError("a player's view cannot be replayed, only the full game")
        given = {**(setup or {}), "players": state.players, "seed": state.seed, "options": dict(state.options)}
        replay = cls.from_log(state.info, given, state.history, every)
        assert replay.final is not None
        rebuilt, wanted = replay.final.to_data(), state.to_data()
        if rebuilt != wanted:
            where = next((k for k in sorted(set(rebuilt) | set(wanted)) if rebuilt.get(k) != wanted.get(k)), "?")
            raise ReplayError(f"the replay does not reach the game's state (field {where!r} differs)")
        return replay

    # -- moving ---------------------------------------------------------------------------
    @property
    def length(self) -> int:
        """How many moves the log holds."""
        return len(self.moves)

    @property
    def over(self) -> bool:
        """True when the log ends the game (then everything may be revealed)."""
        return self.final is not None and self.final.is_over

    def seek(self, position: int) -> GameState:
        """Stand after `position` moves (clamped to the log) and return that state (the replay's own:
        read it, never play it)."""
        assert self.state is not None, "finish() the replay first"
        position = max(0, min(self.length, int(position)))
        if not self.position <= position <= self.position + self.every:
            start = position // self.every
            self.state = self._checkpoints[start].clone()
            self.position = start * self.every
        while self.position < position:
            self.state.apply(self.moves[self.position].action)
            self.position += 1
        return self.state

    def step(self, delta: int) -> GameState:
        return self.seek(self.position + delta)

    def state_at(self, position: int) -> GameState:
        """A copy of the state after `position` moves (the replay stays where it was)."""
        here = self.position
        state = self.seek(position).clone()
        self.seek(here)
        return state

    # -- what was said ------------------------------------------------------------------------
    def events(self, upto: int | None = None) -> Iterable[tuple[int, Event]]:
        """(move number, event) of every move before `upto` (the current position by default),
        as they happened (secrets included: see :meth:`log` for what a viewer reads)."""
        end = self.position if upto is None else max(0, min(self.length, upto))
        for number in range(end):
            for event in self.moves[number].events:
                yield number, event

    def log(self, viewer: int | None, everything: bool = False, upto: int | None = None,
            kinds: Iterable[str] | None = None) -> list[tuple[int, Event]]:
        """The log up to the current move (or `upto`) as `viewer` read it: each event as that seat saw
        it (its public form, or nothing); `everything`: every event whole, with no one kept from it
        (a finished game seen from above).  `kinds`: only events of those kinds."""
        wanted = None if kinds is None else frozenset(kinds)
        out = []
        for number, event in self.events(upto):
            if wanted is not None and event.kind not in wanted:
                continue
            seen = Event(event.kind, event.text, event.seat, event.data) if everything else event.seen_by(viewer)
            if seen is not None and seen.text:
                out.append((number, seen))
        return out

    def dice(self, viewer: int | None, everything: bool = False, upto: int | None = None) -> list[tuple[int, Event]]:
        """The dice rolled up to the current move (or `upto`), as :meth:`log` reads them."""
        return self.log(viewer, everything, upto, DICE_KINDS)

    @property
    def has_dice(self) -> bool:
        """True if any move of the log rolled dice."""
        return any(e.kind in DICE_KINDS for m in self.moves for e in m.events)

    # -- where to jump ------------------------------------------------------------------------------
    def markers(self) -> list[Marker]:
        """The places to jump to, in order (worked out once: see :meth:`_markers`)."""
        if self._markers_cache is None:
            self._markers_cache = self._markers()
        return self._markers_cache

    def _markers(self) -> list[Marker]:
        """Where each turn, round, day… begins (the game's own announcements, public ones only), from
        the start; where a game announces none, where the player deciding changes."""
        out = [Marker(0, "The start", "start")]
        for number, move in enumerate(self.moves):
            for event in move.events:
                if event.kind in MARKER_KINDS and event.visible_to is None and event.text:
                    out.append(Marker(number + 1, event.text, event.kind))
        if len(out) == 1:
            for number in range(1, self.length):
                mover = self.moves[number].mover
                if mover != self.moves[number - 1].mover and mover is not None and mover >= 0:
                    out.append(Marker(number, f"{seat_ref(mover)} to decide", "turn"))
        if self.length:
            out.append(Marker(self.length, "The end" if self.over else "The last move saved", "end"))
        seen: dict[int, Marker] = {}
        for marker in out:  # one marker per place: the end, else the broadest span begun there
            old = seen.get(marker.move)
            if old is None or marker.kind == "end":
                seen[marker.move] = marker
            elif old.kind != "start":
                seen[marker.move] = _broader(old, marker)
        return [seen[k] for k in sorted(seen)]

    def marker_at(self, position: int | None = None) -> Marker:
        """The last marker at or before `position` (the current one by default)."""
        where = self.position if position is None else position
        found = Marker(0, "The start", "start")
        for marker in self.markers():
            if marker.move <= where:
                found = marker
        return found


def _broader(a: Marker, b: Marker) -> Marker:
    """Of two markers at the same place, the one naming the larger span (an era over a round over a
    turn); the later one if they are alike."""
    rank = {"era": 0, "act": 1, "day": 2, "round": 3, "turn": 4}
    return a if rank.get(a.kind, 9) < rank.get(b.kind, 9) else b
