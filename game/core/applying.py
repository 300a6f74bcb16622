"""A state class's ``apply`` (:meth:`game.core.state.GameState.apply`), made once for each class when the
class is made, and how an action is named in an error.  Apart from state.py, which builds on it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .actions import Action
from .errors import IllegalAction
from .events import Event

if TYPE_CHECKING:
    from .state import GameState


def applier(cls: type[GameState], plain_apply: Callable[..., Any]) -> Callable[[GameState, Action], list[Event]]:
    """``apply`` for the state class `cls`, made when the class is made.  It runs at every move of
    every game and every search's trial game, so what the class decides is read once, here, into
    the function's cells (a class attribute read through a state costs a lookup in the type):
    the flow's ``advance`` where the game keeps the flow's ``_apply`` (the action played and
    settled in one call; `plain_apply` is the core's own ``GameState._apply``), and the SECRET_ACTIONS whose places a view must find."""
    flow = cls.FLOW
    advance = flow.advance if flow is not None and cls._apply is plain_apply else None
    secret = cls.SECRET_ACTIONS

    def apply(self: GameState, action: Action) -> list[Event]:
        """Apply a legal action and return what happened. Raises IllegalAction."""
        legal = self._legal_cache
        if legal is None or self.rng is None:
            legal = self._legal_to_play()
        for entry in legal:   # by identity first (a plain loop: the lists are short), as is_legal
            if entry is action:
                break
        else:
            if action not in legal:
                raise IllegalAction(f"not legal now: {describe(action)}")
        mover = self.current_player
        self._legal_cache = None
        history = self.history
        if advance is not None:   # _apply, inlined: the flow's advance at once
            events = [] if history else self.opening_events()
            advance(self, events, action)
        else:
            events = self._apply(action)
        if secret and type(action) in secret:
            self._secret_moves.append(len(history))
        history.append(action)
        self.movers.append(-1 if mover is None else mover)
        return events

    return apply



def describe(action: Action) -> str:
    try:
        return action.describe()
    except Exception:  # noqa: BLE001 - a describe bug must never hide the real error
        return repr(action)
