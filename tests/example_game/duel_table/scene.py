"""The Duel table's painter: the model in the layout, and what it drew where (a Drawn)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import cards, materials, rivals, sprites
from game.ui.kit.base import SeatLook, draw_ribbon, draw_seat_header
from game.ui.kit.table import Drawn

from .frame import Frame
from .hints import FALLBACK, GOAL, ROUND, SETUP
from .layout import Layout
from .model import TableModel


def draw_card(surface: pygame.Surface, rect: pygame.Rect, value: int, unit: float, lit: bool = False) -> None:
    """A card face up: its value large in the middle."""
    cards.draw_card_face(surface, rect, lit=lit)
    paint.text(surface, str(value), sprites.font(unit * 4, "bold"), cards.SEPIA, rect.center, "center")


def card_sprite(size: tuple[int, int], value: int, unit: float) -> pygame.Surface:
    """A card face as a piece the drag carries (drawn once per size and value)."""
    return sprites.cached(("duel card", size, value, round(unit, 2)), lambda: _card_surface(size, value, unit))


def _card_surface(size: tuple[int, int], value: int, unit: float) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    face = materials.parchment(size, th.PARCHMENT)
    surface.blit(face, (0, 0))
    paint.text(surface, str(value), sprites.font(unit * 4, "bold"), cards.SEPIA, (size[0] / 2, size[1] / 2), "center")
    return surface


def draw_back(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, th.darken(th.CRIMSON, 0.4), rect, border_radius=6)
    pygame.draw.rect(surface, th.GOLD_DIM, rect, 2, border_radius=6)


def draw_table(surface: pygame.Surface, area: Layout, model: TableModel, seats: Sequence[SeatLook],
               frame: Frame) -> Drawn:
    tips = Drawn(FALLBACK)
    unit = area.unit
    draw_ribbon(surface, area.ribbon, frame.ribbon, model.current == model.me)
    tips.tip(area.ribbon, f"Round {min(model.round, model.rounds)} of {model.rounds}", GOAL)
    for look, seat, plate, slot in zip(seats, model.seats, area.seats, area.stage, strict=True):
        paint.panel(surface, plate)
        head = pygame.Rect(plate.left + 4, plate.top + 4, plate.width - 8, round(unit * 1.8))
        draw_seat_header(surface, head, look)
        if not look.you:   # a rival's name line opens its panel (kit.rivals; the sections: read.rival_sections)
            rivals.plate(surface, head, look.seat)
        tips.tip(head, f"{look.name}: {seat.score} points", GOAL)
        held = pygame.Rect(head.left, head.bottom + 4, head.width, round(unit * 1.4))
        paint.text(surface, f"{seat.cards_held} in hand · played {' '.join(map(str, seat.played)) or '-'}",
                   sprites.font(unit * 1.1, "italic"), th.PARCHMENT, held.midleft, "midleft")
        tips.tip(held, f"{look.name} holds {seat.cards_held} cards", SETUP)
        key = ("slot", seat.seat)
        tips.place(key, slot)
        if seat.done:
            if seat.committed:
                draw_card(surface, slot, seat.committed, unit)
            else:
                draw_back(surface, slot)
            tips.tip(slot, f"{look.name} has committed a card face down", ROUND)
        else:
            pygame.draw.rect(surface, th.GOLD if key in frame.lit else th.GOLD_DIM, slot, 2, border_radius=6)
            tips.tip(slot, f"{look.name}'s slot: a card committed lies here face down", ROUND)
    if model.shown and not any(s.done for s in model.seats):
        shown = ", ".join(str(c) for c in model.shown)
        row = pygame.Rect(area.full.left, area.stage[0].bottom + round(unit), area.full.width, round(unit * 2))
        paint.text(surface, f"Turned over: {shown}", sprites.font(unit * 1.4, "bold"), th.GOLD, row.center, "center")
        tips.tip(row, "The highest card alone scores its value; a tie scores nothing", ROUND)
    draw_back(surface, area.deck)
    tips.tip(area.deck, f"The deck: {model.deck_left} cards left", SETUP)
    for i, rect in enumerate(area.hand):
        if i >= len(model.mine.hand):
            continue
        if ("hand", i) not in frame.pieces:   # a piece that may be picked up: the drag draws it
            draw_card(surface, rect, model.mine.hand[i], unit)
        tips.place(("hand", i), rect)
        tips.tip(rect, f"Your {model.mine.hand[i]}: drag it to your slot, or click it, to commit it", ROUND)
    return tips
