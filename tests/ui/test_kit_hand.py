"""The kit's card chips offscreen: rows and fans land where they say, every card has its tip, only
known cards are ringed, and a list of tiles says how many more did not fit."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.ui import theme as th
from game.ui.kit.hand import Row, Tile, draw_chip, draw_fan, draw_note, draw_row, draw_tiles


@pytest.fixture
def surface():
    pygame.init()
    return pygame.Surface((800, 400), pygame.SRCALPHA)


def face(card: int):
    return (f"Card {card}", (90, 40, 50)) if card >= 0 else None


def test_a_row_puts_each_chip_a_gap_apart_and_tips_every_card(surface):
    row = Row(10.0, 20, 60, 40, 5)
    tips: list = []
    rects = draw_row(surface, row, [3, 8, 1], face, lambda c: f"tip {c}", 1.0, tips)
    assert [r.left for r in rects.values()] == [10, 75, 140]
    assert row.end(3) == 10 + 3 * 65
    assert [t for _r, t in tips] == ["tip 3", "tip 8", "tip 1"]
    assert all(r.size == (60, 40) for r in rects.values())


def test_only_known_cards_are_ringed(surface):
    draw_row(surface, Row(10, 20, 60, 40, 5), [4, -1], face, str, 1.0, [], ring=True)
    assert tuple(surface.get_at((9, 40)))[:3] == th.GOLD        # the known card's ring, just outside it
    assert tuple(surface.get_at((74, 40)))[:3] != th.GOLD       # none around the back


def test_a_lit_chip_has_a_gilt_edge(surface):
    draw_chip(surface, pygame.Rect(0, 0, 60, 40), face(2), 1.0, lit=True)
    draw_chip(surface, pygame.Rect(100, 0, 60, 40), face(2), 1.0)
    assert tuple(surface.get_at((0, 20)))[:3] == th.GOLD
    assert tuple(surface.get_at((100, 20)))[:3] != th.GOLD


def test_a_back_and_a_face_differ(surface):
    draw_chip(surface, pygame.Rect(0, 0, 60, 40), None, 1.0)
    draw_chip(surface, pygame.Rect(100, 0, 60, 40), face(2), 1.0)
    assert surface.get_at((10, 10)) != surface.get_at((110, 10))


def test_a_fan_overlaps_half_a_card_and_has_one_tip(surface):
    tips: list = []
    rect = draw_fan(surface, 10, 10, 20, 30, [None] * 4, 1.0, "4 hidden cards", tips)
    assert rect == pygame.Rect(10, 10, 20 + 10 * 3, 30)
    assert tips == [(rect, "4 hidden cards")]


def test_a_note_returns_where_it_ends(surface):
    end = draw_note(surface, (10, 50), "empty hand", 1.0)
    assert end > 10 + 30


def test_tiles_that_do_not_fit_are_counted(surface):
    tiles = [Tile(k, f"Event {k}", "social", str(10 + k), f"tip {k}", lit=k == 1) for k in range(9)]
    tips: list = []
    rects = draw_tiles(surface, pygame.Rect(0, 0, 300, 200), 30, tiles, 1.0, tips, (-1, -1))
    assert 0 < len(rects) < 9 and list(rects) == list(range(len(rects)))
    assert [t for _r, t in tips] == [f"tip {k}" for k in range(len(rects))]
    assert all(r.bottom <= 200 for r in rects.values())


LONG = ["Domain of the Night Economy", "Iron Grip on the Wards", "VIP Lounge", "Whisper Network", "The Mayor's Ear"]


def test_a_flow_keeps_every_chip_inside_its_room_and_every_name_whole(surface):
    from game.ui import paint
    from game.ui.kit.hand import Chip, draw_flow

    room = pygame.Rect(10, 10, 220, 62)
    chips = [Chip((name, (90, 40, 50)), f"tip {name}") for name in LONG]
    tips: list = []
    with paint.checking() as fits:
        rects = draw_flow(surface, room, chips, 1.0, tips, size=12, smallest=9)
    assert sorted(rects) == list(range(len(LONG)))
    assert all(room.contains(r) for r in rects.values())
    assert not any(a.colliderect(b) for i, a in rects.items() for j, b in rects.items() if i < j)
    drawn = [f for f in fits if f.size]
    assert sorted(f.text for f in drawn) == sorted(LONG) and not any(f.cut or f.outside for f in drawn)
    assert [t for _r, t in tips] == [f"tip {name}" for name in LONG]


def test_a_flow_takes_smaller_type_only_when_it_must_and_says_when_even_that_is_too_much(surface):
    from game.ui import paint
    from game.ui.kit.hand import Chip, draw_flow, flow_size

    chips = [Chip((name, (90, 40, 50)), "") for name in LONG]
    roomy, tight = pygame.Rect(0, 0, 700, 120), pygame.Rect(0, 0, 220, 52)
    assert flow_size(roomy, chips, 1.0, 12, 9)[0] == 12
    assert 9 <= flow_size(tight, chips, 1.0, 12, 9)[0] < 12
    with paint.checking() as fits:
        draw_flow(surface, pygame.Rect(0, 0, 150, 20), chips, 1.0, [], size=12, smallest=9)
    assert any(f.outside for f in fits)   # no room at all: the check is told, nothing is hidden



def test_a_folded_flow_draws_nothing_outside_and_names_every_card_it_folds(surface):
    """A rival's cards that do not fit even at the smallest type fold into a last "+N" chip whose
    tooltip names them (Elysium's rival panels once drew them below their room)."""
    from game.ui import paint
    from game.ui.kit.hand import Chip, draw_flow

    chips = [Chip((name, (90, 40, 50)), f"tip {name}") for name in LONG]
    for room, least in ((pygame.Rect(0, 0, 400, 20), 1), (pygame.Rect(0, 0, 150, 20), 0)):
        tips: list = []
        with paint.checking() as fits:
            rects = draw_flow(surface, room, chips, 1.0, tips, size=12, smallest=9, fold=True)
        assert not any(f.outside for f in fits)
        assert rects and all(room.contains(r) for r in rects.values()) and len(rects) < len(LONG)
        shown = len(rects) - 1                      # the last rect is the "+N" chip's
        assert shown >= least
        more = tips[-1][1]
        assert more.startswith(f"{len(LONG) - shown} more: ")
        assert all(name in more for name in LONG[shown:])
        assert [t for _r, t in tips[:-1]] == [f"tip {name}" for name in LONG[:shown]]


def test_a_group_apart_follows_the_first_behind_a_rule(surface):
    from game.ui.kit.hand import Chip, draw_flow

    chips = [Chip(("Alpha", (90, 40, 50)), ""), Chip(("Beta", (90, 40, 50)), ""),
             Chip(("Gamma", (40, 90, 50)), "", ring=True, apart=True)]
    rects = draw_flow(surface, pygame.Rect(0, 0, 600, 40), chips, 1.0, [])
    assert rects[2].left > max(rects[0].right, rects[1].right) + 5
