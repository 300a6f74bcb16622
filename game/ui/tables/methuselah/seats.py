"""A seat's panel: a rival's round the top (its pool, victory points, counts, how it stands to you and
its regions) and yours at the bottom (the same, with your pool's counters and your hand)."""

from __future__ import annotations

import dataclasses

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import hand, rivals, seatcard
from game.ui.kit.base import SeatLook
from game.ui.kit.seatcard import card_font
from game.ui.kit.table import Drawn
from game.ui.tables.methuselah import art
from game.ui.tables.methuselah.frame import Frame, Hits
from game.ui.tables.methuselah.hints import DISCARD, GOAL, INFLUENCE, TABLE, card_rule
from game.ui.tables.methuselah.layout import (
    Crowd,
    TableLayout,
    hand_rects,
    pool_homes,
    rival_parts,
)
from game.ui.tables.methuselah.minions import draw_minions, draw_region
from game.ui.tables.methuselah.model import Seat, TableModel


def edge_room(unit: float) -> int:
    """The room kept in a header for the Edge, left of the pool."""
    return round(24 * unit)


def pool_label(pool: int) -> str:
    return f"Pool {pool}"


# -- a rival ------------------------------------------------------------------------------------------------
def relation(model: TableModel, seat: int) -> tuple[str, th.Colour]:
    me = model.seats[model.me]
    if model.seats[seat].ousted:
        return "ousted", th.ASH
    if seat == me.prey and seat == me.predator:
        return "prey and predator", th.CRIMSON_LIGHT
    mine = "" if model.watching else "your "   # with nobody's eyes, the circle is the bottom seat's
    if seat == me.prey:
        return f"{mine}prey", th.CRIMSON_LIGHT
    if seat == me.predator:
        return f"{mine}predator", th.GOLD
    return "", th.PARCHMENT_DIM


def vp_text(vp: float) -> str:
    value = f"{vp:g}"
    return f"{value} VP"


def draw_rival(surface: pygame.Surface, rect: pygame.Rect, model: TableModel, seat: Seat, look: SeatLook,
               unit: float, frame: Frame, tips: Drawn, hits: Hits) -> None:
    parts = rival_parts(rect, unit, crowd(seat))
    lit = ("seat", seat.seat) in frame.lit
    seatcard.draw_card_frame(surface, rect, look.style.colour, look.active, veiled=seat.ousted)
    if lit:
        pygame.draw.rect(surface, th.GOLD if rect.collidepoint(frame.mouse) else th.LEGAL, rect.inflate(4, 4), 2,
                         border_radius=4)
    hits[("seat", seat.seat)] = rect
    with paint.within(surface, rect, f"{look.name}'s panel"):
        who = dataclasses.replace(look, score=seat.pool)
        word, colour = relation(model, seat.seat)
        sub = vp_text(seat.vp)
        with tips.under(GOAL):
            seatcard.draw_card_header(surface, parts.head, who, look.style.colour, unit, tips, False, sub,
                                      th.PARCHMENT_DIM,
                                      score_tip=f"{look.name}'s pool: {seat.pool}. At 0 the ancient is ousted.",
                                      sub_tip=f"{look.name}: {vp_text(seat.vp)}"
                                              + (f", {word}" if word else "") + ".",
                                      keep=edge_room(unit) if model.edge == seat.seat else 0)
        x, _badges = draw_counts(surface, parts.counts, seat, look.name, unit, tips)
        right = parts.counts.right
        if word:
            face = card_font(12 * unit, "bold")
            if x + face.size(word)[0] + round(4 * unit) <= right:
                r = paint.text(surface, word, face, colour, (right, parts.counts.centery), "midright")
                tips.tip(r, f"{look.name} is {word}.", GOAL)
                right = r.left
        backs = min(seat.hand, 8)
        chip_w, chip_h = max(6, round(8 * unit)), min(parts.counts.height, max(9, round(13 * unit)))
        fan_w = chip_w + round(chip_w * 0.5) * (backs - 1)
        if backs and x + round(6 * unit) + fan_w <= right - round(6 * unit):   # the hand seen from across the table
            with tips.under(TABLE):
                hand.draw_fan(surface, round(x + round(6 * unit)), parts.counts.centery - chip_h // 2, chip_w, chip_h,
                              [None] * backs, unit,
                              f"{look.name} holds {seat.hand} card{'s' if seat.hand != 1 else ''} (hidden).", tips)
        draw_minions(surface, parts.ready, seat.ready, unit, False, frame, tips, hits, "ready")
        draw_region(surface, parts.torpor, "Torpor", seat.torpor, unit, False, frame, tips, hits, "torpor")
        draw_region(surface, parts.uncontrolled, "Uncontrolled", seat.uncontrolled, unit, False, frame, tips, hits,
                    "uncontrolled")
        if seat.ousted:
            face = card_font(26 * unit, "title")
            paint.text(surface, "Ousted", face, th.CRIMSON_LIGHT, parts.ready.center, "center", shadow=True)


def crowd(seat: Seat) -> Crowd:
    """What the seat's regions hold, as far as their sizes go."""
    return Crowd(tuple(m.locked for m in seat.ready), len(seat.torpor), len(seat.uncontrolled))


def in_play(seat: Seat) -> str:
    """The names of a seat's cards in play, as the table shows them."""
    return ", ".join(c.name for c in seat.events)


def draw_counts(surface: pygame.Surface, rect: pygame.Rect, seat: Seat, name: str, unit: float,
                tips: Drawn, own: bool = False) -> tuple[float, dict[str, pygame.Rect]]:
    """A seat's counts as badges (hand, library, crypt, ash heap) and how many cards it has in play; the x
    after them and each badge's rect by its letter."""
    whose, holds = ("your", "You hold") if own else (f"{name}'s", f"{name} holds")
    held = f"{holds} {seat.hand} card{'s' if seat.hand != 1 else ''}" + ("." if own else " (hidden).")
    badges = [("H", f"H{seat.hand}", held),
              ("L", f"L{seat.library}", f"{seat.library} cards left in {whose} library."
               + (" Click for your deck's lists." if own else "")),
              ("C", f"C{seat.crypt}", f"{seat.crypt} vampires left in {whose} crypt."
               + (" In the influence phase, four transfers and 1 pool bring the next one out: click it." if own
                  else "")),
              ("A", f"A{seat.ash}", f"{seat.ash} cards on {whose} ash heap (the discard pile).")]
    size = min(rect.height - 2, 15 * unit)
    x, y = float(rect.left), rect.top + 1
    rects: dict[str, pygame.Rect] = {}
    for letter, text, tip in badges:
        with tips.under(INFLUENCE if own and letter == "C" else TABLE):
            after = seatcard.draw_badges(surface, (x, y), [(text, tip)], size, tips)
        rects[letter] = pygame.Rect(round(x), round(y), round(size * 1.55), round(size))
        x = after
    if seat.events and not own:  # your own are named on your header's line
        face = card_font(11 * unit, "italic")
        text = f"{len(seat.events)} in play"
        if x + face.size(text)[0] < rect.right:
            r = paint.text(surface, text, face, th.PARCHMENT_DIM, (x + 4, rect.centery), "midleft")
            tips.tip(r, f"In play: {in_play(seat)}.", DISCARD)
            x = r.right
    return x, rects


# -- your seat -----------------------------------------------------------------------------------------------
def draw_mine(surface: pygame.Surface, area: TableLayout, model: TableModel, look: SeatLook, frame: Frame,
              tips: Drawn, hits: Hits) -> None:
    unit = area.unit
    seat = model.seats[model.me]
    rect = area.mine
    seatcard.draw_card_frame(surface, rect, look.style.colour, look.active, veiled=seat.ousted)
    hits[("seat", model.me)] = area.head
    with paint.within(surface, rect, "your seat"):
        who = dataclasses.replace(look, score=seat.pool)
        parts = [vp_text(seat.vp)]
        if model.phase == "influence" and model.turn_of == model.me:
            parts.append(f"{model.transfers} transfer{'s' if model.transfers != 1 else ''} left")
        if seat.events:  # your own cards in play are named (a rival's are counted beside its badges)
            parts.append(f"in play: {in_play(seat)}")
        sub = " · ".join(parts)
        counts_w = round(4 * 15 * unit * 1.8)
        edge_w = edge_room(unit)
        with tips.under(GOAL):
            seatcard.draw_card_header(surface, area.head, who, look.style.colour, unit, tips, True, sub,
                                      th.PARCHMENT_DIM, score_tip=f"Your pool: {seat.pool}. At 0 you are ousted.",
                                      sub_tip=f"In play: {in_play(seat)}." if seat.events else "",
                                      keep=counts_w + edge_w, sub_rule=DISCARD)
        aside = seatcard.header_aside(area.head, who, unit, True, counts_w + edge_w)
        counts = pygame.Rect(aside.left, aside.top + round(3 * unit), counts_w, round(17 * unit))
        _x, badges = draw_counts(surface, counts, seat, look.name, unit, tips, own=True)
        rivals.plate(surface, badges["L"], model.me)   # your own panel: a click keeps your deck's lists open
        hits[("crypt",)] = badges["C"]
        if ("crypt",) in frame.clickable:
            pygame.draw.rect(surface, th.LEGAL, badges["C"].inflate(4, 4), 2, border_radius=4)
        hits[("region", "ready", True)] = area.ready
        draw_minions(surface, area.ready, seat.ready, unit, True, frame, tips, hits, "ready")
        draw_region(surface, area.torpor, "Torpor", seat.torpor, unit, True, frame, tips, hits, "torpor")
        draw_region(surface, area.uncontrolled, "Uncontrolled", seat.uncontrolled, unit, True, frame, tips, hits,
                    "uncontrolled")
        draw_pool(surface, area, seat.pool, unit, frame, tips, hits)
        draw_hand(surface, area, model, unit, frame, tips, hits)


def pool_radius(unit: float) -> int:
    return max(5, round(8 * unit))


def pool_label_width(unit: float) -> int:
    return card_font(12 * unit, "bold").size(pool_label(88))[0] + round(10 * unit)


def draw_pool(surface: pygame.Surface, area: TableLayout, pool: int, unit: float, frame: Frame, tips: Drawn,
              hits: Hits) -> None:
    """Your pool's strip: its count and a few counters to drag onto an uncontrolled vampire."""
    rect = area.pool
    lit = ("pool",) in frame.lit
    pygame.draw.rect(surface, (34, 14, 22), rect, border_radius=rect.height // 2)
    pygame.draw.rect(surface, th.GOLD if lit else th.GOLD_DIM, rect, 2 if lit else 1, border_radius=rect.height // 2)
    hits[("pool",)] = rect
    face = card_font(12 * unit, "bold")
    with paint.within(surface, rect, "your pool"):
        paint.text(surface, pool_label(pool), face, th.PARCHMENT, (rect.left + round(8 * unit), rect.centery),
                   "midleft")
    radius = pool_radius(unit)
    for i, home in enumerate(pool_homes(rect, pool, radius, pool_label_width(unit))):
        if ("blood", i) in frame.hidden:
            continue
        sprite = art.drop(radius)
        surface.blit(sprite, sprite.get_rect(center=(round(home[0]), round(home[1]))))
    tips.tip(rect, (f"Your pool: {pool}. In the influence phase drag a counter onto an uncontrolled vampire "
                       "(1 transfer each), or a vampire's blood back here (2 transfers)."), INFLUENCE)


def draw_hand(surface: pygame.Surface, area: TableLayout, model: TableModel, unit: float, frame: Frame,
              tips: Drawn, hits: Hits) -> None:
    rects = hand_rects(area.hand, len(model.hand), unit)
    if not model.hand:
        face = card_font(12 * unit, "italic")
        paint.text(surface, "Your hand is empty", face, th.ASH, (area.hand.left + 4, area.hand.centery), "midleft")
    for i, (card, r) in enumerate(zip(model.hand, rects, strict=True)):
        key = ("hand", i)
        hits[key] = r
        if key in frame.hidden:
            continue
        lit = key in frame.lit or key in frame.clickable
        art.draw_library(surface, r, card, unit, lit=lit, hover=lit and r.collidepoint(frame.mouse))
        tips.tip(r, card.tip, card_rule(card))
