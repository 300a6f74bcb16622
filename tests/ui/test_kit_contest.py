"""The kit's contest panel offscreen: it grows up from its region's bottom, keeps the tray's room, hides
faces while the dice tumble, frames only a clear winner, and every die and modifier has its tip."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.ui import theme as th
from game.ui.kit.contest import (
    Contest,
    KeptResult,
    Mark,
    Member,
    RolledDie,
    Side,
    die_face,
    draw_contest,
    draw_stamp,
)


@pytest.fixture
def surface():
    pygame.init()
    return pygame.Surface((900, 600), pygame.SRCALPHA)


def contest(rolled: bool = True, totals=(9, 6), planned: int = 0) -> Contest:
    dice = [RolledDie(0, 7, "Ana's die: 7"), RolledDie(1, 2, "Ana's die: 2", nudge=1)] if rolled else []
    sides = [Side("Challenger", th.theme.seat(0).colour, [Member("circle", th.theme.seat(0).colour, "Ana")],
                  totals[0], dice, planned, [(2, "mental"), (-1, "a penalty")]),
             Side("Defender", th.theme.seat(1).colour, [Member("square", th.theme.seat(1).colour, "Bo"),
                                                        Member("star", th.theme.seat(4).colour, "Cy helps")],
                  totals[1], [RolledDie(2, 4, "Bo's die: 4")] if rolled else [], planned)]
    return Contest("Mental challenge: Ana against Bo", "After the dice", sides, rolled, die_hint="Click it.")


def tips_text(tips) -> list[str]:
    return [text for _rect, text in tips]


def test_the_panel_grows_up_from_the_bottom_and_keeps_room_for_the_tray(surface):
    region = pygame.Rect(20, 100, 800, 300)
    tips: list = []
    rects, tray, box = draw_contest(surface, region, contest(), 1.0, tips, tray_w=200)
    assert box.bottom == region.bottom and box.top < region.bottom and box.width == region.width
    assert tray.width == 200 and box.contains(tray)
    assert set(rects) == {0, 1, 2}
    for r in rects.values():
        assert box.contains(r) and not r.colliderect(tray)
    assert "+2: mental" in tips_text(tips) and "-1: a penalty" in tips_text(tips)
    assert "Ana's die: 7." in tips_text(tips)  # no click hint unless the dice may be clicked


def test_dice_that_may_be_clicked_say_so(surface):
    tips: list = []
    draw_contest(surface, pygame.Rect(0, 0, 800, 300), contest(), 1.0, tips, lit_dice=True)
    assert "Ana's die: 7. Click it." in tips_text(tips)


def test_while_the_tray_tumbles_no_face_is_shown_or_clickable(surface):
    tips: list = []
    rects, _tray, _box = draw_contest(surface, pygame.Rect(0, 0, 800, 300), contest(), 1.0, tips, lit_dice=True,
                                      hide=True)
    assert rects == {}
    assert not any("die:" in t for t in tips_text(tips))


def test_dice_still_to_roll_show_as_a_count(surface):
    tips: list = []
    rects, _tray, _box = draw_contest(surface, pygame.Rect(0, 0, 800, 300), contest(rolled=False, planned=3), 1.0,
                                      tips)
    assert rects == {} and tips_text(tips).count("3 dice to roll.") == 2


def gold_edge(surface: pygame.Surface, rects: dict[int, pygame.Rect], die: int) -> bool:
    r = rects[die]  # the side's column edge lies 8 px left of its first die (the side's padding)
    return tuple(surface.get_at((r.left - 8, r.centery)))[:3] == th.GOLD


def test_only_a_clear_winner_is_framed_in_gold(surface):
    region = pygame.Rect(0, 0, 800, 300)
    rects, _t, _b = draw_contest(surface, region, contest(totals=(9, 6)), 1.0, [])
    assert gold_edge(surface, rects, 0) and not gold_edge(surface, rects, 2)
    surface.fill((0, 0, 0, 0))
    rects, _t, _b = draw_contest(surface, region, contest(totals=(6, 6)), 1.0, [])
    assert not gold_edge(surface, rects, 0) and not gold_edge(surface, rects, 2)


def test_a_mark_to_beat_takes_a_column_of_its_own(surface):
    plain = contest()
    marked = contest()
    marked.mark = Mark("Difficulty", "24", "+5 / +2 prestige")
    region = pygame.Rect(0, 0, 800, 300)
    a, _t, _b = draw_contest(surface, region, plain, 1.0, [])
    b, _t, _b = draw_contest(surface, region, marked, 1.0, [])
    assert b[2].left < a[2].left  # three columns: the defender's is narrower and further left


def test_the_stamp_lies_on_the_tray(surface):
    box, tray = pygame.Rect(0, 0, 800, 300), pygame.Rect(560, 60, 220, 220)
    before = surface.copy()
    draw_stamp(surface, box, tray, "9 – 6: Ana wins", 1.0)
    changed = [(x, y) for x in range(0, 800, 4) for y in range(0, 300, 4) if surface.get_at((x, y)) !=
               before.get_at((x, y))]
    assert changed and all(tray.collidepoint(p) for p in changed)
    quiet = surface.copy()
    draw_stamp(surface, box, tray, "", 1.0)
    assert pygame.image.tobytes(quiet, "RGBA") == pygame.image.tobytes(surface, "RGBA")


def test_die_faces_are_cached_by_what_they_show():
    pygame.init()
    assert die_face(7, 30) is die_face(7, 30)
    assert die_face(7, 30) is not die_face(7, 30, nudge=1)


def test_a_kept_result_stays_its_time_then_lets_go():
    kept: KeptResult[tuple[str, ...]] = KeptResult(4.0)
    kept.keep(("Ana", "Bo"))
    assert kept.shown is None  # not over yet: the live panel is drawn, not the kept one
    kept.stamp("9 – 6: Ana wins")
    assert kept.shown == ("Ana", "Bo")
    kept.update(3.0, 1.0)
    assert kept.result and kept.shown
    kept.update(0.5, 0.0)  # paused animations still let go, at a quarter of the pace
    assert kept.result
    kept.update(1.0, 1.0)
    assert kept.panel is None and kept.result == "" and kept.shown is None
