"""A Nocturne card as it lies (a lesser or elder vampire, or a victim with its value's seal), drawn from the
model's :class:`~game.ui.tables.nocturne.model.Card` (its words: ``strengths``, ``zoom``)."""

from __future__ import annotations

import pygame

from game.ui import theme as th
from game.ui.tables.nocturne import art
from game.ui.tables.nocturne.model import PART_WORDS, Card

__all__ = ["PART_WORDS", "TONES", "draw_minion"]

TONES = {"lesser": th.PARCHMENT, "elder": (226, 206, 200), "victim": (214, 222, 206)}


def draw_minion(surface: pygame.Surface, rect: pygame.Rect, card: Card, unit: float,
                lit: bool = False, hover: bool = False, edge: th.Colour | None = None) -> None:
    seal = str(card.value) if card.victim else ""
    art.card(surface, rect, card.name, "", unit, card.face, seal, TONES[card.kind], lit, hover, edge,
             strength=card.strength)
