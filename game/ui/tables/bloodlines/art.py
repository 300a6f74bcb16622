"""Bloodlines' own pieces, drawn in code once per size (``kit.sprites.cached``): the character card in
every size (its attribute glyphs are :mod:`game.ui.tables.bloodlines.glyphs`), the tokens that lie on
it, ankhs and morality tokens, and the words a card reads in.
"""

from __future__ import annotations

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import cards, materials, sprites
from game.ui.kit.cardface import words_frame
from game.ui.kit.seatcard import card_font
from game.ui.tables.bloodlines.glyphs import GEO_COLOURS, glyph
from game.ui.tables.bloodlines.model import Card, Vampire

Colour = tuple[int, int, int]

CLAN_COLOURS: tuple[Colour, ...] = ((142, 28, 40), (70, 96, 58), (120, 84, 150), (176, 110, 40), (58, 86, 132),
                                    (150, 60, 110), (84, 84, 92), (40, 112, 112), (168, 140, 60))
CLANLESS = (104, 96, 88)
WORDS = {"high": "High clan", "low": "Low clan", "composed": "Composed", "feral": "Feral", "north": "North",
         "east": "East", "south": "South", "west": "West", "roaming": "Roaming", "warlike": "Warlike",
         "scholarly": "Scholarly", "wealthy": "Wealthy", "clandestine": "Clandestine"}
POWER = (214, 170, 70)
INFAMY = (150, 24, 36)


def clan_colour(clan: int) -> Colour:
    return CLAN_COLOURS[clan % len(CLAN_COLOURS)] if clan >= 0 else CLANLESS


def attributes(card: Card) -> tuple[str, str, str, str]:
    return (card.cls, card.temper, card.geo, card.arch)


def describe(card: Card, clan_names: tuple[str, ...] = ()) -> str:
    """A card in words (its tooltip)."""
    clan = clan_names[card.clan] if 0 <= card.clan < len(clan_names) else "clanless"
    kind = "clan leader" if card.leader else ("ancilla" if card.ancilla else "character")
    text = f"{card.name} ({clan} {kind}): {WORDS.get(card.cls, card.cls)}, {WORDS.get(card.temper, card.temper)}, " \
           f"{WORDS.get(card.geo, card.geo)}, {WORDS.get(card.arch, card.arch)}."
    if card.abilities:
        text += " " + " ".join(card.abilities)
    return text


# -- tokens ------------------------------------------------------------------------------------------------
def disc(colour: Colour, radius: int, text: str = "", ring: Colour = th.INK) -> pygame.Surface:
    """A round token of `colour` with `text` on it (a mark on a card, a face-down value); room round it for
    its letter at the smallest type."""
    def make() -> pygame.Surface:
        r = max(5, radius)
        n = r * 2 + 7
        out = pygame.Surface((n, n), pygame.SRCALPHA)
        c = (n / 2 - 1, n / 2 - 1)
        pygame.draw.circle(out, (0, 0, 0, 120), (c[0] + 1, c[1] + 2), r)
        pygame.draw.circle(out, colour, c, r)
        pygame.draw.circle(out, th.lighten(colour, 0.35), c, r - max(1, r // 5), 1)
        pygame.draw.circle(out, ring, c, r, 1)
        if text:
            light = sum(colour) > 420
            face = card_font(r * 1.45, "bold")
            paint.text(out, text, face, th.INK if light else th.PARCHMENT, (c[0], c[1] + 1), "center")
        return out
    return sprites.cached(("bl", "disc", colour, radius, text, ring), make)


def seat_mark(style: th.SeatStyle, radius: int) -> pygame.Surface:
    """A seat's marker on a card (a reservation): its shape in its colour on a dark disc."""
    def make() -> pygame.Surface:
        r = max(4, radius)
        out = pygame.Surface((r * 2 + 2, r * 2 + 2), pygame.SRCALPHA)
        c = (r + 1, r + 1)
        pygame.draw.circle(out, th.INK, c, r)
        th.draw_shape(out, style.shape, style.colour, c, r * 0.72, outline=None)
        pygame.draw.circle(out, th.GOLD_DIM, c, r, 1)
        return out
    return sprites.cached(("bl", "boon", style, radius), make)


def ankh(colour: Colour, size: int) -> pygame.Surface:
    """An ankh in `colour` (`size` px tall), outlined in ink."""
    def make() -> pygame.Surface:
        h = max(8, size)
        w = max(6, int(h * 0.7))
        out = pygame.Surface((w + 2, h + 2), pygame.SRCALPHA)
        cx = (w + 2) / 2
        lw = max(2, round(h * 0.17))
        for ink, grow in ((th.INK, 2), (colour, 0)):
            loop = pygame.Rect(0, 0, round(w * 0.55) + grow, round(h * 0.42) + grow)
            loop.midtop = (round(cx), 1 - grow // 2)
            pygame.draw.ellipse(out, ink, loop, lw + grow // 2)
            pygame.draw.line(out, ink, (cx, h * 0.38), (cx, h), lw + grow)
            pygame.draw.line(out, ink, (cx - w * 0.45, h * 0.5), (cx + w * 0.45, h * 0.5), lw + grow)
        return out
    return sprites.cached(("bl", "ankh", colour, size), make)


def coffin(size: int, colour: Colour = (40, 34, 40)) -> pygame.Surface:
    """Torpor's mark: a coffin."""
    def make() -> pygame.Surface:
        h = max(8, size)
        w = int(h * 0.6)
        out = pygame.Surface((w + 2, h + 2), pygame.SRCALPHA)
        pts = [(w * 0.3 + 1, 1), (w * 0.7 + 1, 1), (w + 1, h * 0.3), (w * 0.72 + 1, h + 1), (w * 0.28 + 1, h + 1),
               (1, h * 0.3)]
        pygame.draw.polygon(out, colour, pts)
        pygame.draw.polygon(out, th.ASH, pts, 1)
        pygame.draw.line(out, th.ASH, (w / 2 + 1, h * 0.22), (w / 2 + 1, h * 0.6), 1)
        pygame.draw.line(out, th.ASH, (w * 0.34 + 1, h * 0.34), (w * 0.66 + 1, h * 0.34), 1)
        return out
    return sprites.cached(("bl", "coffin", size, colour), make)


def hourglass(size: int) -> pygame.Surface:
    """Exhaustion's mark: an hourglass on a dark disc."""
    def make() -> pygame.Surface:
        n = max(8, size)
        out = pygame.Surface((n, n), pygame.SRCALPHA)
        c = n / 2
        pygame.draw.circle(out, (30, 24, 36), (c, c), n / 2 - 1)
        pygame.draw.circle(out, th.GOLD_DIM, (c, c), n / 2 - 1, 1)
        r = n * 0.28
        pygame.draw.polygon(out, th.PARCHMENT, [(c - r, c - r), (c + r, c - r), (c, c), (c + r, c + r), (c - r, c + r),
                                                (c, c)])
        return out
    return sprites.cached(("bl", "hourglass", size), make)


def morality(style: th.SeatStyle, face: str, radius: int) -> pygame.Surface:
    """A clan's morality token: the seat's shape and colour, its face's glyph (composed or feral) on it."""
    def make() -> pygame.Surface:
        r = max(5, radius)
        out = pygame.Surface((r * 2 + 4, r * 2 + 4), pygame.SRCALPHA)
        c = (r + 2, r + 2)
        th.draw_shape(out, style.shape, (0, 0, 0), (c[0] + 1, c[1] + 2), r, outline=None)
        th.draw_shape(out, style.shape, style.colour, c, r, outline=th.INK, width=2)
        g = glyph(face, max(8, int(r * 1.05)))
        out.blit(g, g.get_rect(center=c))
        return out
    return sprites.cached(("bl", "morality", style, face, radius), make)


# -- the character card ------------------------------------------------------------------------------------
def fitted(text: str, width: int, height: int, px: float, role: str = "bold", smallest: int = 9,
           most: int = 2) -> tuple[pygame.font.Font, list[str]] | None:
    """The kit's :func:`game.ui.kit.sprites.fitted` in the seat cards' type."""
    return sprites.fitted(text, width, height, px, role, smallest, most, least=8)


def write_fitted(surface: pygame.Surface, text: str, rect: pygame.Rect, px: float, colour: Colour,
                 role: str = "bold", most: int = 2, anchor: str = "center") -> bool:
    """`text` in `rect` at the largest size that fits whole (centred, or from the left for "midleft");
    False, drawing nothing, when no size from 9px up fits."""
    found = fitted(text, rect.width, rect.height, px, role, most=most)
    if found is None:
        return False
    face, lines = found
    step = face.get_linesize()
    top = rect.centery - len(lines) * step / 2
    for i, line in enumerate(lines):
        if anchor == "midleft":
            paint.text(surface, line, face, colour, (rect.left, top + i * step + step / 2), "midleft")
        else:
            paint.text(surface, line, face, colour, (rect.centerx, top + i * step + step / 2), "center")
    return True


def token_column(size: tuple[int, int]) -> int:
    """The width of a tile's token column (power, boons, infamy) at its right."""
    return max(10, round(min(size[0] * 0.3, size[1] * 0.46)))


def strip_layout(size: tuple[int, int], strip: int) -> tuple[int, int, int]:
    """On a tile whose top `strip` pixels alone stay in sight (a childe covers the rest): the glyph size,
    the token radius and the x where the tokens begin (three of them, right of the glyphs)."""
    w = size[0]
    r = int(max(4, min(9, (strip - 4) / 2)))
    tokens_x = w - 3 * (2 * r + 2) - 2
    edge = max(3, w // 12) + 2
    g = int(max(7, min((tokens_x - edge) / 4 - 1, strip - 4, 44)))
    return g, r, tokens_x


def card_face(card: Card, size: tuple[int, int], clan_names: tuple[str, ...] = (), full: bool = False,
              tokens: bool = False, strip: int = 0) -> pygame.Surface:
    """A character card `size` big: parchment, its clan's colour down the left edge (a gilt frame for a
    clan leader, violet for an ancilla), the four glyphs two by two; with `tokens` a column at the
    right is kept for the tokens on it.  `full` (the queue, the zoom) sets the glyphs at the top and
    writes the name, the clan and the abilities under them, each only where it fits whole.  With `strip`,
    only the top `strip` pixels will show (rows closed up): the glyphs go in a row along the top."""
    def make() -> pygame.Surface:
        w, h = max(12, size[0]), max(12, size[1])
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        out.blit(materials.parchment((w, h)), (0, 0))
        clan = clan_colour(card.clan)
        radius = max(3, w // 18)
        values = attributes(card)
        edge = max(3, w // 12)
        if full:
            band_h = max(3, round(h * 0.05))
            pygame.draw.rect(out, clan, pygame.Rect(2, 2, w - 4, band_h), border_radius=2)
            _full_words(out, card, clan_names, band_h)
        else:
            pygame.draw.rect(out, clan, pygame.Rect(1, 1, edge, h - 2), border_radius=2)
            left = edge + 2
            right = w - (token_column((w, h)) if tokens else 2)
            name_h = 0
            if h >= 72 and w >= 70:   # a large tile has room for its name under the glyphs
                name_h = round(h * 0.22)
            tall = h - 4 - name_h
            g_grid = min((right - left) / 2 - 1, tall / 2 - 1)
            g_row = min((right - left) / 4 - 1, tall - 1, 44)
            cx, cy = (left + right) / 2, (h - name_h) / 2
            if strip:
                g, _r, tokens_x = strip_layout((w, h), strip)
                xs = [left + (tokens_x - left) * (k + 0.5) / 4 for k in range(4)]
                ys = [2 + g / 2] * 4
            elif g_row > g_grid:
                g = int(max(7, g_row))
                xs = [left + (right - left) * (k + 0.5) / 4 for k in range(4)]
                ys = [cy] * 4
            else:
                g = int(max(7, g_grid))
                xs = [cx - g / 2 - 0.5, cx + g / 2 + 0.5] * 2
                ys = [cy - g / 2 - 0.5] * 2 + [cy + g / 2 + 0.5] * 2
            for value, x, y in zip(values, xs, ys, strict=True):
                gl = glyph(value, g, g >= 17)
                out.blit(gl, gl.get_rect(center=(round(x), round(y))))
            if name_h:
                write_fitted(out, card.name, pygame.Rect(left, h - name_h - 2, right - left, name_h),
                             name_h * 0.45, (44, 22, 18))
        if card.leader:
            pygame.draw.rect(out, th.GOLD, out.get_rect(), 2, border_radius=radius)
        elif card.ancilla:
            pygame.draw.rect(out, (150, 60, 170), out.get_rect(), 2, border_radius=radius)
        return out
    return sprites.cached(("bl", "card", card, size, clan_names if full else (), full, tokens, strip), make)


def _fit_in(text: str, width: int, height: int, px: float, role: str, most: int, limit: int
            ) -> tuple[pygame.font.Font, list[str]] | None:
    """:func:`fitted` in `height`, its last line's whole height (its font's, taller than a line step)
    within `limit` (the frame's foot)."""
    size = int(px)
    while size >= 9:
        found = fitted(text, width, height, size, role, most=most)
        if found is None:
            return None
        face, lines = found
        if (len(lines) - 1) * face.get_linesize() + face.get_height() + 2 <= limit:   # italic: a pixel more
            return found
        size = min(size, face.size("A")[1]) - 1
    return None


def _full_words(out: pygame.Surface, card: Card, clan_names: tuple[str, ...], band_h: int) -> None:
    """A card's glyphs, name, clan and abilities, every word inside its frame (the kit's
    :func:`~game.ui.kit.cardface.words_frame`; the zoom's wider one on a large card): the glyphs shrink
    until the abilities fit whole, in type no smaller than a small card's."""
    w, h = out.get_size()
    large = h >= 240   # the zoom: every word, the glyphs giving way; a small card: a star for its abilities
    inside = words_frame(out.get_rect(), whole=large)
    frame = pygame.Rect(inside.left, max(inside.top, band_h + 3), inside.width, inside.bottom - max(inside.top, band_h + 3))
    values = attributes(card)
    ink, clan_ink, ability_ink = (44, 22, 18), (74, 54, 42), (90, 30, 60)
    clan_name = clan_names[card.clan] if 0 <= card.clan < len(clan_names) else "Clanless"
    abilities = " ".join(card.abilities)
    g = int(max(8, min((frame.width - 4) / 2 - 2, h * 0.26, 90)))
    while True:
        y = frame.top + 2 * g + 4
        name = _fit_in(card.name, frame.width, max(1, min(round(h * 0.25), frame.bottom - y)),
                       max(10, h * (0.08 if abilities and large else 0.1)), "bold", 2, frame.bottom - y)
        y2 = y + (len(name[1]) * name[0].get_linesize() if name else 0) + 1
        clan_h = max(1, min(round(h * 0.09), frame.bottom - y2))
        said = _fit_in(clan_name, frame.width, clan_h, max(9, h * 0.07), "italic", 1, frame.bottom - y2)
        y3 = y2 + (clan_h if said else 0) + 1
        told = _fit_in(abilities, frame.width, frame.bottom - y3, max(9, h * 0.065), "italic", 12, frame.bottom - y3) \
            if abilities and frame.bottom - y3 > 12 else None
        if not large or not abilities or g <= max(8, h * 0.1) or \
                (told is not None and told[0].get_height() >= h * 0.045):
            break
        g = int(g * 0.88)
    xs = [w / 2 - g / 2 - 1, w / 2 + g / 2 + 1] * 2
    ys = [frame.top + g / 2] * 2 + [frame.top + g * 1.5 + 2] * 2
    for value, x, gy in zip(values, xs, ys, strict=True):
        gl = glyph(value, g)
        out.blit(gl, gl.get_rect(center=(round(x), round(gy))))
    with paint.within(out, frame, f"the card {card.name!r}"):
        for found, top, colour in ((name, y, ink), (said, y2, clan_ink), (told, y3, ability_ink)):
            if found is None:
                continue
            face, lines = found
            step = face.get_linesize()
            for k, line in enumerate(lines):
                paint.text(out, line, face, colour, (frame.centerx, top + k * step), "midtop")
    if abilities and told is None and frame.bottom - y3 >= 9:   # no room for them (a small card): a star
        room = pygame.Rect(frame.left, y3, frame.width, max(1, frame.bottom - y3))
        star = glyph("roaming", max(9, min(room.height, 18)), badge=False)
        out.blit(star, star.get_rect(center=room.center))


def vampire_sprite(vampire: Vampire, size: tuple[int, int], strip: int = 0) -> pygame.Surface:
    """A vampire in its bloodline: its tile, greyed with a coffin in torpor, an hourglass when exhausted,
    and in its right-hand column the tokens on it with their numbers: power (a gold disc), boons (a
    violet diamond), infamy (a crimson square); what a battleground put on it along its top.  With
    `strip` (only its top in sight) the glyphs and the tokens share one row along the top."""
    def make() -> pygame.Surface:
        w, h = size
        out = card_face(vampire.card, size, tokens=True, strip=strip).copy()
        col = token_column(size)
        if vampire.torpor:
            out.fill((120, 112, 120, 255), special_flags=pygame.BLEND_RGBA_MULT)
            mark = coffin(max(10, int(h * 0.75)))
            out.blit(mark, mark.get_rect(center=((w - col) / 2 + 2, h / 2)))
        r = max(4, min((col - 2) // 2, int(h / 6.2)))
        x = w - col / 2 - 1
        spots = [(x, h / 2 + (k - 1) * (r * 2 + 1)) for k in range(3)]
        if strip:
            _g, r, tokens_x = strip_layout(size, strip)
            spots = [(tokens_x + r + 2 + k * (2 * r + 2), 2 + strip / 2 - 1) for k in range(3)]
        for k, (count, kind) in enumerate(((vampire.power, "power"), (vampire.boons, "boon"),
                                           (vampire.infamy, "infamy"))):
            if count:
                sprite = counter(kind, r, count)
                out.blit(sprite, sprite.get_rect(center=(round(spots[k][0]), round(spots[k][1]))))
        for k, mark_name in enumerate(vampire.marks[:3]):
            kind, _, what = mark_name.partition(":")
            icon = ankh(GEO_COLOURS.get(what, th.GOLD), max(9, int(h * 0.3))) if kind == "ankh" else \
                disc(th.GOLD if kind == "title" else th.BRUISE, max(4, int(h * 0.12)), what[:1].upper())
            out.blit(icon, icon.get_rect(topleft=(max(4, w // 12) + 1 + k * (icon.get_width() + 1), 1)))
        if vampire.exhausted:   # turned aside, as a spent card is on the table, with an hourglass on its corner
            mark = hourglass(max(10, int(min(w, h) * 0.34)))
            out.blit(mark, (0, 0))
            out = pygame.transform.rotate(out, -EXHAUSTED_TILT)
        return out
    return sprites.cached(("bl", "vampire", vampire, size, strip), make)


EXHAUSTED_TILT = 4


TOKEN_COLOURS = {"power": POWER, "boon": (122, 70, 160), "infamy": INFAMY}


def counter(kind: str, radius: int, count: int) -> pygame.Surface:
    """A stack of `count` tokens of `kind` as one piece with its number: power a disc, a boon a diamond,
    infamy a square (three shapes, so they read without colour)."""
    def make() -> pygame.Surface:
        r = max(5, radius)
        colour = TOKEN_COLOURS[kind]
        n = r * 2 + 7
        out = pygame.Surface((n, n), pygame.SRCALPHA)
        c = (n / 2, n / 2)
        shape = {"power": "circle", "boon": "diamond", "infamy": "square"}[kind]
        th.draw_shape(out, shape, (0, 0, 0), (c[0] + 1, c[1] + 1.5), r * (1.05 if shape == "diamond" else 1), None)
        th.draw_shape(out, shape, colour, c, r * (1.05 if shape == "diamond" else 1), th.INK, 1)
        face = card_font(r * (1.3 if count < 10 else 1.05), "bold")
        paint.text(out, str(count), face, th.INK if kind == "power" else th.PARCHMENT, (c[0], c[1] + 1), "center")
        return out
    return sprites.cached(("bl", "counter", kind, radius, count), make)


def queue_card(card: Card, size: tuple[int, int], cost: int, clan_names: tuple[str, ...], pad: int
               ) -> pygame.Surface:
    """A queue card as it lies (and as it is carried): its full face with the wax seal of its cost on its
    corner, `pad` pixels of room round it for the seal (the card's centre is the sprite's)."""
    def make() -> pygame.Surface:
        w, h = size
        out = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        out.blit(card_face(card, size, clan_names, True), (pad, pad))
        if cost > 0:
            cards.draw_seal(out, pygame.Rect(pad, pad, w, h).inflate(pad * 2, pad * 2).move(-pad // 3, pad // 3),
                            str(cost))
        return out
    return sprites.cached(("bl", "queue", card, size, cost, clan_names, pad), make)


def back(size: tuple[int, int]) -> pygame.Surface:
    """The back of a card (the deck, a scheme in a rival's hand)."""
    def make() -> pygame.Surface:
        w, h = size
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(out, (52, 20, 34), out.get_rect(), border_radius=4)
        pygame.draw.rect(out, th.GOLD_DIM, out.get_rect(), 1, border_radius=4)
        pygame.draw.rect(out, th.darken(th.GOLD_DIM, 0.3), out.get_rect().inflate(-6, -6), 1, border_radius=3)
        a = ankh(th.darken(th.GOLD_DIM, 0.1), max(8, int(min(w, h) * 0.5)))
        out.blit(a, a.get_rect(center=(w / 2, h / 2)))
        return out
    return sprites.cached(("bl", "back", size), make)
