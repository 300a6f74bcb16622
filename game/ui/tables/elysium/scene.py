"""The Elysium table painted from its model: the city, the miniatures you may challenge, the ribbon, your
Primogen card and influence, the dice tray, your rivals' cards, the events, and the clash panel; what
was drawn where comes back as a :class:`~game.ui.kit.table.Drawn` (each tip under its rules section, the
places a click or the coach finds by key: ``("rival", seat)`` a miniature, ``("card", seat)`` a rival's
Primogen card, ``("hand", i)``, ``("event", card)``, ``("die", index)``, and ``("zone", index)``: a point inside it)."""

from __future__ import annotations

import math

import pygame

from game.ui import theme as th
from game.ui.kit import figures, sprites
from game.ui.kit.base import draw_ribbon
from game.ui.kit.contest import draw_contest_stacked, draw_stamp
from game.ui.kit.table import Drawn
from game.ui.tables.elysium import panels
from game.ui.tables.elysium.city import (
    CityLook,
    draw_city,
    miniature_height,
    miniature_spot,
    zone_at,
    zone_points,
)
from game.ui.tables.elysium.clash import contest_of
from game.ui.tables.elysium.frame import Frame
from game.ui.tables.elysium.hints import CHALLENGE, CITY, DICE, FALLBACK, INFLUENCE, RESOURCE
from game.ui.tables.elysium.layout import TableLayout
from game.ui.tables.elysium.model import TableModel, Zone

INFLUENCE_RADIUS = 11   # an influence token in your supply dish, in the table's unit


def draw_table(surface: pygame.Surface, area: TableLayout, model: TableModel, seats: list[panels.Seat],
               frame: Frame) -> Drawn:
    """The whole table for `model` in `area`; what was drawn where."""
    tips = Drawn(FALLBACK)
    hits = tips.places
    geom, me, names = area.city, frame.me, frame.names

    def style_of(seat: int) -> th.SeatStyle:
        return seats[seat].style
    panel = frame.clash
    hover = zone_at(geom, frame.mouse) if geom.rect.collidepoint(frame.mouse) else -1
    fought = model.zone_named(panel.zone) if panel is not None and panel.kind == "influence" else None
    look = CityLook(lit=frame.lit_zones, hover=hover, contested=fought.index if fought is not None else -1,
                    closed=set(model.closed), hidden=frame.hidden, pulse=frame.clock, dragging=frame.dragging)
    draw_city(surface, geom, model, look, style_of)
    for zone, (x, y) in zone_points(geom).items():   # a click on a zone finds it here
        hits[("zone", zone)] = pygame.Rect(x, y, 1, 1)
    if hover >= 0 and not frame.dragging:
        tips.tip(pygame.Rect(frame.mouse[0] - 1, frame.mouse[1] - 1, 2, 2), zone_tip(model.zones[hover], names), CITY)
    glow = round(0.5 + 0.5 * math.sin(frame.clock * 4))
    for primogen in model.seats:
        seat = primogen.seat
        r = rival_hit(area, model, seat)
        if r is None:
            continue
        clan = primogen.clan
        target = seat in frame.targets   # a rival you may challenge: the Challenge Phase's; else its Vitae's
        tips.tip(r, f"{names[seat]}" + (f", {clan.name}" if clan is not None else "") + f": Vitae {primogen.vitae}"
                 + (". Click to challenge." if target else "."), CHALLENGE if target else RESOURCE)
        if seat != me:
            hits[("rival", seat)] = r
        if seat in frame.targets:
            pygame.draw.ellipse(surface, th.GOLD, pygame.Rect(r.left - 3, r.bottom - r.width // 3, r.width + 6,
                                                              r.width * 2 // 3), 2 + glow)
    _ribbon(surface, area, frame)
    hand = panels.draw_own(surface, area.own, model.seats[me], seats[me], area.unit, tips, held=frame.held)
    hits.update({("hand", i): r for i, r in hand.items()})
    _supply(surface, area, model, seats[me], frame)
    frame.dice.draw(surface, area.tray, area.unit)   # a clash's dice tumble here too, under its panel
    for seat, r in zip(rivals(model, me), area.rivals, strict=False):
        panels.draw_rival(surface, r, model.seats[seat], seats[seat], area.unit, tips, frame.held,
                          bool(area.dock), area.rivals_form)
        hits[("card", seat)] = r
        if seat in frame.targets:  # a rival you may challenge now
            pygame.draw.rect(surface, th.GOLD, r.inflate(2, 2), 2 + glow, border_radius=3)
    if area.events.height:
        with tips.under(CHALLENGE):
            events = panels.draw_events(surface, area.events, model.events, area.unit, tips, frame.lit_events,
                                        frame.mouse)
        hits.update({("event", card): r for card, r in events.items()})
    if panel is not None:
        contest = frame.contest or contest_of(panel, names, style_of, lambda s: seats[s].colour, dict(model.plan))
        contest.modifier_rule = INFLUENCE if fought is not None else CHALLENGE
        room = area.clash
        choices = frame.choices
        if choices is not None and not choices.compact and choices.rect.colliderect(room):
            top = choices.rect.bottom + round(6 * area.unit)   # under the step's panel
            room = pygame.Rect(room.left, top, room.width, room.bottom - top)
        with tips.under(DICE):   # its dice and totals; its modifiers under the contest's own phase
            dice, box = draw_contest_stacked(surface, room, contest, area.unit, tips, frame.die,
                                             frame.dice_lit, hide=not frame.dice.tray.settled)
        hits.update({("die", index): r for index, r in dice.items()})
        if frame.dice.tray.settled:  # no spoilers while the dice still tumble: the result over its dice
            draw_stamp(surface, box, area.tray, frame.result, area.unit)
    return tips


def rivals(model: TableModel, me: int) -> list[int]:
    """Rivals in this turn's order, starting after you."""
    order = list(model.order)
    if me in order:
        k = order.index(me)
        order = order[k + 1:] + order[:k]
    return [s for s in order if s != me]


def rival_hit(layout: TableLayout, model: TableModel, seat: int) -> pygame.Rect | None:
    """The miniature of `seat` on the map as a clickable rect."""
    spot = miniature_spot(layout.city, model, seat)
    if spot is None:
        return None
    h = miniature_height(layout.city)
    return pygame.Rect(round(spot[0] - h * 0.35), round(spot[1] - h / 2), round(h * 0.7), h)


def supply_homes(layout: TableLayout, count: int) -> list[tuple[float, float]]:
    """Where your unbid influence tokens wait (a row in the supply dish)."""
    return figures.dish_spots(layout.supply, count, max(6, round(INFLUENCE_RADIUS * layout.unit)))


def zone_tip(z: Zone, names: list[str]) -> str:
    if z.elysium:
        return "Elysium: neutral ground, never controlled. Challenging anyone here costs prestige."
    owner = z.controller
    holders = [f"{names[s]} {n}" for s, n in enumerate(z.tokens) if n]
    who = f"controlled by {names[owner]}" if owner is not None else "uncontrolled"
    tokens = f" Tokens: {', '.join(holders)}." if holders else ""
    closed = f" Closed by {' and '.join(z.closed_by)}: no influence attempts here while it is in play." \
        if z.closed_by else ""
    return f"{z.name} — {z.category_name}, worth {z.value}; {who}.{tokens}{closed}"


def _ribbon(surface: pygame.Surface, area: TableLayout, frame: Frame) -> None:
    panel = frame.choices
    if panel is None or not panel.compact:
        draw_ribbon(surface, area.prompt, frame.ribbon, frame.mine, 0.6)
    else:  # the step's buttons sit at the ribbon's right end
        draw_ribbon(surface, area.prompt, "", frame.mine, 0.6)
        left = pygame.Rect(area.prompt.left, area.prompt.top, panel.rect.left - area.prompt.left,
                           area.prompt.height)
        draw_ribbon(surface, left, frame.ribbon, frame.mine, 0.6, frame=False)


def _supply(surface: pygame.Surface, area: TableLayout, model: TableModel, me: panels.Seat, frame: Frame) -> None:
    if model.phase != "influence":
        return
    count = model.seats[me.seat].supply
    face = th.theme.font("tiny", "italic")
    label = f"Influence to bid: {count}"
    left = area.supply.left - face.size(label)[0] - round(14 * area.unit)
    dish = pygame.Rect(left, area.supply.top, area.supply.right + round(2 * area.unit) - left, area.supply.height)
    figures.draw_dish(surface, dish, label, face, inside=True)
    if not frame.supply_shown:
        return  # the drag controller draws the tokens you can pick up
    r = max(6, round(INFLUENCE_RADIUS * area.unit))
    sprite = figures.flat_coin(me.colour, me.style.shape, r)
    for home in supply_homes(area, count):
        sprites.lifted(surface, sprite, home)
