"""A rival's bloodline as a pyramid of name plates: each vampire a small plate with its name written whole
(wrapped only between words, never broken inside one), its clan's colour down its left edge and the
tokens on it in a column at its right; the sire above its childer, joined by lines.

:func:`lay_out` picks the largest type at which every name fits its plate, trying at each size the tidy
pyramid first and then the outline form (a sire's childer that have none of their own, one under
another in its column, so a wide bloodline gets narrower).  Only if even the smallest type will not
hold a name does it show the name's leading whole words (the tooltip still says it all).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import materials, sprites
from game.ui.kit.seatcard import card_font
from game.ui.tables.bloodlines import art, pyramid
from game.ui.tables.bloodlines.model import Vampire

MOST_LINES = 3
INK = (44, 22, 18)


@dataclass(frozen=True)
class Plates:
    """A bloodline laid out as name plates: each plate's rect, whether it hangs in its sire's column, the
    type and each name's lines, the token column's width and the outline's indent."""

    rects: tuple[pygame.Rect, ...]
    stacked: tuple[bool, ...]
    size: int
    lines: tuple[tuple[str, ...], ...]
    tokens: int
    indent: int
    pad: int
    marked: tuple[bool, ...] = ()   # which plates keep the token column (something lies on the vampire)

    def room(self, i: int) -> int:
        """How wide plate `i`'s words may be."""
        r = self.rects[i]
        return r.width - 2 * self.pad - edge_of(r.height, self.size) - (self.tokens if self.marked[i] else 0)


def wrapped(name: str, face: pygame.font.Font, width: int) -> list[str] | None:
    """`name` in lines no wider than `width`, broken only between words; None if a word is wider."""
    lines: list[str] = []
    for word in name.split():
        if paint.text_width(face, word) > width:
            return None
        trial = f"{lines[-1]} {word}" if lines else word
        if lines and paint.text_width(face, trial) <= width:
            lines[-1] = trial
        else:
            lines.append(word)
    return lines


def leading_words(name: str, face: pygame.font.Font, width: int, most: int) -> list[str]:
    """The leading whole words of `name` that fit in `most` lines `width` wide (a short name, never a
    broken one)."""
    best: list[str] = []
    words = name.split()
    for n in range(1, len(words) + 1):
        lines = wrapped(" ".join(words[:n]), face, width)
        if lines is None or len(lines) > most:
            break
        best = lines
    return best


def smallest_type(unit: float) -> int:
    """The least type a plate is written in: the layout check's floor (9px at 720 lines)."""
    return max(9, round(8.3 * unit))


@lru_cache(maxsize=64)
def lay_out(box: tuple[int, int, int, int], sires: tuple[int, ...], names: tuple[str, ...], unit: float,
            marked: tuple[bool, ...] = ()) -> Plates:
    """The plates of a bloodline (its `sires` and `names`, the leader first) inside `box`; a `marked`
    plate (a vampire with tokens on it, or exhausted, or in torpor) keeps a column at its right for them."""
    marked = marked or (False,) * len(sires)
    area = pygame.Rect(box)
    if not sires:
        return Plates((), (), 0, (), 0, 0, 0)
    pad = max(2, round(3 * unit))
    gap = max(3, round(6 * unit))
    drop = max(4, round(6 * unit))
    indent = max(6, round(9 * unit))
    edge = edge_of(0, round(14 * unit))
    widest = round(210 * unit)
    tried = []
    for outline in (False, True):   # a pyramid if one holds every name at a readable size, else an outline
        if outline:
            indent = max(4, round(6 * unit))
        for size in range(round(14 * unit), smallest_type(unit) - 1, -1):
            face = card_font(size, "bold")
            line = face.get_linesize()
            tokens = round(line * 0.85)
            for form in ((1, 2, 3) if outline else (False, True)):
                if outline:
                    places, columns, rows = outline_slots(sires, int(form))
                else:
                    places, columns, rows = pyramid.slots(sires, bool(form))
                    if form and not any(p.stacked for p in places):
                        continue
                w = min(widest, int(area.width / columns - gap))
                edge = edge_of(0, size)
                room = w - 2 * pad - edge
                found = [wrapped(n, face, room - indent * p.level - tokens * m)
                         for n, p, m in zip(names, places, marked, strict=True)]
                tried.append((size, places, columns, rows, w, room, tokens))
                if any(f is None or len(f) > MOST_LINES for f in found):
                    continue
                h = max(len(f or ()) for f in found) * line + 2 * pad
                step = drop if not outline else max(2, round(3 * unit))
                if rows * h + (rows - 1) * step <= area.height:
                    return _placed(area, places, columns, rows, w, h, step, size,
                                   tuple(tuple(f or ()) for f in found), tokens, indent, pad, marked)
    # Nothing holds every name whole: the smallest type, the form with the most room per plate, and
    # each name's leading whole words.
    face = card_font(smallest_type(unit), "bold")
    size, places, columns, rows, w, room, tokens = max(
        (t for t in tried if t[0] == smallest_type(unit)
         and t[3] * (face.get_linesize() + 2) + (t[3] - 1) * max(3, round(4 * unit)) <= area.height), key=lambda t: (t[4] - indent * max(p.level for p in t[1]),
                                                                          -t[3]), default=tried[-1])
    face = card_font(size, "bold")
    line = face.get_linesize()
    drop = max(3, round(4 * unit))
    h = max(line + 2, min(MOST_LINES * line + 2 * pad, int((area.height - (rows - 1) * drop) / rows)))
    most = max(1, (h - 2 * pad) // line)
    lines = tuple(tuple(leading_words(n, face, room - indent * p.level - tokens * m, most))
                  for n, p, m in zip(names, places, marked, strict=True))
    return _placed(area, places, columns, rows, w, h, drop, size, lines, tokens, indent, pad, marked)


def edge_of(_height: int, size: int) -> int:
    """The width of a plate's clan band (its type's size sets it, so the layout and the drawing agree)."""
    return max(3, round(size * 0.28))


def outline_slots(sires: Sequence[int], columns: int) -> tuple[list[pyramid.Placed], int, int]:
    """The outline form: each vampire on a row of its own in the order of the pyramid read down each
    branch, indented one step per generation, the rows split over `columns` columns."""
    kids = pyramid.childer(sires)
    order: list[tuple[int, int]] = []

    def walk(node: int, depth: int, seen: frozenset[int]) -> None:
        order.append((node, depth))
        for k in kids[node]:
            if k not in seen:
                walk(k, depth + 1, seen | {k})

    for root in pyramid.roots(sires):
        walk(root, 0, frozenset({root}))
    done = {node for node, _ in order}
    order += [(i, 0) for i in range(len(sires)) if i not in done]
    rows = -(-len(order) // columns)
    places: list[pyramid.Placed] = [pyramid.Placed(0, 0)] * len(sires)
    for start in range(0, len(order), rows):   # a column's indents count from its shallowest vampire
        column = order[start:start + rows]
        least = min(depth for _, depth in column)
        for k, (node, depth) in enumerate(column, start):
            places[node] = pyramid.Placed(k // rows + 0.5, k % rows, depth > 0, depth - least)
    return places, columns, rows


def _placed(area: pygame.Rect, places: Sequence[pyramid.Placed], columns: int, rows: int, w: int, h: int, drop: int,
            size: int, lines: tuple[tuple[str, ...], ...], tokens: int, indent: int, pad: int,
            marked: tuple[bool, ...]) -> Plates:
    col_w = area.width / columns
    used = columns * col_w
    left = area.left + (area.width - used) / 2
    step = h + drop
    top = area.top + max(0, (area.height - (rows * h + (rows - 1) * drop)) / 2)
    rects = []
    for p in places:
        r = pygame.Rect(round(left + p.x * col_w - w / 2), round(top + p.depth * step), w, h)
        r.left += indent * p.level
        r.width -= indent * p.level
        rects.append(r)
    return Plates(tuple(rects), tuple(p.stacked for p in places), size, lines, tokens, indent, pad, marked)


def plates_of(box: pygame.Rect, vampires: Sequence[Vampire], unit: float) -> Plates:
    return lay_out(tuple(box), tuple(v.sire for v in vampires), tuple(v.card.name for v in vampires), unit,
                   tuple(is_marked(v) for v in vampires))


def is_marked(v: Vampire) -> bool:
    """Whether a plate shows anything in its token column."""
    return bool(v.power or v.boons or v.infamy or v.exhausted or v.torpor)


def body(vampire: Vampire, size: tuple[int, int], tokens: int, edge: int) -> pygame.Surface:
    """A plate without its words: parchment, the clan's colour down its left edge (a gilt rim for a clan
    leader, violet for an ancilla), greyed in torpor; in its right column the tokens on it (power,
    boons, infamy) and an hourglass when it is exhausted."""
    def make() -> pygame.Surface:
        w, h = max(8, size[0]), max(8, size[1])
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        out.blit(materials.parchment((w, h)), (0, 0))
        pygame.draw.rect(out, art.clan_colour(vampire.card.clan), pygame.Rect(1, 1, edge, h - 2), border_radius=2)
        rim = th.GOLD if vampire.card.leader else (150, 60, 170) if vampire.card.ancilla else (92, 70, 52)
        pygame.draw.rect(out, rim, out.get_rect(), 2 if rim != (92, 70, 52) else 1, border_radius=3)
        if vampire.torpor:   # greyed, its name still read in ink
            out.fill((172, 164, 172, 255), special_flags=pygame.BLEND_RGBA_MULT)
        counts = [(kind, count) for count, kind in ((vampire.power, "power"), (vampire.boons, "boon"),
                                                    (vampire.infamy, "infamy")) if count]
        marks = ["torpor"] * vampire.torpor + ["exhausted"] * vampire.exhausted
        n = len(counts) + len(marks)
        if n:
            r = max(4, min((tokens - 5) // 2, int((h - 2) / n / 2) - 1))
            pieces = [art.coffin(2 * r + 2) if m == "torpor" else art.hourglass(2 * r + 2) for m in marks]
            pieces += [art.counter(kind, r, count) for kind, count in counts]
            cx = w - tokens / 2 - 2
            for k, piece in enumerate(pieces):
                cy = h / 2 + (k - (n - 1) / 2) * (2 * r + 1)
                out.blit(piece, piece.get_rect(center=(round(cx), round(cy))))
        return out
    return sprites.cached(("bl", "plate", vampire, size, tokens, edge), make)


def draw_links(surface: pygame.Surface, plates: Plates, sires: Sequence[int], colour: th.Colour, unit: float) -> None:
    """The lines from each sire to its childer: a bracket down to the plates below, a rail down the side
    to the childer in its own column."""
    width = max(1, round(2 * unit))
    for i, (sire, r) in enumerate(zip(sires, plates.rects, strict=True)):
        if not 0 <= sire < len(plates.rects) or sire == i:
            continue
        s = plates.rects[sire]
        if plates.stacked[i]:
            if r.left != s.left + plates.indent or r.top < s.bottom:   # in the outline's next column: no line
                continue
            x = s.left + plates.indent // 2
            pygame.draw.line(surface, colour, (x, s.bottom), (x, r.centery), width)
            pygame.draw.line(surface, colour, (x, r.centery), (r.left, r.centery), width)
        else:
            mid = (s.bottom + r.top) // 2
            pygame.draw.lines(surface, colour, False, [(s.centerx, s.bottom), (s.centerx, mid), (r.centerx, mid),
                                                      (r.centerx, r.top)], width)


def draw_words(surface: pygame.Surface, plates: Plates, i: int, torpor: bool) -> None:
    """Plate `i`'s name, its lines centred in the room left of the token column."""
    lines = plates.lines[i]
    if not lines:
        return
    r = plates.rects[i]
    face = card_font(plates.size, "bold")
    left = r.left + edge_of(0, plates.size) + plates.pad
    room = pygame.Rect(left, r.top + plates.pad, plates.room(i), r.height - 2 * plates.pad)
    step = face.get_linesize()
    top = room.centery - len(lines) * step / 2
    for k, text in enumerate(lines):
        paint.text(surface, text, face, (36, 30, 34) if torpor else INK, (room.centerx, top + k * step + step / 2),
                   "center")
