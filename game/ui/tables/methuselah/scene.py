"""Drawing the Methuselah table from its model: the rivals' panels round the top with the hunting arrows,
the ribbon, the stage (the action under way, a combat, a referendum, or the turn's phases) and your seat.

Every function here draws from a :class:`~game.ui.tables.methuselah.model.TableModel` alone and returns
the rect of everything that can be pointed at (its key: ``("minion", seat, region, index)``,
``("seat", seat)``, ``("hand", index)``, ``("pool",)``, ``("crypt",)``, ``("stage",)``), for the
gestures' drop targets and clicks.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import contest, hand, overlay, seatcard, sprites, tracks
from game.ui.kit.above import draw_held, held_chips
from game.ui.kit.base import SeatLook, Tip, draw_ribbon
from game.ui.kit.cards import LARGE, draw_large_face
from game.ui.kit.hand import Chip
from game.ui.kit.seatcard import card_font
from game.ui.tables.methuselah import art
from game.ui.tables.methuselah.layout import (
    TableLayout,
    back_rects,
    hand_rects,
    minion_rects,
    pool_homes,
    rival_parts,
)
from game.ui.tables.methuselah.model import Card, Minion, Seat, TableModel

Hits = dict[Hashable, pygame.Rect]
PHASES = (("unlock", "Unlock", "Unlock your cards; the Edge's holder may gain 1 pool."),
          ("master", "Master", "One master-phase action: play a master card."),
          ("minion", "Minion", "Each ready, unlocked minion may lock to act."),
          ("influence", "Influence", "Transfers: pool onto uncontrolled vampires, or a new vampire from the crypt."),
          ("discard", "Discard", "One discard-phase action: discard and draw, or put an event in play."))
MARK_COLOURS = {"acts": th.GOLD, "blocks": th.CRIMSON_LIGHT, "fights": th.CRIMSON_LIGHT}
UNDER = 14       # the room (in the table's unit) kept beneath a card for the cards it carries


@dataclass
class Frame:
    """What one frame shows beyond the model: what is lit, hidden (in hand or in flight), the pointer,
    the ribbon's words and the status line."""

    lit: set = field(default_factory=set)
    hidden: set = field(default_factory=set)
    clickable: set = field(default_factory=set)   # what a click plays something on (a soft glow)
    marks: dict = field(default_factory=dict)     # the minions the stage is about: key -> "acts", "blocks"…
    mouse: tuple[int, int] = (-1, -1)
    ribbon: str = ""
    mine: bool = False
    status: str = ""
    refused: bool = False
    edge_hidden: bool = False
    choices_room: pygame.Rect | None = None   # where the step's panel lies (the stage keeps clear of it)


def pool_label(pool: int) -> str:
    return f"Pool {pool}"


def draw_table(surface: pygame.Surface, area: TableLayout, model: TableModel, seats: list[SeatLook],
               frame: Frame, tips: list[Tip]) -> Hits:
    hits: Hits = {}
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
        tips.append((r, (f"The Edge: {seats[model.edge].name} holds it (a successful bleed takes it; its holder "
                        "may gain 1 pool in the unlock phase).")))
    elif model.edge < 0 and not frame.edge_hidden:
        token = art.edge_token(round(11 * area.unit))
        r = surface.blit(token, token.get_rect(center=area.edge_home))
        tips.append((r, "The Edge: nobody holds it yet (a successful bleed takes it)."))
    return hits


def held_of(cards: Sequence[Card], name: str) -> list[Chip]:
    """A hand shown face up from above, each card in its kind's colour."""
    return held_chips(cards, lambda card: (card.name, art.kind_colour(card.kind)), lambda card: card.tip,
                      f"In {name}'s hand")


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


def edge_room(unit: float) -> int:
    """The room kept in a header for the Edge, left of the pool."""
    return round(24 * unit)


def seat_rect(area: TableLayout, model: TableModel, seat: int) -> pygame.Rect:
    """The panel of `seat` (yours: your seat's area)."""
    if seat == model.me:
        return area.mine
    order = model.order()
    if seat in order and order.index(seat) < len(area.rivals):
        return area.rivals[order.index(seat)]
    return area.mine


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
               unit: float, frame: Frame, tips: list[Tip], hits: Hits) -> None:
    parts = rival_parts(rect, unit)
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
        seatcard.draw_card_header(surface, parts.head, who, look.style.colour, unit, tips, False, sub, th.PARCHMENT_DIM,
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
                tips.append((r, f"{look.name} is {word}."))
                right = r.left
        backs = min(seat.hand, 8)
        chip_w, chip_h = max(6, round(8 * unit)), min(parts.counts.height, max(9, round(13 * unit)))
        fan_w = chip_w + round(chip_w * 0.5) * (backs - 1)
        if backs and x + round(6 * unit) + fan_w <= right - round(6 * unit):   # the hand seen from across the table
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


def in_play(seat: Seat) -> str:
    """The names of a seat's cards in play, as the table shows them."""
    return ", ".join(c.name for c in seat.events)


def draw_counts(surface: pygame.Surface, rect: pygame.Rect, seat: Seat, name: str, unit: float,
                tips: list[Tip], own: bool = False) -> tuple[float, dict[str, pygame.Rect]]:
    """A seat's counts as badges (hand, library, crypt, ash heap) and how many cards it has in play; the x
    after them and each badge's rect by its letter."""
    whose, holds = ("your", "You hold") if own else (f"{name}'s", f"{name} holds")
    held = f"{holds} {seat.hand} card{'s' if seat.hand != 1 else ''}" + ("." if own else " (hidden).")
    badges = [("H", f"H{seat.hand}", held),
              ("L", f"L{seat.library}", f"{seat.library} cards left in {whose} library."),
              ("C", f"C{seat.crypt}", f"{seat.crypt} vampires left in {whose} crypt."
               + (" In the influence phase, four transfers and 1 pool bring the next one out: click it." if own
                  else "")),
              ("A", f"A{seat.ash}", f"{seat.ash} cards on {whose} ash heap (the discard pile).")]
    size = min(rect.height - 2, 15 * unit)
    x, y = float(rect.left), rect.top + 1
    rects: dict[str, pygame.Rect] = {}
    for letter, text, tip in badges:
        after = seatcard.draw_badges(surface, (x, y), [(text, tip)], size, tips)
        rects[letter] = pygame.Rect(round(x), round(y), round(size * 1.55), round(size))
        x = after
    if seat.events and not own:  # your own are named on your header's line
        face = card_font(11 * unit, "italic")
        text = f"{len(seat.events)} in play"
        if x + face.size(text)[0] < rect.right:
            r = paint.text(surface, text, face, th.PARCHMENT_DIM, (x + 4, rect.centery), "midleft")
            tips.append((r, f"In play: {in_play(seat)}."))
            x = r.right
    return x, rects


def draw_minions(surface: pygame.Surface, rect: pygame.Rect, minions: tuple[Minion, ...], unit: float, big: bool,
                 frame: Frame, tips: list[Tip], hits: Hits, region: str) -> None:
    """A row of minions, sideways when locked, blood on each and the cards beneath each."""
    if not minions:
        face = card_font(11.5 * unit, "italic")
        paint.text(surface, "No ready minions", face, th.ASH, (rect.left + 2, rect.top + round(4 * unit)))
        return
    rects = minion_rects(rect, [m.locked for m in minions], unit, big, round(UNDER * unit))
    # cards that overlap are laid from the right, so each keeps its name (along its top, or its right side
    # when it lies sideways) in sight
    for minion, r in reversed(list(zip(minions, rects, strict=True))):
        if minion.key in frame.hidden:   # a piece that may be picked up: its sprite is the card and its blood
            draw_under(surface, r, minion, unit, tips)
            tips.append((r, minion.tip))
            continue
        lit = minion.key in frame.lit or minion.key in frame.clickable
        art.draw_minion(surface, r, minion, unit, lit, lit and r.collidepoint(frame.mouse))
        mark = frame.marks.get(minion.key)
        if mark:
            pygame.draw.rect(surface, MARK_COLOURS[mark], r.inflate(4, 4), max(2, round(2 * unit)), border_radius=5)
            tips.append((r.inflate(4, 4), f"{minion.card.name} {mark} (on the stage)."))
        draw_blood(surface, r, minion, unit, big, tips)
        draw_under(surface, r, minion, unit, tips)
        tips.append((r, minion.tip))
        hits[minion.key] = r


def draw_blood(surface: pygame.Surface, r: pygame.Rect, minion: Minion, unit: float, big: bool,
               tips: list[Tip]) -> None:
    """The blood (an ally's life) on a minion: a drop with the number, at the card's foot, upright."""
    radius = max(5, round((8 if big else 6) * unit))
    sprite = art.drop(radius, art.BLOOD if not minion.ally else (60, 130, 90))
    spot = sprite.get_rect(bottomleft=(r.left + 1, r.bottom - 1))
    surface.blit(sprite, spot)
    face = card_font((14 if big else 11.5) * unit, "bold")
    box = pygame.Rect(spot.right - 1, spot.top, face.size(str(minion.blood))[0] + 4, spot.height)
    pygame.draw.rect(surface, (20, 10, 14), box, border_radius=3)
    with paint.within(surface, box, "a blood count"):
        paint.text(surface, str(minion.blood), face, th.PARCHMENT, box.center, "center")
    what = "life" if minion.ally else "blood"
    tips.append((spot.union(box), f"{minion.blood} {what} on {minion.card.name or 'this vampire'}"
                 + (f" (capacity {minion.capacity})" if minion.capacity and not minion.ally else "") + "."))


def draw_under(surface: pygame.Surface, r: pygame.Rect, minion: Minion, unit: float, tips: list[Tip]) -> None:
    """The cards a minion carries, tucked beneath it: a tab of each card's colour peeking out."""
    if not minion.under:
        return
    h = round((UNDER - 1) * unit)
    w = max(10, min(round(20 * unit), (r.width - 2) // max(1, len(minion.under))))
    face = card_font(max(9.0, 10 * unit), "bold")
    for i, card in enumerate(minion.under):
        tab = pygame.Rect(r.left + 2 + i * (w + 1), r.bottom + 1, w, h)
        pygame.draw.rect(surface, art.kind_colour(card.kind), tab, border_bottom_left_radius=3,
                         border_bottom_right_radius=3)
        pygame.draw.rect(surface, th.GOLD_DIM, tab, 1, border_bottom_left_radius=3, border_bottom_right_radius=3)
        letter = card.kind[:1].upper() or "?"
        with paint.within(surface, tab, "a card beneath a minion"):
            if face.size(letter)[0] <= tab.width - 2 and face.get_ascent() <= tab.height:
                paint.text(surface, letter, face, th.PARCHMENT, tab.center, "center")
        tips.append((tab, f"Beneath {minion.card.name}: {card.tip}"))
        overlay.zoomable(surface, tab, lambda big_surface, big, scale, card=card: draw_large_face(
            big_surface, big, card.name, card.text, card.kind.capitalize()), LARGE, card.tip)


def draw_region(surface: pygame.Surface, rect: pygame.Rect, label: str, minions: tuple[Minion, ...], unit: float,
                big: bool, frame: Frame, tips: list[Tip], hits: Hits, region: str) -> None:
    """Torpor or the uncontrolled region: a label and its cards small (face down where the viewer may not
    see them), the blood on each."""
    pygame.draw.rect(surface, (26, 18, 30), rect, border_radius=4)
    pygame.draw.rect(surface, th.darken(th.GOLD_DIM, 0.35), rect, 1, border_radius=4)
    hits[("region", region, big)] = rect
    face = card_font(11 * unit, "italic")
    with paint.within(surface, rect, f"the region {label!r}"):
        title = f"{label} {len(minions)}" if minions else label
        r = paint.text(surface, title, face, th.PARCHMENT_DIM, (rect.left + round(4 * unit), rect.top + 1))
        tips.append((r, _region_tip(label, len(minions))))
        inner = pygame.Rect(rect.left + round(3 * unit), rect.top, rect.width - round(6 * unit),
                            rect.height - round(2 * unit))
        slots = back_rects(inner, len(minions), unit, big)
        for minion, slot in zip(minions, slots, strict=True):
            if minion.key in frame.hidden:
                continue
            lit = minion.key in frame.lit or minion.key in frame.clickable
            m = dataclasses.replace(minion, locked=False)
            art.draw_minion(surface, slot, m, unit, lit, lit and slot.collidepoint(frame.mouse))
            if region == "torpor":
                surface.blit(sprites.sheet(slot.size, seatcard.VEIL, 80), slot.topleft)
            if minion.blood or region != "torpor":
                draw_blood(surface, slot, minion, unit * 0.85, big, tips)
            tips.append((slot, minion.tip))
            hits[minion.key] = slot


def _region_tip(label: str, count: int) -> str:
    if label == "Torpor":
        return f"Torpor: {count} vampire{'s' if count != 1 else ''} laid low; another minion may rescue one, " \
               "or it leaves torpor as its action (2 blood)."
    return (f"Uncontrolled region: {count} vampire{'s' if count != 1 else ''} waiting for blood (face down to "
            "the others). One with blood up to its capacity may move to the ready region in the influence phase.")


def draw_link(surface: pygame.Surface, rect: pygame.Rect, hunter: str, prey: str, unit: float,
              tips: list[Tip]) -> None:
    """The arrow between two rivals: the one at its left hunts the one at its right."""
    cy = rect.top + rect.height * 0.42
    x0, x1 = rect.left + 2, rect.right - 2
    size = max(4, round(5 * unit))
    pygame.draw.line(surface, th.CRIMSON, (x0, cy), (x1 - size, cy), max(2, round(2 * unit)))
    pygame.draw.polygon(surface, th.CRIMSON_LIGHT, [(x1, cy), (x1 - size * 1.6, cy - size), (x1 - size * 1.6,
                                                                                              cy + size)])
    tips.append((pygame.Rect(rect.left, round(cy - 3 * size), rect.width, 6 * size),
                 f"{hunter} hunts {prey}: {prey} is {hunter}'s prey."))


def draw_hunt_arrows(surface: pygame.Surface, area: TableLayout, model: TableModel, seats: list[SeatLook],
                     order: list[int], tips: list[Tip]) -> None:
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
        tips.append((rect, f"Your {text}: {name}. " + ("You bleed your prey; oust it for 6 pool and a victory point."
                                                       if upward else "Your predator bleeds you; block its bleeds.")))


def _vertical_label(text: str, px: int, colour: th.Colour) -> pygame.Surface:
    def make() -> pygame.Surface:
        face = card_font(px, "bold")
        out = pygame.Surface(face.size(text), pygame.SRCALPHA)
        paint.text(out, text, face, colour, (0, 0))
        return pygame.transform.rotate(out, 90)
    return sprites.cached(("meth-vlabel", text, px, colour), make)


# -- the stage --------------------------------------------------------------------------------------------
def draw_stage(surface: pygame.Surface, area: TableLayout, model: TableModel, seats: list[SeatLook], frame: Frame,
               tips: list[Tip], hits: Hits) -> None:
    rect = area.stage
    hits[("stage",)] = rect
    hits[("stage", "choices")] = area.choices   # the step's panel beside it looks like a place to drop on
    unit = area.unit
    if model.seek:
        draw_seek(surface, rect, model, unit, frame, tips, hits)
    elif model.combat is not None:
        draw_combat(surface, rect, model, seats, unit, tips)
    elif model.referendum is not None:
        draw_referendum(surface, rect, model, seats, unit, tips)
    elif model.action is not None:
        draw_action(surface, rect, model, seats, unit, frame, tips)
    else:
        draw_phases(surface, rect, model, seats, unit, frame, tips)


def draw_seek(surface: pygame.Surface, rect: pygame.Rect, model: TableModel, unit: float, frame: Frame,
              tips: list[Tip], hits: Hits) -> None:
    """The cards you look at from the top of your library: click one to take it into your hand."""
    sprites.framed(surface, rect, th.INK, th.GOLD, alpha=236, ornate=False)
    pad = round(8 * unit)
    head_f = card_font(14 * unit, "bold")
    with paint.within(surface, rect, "the cards you look at"):
        paint.text(surface, "Take one into your hand (the rest go under your library)", head_f, th.GOLD,
                   (rect.left + pad, rect.top + pad // 2))
        row = pygame.Rect(rect.left + pad, rect.top + pad // 2 + head_f.get_linesize() + 2, rect.width - 2 * pad,
                          rect.bottom - pad // 2 - (rect.top + pad // 2 + head_f.get_linesize() + 2))
        for i, (card, r) in enumerate(zip(model.seek, hand_rects(row, len(model.seek), unit), strict=True)):
            key = ("seek", i)
            lit = key in frame.clickable
            art.draw_library(surface, r, card, unit, lit=lit, hover=lit and r.collidepoint(frame.mouse))
            tips.append((r, card.tip))
            hits[key] = r


def draw_phases(surface: pygame.Surface, rect: pygame.Rect, model: TableModel, seats: list[SeatLook], unit: float,
                frame: Frame, tips: list[Tip]) -> None:
    """Whose turn, the round, the five phases with the current one lit, and the status line."""
    sprites.framed(surface, rect, th.NIGHT, th.GOLD_DIM, alpha=220, ornate=False)
    pad = round(8 * unit)
    left = rect.left + round(12 * unit)
    with paint.within(surface, rect, "the stage"):
        head_f = card_font(15 * unit, "bold")
        who = seats[model.turn_of].name if 0 <= model.turn_of < len(seats) else "—"
        limit = f" of {model.rounds}" if model.rounds else ""
        title = f"{who}'s turn · round {model.round}{limit}"
        if model.over:
            title = "The game is over"
        paint.text(surface, paint.fit(title, head_f, rect.right - pad - left), head_f, th.GOLD, (left, rect.top + pad))
        marks = [tracks.Mark(name, f"{name} phase: {text}") for _key, name, text in PHASES]
        current = next((i for i, (key, _n, _t) in enumerate(PHASES) if key == model.phase), -1)
        row = pygame.Rect(left, rect.top + pad + head_f.get_linesize() + round(4 * unit), rect.right - pad - left,
                          round(24 * unit))
        draw_phase_row(surface, row, marks, current, model.over, unit, tips)
        if frame.status:
            status_f = card_font(12.5 * unit, "italic")
            lines = paint.wrap(frame.status, status_f, rect.right - pad - left)
            y = row.bottom + round(4 * unit)
            for line in lines:
                if y + status_f.get_linesize() > rect.bottom - 2:
                    break
                paint.text(surface, line, status_f, th.CRIMSON_LIGHT if frame.refused else th.PARCHMENT, (left, y))
                y += status_f.get_linesize()


def draw_phase_row(surface: pygame.Surface, row: pygame.Rect, marks: list[tracks.Mark], current: int, over: bool,
                   unit: float, tips: list[Tip]) -> None:
    """The five phases as steps, the current one gilt (the kit's step counter drawn without a label)."""
    cell = row.width / max(1, len(marks))
    face = card_font(12 * unit, "bold")
    for i, mark in enumerate(marks):
        box = pygame.Rect(round(row.left + i * cell + 2), row.top, round(cell - 4), row.height)
        now, done = i == current and not over, i < current or over
        pygame.draw.rect(surface, th.DUSK if not done else th.NIGHT, box, border_radius=4)
        pygame.draw.rect(surface, th.GOLD if now else th.GOLD_DIM, box, 2 if now else 1, border_radius=4)
        with paint.within(surface, box, f"the phase {mark.text!r}"):
            text = mark.text if face.size(mark.text)[0] <= box.width - 4 else mark.text[:3]
            paint.text(surface, text, face, th.GOLD if now else (th.ASH if done else th.PARCHMENT), box.center,
                       "center")
        tips.append((box, mark.tip + (" (now)" if now else "")))


def draw_action(surface: pygame.Surface, rect: pygame.Rect, model: TableModel, seats: list[SeatLook], unit: float,
                frame: Frame, tips: list[Tip]) -> None:
    """The action under way: who acts and what, its stealth against the intercept, who may still block."""
    action = model.action
    assert action is not None
    actor = seats[action.actor] if 0 <= action.actor < len(seats) else None
    colour = actor.style.colour if actor is not None else th.GOLD
    sprites.framed(surface, rect, th.INK, th.GOLD, alpha=236, ornate=False)
    pygame.draw.rect(surface, colour, (rect.left, rect.top, max(4, round(5 * unit)), rect.height))
    pad = round(8 * unit)
    left = rect.left + round(12 * unit)
    with paint.within(surface, rect, "the action panel"):
        head_f, body_f = card_font(15 * unit, "bold"), card_font(12.5 * unit)
        big_f, small_f = card_font(24 * unit, "bold"), card_font(11 * unit, "italic")
        numbers_w = round(150 * unit)
        text_w = rect.right - pad - numbers_w - left
        owner = actor.name if actor is not None else ""
        title = f"{action.minion} ({owner}) {action.title}" if owner else f"{action.minion} {action.title}"
        against = action.target
        if 0 <= action.target_seat < len(seats):
            whose = seats[action.target_seat].name
            against = f"{whose}'s {action.target}" if action.target else whose
        if action.blocked_by:
            block, block_colour = f"Blocked by {action.blocked_by}", th.CRIMSON_LIGHT
        elif action.blockers:
            names = ", ".join(seats[s].name for s in action.blockers if 0 <= s < len(seats))
            block, block_colour = f"May block: {names}", th.PARCHMENT
        else:
            block, block_colour = "Nobody may block it now", th.PARCHMENT_DIM
        note = action.note or frame.status
        lines = [(title, head_f, th.GOLD), (f"against {against}" if against else "", body_f, th.PARCHMENT),
                 (block, body_f, block_colour),
                 (note, small_f, th.CRIMSON_LIGHT if frame.refused else th.PARCHMENT_DIM)]
        write_lines(surface, pygame.Rect(left, rect.top + pad, text_w, rect.height - 2 * pad), lines)
        tips.append((pygame.Rect(rect.left, rect.top, text_w + left - rect.left, rect.height),
                     ". ".join(t for t, _f, _c in lines if t) + "."))
        x = rect.right - pad - numbers_w
        for k, (label, value, tip) in enumerate((
                ("stealth", action.stealth, "The acting minion's stealth: a block needs intercept at least this."),
                ("intercept", action.intercept, "The best intercept among the minions that may block."))):
            box = pygame.Rect(x + k * (numbers_w // 2), rect.top + pad, numbers_w // 2 - round(4 * unit),
                              rect.height - 2 * pad)
            pygame.draw.rect(surface, (34, 24, 40), box, border_radius=5)
            pygame.draw.rect(surface, th.GOLD_DIM, box, 1, border_radius=5)
            with paint.within(surface, box, f"the {label} box"):
                paint.text(surface, str(value), big_f, th.PARCHMENT, (box.centerx, box.centery - round(4 * unit)),
                           "center")
                paint.text(surface, label, small_f, th.PARCHMENT_DIM, (box.centerx, box.bottom - 2), "midbottom")
            tips.append((box, tip))
        verdict = "blocks" if action.blockers and action.intercept >= action.stealth else ""
        if verdict:
            tips.append((pygame.Rect(x, rect.top, numbers_w, rect.height),
                         "Intercept is at least the stealth: a block would succeed now."))


def write_lines(surface: pygame.Surface, box: pygame.Rect, lines: list[tuple[str, pygame.font.Font, th.Colour]]
                ) -> int:
    """Each (text, font, colour) wrapped in `box`, one after another, while they fit (the panel's tip
    says the rest); the y under the last line."""
    y = box.top
    for text, face, colour in lines:
        for line in paint.wrap(text, face, box.width) if text else ():
            if y + face.get_height() > box.bottom:
                return y
            paint.text(surface, line, face, colour, (box.left, y))
            y += face.get_linesize() - 1
    return y


def _member(seats: list[SeatLook], seat: int, text: str) -> contest.Member:
    look = seats[seat] if 0 <= seat < len(seats) else None
    return contest.Member(look.style.shape if look else "circle", look.style.colour if look else th.ASH, text)


def draw_combat(surface: pygame.Surface, rect: pygame.Rect, model: TableModel, seats: list[SeatLook], unit: float,
                tips: list[Tip]) -> None:
    """A combat as the kit's contest panel: each minion a side, its blood, its strikes this round."""
    combat = model.combat
    assert combat is not None
    sides = []
    for f in combat.fighters:
        look = seats[f.seat] if 0 <= f.seat < len(seats) else None
        members = [_member(seats, f.seat, f"{look.name if look else ''} · {f.blood} blood")]
        if f.damage:
            members.append(_member(seats, f.seat, f"takes {f.damage} damage"))
        room = (rect.width - 3 * round(9 * unit)) / 2 - round(20 * unit)   # a side's column, as the kit lays it
        small = card_font(13 * unit * 0.9, "italic")
        said = "; ".join(s.name + (f", {s.note}" if s.note else "") for s in f.strikes)
        if small.size(said)[0] > room:   # the whole strike is in the tip; the column says what it can
            said = "; ".join(s.name for s in f.strikes)
        sides.append(contest.Side(f.name, look.style.colour if look else th.ASH, members,
                                  sum(s.amount for s in f.strikes),
                                  note=said or "No strike chosen yet"))
    panel = contest.Contest(f"Combat · round {combat.round}", f"Range: {combat.range}. {combat.note}".strip(),
                            sides)
    _dice, _tray, box = contest.draw_contest(surface, contest_room(rect), panel, unit * 0.9, tips)
    words = [f"{f.name} ({seats[f.seat].name if 0 <= f.seat < len(seats) else ''}), {f.blood} blood: "
             + ("; ".join(s.name + (f" ({s.note})" if s.note else "") for s in f.strikes) or "no strike yet")
             + (f"; takes {f.damage} damage" if f.damage else "") for f in combat.fighters]
    tips.insert(0, (box, f"Combat, round {combat.round}, at {combat.range} range. " + ". ".join(words) + "."))


def contest_room(stage: pygame.Rect) -> pygame.Rect:
    """The rect handed to the kit's contest panel, which may grow half as high again: never past the stage."""
    h = stage.height * 2 // 3
    return pygame.Rect(stage.left, stage.bottom - h, stage.width, h)


def draw_referendum(surface: pygame.Surface, rect: pygame.Rect, model: TableModel, seats: list[SeatLook],
                    unit: float, tips: list[Tip]) -> None:
    """A referendum: the proposal, the votes for and against by seat, who still votes."""
    ref = model.referendum
    assert ref is not None
    yes = [_member(seats, v.seat, f"{seats[v.seat].name} {v.votes}") for v in ref.votes if v.votes > 0]
    no = [_member(seats, v.seat, f"{seats[v.seat].name} {-v.votes}") for v in ref.votes if v.votes < 0]
    for side, total, members in ((1, ref.yes, yes), (-1, ref.no, no)):   # votes not from titles
        rest = total - sum(abs(v.votes) for v in ref.votes if v.votes * side > 0)
        if rest > 0:
            members.append(contest.Member("circle", th.PARCHMENT_DIM, f"action and cards {rest}"))
    waiting = ", ".join(seats[s].name for s in ref.waiting if 0 <= s < len(seats))
    panel = contest.Contest(f"Referendum: {ref.title}", ref.result or (f"Still to vote: {waiting}" if waiting
                                                                       else ref.text),
                            [contest.Side("For", th.GOLD, yes, ref.yes, note="No votes for yet" if not yes else ""),
                             contest.Side("Against", th.CRIMSON, no, ref.no,
                                          note="No votes against yet" if not no else "")],
                            rolled=bool(ref.result))
    contest.draw_contest(surface, contest_room(rect), panel, unit * 0.9, tips)


# -- your seat -----------------------------------------------------------------------------------------------
def draw_mine(surface: pygame.Surface, area: TableLayout, model: TableModel, look: SeatLook, frame: Frame,
              tips: list[Tip], hits: Hits) -> None:
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
        seatcard.draw_card_header(surface, area.head, who, look.style.colour, unit, tips, True, sub, th.PARCHMENT_DIM,
                                  score_tip=f"Your pool: {seat.pool}. At 0 you are ousted.",
                                  sub_tip=f"In play: {in_play(seat)}." if seat.events else "",
                                  keep=counts_w + edge_w)
        aside = seatcard.header_aside(area.head, who, unit, True, counts_w + edge_w)
        counts = pygame.Rect(aside.left, aside.top + round(3 * unit), counts_w, round(17 * unit))
        _x, badges = draw_counts(surface, counts, seat, look.name, unit, tips, own=True)
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


def draw_pool(surface: pygame.Surface, area: TableLayout, pool: int, unit: float, frame: Frame, tips: list[Tip],
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
    tips.append((rect, (f"Your pool: {pool}. In the influence phase drag a counter onto an uncontrolled vampire "
                       "(1 transfer each), or a vampire's blood back here (2 transfers).")))


def draw_hand(surface: pygame.Surface, area: TableLayout, model: TableModel, unit: float, frame: Frame,
              tips: list[Tip], hits: Hits) -> None:
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
        tips.append((r, card.tip))
