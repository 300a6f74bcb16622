"""One frame of the Nocturne table, drawn from its model alone (:mod:`.model`, read from the viewer's view).

:func:`draw_table` draws the lords' plates, the day counter, the city grid (locations, victims, Night
prizes, fear dice, the face-down orders beside the rows and the orders turned over into their
cells), the altar, the catacombs, the fear track, the ribbon and your screen (:mod:`.screen`; every
screen, from above: :mod:`.above`); it returns what it drew where (a :class:`~game.ui.kit.table.Drawn`: each
tip with its rules section, and the rect of what may be clicked by its key).  It needs no table scene (tests and
screenshots call it on a surface).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import rivals, sprites
from game.ui.kit.base import SeatLook, draw_ribbon
from game.ui.kit.table import Drawn
from game.ui.kit.tracks import draw_marker_track
from game.ui.tables.nocturne import art
from game.ui.tables.nocturne.above import draw_screens
from game.ui.tables.nocturne.cards import PART_WORDS, draw_minion
from game.ui.tables.nocturne.frame import Frame, Hits
from game.ui.tables.nocturne.hints import A_DAY, FEAR, GOAL, ORDERS, RESOLUTION, RITUALS
from game.ui.tables.nocturne.layout import (
    TableLayout,
    card_rect,
    cell_spot,
    stack_spot,
)
from game.ui.tables.nocturne.model import Quarter, TableModel
from game.ui.tables.nocturne.screen import draw_screen

ACTS = ("", "I", "II", "III")


def draw_table(surface: pygame.Surface, area: TableLayout, model: TableModel, seats: Sequence[SeatLook],
               frame: Frame) -> Drawn:
    tips = Drawn()   # a tip filed under no rule gets the hints' FALLBACK
    hits: Hits = tips.places
    unit = area.unit
    _seats(surface, area, model, seats, tips)
    _counter(surface, area, model, tips)
    _city(surface, area, model, seats, frame, tips, hits)
    _altar(surface, area, model, frame, tips, hits)
    _catacombs(surface, area, model, frame, tips, hits)
    with tips.under(FEAR):
        draw_marker_track(surface, area.fear, [s.fear for s in model.seats], list(range(model.players)), seats,
                          "Fear (4+: one blood less at Dawn, 8+: two)", "fear", tips, span=13)
    draw_ribbon(surface, area.ribbon, "", frame.mine)
    room = (frame.ribbon_room or area.ribbon).inflate(-16, -2)
    with paint.within(surface, area.ribbon, "the ribbon"):
        art.label(surface, frame.ribbon, room, area.ribbon.height * 0.62, th.GOLD if frame.mine else th.PARCHMENT,
                  unit, "bold" if frame.mine else "italic")
    if frame.above:
        draw_screens(surface, area, model, seats, tips)
    else:
        draw_screen(surface, area, model, seats, frame, tips, hits)
    return tips


# -- the lords and the days --------------------------------------------------------------------------
def _seats(surface: pygame.Surface, area: TableLayout, model: TableModel, seats: Sequence[SeatLook],
           tips: Drawn) -> None:
    unit = area.unit
    for p, rect in enumerate(area.seats):
        look, seat = seats[p], model.seats[p]
        paint.panel(surface, rect, th.NIGHT, th.GOLD if look.active else th.GOLD_DIM, alpha=230)
        pad = round(5 * unit)
        line = (rect.height - 2 * pad) // 2
        with paint.within(surface, rect, f"{look.name}'s plate"):
            r = max(5, line // 3)
            th.draw_shape(surface, look.style.shape, look.style.colour, (rect.left + pad + r, rect.top + pad + line // 2),
                          r)
            status = _status(model, p)
            name_box = pygame.Rect(rect.left + pad + 2 * r + 4, rect.top + pad, rect.width - 2 * pad - 2 * r - 4, line)
            face = sprites.font(max(art.floor_px(unit), line * 0.62), "italic")
            sw = face.size(status)[0] if status else 0
            if status and sw < name_box.width * 0.45:
                paint.text(surface, status, face, th.PARCHMENT_DIM, (name_box.right, name_box.centery), "midright")
                name_box.width -= sw + 6
            art.label(surface, look.name + (f"  {look.score}" if look.score is not None else ""), name_box,
                      line * 0.72, th.GOLD if look.active else th.PARCHMENT, unit, "bold", "midleft")
            stats = pygame.Rect(rect.left + pad, rect.top + pad + line, rect.width - 2 * pad, line)
            hand = seat.cards + seat.used
            values = ((art.BLOOD, seat.blood, "blood"), (art.INFLUENCE, seat.influence, "influence"),
                      (art.VP_GOLD, seat.vp, "VP"), (th.PARCHMENT_DIM, hand, "cards"))
            each = stats.width / len(values)
            dr = max(3, round(line * 0.22))
            num = sprites.font(max(art.floor_px(unit), line * 0.66), "bold")
            for i, (colour, n, word) in enumerate(values):
                x = stats.left + i * each
                if word == "cards":
                    pygame.draw.rect(surface, colour, (round(x), stats.centery - dr * 3 // 2, dr * 2, dr * 3), 1)
                elif word == "VP":
                    pygame.draw.circle(surface, colour, (round(x + dr), stats.centery), dr + 1)
                else:
                    sprite = art.drop(colour, dr)
                    surface.blit(sprite, sprite.get_rect(center=(round(x + dr), stats.centery)))
                text = str(n)
                if num.size(text)[0] <= each - dr * 2 - 6:
                    paint.text(surface, text, num, th.PARCHMENT, (x + dr * 2 + 4, stats.centery), "midleft")
        tips.tip(rect, (f"{look.name}: {seat.blood} blood, {seat.influence} influence, {seat.vp} VP, "
                           f"{seat.cards} cards in hand, {seat.used} used today, fear {seat.fear}, "
                           f"{seat.rituals} rituals. {_status(model, p, long=True)}"), GOAL)
        if not look.you:   # a rival's plate opens its panel
            rivals.plate(surface, rect, p)


def _status(model: TableModel, p: int, long: bool = False) -> str:
    if model.over:
        return ""
    seat = model.seats[p]
    if model.phase == "planning":
        return "planned" if seat.planned else ("planning" if seat.planning else "waits")
    if model.phase == "orders":
        n = seat.to_place
        return f"{n} order{'s' if n != 1 else ''} to place" if long else (f"{n} left" if n else "done")
    return ""


def _counter(surface: pygame.Surface, area: TableLayout, model: TableModel, tips: Drawn) -> None:
    rect, unit = area.counter, area.unit
    paint.panel(surface, rect, th.NIGHT, th.GOLD_DIM, alpha=230)
    days = model.days
    per = model.days_per_act
    with paint.within(surface, rect, "the day counter"):
        top = pygame.Rect(rect.left + 4, rect.top + 2, rect.width - 8, rect.height // 2 - 2)
        text = "The end" if model.over else f"Day {max(1, model.day)} of {days} · Act {ACTS[max(1, model.act)]}"
        art.label(surface, text, top, top.height * 0.8, th.GOLD, unit, "bold")
        r = max(3, min(round(rect.width / (days * 3 + 4)), rect.height // 6))
        y = rect.top + rect.height * 3 // 4
        step = (rect.width - 16) / days
        for d in range(days):
            x = rect.left + 8 + step * (d + 0.5) + (d // per - 1) * 2
            done = d < model.day
            colour = th.GOLD if d + 1 == model.day else (th.GOLD_DIM if done else th.DUSK)
            pygame.draw.circle(surface, colour, (round(x), y), r)
    tips.tip(rect, f"Day {model.day} of {days}: three acts of {per} days; the city is dealt again at each act.", A_DAY)


# -- the city ------------------------------------------------------------------------------------------
def _city(surface: pygame.Surface, area: TableLayout, model: TableModel, seats: Sequence[SeatLook],
          frame: Frame, tips: Drawn, hits: Hits) -> None:
    unit = area.unit
    board = area.city
    paint.panel(surface, board, th.darken(th.NIGHT, 0.2), th.GOLD_DIM, alpha=210)
    with paint.within(surface, area.head, "the city's columns"):
        for part in range(3):
            cell = area.cells[(0, part)]
            box = pygame.Rect(cell.left, area.head.top, cell.width, area.head.height)
            art.part_mark(surface, part, (box.left + box.height * 0.6, box.centery), box.height * 0.42)
            art.label(surface, PART_WORDS[part], box.inflate(-box.height * 2, 0), box.height * 0.8,
                      art.PART_COLOURS[part], unit, "bold")
        box = pygame.Rect(area.stacks[0].left, area.head.top, area.stacks[0].width, area.head.height)
        art.label(surface, "Orders", box, box.height * 0.75, th.PARCHMENT_DIM, unit, "italic")
    for q in range(area.quarters):
        quarter = model.quarters[q]
        lab = area.labels[q]
        paint.panel(surface, lab, th.NIGHT, th.GOLD_DIM, alpha=220)
        with paint.within(surface, lab, f"the {quarter.name}"):
            art.label(surface, quarter.name, pygame.Rect(lab.left + 3, lab.top + 2, lab.width - 6, lab.height // 3),
                      lab.height * 0.22, th.PARCHMENT, unit, "bold")
            size = max(14, min(lab.width - 10, round(lab.height * 0.46)))
            sprite = art.die(quarter.die, size)
            spot = sprite.get_rect(center=(lab.centerx, lab.top + lab.height * 0.64))
            surface.blit(sprite, spot)
        tips.tip(lab, (f"The {quarter.name}: its fear die shows {quarter.die} (the crosses on its location and "
                          f"victim). Orders here need strength above {quarter.die}."), FEAR)
        hits[("row", q)] = area.row(q)
        for part in range(3):
            whole = area.cells[(q, part)]
            rect = card_rect(area, q, part)
            key = ("cell", q, part)
            hits[key] = whole
            lit = key in frame.lit
            hover = lit and whole.collidepoint(frame.mouse)
            strip = pygame.Rect(whole.left, rect.bottom + 1, whole.width, whole.bottom - rect.bottom - 1)
            pygame.draw.rect(surface, th.darken(th.NIGHT, 0.3), strip, border_radius=4)
            pygame.draw.rect(surface, th.GOLD if hover else (th.LEGAL if lit else th.DUSK), strip, 1, border_radius=4)
            if part == 0:
                loc = quarter.location
                text = loc.dawn
                art.card(surface, rect, loc.name, text, unit, loc.face,
                         str(loc.crosses) if loc.crosses else "", (218, 206, 176), lit, hover)
                tips.tip(rect, f"{loc.name} (Dawn): {text}. Crosses: {loc.crosses}.", RESOLUTION)
            elif part == 1:
                v = quarter.victim
                if v is not None:
                    ability = f"Cost {v.cost}: {v.ability}"
                    art.card(surface, rect, v.name, ability, unit, v.face, str(v.value),
                             (214, 222, 206), lit, hover, strength=v.strength)
                    tips.tip(rect, (f"{v.name} (Dusk): pay {v.cost} influence into the Night here to "
                                       f"{v.ability.lower()}. Value {v.value}, crosses {v.crosses}."), RESOLUTION)
                else:
                    _empty(surface, rect, "no victim", unit, lit, hover)
            else:
                _prize(surface, rect, quarter, unit, lit, hover, frame.stamps.get(q, ""))
                tips.tip(rect, f"The Night in the {quarter.name}: {quarter.blood} blood and "
                                   f"{quarter.influence} influence"
                                   + (" and the victim" if quarter.victim is not None else "")
                                   + " for the one strongest order at Night; its fear rises by the die.", RESOLUTION)
            if not frame.hide_cells:
                _cell_orders(surface, area, quarter, q, part, seats, tips)
            if frame.focus == (q, part):
                pygame.draw.rect(surface, th.GOLD, whole.inflate(6, 6), max(2, round(2 * unit)), border_radius=6)
        _stack(surface, area, model, q, seats, frame, tips)


def _empty(surface: pygame.Surface, rect: pygame.Rect, text: str, unit: float, lit: bool, hover: bool) -> None:
    if lit:
        surface.blit(sprites.card_glow(rect.inflate(12, 12).size, th.GOLD if hover else th.LEGAL),
                     rect.inflate(12, 12).topleft)
    paint.panel(surface, rect, th.NIGHT, th.GOLD_DIM, alpha=180)
    with paint.within(surface, rect, "an empty cell"):
        art.label(surface, text, rect.inflate(-8, -8), 13 * unit, th.PARCHMENT_DIM, unit, "italic")


def _prize(surface: pygame.Surface, rect: pygame.Rect, quarter: Quarter, unit: float, lit: bool,
           hover: bool, stamp: str) -> None:
    if lit:
        surface.blit(sprites.card_glow(rect.inflate(12, 12).size, th.GOLD if hover else th.LEGAL),
                     rect.inflate(12, 12).topleft)
    paint.panel(surface, rect, (24, 20, 40), th.GOLD_DIM, alpha=235)
    r = max(4, round(min(rect.height * 0.13, 8 * unit)))
    face = sprites.font(max(art.floor_px(unit), r * 2.6), "bold")
    with paint.within(surface, rect, "a Night prize"):
        y = rect.top + rect.height * 0.3
        for i, (colour, n) in enumerate(((art.BLOOD, quarter.blood), (art.INFLUENCE, quarter.influence))):
            x = rect.left + rect.width * (0.12 + 0.45 * i)
            for k in range(min(n, 4)):
                sprite = art.drop(colour, r)
                surface.blit(sprite, sprite.get_rect(center=(round(x + k * r * 0.9), round(y - k * 2))))
            paint.text(surface, str(n), face, th.PARCHMENT, (x + r * 0.9 * min(n, 4) + r + 2, y), "midleft")
        if stamp:
            box = pygame.Rect(rect.left + 4, round(rect.top + rect.height * 0.56), rect.width - 8,
                              round(rect.height * 0.36))
            pygame.draw.rect(surface, th.darken(th.CRIMSON, 0.2), box, border_radius=4)
            pygame.draw.rect(surface, th.GOLD, box, 1, border_radius=4)
            art.label(surface, stamp, box.inflate(-6, 0), box.height * 0.75, th.GOLD, unit, "bold")


def _cell_orders(surface: pygame.Surface, area: TableLayout, quarter: Quarter, q: int, part: int,
                 seats: Sequence[SeatLook], tips: Drawn) -> None:
    cell = quarter.cells[part]
    r = max(8, round(11 * area.unit))
    for i, entry in enumerate(cell):
        owner = entry.owner
        sprite = art.token_face(seats[owner].style.colour, part, r)
        spot = sprite.get_rect(center=tuple(round(v) for v in cell_spot(area, q, part, i, len(cell))))
        surface.blit(sprite, spot)
        names = ", ".join(entry.cards)
        tips.tip(spot, f"{seats[owner].name}'s {PART_WORDS[part]} order" + (f": {names}" if names else ""), ORDERS)


def _stack(surface: pygame.Surface, area: TableLayout, model: TableModel, q: int,
           seats: Sequence[SeatLook], frame: Frame, tips: Drawn) -> None:
    rect = area.stacks[q]
    key = ("row", q)
    lit = key in frame.lit
    if lit:
        surface.blit(sprites.card_glow(rect.inflate(10, 10).size, th.GOLD if rect.collidepoint(frame.mouse)
                                       else th.LEGAL), rect.inflate(10, 10).topleft)
    paint.panel(surface, rect, th.NIGHT, th.GOLD_DIM, alpha=170)
    row = model.quarters[q].row
    r = max(8, round(11 * area.unit))
    for i, entry in enumerate(row):
        if ("stack", q, i) in frame.hidden:
            continue
        owner = entry.owner
        part = entry.part if frame.above or owner == model.me else None   # from above: every order's part
        colour = seats[owner].style.colour
        sprite = art.token_face(colour, part, r) if part is not None else art.token_back(colour, r)
        spot = sprite.get_rect(center=tuple(round(v) for v in stack_spot(area, q, i, len(row))))
        surface.blit(sprite, spot)
        what = f", {'its' if frame.above else 'your'} {PART_WORDS[part]} order" if part is not None else ", face down"
        if frame.above and part is not None:
            what += " (face down to the others)"
        tips.tip(spot, (f"{seats[owner].name}'s order{what} (placed {i + 1}."
                           f" of {len(row)} here)"), ORDERS)


# -- the altar and the catacombs -----------------------------------------------------------------------
def _altar(surface: pygame.Surface, area: TableLayout, model: TableModel, frame: Frame, tips: Drawn,
           hits: Hits) -> None:
    unit, rect = area.unit, area.altar
    lit = ("altar", None) in frame.lit
    if lit:
        surface.blit(sprites.card_glow(rect.inflate(10, 10).size, th.LEGAL), rect.inflate(10, 10).topleft)
    paint.panel(surface, rect, th.NIGHT, th.GOLD_DIM, alpha=225)
    head = pygame.Rect(rect.left + 6, rect.top + 2, rect.width - 12, round(17 * unit))
    with paint.within(surface, rect, "the altar"):
        art.label(surface, f"The altar · rituals paid with victims' value · {model.ritual_deck} in the deck",
                  head, head.height * 0.8, th.GOLD, unit, "bold", "midleft")
    hits[("altar", None)] = rect
    n = max(1, model.altar_slots)
    gap = round(4 * unit)
    top = head.bottom + 2
    h = rect.bottom - 4 - top
    w = (rect.width - 8 - gap * (n - 1)) / n
    for i in range(n):
        box = pygame.Rect(round(rect.left + 4 + i * (w + gap)), top, round(w), h)
        key = ("altar", i)
        hits[key] = box
        if i >= len(model.altar):
            art.card_back(surface, box)
            continue
        rit = model.altar[i]
        text = rit.text
        art.card(surface, box, rit.name, text, unit, rit.face, str(rit.cost), (222, 208, 226), key in frame.lit,
                 key in frame.lit and box.collidepoint(frame.mouse),
                 tag="one day" if rit.one_day else "")
        tips.tip(box, f"{rit.name}: costs victims worth {rit.cost} (shown, not spent). {text}.", RITUALS)


def _catacombs(surface: pygame.Surface, area: TableLayout, model: TableModel, frame: Frame, tips: Drawn,
               hits: Hits) -> None:
    unit, rect = area.unit, area.catacombs
    paint.panel(surface, rect, th.NIGHT, th.GOLD_DIM, alpha=225)
    hits[("catacombs", None)] = rect
    head = pygame.Rect(rect.left + 6, rect.top + 2, rect.width - 12, round(17 * unit))
    with paint.within(surface, rect, "the catacombs"):
        art.label(surface, "The catacombs · take the top vampire", head, head.height * 0.8, th.GOLD, unit, "bold",
                  "midleft")
    top = head.bottom + 2
    gap = round(6 * unit)
    w = (rect.width - 8 - gap) / 2
    for i, pile in enumerate(model.piles):
        name = pile.name
        box = pygame.Rect(round(rect.left + 4 + i * (w + gap)), top, round(w), rect.bottom - 4 - top)
        key = ("catacombs", name)
        hits[key] = box
        lit = key in frame.lit
        card_box = pygame.Rect(box.left, box.top, box.width, box.height - round(15 * unit))
        if pile.top is not None:
            draw_minion(surface, card_box, pile.top, unit, lit, lit and box.collidepoint(frame.mouse))
        else:
            _empty(surface, card_box, "empty", unit, lit, lit and box.collidepoint(frame.mouse))
        foot = pygame.Rect(box.left, card_box.bottom, box.width, box.bottom - card_box.bottom)
        with paint.within(surface, rect, "the catacombs"):
            art.label(surface, f"{name} vampires · {pile.count}", foot, foot.height * 0.85, th.PARCHMENT_DIM, unit,
                      "italic")
        tips.tip(box, f"The {name} vampires: {pile.count} face up; an order here takes the top one into hand.", ORDERS)
