"""Your rivals' bloodlines in Bloodlines as pyramids of name plates (issue 43, item 5): at 1280×720 and
2560×1440 with two to four seats, every name is written whole (broken only between words, never inside
one, no hyphen added) in type no smaller than the layout check's floor, each plate inside its seat's panel,
none over another, each sire above its childer."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import random

import pygame
import pytest

from game.ui import theme as th
from game.ui.tables.bloodlines import layout, nameplates, panels, pyramid, read
from tests.ui.test_bloodlines_table import random_bloodline

SIZES = ((1280, 720), (2560, 1440))


def longest_names(count: int) -> list[str]:
    names = {read.card_of(i).name for i in range(len(read._content().characters))}
    return sorted(names, key=lambda n: (-len(n), n))[:count]


def rival_rooms(size: tuple[int, int], players: int):
    h = size[1]
    th.theme.height = h
    scale = h / 720
    area = layout.compute(pygame.Rect(round(10 * scale), round(68 * scale), round(920 * scale), round(642 * scale)),
                          players, 0)
    return area.unit, [(r, panels.pyramid_box(r, area.unit, False)) for r in area.rivals]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_rival_vampire_is_a_plate_with_its_name_whole(size, players):
    pygame.font.init()
    names = longest_names(400)   # every name, the longest first
    unit, rooms = rival_rooms(size, players)
    assert len(rooms) == players - 1
    floor = 9 * size[1] / 720
    whole = total = 0
    rng = random.Random(players * 7 + size[1])
    for trial in range(80):
        sires = random_bloodline(rng, 1 + trial % 11)
        chosen = tuple(rng.sample(names, len(sires)))
        for rect, box in rooms:
            marked = tuple(rng.random() < 0.5 for _ in sires)   # half of them with tokens on them
            plates = nameplates.lay_out(tuple(box), tuple(sires), chosen, unit, marked)
            face = nameplates.card_font(plates.size, "bold")
            assert face.get_height() >= floor, (size, players, plates.size)
            for i, r in enumerate(plates.rects):
                assert rect.contains(r), (trial, i, r, rect)
                for j in range(i + 1, len(sires)):
                    assert not r.colliderect(plates.rects[j]), (trial, i, j)
                if sires[i] >= 0:   # beneath its sire, or (an outline gone on to its next column) right of it
                    s = plates.rects[sires[i]]
                    assert r.top >= s.bottom or r.left >= s.right, (trial, i)
                lines = plates.lines[i]
                assert all(not line.endswith("-") or chosen[i].count("-") for line in lines)
                assert all(line in chosen[i] for line in lines)            # lines of its own words
                total += 1
                if " ".join(lines) == chosen[i]:
                    whole += 1
                    assert all(face.size(line)[0] <= plates.room(i) for line in lines), (chosen[i], lines)
    assert whole == total, f"{total - whole} of {total} names shortened at {size} with {players} seats"


def test_a_name_too_long_for_any_plate_shows_its_leading_whole_words():
    pygame.font.init()
    plates = nameplates.lay_out((0, 0, 120, 24), (-1,), ("Wandering Magistrate Extraordinarius Bartholomew",), 1.0)
    lines = plates.lines[0]
    assert lines and "Wandering Magistrate Extraordinarius Bartholomew".startswith(" ".join(lines))
    assert " ".join(lines) != "Wandering Magistrate Extraordinarius Bartholomew"


def test_the_outline_form_keeps_a_sires_childer_in_its_column():
    places, columns, rows = pyramid.slots([-1, 0, 0, 0, 0], stack=True)
    assert columns == 1 and rows == 5
    assert [p.depth for p in places] == [0, 1, 2, 3, 4] and all(p.stacked for p in places[1:])
    tidy, columns, rows = pyramid.slots([-1, 0, 0, 0, 0])
    assert columns == 4 and rows == 2 and not any(p.stacked for p in tidy)
