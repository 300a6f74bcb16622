"""The shared game board: round counter, action cards with their occupants, guild power, supply, intrigue track."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.games.equilibrium.content import load
from game.ui import paint
from game.ui import theme as th
from game.ui.kit.base import Tip
from game.ui.kit.cards import draw_card_face, draw_seal, write_card
from game.ui.kit.sprites import font
from game.ui.kit.tracks import Mark, draw_piles, draw_step_counter, pile_spots
from game.ui.tables.equilibrium import art
from game.ui.tables.equilibrium.layout import TableLayout
from game.ui.tables.equilibrium.moves import short_text

StyleOf = Callable[[int], th.SeatStyle]
TYPE_NAMES = {"basic": "a basic card", "advanced": "an advanced card", "board": "always on the table"}
TAGS = {"advanced": "advanced", "board": "always here"}


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


def draw_rounds(surface: pygame.Surface, rect: pygame.Rect, state: object, tips: list[Tip]) -> None:
    """The round counter: rounds 1–8 and the four era changes (diamonds), the current step in gold."""
    schedule = state.schedule  # type: ignore[attr-defined]
    marks = [Mark(f"E{num}", f"Era change {num}: a secret vote on the guilds' power", True) if kind == "era"
             else Mark(str(num), f"Round {num}") for kind, num in schedule]
    draw_step_counter(surface, rect, "Rounds", marks, min(state.step, len(schedule) - 1),  # type: ignore
                      state.phase == "over", tips)  # type: ignore[attr-defined]


def draw_cards(surface: pygame.Surface, layout: TableLayout, state: object, style_of: StyleOf,
               lit: set[str], hover: str | None, dragging: bool, tips: list[Tip], asking: str = "") -> None:
    """The action cards on the table with their intrigue spiders, a short text and their occupants."""
    content = load()
    occupants = state.occupants  # type: ignore[attr-defined]
    current = getattr(state, "t_card", "")
    for i, (cid, rect) in enumerate(zip(state.cards, layout.cards, strict=False)):  # type: ignore[attr-defined]
        card = content.cards[cid]
        edge = th.CRIMSON if cid == current else th.GOLD if cid == asking else None
        draw_card_face(surface, rect, th.PARCHMENT if card.type != "board" else (214, 196, 170), cid in lit,
                       cid == hover, dragging and cid not in lit, edge)
        seal = draw_seal(surface, rect, str(card.intrigue), lambda s, c, r: spider(s, c, r, (20, 6, 8)))
        write_card(surface, rect, card.name, short_text(cid), layout.unit, seal, TAGS.get(card.type, ""))
        _occupants(surface, rect, occupants[i], style_of)
        tip = (f"{card.name} — intrigue {card.intrigue} ({TYPE_NAMES[card.type]})\n{card.text}")
        tips.append((rect, tip + ("\nOccupied this round." if occupants[i] else "")))


def _occupants(surface: pygame.Surface, rect: pygame.Rect, occupants: list[list[int]], style_of: StyleOf) -> None:
    r = max(6, int(rect.height * 0.14))
    x = rect.left + r + max(4, rect.width // 16)
    y = rect.bottom - r - 4
    for seat, kind in occupants:
        sprite = art.action_token(style_of(seat), kind == 0, r)
        surface.blit(sprite, sprite.get_rect(center=(x, y)))
        x += int(r * 2.1)


def card_token_spot(rect: pygame.Rect, index: int) -> tuple[float, float]:
    """Where the `index`-th occupant of a card sits (where a dropped token settles)."""
    r = max(6, int(rect.height * 0.14))
    return (rect.left + r + max(4, rect.width // 16) + index * r * 2.1, rect.bottom - r - 4)


def draw_power(surface: pygame.Surface, rect: pygame.Rect, state: object, tips: list[Tip]) -> None:
    """The guild power track: each guild's emblem, colour and power (what its Equilibrium cards score)."""
    content = load()
    power = state.power  # type: ignore[attr-defined]
    pile = state.eq_pile  # type: ignore[attr-defined]
    cell = rect.width / 6
    label = font(rect.height * 0.22, "italic")
    paint.text(surface, "Guild power", label, th.PARCHMENT_DIM, (rect.left + 2, rect.top - 1), "bottomleft")
    top_power = max(power) if power else 1
    for g in range(6):
        box = pygame.Rect(round(rect.left + g * cell + 2), rect.top + 2, round(cell - 4), rect.height - 4)
        colour = art.guild_colour(g)
        pygame.draw.rect(surface, th.darken(colour, 0.45), box, border_radius=5)
        fill = box.inflate(-4, -4)
        bar_h = int(fill.height * min(1.0, power[g] / max(6, top_power)))
        bar = pygame.Rect(fill.left, fill.bottom - bar_h, fill.width, bar_h)
        pygame.draw.rect(surface, th.darken(colour, 0.15), bar, border_radius=4)
        pygame.draw.rect(surface, th.lighten(colour, 0.3), box, 1, border_radius=5)
        mark = art.emblem(g, int(box.height * 0.62), th.lighten(colour, 0.6))
        surface.blit(mark, mark.get_rect(midleft=(box.left + 3, box.centery)))
        paint.text(surface, str(power[g]), font(box.height * 0.62, "bold"), th.PARCHMENT,
                   (box.right - 5, box.centery), "midright", shadow=True)
        name = content.guilds[g].name
        tip = f"{name}: power {power[g]}. Each {name} Equilibrium card scores {power[g]}. {pile[g]} left in the pile."
        tips.append((box, tip))


def supply_spots(rect: pygame.Rect) -> tuple[int, dict[int, tuple[int, int]]]:
    """The disc radius and the centre of each value's pile in the supply."""
    r, spots = pile_spots(rect, 3)
    return r, {v: spots[v - 1] for v in (1, 2, 3)}


def draw_supply(surface: pygame.Surface, rect: pygame.Rect, state: object, tips: list[Tip],
                lit: set[int] | frozenset[int] = frozenset()) -> None:
    """The influence token supply: a small pile per value and how many are left."""
    supply = state.supply  # type: ignore[attr-defined]
    r, _spots = supply_spots(rect)
    draw_piles(surface, rect, "Supply", [art.disc(v, r) for v in (1, 2, 3)], supply[:3],
               [f"{supply[v - 1]} tokens worth {v} left" for v in (1, 2, 3)], tips, [v in lit for v in (1, 2, 3)])
