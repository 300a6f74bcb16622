"""A vampire's card writes its name where nothing covers it: above the row of its capacity seal (bottom
right) and of the blood counter the table lays at its foot (bottom left), at every card size a region may
give it, for every vampire of the content.  Session 29 saw "Orsolya of the Quiet Stair" wrap to four lines
on a small card of the uncontrolled region at 1280x720, its last word under the blood counter."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import tomllib
from pathlib import Path

import pygame
import pytest

from game.ui.kit.cards import INK
from game.ui.kit.table import Drawn
from game.ui.tables.methuselah import art
from game.ui.tables.methuselah.minions import draw_blood
from game.ui.tables.methuselah.model import Card, Minion

CONTENT = Path(__file__).resolve().parents[2] / "game" / "games" / "methuselah" / "content.toml"
VAMPIRES = tomllib.loads(CONTENT.read_text(encoding="utf-8"))["vampire"]
LONGEST = sorted(VAMPIRES, key=lambda v: len(v["name"]))[-8:]


@pytest.fixture(scope="module", autouse=True)
def _display():
    pygame.init()
    pygame.display.set_mode((16, 16))
    yield


def ink_pixels(surface: pygame.Surface, box: pygame.Rect) -> int:
    """How many pixels of `box` are the name's ink exactly (a glyph's solid core)."""
    box = box.clip(surface.get_rect())
    return sum(1 for x in range(box.left, box.right) for y in range(box.top, box.bottom)
               if surface.get_at((x, y))[:3] == INK)


@pytest.mark.parametrize("unit", [1.0, 2.0])
def test_a_long_name_stays_clear_of_the_seal_and_the_blood(unit):
    checked = 0
    for width in range(40, 172, 3):
        size = (width, round(width / 0.72))
        for vampire in LONGEST:
            minion = Minion(key=("v", vampire["name"]), card=Card(name=vampire["name"], kind="vampire",
                                                                  line="Clan · disciplines"),
                            blood=vampire.get("capacity", 5), capacity=vampire.get("capacity", 5))
            surface = pygame.Surface((size[0] + 8, size[1] + 8))
            surface.fill((0, 0, 0))
            rect = pygame.Rect((4, 4), size)
            art.draw_vampire(surface, rect, minion, unit)
            whole = ink_pixels(surface, rect)
            if not whole:
                continue   # a card too small to write on: no name drawn (its tip and zoom say it)
            face, _band, seal_r = art._card_face(rect)
            seal = pygame.Rect(face.right - 2 * seal_r, face.bottom - 2 * seal_r, 2 * seal_r, 2 * seal_r)
            assert ink_pixels(surface, seal) == 0, (vampire["name"], size, unit, "under the seal")
            for big, scale in ((False, 0.85), (False, 1.0), (True, 1.0)):   # a region's blood, a row's
                laid = surface.copy()
                draw_blood(laid, rect, minion, unit * scale, big, Drawn())
                assert ink_pixels(laid, rect) == whole, (vampire["name"], size, unit, big, "under the blood")
            checked += 1
    assert checked > 100


def test_the_names_a_region_calls_whole_are_drawn_whole():
    """``name_whole`` (which a crowded region lays its cards by) says yes only where every word is written."""
    for width in range(40, 172, 6):
        size = (width, round(width / 0.72))
        for vampire in LONGEST:
            if art.name_whole(vampire["name"], size, 1.0):
                face, band_h, seal_r = art._card_face(pygame.Rect((0, 0), size))
                font, lines = art._name_lines(vampire["name"], face, band_h, seal_r, 1.0)
                assert " ".join(lines).split() == vampire["name"].split()
                assert all(font.size(line)[0] <= face.width for line in lines)
