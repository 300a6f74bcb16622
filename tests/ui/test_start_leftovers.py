"""A save killed mid-write leaves a temporary file; the next start removes it, in every folder the
program writes (saves, finished games, the record, campaigns and their chapters), and never lists it."""

from __future__ import annotations

import os
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from game.saves import list_saves
from game.saves.folders import STALE_TEMP_SECONDS


def test_leftover_temp_files_are_removed_at_the_next_start_and_never_listed(saves_home):
    from game.ui.app import App

    folders = [saves_home, saves_home / "finished", saves_home / "records", saves_home / "campaigns",
               saves_home / "campaigns" / "Night.chapters"]
    for folder in folders:
        folder.mkdir(exist_ok=True)
    old = time.time() - 10 * STALE_TEMP_SECONDS
    stale = []
    for n, folder in enumerate(folders):
        for name in (f".slot{n}.toml.abcd123{n}.tmp", f".slot{n}.toml.efgh567{n}.bak.tmp"):
            path = folder / name
            path.write_text("half a save", encoding="utf-8")
            os.utime(path, (old, old))
            stale.append(path)
    young = saves_home / ".writing.toml.zyxw9876.tmp"  # a save being written right now: not ours to take
    young.write_text("a save in the making", encoding="utf-8")
    foreign = saves_home / "finished" / ".notes.tmp"  # not a name our writes use
    foreign.write_text("someone else's", encoding="utf-8")
    os.utime(foreign, (old, old))
    assert list_saves(saves_home) == []  # listed never, even before the start
    app = App(size=(1280, 720), fullscreen=False)
    try:
        assert [p for p in stale if p.exists()] == []
        assert young.exists() and foreign.exists()
        assert list_saves(saves_home) == []
    finally:
        app.close()
