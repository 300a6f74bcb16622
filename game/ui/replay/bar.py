"""The replay's controls as drawn: the banner with its timeline (every turn ticked, the move marked) and
the bar under the table (where the game stands, the move just played)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit.names import with_names

if TYPE_CHECKING:
    from game.ui.replay.scene import ReplayScene


def draw_banner(surface: pygame.Surface, scene: ReplayScene) -> None:
    """The strip at the top: the game's title; whose eyes, the move and who decides over the timeline
    (every turn ticked, the move marked: a click or a drag goes there)."""
    banner, replay, t = scene.banner, scene.replay, scene.timeline
    paint.panel(surface, banner, th.INK, th.GOLD_DIM, alpha=235, ornate=False)
    paint.text(surface, scene.session.info.title, th.theme.font("large", "title"), th.GOLD,
               (banner.left + th.theme.px(16), banner.centery), "midleft")
    if t.width < th.theme.px(40):
        return
    state = replay.state
    seat = state.current_player if state is not None else None
    now = "the game is over" if state is not None and state.is_over else \
        f"{scene.session.name(seat)} to decide" if seat is not None else ""
    line = f"Replay, seen {scene.eye_name()}  ·  move {replay.position} of {replay.length}" + \
        (f"  ·  {now}" if now else "")
    face = th.theme.font("small", "italic")
    with paint.within(surface, banner, "the banner"):
        paint.text(surface, paint.fit(line, face, t.width), face, th.PARCHMENT,
                   (t.left, t.top - th.theme.px(3)), "bottomleft")
    pygame.draw.rect(surface, th.NIGHT, t, border_radius=t.height // 2)
    length = max(1, replay.length)
    done = t.copy()
    done.width = round(t.width * replay.position / length)
    if done.width:
        pygame.draw.rect(surface, th.darken(th.CRIMSON, 0.2), done, border_radius=t.height // 2)
    markers = replay.markers()
    for marker in markers:
        x = t.left + round(t.width * marker.move / length)
        tall = marker.kind in ("round", "era", "act", "day", "start", "end") or len(markers) < 40
        reach = th.theme.px(3) if tall else 0
        pygame.draw.line(surface, th.GOLD_DIM if tall else th.ASH, (x, t.top - reach), (x, t.bottom + reach))
    pygame.draw.rect(surface, th.GOLD_DIM, t, 1, border_radius=t.height // 2)
    pygame.draw.circle(surface, th.GOLD, (t.left + done.width, t.centery), t.height // 2 + th.theme.px(3))


def draw_bar(surface: pygame.Surface, scene: ReplayScene) -> None:
    """The row under the table: the buttons (drawn by the group), where the game stands and the move
    just played."""
    paint.panel(surface, scene.bar, th.INK, th.GOLD_DIM, alpha=235, ornate=False)
    room = scene.move_text
    if room.width < th.theme.px(40):
        return
    names = scene.seat_names()
    bold, font = th.theme.font("tiny", "bold"), th.theme.font("tiny", "italic")
    where = with_names(scene.replay.marker_at().label, names)
    top = room.centery - (bold.get_linesize() + font.get_linesize()) // 2
    with paint.within(surface, scene.bar, "the replay's bar"):
        paint.text(surface, paint.fit(where, bold, room.width), bold, th.GOLD, (room.left, top))
        paint.text(surface, paint.fit(with_names(scene.last_move_text(), names), font, room.width), font,
                   th.PARCHMENT, (room.left, top + bold.get_linesize()))
