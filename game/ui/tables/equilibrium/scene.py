"""Drawing the Equilibrium table from its model: every player's ring of guild hexes (your own large on the
right, the rivals' along the top), beside your ring your name, tokens and holdings, the shared game board
(round counter, action cards or the focus copy of a rival's board, guild power, supply), the intrigue
track and the ribbon.

Every function here draws from a :class:`~game.ui.tables.equilibrium.model.TableModel` and the
:class:`~game.ui.tables.equilibrium.frame.Frame` alone and returns what it drew where (a
:class:`~game.ui.kit.table.Drawn`).
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import materials, sprites
from game.ui.kit.above import draw_held
from game.ui.kit.base import SeatLook, draw_marked_title, draw_ribbon
from game.ui.kit.seats import draw_seat_plate
from game.ui.kit.table import Drawn
from game.ui.kit.tracks import draw_marker_track
from game.ui.tables.equilibrium import art, boards, tracks
from game.ui.tables.equilibrium.frame import Frame
from game.ui.tables.equilibrium.hints import ERA_VOTES, ROUND
from game.ui.tables.equilibrium.layout import BoardGeom, TableLayout
from game.ui.tables.equilibrium.model import TableModel
from game.ui.tables.equilibrium.read import SETUP


def board_places(area: TableLayout, focus: BoardGeom | None) -> dict[Hashable, pygame.Rect]:
    """Where the boards lie, what a click finds: the focus copy's hexes ``("focus", seat, guild)`` first, then
    every board's hexes ``("hex", seat, guild)`` and each rival's whole board ``("board", seat)``."""
    places: dict[Hashable, pygame.Rect] = {}
    for geom, kind in ([(focus, "focus")] if focus is not None else []) + [(g, "hex") for g in area.boards.values()]:
        r = int(geom.radius)
        for g, (x, y) in enumerate(geom.hexes):
            box = pygame.Rect(0, 0, int(r * 1.5), int(r * 1.5))
            box.center = (round(x), round(y))
            places[(kind, geom.seat, g)] = box
        if kind == "hex" and not geom.large:
            places[("board", geom.seat)] = pygame.Rect(geom.rect)
    return places


def draw_table(surface: pygame.Surface, area: TableLayout, model: TableModel, seats: list[SeatLook],
               frame: Frame) -> Drawn:
    """The whole table under the panels and the pieces in flight; what was drawn where."""
    tips = Drawn()
    tips.places.update(board_places(area, frame.focus))
    me = model.me
    own = area.boards[me]
    full = area.rect
    surface.blit(materials.table_cloth(full.size, (round(own.centre[0]) - full.left,
                                                   round(own.centre[1]) - full.top)), full.topleft)
    for seat, geom in area.boards.items():
        look = frame.looks[seat]
        with paint.within(surface, geom.rect, f"{seats[seat].name}'s board"):
            if not geom.large:
                draw_seat_plate(surface, geom.rect, geom.header, look.seat, frame.clock, look.targetable,
                                look.targeted)
            boards.draw_ring(surface, geom, model.seats[seat], model.guilds, look, frame.clock, tips)
            if not geom.large:
                boards.draw_holdings(surface, geom.info, model, seat, look.seat.style, area.unit, False, tips)
    with paint.within(surface, own.rect, "your board"):
        draw_own_side(surface, area, model, seats[me], frame, tips)
    if model.above:   # every seat's hand and secret votes face up, at the foot of its board
        for seat, strip in area.strips.items():
            draw_held(surface, strip, boards.held_of(model, seat, seats[seat].name), area.unit, tips, "Held",
                      "nothing held")
    materials.plate(surface, area.game_board)
    if frame.focus is None:
        with paint.within(surface, area.rounds, "the round counter"):
            tracks.draw_rounds(surface, area.rounds, model, tips)
        hover_card = next((space.card.id for space, r in zip(model.spaces, area.cards, strict=False)
                           if r.collidepoint(frame.mouse)), None)
        tracks.draw_cards(surface, area, model, lambda s: seats[s].style, frame.lit_cards, hover_card,
                          frame.dragging, tips, frame.asking)
    elif frame.focus_look is not None:   # the rival being acted on, large: pick its guild, then move its tokens
        geom, look = frame.focus, frame.focus_look
        draw_marked_title(surface, geom.header, look.seat.style, f"{model.effect} on {seats[geom.seat].name}'s board")
        boards.draw_ring(surface, geom, model.seats[geom.seat], model.guilds, look, frame.clock, tips)
    with paint.within(surface, area.game_board, "the game board"), tips.under(ERA_VOTES):
        tracks.draw_power(surface, area.power, model, tips)
    with paint.within(surface, area.game_board, "the game board"), tips.under(ROUND):
        tracks.draw_supply(surface, area.supply, model, tips, frame.supply_lit)
    values, arrival = model.intrigue, model.arrival
    with paint.within(surface, area.intrigue, "the intrigue track"), tips.under(ROUND):
        draw_marker_track(surface, area.intrigue, values, sorted(range(model.players),
                          key=lambda p: (values[p], arrival[p])), seats,
                          "Intrigue — the lowest plays next; in a stack, the bottom first",
                          "intrigue", tips, frame.intrigue)
    draw_ribbon(surface, area.prompt, frame.ribbon, frame.mine, alpha=255 if frame.mine else 220)
    return tips


def draw_own_side(surface: pygame.Surface, area: TableLayout, model: TableModel, look: SeatLook, frame: Frame,
                  tips: Drawn) -> None:
    """Beside your ring: your name, the action token tray (or your starting set) and your holdings."""
    me, tray = model.me, area.tray
    name_font = sprites.font(20 * area.unit, "bold")
    top = tray.top - 2 + sprites.font(area.unit * 20).get_linesize() + 4
    paint.text(surface, paint.fit(look.name, name_font, tray.width), name_font,
               th.GOLD if model.current == me else th.PARCHMENT, (tray.left, tray.top - 2))
    r = max(10, int(22 * area.unit))
    label = sprites.font(13 * area.unit, "italic")
    if model.step == SETUP:
        sets, mine = model.sets, model.setup_seat == me
        index = model.setup_set if mine else 0
        paint.text(surface, f"Starting set {index + 1} of {len(sets)}" if mine else "Starting sets", label,
                   th.PARCHMENT_DIM, (tray.left, top))
        dr = max(8, int(16 * area.unit))
        for k, v in enumerate(sets[index]):
            sprite = art.disc(v, dr)
            surface.blit(sprite, sprite.get_rect(center=(tray.left + dr + 4 + k * dr * 2.3, top + dr * 2.2)))
    else:
        for i, kind in enumerate(("offensive", "defensive")):
            spot = area.token_spot(i)
            pygame.draw.circle(surface, th.darken(th.DUSK, 0.3), spot, r + 4)
            pygame.draw.circle(surface, th.GOLD_DIM, spot, r + 4, 1)
            paint.text(surface, kind.capitalize(), label, th.PARCHMENT_DIM, (spot[0], spot[1] + r + 6), "midtop")
            available = model.phase == "action" and model.seats[me].tokens[i]
            if available and kind not in frame.in_hand:
                sprites.lifted(surface, art.action_token(look.style, i == 0, r), spot)
            tips.tip(pygame.Rect(spot[0] - r, spot[1] - r, 2 * r, 2 * r),
                     f"Your {kind} token: drag it onto an action card." if available else
                     f"Your {kind} token has been played this round.", ROUND)
    boards.draw_holdings(surface, area.own_info, model, me, look.style, area.unit, True, tips)
