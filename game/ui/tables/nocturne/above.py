"""Every screen at once, from above: on the table of a finished game seen whole (the true state, no viewer),
the screen at the foot of the table shows a row for each lord: the cards in hand, each order planned (face
down to the others) with the cards put under it (``game.ui.kit.above``)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit.above import draw_held, held_chips
from game.ui.kit.base import SeatLook
from game.ui.kit.hand import Chip
from game.ui.kit.table import Drawn
from game.ui.tables.nocturne import art
from game.ui.tables.nocturne.hints import PLANNING
from game.ui.tables.nocturne.layout import SLOTS, TableLayout
from game.ui.tables.nocturne.model import Card, Order, TableModel

CARD_CHIP = (86, 52, 40)       # a vampire card in hand
ORDER_CHIP = (40, 36, 64)      # an order token at the catacombs or the altar


def order_words(model: TableModel, order: Order) -> tuple[str, int | None]:
    """Where an order is planned ("Dusk in the North", "The altar") and its part of the day."""
    slot = order.slot
    if slot is None:
        return "", None
    if slot < 2:
        return f"The {SLOTS[slot]}", None
    return f"{SLOTS[slot].capitalize()} in the {model.quarters[order.quarter].name}", slot - 2


def held_of(model: TableModel, seat: int, name: str) -> list[Chip]:
    """What `seat` keeps behind its screen as face-up chips: its free cards in hand, then each order it
    planned, followed by the cards under it."""
    held = model.seats[seat]

    def tip(x: Card) -> str:
        return f"{x.name}: {x.strengths}" + (f"; value {x.value}" if x.victim else "")

    def face(x: Card) -> tuple[str, th.Colour]:
        return x.name, CARD_CHIP

    chips = held_chips([h.card for h in held.free], face, tip, f"In {name}'s hand", rule_of=_planning,
                       card_of=lambda x: x.face)
    for order in held.orders:
        words, part = order_words(model, order)
        if not words:
            continue
        token = order.token
        colour = th.darken(art.PART_COLOURS[part], 0.55) if part is not None else ORDER_CHIP
        chips.append(Chip((words, colour), f"{name}'s order {token + 1}, planned behind the screen: {words}.",
                          ring=True, apart=bool(chips), rule=PLANNING))
        chips += held_chips(list(held.under(token)), face, tip, f"Under {name}'s order ({words})",
                            rule_of=_planning, card_of=lambda x: x.face)
    return chips


def _planning(card: Card) -> str:
    """A card behind a screen is a card of the plan."""
    return PLANNING


def draw_screens(surface: pygame.Surface, area: TableLayout, model: TableModel, seats: Sequence[SeatLook],
                 tips: Drawn) -> None:
    """The screen from above: a title, then one row per lord, its name and what it holds."""
    unit, rect = area.unit, area.screen
    paint.panel(surface, rect, (30, 18, 24), th.GOLD_DIM, alpha=240)
    with paint.within(surface, rect, "every screen"):
        art.label(surface, "Behind every screen, seen from above: each lord's hand and planned orders.",
                  area.title, area.title.height * 0.72, th.PARCHMENT, unit, "italic", "midleft")
        pad = round(6 * unit)
        top = area.title.bottom + round(2 * unit)
        each = (rect.bottom - pad - top) / max(1, model.players)
        name_w = round(rect.width * 0.14)
        for p in range(model.players):
            look = seats[p]
            row = pygame.Rect(rect.left + pad, round(top + p * each), rect.width - 2 * pad, round(each) - 2)
            r = max(4, round(5 * unit))
            th.draw_shape(surface, look.style.shape, look.style.colour, (row.left + r, row.centery), r)
            label = pygame.Rect(row.left + 2 * r + 4, row.top, name_w - 2 * r - 8, row.height)
            art.label(surface, look.name, label, 14 * unit, th.GOLD if look.active else th.PARCHMENT, unit, "bold",
                      "midleft")
            strip = pygame.Rect(row.left + name_w, row.top, row.width - name_w, row.height)
            with tips.under(PLANNING):
                draw_held(surface, strip, held_of(model, p, look.name), unit, tips, "", "nothing behind the screen")
