"""A contest panel in a narrow column with more sides than it has room for (five seats in one Elysium
influence contest at 1280x720, each with helpers, dice and bonuses): every side is still drawn, inside the
panel and apart from the others, with its label, its total, its first member and all its dice; what a cut
side leaves out (members, bonuses) is in its tips.  And the even shares the sides are given."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.ui import paint
from game.ui import theme as th
from game.ui.kit.contest import Contest, Member, RolledDie, Side, draw_contest_stacked
from game.ui.kit.contest_room import shares, stacked_height


def _crowded(sides: int, members: int, dice: int, modifiers: int) -> Contest:
    made = []
    for s in range(sides):
        colour = th.theme.seat(s).colour
        made.append(Side(f"Side {s + 1} · bids 2", colour,
                         [Member("circle", colour, f"Seat {s + 1} helper {m + 1}") for m in range(members)],
                         total=7 + s,
                         dice=[RolledDie(10 * s + d, 1 + d % 10, f"die {d}") for d in range(dice)],
                         modifiers=[(1 + k, f"bonus number {k + 1} of side {s + 1} on like-coloured zones")
                                    for k in range(modifiers)]))
    return Contest("Influence contest on Stock Exchange", "Each token bid is a die", made, rolled=True)


@pytest.mark.parametrize(("sides", "members", "dice", "modifiers", "height"), [
    (5, 1, 2, 1, 420), (5, 3, 4, 3, 420), (4, 2, 3, 2, 300), (5, 2, 6, 2, 360)])
def test_every_side_is_drawn_inside_the_panel_when_the_column_is_short(sides, members, dice, modifiers, height):
    pygame.init()
    th.theme.height = 720
    contest = _crowded(sides, members, dice, modifiers)
    room = pygame.Rect(900, 200, 230, height)
    assert stacked_height(contest, room.width, 1.0) > room.height   # the case: it cannot all be shown
    surface = pygame.Surface((1280, 720))
    tips: list = []
    with paint.checking() as fits, paint.within(surface, surface.get_rect(), "the window"):
        dice_at, box = draw_contest_stacked(surface, room, contest, 1.0, tips)
    assert room.contains(box)
    drawn = {f.panel_name: pygame.Rect(f.panel) for f in fits if f.panel_name.startswith("the side ")}
    assert sorted(drawn) == sorted(f"the side {s.label!r}" for s in contest.sides)   # every side drawn
    panels = list(drawn.values())
    for n, rect in enumerate(panels):
        assert box.contains(rect)
        assert not any(rect.colliderect(other) for other in panels[n + 1:])
    assert not [f.describe() for f in fits if f.outside]
    texts = {f.text for f in fits}
    for side in contest.sides:
        assert side.label in texts and str(side.total) in texts and side.members[0].text in texts
    assert sorted(dice_at) == sorted(d.index for s in contest.sides for d in s.dice)   # every die to click
    told = " ".join(text for _rect, text in tips) + " " + " ".join(texts)
    for side in contest.sides:
        for member in side.members:
            assert member.text in told
        for _amount, text in side.modifiers:
            assert text in told or text.split()[0] in told


def test_shares_keep_what_small_sides_need_and_split_the_rest_evenly():
    assert shares([50, 60], 200) == [50, 60]
    assert shares([100, 100, 100], 240) == [80, 80, 80]
    assert shares([40, 200, 300], 300) == [40, 130, 130]
    assert shares([90, 95, 180, 220, 60], 400) == [85, 85, 85, 85, 60]
    assert shares([70, 75, 180, 220, 60], 400) == [70, 75, 97, 97, 60]
