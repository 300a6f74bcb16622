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
from game.ui.kit import figures, seatcard, sprites
from game.ui.kit.base import SeatLook, Tip
from game.ui.kit.hand import Face, Row, Tile, draw_fan, draw_note, draw_row, draw_tiles
from game.ui.kit.seatcard import card_font, draw_badges, draw_drops, draw_value
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


def face(card: int) -> Face:
    """A card's chip: its name in its type's colour (an activation's in its zone's), or a back."""
    return (C.cards[card].name, card_colour(card)) if card >= 0 else None


def _header(surface: pygame.Surface, rect: pygame.Rect, view: View, who: Seat, unit: float,
            tips: list[Tip], big: bool) -> int:
    """Seat mark, name, clan (and status) on one line, the score at the right; returns the y under it."""
    seat = who.seat
    clan = view.clan[seat]
    status = ""
    if view.withdrawn[seat]:
        status = "withdrawn"
    elif clan >= 0 and view.location[seat] < 0:
        status = "in torpor"
    elif who.regent:
        status = "Regent"
    sub = (C.clans[clan].name if clan >= 0 else "no clan yet") + (f" · {status}" if status else "")
    colour = th.CRIMSON_LIGHT if status in ("withdrawn", "in torpor") else (th.GOLD if status else th.PARCHMENT_DIM)
    return seatcard.draw_card_header(
        surface, rect, who, who.colour, unit, tips, big, sub, colour,
        f"{who.name}'s prestige if the turn ended now (zones + domains + personal).",
        f"{C.clans[clan].name}: {C.clans[clan].blurb} ({who.kind})" if clan >= 0 else "",
        f"{who.name} is the Regent: first in every phase this turn." if who.regent else "")


def powers(view: View, seat: int) -> list[tuple[str, bool, str]]:
    """(name, used this turn, tooltip) for each of the seat's clan powers."""
    clan = view.clan[seat]
    if clan < 0:
        return []
    rows = []
    for power in C.clans[clan].powers:
        used = f"p{seat}:{power.id}" in view.used
        note = " (used this turn)" if used else ""
        rows.append((power.name, used, f"{power.name}{note}: {power.text} Costs 1 Vitae, once per turn."))
    return rows


def _stats(surface: pygame.Surface, x: float, y: float, view: View, seat: int, row_h: int, unit: float,
           tips: list[Tip]) -> None:
    """Attributes, Vitae drops and personal prestige on one row."""
    clan = view.clan[seat]
    badges = []
    for letter, key, word in ATTRS:
        value = C.clans[clan].attribute(key) if clan >= 0 else 0
        badges.append((f"{letter}{value}", f"{word} {value}: added to the die in {key} challenges."))
    x = draw_badges(surface, (x, y), badges, row_h, tips)
    vitae = view.vitae[seat]
    pr = draw_drops(surface, (x + 3 * unit, y + row_h * 0.55), vitae, C.rules["vitae_max"], row_h * 0.26)
    tips.append((pr, f"Vitae {vitae} of 6. Powers cost 1; at 0 a Primogen falls into torpor."))
    draw_value(surface, (pr.right + 6 * unit, y + row_h / 2), f"✶{view.prestige[seat]}", row_h * 0.8,
               "Personal prestige: from events, spoils and cards; counted with the zones.", tips)


def draw_rival(surface: pygame.Surface, rect: pygame.Rect, view: View, who: Seat, unit: float,
               tips: list[Tip]) -> None:
    """A rival's Primogen card: name, clan, attributes, Vitae, prestige, powers, cards in play, hand backs."""
    seat = who.seat
    torpor = view.clan[seat] >= 0 and view.location[seat] < 0
    seatcard.draw_card_frame(surface, rect, who.colour, who.active, torpor)
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
    play, hand = view.play[seat], view.hands[seat]
    back_w = round(chip_h * 0.62)
    room = limit - x - (back_w + 8 * unit if hand else 0)
    if play:
        chip_w = max(12, min(chip_w, int(room / len(play)) - 3))
    row = Row(x, y, chip_w, chip_h, round(3 * unit))
    draw_row(surface, row, play, face, card_tip, unit, tips, label=chip_w > 44)
    x = round(row.end(len(play)))
    if hand:
        draw_fan(surface, x + round(5 * unit), y, back_w, chip_h, [face(c) for c in hand], unit,
                 f"{who.name} holds {len(hand)} hidden card{'s' if len(hand) != 1 else ''}.", tips)
    elif not play:
        draw_note(surface, (x, y + chip_h / 2), "no cards", unit)
    marks = [(used, tip) for _name, used, tip in powers(view, seat)]
    seatcard.draw_power_marks(surface, (rect.right - pad, rect.bottom - pad), marks, sr, tips)
    if torpor:
        lying = figures.standee(who.colour, who.style.shape, round(30 * unit), lying=True)
        spot = lying.get_rect(bottomright=(rect.right - pad - sr * 3, rect.bottom - round(4 * unit)))
        surface.blit(lying, spot)
        tips.append((spot, f"{who.name} lies in torpor: off the board until a Resource Phase."))


def draw_own(surface: pygame.Surface, rect: pygame.Rect, view: View, who: Seat, unit: float,
             tips: list[Tip], lit_hand: set[int] | None = None) -> dict[int, pygame.Rect]:
    """Your Primogen card in full: attributes, powers, Vitae, prestige, cards in play and your hand.

    Returns the screen rect of each hand card by its place in the hand (for clicks)."""
    seat = who.seat
    torpor = view.clan[seat] >= 0 and view.location[seat] < 0
    seatcard.draw_card_frame(surface, rect, who.colour, who.active, torpor)
    pad = round(8 * unit)
    fig_w = round(40 * unit)
    fig = figures.standee(who.colour, who.style.shape, round(54 * unit), lying=torpor)
    fr = surface.blit(fig, fig.get_rect(midbottom=(rect.left + pad + fig_w // 2 + 2, rect.bottom - pad)))
    tips.append((fr, "Your miniature is off the board: you are in torpor." if torpor else
                 "Your Primogen. Drag the miniature on the map in the Movement Phase."))
    inner = pygame.Rect(rect.left + fig_w + pad, rect.top, rect.width - fig_w - pad, rect.height)
    y = _header(surface, inner, view, who, unit, tips, True) + round(2 * unit)
    row_h = round(19 * unit)
    _stats(surface, inner.left + pad, y, view, seat, row_h, unit, tips)
    y += row_h + round(4 * unit)
    seatcard.draw_power_buttons(surface, inner.left + pad, y, (inner.width * 0.62 - 2 * pad) / 3, round(18 * unit),
                                4 * unit, powers(view, seat), card_font(13 * unit, "bold"), tips)
    y += round(22 * unit)
    hand, play = view.hands[seat], view.play[seat]
    chip_h = max(14, rect.bottom - y - round(6 * unit))
    gap = round(3 * unit)
    space = inner.width - 2 * pad - round(16 * unit)
    slots = max(1, len(play)) + max(1, len(hand))
    chip_w = max(16, min(round(chip_h * 2.6), int(space / max(slots, 4)) - gap))
    x = inner.left + pad
    in_play = Row(x, y, chip_w, chip_h, gap)
    draw_row(surface, in_play, play, face, lambda card: "In play: " + card_tip(card), unit, tips)
    if play:
        end = in_play.end(len(play))
    else:
        end = draw_note(surface, (x, y + chip_h / 2), "nothing in play", unit) + gap
    hand_x = end + round(12 * unit)
    pygame.draw.line(surface, th.GOLD_DIM, (hand_x - round(7 * unit), y), (hand_x - round(7 * unit), y + chip_h))
    if not hand:
        draw_note(surface, (hand_x, y + chip_h / 2), "empty hand", unit)
    return draw_row(surface, Row(hand_x, y, chip_w, chip_h, gap), hand, face, _hand_tip, unit, tips,
                    lit=lambda card: bool(lit_hand and card in lit_hand), ring=True)


def _hand_tip(card: int) -> str:
    return "In your hand (hidden from the others): " + card_tip(card) if card >= 0 else "A card in hand."


def draw_events(surface: pygame.Surface, rect: pygame.Rect, view: View, unit: float, tips: list[Tip],
                lit: set[int], hover: tuple[int, int]) -> dict[int, pygame.Rect]:
    """The Event cards in play, each with its challenge, difficulty and prestige; returns their rects."""
    sprites.framed(surface, rect, th.NIGHT, th.GOLD_DIM, alpha=232, ornate=False)
    pad = round(8 * unit)
    head = card_font(16 * unit, "bold")
    paint.text(surface, "Events in the city", head, th.GOLD, (rect.left + pad, rect.top + round(4 * unit)))
    y = rect.top + round(6 * unit) + head.get_linesize()
    if not view.events:
        paint.text(surface, "All quiet, for now.", card_font(14 * unit, "italic"), th.PARCHMENT_DIM,
                   (rect.left + pad, y))
        return {}
    return draw_tiles(surface, rect, y, [_event_tile(card, card in lit) for card in view.events], unit, tips, hover)


def _event_tile(card: int, lit: bool) -> Tile:
    """An Event card in play: its challenge and prestige under its name, its difficulty at the right."""
    c = C.cards[card]
    return Tile(card, c.name, f"{c.challenge} · +{c.acting} acting / +{c.assisting} helping", str(c.difficulty),
                card_tip(card) + (" Click to take it on." if lit else ""), lit)
