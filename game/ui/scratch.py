"""What every offscreen measurement shares (game.ui.bench, game.ui.waits): SDL set offscreen before
pygame loads, a scratch home that the run's settings, saves and logs go to and that is removed after
it, and the percentile the figures are read at."""

from __future__ import annotations

import math
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager

HOME = "DANSE_MACABRE_HOME"


def offscreen() -> None:
    """No window and no sound device: set before pygame is first imported (a caller's own setting stays)."""
    for name, value in (("SDL_VIDEODRIVER", "dummy"), ("SDL_AUDIODRIVER", "dummy"), ("PYGAME_HIDE_SUPPORT_PROMPT", "1")):
        os.environ.setdefault(name, value)


@contextmanager
def scratch_home(prefix: str = "danse-bench-") -> Iterator[str]:
    """A fresh home folder for the run, the player's own home given back afterwards whatever happens."""
    old = os.environ.get(HOME)
    with tempfile.TemporaryDirectory(prefix=prefix) as home:
        os.environ[HOME] = home
        try:
            yield home
        finally:
            if old is None:
                os.environ.pop(HOME, None)
            else:
                os.environ[HOME] = old


def percentile(values: list[float], share: float) -> float:
    """The value at `share` (0–1) of the sorted values, nearest rank; 0 for none."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(share * len(ordered)) - 1))] if ordered else 0.0
