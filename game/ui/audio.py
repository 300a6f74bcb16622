"""Sound effects: a guarded mixer, played at master x effects volume.

No audio device (a server, a muted laptop, SDL's dummy driver) means the game
runs silently; the reason is logged once.
"""

from __future__ import annotations

import logging

import pygame

from game.ui import resources

log = logging.getLogger(__name__)

SOUNDS = ("pickup", "drop", "dice", "card", "turn", "win", "click", "error")


class Audio:
    """Plays named effects from ``sounds/``; silent when no mixer could start."""

    def __init__(self) -> None:
        self.master = 0.8
        self.effects = 0.8
        self.available = False
        self._tried = False
        self.played: list[str] = []  # names asked for, for tests and the smoke run

    def start(self) -> bool:
        """Open the mixer once; False (and one log line) without an audio device."""
        if self._tried:
            return self.available
        self._tried = True
        try:
            pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            self.available = pygame.mixer.get_init() is not None
        except pygame.error as exc:
            log.info("no audio device, playing silently (%s)", exc)
            self.available = False
        return self.available

    def set_volumes(self, master: float, effects: float) -> None:
        self.master = min(1.0, max(0.0, float(master)))
        self.effects = min(1.0, max(0.0, float(effects)))

    def play(self, name: str) -> None:
        """Play effect `name` (e.g. "click") if sound is available and not muted."""
        self.played.append(name)
        del self.played[:-50]
        if not self.available:
            return
        volume = self.master * self.effects
        if volume <= 0:
            return
        sound = resources.load_sound(name)
        if sound is None:
            return
        try:
            sound.set_volume(volume)  # type: ignore[attr-defined]
            sound.play()  # type: ignore[attr-defined]
        except pygame.error as exc:
            log.info("sound %s failed: %s", name, exc)


audio = Audio()
