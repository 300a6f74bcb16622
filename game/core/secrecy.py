"""What a move tells, decided by the kit for every game: did it reveal anything hidden to anyone,
and does the flow after it depend on something the mover could not see?

Both questions are asked of *worlds*: full states consistent with the mover's view before the
move (``determinize`` of ``view(mover)``), each given the true state's random source so that
every world meets the same chance outcomes (the same dice, the same shuffles).  The true state
is one more world.  The same action is played in each:

* it **revealed** something if what some seat sees change by it (the leaves of that seat's view
  that differ before and after, with their new values) is not the same in every world: the
  change then depends on something hidden (a card drawn from a deck, the top of a pile turned,
  another seat's face-down choice shown).  Dice and shuffles are the random source's: a move
  that draws on it is told by the session (``game.ui.undo.rng_mark``), not here.
* the **next seat to decide** depends on hidden information if it is not the same in every
  world (a seat asked to answer only when it holds a card that could).

Sampling is deterministic: the worlds' seeds come from the state's own seed and length of play.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .actions import Action
from .rng import Rng
from .state import GameState

SAMPLES = 8
"""Worlds sampled besides the true one (each costs one apply and a view per seat before and after)."""

Leaves = dict[tuple[Any, ...], Any]


def worlds(state: GameState, seat: int, count: int = SAMPLES, salt: int = 0) -> list[GameState]:
    """`count` full states consistent with `seat`'s view of `state`, each with a copy of
    `state`'s random source (the same chance outcomes as the true game), deterministic."""
    view = state.view(seat)
    base = ((state.seed or 0) * 1_000_003 + len(state.history)) * 97 + salt
    out = []
    for i in range(count):
        world = view.determinize(seat, Rng(base * 31 + i))
        if state.rng is not None:
            world.rng = state.rng.copy()
        world._legal_cache = None
        out.append(world)
    return out


def _diff(a: Any, b: Any, path: tuple[Any, ...], out: Leaves) -> None:
    """The leaves of `b` that differ from `a`, by path (lists of one length and tables leaf by leaf)."""
    if a == b:
        return
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            _diff(x, y, (*path, i), out)
    elif isinstance(a, dict) and isinstance(b, dict):
        for key in a.keys() | b.keys():
            _diff(a.get(key, _ABSENT), b.get(key, _ABSENT), (*path, key), out)
    elif hasattr(a, "to_data") and hasattr(b, "to_data") and not isinstance(a, Action):
        _diff(a.to_data(), b.to_data(), path, out)
    else:
        out[path] = _plain(b)


_ABSENT = object()


def _plain(value: Any) -> Any:
    """A comparable form of a leaf (sets sorted, records as their data)."""
    if isinstance(value, (set, frozenset)):
        return ("set", tuple(sorted(value, key=repr)))
    if hasattr(value, "to_data") and not isinstance(value, Action):
        return value.to_data()
    if isinstance(value, list):
        return tuple(_plain(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted(((k, _plain(v)) for k, v in value.items()), key=repr))
    return value


def _knowledge(view: GameState) -> dict[str, Any]:
    """What a view holds that a move may change: its fields, and its history as the seat saw it."""
    peek = view.field_value
    known = {name: peek(name) for name in view.FIELDS}
    known["history"] = view.history
    return known


def change(before: GameState, after: GameState) -> Leaves:
    """What a seat's view changed by (two views of one seat): the leaves that differ."""
    out: Leaves = {}
    a, b = _knowledge(before), _knowledge(after)
    for name, new in b.items():
        old = a.get(name, _ABSENT)
        if name == "history" and isinstance(old, list) and len(new) == len(old) + 1:
            _diff(old, new[:-1], ("history",), out)
            out[("history", len(old))] = new[-1]
        else:
            _diff(old, new, (name,), out)
    return out


class Probe:
    """A move about to be played, watched: build it before ``apply``, ask :meth:`revealed` after.

    It samples its worlds from the mover's view and notes every seat's view of the true state;
    :meth:`revealed` plays the action in each world and compares what every seat saw change."""

    def __init__(self, state: GameState, action: Action, samples: int = SAMPLES) -> None:
        self.action = action
        self.mover = state.current_player
        self.seats = range(state.players)
        self.worlds = worlds(state, self.mover, samples) if self.mover is not None and samples else []
        self.before = self._views(state)

    def _views(self, state: GameState) -> list[GameState]:
        return [state.view(seat) for seat in self.seats]

    def revealed(self, after: GameState) -> bool:
        """True if the move showed some seat something hidden (`after`: the true state played on)."""
        truth = [change(b, a) for b, a in zip(self.before, self._views(after))]
        for world in self.worlds:
            if not world.is_legal(self.action):
                return True  # what the mover may do depends on something she cannot see
            before = self._views(world)
            world.apply(self.action)
            if any(change(b, a) != seen for b, a, seen in zip(before, self._views(world), truth)):
                return True
        return False


def reveals(state: GameState, action: Action, samples: int = SAMPLES) -> bool:
    """True if playing `action` in `state` shows some seat something hidden (`state` is untouched)."""
    probe = Probe(state, action, samples)
    after = state.clone()
    after.apply(action)
    return probe.revealed(after)


def next_deciders(state: GameState, action: Action, samples: int = SAMPLES) -> set[int | None]:
    """Who decides after `action` in the true state and in `samples` worlds of the mover's view,
    with the same chance outcomes: more than one if the flow depends on hidden information."""
    seat = state.current_player
    found: set[int | None] = set()
    played: Iterable[GameState] = [state.clone(), *(worlds(state, seat, samples, salt=1) if seat is not None else [])]
    for world in played:
        if world.is_legal(action):
            world.apply(action)
            found.add(None if world.is_over else world.current_player)
    return found
