"""From above: every seat's held cards face up, on the table of a game watched whole.

The replay of a finished game seen from above (and a finished game's final table) hands the table the
whole true state with no viewer; every other table is drawn from a view copy, in which another seat's
hand is only backs (``view()`` masks it).  :func:`from_above` tells the two apart, so a table shows each
seat's hand, hidden votes or cards under its orders face up only then: what the true state holds is never
drawn for a seat's eyes, nor for a game still going.

A table draws a seat's held cards as named chips (``game.ui.kit.hand``, each zoomable with a right-click,
its tooltip under the pointer) with :func:`draw_held` (a strip of its own) or in a flow of its own
(:func:`held_chips`), and notes what it showed on the view (:meth:`Held.note`), which the tests read.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core import GameState
from game.ui import paint
from game.ui import theme as th
from game.ui.kit import sprites
from game.ui.kit.base import Tip
from game.ui.kit.cardface import CardFace
from game.ui.kit.hand import Chip, Face, draw_flow, draw_note
from game.ui.kit.seatcard import card_font

STRIP_H = 24   # a strip of held cards (one line of chips), in the table's unit


def from_above(view: GameState) -> bool:
    """True when `view` is the whole true state with nobody's eyes on it (a finished game from above):
    every seat's held cards may be shown.  A view copy never is, whoever's (a spectator's too): ``view()``
    drops the random generator, which only the true state keeps."""
    return view.viewer is None and view.rng is not None


@dataclass
class Held:
    """What the table showed face up of each seat's held cards this frame (cleared as a frame begins)."""

    cards: dict[int, list[str]] = field(default_factory=dict)

    def clear(self) -> None:
        self.cards.clear()

    def note(self, seat: int, chips: Iterable[Chip]) -> None:
        self.cards.setdefault(seat, []).extend(chip.face[0] for chip in chips if chip.face is not None)


def held_chips(cards: Iterable[Any], face_of: Callable[[Any], Face], tip_of: Callable[[Any], str],
               where: str, apart: bool = False, rule_of: Callable[[Any], str | None] | None = None,
               card_of: Callable[[Any], CardFace | None] | None = None) -> list[Chip]:
    """Held `cards` as face-up chips, ringed in gold (a card only its owner sees), each tip saying `where`
    it is held ("In Mirela's hand"); with `apart` a divider before the first (after the cards in play);
    `rule_of(card)`: the rules section of its tip; `card_of(card)`: its face, for the zoom."""
    return [Chip(face_of(card), f"{where}: {tip_of(card)}", ring=True, apart=apart and k == 0,
                 rule=rule_of(card) if rule_of is not None else None,
                 card=card_of(card) if card_of is not None else None)
            for k, card in enumerate(cards)]


def strip_height(unit: float, lines: int = 1) -> int:
    """The height of a strip of held cards `lines` lines high."""
    return round(STRIP_H * unit) + (lines - 1) * round((STRIP_H - 4) * unit)


def carve(rect: pygame.Rect, unit: float, lines: int = 1) -> tuple[pygame.Rect, pygame.Rect]:
    """A seat's panel split for the view from above: the panel without its foot, and the strip at its foot
    where its held cards go."""
    h = min(strip_height(unit, lines), rect.height // 2)
    return (pygame.Rect(rect.left, rect.top, rect.width, rect.height - h),
            pygame.Rect(rect.left, rect.bottom - h, rect.width, h))


def draw_held(surface: pygame.Surface, rect: pygame.Rect, chips: Sequence[Chip], unit: float, tips: list[Tip],
              label: str = "Hand", empty: str = "empty hand", frame: bool = True) -> dict[int, pygame.Rect]:
    """A strip of held cards: a quiet `label`, then each card by its whole name (the type as large as the
    strip allows, a name going on to a second line between its words when it must), or `empty`."""
    if frame:
        surface.blit(sprites.sheet(rect.size, th.INK, 200), rect.topleft)
        pygame.draw.rect(surface, th.GOLD_DIM, rect, 1, border_radius=3)
    pad = max(2, round(4 * unit))
    inner = rect.inflate(-2 * pad, -max(2, round(3 * unit)))
    with paint.within(surface, rect, f"the {label.lower() or 'held cards'} strip"):
        if label:
            face = card_font(12 * unit, "italic")
            text = paint.fit(label, face, inner.width // 3)
            r = paint.text(surface, text, face, th.GOLD_DIM, (inner.left, inner.top + round(9 * unit)), "midleft")
            inner = pygame.Rect(r.right + pad, inner.top, inner.right - r.right - pad, inner.height)
        if not chips:
            draw_note(surface, (inner.left, inner.top + round(9 * unit)), empty, unit)
            return {}
        return draw_flow(surface, inner, chips, unit, tips, size=13, smallest=9.7, split=True)
