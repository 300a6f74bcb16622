"""Elysium at five seats: you bid in an influence contest of two sides or more, so the step's panel and
the contest panel both dock in the right column beside the city.  The contest takes its whole height
first, the step's panel the rest (it scrolls), the rivals' cards shrink when the column needs it.  Every
side of the contest is drawn whole inside the panel's frame (its members, its dice to roll, its words),
the panel lies on screen, the step's panel is there, no text on the table is cut or outside its panel,
and neither panel covers the city, at 1280×720 and 2560×1440.

The positions come from the layout check's seeded five-seat game (``tests.ui.test_layout_fit``)."""

from __future__ import annotations

import pygame
import pytest

from game import games
from tests.ui.test_layout_fit import Game, Window, faults, over_the_board, played, session_at

SIZES = ((1280, 720), (2560, 1440))


@pytest.fixture(autouse=True)
def _quiet_home(tmp_path, monkeypatch):
    monkeypatch.setenv("DANSE_MACABRE_HOME", str(tmp_path))


def bids(game: Game) -> dict[int, int]:
    """For each count of sides (two or more), the move before which seat 0 bids in a contest of that many
    sides with the most members (the tallest panel): {move: sides}."""
    state = games.get(game.game_id).new_game(game.setup["players"], game.setup["seed"], game.setup["options"])
    best: dict[int, tuple[int, int]] = {}   # sides -> (members, move)
    for index, action in enumerate(game.moves):
        if state.clash is not None and state.step == "bid" and state.current_player == 0:
            sides = state.view(0).panel()["sides"]
            members = sum(len(side["members"]) for side in sides)
            if len(sides) >= 2 and members > best.get(len(sides), (0, 0))[0]:
                best[len(sides)] = (members, index)
        state.apply(action)
    return {index: count for count, (_members, index) in best.items()}


def test_a_contest_docked_under_the_bid_panel_is_drawn_whole() -> None:
    game = played("elysium")
    assert game.setup["players"] == 5
    spots = bids(game)
    assert 2 in spots.values(), f"no two-sided contest to bid in: {spots}"
    window = Window()
    problems: list[str] = []
    try:
        for index, count in spots.items():
            for size in SIZES:
                fits, screen = window.frame(session_at(game, index), size)
                where = f"move {index} ({count} sides) at {size[0]}×{size[1]}"
                shown = [fit for fit in fits if fit.on_screen and fit.panel is not None]
                boxes = {tuple(fit.panel) for fit in shown if fit.panel_name == "the contest panel"}
                sides = {fit.panel_name: fit.panel for fit in shown if fit.panel_name.startswith("the side ")}
                asked = [fit for fit in shown if fit.panel_name.startswith("the choice panel")]
                if len(boxes) != 1 or not asked:
                    problems.append(f"{where}: contest panels {boxes}, step's panel texts {len(asked)}")
                    continue
                box = pygame.Rect(boxes.pop())
                if not screen.get_rect().contains(box):
                    problems.append(f"{where}: the contest panel {tuple(box)} is off the window")
                if len(sides) != count:
                    problems.append(f"{where}: {len(sides)} of {count} sides drawn ({sorted(sides)})")
                problems += [f"{where}: {name} {tuple(r)} is not inside the panel {tuple(box)}"
                             for name, r in sides.items() if not box.contains(r)]
                problems += [f"{where}: {p}" for p in faults(fits, size[1]) + over_the_board(fits, window.board)]
    finally:
        window.close()
    assert not problems, "\n".join(problems[:40])
