"""Your screen at the foot of the Nocturne table, drawn from your view alone: the bat board (the
catacombs, the altar and the three parts of the day) with the orders you planned and the cards under
them, your orders not yet planned and your hand."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import sprites
from game.ui.kit.base import SeatLook
from game.ui.kit.table import Drawn
from game.ui.tables.nocturne import art
from game.ui.tables.nocturne.cards import PART_WORDS, draw_minion
from game.ui.tables.nocturne.frame import Frame, Hits
from game.ui.tables.nocturne.hints import PLANNING, SLOT_RULES
from game.ui.tables.nocturne.layout import SLOTS, TableLayout, hand_rects, pool_homes, slot_token
from game.ui.tables.nocturne.model import Card, Order, TableModel


# -- the bat board -----------------------------------------------------------------------------------------
def draw_screen(surface: pygame.Surface, area: TableLayout, model: TableModel, seats: Sequence[SeatLook],
                frame: Frame, tips: Drawn, hits: Hits) -> None:
    """Your screen: the line on it, the orders not yet planned, the bat board with the orders planned (and
    the cards under them), and your hand."""
    unit, rect = area.unit, area.screen
    me = model.me
    mine = model.mine
    colour = seats[me].style.colour
    paint.panel(surface, rect, (30, 18, 24), th.GOLD_DIM, alpha=240)
    with paint.within(surface, rect, "your screen"):
        status = frame.status or "Behind your screen: your bat board and your hand (only you see them)."
        art.label(surface, status, area.title, area.title.height * 0.72,
                  th.lighten(th.CRIMSON, 0.35) if frame.refused else th.PARCHMENT, unit,
                  "bold" if frame.refused else "italic", "midleft", lines=2)
    planned = [o for o in mine.orders if o.slot is not None]
    free_tokens = len(mine.orders) - len(planned) if model.phase == "planning" else 0
    # the pool of orders not yet planned
    paint.panel(surface, area.pool, th.NIGHT, th.GOLD_DIM, alpha=200)
    with paint.within(surface, area.pool, "your orders"):
        art.label(surface, "Orders", pygame.Rect(area.pool.left + 2, area.pool.top + 1, area.pool.width - 4,
                                                 round(15 * unit)), 13 * unit, th.PARCHMENT_DIM, unit, "italic")
    r = max(8, round(11 * unit))
    for i, home in enumerate(pool_homes(area, free_tokens)):
        if ("token", i) in frame.hidden:
            continue
        sprite = art.token_face(colour, None, r)
        surface.blit(sprite, sprite.get_rect(center=(round(home[0]), round(home[1]))))
    tips.tip(area.pool, ("Your order tokens not yet planned: drag one onto the catacombs, the altar or a cell "
                            "of the city (its quarter and part of the day)."), PLANNING)
    on_slot: dict[int, list[Order]] = {}
    for o in planned:
        if o.slot is not None:
            on_slot.setdefault(o.slot, []).append(o)
    placed = model.phase == "orders"
    for s, box in enumerate(area.slots):
        key = ("slot", s)
        hits[key] = box
        lit = key in frame.lit
        ts = on_slot.get(s, [])
        current = model.current is not None and any(o.token == model.current for o in ts)
        if lit:
            surface.blit(sprites.card_glow(box.inflate(10, 10).size, th.GOLD if box.collidepoint(frame.mouse)
                                           else th.LEGAL), box.inflate(10, 10).topleft)
        paint.panel(surface, box, th.NIGHT, th.GOLD if current else th.GOLD_DIM, alpha=215)
        name = SLOTS[s].capitalize()
        head = pygame.Rect(box.left + 4, box.top + 1, box.width - 8, round(15 * unit))
        words = name
        if s >= 2 and ts:
            words = f"{name} in the {model.quarters[ts[0].quarter].name}"
        with paint.within(surface, box, f"the bat board's {name}"):
            if s >= 2:
                art.part_mark(surface, s - 2, (head.left + head.height * 0.5, head.centery), head.height * 0.45)
                head = head.inflate(-head.height * 1.2, 0).move(head.height * 0.6, 0)
            art.label(surface, words, head, head.height * 0.85, art.PART_COLOURS[s - 2] if s >= 2 else th.PARCHMENT,
                      unit, "bold", "midleft") or art.label(surface, name, head, head.height * 0.85, th.PARCHMENT,
                                                           unit, "bold", "midleft")
        for i, o in enumerate(ts):
            if ("order", o.token) in frame.hidden or (placed and o.placed):
                continue
            sprite = art.token_face(colour, s - 2 if s >= 2 else None, r)
            surface.blit(sprite, sprite.get_rect(center=tuple(round(v) for v in slot_token(area, s, i))))
        if s >= 2 and ts:
            under = mine.under(ts[0].token)
            chips = pygame.Rect(box.left + 2 * r + 10, box.top + round(16 * unit), box.width - 2 * r - 14,
                                box.height - round(16 * unit) - 3)
            _chips(surface, chips, under, unit, tips)
        tips.tip(box, _slot_tip(s, ts), SLOT_RULES[s])
    # the hand
    free = mine.free
    rects = hand_rects(area, len(free))
    for held, box in zip(free, rects, strict=False):
        i, x = held.index, held.card
        hits[("card", i)] = box
        if ("card", i) in frame.hidden:   # a piece the hand may pick up: the drag draws it, it still zooms
            art.zoom_only(surface, box, x.face)
        else:
            draw_minion(surface, box, x, unit, ("card", i) in frame.lit, box.collidepoint(frame.mouse))
        tips.tip(box, f"{x.name}: {x.strengths}" + (
            f"; value {x.value}" if x.victim else "") + ". Drag it under the order being planned.", PLANNING)
    if not free:
        with paint.within(surface, area.hand, "your hand"):
            art.label(surface, "No free cards in hand", area.hand, 13 * unit, th.PARCHMENT_DIM, unit, "italic")


def _chips(surface: pygame.Surface, rect: pygame.Rect, cards: tuple[Card, ...], unit: float,
           tips: Drawn) -> None:
    """The cards under an order, as small named strips."""
    if not cards or rect.height < 10:
        return
    h = max(round(art.floor_px(unit) * 1.45), min(round(18 * unit), rect.height // max(1, len(cards))))
    cols = max(1, min(len(cards), rect.height // h and (len(cards) + rect.height // h - 1) // (rect.height // h)))
    w = (rect.width - 2 * (cols - 1)) // cols
    per = max(1, rect.height // h)
    for n, x in enumerate(cards):
        col, row = divmod(n, per)
        box = pygame.Rect(rect.left + col * (w + 2), rect.top + row * h, w, h - 2)
        if box.bottom > rect.bottom + 1 or box.right > rect.right + 1:
            break
        s = x.strength
        art.card(surface, box, f"{x.name} {s[0]}·{s[1]}·{s[2]}", "", unit, x.face)
        tips.tip(box, f"{x.name}: {x.strengths}", PLANNING)


def _slot_tip(s: int, ts: list[Order]) -> str:
    if s == 0:
        return f"The catacombs: {len(ts)} order(s); each takes the top lesser or elder vampire when placed."
    if s == 1:
        return f"The altar: {len(ts)} order(s); each may buy a face-up ritual with victims' value when placed."
    part = PART_WORDS[s - 2]
    if not ts:
        return f"{part}: no order yet. Drag an order onto a {part} cell of the city to plan one here."
    return f"{part}: drag cards from your hand under this order; their {part} strength must beat the fear die."
