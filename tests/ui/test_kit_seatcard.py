"""The kit's seat-card counters offscreen: drops fill so many of so many, badges and powers each have a
tip, a used power greys out, and a seat card's header tips only what it is given."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.ui import theme as th
from game.ui.kit.base import SeatLook
from game.ui.kit.seatcard import (
    EMPTY_DROP,
    card_font,
    draw_badges,
    draw_card_frame,
    draw_card_header,
    draw_drops,
    draw_power_buttons,
    draw_power_marks,
    draw_value,
)


@pytest.fixture
def surface():
    pygame.init()
    return pygame.Surface((600, 200), pygame.SRCALPHA)


def test_drops_fill_so_many_of_so_many(surface):
    rect = draw_drops(surface, (10, 50), 2, 6, 5)
    assert rect.width == round(5 * 2.3 * 6)
    centres = [(round(10 + 5 + i * 5 * 2.3), 51) for i in range(6)]
    assert [tuple(surface.get_at(c))[:3] == EMPTY_DROP for c in centres] == [False, False, True, True, True, True]


def test_badges_run_left_to_right_each_with_its_tip(surface):
    tips: list = []
    end = draw_badges(surface, (10, 10), [("M4", "Mental 4"), ("P6", "Physical 6")], 20, tips)
    assert [t for _r, t in tips] == ["Mental 4", "Physical 6"]
    assert tips[0][0].right < tips[1][0].left and end > tips[1][0].right


def test_a_value_is_tipped(surface):
    tips: list = []
    r = draw_value(surface, (10, 100), "✶3", 16, "prestige", tips)
    assert tips == [(r, "prestige")] and r.width > 0


def test_power_marks_rise_from_the_corner_and_grey_when_used(surface):
    tips: list = []
    draw_power_marks(surface, (300, 150), [(False, "ready"), (True, "used")], 6, tips)
    (low, _a), (high, _b) = tips
    assert low.bottom == 150 and high.bottom < low.top
    assert tuple(surface.get_at(low.center))[:3] == th.CRIMSON
    assert tuple(surface.get_at(high.center))[:3] == th.ASH


def test_power_buttons_tip_each_power(surface):
    tips: list = []
    draw_power_buttons(surface, 10, 20, 80, 18, 4, [("Haste", False, "a"), ("Awe", True, "b")], card_font(12), tips)
    assert [t for _r, t in tips] == ["a", "b"] and tips[1][0].left == 10 + 84


def test_a_seat_cards_header_tips_only_what_it_is_given(surface):
    who = SeatLook(0, "Ana", "Human", th.theme.seat(0), 7, True, True)
    tips: list = []
    y = draw_card_header(surface, pygame.Rect(0, 0, 400, 60), who, th.theme.seat(0).colour, 1.0, tips, False,
                         "The Crowned", th.PARCHMENT_DIM)
    assert tips == [] and 0 < y < 60
    draw_card_header(surface, pygame.Rect(0, 0, 400, 60), who, th.theme.seat(0).colour, 1.0, tips, True,
                     "The Crowned", th.PARCHMENT_DIM, "score", "clan", "regent")
    assert [t for _r, t in tips] == ["score", "clan", "regent"]


def test_a_seat_out_of_play_is_veiled(surface):
    draw_card_frame(surface, pygame.Rect(0, 0, 200, 100), (200, 0, 0), False)
    plain = surface.get_at((100, 50))
    assert tuple(surface.get_at((1, 50)))[:3] == (200, 0, 0)  # the seat's band down the left edge
    draw_card_frame(surface, pygame.Rect(0, 0, 200, 100), (200, 0, 0), False, veiled=True)
    assert surface.get_at((100, 50)) != plain


def test_a_stacked_header_keeps_the_name_whole_and_puts_the_subtitle_under_it(surface):
    from game.ui import paint
    from game.ui.kit.seatcard import header_aside

    who = SeatLook(0, "Séverine", "Human", th.theme.seat(0), 12, False, False)
    rect = pygame.Rect(0, 0, 230, 110)
    one_line = draw_card_header(surface, rect, who, th.theme.seat(0).colour, 1.0, [], False, "x", th.PARCHMENT_DIM)
    with paint.checking() as fits:
        y = draw_card_header(surface, rect, who, th.theme.seat(0).colour, 1.0, [], False,
                             "The Velvet Court · in torpor", th.PARCHMENT_DIM, stacked=True, keep=30)
    name, sub = next(f for f in fits if f.text == "Séverine"), next(f for f in fits if f.text.startswith("The Velvet"))
    assert not name.cut and not sub.cut and sub.rect.top >= name.rect.bottom - 2 and y > one_line
    aside = header_aside(rect, who, 1.0, False, 30)
    score = next(f for f in fits if f.text == "12")
    assert aside.right <= score.rect.left and not aside.colliderect(name.rect)


def test_power_marks_across_a_row_end_at_its_right(surface):
    tips: list = []
    draw_power_marks(surface, (300, 50), [(False, "a"), (True, "b"), (False, "c")], 6, tips, across=True)
    rects = [r for r, _t in tips]
    assert [t for _r, t in tips] == ["a", "b", "c"]
    assert rects[-1].right == 300 and all(r.centery == 50 for r in rects)
    assert rects[0].right <= rects[1].left and rects[1].right <= rects[2].left
