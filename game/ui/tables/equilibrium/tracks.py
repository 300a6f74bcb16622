"""The shared game board: round counter, action cards with their occupants, guild power, supply, intrigue track."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.games.equilibrium.content import load
from game.ui import paint
from game.ui import theme as th
from game.ui.kit import materials, sprites
from game.ui.kit.base import Tip
from game.ui.kit.sprites import font
from game.ui.kit.tracks import Mark, draw_piles, draw_step_counter, pile_spots
from game.ui.tables.equilibrium import art
from game.ui.tables.equilibrium.layout import TableLayout
from game.ui.tables.equilibrium.moves import short_text

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
    cards = state.cards  # type: ignore[attr-defined]
    occupants = state.occupants  # type: ignore[attr-defined]
    current = getattr(state, "t_card", "")
    for i, (cid, rect) in enumerate(zip(cards, layout.cards, strict=False)):
        card = content.cards[cid]
        legal = cid in lit
        if legal:
            glow = sprites.card_glow(rect.inflate(16, 16).size, th.GOLD if cid == hover else th.LEGAL)
            surface.blit(glow, rect.inflate(16, 16).topleft)
        shadow = sprites.soft_shadow(rect.size, 6, 120)
        surface.blit(shadow, (rect.left - 6 + 2, rect.top - 6 + 4))
        tone = th.PARCHMENT if card.type != "board" else (214, 196, 170)
        face = materials.parchment(rect.size, tone)
        if dragging and not legal:
            face = face.copy()
            face.fill((150, 140, 130, 255), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(face, rect.topleft)
        if cid == current:
            pygame.draw.rect(surface, th.CRIMSON, rect, 3, border_radius=6)
        elif cid == asking:
            pygame.draw.rect(surface, th.GOLD, rect, 3, border_radius=6)
        _card_text(surface, rect, cid, layout.unit)
        _occupants(surface, rect, occupants[i], style_of)
        tip = (f"{card.name} — intrigue {card.intrigue} ({TYPE_NAMES[card.type]})\n{card.text}")
        if occupants[i]:
            tip += "\nOccupied this round."
        tips.append((rect, tip))


def _card_text(surface: pygame.Surface, rect: pygame.Rect, cid: str, unit: float) -> None:
    """Title (wrapped), the intrigue seal in the corner, a short line of text, the card's kind."""
    card = load().cards[cid]
    pad = max(4, rect.width // 16)
    seal_r = max(8, int(min(rect.width, rect.height) * 0.16))
    seal = (rect.right - seal_r + 2, rect.top + seal_r - 2)
    pygame.draw.circle(surface, (0, 0, 0), (seal[0] + 1, seal[1] + 2), seal_r)
    pygame.draw.circle(surface, (116, 18, 30), seal, seal_r)
    pygame.draw.circle(surface, th.GOLD_DIM, seal, seal_r, max(1, seal_r // 8))
    spider(surface, (seal[0] - seal_r * 0.38, seal[1] + seal_r * 0.05), seal_r * 0.36, (20, 6, 8))
    paint.text(surface, str(card.intrigue), font(seal_r * 1.25, "bold"), th.GOLD,
               (seal[0] + seal_r * 0.3, seal[1] + 1), "center")
    room = rect.width - 2 * pad - seal_r * 2 + 4
    size = max(13 * unit, rect.height * 0.16)
    title = font(size, "bold")
    while size > 9 and any(title.size(word)[0] > room for word in card.name.split()):
        size -= 1
        title = font(size, "bold")
    lines = paint.wrap(card.name, title, room)[:2]
    y = rect.top + pad - 2
    for line in lines:
        paint.text(surface, line, title, (44, 22, 18), (rect.left + pad, y))
        y += title.get_linesize() - 3
    body = font(max(12 * unit, rect.height * 0.13), "italic")
    y = max(y + 2, rect.top + seal_r * 2 - 2)
    for line in paint.wrap(short_text(cid), body, rect.width - 2 * pad)[:3]:
        paint.text(surface, line, body, (74, 54, 42), (rect.left + pad, y))
        y += body.get_linesize() - 2
    if card.type != "basic":
        tag = font(max(9, rect.height * 0.1), "italic")
        paint.text(surface, "advanced" if card.type == "advanced" else "always here", tag, (120, 90, 70),
                   (rect.right - pad, rect.bottom - pad // 2), "bottomright")


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
