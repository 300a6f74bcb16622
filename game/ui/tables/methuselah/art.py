"""The Methuselah table's own pieces, drawn in code once per size (``kit.sprites.cached``): a vampire's
card (its clan's band, name, capacity seal, disciplines), a card's back, a library card, a blood
counter and the Edge.

A locked minion is its upright card turned a quarter to the right; what lies on it (its blood, the
cards beneath it) is drawn upright over and under it by the scene, so it reads the same either way.
"""

from __future__ import annotations

import hashlib
from dataclasses import replace

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import cards, materials, sprites
from game.ui.kit.cardface import BACK, zoom_to
from game.ui.kit.cards import INK, SEPIA
from game.ui.kit.seatcard import card_font
from game.ui.tables.methuselah.model import Card, Minion

BLOOD = (178, 24, 40)
BLOOD_DARK = (92, 10, 22)
KIND_COLOURS = {
    "master": (128, 96, 40), "action": (120, 30, 40), "modifier": (96, 52, 110), "reaction": (44, 80, 130),
    "combat": (140, 44, 30), "equipment": (100, 72, 48), "retainer": (54, 98, 70), "ally": (40, 104, 104),
    "political": (112, 60, 140), "event": (80, 80, 92), "vampire": (70, 30, 50),
}
CLAN_TONES = ((150, 40, 60), (70, 90, 150), (60, 120, 90), (150, 110, 50), (110, 70, 140), (120, 120, 130),
              (160, 80, 40), (50, 110, 130))


def kind_colour(kind: str) -> th.Colour:
    return KIND_COLOURS.get(kind, (90, 70, 80))


def clan_tone(line: str) -> th.Colour:
    """A steady colour for a clan (or any word that names the card's kin)."""
    digest = hashlib.md5(line.encode()).digest()
    return CLAN_TONES[digest[0] % len(CLAN_TONES)]


# -- a vampire's card -----------------------------------------------------------------------------------
def draw_vampire(surface: pygame.Surface, rect: pygame.Rect, minion: Minion, unit: float) -> None:
    """A vampire's (or ally's) card face: its clan's band at the top, the name under it, its clan and
    disciplines and its title when there is room, the capacity (or life) in a seal at the bottom right.
    A card too small to write on keeps its band and seal (its tooltip and zoom say the rest)."""
    card = minion.card
    if card.hidden:
        draw_back(surface, rect)
        return
    tone = clan_tone(card.line.split("·")[0].strip() if card.line else card.name)
    pygame.draw.rect(surface, th.darken(tone, 0.55), rect, border_radius=max(3, rect.width // 10))
    face, band_h, seal_r = _card_face(rect)
    surface.blit(sprites_parchment(face.size), face.topleft)
    band = pygame.Rect(face.left, face.top, face.width, band_h)
    pygame.draw.rect(surface, tone, band, border_top_left_radius=4, border_top_right_radius=4)
    centre = (face.right - seal_r, face.bottom - seal_r)
    pygame.draw.circle(surface, BLOOD_DARK if not minion.ally else (30, 70, 60), centre, seal_r)
    pygame.draw.circle(surface, th.GOLD_DIM, centre, seal_r, 1)
    number = str(minion.capacity) if minion.capacity else ""
    if number:
        with paint.within(surface, pygame.Rect(centre[0] - seal_r, centre[1] - seal_r, 2 * seal_r, 2 * seal_r),
                          "a capacity seal"):
            paint.text(surface, number, card_font(seal_r * 1.2, "bold"), th.GOLD, centre, "center")
    pad = max(2, round(face.width * 0.07))
    width = face.width - 2 * pad
    named = _name_lines(card.name, face, band.height, seal_r, unit)
    if named is None:
        return
    with paint.within(surface, face, f"the card {card.name!r}"):
        name_f, lines = named
        y = band.bottom + max(1, round(face.height * 0.02))
        for line in lines:
            paint.text(surface, line, name_f, INK, (face.left + pad, y))
            y += name_f.get_linesize() - 2
        small = card_font(max(9.0, min(11.5 * unit, face.height * 0.1)), "italic")
        rest = [t for t in (card.line, minion.title and f"{minion.title} · {minion.votes} vote"
                            + ("s" if minion.votes != 1 else "")) if t]
        for text in rest:
            for line in paint.wrap(text, small, width):   # above the seal's and the blood's row
                if y + small.get_height() > face.bottom - _foot(seal_r, unit) or small.size(line)[0] > width:
                    return
                paint.text(surface, line.rstrip(" ·"), small, SEPIA, (face.left + pad, y))
                y += small.get_linesize() - 1


def _card_face(rect: pygame.Rect) -> tuple[pygame.Rect, int, int]:
    """A vampire card's parchment inside its border, its clan band's height and its capacity seal's radius."""
    face = rect.inflate(-max(2, rect.width // 16), -max(2, rect.width // 16))
    return face, max(4, round(face.height * 0.1)), max(6, round(min(face.width, face.height) * 0.17))


def _name_lines(name: str, face: pygame.Rect, band_h: int, seal_r: int,
                unit: float) -> tuple[pygame.font.Font, list[str]] | None:
    """A vampire's name as its card writes it (whole words, as many as fit above the row of its capacity seal
    and its blood, at the line step ``draw_vampire`` writes them), or None on a card too small to write on."""
    pad = max(2, round(face.width * 0.07))
    width = face.width - 2 * pad
    if width < 30:
        return None
    room = face.height - band_h - max(1, round(face.height * 0.02)) - _foot(seal_r, unit)
    px = max(9.0, min(14 * unit, face.height * 0.14))
    most = max(1, room // 11)
    while True:
        name_f, lines = sprites.fit_words(name, width, px, 9, most, least=8)
        tall = (len(lines) - 1) * (name_f.get_linesize() - 2) + name_f.get_height()
        if tall <= room or most == 1:
            break
        most -= 1
    if tall > room or any(name_f.size(line)[0] > width for line in lines):
        return None
    return name_f, lines


def _foot(seal_r: int, unit: float) -> int:
    """The row at a vampire card's foot that its capacity seal (right) and the blood counter the table lays on
    it (left, at its largest) take: no text is written there."""
    return max(2 * seal_r, drop_rise(drop_radius(unit, True)))


def drop_radius(unit: float, big: bool) -> int:
    """The radius of the blood counter the table lays at a minion card's foot (``minions.draw_blood``)."""
    return max(5, round((8 if big else 6) * unit))


def drop_rise(radius: int) -> int:
    """How far above a card's foot a blood counter of `radius` laid there reaches (``drop``'s sprite, less its
    clear top rows)."""
    return _drop_size(radius)[1] - 1   # its top row is clear


def name_whole(name: str, size: tuple[int, int], unit: float) -> bool:
    """Whether a vampire's card of `size` writes its name whole (every word of it, none broken)."""
    face, band_h, seal_r = _card_face(pygame.Rect((0, 0), size))
    named = _name_lines(name, face, band_h, seal_r, unit)
    return named is not None and " ".join(named[1]).split() == name.split()


# -- a vampire in a list (a crowded region) ----------------------------------------------------------------
def strip_parts(rect: pygame.Rect, minion: Minion, unit: float) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """A vampire's strip: its clan's band at the left, the room for its name, and the blood (or life) at the
    right: a drop and the count of what it may hold ("3/5")."""
    band = pygame.Rect(rect.left, rect.top, max(3, round(5 * unit)), rect.height)
    face = strip_font(rect.height, unit)
    count = f"{minion.blood}/{minion.capacity}" if minion.capacity else str(minion.blood)
    radius = max(4, min(round(6 * unit), (rect.height - 2) // 3))
    blood_w = radius * 2 + 4 + face.size(count)[0] + max(2, round(4 * unit))
    blood = pygame.Rect(rect.right - blood_w, rect.top, blood_w, rect.height)
    pad = max(2, round(4 * unit))
    name = pygame.Rect(band.right + pad, rect.top, blood.left - band.right - 2 * pad, rect.height)
    return band, name, blood


def strip_font(height: int, unit: float) -> pygame.font.Font:
    return card_font(max(9.0, min(13 * unit, height * 0.72)), "bold")


def strip_reads(minion: Minion, size: tuple[int, int], unit: float) -> bool:
    """Whether a vampire's strip of `size` shows its blood and (face up) writes its name whole, on one line,
    in type of at least 9 px (11 px from 1600×900 up)."""
    _band, room, _blood = strip_parts(pygame.Rect((0, 0), size), minion, unit)
    face = strip_font(size[1], unit)
    if room.width < 0 or face.get_ascent() > size[1] or face.get_height() < min(12 * unit, 11):
        return False
    return minion.card.hidden or face.size(minion.card.name)[0] <= room.width


def draw_strip(surface: pygame.Surface, rect: pygame.Rect, minion: Minion, unit: float) -> None:
    """A vampire in a crowded region's list: a strip of parchment with its clan's band, its name (whole, or
    none) and the blood on it; face down, a dark strip with its blood only."""
    card = minion.card
    radius_px = max(2, rect.height // 4)
    band, room, blood = strip_parts(rect, minion, unit)
    if card.hidden:
        pygame.draw.rect(surface, BACK, rect, border_radius=radius_px)
        pygame.draw.rect(surface, th.GOLD_DIM, rect, 1, border_radius=radius_px)
    else:
        pygame.draw.rect(surface, th.PARCHMENT, rect, border_radius=radius_px)
        pygame.draw.rect(surface, clan_tone(card.line.split("·")[0].strip() if card.line else card.name), band,
                         border_top_left_radius=radius_px, border_bottom_left_radius=radius_px)
        pygame.draw.rect(surface, th.GOLD_DIM, rect, 1, border_radius=radius_px)
        face = strip_font(rect.height, unit)
        if face.size(card.name)[0] <= room.width:
            with paint.within(surface, rect, f"the card {card.name!r}"):
                paint.text(surface, card.name, face, INK, (room.left, room.centery), "midleft")
    radius = max(4, min(round(6 * unit), (rect.height - 2) // 3))
    sprite = drop(radius, BLOOD if not minion.ally else (60, 130, 90))
    spot = sprite.get_rect(midleft=(blood.left, blood.centery))
    surface.blit(sprite, spot)
    count = f"{minion.blood}/{minion.capacity}" if minion.capacity else str(minion.blood)
    with paint.within(surface, rect, "a blood count"):
        paint.text(surface, count, strip_font(rect.height, unit), th.PARCHMENT if card.hidden else INK,
                   (spot.right + 1, blood.centery), "midleft")


def strip_sprite(minion: Minion, size: tuple[int, int], unit: float) -> pygame.Surface:
    """A vampire's strip as a sprite (the piece you pick up from a crowded region)."""
    card = minion.card

    def make() -> pygame.Surface:
        out = pygame.Surface(size, pygame.SRCALPHA)
        draw_strip(out, out.get_rect(), minion, unit)
        return out
    return sprites.cached(("meth-strip", card.id, card.name, card.line, card.hidden, minion.blood,
                           minion.capacity, minion.ally, size, round(unit, 3)), make)


def sprites_parchment(size: tuple[int, int]) -> pygame.Surface:
    return materials.parchment(size)


def vampire_sprite(minion: Minion, size: tuple[int, int], unit: float) -> pygame.Surface:
    """The upright card as a sprite (turned by the scene when the minion is locked)."""
    card = minion.card

    def make() -> pygame.Surface:
        out = pygame.Surface(size, pygame.SRCALPHA)
        draw_vampire(out, out.get_rect(), minion, unit)
        return out
    return sprites.cached(("meth-vampire", card.id, card.name, card.line, card.hidden, minion.capacity,
                           minion.title, minion.votes, size, round(unit, 3)), make)


def draw_minion(surface: pygame.Surface, rect: pygame.Rect, minion: Minion, unit: float, lit: bool = False,
                hover: bool = False) -> None:
    """A minion where it lies: upright, or turned sideways when locked (`rect` is already sideways
    then); a glow when a piece in hand may go there; registered for the zoom (drawn large, upright)."""
    upright = (rect.height, rect.width) if minion.locked else rect.size
    sprite = vampire_sprite(minion, upright, unit)
    if lit:
        halo = rect.inflate(14, 14)
        surface.blit(sprites.card_glow(halo.size, th.GOLD if hover else th.LEGAL), halo.topleft)
    surface.blit(sprites.soft_shadow(rect.size, 4, 110), (rect.left - 4 + 2, rect.top - 4 + 3))
    surface.blit(pygame.transform.rotate(sprite, -90) if minion.locked else sprite, rect.topleft)
    paint.piece(surface, rect, f"the minion {minion.card.name or 'face down'}")
    if not minion.card.hidden and minion.card.face is not None:
        zoom_to(surface, rect, minion.card.face, minion.tip)


def draw_back(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A crypt card's back: dark, a gilt frame, an ankh-like mark."""
    pygame.draw.rect(surface, BACK, rect, border_radius=max(3, rect.width // 10))
    pygame.draw.rect(surface, th.GOLD_DIM, rect, 1, border_radius=max(3, rect.width // 10))
    inner = rect.inflate(-max(4, rect.width // 5), -max(4, rect.width // 5))
    pygame.draw.rect(surface, th.darken(th.GOLD_DIM, 0.3), inner, 1, border_radius=3)
    cx, cy, r = rect.centerx, rect.centery, max(3, min(rect.width, rect.height) // 6)
    pygame.draw.circle(surface, th.darken(th.GOLD_DIM, 0.2), (cx, cy - r), r, max(1, r // 3))
    pygame.draw.line(surface, th.darken(th.GOLD_DIM, 0.2), (cx, cy), (cx, cy + 2 * r), max(1, r // 3))
    pygame.draw.line(surface, th.darken(th.GOLD_DIM, 0.2), (cx - r, cy + r // 2), (cx + r, cy + r // 2),
                     max(1, r // 3))


def back_sprite(size: tuple[int, int]) -> pygame.Surface:
    def make() -> pygame.Surface:
        out = pygame.Surface(size, pygame.SRCALPHA)
        draw_back(out, out.get_rect())
        return out
    return sprites.cached(("meth-back", size), make)


# -- a library card ------------------------------------------------------------------------------------
def draw_library(surface: pygame.Surface, rect: pygame.Rect, card: Card, unit: float, lit: bool = False,
                 hover: bool = False, dimmed: bool = False) -> None:
    """A library card in your hand: parchment with its kind's edge, its name, its kind and requirement,
    its cost in a seal; zoomed it shows its whole text."""
    cards.draw_card_face(surface, rect, lit=lit, hover=hover, dimmed=dimmed, edge=kind_colour(card.kind))
    seal = cards.draw_seal(surface, rect, card.cost.split()[0]) if card.cost and card.cost[0].isdigit() else 0
    title_f, lines = _title(card.name, rect, unit, seal)
    pad = max(4, rect.width // 16)
    with paint.within(surface, rect, f"the card {card.name!r}"):
        y = rect.top + pad - 2
        for line in lines:
            paint.text(surface, line, title_f, INK, (rect.left + pad, y))
            y += title_f.get_linesize() - 3
        tag_f = card_font(max(th.theme.px(10), 11 * unit), "italic")
        kind = card.kind.capitalize() if card.kind != "modifier" else "Action modifier"
        kind = kind if card.kind != "political" else "Political action"
        tags = paint.wrap(" · ".join(t for t in (kind, card.line) if t), tag_f, rect.width - 2 * pad)
        bottom = rect.bottom - pad // 2 - len(tags) * tag_f.get_linesize()
        for i, line in enumerate(reversed(tags)):
            top = rect.bottom - pad // 2 - (i + 1) * tag_f.get_linesize()
            if top < y:
                break
            paint.text(surface, line, tag_f, cards.FADED, (rect.left + pad, top))
        _body_text(surface, _effect(card.text), pygame.Rect(rect.left + pad, y + 2, rect.width - 2 * pad, bottom - y - 4),
                   unit)
    if card.face is not None:
        zoom_to(surface, rect, replace(card.face, edge=kind_colour(card.kind)), card.tip)


def _effect(text: str) -> str:
    """The card's effect without its heading (kind, discipline, cost: the card shows those already)."""
    cuts = [i for i in (text.find(". "), text.find(": ")) if i >= 0]
    effect = text[min(cuts) + 2:] if cuts else text
    return effect[:1].upper() + effect[1:]


def _body_text(surface: pygame.Surface, text: str, room: pygame.Rect, unit: float) -> None:
    """The card's rules text in the room between its name and its kind, in the largest type down to the
    smallest readable that holds all of it; none when even that would cut it (the zoom reads it whole)."""
    if not text or room.height <= 0 or room.width <= 0:
        return
    size = max(12 * unit, th.theme.px(9))
    while size >= max(th.theme.px(9), 9):
        face = card_font(size)
        lines = paint.wrap(text, face, room.width)
        step = face.get_linesize() - 2
        if len(lines) * step <= room.height and all(face.size(line)[0] <= room.width for line in lines):
            for i, line in enumerate(lines):
                paint.text(surface, line, face, SEPIA, (room.left, room.top + i * step))
            return
        size -= 0.5


def _title(name: str, rect: pygame.Rect, unit: float, seal: int) -> tuple[pygame.font.Font, list[str]]:
    pad = max(4, rect.width // 16)
    room = rect.width - 2 * pad - seal * 2 + 4
    size = max(12 * unit, min(15 * unit, rect.height * 0.18))
    face = card_font(size, "bold")
    while size > 9 and (any(face.size(w)[0] > room for w in name.split()) or len(paint.wrap(name, face, room)) > 2):
        size -= 0.5
        face = card_font(size, "bold")
    return face, paint.wrap(name, face, room)


def library_sprite(card: Card, size: tuple[int, int], unit: float) -> pygame.Surface:
    def make() -> pygame.Surface:
        out = pygame.Surface((size[0] + 12, size[1] + 12), pygame.SRCALPHA)
        draw_library(out, pygame.Rect(6, 6, *size), card, unit)
        return out
    return sprites.cached(("meth-library", card.id, card.name, card.cost, card.kind, card.line, size,
                           round(unit, 3)), make)


# -- counters --------------------------------------------------------------------------------------------
def _drop_size(radius: int) -> tuple[int, int]:
    """A blood counter's sprite size (``drop``), which ``drop_rise`` reads too."""
    r = max(4, radius)
    return r * 2 + 4, int(r * 2.6) + 4


def drop(radius: int, colour: th.Colour = BLOOD) -> pygame.Surface:
    """A blood counter seen from above: a drop of `colour` with a light glint."""
    def make() -> pygame.Surface:
        r = max(4, radius)
        out = pygame.Surface(_drop_size(radius), pygame.SRCALPHA)
        cx, cy = r + 2, int(r * 1.5) + 2
        pts = [(cx, cy - r * 1.45), (cx + r * 0.8, cy - r * 0.2), (cx - r * 0.8, cy - r * 0.2)]
        pygame.draw.circle(out, (0, 0, 0, 90), (cx + 1, cy + 2), r)
        pygame.draw.polygon(out, colour, pts)
        pygame.draw.circle(out, colour, (cx, cy), r)
        pygame.draw.circle(out, th.darken(colour, 0.5), (cx, cy), r, 1)
        pygame.draw.circle(out, th.lighten(colour, 0.5), (cx - r * 0.35, cy - r * 0.3), max(1, r // 4))
        return out
    return sprites.cached(("meth-drop", radius, colour), make)


def edge_token(radius: int) -> pygame.Surface:
    """The Edge: a gilt disc with a crescent blade on it."""
    def make() -> pygame.Surface:
        r = max(6, radius)
        size = r * 2 + 6
        out = pygame.Surface((size, size), pygame.SRCALPHA)
        c = (size // 2, size // 2)
        pygame.draw.circle(out, (0, 0, 0, 120), (c[0] + 2, c[1] + 3), r)
        pygame.draw.circle(out, th.darken(th.GOLD, 0.35), c, r)
        pygame.draw.circle(out, th.GOLD, c, r - max(2, r // 6))
        pygame.draw.circle(out, th.INK, c, r, 1)
        pygame.draw.circle(out, BLOOD_DARK, c, round(r * 0.55))
        pygame.draw.circle(out, th.GOLD, (c[0] + round(r * 0.25), c[1] - round(r * 0.15)), round(r * 0.5))
        return out
    return sprites.cached(("meth-edge", radius), make)
