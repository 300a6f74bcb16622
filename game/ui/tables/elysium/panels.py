"""Primogen cards (yours in full, your rivals' compact) and the events in play.

Everything is drawn from the viewer's view: a rival's hand is only ever a
count of card backs, because the view holds nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.games.elysium.content import load_content
from game.ui import paint
from game.ui import theme as th
from game.ui.kit import sprites
from game.ui.kit.base import SeatLook, Tip
from game.ui.tables.elysium import art
from game.ui.tables.elysium.layout import View

C = load_content()
TYPE_COLOURS = {"activation": (70, 96, 120), "event": (120, 30, 40), "retainer": (46, 104, 92),
                "equipment": (92, 92, 110), "strategy": (128, 100, 52)}
ATTRS = (("M", "mental", "Mental"), ("P", "physical", "Physical"), ("S", "social", "Social"))


@dataclass
class Seat(SeatLook):
    """A seat as the kit shows it, with what a Primogen card adds: its clan colour and the Regent's mark."""

    colour: th.Colour = th.ASH
    regent: bool = False


def font(px: float, role: str = "text") -> pygame.font.Font:
    return th.theme.font(max(8, int(px)), role)  # scaled with the window, as the table always was


def card_tip(card: int) -> str:
    if card < 0:
        return "A hidden card."
    c = C.cards[card]
    kind = c.type.capitalize()
    if c.type == "activation":
        kind += f" — {C.zones[c.zone].name}"
    if c.type == "event":
        kind += f" — {c.challenge}, difficulty {c.difficulty}, {c.acting}/{c.assisting} prestige"
    nudge = "  From hand: discard for +1 or -1 on any die." if c.nudges else ""
    return f"{c.name} ({kind}). {c.text}{nudge}"


def card_colour(card: int) -> th.Colour:
    c = C.cards[card]
    if c.type == "activation":
        return th.darken(art.CATEGORY_COLOURS[C.zones[c.zone].category], 0.3)
    return TYPE_COLOURS.get(c.type, th.DUSK)


def chip(surface: pygame.Surface, rect: pygame.Rect, card: int, unit: float, label: bool = True,
         lit: bool = False, dim: bool = False) -> None:
    """A card as a small tile: its type's colour, a parchment band and its name."""
    if card < 0:  # a card back
        pygame.draw.rect(surface, (60, 26, 40), rect, border_radius=3)
        pygame.draw.rect(surface, th.GOLD_DIM, rect, 1, border_radius=3)
        inner = rect.inflate(-max(4, rect.width // 4), -max(4, rect.height // 4))
        pygame.draw.rect(surface, th.darken(th.GOLD_DIM, 0.3), inner, 1, border_radius=2)
        return
    body = card_colour(card)
    if dim:
        body = th.darken(body, 0.4)
    pygame.draw.rect(surface, body, rect, border_radius=3)
    pygame.draw.rect(surface, th.GOLD if lit else th.darken(th.PARCHMENT, 0.3), rect, 2 if lit else 1,
                     border_radius=3)
    if label and rect.width > 24:
        f = font(min(12.5 * unit, rect.height / 2.7), "bold")
        step = f.get_height() * 0.86
        lines = paint.wrap(C.cards[card].name, f, rect.width - 6)[:2 if rect.height > 1.8 * step else 1]
        top = rect.centery - len(lines) * step / 2 - 2
        for i, line in enumerate(lines):
            paint.text(surface, paint.fit(line, f, rect.width - 6), f, th.PARCHMENT,
                       (rect.centerx, top + i * step), "midtop", shadow=True)


def vitae_pips(surface: pygame.Surface, pos: tuple[float, float], vitae: int, r: float) -> pygame.Rect:
    """Six blood drops, `vitae` of them full."""
    x, y = pos
    for i in range(C.rules["vitae_max"]):
        cx = x + r + i * r * 2.3
        full = i < vitae
        drop = [(cx, y - r * 1.3), (cx + r * 0.85, y + r * 0.1), (cx, y + r), (cx - r * 0.85, y + r * 0.1)]
        pygame.draw.polygon(surface, th.CRIMSON_LIGHT if full else (40, 24, 30), drop)
        pygame.draw.circle(surface, th.CRIMSON_LIGHT if full else (40, 24, 30), (cx, y + r * 0.25), r * 0.82)
        pygame.draw.circle(surface, th.darken(th.CRIMSON, 0.3), (cx, y + r * 0.25), r * 0.82, 1)
    return pygame.Rect(x, y - r * 1.3, r * 2.3 * C.rules["vitae_max"], r * 2.3)


def attribute_badges(surface: pygame.Surface, pos: tuple[float, float], clan: int, size: float,
                     tips: list[Tip]) -> float:
    """M / P / S badges with the clan's attributes; returns the x after them."""
    x, y = pos
    f = font(size * 0.62, "bold")
    for letter, key, word in ATTRS:
        value = C.clans[clan].attribute(key) if clan >= 0 else 0
        r = pygame.Rect(round(x), round(y), round(size * 1.55), round(size))
        pygame.draw.rect(surface, (34, 26, 42), r, border_radius=3)
        pygame.draw.rect(surface, th.GOLD_DIM, r, 1, border_radius=3)
        paint.text(surface, f"{letter}{value}", f, th.PARCHMENT, r.center, "center")
        tips.append((r, f"{word} {value}: added to the die in {key} challenges."))
        x = r.right + size * 0.25
    return x


def _frame(surface: pygame.Surface, rect: pygame.Rect, who: Seat, torpor: bool) -> None:
    fill = th.DUSK if who.active else th.NIGHT
    sprites.framed(surface, rect, fill, th.GOLD if who.active else th.GOLD_DIM, alpha=232, ornate=False)
    band = pygame.Rect(rect.left, rect.top, max(4, rect.width // 60), rect.height)
    pygame.draw.rect(surface, who.colour, band)
    if torpor:
        surface.blit(sprites.sheet(rect.size, (70, 66, 76), 90), rect.topleft)


def _header(surface: pygame.Surface, rect: pygame.Rect, view: View, who: Seat, unit: float,
            tips: list[Tip], big: bool) -> int:
    """Seat mark, name, clan (and status) on one line, the score at the right; returns the y under it."""
    state = view
    seat = who.seat
    pad = round(8 * unit)
    name_f = font((19 if big else 16) * unit, "bold")
    sub_f = font((14 if big else 13) * unit, "italic")
    y = rect.top + round(3 * unit)
    mark = 6.5 * unit
    cy = y + name_f.get_linesize() / 2
    th.draw_shape(surface, who.style.shape, who.colour, (rect.left + pad + mark + 2, cy), mark, outline=th.INK, width=1)
    x = rect.left + pad + mark * 2 + round(7 * unit)
    score_f = font((26 if big else 22) * unit, "bold")
    right = rect.right - pad
    if who.score is not None:
        sr = paint.text(surface, str(who.score), score_f, th.GOLD, (right, cy), "midright")
        tips.append((sr, f"{who.name}'s prestige if the turn ended now (zones + domains + personal)."))
        right = sr.left - round(6 * unit)
    nr = paint.text(surface, paint.fit(who.name, name_f, int((right - x) * 0.6)), name_f,
                    th.GOLD if who.active else th.PARCHMENT, (x, y))
    clan = state.clan[seat]
    status = ""
    if state.withdrawn[seat]:
        status = "withdrawn"
    elif clan >= 0 and state.location[seat] < 0:
        status = "in torpor"
    elif who.regent:
        status = "Regent"
    clan_name = C.clans[clan].name if clan >= 0 else "no clan yet"
    sub = clan_name + (f" · {status}" if status else "")
    colour = th.CRIMSON_LIGHT if status in ("withdrawn", "in torpor") else (th.GOLD if status else th.PARCHMENT_DIM)
    r = paint.text(surface, paint.fit(sub, sub_f, right - nr.right - round(8 * unit)), sub_f, colour,
                   (nr.right + round(7 * unit), cy), "midleft")
    if clan >= 0:
        tips.append((r, f"{C.clans[clan].name}: {C.clans[clan].blurb} ({who.kind})"))
    if who.regent:
        tips.append((nr, f"{who.name} is the Regent: first in every phase this turn."))
    return y + name_f.get_linesize()


def power_rows(view: View, seat: int) -> list[tuple[str, str, bool]]:
    """(name, text, used this turn) for each of the seat's clan powers."""
    clan = view.clan[seat]
    if clan < 0:
        return []
    used = view.used
    return [(p.name, p.text, f"p{seat}:{p.id}" in used) for p in C.clans[clan].powers]


def _stats(surface: pygame.Surface, x: float, y: float, view: View, seat: int, row_h: int, unit: float,
           tips: list[Tip]) -> float:
    """Attributes, Vitae drops and personal prestige on one row; returns the x after them."""
    x = attribute_badges(surface, (x, y), view.clan[seat], row_h, tips)
    vitae = view.vitae[seat]
    pr = vitae_pips(surface, (x + 3 * unit, y + row_h * 0.55), vitae, row_h * 0.26)
    tips.append((pr, f"Vitae {vitae} of 6. Powers cost 1; at 0 a Primogen falls into torpor."))
    pf = font(row_h * 0.8, "bold")
    prs = paint.text(surface, f"✶{view.prestige[seat]}", pf, th.GOLD,
                     (pr.right + 6 * unit, y + row_h / 2), "midleft")
    tips.append((prs, "Personal prestige: from events, spoils and cards; counted with the zones."))
    return prs.right


def draw_rival(surface: pygame.Surface, rect: pygame.Rect, view: View, who: Seat, unit: float,
               tips: list[Tip]) -> None:
    """A rival's Primogen card: name, clan, attributes, Vitae, prestige, powers, cards in play, hand backs."""
    state = view
    seat = who.seat
    torpor = state.clan[seat] >= 0 and state.location[seat] < 0
    _frame(surface, rect, who, torpor)
    y = _header(surface, rect, view, who, unit, tips, False) + round(2 * unit)
    pad = round(8 * unit)
    row_h = round(17 * unit)
    _stats(surface, rect.left + pad + 2, y, view, seat, row_h, unit, tips)
    y += row_h + round(5 * unit)
    sr = max(4, round(5.5 * unit))
    chip_h = max(10, min(round(34 * unit), rect.bottom - y - round(5 * unit)))
    chip_w = round(chip_h * 1.45)
    x = rect.left + pad + 2
    limit = rect.right - pad - sr * 2 - round(6 * unit)
    play = state.play[seat]
    hand = state.hands[seat]
    back_w = round(chip_h * 0.62)
    room = limit - x - (back_w + 8 * unit if hand else 0)
    if play:
        chip_w = max(12, min(chip_w, int(room / len(play)) - 3))
    for card in play:
        r = pygame.Rect(x, y, chip_w, chip_h)
        chip(surface, r, card, unit, label=chip_w > 44)
        tips.append((r, card_tip(card)))
        x += chip_w + round(3 * unit)
    if hand:
        x += round(5 * unit)
        for i, card in enumerate(hand):
            r = pygame.Rect(x + i * round(back_w * 0.5), y, back_w, chip_h)
            chip(surface, r, card if card >= 0 else -1, unit, label=False)
        hr = pygame.Rect(x, y, back_w + round(back_w * 0.5) * (len(hand) - 1), chip_h)
        tips.append((hr, f"{who.name} holds {len(hand)} hidden card{'s' if len(hand) != 1 else ''}."))
    elif not play:
        paint.text(surface, "no cards", font(12 * unit, "italic"), th.ASH, (x, y + chip_h / 2), "midleft")
    for i, (name, text, used) in enumerate(power_rows(view, seat)):
        cx = rect.right - pad - sr
        cy = rect.bottom - pad - sr - i * (sr * 2 + 3)
        pygame.draw.circle(surface, th.ASH if used else th.CRIMSON, (cx, cy), sr)
        pygame.draw.circle(surface, th.GOLD_DIM, (cx, cy), sr, 1)
        tips.append((pygame.Rect(cx - sr, cy - sr, 2 * sr, 2 * sr),
                     f"{name}{' (used this turn)' if used else ''}: {text} Costs 1 Vitae, once per turn."))
    if torpor:
        lying = art.standee(who.colour, who.style.shape, round(30 * unit), lying=True)
        spot = lying.get_rect(bottomright=(rect.right - pad - sr * 3, rect.bottom - round(4 * unit)))
        surface.blit(lying, spot)
        tips.append((spot, f"{who.name} lies in torpor: off the board until a Resource Phase."))


def draw_own(surface: pygame.Surface, rect: pygame.Rect, view: View, who: Seat, unit: float,
             tips: list[Tip], lit_hand: set[int] | None = None) -> dict[int, pygame.Rect]:
    """Your Primogen card in full: attributes, powers, Vitae, prestige, cards in play and your hand.

    Returns the screen rect of each hand card by its place in the hand (for clicks)."""
    state = view
    seat = who.seat
    torpor = state.clan[seat] >= 0 and state.location[seat] < 0
    _frame(surface, rect, who, torpor)
    pad = round(8 * unit)
    fig_w = round(40 * unit)
    fig = art.standee(who.colour, who.style.shape, round(54 * unit), lying=torpor)
    fr = surface.blit(fig, fig.get_rect(midbottom=(rect.left + pad + fig_w // 2 + 2, rect.bottom - pad)))
    tips.append((fr, "Your miniature is off the board: you are in torpor." if torpor else
                 "Your Primogen. Drag the miniature on the map in the Movement Phase."))
    inner = pygame.Rect(rect.left + fig_w + pad, rect.top, rect.width - fig_w - pad, rect.height)
    y = _header(surface, inner, view, who, unit, tips, True) + round(2 * unit)
    row_h = round(19 * unit)
    _stats(surface, inner.left + pad, y, view, seat, row_h, unit, tips)
    y += row_h + round(4 * unit)
    pw = (inner.width * 0.62 - 2 * pad) / 3
    pf = font(13 * unit, "bold")
    for i, (name, text, used) in enumerate(power_rows(view, seat)):
        r = pygame.Rect(round(inner.left + pad + i * (pw + 4 * unit)), y, round(pw), round(18 * unit))
        pygame.draw.rect(surface, (40, 20, 30) if used else th.darken(th.CRIMSON, 0.45), r, border_radius=3)
        pygame.draw.rect(surface, th.GOLD_DIM, r, 1, border_radius=3)
        paint.text(surface, paint.fit(name, pf, r.width - 6), pf, th.ASH if used else th.PARCHMENT, r.center, "center")
        tips.append((r, f"{name}{' (used this turn)' if used else ''}: {text} Costs 1 Vitae, once per turn."))
    y += round(22 * unit)
    hand = state.hands[seat]
    play = state.play[seat]
    chip_h = max(14, rect.bottom - y - round(6 * unit))
    gap = round(3 * unit)
    space = inner.width - 2 * pad - round(16 * unit)
    slots = max(1, len(play)) + max(1, len(hand))
    chip_w = max(16, min(round(chip_h * 2.6), int(space / max(slots, 4)) - gap))
    x = inner.left + pad
    label_f = font(12 * unit, "italic")
    if not play:
        paint.text(surface, "nothing in play", label_f, th.ASH, (x, y + chip_h / 2), "midleft")
    for i, card in enumerate(play):
        r = pygame.Rect(round(x + i * (chip_w + gap)), y, chip_w, chip_h)
        chip(surface, r, card, unit)
        tips.append((r, "In play: " + card_tip(card)))
    used_w = len(play) * (chip_w + gap) if play else label_f.size("nothing in play")[0] + gap
    hand_x = x + used_w + round(12 * unit)
    pygame.draw.line(surface, th.GOLD_DIM, (hand_x - round(7 * unit), y), (hand_x - round(7 * unit), y + chip_h))
    rects: dict[int, pygame.Rect] = {}
    if not hand:
        paint.text(surface, "empty hand", label_f, th.ASH, (hand_x, y + chip_h / 2), "midleft")
    for i, card in enumerate(hand):
        r = pygame.Rect(round(hand_x + i * (chip_w + gap)), y, chip_w, chip_h)
        chip(surface, r, card, unit, lit=bool(lit_hand and card in lit_hand))
        if card >= 0:
            pygame.draw.rect(surface, th.GOLD, r.inflate(2, 2), 1, border_radius=3)
        tips.append((r, ("In your hand (hidden from the others): " + card_tip(card)) if card >= 0
                     else "A card in hand."))
        rects[i] = r
    return rects


def draw_events(surface: pygame.Surface, rect: pygame.Rect, view: View, unit: float, tips: list[Tip],
                lit: set[int], hover: tuple[int, int]) -> dict[int, pygame.Rect]:
    """The Event cards in play, each with its challenge, difficulty and prestige; returns their rects."""
    sprites.framed(surface, rect, th.NIGHT, th.GOLD_DIM, alpha=232, ornate=False)
    pad = round(8 * unit)
    head = font(16 * unit, "bold")
    paint.text(surface, "Events in the city", head, th.GOLD, (rect.left + pad, rect.top + round(4 * unit)))
    y = rect.top + round(6 * unit) + head.get_linesize()
    events = list(view.events)
    out: dict[int, pygame.Rect] = {}
    if not events:
        paint.text(surface, "All quiet, for now.", font(14 * unit, "italic"), th.PARCHMENT_DIM, (rect.left + pad, y))
        return out
    tile_h = round(38 * unit)
    name_f, sub_f = font(14 * unit, "bold"), font(12.5 * unit)
    room = (rect.bottom - y - pad) // (tile_h + round(4 * unit))
    for n, card in enumerate(events):
        if n >= room:
            paint.text(surface, f"… and {len(events) - n} more", sub_f, th.PARCHMENT_DIM, (rect.left + pad, y))
            break
        c = C.cards[card]
        r = pygame.Rect(rect.left + pad, y, rect.width - 2 * pad, tile_h)
        on = card in lit
        pygame.draw.rect(surface, th.darken(th.CRIMSON, 0.55 if not r.collidepoint(hover) else 0.35), r,
                         border_radius=4)
        pygame.draw.rect(surface, th.GOLD if on else th.darken(th.CRIMSON_LIGHT, 0.3), r, 2 if on else 1,
                         border_radius=4)
        diff = font(22 * unit, "bold")
        dr = paint.text(surface, str(c.difficulty), diff, th.PARCHMENT, (r.right - pad, r.centery), "midright")
        paint.text(surface, paint.fit(c.name, name_f, dr.left - r.left - 2 * pad), name_f, th.PARCHMENT,
                   (r.left + pad, r.top + round(2 * unit)))
        sub = paint.fit(f"{c.challenge} · +{c.acting} acting / +{c.assisting} helping", sub_f, dr.left - r.left - 2 * pad)
        paint.text(surface, sub, sub_f, th.PARCHMENT_DIM, (r.left + pad, r.top + round(2 * unit) + name_f.get_linesize()))
        tips.append((r, card_tip(card) + (" Click to take it on." if on else "")))
        out[card] = r
        y += tile_h + round(4 * unit)
    return out
