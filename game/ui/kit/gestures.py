"""A declared gesture map: pieces, their drop targets, clicks, and the legal actions they match.

A table declares, for the decision at hand, the pieces that may be picked up
(drag tokens), the places they may be dropped on, and one ``match(piece,
target)`` that answers with the legal actions that drop would make (taken
from ``legal_actions()``).  Clicks are declared the same way:
``click(pos)`` answers with the actions a click there would make.  The map
does the rest, the same on every table:

* no match: the piece slides back home and nothing changes;
* one match: the piece settles on the target and that action is played;
* several: the piece waits on its target (or at home) and a small picker
  asks which; choosing plays it, Cancel (Backspace) sends every piece home.

A table may also give a standing ``panel`` for the whole decision (answer an
attack, vote); a picker opened by a gesture shows over it and gives it back
when cancelled.  Targets light up from ``match`` alone, so what lights is
exactly what may be played.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from game.core import Action
from game.ui.audio import audio
from game.ui.kit.drag import DragController, DropTarget, Point, Token

Match = Callable[[Token, DropTarget], Sequence[Action]]
Click = Callable[[tuple[int, int]], Sequence[Action]]


class Picker(Protocol):
    """A panel that asks for one action: the kit's choice panel (``game.ui.kit.choices``) or a table's own."""

    rect: pygame.Rect
    chosen: Action | None

    def handle(self, event: pygame.event.Event) -> bool: ...


Ask = Callable[[Token | None, DropTarget | None, list[Action]], Picker | None]


@dataclass
class Spot(DropTarget):
    """A drop target whose piece settles on `spot` (its slot) rather than the middle of its area."""

    spot: Point | None = None

    @property
    def centre(self) -> Point:
        return self.spot if self.spot is not None else DropTarget.centre.fget(self)  # type: ignore[attr-defined]


def first_only(actions: Iterable[Action]) -> list[Action]:
    """The actions without repeats, in their order (a match may list an action twice)."""
    seen: list[Action] = []
    for action in actions:
        if action not in seen:
            seen.append(action)
    return seen


class _Shown:
    """A panel the gesture map may show (its standing panel, a gesture's popup): putting another one on
    screen bumps the map's ``version``, part of the decision's id."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.slot = "_" + name

    def __get__(self, gestures: Any, owner: type | None = None) -> Picker | None:
        return getattr(gestures, self.slot, None)

    def __set__(self, gestures: Any, panel: Picker | None) -> None:
        if panel is not getattr(gestures, self.slot, None):
            gestures.version += 1
        setattr(gestures, self.slot, panel)


class GestureMap:
    """The human's means of play for one decision, declared by the table and dispatched here.

    ``ask(piece, target, actions)`` builds the small picker shown when a gesture
    matches several actions (piece and target are None for a click).
    """

    panel = _Shown()   # the decision's standing panel
    popup = _Shown()   # a picker opened by a gesture (shown over the standing panel)

    def __init__(self, drag: DragController, ask: Ask) -> None:
        self.drag = drag
        self.ask = ask
        self.legal: list[Action] = []
        self._accepted: dict[tuple[Hashable, Hashable], bool] = {}
        self.pieces: list[Token] = []
        self.targets: list[DropTarget] = []
        self.match: Match = lambda token, target: ()
        self.click: Click | None = None
        self.version = 0                     # bumped when a gesture or the table changes the panel on screen
        self._panel: Picker | None = None    # the decision's standing panel
        self._popup: Picker | None = None    # a picker opened by a gesture
        self.asked: DropTarget | None = None  # the target a popup is about
        self.pending: Action | None = None
        self.ask_at_home = False
        drag.on_drop = self._dropped
        drag.on_pick = lambda token: audio.play("pickup")

    # -- declaring -------------------------------------------------------------------
    def declare(self, legal: Sequence[Action], pieces: Sequence[Token] = (), targets: Sequence[DropTarget] = (),
                match: Match | None = None, click: Click | None = None, panel: Picker | None = None,
                ask_at_home: bool = False) -> None:
        """What may be done now (`legal` is empty when it is not the viewer's decision).

        Each target's legality becomes "`match` finds an action for this piece here".
        With `ask_at_home`, a piece whose drop needs a choice waits at home, not on its target.
        """
        self.legal = list(legal)
        self._accepted = {}   # (piece, target) -> whether it may be dropped there, for this decision
        self.pieces = list(pieces) if legal else []
        self.targets = list(targets) if legal else []
        self.match = match or (lambda token, target: ())
        self.click = click if legal else None
        # a new decision has its own id already; the same one declared again keeps its version
        # unless a popup it showed is closed
        self._panel = panel if legal else None
        self.popup, self.asked, self.pending = None, None, None
        self.ask_at_home = ask_at_home
        for target in self.targets:
            target.legal = self._accepts(target)
        self.drag.set_tokens(self.pieces)
        self.drag.set_targets(self.targets)

    def _accepts(self, target: DropTarget) -> Callable[[Token], bool]:
        """Whether a piece may go on `target`: asked once per piece for the decision (the drag asks every
        target every frame while a piece is carried)."""
        def accepts(token: Token) -> bool:
            key = (token.key, target.key)
            found = self._accepted.get(key)
            if found is None:
                found = self._accepted[key] = bool(self.matches(token, target))
            return found
        return accepts

    def matches(self, token: Token, target: DropTarget) -> list[Action]:
        """The legal actions a drop of `token` on `target` makes (only ones in ``legal``)."""
        return [a for a in first_only(self.match(token, target)) if a in self.legal]

    # -- what to show --------------------------------------------------------------------
    @property
    def shown(self) -> Picker | None:
        """The panel on screen: a gesture's picker, else the decision's panel."""
        return self.popup if self.popup is not None else self.panel

    def lit(self, token: Token | None = None) -> set[Hashable]:
        """Keys of the targets the piece in hand (or `token`) may be dropped on."""
        token = token if token is not None else self.drag.dragging
        if token is None:
            return set()
        return {t.key for t in self.targets if self.matches(token, t)}

    def held(self) -> set[Hashable]:
        """Keys of the pieces in hand or on their way (not to be drawn in place)."""
        keys = {g.token.key for g in self.drag.glides}
        if self.drag.dragging is not None:
            keys.add(self.drag.dragging.key)
        return keys

    def settle_pieces(self) -> None:
        """Forget pieces of an earlier decision once they have landed (their new place is drawn now)."""
        busy = {id(g.token) for g in self.drag.glides}
        wanted = {id(t) for t in self.pieces}
        self.drag.tokens = [t for t in self.drag.tokens
                            if id(t) in wanted or t is self.drag.dragging or id(t) in busy]

    # -- gestures ------------------------------------------------------------------------
    def _dropped(self, token: Token, target: DropTarget | None) -> bool:
        """The drag controller's question: does this drop play (or start to play) an action?"""
        if target is None:
            return False
        found = self.matches(token, target)
        if len(found) == 1:
            self.pending = found[0]
            audio.play("drop")
            return True
        if found:
            self._open(token, target, found)
            return not self.ask_at_home
        return False

    def _open(self, token: Token | None, target: DropTarget | None, found: list[Action]) -> None:
        self.popup = self.ask(token, target, found)
        self.asked = target if self.popup is not None else None

    def cancel(self) -> None:
        """Close a gesture's picker: every piece goes home, nothing is played."""
        self.popup, self.asked, self.pending = None, None, None
        for token in self.drag.tokens:
            if token is not self.drag.dragging:
                self.drag.glide(token, token.home)

    def handle(self, event: pygame.event.Event) -> Action | None:
        """One input event; returns the action it plays, if any.  While a piece is carried its moves
        and its release belong to the drag, wherever they fall: a release over a panel drops the piece
        there (no target: it slides home), never leaves it hanging under the pointer."""
        shown = self.shown
        carried = self.drag.dragging is not None and event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP)
        if shown is not None and not carried:
            consumed = shown.handle(event)
            if shown.chosen is not None:
                action, shown.chosen = shown.chosen, None
                self.popup = None
                return action
            if getattr(shown, "cancelled", False):
                shown.cancelled = False  # type: ignore[attr-defined]
                if shown is self.popup:
                    self.cancel()
                return None
            if consumed:
                return None
        if self.drag.handle(event):
            dropped, self.pending = self.pending, None
            return dropped
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.click is not None:
            found = [a for a in first_only(self.click(event.pos)) if a in self.legal]
            if len(found) == 1:
                return found[0]
            if found:
                self._open(None, None, found)
        return None


def of_kind(legal: Iterable[Action], kinds: type | tuple[type, ...]) -> list[Action]:
    """The legal actions of the given kind(s), in their order."""
    return [a for a in legal if isinstance(a, kinds)]


def field_of(legal: Iterable[Action], kinds: type | tuple[type, ...], name: str) -> set[Any]:
    """One field of every legal action of the given kind(s): the seats a Target may name, say."""
    return {getattr(a, name) for a in legal if isinstance(a, kinds)}
