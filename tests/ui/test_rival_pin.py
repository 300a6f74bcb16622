"""A rival's panel kept open by a click (game.ui.kit.rivals): it stays open while the AI seats move, so a
rival's deck can be read through their turns; it closes if the pinning click itself played something, when
the table's eyes change (another hotseat player, a curtain), on Esc and on a click elsewhere."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.ui.kit.rivals import RivalPanels
from tests.ui.tablehelp import key, mouse
from tests.ui.test_pacing import table_at


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("DANSE_MACABRE_HOME", str(tmp_path))


def _ai_to_move(state) -> bool:
    return len(state.history) > 30 and not state.is_over and state.current_player not in (0, None)


def _pin_a_rival(app, table) -> int:
    panels = table.overlay.rivals
    app.step([], 1 / 60)
    rect, seat = next((r, s) for r, s in panels.shown_plates if s != 0)
    app.step([mouse(pygame.MOUSEMOTION, rect.center), mouse(pygame.MOUSEBUTTONDOWN, rect.center),
              mouse(pygame.MOUSEBUTTONUP, rect.center)], 1 / 60)
    app.step([mouse(pygame.MOUSEMOTION, (2, 2))], 1 / 60)
    assert panels.pinned == seat and panels.laid is not None
    return seat


@pytest.mark.parametrize("game_id", ["methuselah", "nocturne", "bloodlines"])
def test_a_pinned_panel_stays_open_while_the_ai_seats_move(game_id):
    app, table, session = table_at(game_id, _ai_to_move, seed=4)
    table.pacer.skip()
    seat = _pin_a_rival(app, table)
    before = len(session.state.history)
    for _ in range(600):
        app.step([], 1 / 30)
        if len(session.state.history) >= before + 3 or session.state.current_player == 0:
            break
    assert len(session.state.history) > before, "no AI seat moved"
    app.step([], 1 / 60)
    panels = table.overlay.rivals
    assert panels.pinned == seat and panels.laid is not None      # still open after the AI's moves
    assert panels.laid.lines[0].text in table.view.rival_record(seat).look.name
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    assert panels.pinned is None and panels.laid is None


class _Table:
    """What the panels ask of a table: the decision now, whose eyes it is seen with, whether it is theirs."""

    def __init__(self, ours: bool) -> None:
        self.now, self.eyes, self.ours = 1, (0, None), ours

    def move(self, ours: bool) -> None:
        self.now, self.ours = self.now + 1, ours


def _panels(table: _Table) -> RivalPanels:
    panels = RivalPanels()
    panels.serve(object(), lambda: table.now, lambda: table.eyes, lambda: table.ours, False)
    panels.shown_plates = [(pygame.Rect(10, 10, 50, 20), 2)]
    panels.handle(mouse(pygame.MOUSEBUTTONDOWN, (20, 20)))
    assert panels.pinned == 2
    return panels


def test_the_pin_closes_when_your_own_decision_moves_on():
    """Pinned while you decide: the click that pinned it may have played (at once or a few frames later,
    after an animation), or you moved later: either way the panel goes, and your next click plays."""
    pygame.init()
    surface = pygame.Surface((100, 100))
    for frames_before in (0, 1, 5):
        table = _Table(ours=True)
        panels = _panels(table)
        for _ in range(frames_before):
            panels.draw(surface, (0, 0))
            assert panels.pinned == 2
        table.move(ours=False)
        panels.draw(surface, (0, 0))
        assert panels.pinned is None


def test_the_pin_outlasts_the_other_seats_moves_until_yours_and_not_other_eyes():
    pygame.init()
    table = _Table(ours=False)          # pinned while an AI seat decides
    panels = _panels(table)
    surface = pygame.Surface((100, 100))
    for _ in range(4):                  # other seats move
        table.move(ours=False)
        panels.draw(surface, (0, 0))
        assert panels.pinned == 2
    table.move(ours=True)               # your turn comes: still open
    panels.draw(surface, (0, 0))
    assert panels.pinned == 2
    table.move(ours=False)              # you moved: it goes
    panels.draw(surface, (0, 0))
    assert panels.pinned is None
    panels = _panels(table)
    table.eyes = (None, 1)              # a hotseat curtain for another player
    panels.draw(surface, (0, 0))
    assert panels.pinned is None
