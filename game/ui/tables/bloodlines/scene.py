"""One frame of the Bloodlines table, from a :class:`~.model.TableModel` and what the hand is doing.

:func:`draw_table` draws every region of the layout (rivals' pyramids, the three boards, the ribbon,
your pyramid, the queue, your hand, the missions) and returns what it drew where (a
:class:`~game.ui.kit.table.Drawn`: each tip with its rules section, and the rect of everything that
can be pointed at, by its key: a vampire ``(seat, index)``, ``("queue", i)``, ``("scheme", id)``,
``("pending",)``, a board's places ``(board, kind, ...)`` and ``"score_tab"``), so the gestures match
exactly what is on screen.  It needs no table scene: tests and the screenshot tool call it on a plain
surface.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

import pygame

from game.ui import theme as th
from game.ui.kit.base import SeatLook, draw_ribbon
from game.ui.kit.table import Drawn
from game.ui.paint import within
from game.ui.tables.bloodlines import art, boards, panels, plate
from game.ui.tables.bloodlines.frame import Frame
from game.ui.tables.bloodlines.hints import ground_rule
from game.ui.tables.bloodlines.layout import TableLayout
from game.ui.tables.bloodlines.model import TableModel


def draw_table(surface: pygame.Surface, area: TableLayout, model: TableModel, seats: Sequence[SeatLook],
               frame: Frame) -> Drawn:
    """Draw the whole table; what was drawn where: every tip with its rule, and the rect of every vampire,
    queue space, scheme, board place and the score tab."""
    tips = Drawn()   # a tip filed under no rule gets the hints' FALLBACK
    hits = tips.places
    styles = tuple(s.style for s in seats)
    names = [s.name for s in seats]
    unit = area.unit
    for seat, rect in zip(area.rival_seats, area.rivals, strict=False):
        if seat < len(model.bloodlines):
            with within(surface, rect, f"{names[seat]}'s bloodline"):
                hits.update(panels.draw_pyramid(surface, rect, model.bloodlines[seat], seats[seat], model, unit,
                                                tips, styles, names, frame.lit, frame.hover, frame.hidden, False,
                                                frame.glow))
    for k, (board, rect) in enumerate(zip(model.boards, area.boards, strict=False)):
        with within(surface, rect, f"the battleground board {k + 1}"), tips.under(ground_rule(board)):
            places = boards.draw_board(surface, rect, board, unit, tips, styles, names, frame.shown.get(k),
                                       {key[1:] for key in frame.lit if isinstance(key, tuple) and key[:1] == (k,)},
                                       frame.mouse)
        hits.update({(k, *cast(tuple, key)): r for key, r in places.items()})   # a board's own keys are tuples
        hits[(k, "board")] = rect
        if (k, "board") in frame.lit:   # a board to choose (the order of the battlegrounds): its edge lit
            gold = rect.collidepoint(frame.mouse)
            pygame.draw.rect(surface, th.GOLD if gold else th.LEGAL, rect.inflate(4, 4), 3, border_radius=7)
        with within(surface, rect, f"the battleground board {k + 1}'s schemes"):
            hits.update(plate.draw_schemes(surface, rect, board, unit, tips, frame.hidden, frame.lit,
                                            frame.scheme_tip, frame.scheme_rule))
    draw_ribbon(surface, area.ribbon, "", frame.mine, 0.62)
    room = (frame.ribbon_room or area.ribbon).inflate(-16, -2)
    art.write_fitted(surface, frame.ribbon, room, area.ribbon.height * 0.62, th.GOLD if frame.mine else th.PARCHMENT,
                     "bold" if frame.mine else "italic")
    if 0 <= model.me < len(model.bloodlines):
        with within(surface, area.own, "your bloodline"):
            hits.update(panels.draw_pyramid(surface, area.own, model.bloodlines[model.me], seats[model.me], model,
                                            unit, tips, styles, names, frame.lit, frame.hover, frame.hidden, True,
                                            frame.glow))
    with within(surface, area.queue, "the queue"):
        hits.update(panels.draw_queue(surface, area.queue, model, unit, tips, styles, names, frame.hidden,
                                      frame.lit, frame.hover))
    own = model.bloodlines[model.me] if 0 <= model.me < len(model.bloodlines) else None
    with within(surface, area.hand, "your schemes"):
        hits.update(panels.draw_hand(surface, area.hand, own, unit, tips, frame.hidden, frame.lit,
                                     frame.scheme_tip, frame.scheme_rule, f"{names[model.me]}'s schemes" if frame.above else ""))
    with within(surface, area.missions, "the missions"):
        tab = panels.draw_missions(surface, area.missions, model, unit, tips, styles, names)
    hits["score_tab"] = tab   # the view draws the score preview's tab there (game.ui.kit.scoresheet)
    return tips


def looks(model: TableModel, names: Sequence[str], scores: Sequence[int] | None = None) -> list[SeatLook]:
    """Seat looks for a table without a scene (tests, screenshots): every seat human, the standard colours."""
    return [SeatLook(s, names[s] if s < len(names) else f"Seat {s + 1}", "Human", th.theme.seat(s),
                     scores[s] if scores is not None and s < len(scores) else None, s == model.current, s == model.me)
            for s in range(model.players)]
