"""The window says what it is: the version on the title screen (what a bug report should quote) and our own
icon on the window."""

from __future__ import annotations

import pygame

import game
from game.ui import paint, resources
from game.ui.app import App


def test_the_title_screen_shows_the_version(title_app, monkeypatch):
    drawn: list[tuple[str, tuple[float, float]]] = []
    real = paint.text

    def spy(surface, value, font, colour, pos, anchor="topleft", shadow=False):
        drawn.append((value, pos))
        return real(surface, value, font, colour, pos, anchor, shadow)

    monkeypatch.setattr(paint, "text", spy)
    title_app.step([], 1 / 60)
    w, h = title_app.screen.get_size()
    shown = [pos for value, pos in drawn if value == f"version {game.__version__}"]
    assert shown and all(x > w * 0.8 and y > h * 0.9 for x, y in shown)   # in the bottom-right corner


def test_the_window_carries_our_icon(saves_home, monkeypatch):
    given: list[pygame.Surface] = []
    monkeypatch.setattr(pygame.display, "set_icon", given.append)
    app = App(size=(1280, 720), fullscreen=False)
    app.preferences.persistent = False
    ours = pygame.image.load(str(resources.resource_path("art", "icon.png")))
    assert len(given) == 1 and given[0].get_size() == ours.get_size() == (256, 256)
    assert all(given[0].get_at((x, y)) == ours.get_at((x, y)) for x in range(0, 256, 15) for y in range(0, 256, 15))
    app.close()
