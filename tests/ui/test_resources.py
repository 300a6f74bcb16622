"""Assets: one path helper; a missing or corrupt file is named and replaced by a placeholder."""

from __future__ import annotations

import os
import sys

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame

from game.ui import resources


def test_paths_come_from_the_repository_or_the_frozen_bundle(tmp_path, monkeypatch):
    assert (resources.base_dir() / "game" / "ui" / "resources.py").is_file()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.resource_path("art", "icon.png") == tmp_path / "art" / "icon.png"


def test_missing_image_is_named_and_replaced(tmp_path, monkeypatch, caplog):
    pygame.init()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    resources.clear_caches()
    with caplog.at_level("WARNING"):
        image = resources.load_image("art/not_there.png", (40, 30))
    assert image.get_size() == (40, 30)
    assert any("not_there.png" in p and "missing" in p for p in resources.problems)
    assert "not_there.png" in caplog.text
    r, g, b, _ = image.get_at((20, 5))
    assert not (r > 200 and b > 200 and g < 80)  # a neutral placeholder, not magenta


def test_corrupt_image_is_named(tmp_path, monkeypatch):
    pygame.init()
    (tmp_path / "art").mkdir()
    (tmp_path / "art" / "broken.png").write_bytes(b"\x89PNG not really")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    resources.clear_caches()
    image = resources.load_image("art/broken.png", (16, 16))
    assert image.get_size() == (16, 16)
    assert any("broken.png" in p and "corrupt" in p for p in resources.problems)


def test_missing_font_falls_back_to_a_working_font(tmp_path, monkeypatch):
    pygame.init()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    resources.clear_caches()
    font = resources.load_font("title", 30)
    assert font.render("Danse", True, (255, 255, 255)).get_width() > 0
    assert any("font" in p and "fonts" in p for p in resources.problems)
    resources.clear_caches()


def test_the_title_face_sets_a_capital_v_that_reads_as_v():
    """Issue 43: the blackletter's capital V reads as a D ("Valerian" read "Dalerian"): the title face
    sets it in the bold text face, on the same baseline; other letters stay blackletter."""
    import pygame

    from game.ui import resources
    from game.ui.titleface import TitleFace
    title = resources.load_font("title", 40)
    assert isinstance(title, TitleFace)
    assert [(run, face is title.borrow) for run, face in title.runs("Valerian V")] == \
        [("V", True), ("alerian ", False), ("V", True)]
    assert title.size("Valerian")[0] == title.borrow.size("V")[0] + pygame.font.Font.size(title, "alerian")[0]
    assert [face is title.borrow for _run, face in title.runs("Isolde-Jarl")] == [True, False, True, False]
    drawn = title.render("V", True, (255, 255, 255))
    borrowed = title.borrow.render("V", True, (255, 255, 255))
    lift = title.get_ascent() - title.borrow.get_ascent()
    ink = [(x, y) for x in range(borrowed.get_width()) for y in range(borrowed.get_height())
           if borrowed.get_at((x, y)).a > 128 and 0 <= y + lift < drawn.get_height()]
    assert ink and all(drawn.get_at((x, y + lift)).a > 128 for x, y in ink)
    assert title.render("Dalerian", True, (255, 255, 255)).get_size() == \
        pygame.font.Font.render(title, "Dalerian", True, (255, 255, 255)).get_size()


def test_the_log_goes_where_danse_macabre_home_says(tmp_path, monkeypatch):
    """Issue 43: the frozen build's log did not follow DANSE_MACABRE_HOME (the saves did)."""
    from game.saves.folders import HOME_VARIABLE, saves_folder
    from game.ui import resources
    home = tmp_path / "elsewhere"
    monkeypatch.setenv(HOME_VARIABLE, str(home))
    assert resources.user_data_dir() == home == saves_folder() and home.is_dir()
