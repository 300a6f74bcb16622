"""A game in play: the true state, its setup, the AI seats and the game log.

The window only changes the state through :meth:`GameSession.play`, which
accepts nothing but an action from ``legal_actions()``.  The setup dict is the
save layer's format: players, seed, options and one seat table per player
(``name``, ``kind`` human/ai, ``level``, ``colour``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import game.games
from game.ai.seat import LEVEL_SECONDS, level_name, make_seat
from game.core import Action, Event, GameInfo, GameState, IllegalAction
from game.core.secrecy import Probe
from game.saves.library import autosave, autosave_slot_of, drop_autosave
from game.saves.savefile import load_game, save_game
from game.ui.theme import COLOUR_NAMES
from game.ui.undo import MoveRecord, keep, rng_mark, starts_run, undoable_moves

log = logging.getLogger(__name__)

extra_games: dict[str, GameInfo] = {}  # games outside the registry (tests, the smoke run)

DEFAULT_NAMES = ("Valerian", "Corvin", "Mirela", "Anselm", "Séverine")  # seat 1 takes the player's own name


def register_extra(info: GameInfo) -> None:
    """Make an unregistered game (e.g. the tests' toy game) playable and loadable in the window."""
    extra_games[info.id] = info


def available_games() -> list[GameInfo]:
    """Every registered game that imports, then the extras."""
    games: list[GameInfo] = []
    try:
        for gid in game.games.ids():
            try:
                games.append(game.games.get(gid))
            except Exception as exc:  # noqa: BLE001 - the window must not die of it  # one broken game never hides the others
                log.warning("game %s could not be loaded: %s", gid, exc)
    except Exception as exc:  # noqa: BLE001 - the window must not die of it
        log.warning("the game registry failed: %s", exc)
    known = {g.id for g in games}
    return games + [info for gid, info in extra_games.items() if gid not in known]


def game_title(game_id: str) -> str:
    """The title of the game `game_id`, or the id itself if no such game is here."""
    try:
        return find_game(game_id).title
    except Exception:  # noqa: BLE001 - the window must not die of it
        return game_id or "?"


def find_game(game_id: str) -> GameInfo:
    """A GameInfo by id from the extras or the registry (KeyError if unknown)."""
    if game_id in extra_games:
        return extra_games[game_id]

    return game.games.get(game_id)


def is_ai_seat(seat: Mapping[str, Any]) -> bool:
    """True for a setup's seat table played by the AI (any other seat is a human's)."""
    return seat.get("kind") == "ai"


@dataclass
class LogLine:
    """One line of the game log: the event and the seat that acted."""

    event: Event
    turn: int


def record_move(keeper: Any, state: GameState, action: Action, before: GameState | None,
                watch: bool = False) -> list[Event]:
    """Apply `action` to `state`; append its events to ``keeper.log``, count ``keeper.turns``
    and keep its MoveRecord in ``keeper.moves`` (a session's play, and the replay of a load).

    `before` is the state to go back to on undo (a clone, for a human's move) or None; `watch`:
    ask the kit whether the move showed anyone something hidden (a human's move, for undo)."""
    seat = state.current_player
    record = MoveRecord(seat, action, log_len=len(keeper.log), turns=keeper.turns, before=before)
    probe = Probe(state, action) if watch else None
    mark = rng_mark(state)
    first = not state.history
    events = state.apply(action)
    record.events, record.rolled = list(events), rng_mark(state) != mark
    record.shown = probe is not None and probe.revealed(state)
    said = keeper.opening_said if first else 0   # the opening the log already holds
    keeper.log.extend(LogLine(event, keeper.turns) for event in events[said:])
    if state.current_player != seat:
        keeper.turns += 1
    keep(keeper.moves, record)
    return events


@dataclass
class Replayed:
    """The game log and the undo records, rebuilt move by move while ``load_game`` replays a save.

    :meth:`start` is ``load_game``'s `replayer`.  Cloning before every move would cost the
    load time, so only the state before each run of moves by a human seat (see
    ``game.ui.undo.starts_run``) is kept; the run at the end is played again from it by
    :meth:`undo_records`, which alone asks the kit what each of its moves revealed (the replay
    does not: a run is then only cut by a change of hands, a roll or a private line).
    """

    ai: frozenset[int] = frozenset()  # the AI seats of the setup
    log: list[LogLine] = field(default_factory=list)
    moves: list[MoveRecord] = field(default_factory=list)
    turns: int = 0
    checkpoint: GameState | None = None  # the state before the first of ``moves``
    problem: str | None = None  # why undo could not be rebuilt (the log still is)
    opening_said: int = 0  # a replay logs the opening with the first move (GameSession logs it at start)

    def start(self, _info: GameInfo, setup: Mapping[str, Any]) -> Replayed:
        """Ready for the replay of a game with this setup; the move player is this object."""
        self.ai = frozenset(i for i, seat in enumerate(setup.get("seats") or ()) if is_ai_seat(seat))
        return self

    def __call__(self, state: GameState, action: Action) -> list[Event]:
        seat = state.current_player
        if self.problem is None and starts_run(self.moves, seat):
            self.checkpoint = None
            if seat is not None and seat not in self.ai:
                try:
                    self.checkpoint = state.clone()
                except Exception as exc:  # noqa: BLE001 - a load must not fail for want of undo
                    self.problem = f"the state could not be copied ({type(exc).__name__}: {exc})"
        return record_move(self, state, action, None)

    def undo_records(self, loaded: GameState, is_human: Callable[[int | None], bool]) -> list[MoveRecord]:
        """The run of moves at the end, each human move with the state before it (for undo),
        played again from the checkpoint; [] (and ``problem`` set) unless that replay ends
        in `loaded`'s state (their ``to_data`` compared)."""
        if not self.moves or not is_human(self.moves[0].seat):
            return self.moves  # an AI's run: nothing in it can be undone
        if self.problem is not None or self.checkpoint is None:
            self.problem = self.problem or "no state before the last moves"
            return []
        state = self.checkpoint
        try:
            for record in self.moves:
                record.before = state.clone()
                probe = Probe(state, record.action)
                state.apply(record.action)
                record.shown = probe.revealed(state)
            same = state.to_data() == loaded.to_data()
        except Exception as exc:  # noqa: BLE001 - a load must not fail for want of undo
            self.problem = f"the last moves could not be played again ({type(exc).__name__}: {exc})"
            return []
        if not same:
            self.problem = "the last moves played again do not reach the loaded game"
            return []
        return self.moves


@dataclass
class GameSession:
    """Everything about the game being played that the table needs."""

    info: GameInfo
    state: GameState
    setup: dict[str, Any]
    ai_seats: dict[int, Any] = field(default_factory=dict)
    log: list[LogLine] = field(default_factory=list)
    path: Path | None = None
    turns: int = 0
    loaded: bool = False  # read from a file (the log says so)
    moves: list[MoveRecord] = field(default_factory=list)  # the moves since the last one that cannot be undone
    autosave_slot: Path | None = None  # this game's own autosave file (None until its first autosave)
    opening_said: int = 0  # a new game's log opens with its opening events, not left to the first move

    @classmethod
    def start(cls, info: GameInfo, setup: Mapping[str, Any]) -> GameSession:
        """A new game from a setup dict (players, seed, options, seats)."""
        setup = dict(setup)
        state = info.new_game(int(setup["players"]), int(setup.get("seed", 0)), setup.get("options") or {})
        setup["options"] = dict(state.options)
        session = cls(info, state, setup)
        opening = state.opening_events()   # the deal, each seat's deck: before anyone decides
        session.log = [LogLine(event, 0) for event in opening]
        session.opening_said = len(opening)
        session.make_ai_seats()
        return session

    @classmethod
    def load(cls, path: Path | str) -> GameSession:
        """A saved game (SaveError with the problem named if the file is bad).

        The save's one replay (``load_game``) also rebuilds the game log, every event as each
        viewer may read it, and the records undo needs for the run of moves at the end."""
        replayed = Replayed()
        loaded = load_game(path, games=find_game, replayer=replayed.start)
        session = cls(loaded.info, loaded.state, dict(loaded.setup), path=Path(path), loaded=True,
                      autosave_slot=autosave_slot_of(Path(path)))  # an autosave's game writes on in it
        session.make_ai_seats()
        session.log, session.turns = replayed.log, replayed.turns
        session.moves = replayed.undo_records(loaded.state, session.is_human)
        for warning in loaded.warnings:
            session.note(warning)
        if replayed.problem:
            log.warning("undo not rebuilt for %s: %s", path, replayed.problem)
            session.note("The moves before this load cannot be undone.")
        session.note(f"Game loaded: {len(loaded.actions)} moves so far.")
        return session

    def make_ai_seats(self, max_seconds: float | None = None) -> None:
        """One AI object per AI seat, seeded from the game seed and the seat number.

        `max_seconds` (the AI thinking time setting) caps the searching levels.
        """
        self.ai_seats = {}
        for index, seat in enumerate(self.seats):
            if is_ai_seat(seat):
                level = str(seat.get("level") or "normal")
                seed = int(self.setup.get("seed", 0)) * 31 + index
                try:
                    key = level_name(level)
                    seconds = None
                    if max_seconds is not None and key in LEVEL_SECONDS:
                        seconds = min(LEVEL_SECONDS[key], max_seconds)
                    self.ai_seats[index] = make_seat(key, seed=seed, seconds=seconds)
                except ValueError:
                    log.warning("unknown AI level %r for seat %d; using normal", level, index)
                    self.ai_seats[index] = make_seat("normal", seed=index)

    # -- seats ----------------------------------------------------------------
    @property
    def seats(self) -> list[dict[str, Any]]:
        seats = list(self.setup.get("seats") or [])
        while len(seats) < self.state.players:
            seats.append({"name": f"Player {len(seats) + 1}", "kind": "human"})
        return seats

    def name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.seats):
            return "—"
        return str(self.seats[seat].get("name") or f"Player {seat + 1}")

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and seat not in self.ai_seats

    def human_seats(self) -> list[int]:
        return [i for i in range(self.state.players) if self.is_human(i)]

    def colour_index(self, seat: int) -> int:
        """Which colour slot of the theme `seat` uses (its chosen colour, else its number)."""
        chosen = self.seats[seat].get("colour") if 0 <= seat < len(self.seats) else None
        return COLOUR_NAMES.index(chosen) if chosen in COLOUR_NAMES else seat

    # -- playing ----------------------------------------------------------------
    def play(self, action: Action) -> list[Event]:
        """Apply `action` only if it is one of the legal actions now; log its events."""
        if action not in self.state.legal_actions():
            raise IllegalAction(f"not legal now: {action!r}")
        human = self.is_human(self.state.current_player)
        before = self.state.clone() if human else None
        return record_move(self, self.state, action, before, watch=human)

    def can_undo(self) -> bool:
        """True if the seat deciding now may take back its last move (see ``undoable_moves``)."""
        return undoable_moves(self.moves, self.state.current_player, self.is_human) > 0

    def undo(self) -> Action | None:
        """Take back the last move if the undo rule allows it; the action undone, or None."""
        if not self.can_undo():
            return None
        record = self.moves.pop()
        assert record.before is not None
        self.state = record.before
        del self.log[record.log_len:]
        self.turns = record.turns
        return record.action

    def note(self, text: str) -> None:
        """A line in the log from the table itself (loads, saves, warnings)."""
        self.log.append(LogLine(Event("note", text), self.turns))

    def log_for(self, viewer: int | None) -> list[str]:
        """The log as `viewer` may read it (hidden details masked)."""
        lines = []
        for line in self.log:
            text = line.event.text_for(viewer)
            if text:
                lines.append(text)
        return lines

    # -- saving -------------------------------------------------------------------
    def autosave(self) -> Path:
        """Autosave this game in its own file (made at the first autosave): another game in progress
        keeps its own."""
        self.autosave_slot = autosave(self.state, self.setup, slot=self.autosave_slot)
        return self.autosave_slot

    def drop_autosave(self) -> None:
        """The game ended and is kept with the finished games: its autosave goes (Continue and the
        Saved games list no longer show it)."""
        if self.autosave_slot is not None:
            drop_autosave(self.autosave_slot)
            self.autosave_slot = None

    def save(self, name: str) -> Path:
        self.path = save_game(name, self.state, self.setup)
        self.note(f"Saved as {self.path.stem}.")
        return self.path
