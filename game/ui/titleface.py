"""The blackletter title face, readable: the letters it draws so that a player misreads them are set in
the bold text face instead (its capital V reads as a D: "Valerian" read "Dalerian"; its I and J are
one letter: "Isolde" read "Jsolde"; its hyphen is a double stroke like "=", issue 43).

:class:`TitleFace` is a ``pygame.font.Font`` (``game.ui.resources.load_font`` gives it for the "title"
role), so every caller measures and renders titles as before; a text with none of those letters is
the blackletter alone.
"""

from __future__ import annotations

from typing import Any

import pygame

BORROWED = frozenset("VIJ-")   # set in the text face: V reads as D, I and J as each other, - as =


class TitleFace(pygame.font.Font):
    """The title font with the :data:`BORROWED` letters taken from `borrow` (the bold text face), their
    baselines aligned."""

    def __init__(self, path: str, size: int, borrow: pygame.font.Font) -> None:
        super().__init__(path, size)
        self.borrow = borrow

    def runs(self, text: str) -> list[tuple[str, pygame.font.Font]]:
        """`text` cut into runs, each with the face that sets it."""
        out: list[tuple[str, pygame.font.Font]] = []
        for ch in text:
            face: pygame.font.Font = self.borrow if ch in BORROWED else self
            if out and out[-1][1] is face:
                out[-1] = (out[-1][0] + ch, face)
            else:
                out.append((ch, face))
        return out

    def _width(self, run: str, face: pygame.font.Font) -> int:
        return super().size(run)[0] if face is self else face.size(run)[0]

    def size(self, text: Any) -> tuple[int, int]:
        if not isinstance(text, str) or BORROWED.isdisjoint(text):
            return super().size(text)
        return sum(self._width(run, face) for run, face in self.runs(text)), self.get_height()

    def render(self, text: Any, antialias: bool, color: Any, bgcolor: Any = None,
               wraplength: int = 0) -> pygame.Surface:
        if not isinstance(text, str) or BORROWED.isdisjoint(text) or "\n" in text or wraplength:
            return super().render(text, antialias, color, bgcolor, wraplength)
        out = pygame.Surface(self.size(text), pygame.SRCALPHA)
        if bgcolor is not None:
            out.fill(bgcolor)
        x, ascent = 0, self.get_ascent()
        for run, face in self.runs(text):
            piece = super().render(run, antialias, color) if face is self else face.render(run, antialias, color)
            out.blit(piece, (x, ascent - face.get_ascent()))
            x += piece.get_width()
        return out
