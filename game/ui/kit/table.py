"""One design for every table: a read model, a painter that says what it drew where, and steps keyed by
the engine's own (see docs/new-game.md, "The table").

* ``read.py`` is the only module of a table that imports its engine (``game.games.<id>``): it turns the
  viewer's view into the table's model (typed records) and hands the other modules the engine's names
  they need (the action kinds, the declared step names).
* The painter draws the model in a layout and returns a :class:`Drawn`: every hit area it drew, each a
  :class:`HitArea` with its rect, its tooltip text, the rules section it belongs to and, for a piece or
  place that can be pointed at, its key.  Tooltips, rule hints (``game.ui.kit.hints``), the gestures and
  the coach all read these areas; no text is matched to a rule.
* Steps: what a table says or does per engine step is a :class:`ByStep`, checked against the step names
  the engine's FLOW declares (its ``steps`` and ``frames``) when it is built.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Generic, Self, SupportsIndex, TypeVar

import pygame

Tip = tuple[pygame.Rect, str]
V = TypeVar("V")


@dataclass(frozen=True, slots=True)
class HitArea:
    """One thing drawn: where (`rect`), what its tooltip says (`tip`, "" for none), the rules section
    that governs it (`rule`, a heading of the game's rules.md; None: no rule line) and, for a piece or a
    place the gestures and the coach point at, its `key`."""

    rect: pygame.Rect
    tip: str = ""
    rule: str | None = None
    key: Hashable | None = None


class Drawn(list[Tip]):
    """What a painter drew where.  As a list it is the frame's tooltips, ``(rect, text)``, so the kit's
    painters that take ``tips: list[Tip]`` append to it as they always did; each tip appended is filed
    under the rule in force (:meth:`under`).  Keyed places (:meth:`place`) are what a click or a drop
    can find."""

    def __init__(self, rule: str | None = None) -> None:
        super().__init__()
        self.rule = rule                                  # the rule a tip appended now belongs to
        self.rules: list[str | None] = []                 # one per tip, in the list's order
        self.places: dict[Hashable, pygame.Rect] = {}     # key -> rect of every piece and place drawn

    # -- the list of tips, each filed under the rule in force ---------------------------------------------
    def append(self, tip: Tip) -> None:
        super().append(tip)
        self.rules.append(self.rule)

    def insert(self, index: SupportsIndex, tip: Tip) -> None:
        super().insert(index, tip)
        self.rules.insert(index, self.rule)

    def extend(self, tips: Iterable[Tip]) -> None:
        for tip in tips:
            self.append(tip)

    def __iadd__(self, tips: Iterable[Tip]) -> Self:  # type: ignore[override,misc]
        self.extend(tips)
        return self

    # -- drawing ------------------------------------------------------------------------------------
    def under(self, rule: str | None) -> Under:
        """Tips appended inside the ``with`` block belong to `rule` (blocks nest)."""
        return Under(self, rule)

    def tip(self, rect: pygame.Rect, text: str, rule: str | None) -> None:
        """A tooltip over `rect`, governed by `rule`."""
        list.append(self, (pygame.Rect(rect), text))
        self.rules.append(rule)

    def place(self, key: Hashable, rect: pygame.Rect) -> pygame.Rect:
        """A piece or place drawn at `rect` that gestures and the coach find by `key`; the rect."""
        self.places[key] = rect
        return rect

    # -- reading ------------------------------------------------------------------------------------
    @property
    def areas(self) -> list[HitArea]:
        """Every hit area: the tips in drawing order (later ones lie on top), then the keyed places."""
        out = [HitArea(rect, text, rule) for (rect, text), rule in zip(self, self.rules, strict=True)]
        out += [HitArea(rect, key=key) for key, rect in self.places.items()]
        return out

    def rule_of(self, rect: pygame.Rect, text: str) -> str | None:
        """The rule of the tip drawn at `rect` with `text` (the last such), or None."""
        for index in range(len(self) - 1, -1, -1):
            tip_rect, tip_text = self[index]
            if tip_text == text and tip_rect == rect:
                return self.rules[index]
        return None

    def points(self) -> Iterator[tuple[int, int]]:
        """Where a click may find each keyed place (:func:`place_points`)."""
        return place_points(self.places)


def place_points(places: Mapping[Hashable, pygame.Rect]) -> Iterator[tuple[int, int]]:
    """Where a click may find each place: its middle, then four points inside it (a smaller thing may lie
    over its middle).  The coach reads these (a table's ``spots.clicks``)."""
    for rect in places.values():
        if rect.width and rect.height:
            yield rect.center
            for fx, fy in ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)):
                yield (rect.left + round(rect.width * fx), rect.top + round(rect.height * fy))


class ByStep(Generic[V]):
    """What a table says or does in each engine step, keyed by the step names the engine declares.

    Built from `declared` (the engine FLOW's ``steps`` and ``frames`` keys, handed on by the table's
    ``read.py``) and a mapping: a key the engine does not declare fails at once (a misspelt or stale step
    name is an import error, and so a failing test)."""

    def __init__(self, declared: Iterable[str], by_step: Mapping[str, V]) -> None:
        self.declared = frozenset(declared)
        unknown = sorted(set(by_step) - self.declared)
        if unknown:
            raise KeyError(f"steps the engine does not declare: {unknown} (it declares {sorted(self.declared)})")
        self._by_step = dict(by_step)

    def get(self, step: str | None, default: V) -> V:
        return self._by_step.get(step, default) if step is not None else default

    def __getitem__(self, step: str) -> V:
        return self._by_step[step]

    def __contains__(self, step: object) -> bool:
        return step in self._by_step

    def name(self, step: str) -> str:
        """`step`, checked: a step name the table compares with (``model.step == steps.name("minion")``)."""
        if step not in self.declared:
            raise KeyError(f"the engine declares no step {step!r}")
        return step


class Under:
    """The rule in force while a ``with`` block draws (:meth:`Drawn.under`); a plain class, not a generator:
    painters open one for nearly every thing they draw, every frame."""

    __slots__ = ("drawn", "rule", "was")

    def __init__(self, drawn: Drawn, rule: str | None) -> None:
        self.drawn, self.rule, self.was = drawn, rule, drawn.rule

    def __enter__(self) -> Drawn:
        self.was, self.drawn.rule = self.drawn.rule, self.rule
        return self.drawn

    def __exit__(self, *_exc: object) -> None:
        self.drawn.rule = self.was


def add_tip(tips: list[Tip], tip: Tip, rule: str | None = None) -> None:
    """Append `tip` to `tips`; a kit painter's tip with a rule of its own (`rule`), filed under it when `tips`
    is a :class:`Drawn` (else under the rule in force)."""
    if rule is not None and isinstance(tips, Drawn):
        list.append(tips, tip)
        tips.rules.append(rule)
    else:
        tips.append(tip)


def declared_steps(flow: Any) -> frozenset[str]:
    """The step names an engine's FLOW declares (its ``steps`` and ``frames`` keys)."""
    return frozenset(flow.steps) | frozenset(getattr(flow, "frames", {}) or {})
