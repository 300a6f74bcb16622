"""A chronicle decision's answers: laid out as cards or as a list whose rows fit their words, each name in
the largest size it fits, and drawn."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.campaign import draw
from game.ui.campaign.port import ChoiceView
from game.ui.kit import sprites
from game.ui.tables.bloodlines import art

if TYPE_CHECKING:
    from game.ui.campaign.steps import DecisionScene

LABEL_SIZES = ("body", "small", "tiny")
# how a list of answers is laid out, the first whose rows fit taken: columns, the details' size, the
# largest size of the answers' names (a size smaller lets a long name keep to fewer lines)
ROW_LAYOUTS = ((1, "small", "body"), (2, "small", "body"), (1, "tiny", "body"), (2, "tiny", "body"),
               (3, "tiny", "body"), (4, "tiny", "body"), (2, "tiny", "small"), (3, "tiny", "small"),
               (4, "tiny", "small"), (2, "tiny", "tiny"), (3, "tiny", "tiny"), (4, "tiny", "tiny"))


def label_size(label: str, width: int, height: int | None = None, largest: str = "body") -> str:
    """The size an answer's name is drawn in bold: from `largest` down, the first at which every word
    fits `width` (a name like "Castle-Knight" never breaks) and, given `height`, its lines fit it."""
    sizes = LABEL_SIZES[LABEL_SIZES.index(largest):]
    for size in sizes:
        face = th.theme.font(size, "bold")
        if all(face.size(word)[0] <= width for word in label.split()) and (
                height is None or len(paint.wrap(label, face, width)) * face.get_linesize() <= height):
            return size
    return sizes[-1]


def answer_label(label: str, width: int, height: int | None = None,
                 largest: str = "body") -> tuple[pygame.font.Font, list[str]]:
    """An answer's name as drawn: its bold face (:func:`label_size`) and its lines."""
    face = th.theme.font(label_size(label, width, height, largest), "bold")
    most = None if height is None else max(1, height // face.get_linesize())
    return face, paint.wrap(label, face, width, most=most)


class CardPlaces(NamedTuple):
    """Where answer cards go: each card, the gap between them, and where the hovered one's detail is written."""

    rects: list[pygame.Rect]
    gap: int
    detail_at: pygame.Rect


class RowPlaces(NamedTuple):
    """Where a list of answers goes: each row, its details' size and the largest size of its names."""

    rects: list[pygame.Rect]
    detail_size: str
    label_largest: str


def place_cards(room: pygame.Rect, n: int) -> CardPlaces:
    """`n` answer cards in `room`, as large as they can be in up to seven a row, each with room for its
    name under it, the hovered card's detail under them all."""
    label = th.theme.font("small", "bold").get_linesize() * 2 + th.theme.px(8)
    detail = th.theme.font("small", "italic").get_linesize() * 2
    room = pygame.Rect(room.left, room.top, room.width, room.height - detail)
    detail_at = pygame.Rect(room.left, room.bottom + th.theme.px(2), room.width, detail)
    gap = th.theme.px(18)
    best: tuple[int, int, int] | None = None
    rects: list[pygame.Rect] = []
    for per_row in range(min(n, 7), 0, -1):
        rows = -(-n // per_row)
        height = min((room.height - rows * label - (rows - 1) * gap) // rows, th.theme.px(300))
        width = round(height * draw.CARD_ASPECT)
        most_w = (room.width - gap * (per_row - 1)) // per_row
        if width > most_w:
            width, height = most_w, round(most_w / draw.CARD_ASPECT)
        if best is None or width > best[1]:
            best = (per_row, width, height)
    assert best is not None   # n ≥ 1: one row at least was tried
    per_row, width, height = best
    rows = -(-n // per_row)
    top = room.top + (room.height - rows * (height + label) - (rows - 1) * gap) // 2
    for row in range(rows):
        count = min(per_row, n - row * per_row)
        total = count * width + (count - 1) * gap
        x = room.centerx - total // 2
        for _ in range(count):
            rects.append(pygame.Rect(x, top + row * (height + label + gap), width, height))
            x += width + gap
    return CardPlaces(rects, gap, detail_at)


def place_rows(choices: Sequence[ChoiceView], room: pygame.Rect, shared: bool, reach_down: int) -> RowPlaces:
    """Rows tall enough for each answer's detail whole: one column, else two, else a smaller detail,
    else smaller names (:data:`ROW_LAYOUTS`).  When none fits, the first whose rows fit reaching down
    into the hint's room (to `reach_down`: the hint is then left out); failing that, the longest details of a column
    cut a line at a time (with an ellipsis, to one line at least; a name never) in the first that
    then fits, else the nearest.  (Ten answers beside the sheet, some with a long ability, once ran
    past the buttons and off the window at 1280x720, in four columns of three-line names.)"""
    gap = th.theme.px(8)
    thumbs = any(c.card is not None for c in choices) and not shared
    pad = th.theme.px(56) + (round(th.theme.px(64) * draw.CARD_ASPECT) + th.theme.px(12) if thumbs else 0)
    width_all = min(room.width, th.theme.px(1100))

    def heights(layout: tuple, parts: list[list[int]] | None = None) -> list[int]:
        line = th.theme.font(layout[1], "italic").get_linesize()
        return [max(name + lines * line + th.theme.px(10), least) for name, lines, least in parts or layout[-1]]

    def reach(layout: tuple, parts: list[list[int]] | None = None) -> int:
        tall, per = heights(layout, parts), layout[-2]
        return max(sum(tall[c:c + per]) + gap * (len(tall[c:c + per]) - 1) for c in range(0, len(tall), per))

    laid = []
    for columns, size, names in ROW_LAYOUTS:
        if columns > len(choices):
            continue
        face = th.theme.font(size, "italic")
        w = (width_all - gap * (columns - 1)) // columns
        # one size for every answer's name: the smallest any of them needs at this width
        largest = LABEL_SIZES[max(LABEL_SIZES.index(label_size(c.label, w - pad, largest=names))
                                  for c in choices)]
        parts = []       # each answer's name's height, its detail's lines, its card's least height
        for choice in choices:
            lines = len(paint.wrap(choice.detail, face, w - pad)) if choice.detail else 0
            label_face, labels = answer_label(choice.label, w - pad, largest=largest)
            parts.append([len(labels) * label_face.get_linesize(), lines,
                          th.theme.px(64) if thumbs and choice.card is not None else 0])
        laid.append((columns, size, largest, w, -(-len(choices) // columns), parts))
        if reach(laid[-1]) <= room.height:
            break
    layout = laid[-1]
    if reach(layout) > room.height:
        limit = reach_down - room.top
        fitting = next((lay for lay in laid if reach(lay) <= limit), None)
        if fitting is not None:
            layout = fitting
        else:
            for lay in laid:
                per, parts = lay[-2], lay[-1]
                for c in range(0, len(parts), per):
                    column = parts[c:c + per]
                    while reach(lay, column) > limit and max(part[1] for part in column) > 1:
                        max(column, key=lambda part: part[1])[1] -= 1
            layout = next((lay for lay in laid if reach(lay) <= limit), min(laid, key=reach))
    columns, size, largest, w, per, _parts = layout
    tall = heights(layout)
    spare = (room.height - reach(layout)) // max(1, per)
    grow = max(0, min(spare, th.theme.px(16)))  # never shorter than its words, even when nothing fits
    rects: list[pygame.Rect] = []
    left = room.centerx - (columns * w + (columns - 1) * gap) // 2
    for col in range(columns):
        y = room.top
        for k in range(col * per, min(len(choices), (col + 1) * per)):
            h = tall[k] + grow
            rects.append(pygame.Rect(left + col * (w + gap), y, w, h))
            y += h + gap
    return RowPlaces(rects, size, largest)


def draw_cards(surface: pygame.Surface, scene: DecisionScene) -> None:
    """The answers as cards, each numbered on a wax seal and named under it; the one hovered (or the AI's)
    lit, and its detail under them all."""
    bold, tiny_bold = th.theme.font("small", "bold"), th.theme.font("tiny", "bold")
    key = th.theme.font("tiny", "bold")
    for k, (choice, rect) in enumerate(zip(scene.decision.choices, scene.card_rects, strict=False)):
        chosen = scene.ai_index == k
        hover = scene.hover == k and not scene.ai
        if choice.card is not None:
            draw.character_card(surface, rect, scene.run.campaign.card(choice.card), lit=chosen or hover, hover=hover or chosen,
                                dimmed=scene.ai_index is not None and not chosen)
        else:
            if hover or chosen:
                halo = rect.inflate(18, 18)
                surface.blit(sprites.card_glow(halo.size, th.GOLD), halo.topleft)
            card_face = draw.chronicle_card(rect.size, choice.kind, choice.label,
                                            choice.detail if choice.kind else "")
            surface.blit(card_face, rect.topleft)
            paint.piece(surface, rect, f"the card {choice.label!r}")
        if not scene.ai and k < 9:   # its number, on a wax seal at the card's corner
            r = max(th.theme.px(10), key.get_linesize() // 2 + 2)
            centre = (rect.left + r - 2, rect.top + r - 2)
            pygame.draw.circle(surface, (116, 18, 30), centre, r)
            pygame.draw.circle(surface, th.GOLD_DIM, centre, r, 1)
            paint.text(surface, str(k + 1), key, th.GOLD, centre, "center")
        room = rect.width + scene.card_gap - th.theme.px(4)
        face = bold
        lines = paint.wrap(choice.label, face, room)
        if len(lines) > 2 or any(face.size(line)[0] > room for line in lines):
            face = tiny_bold
            lines = paint.wrap(choice.label, face, room, most=2)
        y = rect.bottom + th.theme.px(4)
        for text in lines:
            paint.text(surface, text, face, th.GOLD if chosen or hover else th.PARCHMENT, (rect.centerx, y),
                       "midtop")
            y += face.get_linesize()
    shown = scene.hover if scene.hover is not None and not scene.ai else scene.ai_index
    if shown is not None and shown < len(scene.decision.choices):
        choice = scene.decision.choices[shown]
        if choice.detail and (choice.card is not None or not choice.kind):
            small = th.theme.font("small", "italic")
            draw.wrapped(surface, choice.detail, small, th.PARCHMENT_DIM, scene.detail_at, align="center", most=2)


def draw_rows(surface: pygame.Surface, scene: DecisionScene) -> None:
    """The answers as a numbered list, each with its card small beside it (or the one card they share
    beside them all)."""
    shared_card = scene.decision.choices[0].card if scene.decision.choices else None
    if scene.shared is not None and shared_card is not None:   # (a shared card is a card every answer has)
        draw.character_card(surface, scene.shared, scene.run.campaign.card(shared_card))
    small = th.theme.font(getattr(scene, "detail_size", "small"), "italic")
    key = th.theme.font("small")
    for k, (choice, rect) in enumerate(zip(scene.decision.choices, scene.row_rects, strict=False)):
        chosen = scene.ai_index == k
        hover = scene.hover == k and not scene.ai
        fill = th.BRUISE if hover else (th.darken(th.CRIMSON, .3) if chosen else th.DUSK)
        paint.panel(surface, rect, fill, th.GOLD if hover or chosen else th.GOLD_DIM, alpha=230, ornate=False)
        with paint.within(surface, rect, f"the answer {k + 1}"):
            inner = rect.inflate(-th.theme.px(20), -th.theme.px(6))
            if k < 9:
                paint.text(surface, str(k + 1), key, th.GOLD_DIM, (inner.left, rect.centery), "midleft")
            left = inner.left + th.theme.px(26)
            if choice.card is not None and scene.shared is None:   # the card, small, beside its answer
                h = min(rect.height - th.theme.px(8), th.theme.px(64))
                thumb = pygame.Rect(left, rect.top + th.theme.px(4), round(h * draw.CARD_ASPECT), h)
                surface.blit(art.card_face(scene.run.campaign.card(choice.card), thumb.size), thumb.topleft)
                paint.piece(surface, thumb, f"the card of {choice.label!r}")
                left = thumb.right + th.theme.px(12)
            elif any(c.card is not None for c in scene.decision.choices) and scene.shared is None:
                left += round(th.theme.px(64) * draw.CARD_ASPECT) + th.theme.px(12)
            width = rect.right - th.theme.px(20) - left
            face, labels = answer_label(choice.label, width, inner.height,
                                        getattr(scene, "label_largest", "body"))
            room = max(0, (inner.height - len(labels) * face.get_linesize()) // small.get_linesize())
            lines = paint.wrap(choice.detail, small, width, most=room) if choice.detail and room else []
            block = len(labels) * face.get_linesize() + len(lines) * small.get_linesize()
            y = rect.centery - block // 2
            for text in labels:
                paint.text(surface, text, face, th.GOLD if hover or chosen else th.PARCHMENT, (left, y))
                y += face.get_linesize()
            for line in lines:
                paint.text(surface, line, small, th.PARCHMENT_DIM, (left, y))
                y += small.get_linesize()
