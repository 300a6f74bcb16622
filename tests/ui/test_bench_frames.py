"""The frame-time bench drags a real token at a mid-game Equilibrium table (numbers go to the bench, not here)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"


def test_frame_times_carry_the_humans_own_token_mid_game():
    from game.ui.bench import frame_times

    numbers = frame_times(size=(1280, 720), frames=12)
    assert numbers["dragged"] == "offensive action token"
    assert numbers["moves_before"] > 40  # past the starting sets and two rounds
    assert numbers["frames"] == 12 and numbers["p95_ms"] >= numbers["median_ms"] > 0
