"""The Bloodlines table's panels: each seat's pyramid (with its header), the queue of five, your hand of
schemes, the missions and the round.

Each drawing returns where it put what may be clicked or dropped on (a vampire's card by
``(seat, index)``, a queue space by its place, a scheme by its id), so the gestures and the
tooltips use exactly what was drawn.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import seatcard, sprites
from game.ui.kit.base import SeatLook
from game.ui.kit.seatcard import card_font
from game.ui.kit.table import Drawn
from game.ui.tables.bloodlines import art, nameplates, plate, pyramid
from game.ui.tables.bloodlines.hints import CHARACTERS, RECRUITING, SCHEMES, THE_END
from game.ui.tables.bloodlines.model import Bloodline, TableModel, Vampire

Hits = dict[Hashable, pygame.Rect]
CARD_RATIO = 0.9


def vampire_tip(v: Vampire, clan_names: tuple[str, ...], names: Sequence[str]) -> str:
    text = art.describe(v.card, clan_names)
    tokens = []
    if v.power:
        tokens.append(f"{v.power} power")
    if v.infamy:
        tokens.append(f"{v.infamy} infamy")
    if v.boons:
        tokens.append(f"{v.boons} boon{'s' if v.boons != 1 else ''}")
    if v.exhausted:
        tokens.append("exhausted (cannot lead a coterie)")
    if v.torpor:
        tokens.append("in torpor (out of every count)")
    tokens += [m.replace(":", " ") for m in v.marks]
    return text + (" On it: " + "; ".join(tokens) + "." if tokens else "")


def pyramid_fit(box: pygame.Rect, line: Bloodline, unit: float, big: bool) -> pyramid.Fit:
    widest = round((110 if big else 92) * unit)
    return pyramid.fit(box, [v.sire for v in line.vampires], widest, CARD_RATIO, max(3, round(5 * unit)),
                       strip=0.5, shortest=round((24 if big else 20) * unit), flattest=0.34)


def vampire_rects(rect: pygame.Rect, line: Bloodline, unit: float, big: bool) -> tuple[pygame.Rect, ...]:
    """Where each vampire of a seat's plate is drawn: your cards, or a rival's name plates."""
    box = pyramid_box(rect, unit, big)
    return pyramid_fit(box, line, unit, big).rects if big else nameplates.plates_of(box, line.vampires, unit).rects


def pyramid_box(rect: pygame.Rect, unit: float, big: bool) -> pygame.Rect:
    """The room for the pyramid inside a seat's plate, under its header line (the kit's card header)."""
    y = rect.top + round(3 * unit) + card_font((19 if big else 16) * unit, "bold").get_linesize()
    return pygame.Rect(rect.left + round(8 * unit), y + round(4 * unit), rect.width - round(16 * unit),
                       rect.bottom - y - round(8 * unit))


def header_words(rect: pygame.Rect, who: SeatLook, unit: float, big: bool, choices: list[str]) -> str:
    """The longest of `choices` that fits whole beside the seat's name and score in the card header."""
    name_f = card_font((19 if big else 16) * unit, "bold")
    sub_f = card_font((14 if big else 13) * unit, "italic")
    score_w = card_font((26 if big else 22) * unit, "bold").size(str(who.score))[0] if who.score is not None else 0
    room = rect.width - round(8 * unit) * 2 - round(13 * unit) - round(7 * unit) - score_w - round(6 * unit)
    left = room - min(name_f.size(who.name)[0], int(room * 0.6)) - round(8 * unit) - round(7 * unit)
    return next((text for text in choices if sub_f.size(text)[0] <= left), "")


def pending_rect(rect: pygame.Rect, unit: float, big: bool) -> pygame.Rect:
    """Where a recruit waits in its seat's plate while its sire is chosen: the top right corner."""
    box = pyramid_box(rect, unit, big)
    h = min(box.height - 4, round((118 if big else 84) * unit))
    w = round(h / 1.4)
    return pygame.Rect(box.right - w, box.top + 2, w, h)


def draw_pending(surface: pygame.Surface, r: pygame.Rect, card, model: TableModel, unit: float, tips: Drawn,
                 hidden: set) -> None:
    """The recruit waiting for its sire, lifted off the plate with a gold glow."""
    tips.tip(r, art.describe(card, model.clan_names) + " Recruited: it goes beneath the sire chosen now.",
             CHARACTERS)
    if ("pending",) in hidden:
        return
    halo = r.inflate(14, 14)
    surface.blit(sprites.card_glow(halo.size, th.GOLD), halo.topleft)
    surface.blit(art.card_face(card, r.size, model.clan_names, True), r.topleft)


def draw_pyramid(surface: pygame.Surface, rect: pygame.Rect, line: Bloodline, who: SeatLook, model: TableModel,
                 unit: float, tips: Drawn, styles: tuple[th.SeatStyle, ...], names: Sequence[str],
                 lit: set, hover: Hashable, hidden: set, big: bool, glow: float) -> Hits:
    """A seat's plate: its header (mark, name, clan, hand, score) and its bloodline as a pyramid."""
    seatcard.draw_card_frame(surface, rect, who.style.colour, who.active)
    clan = line.clan_name or "no clan yet"
    hand = f" · {line.hand} scheme{'s' if line.hand != 1 else ''}"
    first = " · first player" if model.first == who.seat else ""
    sub = header_words(rect, who, unit, big, [clan + hand + first, clan + first, clan, ""])
    with tips.under(THE_END):   # the score: the end's; the clan and its hand: the schemes'
        seatcard.draw_card_header(surface, rect, who, who.style.colour, unit, tips, big, sub, th.PARCHMENT_DIM,
                                  f"{who.name}: victory points if the game ended now.",
                                  f"{clan}: {line.hand} clan schemes in hand, {line.discard} discarded"
                                  + (". First player this round." if first else "."), sub_rule=SCHEMES)
    box = pyramid_box(rect, unit, big)
    if big:
        hits = draw_cards(surface, box, line, who, model, unit, tips, names, lit, hover, hidden, glow)
    else:
        hits = draw_plates(surface, box, line, who, model, unit, tips, names, lit, hover, hidden, glow)
    if not line.vampires:
        paint.text(surface, "no bloodline yet", card_font(12 * unit, "italic"), th.ASH, box.center, "center")
    if model.pending is not None and model.pending[0] == line.seat:
        r = pending_rect(rect, unit, big)
        draw_pending(surface, r, model.pending[1], model, unit, tips, hidden)
        hits[("pending",)] = r
    elif line.haven is not None:
        draw_haven(surface, pending_rect(rect, unit, big), line.haven, model, unit, tips, names[line.seat])
    return hits


def draw_cards(surface: pygame.Surface, box: pygame.Rect, line: Bloodline, who: SeatLook, model: TableModel,
               unit: float, tips: Drawn, names: Sequence[str], lit: set, hover: Hashable, hidden: set,
               glow: float) -> Hits:
    """Your bloodline: a pyramid of cards, each with its glyphs and the tokens on it."""
    fit = pyramid_fit(box, line, unit, True)
    hits: Hits = {}
    for i, (v, r) in enumerate(zip(line.vampires, fit.rects, strict=True)):  # the lines from sire to childe
        if 0 <= v.sire < len(fit.rects):
            s = fit.rects[v.sire]
            pygame.draw.line(surface, th.darken(who.style.colour, 0.2), (s.centerx, s.bottom - 2),
                             (r.centerx, r.top + 2), max(1, round(2 * unit)))
    for i, (v, r) in enumerate(zip(line.vampires, fit.rects, strict=True)):
        key = (line.seat, i)
        hits[key] = r
        if key in hidden:
            continue
        if key in lit:
            halo = r.inflate(12, 12)
            surface.blit(sprites.card_glow(halo.size, th.GOLD if key == hover else th.LEGAL), halo.topleft)
        surface.blit(sprites.soft_shadow(r.size, 4, 110), (r.left - 3, r.top - 1))
        strip = int(fit.step) - 2 if fit.overlapped and any(w.sire == i for w in line.vampires) else 0
        tile = art.vampire_sprite(v, r.size, strip)
        surface.blit(tile, tile.get_rect(center=r.center))
        if key in lit:
            pygame.draw.rect(surface, sprites.mix(th.LEGAL, th.GOLD, glow) if key != hover else th.GOLD,
                             r.inflate(4, 4), 2, border_radius=5)
        visible = r.copy()
        if fit.overlapped and i < len(fit.rects):  # what is not covered by a childe below
            below = [fit.rects[k] for k, w in enumerate(line.vampires) if w.sire == i]
            if below:
                visible.height = max(4, min(b.top for b in below) - r.top)
        tips.tip(visible, vampire_tip(v, model.clan_names, names), CHARACTERS)
    return hits


def draw_plates(surface: pygame.Surface, box: pygame.Rect, line: Bloodline, who: SeatLook, model: TableModel,
                unit: float, tips: Drawn, names: Sequence[str], lit: set, hover: Hashable, hidden: set,
                glow: float) -> Hits:
    """A rival's bloodline: a pyramid of name plates, each name whole (:mod:`.nameplates`)."""
    plates = nameplates.plates_of(box, line.vampires, unit)
    nameplates.draw_links(surface, plates, [v.sire for v in line.vampires], th.darken(who.style.colour, 0.2), unit)
    hits: Hits = {}
    for i, (v, r) in enumerate(zip(line.vampires, plates.rects, strict=True)):
        key = (line.seat, i)
        hits[key] = r
        tips.tip(r, vampire_tip(v, model.clan_names, names), CHARACTERS)
        if key in hidden:
            continue
        if key in lit:
            halo = r.inflate(10, 10)
            surface.blit(sprites.card_glow(halo.size, th.GOLD if key == hover else th.LEGAL), halo.topleft)
        surface.blit(sprites.soft_shadow(r.size, 3, 100), (r.left - 2, r.top - 1))
        surface.blit(nameplates.body(v, r.size, plates.tokens, nameplates.edge_of(0, plates.size)), r.topleft)
        nameplates.draw_words(surface, plates, i, v.torpor)
        if key in lit:
            pygame.draw.rect(surface, sprites.mix(th.LEGAL, th.GOLD, glow) if key != hover else th.GOLD,
                             r.inflate(4, 4), 2, border_radius=4)
    return hits


def draw_haven(surface: pygame.Surface, r: pygame.Rect, card, model: TableModel, unit: float, tips: Drawn,
               name: str) -> None:
    """The vampire waiting in a seat's haven (a chronicle's retainer), in the corner where a recruit waits."""
    tips.tip(r, f"In {name}'s haven: " + art.describe(card, model.clan_names)
             + " It may be recruited once this chapter, instead of a character of the queue.", CHARACTERS)
    surface.blit(sprites.soft_shadow(r.size, 4, 110), (r.left - 3, r.top - 1))
    surface.blit(art.card_face(card, r.size, model.clan_names, True), r.topleft)
    font = card_font(12 * unit, "italic")
    paint.text(surface, "haven", font, th.GOLD, (r.centerx, r.bottom + 1), "midtop")


def queue_pad(unit: float) -> int:
    """The room round a queue card for its cost seal."""
    return max(4, round(6 * unit))


def queue_rects(rect: pygame.Rect, count: int, unit: float) -> tuple[list[pygame.Rect], pygame.Rect]:
    """The five spaces of the queue (left to right) and the deck at the right end."""
    pad = round(6 * unit)
    top = rect.top + round(20 * unit)
    h = rect.bottom - top - round(18 * unit)
    w = min(round(h / 1.35), (rect.width - pad * (count + 2)) // (count + 0.55))
    w = int(w)
    h = min(h, round(w * 1.4))
    spaces = [pygame.Rect(rect.left + pad + i * (w + pad), top, w, h) for i in range(count)]
    deck = pygame.Rect(rect.left + pad + count * (w + pad), top + h // 4, max(8, int(w * 0.5)), h // 2)
    return spaces, deck


def draw_queue(surface: pygame.Surface, rect: pygame.Rect, model: TableModel, unit: float, tips: Drawn,
               styles: tuple[th.SeatStyle, ...], names: Sequence[str], hidden: set, lit: set, hover: Hashable
               ) -> Hits:
    """The queue: each space with its card (its face in full), the cost seal, a reserve mark; the deck."""
    sprites.framed(surface, rect, th.NIGHT, th.GOLD_DIM, alpha=225, ornate=False)
    face = card_font(13 * unit, "italic")
    paint.text(surface, "The queue", face, th.GOLD, (rect.left + 8, rect.top + 2))
    spaces, deck = queue_rects(rect, len(model.queue), unit)
    hits: Hits = {}
    small = card_font(11 * unit, "bold")
    for i, (slot, r) in enumerate(zip(model.queue, spaces, strict=True)):
        key = ("queue", i)
        hits[key] = r
        pygame.draw.rect(surface, (30, 22, 36), r, border_radius=5)
        pygame.draw.rect(surface, th.darken(th.GOLD_DIM, 0.4), r, 1, border_radius=5)
        cost = "free" if slot.cost <= 0 else f"{slot.cost} power"
        paint.text(surface, cost, small, th.GOLD if slot.cost > 0 else th.PARCHMENT_DIM, (r.centerx, r.bottom + 1),
                   "midtop")
        if slot.card is None:
            continue
        tip = art.describe(slot.card, model.clan_names) + (
            f" Costs {cost} to recruit (free to its own clan)." if slot.cost > 0 else " Free to recruit.")
        style = styles[slot.reserved % len(styles)] if slot.reserved >= 0 and styles else None
        if slot.reserved >= 0:
            who = names[slot.reserved] if 0 <= slot.reserved < len(names) else "a rival"
            tip += f" Reserved by {who}."
        tips.tip(r, tip, CHARACTERS)
        if key in hidden:   # carried, or the hand's piece: the drag draws it
            continue
        if key in lit:
            halo = r.inflate(12, 12)
            surface.blit(sprites.card_glow(halo.size, th.GOLD if key == hover else th.LEGAL), halo.topleft)
        card = art.queue_card(slot.card, r.size, slot.cost, model.clan_names, queue_pad(unit))
        surface.blit(card, card.get_rect(center=r.center))
        if style is not None:
            mark = art.seat_mark(style, max(6, round(9 * unit)))
            surface.blit(mark, mark.get_rect(center=(r.left + mark.get_width() // 2 + 2, r.bottom - mark.get_height())))
            pygame.draw.rect(surface, style.colour, r, 2, border_radius=5)
    surface.blit(art.back(deck.size), deck.topleft)
    paint.text(surface, str(model.deck), card_font(13 * unit, "bold"), th.PARCHMENT, deck.center, "center",
               shadow=True)
    tips.tip(deck, f"The character deck: {model.deck} cards.", RECRUITING)
    return hits


def scheme_rects(rect: pygame.Rect, count: int, unit: float) -> list[pygame.Rect]:
    """Your schemes as chips in rows and columns under the panel's heading, as many as it holds."""
    top = rect.top + round(20 * unit)
    gap = round(4 * unit)
    room = rect.bottom - top - gap
    width = rect.width - round(12 * unit)
    h = round(24 * unit)
    cols = 1
    while True:
        rows = max(1, (room + gap) // (h + gap))
        cols = max(1, -(-count // rows))
        if cols <= 4 or h <= round(18 * unit):
            break
        h -= 1
    w = (width - gap * (cols - 1)) // cols
    return [pygame.Rect(rect.left + round(6 * unit) + (i // rows) * (w + gap), top + (i % rows) * (h + gap), w, h)
            for i in range(count)]


def draw_hand(surface: pygame.Surface, rect: pygame.Rect, line: Bloodline | None, unit: float, tips: Drawn,
              hidden: set, lit: set, tip_of: Callable[[int], str], rule_of: Callable[[int], str | None],
              heading: str = "") -> Hits:
    """Your clan schemes as named chips (drag one onto a coterie leader, or click it), under `heading`
    ("Your schemes" unless told: from above, whose they are)."""
    sprites.framed(surface, rect, th.NIGHT, th.GOLD_DIM, alpha=225, ornate=False)
    face = card_font(13 * unit, "italic")
    hits: Hits = {}
    if line is None:
        return hits
    count = len(line.schemes)
    heading = heading or "Your schemes"
    title = f"{heading} ({count})" if count else heading
    paint.text(surface, title, face, th.GOLD, (rect.left + 8, rect.top + 2))
    rects = scheme_rects(rect, count, unit)
    for (scheme, name), r in zip(line.schemes, rects, strict=False):
        if r.bottom > rect.bottom - 1:
            break
        key = ("scheme", scheme)
        hits[key] = r
        tips.tip(r, tip_of(scheme), rule_of(scheme))
        if key in hidden:
            continue
        plate.draw_chip(surface, r, name, unit, key in lit, plate.CLAN_CHIP)
    if not line.schemes:
        paint.text(surface, "no clan schemes in hand", face, th.ASH, (rect.left + 8, rect.top + round(24 * unit)))
    return hits


def draw_missions(surface: pygame.Surface, rect: pygame.Rect, model: TableModel, unit: float, tips: Drawn,
                  styles: tuple[th.SeatStyle, ...], names: Sequence[str]) -> pygame.Rect:
    """The round, then each mission with the mark of whoever leads it now; the score tab's rect."""
    surface.blit(sprites.sheet(rect.size, (26, 18, 30), 236), rect.topleft)
    pygame.draw.rect(surface, th.GOLD_DIM, rect, 1, border_radius=6)
    bold = card_font(14 * unit, "bold")
    text = "The night is over" if model.over else (f"Round {model.round} of {model.rounds}" if model.round > 0
                                                    else "Clans are chosen")
    paint.text(surface, text, bold, th.GOLD, (rect.left + 8, rect.top + 3))
    tab = pygame.Rect(0, 0, rect.width - 16, round(20 * unit))
    tab.midbottom = (rect.centerx, rect.bottom - 5)
    y = rect.top + bold.get_linesize() + round(6 * unit)
    if not model.missions:
        art.write_fitted(surface, "No missions this game", pygame.Rect(rect.left + 8, y, rect.width - 16,
                                                                         round(20 * unit)), 12 * unit, th.ASH,
                         "italic", anchor="midleft")
    room = (tab.top - 4 - y) // max(1, len(model.missions))
    line_h = max(round(14 * unit), min(round(30 * unit), room))
    mark = max(4, round(6 * unit))
    for m in model.missions:
        if y + line_h > tab.top - 2:
            break
        r = pygame.Rect(rect.left + 6, y, rect.width - 12, line_h)
        mark_x = r.right - mark - 2
        if 0 <= m.leader < len(names):
            style = styles[m.leader % len(styles)] if styles else th.theme.seat(m.leader)
            th.draw_shape(surface, style.shape, style.colour, (mark_x, r.centery), mark)
            who = f"{names[m.leader]} leads"
        else:
            pygame.draw.circle(surface, th.ASH, (mark_x, r.centery), max(3, mark - 2), 1)
            who = "tied: no one leads yet" if any(m.counts) else "no one yet"
        words = pygame.Rect(r.left + 2, r.top, r.width - mark * 2 - 8, r.height)
        art.write_fitted(surface, m.name, words, 13 * unit, th.PARCHMENT, "italic", anchor="midleft")
        counts = ", ".join(f"{names[s]} {n}" for s, n in enumerate(m.counts) if s < len(names))
        chronicle = f" In the chronicle, its claimer claims {m.chronicle}." if m.chronicle else ""
        tips.tip(r, f"{m.name}: {m.text} Now {who}" + (f" ({counts})." if counts else ".") + chronicle, THE_END)
        y += line_h
    return tab
