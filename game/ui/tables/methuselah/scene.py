"""Drawing the Methuselah table from its model: the rivals' panels round the top with the hunting arrows,
the ribbon, the stage (stage.py), your seat (seats.py) and the Edge.

Every function here draws from a :class:`~game.ui.tables.methuselah.model.TableModel` alone and returns
what it drew where (a :class:`~game.ui.kit.table.Drawn`: each tip with its rules section, and the
rect of everything that can be pointed at, its key: ``("minion", uid)``, ``("seat", seat)``,
``("hand", index)``, ``("pool",)``, ``("crypt",)``, ``("stage",)``), for the gestures' drop targets
and clicks.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import seatcard, sprites
from game.ui.kit.above import draw_held, held_chips
from game.ui.kit.base import SeatLook, draw_ribbon
from game.ui.kit.hand import Chip
from game.ui.kit.seatcard import card_font
from game.ui.kit.table import Drawn
from game.ui.tables.methuselah import art
from game.ui.tables.methuselah.frame import Frame
from game.ui.tables.methuselah.hints import ACTIONS, GOAL, card_rule
from game.ui.tables.methuselah.layout import (
    TableLayout,
    rival_parts,
)
from game.ui.tables.methuselah.model import Card, TableModel
from game.ui.tables.methuselah.seats import draw_mine, draw_rival, edge_room
from game.ui.tables.methuselah.stage import draw_stage


def draw_table(surface: pygame.Surface, area: TableLayout, model: TableModel, seats: list[SeatLook],
               frame: Frame) -> Drawn:
    tips = Drawn()   # a tip filed under no rule gets the hints' FALLBACK
    hits = tips.places
    order = model.order()
    for i, (seat, rect) in enumerate(zip(order, area.rivals, strict=False)):
        draw_rival(surface, rect, model, model.seats[seat], seats[seat], area.unit, frame, tips, hits)
        if i < len(area.links):
            draw_link(surface, area.links[i], seats[seat].name, seats[order[i + 1]].name, area.unit, tips)
    for seat, strip in zip(order, area.strips, strict=False):   # from above: each rival's hand
        draw_held(surface, strip, held_of(model.seats[seat].held, seats[seat].name), area.unit, tips, "")
    draw_hunt_arrows(surface, area, model, seats, order, tips)
    draw_ribbon(surface, area.ribbon, frame.ribbon, frame.mine)
    draw_stage(surface, area, model, seats, frame, tips, hits)
    draw_mine(surface, area, model, seats[model.me], frame, tips, hits)
    if model.edge >= 0 and not frame.edge_hidden:
        pos = edge_spot(area, model, model.edge)
        token = art.edge_token(round(11 * area.unit))
        r = surface.blit(token, token.get_rect(center=(round(pos[0]), round(pos[1]))))
        tips.tip(r, (f"The Edge: {seats[model.edge].name} holds it (a successful bleed takes it; its holder "
                        "may gain 1 pool in the unlock phase)."), ACTIONS)
    elif model.edge < 0 and not frame.edge_hidden:
        token = art.edge_token(round(11 * area.unit))
        r = surface.blit(token, token.get_rect(center=area.edge_home))
        tips.tip(r, "The Edge: nobody holds it yet (a successful bleed takes it).", ACTIONS)
    return tips


def held_of(cards: Sequence[Card], name: str) -> list[Chip]:
    """A hand shown face up from above, each card in its kind's colour."""
    return held_chips(cards, lambda card: (card.name, art.kind_colour(card.kind)), lambda card: card.tip,
                      f"In {name}'s hand", rule_of=card_rule, card_of=lambda card: card.face)


def edge_spot(area: TableLayout, model: TableModel, seat: int) -> tuple[float, float]:
    """Where the Edge lies when `seat` holds it (nobody: beside the stage)."""
    if seat < 0:
        return area.edge_home
    pool = model.seats[seat].pool
    holder = SeatLook(seat, "", "", th.theme.seat(0), pool, False, False)
    if seat == model.me:
        aside = seatcard.header_aside(area.head, holder, area.unit, True, edge_room(area.unit))
        return (float(aside.centerx), float(aside.centery))
    order = model.order()
    if seat in order and order.index(seat) < len(area.rivals):
        head = rival_parts(area.rivals[order.index(seat)], area.unit).head
        aside = seatcard.header_aside(head, holder, area.unit, False, edge_room(area.unit))
        return (float(aside.centerx), float(aside.centery))
    return area.edge_home


def seat_rect(area: TableLayout, model: TableModel, seat: int) -> pygame.Rect:
    """The panel of `seat` (yours: your seat's area)."""
    if seat == model.me:
        return area.mine
    order = model.order()
    if seat in order and order.index(seat) < len(area.rivals):
        return area.rivals[order.index(seat)]
    return area.mine


def draw_link(surface: pygame.Surface, rect: pygame.Rect, hunter: str, prey: str, unit: float,
              tips: Drawn) -> None:
    """The arrow between two rivals: the one at its left hunts the one at its right."""
    cy = rect.top + rect.height * 0.42
    x0, x1 = rect.left + 2, rect.right - 2
    size = max(4, round(5 * unit))
    pygame.draw.line(surface, th.CRIMSON, (x0, cy), (x1 - size, cy), max(2, round(2 * unit)))
    pygame.draw.polygon(surface, th.CRIMSON_LIGHT, [(x1, cy), (x1 - size * 1.6, cy - size), (x1 - size * 1.6,
                                                                                              cy + size)])
    tips.tip(pygame.Rect(rect.left, round(cy - 3 * size), rect.width, 6 * size),
             f"{hunter} hunts {prey}: {prey} is {hunter}'s prey.", GOAL)


def draw_hunt_arrows(surface: pygame.Surface, area: TableLayout, model: TableModel, seats: list[SeatLook],
                     order: list[int], tips: Drawn) -> None:
    """From your seat up the left edge to your prey, and down the right edge from your predator to you."""
    me = model.seats[model.me]
    unit = area.unit
    width = max(2, round(3 * unit))
    for rect, colour, upward, text, who in ((area.prey_arrow, th.CRIMSON_LIGHT, True, "prey", me.prey),
                                           (area.predator_arrow, th.GOLD_DIM, False, "predator", me.predator)):
        cx = rect.centerx
        top, bottom = rect.top + round(4 * unit), rect.bottom - round(4 * unit)
        size = max(5, round(7 * unit))
        pygame.draw.line(surface, colour, (cx, top + size), (cx, bottom - size), width)
        tip_y = top if upward else bottom
        d = 1 if upward else -1
        pygame.draw.polygon(surface, colour, [(cx, tip_y), (cx - size, tip_y + d * size * 1.6),
                                              (cx + size, tip_y + d * size * 1.6)])
        label = _vertical_label(text.capitalize(), round(12 * unit), colour)
        spot = label.get_rect(center=(cx, (top + bottom) // 2))
        plate = spot.inflate(round(4 * unit), round(6 * unit))
        pygame.draw.rect(surface, th.INK, plate, border_radius=3)
        surface.blit(label, spot)
        name = seats[who].name if 0 <= who < len(seats) else "nobody"
        tips.tip(rect, f"Your {text}: {name}. " + ("You bleed your prey; oust it for 6 pool and a victory point."
                                                   if upward else "Your predator bleeds you; block its bleeds."), GOAL)


def _vertical_label(text: str, px: int, colour: th.Colour) -> pygame.Surface:
    def make() -> pygame.Surface:
        face = card_font(px, "bold")
        out = pygame.Surface(face.size(text), pygame.SRCALPHA)
        paint.text(out, text, face, colour, (0, 0))
        return pygame.transform.rotate(out, 90)
    return sprites.cached(("meth-vlabel", text, px, colour), make)
