"""Where to touch for an action, found through the table's own means of play.

Every table declares its decision on the kit's gesture map (``game.ui.kit.gestures``): the pieces, the
places they may be dropped, what a click means, the standing panel and a gesture's picker.  A pointer
for an action is read from that map only, so it is exactly what the table would accept:

* a button of the panel on screen (a gesture's picker, else the decision's panel) that plays it;
* a piece and a target whose drop plays it alone;
* a place (from the table's ``spots.clicks``) whose click plays it alone;
* a drop or a click that opens a picker holding it (the next pointer is that picker's button), or a
  click the table's ``spots.opener`` names, that shows a panel holding it;
* else the row of the moves list beside the table.

Rects are screen rects of the frame last laid out; the coach draws them and the tests press them.
"""

from __future__ import annotations

import contextlib
import copy
import importlib
import logging
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core import Action
from game.ui.kit.gestures import GestureMap, first_only

Point = tuple[int, int]

log = logging.getLogger(__name__)


@dataclass
class Pointer:
    """What to touch: press `start`, and for a drag carry it to `end`; `lit` are the piece's other targets."""

    action: Action
    kind: str                      # "drag", "click", "button" (a panel's), "list" (the moves list's row)
    start: pygame.Rect
    end: pygame.Rect | None = None
    lit: list[pygame.Rect] = field(default_factory=list)
    asks: bool = False             # a picker opens after it, asking which (the next pointer is there)
    piece: pygame.Rect | None = None   # the piece to pick up, as it is drawn (a drag)
    place: pygame.Rect | None = None   # the whole place it goes to (a drag)

    @property
    def press(self) -> Point:
        return self.start.center

    @property
    def release(self) -> Point:
        return (self.end or self.start).center

    def key(self) -> tuple:
        """What it points at (a change is a new pointer to draw)."""
        return (self.kind, tuple(self.start), tuple(self.end) if self.end else None, self.asks)


@dataclass
class Spots:
    """A table's coach adapter (its ``spots.py``): the decision's key for tutorial.toml, whether the guided
    stretch is over, and the places a click may mean something."""

    phase: Callable[[Any], str]
    done: Callable[[Any, int], bool]
    clicks: Callable[[Any], Iterable[Point]]
    opener: Callable[[Any, Action], Point | None] | None = None  # a click that shows a panel holding it


def spots_for(game: str) -> Spots | None:
    """The table's spots module (game/ui/tables/<id>/spots.py), or None when it has none."""
    try:
        module = importlib.import_module(f"game.ui.tables.{game}.spots")
    except ModuleNotFoundError:
        return None
    return Spots(module.phase, module.done, module.clicks, getattr(module, "opener", None))


def gesture_map(view: Any) -> GestureMap | None:
    """The view's gesture map (a view holds it as ``gestures``, or ``gestures.map``)."""
    found = getattr(view, "gestures", None)
    found = getattr(found, "map", found)
    return found if isinstance(found, GestureMap) else None


def _rect_around(point: Sequence[float], radius: float) -> pygame.Rect:
    r = max(8, round(radius))
    return pygame.Rect(round(point[0]) - r, round(point[1]) - r, 2 * r, 2 * r)


def _target_rect(target: Any) -> pygame.Rect:
    area = target.area
    if isinstance(area, pygame.Rect):
        rect = area.copy()
    else:
        xs, ys = zip(*area, strict=True)
        rect = pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(max(ys) - min(ys)))
    centre = target.centre
    if not rect.collidepoint(centre) or not target.contains(centre):  # drop where it counts: its own slot
        rect = _rect_around(centre, 10)
    return rect


def _panel_button(panel: Any, action: Action | None) -> pygame.Rect | None:
    """The rect of the shown, in-view button of `panel` that plays `action` (None: its Cancel)."""
    for slot in getattr(panel, "shown", list)():
        if slot.action == action and slot.button.rect.width and slot.button.enabled:
            if hasattr(panel, "reveal"):
                panel.reveal(slot.button)
            if getattr(panel, "in_view", lambda b: True)(slot.button):
                return slot.button.rect.copy()
    return None


def find(table: Any, action: Action, clicks: Iterable[Point] = (),
         opener: Callable[[Any, Action], Point | None] | None = None) -> Pointer | None:
    """The pointer for `action` at `table` now (see the module docstring); None if it is not the viewer's
    decision or the action is not legal.  `opener` (a table's ``spots.opener``) names a place whose click
    shows a panel that holds the action (a die to choose before what to do with it)."""
    if not table.my_turn() or action not in table.session.state.legal_actions():
        return None
    gm = gesture_map(table.view)
    if gm is not None and gm.legal:
        found = _on_map(gm, action, (p for p in clicks if _reaches_view(table, gm, p)))
        if found is not None:
            return found
        point = opener(table.view, action) if opener is not None else None
        if point is not None and _reaches_view(table, gm, point):
            return Pointer(action, "click", _rect_around(point, 22), asks=True)
    return _list_row(table, action)


def _reaches_view(table: Any, gm: GestureMap, point: Point) -> bool:
    """Whether a click at `point` reaches the view's click code: no widget, coach card or panel over it, and
    no piece there (a press on a piece picks it up)."""
    for widget in getattr(getattr(table, "group", None), "widgets", ()):
        if getattr(widget, "visible", True) and widget.rect.collidepoint(point):
            return False
    coach = getattr(table, "coach", None)
    if coach is not None and coach.card.collidepoint(point):
        return False
    shown = gm.shown
    if shown is not None and shown.rect.collidepoint(point):
        return False
    return gm.drag.token_at(point) is None and gm.drag.blocked_at(point) is None


def _on_map(gm: GestureMap, action: Action, clicks: Iterable[Point]) -> Pointer | None:
    popup = gm.popup
    if popup is not None:  # a picker is asking: its button, else its Cancel
        rect = _panel_button(popup, action)
        if rect is not None:
            return Pointer(action, "button", rect)
        cancel = _panel_button(popup, None)
        return Pointer(action, "button", cancel, asks=True) if cancel is not None else None
    drags: list[tuple[int, Any, Any]] = []
    for token in gm.pieces:
        for target in gm.targets:
            found = gm.matches(token, target)
            if action in found:
                drags.append((len(found), token, target))
    drags.sort(key=lambda d: d[0])
    if drags and drags[0][0] == 1:
        return _drag(gm, action, drags[0][1], drags[0][2], False)
    panel = gm.panel
    if panel is not None:
        rect = _panel_button(panel, action)
        if rect is not None:
            return Pointer(action, "button", rect)
    several: Pointer | None = None
    if gm.click is not None:
        with untouched(gm, getattr(gm.click, "__self__", None)):
            for point in clicks:
                found = [a for a in first_only(gm.click(point)) if a in gm.legal]
                if action in found:
                    pointer = Pointer(action, "click", _rect_around(point, 22), asks=len(found) > 1)
                    if not pointer.asks:
                        return pointer
                    several = several or pointer
    if drags:
        return _drag(gm, action, drags[0][1], drags[0][2], True)
    return several


@contextlib.contextmanager
def untouched(*owners: Any) -> Iterator[None]:
    """Ask a table's click code what a click would play without leaving a trace: what a click notes on
    its gestures object (a card pressed, the steps to follow) is put back as it was."""
    saved = []
    for owner in owners:
        if owner is not None and hasattr(owner, "__dict__"):
            saved.append((owner, {k: copy.copy(v) if isinstance(v, (dict, list, set)) else v
                                  for k, v in vars(owner).items()}))
    try:
        yield
    finally:
        for owner, values in saved:
            for name, value in values.items():
                now = getattr(owner, name, None)
                if isinstance(value, (dict, set)) and type(now) is type(value) and now is not value:
                    same: Any = now   # a dict or a set, of the kind `value` is: refilled in place
                    same.clear()
                    same.update(value)
                elif isinstance(value, list) and type(now) is list and now is not value:
                    now[:] = value
                else:
                    setattr(owner, name, value)
            for name in set(vars(owner)) - set(values):
                delattr(owner, name)


def _drag(gm: GestureMap, action: Action, token: Any, target: Any, asks: bool) -> Pointer:
    lit = [_target_rect(t) for t in gm.targets if t is not target and gm.matches(token, t)]
    sprite = getattr(token, "sprite", None)
    centre = (round(token.pos[0]), round(token.pos[1]))
    piece = sprite.get_rect(center=centre) if sprite is not None else None
    if piece is not None and 0.8 <= piece.width / max(1, piece.height) <= 1.25:
        piece = None  # a round piece: the ring around it says it
    return Pointer(action, "drag", _rect_around(_press_point(gm, token), token.radius),
                   _rect_around(_drop_point(gm, target), 10), lit, asks, piece, _target_rect(target))


def _near(centre: Sequence[float], reach: float) -> list[Point]:
    """`centre`, then points around it out to `reach`, nearest first."""
    x, y = round(centre[0]), round(centre[1])
    out = [(x, y)]
    for step in (0.3, 0.6, 0.9):
        d = round(reach * step)
        out += [(x + d, y), (x - d, y), (x, y + d), (x, y - d), (x + d, y + d), (x - d, y - d), (x + d, y - d),
                (x - d, y + d)]
    return out


def _press_point(gm: GestureMap, token: Any) -> Point:
    """Where a press picks up `token` or one of its identical pieces (another piece may lie over it)."""
    for point in _near(token.pos, token.radius):
        under = gm.drag.token_at(point)
        if under is not None and under.meaning == token.meaning:
            return point
    return (round(token.pos[0]), round(token.pos[1]))


def _drop_point(gm: GestureMap, target: Any) -> Point:
    """Where a release lands on `target` itself (the first target holding a point takes the drop)."""
    rect = _target_rect(target)
    for point in _near(target.centre, max(rect.width, rect.height) / 2):
        if target.contains(point) and next((t for t in gm.targets if t.contains(point)), None) is target:
            return point
    return (round(target.centre[0]), round(target.centre[1]))


def _list_row(table: Any, action: Action) -> Pointer | None:
    """The moves list's row for `action` (scrolled into view), when the list is on screen."""
    picker = getattr(table, "picker", None)
    if picker is None or not getattr(picker, "visible", True) or not picker.rect.width:
        return None
    for index, row in enumerate(picker.rows):
        if row.value == action:
            centre = table.picker_row_centre(index)
            if centre is None:
                return None
            height = max(12, table.picker_row_height() if hasattr(table, "picker_row_height") else 20)
            rect = pygame.Rect(picker.rect.left + 4, centre[1] - height // 2, picker.rect.width - 8, height)
            return Pointer(action, "list", rect)
    return None
