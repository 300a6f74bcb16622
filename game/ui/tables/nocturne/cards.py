"""A Nocturne card in words and as it lies: its strength at Dawn, Dusk and Night, the text its zoom
shows, and the card drawn (a lesser or elder vampire, or a victim with its value's seal)."""

from __future__ import annotations

import pygame

from game.ui import theme as th
from game.ui.tables.nocturne import art
from game.ui.tables.nocturne.read import NocturneState, describe_ops

PART_WORDS = ("Dawn", "Dusk", "Night")


def strengths(view: NocturneState, card: int) -> str:
    s = view.content.strength[card]
    return f"Dawn {s[0]}  Dusk {s[1]}  Night {s[2]}"


def card_zoom(view: NocturneState, card: int) -> str:
    c = view.content
    kind = ("lesser vampire", "elder vampire", "victim")[c.kind[card]]
    text = f"A {kind}. Strength: {strengths(view, card)}."
    if c.kind[card] == 2:
        text += (f" Value {c.value[card]} (pays for rituals). Dusk ability for {c.cost[card]} influence: "
                 f"{describe_ops(c.dusk[card])}.")
    if c.crosses[card]:
        text += f" {c.crosses[card]} VP at the end."
    return text


def draw_minion(surface: pygame.Surface, rect: pygame.Rect, view: NocturneState, card: int, unit: float,
                lit: bool = False, hover: bool = False, edge: th.Colour | None = None) -> None:
    c = view.content
    s = c.strength[card]
    kind = c.kind[card]
    tone = (th.PARCHMENT, (226, 206, 200), (214, 222, 206))[kind]
    seal = str(c.value[card]) if kind == 2 else ""
    art.card(surface, rect, c.names[card], "", unit, card_zoom(view, card), seal, tone, lit, hover, edge,
             strength=s)
