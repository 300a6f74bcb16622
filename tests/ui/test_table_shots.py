"""tools/table_shots.py renders the same pixels twice (two separate runs), and its compare sees a change."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "tools" / "table_shots.py"
SHOT = "equilibrium-rival-turn-1280x720.png"   # the rival's "thinking" banner animates with the clock


def record(folder: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONHASHSEED"}  # the tool seeds the hashing itself
    subprocess.run([sys.executable, str(TOOL), "record", str(folder), "--game", "equilibrium",
                    "--size", "1280x720", "--position", "rival-turn"],
                   cwd=ROOT, env=env, check=True, capture_output=True, timeout=600)


def compare(a: Path, b: Path, out: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(TOOL), "compare", str(a), str(b), "--out", str(out)],
                          check=False, cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_two_runs_give_the_same_pixels_and_a_changed_pixel_is_found(tmp_path):
    first, second, diffs = tmp_path / "first", tmp_path / "second", tmp_path / "diffs"
    record(first)
    record(second)
    assert sorted(p.name for p in first.iterdir()) == [SHOT, "shots.txt"]
    same = compare(first, second, diffs)
    assert same.returncode == 0, same.stdout
    assert f"{SHOT}: identical" in same.stdout
    assert not diffs.exists()

    picture = pygame.image.load(str(second / SHOT))
    colour = picture.get_at((300, 200))
    picture.set_at((300, 200), (255 - colour.r, 255 - colour.g, 255 - colour.b))
    pygame.image.save(picture, str(second / SHOT))
    changed = compare(first, second, diffs)
    assert changed.returncode == 1
    assert f"{SHOT}: 1 pixel differs in x 300..300, y 200..200" in changed.stdout
    assert pygame.image.load(str(diffs / f"diff-{SHOT}")).get_at((300, 200))[:3] == (255, 0, 0)
