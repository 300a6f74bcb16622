"""Primogen cards (yours in full, your rivals' compact) and the events in play.

Everything is drawn from the viewer's view: a rival's hand is only ever a
count of card backs, because the view holds nothing else; only a finished game seen from above (the
true state, no viewer: ``game.ui.kit.above``) shows every hand face up.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import figures, seatcard, sprites
from game.ui.kit.above import Held, held_chips
from game.ui.kit.base import SeatLook
from game.ui.kit.cardface import CardFace
from game.ui.kit.hand import Chip, Face, Tile, draw_fan, draw_flow, draw_note, draw_tiles
from game.ui.kit.rivals import plate as rivals_plate
from game.ui.kit.seatcard import card_font, draw_badges, draw_drops, draw_value
from game.ui.kit.table import Drawn
from game.ui.tables.elysium import art
from game.ui.tables.elysium.hints import (
    A_TURN,
    CARDS,
    CHALLENGE,
    CLANS,
    MOVEMENT,
    RESOLUTION,
    TORPOR,
    card_rule,
)
from game.ui.tables.elysium.model import Card, Primogen

TYPE_COLOURS = {"activation": (70, 96, 120), "event": (120, 30, 40), "retainer": (46, 104, 92),
                "equipment": (92, 92, 110), "strategy": (128, 100, 52)}
ATTRS = (("M", "mental", "Mental"), ("P", "physical", "Physical"), ("S", "social", "Social"))


@dataclass
class Seat(SeatLook):
    """A seat as the kit shows it, with what a Primogen card adds: its clan colour and the Regent's mark."""

    colour: th.Colour = th.ASH
    regent: bool = False


def card_tip(card: Card) -> str:
    return card.tip


def card_colour(card: Card) -> th.Colour:
    if card.type == "activation":
        return th.darken(art.CATEGORY_COLOURS[card.category], 0.3)
    return TYPE_COLOURS.get(card.type, th.DUSK)


def face(card: Card) -> Face:
    """A card's chip: its name in its type's colour (an activation's in its zone's), or a back."""
    return (card.name, card_colour(card)) if not card.hidden else None


def zoom_of(card: Card) -> CardFace | None:
    """What a card's zoom shows: its face, or nothing for a card the viewer may not see."""
    return card.face if not card.hidden else None


def _header(surface: pygame.Surface, rect: pygame.Rect, primogen: Primogen, who: Seat, unit: float,
            tips: Drawn, big: bool, keep: int = 0, line: bool = False) -> int:
    """Seat mark, name, clan (and status) on one line, the score at the right (a rival's card: the clan
    under the name; `line`: its status after the name, no clan); returns the y under it."""
    clan = primogen.clan
    status = ""
    if primogen.withdrawn:
        status = "withdrawn"
    elif primogen.torpor:
        status = "in torpor"
    elif who.regent:
        status = "Regent"
    sub = status if line else (clan.name if clan is not None else "no clan yet") + (f" · {status}" if status else "")
    colour = th.CRIMSON_LIGHT if status in ("withdrawn", "in torpor") else (th.GOLD if status else th.PARCHMENT_DIM)
    with tips.under(RESOLUTION):   # the score: prestige if the turn ended now
        return seatcard.draw_card_header(
            surface, rect, who, who.colour, unit, tips, big, sub, colour,
            f"{who.name}'s prestige if the turn ended now (zones + domains + personal).",
            f"{clan.name}: {clan.blurb} ({who.kind})" if clan is not None else "",
            f"{who.name} is the Regent: first in every phase this turn." if who.regent else "", stacked=not (big or line),
            keep=keep, sub_rule=CLANS, name_rule=A_TURN)


def powers(primogen: Primogen) -> list[tuple[str, bool, str]]:
    """(name, used this turn, tooltip) for each of the seat's clan powers."""
    return [(power.name, power.used, power.tip) for power in primogen.powers]


def _stats(surface: pygame.Surface, x: float, y: float, primogen: Primogen, row_h: int, unit: float,
           tips: Drawn) -> None:
    """Attributes, Vitae drops and personal prestige on one row."""
    clan = primogen.clan
    badges = []
    for letter, key, word in ATTRS:
        value = clan.attribute(key) if clan is not None else 0
        badges.append((f"{letter}{value}", f"{word} {value}: added to the die in {key} challenges."))
    with tips.under(CHALLENGE):   # an attribute is added to the die in a challenge
        x = draw_badges(surface, (x, y), badges, row_h, tips)
    vitae = primogen.vitae
    pr = draw_drops(surface, (x + 3 * unit, y + row_h * 0.55), vitae, primogen.vitae_max, row_h * 0.26)
    tips.tip(pr, f"Vitae {vitae} of 6. Powers cost 1; at 0 a Primogen falls into torpor.", TORPOR)
    with tips.under(RESOLUTION):
        draw_value(surface, (pr.right + 6 * unit, y + row_h / 2), f"✶{primogen.prestige}", row_h * 0.8,
                   "Personal prestige: from events, spoils and cards; counted with the zones.", tips)


def draw_rival(surface: pygame.Surface, rect: pygame.Rect, primogen: Primogen, who: Seat, unit: float,
               tips: Drawn, held: Held | None = None, compact: bool = False, form: str = ""
               ) -> dict[int, pygame.Rect]:
    """A rival's Primogen card: name, clan, attributes, Vitae, prestige, powers, cards in play by name and
    the hand as backs; from above (`held`: the true state, no viewer) the hand face up by name after the
    cards in play, noted in `held`; `compact` (a panel docked under the cards): its name and numbers only
    (its panel, opened from its name, says the rest); `form` "line": its name line only, "chip": its mark and
    score (its name in the tip). The rect of each card in play by its place."""
    if form == "chip":
        _chip(surface, rect, primogen, who, unit, tips)
        return {}
    torpor = primogen.torpor
    seatcard.draw_card_frame(surface, rect, who.colour, who.active, torpor)
    if torpor:  # the veil says it; the card's tip says why
        tips.tip(rect, f"{who.name} lies in torpor: off the board until a Resource Phase.", TORPOR)
    play, hand = primogen.play, primogen.hand
    with paint.within(surface, rect, f"{who.name}'s card"):
        line = card_font(15 * unit, "bold").get_linesize()
        back_w = round(line * 0.6)
        fan_w = back_w + round(back_w * 0.5) * (len(hand) - 1) + round(8 * unit) if hand and held is None else 0
        y = _header(surface, rect, primogen, who, unit, tips, False, fan_w, form == "line") + round(2 * unit)
        if hand and held is None:
            at = seatcard.header_aside(rect, who, unit, False, fan_w)
            with tips.under(CARDS):
                draw_fan(surface, at.left, at.top + round(2 * unit), back_w, at.height - round(4 * unit),
                         [face(card) for card in hand], unit,
                         f"{who.name} holds {len(hand)} hidden card{'s' if len(hand) != 1 else ''}.", tips)
        if form == "line":
            return {}
        pad = round(8 * unit)
        row_h = round(16 * unit)
        _stats(surface, rect.left + pad + 2, y, primogen, row_h, unit, tips)
        sr = max(4, round(5.5 * unit))
        marks = [(used, tip) for _name, used, tip in powers(primogen)]
        with tips.under(CLANS):
            seatcard.draw_power_marks(surface, (rect.right - pad, y + row_h // 2), marks, sr, tips, across=True)
        y += row_h + round(3 * unit)
        if compact:
            return {}
        room = pygame.Rect(rect.left + pad + 2, y, rect.right - 2 * pad - 2 - rect.left,
                           rect.bottom - round(2 * unit) - y)
        shown = held_chips(hand, face, card_tip, f"In {who.name}'s hand", apart=bool(play), rule_of=card_rule,
                           card_of=zoom_of) \
            if held is not None else []
        if held is not None:
            held.note(who.seat, shown)
        if not play and not shown:
            draw_note(surface, (room.left, room.top + round(9 * unit)),
                      "nothing in play" + (", an empty hand" if held is not None else ""), unit)
            return {}
        rects = draw_flow(surface, room, [Chip(face(card), card_tip(card), rule=card_rule(card), card=zoom_of(card))
                                          for card in play]
                          + shown, unit, tips,
                          size=12, smallest=9, split=True, fold=True)
        return {k: rects[k] for k in range(len(play)) if k in rects}


def _chip(surface: pygame.Surface, rect: pygame.Rect, primogen: Primogen, who: Seat, unit: float,
          tips: Drawn) -> None:
    """A rival's card at its smallest, one of a row: its mark and its score; its name, clan and Vitae in
    the tip, its panel opened from it."""
    seatcard.draw_card_frame(surface, rect, who.colour, who.active, primogen.torpor)
    pad = round(8 * unit)
    with paint.within(surface, rect, f"{who.name}'s card"):
        mark = 6.5 * unit
        th.draw_shape(surface, who.style.shape, who.colour, (rect.left + pad + mark, rect.centery), mark,
                      outline=th.INK, width=1)
        if who.score is not None:
            paint.text(surface, str(who.score), card_font(22 * unit, "bold"), th.GOLD if who.active else th.PARCHMENT,
                       (rect.right - pad, rect.centery), "midright")
    clan = primogen.clan
    tips.tip(rect, f"{who.name}" + (f", {clan.name}" if clan is not None else "") + f": Vitae {primogen.vitae}; "
             f"prestige {who.score if who.score is not None else '?'} if the turn ended now.", RESOLUTION)
    rivals_plate(surface, rect, who.seat)


def draw_own(surface: pygame.Surface, rect: pygame.Rect, primogen: Primogen, who: Seat, unit: float,
             tips: Drawn, lit_hand: set[int] | None = None, held: Held | None = None) -> dict[int, pygame.Rect]:
    """Your Primogen card in full: attributes, powers, Vitae, prestige, cards in play and your hand, each
    card by its whole name.

    Returns the screen rect of each hand card by its place in the hand (for clicks)."""
    seat = who.seat
    torpor = primogen.torpor
    seatcard.draw_card_frame(surface, rect, who.colour, who.active, torpor)
    pad = round(8 * unit)
    fig_w = round(40 * unit)
    fig = figures.standee(who.colour, who.style.shape, round(54 * unit), lying=torpor)
    fr = surface.blit(fig, fig.get_rect(midbottom=(rect.left + pad + fig_w // 2 + 2, rect.bottom - pad)))
    if torpor:
        tips.tip(fr, "Your miniature is off the board: you are in torpor.", TORPOR)
    else:
        tips.tip(fr, "Your Primogen. Drag the miniature on the map in the Movement Phase.", MOVEMENT)
    inner = pygame.Rect(rect.left + fig_w + pad, rect.top, rect.width - fig_w - pad, rect.height)
    with paint.within(surface, rect, "your card"):
        y = _header(surface, inner, primogen, who, unit, tips, True) + round(2 * unit)
        row_h = round(19 * unit)
        _stats(surface, inner.left + pad, y, primogen, row_h, unit, tips)
        y += row_h + round(4 * unit)
        gap = round(4 * unit)
        width = (inner.width - 2 * pad - 2 * gap) / 3
        with tips.under(CLANS):
            seatcard.draw_power_buttons(surface, inner.left + pad, y, width, round(18 * unit), gap, powers(primogen),
                                        card_font(12.5 * unit, "bold"), tips, card_font(10.5 * unit, "bold"))
        y += round(21 * unit)
        hand, play = primogen.hand, primogen.play
        room = pygame.Rect(inner.left + pad, y, inner.width - 2 * pad, rect.bottom - round(3 * unit) - y)
        chips = [Chip(face(card), "In play: " + card_tip(card), rule=card_rule(card), card=zoom_of(card))
                 for card in play] + \
            [Chip(face(card), _hand_tip(card) if held is None else f"In {who.name}'s hand: {card_tip(card)}",
                  lit=bool(lit_hand and card.id in lit_hand), ring=not card.hidden, apart=k == 0,
                  rule=card_rule(card), card=zoom_of(card))
             for k, card in enumerate(hand)]
        if held is not None:  # from above: the seat's own hand, as every other's
            held.note(seat, chips[len(play):])
        if not chips:
            draw_note(surface, (room.left, room.top + round(9 * unit)), "nothing in play, an empty hand", unit)
            return {}
        rects = draw_flow(surface, room, chips, unit, tips, size=12.5, smallest=10)
    return {k: rects[len(play) + k] for k in range(len(hand))}


def _hand_tip(card: Card) -> str:
    return "In your hand (hidden from the others): " + card_tip(card) if not card.hidden else "A card in hand."


def draw_events(surface: pygame.Surface, rect: pygame.Rect, events: tuple[Card, ...], unit: float, tips: Drawn,
                lit: set[int], hover: tuple[int, int]) -> dict[int, pygame.Rect]:
    """The Event cards in play, each with its challenge, difficulty and prestige; returns their rects."""
    sprites.framed(surface, rect, th.NIGHT, th.GOLD_DIM, alpha=232, ornate=False)
    pad = round(8 * unit)
    head = card_font(16 * unit, "bold")
    with paint.within(surface, rect, "the events panel"):
        paint.text(surface, paint.fit("Events in the city", head, rect.width - 2 * pad), head, th.GOLD,
                   (rect.left + pad, rect.top + round(4 * unit)))
        y = rect.top + round(6 * unit) + head.get_linesize()
        if not events:
            paint.text(surface, "All quiet, for now.", card_font(14 * unit, "italic"), th.PARCHMENT_DIM,
                       (rect.left + pad, y))
            return {}
        return draw_tiles(surface, rect, y, [_event_tile(card, card.id in lit) for card in events], unit, tips,
                          hover)


def _event_tile(card: Card, lit: bool) -> Tile:
    """An Event card in play: its challenge and prestige under its name, its difficulty at the right."""
    c = card
    return Tile(card.id, c.name, f"{c.challenge} · +{c.acting} acting / +{c.assisting} helping", str(c.difficulty),
                card_tip(card) + (" Click to take it on." if lit else ""), lit, zoom_of(card))
