"""No audio device: the game runs silently and says so once."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame

from game.ui.audio import Audio


def test_no_audio_device_means_silence(monkeypatch, caplog):
    def refuse(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", refuse)
    audio = Audio()
    with caplog.at_level("INFO"):
        assert audio.start() is False
        assert audio.start() is False  # tried once, logged once
    assert caplog.text.count("playing silently") == 1
    audio.play("click")  # nothing to play it on, and no error
    assert audio.played == ["click"]


def test_volumes_are_clamped():
    audio = Audio()
    audio.set_volumes(1.7, -0.2)
    assert (audio.master, audio.effects) == (1.0, 0.0)
