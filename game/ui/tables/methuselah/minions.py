"""The minions on the table: a row of ready minions (sideways when locked, the blood on each and the
cards each carries tucked beneath), and the torpor and uncontrolled regions' smaller cards."""

from __future__ import annotations

import dataclasses
from dataclasses import replace

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import seatcard, sprites
from game.ui.kit.cardface import zoom_to
from game.ui.kit.seatcard import card_font
from game.ui.kit.table import Drawn
from game.ui.tables.methuselah import art
from game.ui.tables.methuselah.frame import Frame, Hits
from game.ui.tables.methuselah.hints import ACTIONS, INFLUENCE, MARKS, TABLE, card_rule, minion_rule
from game.ui.tables.methuselah.layout import (
    UNDER,
    minion_rects,
    region_slots,
)
from game.ui.tables.methuselah.model import Minion

MARK_COLOURS = {"acts": th.GOLD, "blocks": th.CRIMSON_LIGHT, "fights": th.CRIMSON_LIGHT}


def draw_minions(surface: pygame.Surface, rect: pygame.Rect, minions: tuple[Minion, ...], unit: float, big: bool,
                 frame: Frame, tips: Drawn, hits: Hits, region: str) -> None:
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
            tips.tip(r, minion.tip, minion_rule(minion))
            continue
        lit = minion.key in frame.lit or minion.key in frame.clickable
        art.draw_minion(surface, r, minion, unit, lit, lit and r.collidepoint(frame.mouse))
        mark = frame.marks.get(minion.key)
        if mark:
            pygame.draw.rect(surface, MARK_COLOURS[mark], r.inflate(4, 4), max(2, round(2 * unit)), border_radius=5)
            tips.tip(r.inflate(4, 4), f"{minion.card.name} {mark} (on the stage).", MARKS[mark])
        draw_blood(surface, r, minion, unit, big, tips)
        draw_under(surface, r, minion, unit, tips)
        tips.tip(r, minion.tip, minion_rule(minion))
        hits[minion.key] = r


def draw_blood(surface: pygame.Surface, r: pygame.Rect, minion: Minion, unit: float, big: bool,
               tips: Drawn) -> None:
    """The blood (an ally's life) on a minion: a drop with the number, at the card's foot, upright."""
    radius = art.drop_radius(unit, big)
    sprite = art.drop(radius, art.BLOOD if not minion.ally else (60, 130, 90))
    spot = sprite.get_rect(bottomleft=(r.left + 1, r.bottom - 1))
    surface.blit(sprite, spot)
    face = card_font((14 if big else 11.5) * unit, "bold")
    box = pygame.Rect(spot.right - 1, spot.top, face.size(str(minion.blood))[0] + 4, spot.height)
    pygame.draw.rect(surface, (20, 10, 14), box, border_radius=3)
    with paint.within(surface, box, "a blood count"):
        paint.text(surface, str(minion.blood), face, th.PARCHMENT, box.center, "center")
    what = "life" if minion.ally else "blood"
    tips.tip(spot.union(box), f"{minion.blood} {what} on {minion.card.name or 'this vampire'}"
             + (f" (capacity {minion.capacity})" if minion.capacity and not minion.ally else "") + ".", TABLE)


def draw_under(surface: pygame.Surface, r: pygame.Rect, minion: Minion, unit: float, tips: Drawn) -> None:
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
        tips.tip(tab, f"Beneath {minion.card.name}: {card.tip}", card_rule(card))
        if card.face is not None:
            zoom_to(surface, tab, replace(card.face, edge=art.kind_colour(card.kind)), card.tip)




def draw_region(surface: pygame.Surface, rect: pygame.Rect, label: str, minions: tuple[Minion, ...], unit: float,
                big: bool, frame: Frame, tips: Drawn, hits: Hits, region: str) -> None:
    """Torpor or the uncontrolled region: a label and its cards small (face down where the viewer may not
    see them), the blood on each; a crowded region in rows of smaller cards, or a list of strips, so that
    no card lies over another and every name the viewer may read is written whole."""
    pygame.draw.rect(surface, (26, 18, 30), rect, border_radius=4)
    pygame.draw.rect(surface, th.darken(th.GOLD_DIM, 0.35), rect, 1, border_radius=4)
    hits[("region", region, big)] = rect
    face = card_font(11 * unit, "italic")
    with paint.within(surface, rect, f"the region {label!r}"):
        title = f"{label} {len(minions)}" if minions else label
        r = paint.text(surface, title, face, th.PARCHMENT_DIM, (rect.left + round(4 * unit), rect.top + 1))
        tips.tip(r, _region_tip(label, len(minions)), ACTIONS if label == "Torpor" else INFLUENCE)
        slots = region_rects(rect, minions, unit, big)
        for minion, slot in zip(minions, slots, strict=True):
            if minion.key in frame.hidden:
                continue
            lit = minion.key in frame.lit or minion.key in frame.clickable
            if is_strip(slot):
                art.draw_strip(surface, slot, minion, unit)
                if lit:
                    pygame.draw.rect(surface, th.GOLD if slot.collidepoint(frame.mouse) else th.LEGAL, slot, 2,
                                     border_radius=max(2, slot.height // 4))
                if minion.card.face is not None:
                    zoom_to(surface, slot, minion.card.face, minion.tip)
            else:
                m = dataclasses.replace(minion, locked=False)
                art.draw_minion(surface, slot, m, unit, lit, lit and slot.collidepoint(frame.mouse))
                if region == "torpor":
                    surface.blit(sprites.sheet(slot.size, seatcard.VEIL, 80), slot.topleft)
                if minion.blood or region != "torpor":
                    if slot.width >= blood_width(minion, unit * 0.85, big):
                        draw_blood(surface, slot, minion, unit * 0.85, big, tips)
                    else:
                        draw_blood_count(surface, slot, minion, unit * 0.85, tips)
            tips.tip(slot, minion.tip, minion_rule(minion))
            hits[minion.key] = slot


def region_rects(rect: pygame.Rect, minions: tuple[Minion, ...], unit: float, big: bool) -> list[pygame.Rect]:
    """Where a torpor or uncontrolled region (`rect`, its label included) lays its cards: never one over
    another, each card showing its blood and, face up, its name whole (``layout.region_slots``)."""
    inner = pygame.Rect(rect.left + round(3 * unit), rect.top, rect.width - round(6 * unit),
                        rect.height - round(2 * unit))
    shown = [m for m in minions if not m.card.hidden]
    most = max(minions, key=lambda m: m.blood, default=None)
    chip = blood_width(most, unit * 0.85, big) if most is not None else 0

    def readable(size: tuple[int, int]) -> bool:
        if not shown:   # backs: their blood counts in sight (on a small back, the count alone)
            return size[0] >= count_width(most, unit * 0.85) if most is not None else True
        return size[0] >= chip and all(art.name_whole(m.card.name, size, unit) for m in shown)

    def strips_read(size: tuple[int, int]) -> bool:
        return all(art.strip_reads(m, size, unit) for m in minions)
    return region_slots(inner, len(minions), unit, big, readable, strips_read)


def is_strip(slot: pygame.Rect) -> bool:
    """A vampire drawn as a strip of a list (a crowded region) rather than as a card."""
    return slot.width > slot.height


def count_face(unit: float) -> pygame.font.Font:
    return card_font(11.5 * unit, "bold")


def count_width(minion: Minion, unit: float) -> int:
    """How wide the blood count alone is, on a card too small for its drop (``draw_blood_count``)."""
    return count_face(unit).size(str(minion.blood))[0] + 4


def draw_blood_count(surface: pygame.Surface, r: pygame.Rect, minion: Minion, unit: float, tips: Drawn) -> None:
    """The blood on a card too small for its drop (a crowded region's back): the count alone, on blood red at
    the card's foot."""
    face = count_face(unit)
    box = pygame.Rect(0, 0, min(r.width, count_width(minion, unit)), min(r.height, face.get_height()))
    box.midbottom = (r.centerx, r.bottom - 1)
    pygame.draw.rect(surface, art.BLOOD if not minion.ally else (60, 130, 90), box, border_radius=3)
    with paint.within(surface, box, "a blood count"):
        paint.text(surface, str(minion.blood), face, th.PARCHMENT, box.center, "center")
    what = "life" if minion.ally else "blood"
    tips.tip(box, f"{minion.blood} {what} on {minion.card.name or 'this vampire'}.", TABLE)


def blood_width(minion: Minion, unit: float, big: bool) -> int:
    """How wide the blood drawn on a card is (``draw_blood``: its drop and its count)."""
    radius = art.drop_radius(unit, big)
    face = card_font((14 if big else 11.5) * unit, "bold")
    return radius * 2 + 4 - 1 + face.size(str(minion.blood))[0] + 4


def _region_tip(label: str, count: int) -> str:
    if label == "Torpor":
        return f"Torpor: {count} vampire{'s' if count != 1 else ''} laid low; another minion may rescue one, " \
               "or it leaves torpor as its action (2 blood)."
    return (f"Uncontrolled region: {count} vampire{'s' if count != 1 else ''} waiting for blood (face down to "
            "the others). One with blood up to its capacity may move to the ready region in the influence phase.")
