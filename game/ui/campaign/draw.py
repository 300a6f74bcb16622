"""What the chronicle's scenes draw alike: dots on a sheet, a character card (the Bloodlines table's own
card art), a card of the chronicle deck, the steps of a stage, a card flipping from the deck, and an era's standing
as it ends."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.campaign.port import EraStanding
from game.ui.kit import materials, sprites
from game.ui.kit.motion import ease_in_out, lerp
from game.ui.kit.names import roman
from game.ui.kit.seatcard import card_font
from game.ui.tables.bloodlines import art, read
from game.ui.tables.bloodlines.model import Card

CARD_ASPECT = 0.68          # a character card: width / height
KIND_WORDS = {"mission": "Chronicle mission", "character": "Character", "leader": "Clan leader",
              "scoring": "Chronicle scoring", "overview": "Chapter overview", "basic": "New character",
              "battleground": "Battleground", "scheme": "Clan scheme", "obligation": "Obligation",
              "asset": "Asset", "final": "The last card", "": "A choice"}


def seat_style(seats: Sequence[dict], seat: int) -> th.SeatStyle:
    """The colour and shape a seat chose (its number's when it chose none)."""
    chosen = seats[seat].get("colour") if 0 <= seat < len(seats) else None
    return th.theme.seat(th.COLOUR_NAMES.index(chosen) if chosen in th.COLOUR_NAMES else seat)


def seat_name(seats: Sequence[dict], seat: int | None) -> str:
    if seat is None or not 0 <= seat < len(seats):
        return "—"
    return str(seats[seat].get("name") or f"Player {seat + 1}")


def mark(surface: pygame.Surface, seats: Sequence[dict], seat: int, centre: tuple[float, float], r: float) -> None:
    style = seat_style(seats, seat)
    th.draw_shape(surface, style.shape, style.colour, centre, r)


def dots(surface: pygame.Surface, left: float, cy: float, filled: int, most: int, r: float,
         colour: th.Colour = th.CRIMSON_LIGHT) -> int:
    """`most` dots in a row from `left`, the first `filled` of them full; returns the x after the last."""
    step = r * 2.6
    x = left + r
    for k in range(max(most, filled)):
        centre = (round(x), round(cy))
        if k < filled:
            pygame.draw.circle(surface, colour, centre, round(r))
            pygame.draw.circle(surface, th.lighten(colour, .3), (centre[0] - r * .3, centre[1] - r * .3),
                               max(1, round(r * .3)))
        pygame.draw.circle(surface, th.GOLD_DIM, centre, round(r), 1)
        x += step
    return round(x - r)


def character_card(surface: pygame.Surface, rect: pygame.Rect, card: Card, lit: bool = False,
                   hover: bool = False, dimmed: bool = False) -> None:
    """A character as the Bloodlines table draws it (its name, clan, glyphs and abilities): `card` is
    the chronicle's (``CampaignPort.card``: the abilities stickered on it, its clan sticker)."""
    if lit or hover:
        halo = rect.inflate(18, 18)
        surface.blit(sprites.card_glow(halo.size, th.GOLD if hover else th.LEGAL), halo.topleft)
    surface.blit(sprites.soft_shadow(rect.size, 6, 120), (rect.left - 4, rect.top - 2))
    face = art.card_face(card, rect.size, read.clan_names(), full=True)
    if dimmed:
        face = face.copy()
        face.fill((130, 120, 120, 255), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(face, rect.topleft)
    paint.piece(surface, rect, f"the character card {card.name!r}")


def card_rect(centre: tuple[int, int], height: int) -> pygame.Rect:
    rect = pygame.Rect(0, 0, round(height * CARD_ASPECT), height)
    rect.center = centre
    return rect


def chronicle_card(size: tuple[int, int], kind: str, name: str, text: str) -> pygame.Surface:
    """A card of the chronicle deck, face up: its kind on a crimson band, its name, its text (each
    written only at a size where it fits whole)."""
    def make() -> pygame.Surface:
        w, h = size
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        out.blit(materials.parchment((w, h)), (0, 0))
        band = pygame.Rect(3, 3, w - 6, max(12, round(h * 0.1)))
        pygame.draw.rect(out, (96, 20, 32), band, border_radius=3)
        art.write_fitted(out, KIND_WORDS.get(kind, kind.capitalize()), band.inflate(-6, -2), band.height * .7,
                         th.GOLD, "italic", most=1)
        room = pygame.Rect(6, band.bottom + 4, w - 12, round(h * 0.24))
        y = band.bottom + 4
        if art.write_fitted(out, name, room, max(11, h * 0.09), (44, 22, 18)):
            y = room.bottom + 2
        pygame.draw.line(out, (140, 108, 54), (w * .2, y), (w * .8, y))
        if text:
            rest = pygame.Rect(7, y + 4, w - 14, h - y - 10)
            art.write_fitted(out, text, rest, max(10, h * 0.062), (74, 54, 42), "italic", most=12)
        pygame.draw.rect(out, (140, 108, 54), out.get_rect(), 2, border_radius=6)
        return out
    return sprites.cached(("chronicle-card", size, kind, name, text), make)


def reveal_face(size: tuple[int, int], reveal) -> pygame.Surface:
    """The face of a revealed card: a character's own card, else a chronicle card."""
    if reveal.card is not None:
        return art.card_face(read.card_of(reveal.card), size, read.clan_names(), full=True)
    return chronicle_card(size, reveal.kind, reveal.name, reveal.text)


def draw_steps(surface: pygame.Surface, rect: pygame.Rect, steps: Sequence[str], current: int) -> None:
    """The steps of a stage as a row of numbered plaques, those done dim, the current one gold."""
    if not steps:
        return
    gap = th.theme.px(6)
    w = (rect.width - gap * (len(steps) - 1)) // len(steps)
    face = th.theme.font("small")
    bold = th.theme.font("small", "bold")
    with paint.within(surface, rect, "the steps"):
        for k, name in enumerate(steps):
            box = pygame.Rect(rect.left + k * (w + gap), rect.top, w, rect.height)
            now = k == current
            fill = th.darken(th.CRIMSON, .3) if now else (th.DUSK if k > current else th.NIGHT)
            paint.panel(surface, box, fill, th.GOLD if now else th.GOLD_DIM, alpha=230, ornate=False)
            label = paint.fit(f"{k + 1}. {name}", bold if now else face, box.width - th.theme.px(10))
            paint.text(surface, label, bold if now else face,
                       th.GOLD if now else (th.PARCHMENT if k > current else th.PARCHMENT_DIM), box.center, "center")


def wrapped(surface: pygame.Surface, text: str, font: pygame.font.Font, colour: th.Colour, rect: pygame.Rect,
            align: str = "left", most: int | None = None) -> int:
    """`text` wrapped into `rect` (at most as many lines as fit); returns the y under the last line."""
    step = font.get_linesize()
    room = most if most is not None else max(1, rect.height // step)
    y = rect.top
    for line in paint.wrap(text, font, rect.width, most=room):
        if align == "center":
            paint.text(surface, line, font, colour, (rect.centerx, y), "midtop")
        else:
            paint.text(surface, line, font, colour, (rect.left, y))
        y += step
    return y


@dataclass
class Flip:
    """A card leaving the deck at `start`, turning over as it flies to `end` (its face `face`)."""

    start: tuple[float, float]
    end: tuple[float, float]
    face: pygame.Surface
    back: pygame.Surface
    duration: float = 0.7
    delay: float = 0.0
    t: float = 0.0
    small: float = 0.4          # its size as it leaves the deck (a share of its size where it lands)

    @property
    def done(self) -> bool:
        return self.t >= 1.0

    def update(self, dt: float) -> None:
        if self.delay > 0:
            self.delay -= dt
            return
        self.t = min(1.0, self.t + dt / max(1e-6, self.duration))

    def finish(self) -> None:
        self.delay, self.t = 0.0, 1.0

    def draw(self, surface: pygame.Surface) -> None:
        if self.delay > 0:
            return
        k = ease_in_out(self.t)
        x, y = lerp(self.start, self.end, k)
        y -= 4 * k * (1 - k) * th.theme.px(60)
        turn = abs(math.cos(math.pi * k))           # 1 → 0 (edge on, halfway) → 1
        grow = self.small + (1 - self.small) * k
        shown = self.back if k < 0.5 else self.face
        w = max(1, round(shown.get_width() * turn * grow))
        h = max(1, round(shown.get_height() * grow))
        image = pygame.transform.smoothscale(shown, (w, h)) if (w, h) != shown.get_size() else shown
        surface.blit(sprites.soft_shadow(image.get_size(), 8, 110),
                     image.get_rect(center=(round(x) + 6, round(y) + 10)).move(-8, -8))
        surface.blit(image, image.get_rect(center=(round(x), round(y))))


def deck_back(size: tuple[int, int]) -> pygame.Surface:
    """The chronicle deck's back (the table's card back)."""
    return art.back(size)


def fit_font(text: str, width: int, px: float, role: str = "bold", smallest: int = 10) -> pygame.font.Font:
    """The largest card font from `px` down at which `text` fits `width` on one line."""
    size = int(px)
    face = card_font(size, role)
    while size > smallest and face.size(text)[0] > width:
        size -= 1
        face = card_font(size, role)
    return face


def era_standing(surface: pygame.Surface, rect: pygame.Rect, seats: Sequence[dict], era: EraStanding) -> None:
    """Beside an era's end: its points per player, who dominates it and why, the battleground that leaves."""
    paint.panel(surface, rect, th.NIGHT, alpha=200, ornate=False)
    inner = rect.inflate(-th.theme.px(16), -th.theme.px(12))
    bold, font, small = th.theme.font("body", "bold"), th.theme.font("body"), th.theme.font("small", "italic")
    with paint.within(surface, rect, "the era's standing"):
        y = wrapped(surface, f"Era {roman(era.era)}: {era.name}", bold, th.GOLD, inner, most=2)
        paint.text(surface, paint.fit("era points", small, inner.width), small, th.PARCHMENT_DIM, (inner.left, y))
        y += small.get_linesize() + th.theme.px(4)
        r = th.theme.px(7)
        for seat, points in sorted(enumerate(era.points), key=lambda sp: -sp[1]):
            top = seat == era.dominant
            face = bold if top else font
            mark(surface, seats, seat, (inner.left + r, y + face.get_linesize() // 2), r)
            paint.text(surface, paint.fit(seat_name(seats, seat), face, inner.width - 3 * r - th.theme.px(40)),
                       face, th.GOLD if top else th.PARCHMENT, (inner.left + 3 * r, y))
            paint.text(surface, str(points), face, th.GOLD if top else th.PARCHMENT, (inner.right, y), "topright")
            y += face.get_linesize()
        y += th.theme.px(8)
        lines = []
        if era.dominant is not None:
            lines.append(f"{seat_name(seats, era.dominant)} dominates the era"
                         + (f" (a tie broken by {era.tiebreak})." if era.tiebreak else "."))
        if era.leaving:
            lines.append(f"{era.leaving} leaves the chronicle; {era.entering} takes its place.")
        for text in lines:
            if y >= inner.bottom:
                break
            y = wrapped(surface, text, small, th.PARCHMENT_DIM,
                             pygame.Rect(inner.left, y, inner.width, inner.bottom - y)) + th.theme.px(6)
