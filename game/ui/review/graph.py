"""The review's graph: every seat's chance to win across the game, in its colour, its shape at its
turning points; the turns marked under it, a legend beside it, and the move under the pointer."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ai.review import Review
from game.core.replay import Marker
from game.ui import paint
from game.ui import theme as th


class Graph:
    """Where the graph is drawn (`rect`, set by the scene's layout) and where the pointer is."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover: tuple[int, int] = (-1, -1)

    def x_of(self, move: int, review: Review) -> float:
        return self.rect.left + self.rect.width * move / max(1, review.moves)

    def y_of(self, chance: float) -> float:
        return self.rect.bottom - self.rect.height * max(0.0, min(1.0, chance))

    def position_at(self, x: int, review: Review) -> int:
        """The move (position) under the pixel column `x`."""
        share = (x - self.rect.left) / max(1, self.rect.width)
        return max(0, min(review.moves, round(share * review.moves)))

    def draw(self, surface: pygame.Surface, review: Review | None, styles: Sequence[th.SeatStyle],
             names: Sequence[str], markers: Sequence[Marker]) -> None:
        rect, px = self.rect, th.theme.px
        tiny = th.theme.font("tiny")
        pygame.draw.rect(surface, th.darken(th.NIGHT, 0.6), rect)
        for share in (0.0, 0.25, 0.5, 0.75, 1.0):
            y = round(self.y_of(share))
            pygame.draw.line(surface, th.darken(th.GOLD_DIM, 0.55 if share not in (0.0, 1.0) else 0.2),
                             (rect.left, y), (rect.right, y), 1)
            paint.text(surface, f"{100 * share:.0f}%", tiny, th.PARCHMENT_DIM, (rect.left - px(6), y), "midright")
        if review is None or not review.points:
            paint.text(surface, "The chances appear here as the moves are looked at.", th.theme.font("small"),
                       th.PARCHMENT_DIM, rect.center, "center")
            self._legend(surface, review, styles, names)
            return
        self._turns(surface, review, markers, tiny)
        for seat in range(review.players):
            points = [(self.x_of(0, review), self.y_of(review.start[seat]))]
            points += [(self.x_of(p.move, review), self.y_of(p.chances[seat])) for p in review.points]
            if review.done and review.result:
                points.append((self.x_of(review.moves, review), self.y_of(review.result[seat])))
            if len(points) >= 2:
                pygame.draw.lines(surface, styles[seat].colour, False, points, max(2, px(2.5)))
        for turn in review.turning:
            point = review.points[turn.move - 1]
            centre = (self.x_of(point.move, review), self.y_of(point.chances[turn.mover]))
            th.draw_shape(surface, styles[turn.mover].shape, styles[turn.mover].colour, centre, px(7))
        self._legend(surface, review, styles, names)
        self._hovered(surface, review, styles, names)

    def _turns(self, surface: pygame.Surface, review: Review, markers: Sequence[Marker],
               font: pygame.font.Font) -> None:
        """A tick under the graph at each turn's start; a label where it has room."""
        kinds = [m for m in markers if m.kind == _broadest(markers)]
        last_right, last_label = self.rect.left - 1, ""
        for marker in kinds:
            x = round(self.x_of(marker.move, review))
            pygame.draw.line(surface, th.darken(th.GOLD_DIM, 0.5), (x, self.rect.top), (x, self.rect.bottom), 1)
            label = marker.label.split(";")[0].split(":")[0].replace(" begins", "")   # "Turn 2", "Day 3 (act 1)"
            if label == last_label:   # a round's later turns (Methuselah): one label a round
                continue
            width = font.size(label)[0]
            if x - width // 2 > last_right + th.theme.px(8) and x + width // 2 < self.rect.right:
                last_label = label
                paint.text(surface, label, font, th.PARCHMENT_DIM, (x, self.rect.bottom + th.theme.px(2)), "midtop")
                last_right = x + width // 2

    def _legend(self, surface: pygame.Surface, review: Review | None, styles: Sequence[th.SeatStyle],
                names: Sequence[str]) -> None:
        px = th.theme.px
        small = th.theme.font("small")
        x, y = self.rect.right + px(18), self.rect.top
        for seat, name in enumerate(names):
            th.draw_shape(surface, styles[seat].shape, styles[seat].colour, (x + px(7), y + small.get_height() // 2),
                          px(7))
            final = review.result[seat] if review is not None and review.done and review.result else None
            words = name + (" · won" if final else "") if final is not None else name
            paint.text(surface, paint.fit(words, small, px(150) - px(24)), small, th.PARCHMENT, (x + px(20), y))
            y += small.get_linesize() + px(4)

    def _hovered(self, surface: pygame.Surface, review: Review, styles: Sequence[th.SeatStyle],
                 names: Sequence[str]) -> None:
        if not self.rect.collidepoint(self.hover):
            return
        move = self.position_at(self.hover[0], review)
        x = round(self.x_of(move, review))
        pygame.draw.line(surface, th.GOLD, (x, self.rect.top), (x, self.rect.bottom), 1)
        chances = review.chances_at(move)
        small = th.theme.font("small")
        lines = [f"After move {move}" if move else "Before the first move"]
        lines += [f"{names[s]}: {100 * chances[s]:.0f}%" for s in range(review.players)]
        lines.append("Click to watch from here")
        width = max(small.size(line)[0] for line in lines) + th.theme.px(16)
        height = len(lines) * small.get_linesize() + th.theme.px(10)
        box = pygame.Rect(x + th.theme.px(10), self.rect.top + th.theme.px(6), width, height)
        if box.right > self.rect.right:
            box.right = x - th.theme.px(10)
        paint.panel(surface, box, th.NIGHT, alpha=235)
        for i, line in enumerate(lines):
            colour = styles[i - 1].colour if 1 <= i <= review.players else th.PARCHMENT
            paint.text(surface, line, small, colour, (box.left + th.theme.px(8), box.top + th.theme.px(5)
                                                      + i * small.get_linesize()))


def _broadest(markers: Sequence[Marker]) -> str:
    """The broadest kind of marker the game announces (an era before a round before a turn), if it
    names several of those; the one that marks the game in a dozen or so places reads best."""
    kinds = [m.kind for m in markers]
    for kind in ("round", "day", "turn", "act", "era"):
        if 3 <= kinds.count(kind) <= 40:
            return kind
    return kinds[0] if kinds else ""
