"""The shared game board: round counter, action cards with their occupants, guild power, supply, intrigue track."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace

import pygame

from game.ui import theme as th
from game.ui.kit.base import Tip
from game.ui.kit.cardface import draw_face
from game.ui.kit.table import add_tip
from game.ui.kit.tracks import Mark, draw_gauges, draw_piles, draw_step_counter, pile_spots
from game.ui.tables.equilibrium import art
from game.ui.tables.equilibrium.hints import ACTION_CARDS, ERA_VOTES, ROUND
from game.ui.tables.equilibrium.layout import TableLayout
from game.ui.tables.equilibrium.model import TableModel

StyleOf = Callable[[int], th.SeatStyle]
TYPE_NAMES = {"basic": "a basic card", "advanced": "an advanced card", "board": "always on the table"}


def spider(surface: pygame.Surface, centre: tuple[float, float], r: float, colour: th.Colour) -> None:
    """A small spider: the mark of a card's intrigue value."""
    cx, cy = centre
    w = max(1, int(r / 3.5))
    for side in (-1, 1):
        for k, ang in enumerate((-50, -15, 15, 50)):
            a = math.radians(ang)
            kx, ky = cx + side * r * 0.55 * math.cos(a), cy + r * 0.55 * math.sin(a) - r * 0.25
            fx, fy = cx + side * r * 1.05 * math.cos(a), cy + r * 1.0 * math.sin(a) + r * (0.15 + 0.1 * k)
            pygame.draw.line(surface, colour, (cx, cy), (kx, ky), w)
            pygame.draw.line(surface, colour, (kx, ky), (fx, fy), w)
    pygame.draw.circle(surface, colour, (cx, cy + r * 0.1), r * 0.42)
    pygame.draw.circle(surface, colour, (cx, cy - r * 0.38), r * 0.26)


def draw_rounds(surface: pygame.Surface, rect: pygame.Rect, model: TableModel, tips: list[Tip]) -> None:
    """The round counter: rounds 1–8 and the four era changes (diamonds), the current step in gold."""
    schedule = model.schedule
    marks = [Mark(f"E{m.number}", f"Era change {m.number}: a secret vote on the guilds' power", True, ERA_VOTES)
             if m.kind == "era" else Mark(str(m.number), f"Round {m.number}", rule=ROUND) for m in schedule]
    draw_step_counter(surface, rect, "Rounds", marks, min(model.at, len(schedule) - 1),
                      model.phase == "over", tips)


def draw_cards(surface: pygame.Surface, layout: TableLayout, model: TableModel, style_of: StyleOf,
               lit: set[str], hover: str | None, dragging: bool, tips: list[Tip], asking: str = "") -> None:
    """The action cards on the table, each with the intrigue spiders of the space it lies on, a short
    text and its occupants."""
    current = model.card
    for space, rect in zip(model.spaces, layout.cards, strict=False):
        card, cid = space.card, space.card.id
        edge = th.CRIMSON if cid == current else th.GOLD if cid == asking else None
        intrigue = space.intrigue      # printed beside the space, not on the card
        face = replace(space.face, edge=edge, mark=lambda s, c, r: spider(s, c, r, (20, 6, 8)))
        draw_face(surface, rect, face, layout.unit, cid in lit, cid == hover, dragging and cid not in lit)
        _occupants(surface, rect, space.occupants, style_of)
        tip = (f"{card.name} — intrigue {intrigue}, the spiders beside its space "
               f"({TYPE_NAMES[card.type]})\n{card.text}")
        add_tip(tips, (rect, tip + ("\nOccupied this round." if space.occupants else "")), ACTION_CARDS)


def _occupants(surface: pygame.Surface, rect: pygame.Rect, occupants: tuple[tuple[int, bool], ...],
               style_of: StyleOf) -> None:
    r = max(6, int(rect.height * 0.14))
    x = rect.left + r + max(4, rect.width // 16)
    y = rect.bottom - r - 4
    for seat, offensive in occupants:
        sprite = art.action_token(style_of(seat), offensive, r)
        surface.blit(sprite, sprite.get_rect(center=(x, y)))
        x += int(r * 2.1)


def card_token_spot(rect: pygame.Rect, index: int) -> tuple[float, float]:
    """Where the `index`-th occupant of a card sits (where a dropped token settles)."""
    r = max(6, int(rect.height * 0.14))
    return (rect.left + r + max(4, rect.width // 16) + index * r * 2.1, rect.bottom - r - 4)


def draw_power(surface: pygame.Surface, rect: pygame.Rect, model: TableModel, tips: list[Tip]) -> None:
    """The guild power track: each guild's emblem, colour and power (what its Equilibrium cards score)."""
    guilds = model.guilds
    power, pile = model.power, model.eq_pile
    colours = [art.guild_colour(g) for g in range(6)]
    h = rect.height - 4
    draw_gauges(surface, rect, "Guild power", colours, power, max(6, max(power)),
                [art.emblem(g, int(h * 0.62), th.lighten(colours[g], 0.6)) for g in range(6)],
                [f"{guilds[g].name}: power {power[g]}. Each {guilds[g].name} Equilibrium card scores {power[g]}. "
                 f"{pile[g]} left in the pile." for g in range(6)], tips)


def supply_spots(rect: pygame.Rect) -> tuple[int, dict[int, tuple[int, int]]]:
    """The disc radius and the centre of each value's pile in the supply."""
    r, spots = pile_spots(rect, 3)
    return r, {v: spots[v - 1] for v in (1, 2, 3)}


def draw_supply(surface: pygame.Surface, rect: pygame.Rect, model: TableModel, tips: list[Tip],
                lit: set[int] | frozenset[int] = frozenset()) -> None:
    """The influence token supply: a small pile per value and how many are left."""
    supply = model.supply
    r, _spots = supply_spots(rect)
    draw_piles(surface, rect, "Supply", [art.disc(v, r) for v in (1, 2, 3)], supply[:3],
               [f"{supply[v - 1]} tokens worth {v} left" for v in (1, 2, 3)], tips, [v in lit for v in (1, 2, 3)])
