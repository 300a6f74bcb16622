"""The title screen says which version this is (what a bug report should quote)."""

from __future__ import annotations

import game
from game.ui import paint


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
