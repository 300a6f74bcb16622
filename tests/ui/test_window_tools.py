"""The real-window tools' screen (``tools/window_driver.py``): an Xvfb the tool starts is as large as the
window size asked for, and a size larger than the display's screen stops the run at once with the reason
(Settings offers only the sizes that fit the screen, so the tool waited on the Settings screen before)."""

from __future__ import annotations

import argparse
import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))   # the tools import each other by their file names
_spec = importlib.util.spec_from_file_location("window_driver", ROOT / "tools" / "window_driver.py")
assert _spec is not None and _spec.loader is not None
driver = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(driver)


def args(**given: object) -> argparse.Namespace:
    return argparse.Namespace(**{"display": ":0", "screen": "", "size": "", "fullscreen": False, **given})


def test_an_xvfb_started_here_is_as_large_as_the_window_asked_for() -> None:
    assert driver.screen_for(args(size="2560x1440")) == "2560x1440"
    assert driver.screen_for(args()) == "1280x720"
    assert driver.screen_for(args(screen="1920x1080", size="1280x720")) == "1920x1080"


def test_a_window_larger_than_the_screen_stops_at_once_with_the_reason(monkeypatch) -> None:
    monkeypatch.setattr(driver, "screen_size", lambda display: (1280, 720))
    with pytest.raises(SystemExit, match="does not fit the 1280x720 screen"):
        driver.fits_screen(args(size="2560x1440"))
    driver.fits_screen(args(size="1280x720"))                      # fits: goes on
    driver.fits_screen(args(size="2560x1440", fullscreen=True))    # full screen takes the screen's size
    monkeypatch.setattr(driver, "screen_size", lambda display: (2560, 1440))
    driver.fits_screen(args(size="2560x1440"))
