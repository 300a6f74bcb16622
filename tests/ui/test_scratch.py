"""The measurements' scratch home (game.ui.scratch): a run's files go to a folder removed after it,
and the player's own home setting is given back, even when the run fails."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.ui.scratch import HOME, percentile, scratch_home


@pytest.mark.parametrize("before", [None, "/somewhere/else"])
def test_the_home_is_given_back_after_a_failed_run(before: str | None, monkeypatch: pytest.MonkeyPatch) -> None:
    if before is None:
        monkeypatch.delenv(HOME, raising=False)
    else:
        monkeypatch.setenv(HOME, before)
    seen: list[str] = []
    with pytest.raises(RuntimeError), scratch_home("danse-test-") as home:
        seen.append(home)
        assert os.environ[HOME] == home and Path(home).is_dir()
        (Path(home) / "settings.toml").write_text("x = 1\n", encoding="utf-8")
        raise RuntimeError("the run failed")
    assert os.environ.get(HOME) == before
    assert not Path(seen[0]).exists()


def test_percentile_is_the_nearest_rank() -> None:
    values = [float(v) for v in range(100, 0, -1)]
    assert percentile(values, 0.95) == 95.0
    assert percentile(values, 0.5) == 50.0
    assert percentile(values, 1.0) == 100.0
    assert percentile([3.0], 0.95) == 3.0
    assert percentile([], 0.95) == 0.0
